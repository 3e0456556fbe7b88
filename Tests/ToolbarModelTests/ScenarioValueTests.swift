import Testing
import ToolbarModel

/// `Scenario` keeps its fields in one shared box so a copy is one retain: it must still be a
/// value, compared and hashed by its fields, and printed as the plain struct it was (solver tests
/// compare preparations by their text, which holds the scenario).
@Suite struct ScenarioValueTests {
    static func scenario() -> Scenario {
        Scenario(
            name: "iphone-17-portrait", summary: "iPhone 17, portrait", target: .iPhone, width: 402, height: 874,
            dynamicType: .xLarge, searchActive: true, locale: "ar", rightToLeft: true, textExpansion: 1.4,
            sources: "[D] sizes")
    }

    @Test func changingACopyLeavesTheOriginal() {
        let original = Self.scenario()
        var copy = original
        copy.name = "iphone-17-landscape"
        copy.summary += ", rotated"
        copy.width = 874
        copy.height = 402
        copy.verticalSizeClass = .compact
        copy.searchActive = false
        copy.locale = "en"
        copy.rightToLeft = false
        copy.sources.append(" [T]")

        #expect(original == Self.scenario())
        #expect(original.name == "iphone-17-portrait" && original.summary == "iPhone 17, portrait")
        #expect(original.width == 402 && original.height == 874 && original.verticalSizeClass == .regular)
        #expect(original.searchActive && original.rightToLeft && original.locale == "ar")
        #expect(original.sources == "[D] sizes")

        #expect(copy.name == "iphone-17-landscape" && copy.summary == "iPhone 17, portrait, rotated")
        #expect(copy.width == 874 && copy.height == 402 && copy.verticalSizeClass == .compact)
        #expect(!copy.searchActive && !copy.rightToLeft && copy.locale == "en")
        #expect(copy.sources == "[D] sizes [T]")
        #expect(copy != original)
    }

    @Test func equalFieldsAreEqualAndHashAlike() {
        let one = Self.scenario()
        let other = Self.scenario()  // equal fields, a box of its own
        #expect(one == other)
        #expect(one.hashValue == other.hashValue)
        #expect(Set([one, other]).count == 1)

        var changed = other
        changed.textExpansion = 1
        #expect(changed != one)
        #expect(Set([one, changed]).count == 2)
        changed.textExpansion = 1.4
        #expect(changed == one)
        #expect(changed.hashValue == one.hashValue)
    }

    /// What `String(describing:)` printed when the fields were stored in the struct itself.
    @Test func printsItsFieldsAsAPlainStruct() {
        let expected =
            #"Scenario(name: "iphone-17-portrait", summary: "iPhone 17, portrait", "#
            + #"target: ToolbarModel.ScenarioTarget.iPhone, width: 402.0, height: 874.0, "#
            + #"horizontalSizeClass: ToolbarModel.SizeClass.compact, verticalSizeClass: ToolbarModel.SizeClass.regular, "#
            + #"dynamicType: ToolbarModel.DynamicTypeSize.xLarge, searchActive: true, keyboardUp: false, "#
            + #"pictureInPicture: false, windowActive: true, verticalBarEdge: ToolbarModel.VerticalBarEdge.none, "#
            + #"locale: "ar", rightToLeft: true, textExpansion: 1.4, sources: "[D] sizes")"#
        #expect(String(describing: Self.scenario()) == expected)
    }
}
