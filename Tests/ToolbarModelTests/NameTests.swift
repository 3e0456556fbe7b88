import Testing
import ToolbarModel

@Suite struct NameTests {
    @Test(arguments: [("Straße", "STRASSE"), ("Éditor", "E\u{301}DITOR"), ("σίσυφος", "ΣΊΣΥΦΟΣ"), ("Editor", "editor")])
    func foldedKeysMatchBeyondASCII(lhs: String, rhs: String) {
        #expect(RecordName.foldedKey(lhs) == RecordName.foldedKey(rhs))
    }

    @Test(arguments: ["", "a/b", "tab\there", "nul\u{0}", " lead", "trail ", String(repeating: "x", count: 101)])
    func invalidNamesAreRefused(name: String) {
        #expect(throws: ModelError.self) { try RecordName.validate(name, kind: "app") }
    }

    @Test(arguments: ["Photo \"Editor\"", "a;DROP TABLE apps;--", "📸 Editor", "محرر الصور"])
    func unusualButValidNamesAreAccepted(name: String) throws {
        try RecordName.validate(name, kind: "app")
    }

    @Test func slugsAreKebabCase() {
        #expect(RecordName.slug("Replace Photo") == "replace-photo")
        #expect(RecordName.slug("Clear Edits…") == "clear-edits")
        #expect(RecordName.slug("…") == "command")
    }

    @Test func visibilityPrioritiesOrderAcrossTiers() throws {
        let values = try [
            "lowerThan:low", "low", "higherThan:low", "lowerThan:automatic", "automatic",
            "higherThan:automatic", "lowerThan:high", "high", "higherThan:high"
        ]
        .map(VisibilityPriority.init(parsing:))
        #expect(values == values.sorted())
        #expect(Set(values.map(\.rank)).count == values.count)
        #expect(throws: ModelError.self) { try VisibilityPriority(parsing: "urgent") }
    }

    @Test func unknownEnumValuesListTheAllowedOnes() {
        #expect(
            throws: ModelError.unknownValue(
                field: "axis behavior", value: "diagonal",
                allowed: ["automatic", "horizontalOnly", "verticalPreferred"])
        ) {
            try AxisBehavior.parse("diagonal")
        }
    }
}
