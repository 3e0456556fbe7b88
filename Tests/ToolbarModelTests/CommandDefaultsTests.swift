import Testing
import ToolbarModel

/// `Command.normalize()`, `ContentKind.implied` and `Command.defaultKey`: the one copy of the
/// rules `command add|update`, the scanner and the service follow.
@Suite struct CommandDefaultsTests {
    /// A command of every content kind, each carrying every kind's details, normalized.
    static func normalized(_ content: ContentKind) -> Command {
        var command = Command(
            key: "item", title: "Item", symbol: "star", content: content, spacer: .fixed,
            customView: CustomViewInfo(width: 120), classification: .primary)
        command.normalize()
        return command
    }

    @Test(arguments: [
        (ContentKind.symbol, false, false, true), (.text, false, false, true), (.symbolAndText, false, false, true),
        (.custom, false, true, true), (.spacer, true, false, false), (.divider, false, false, false)
    ])
    func detailsOfOtherKindsAreCleared(
        content: ContentKind, keepsSpacer: Bool, keepsCustomView: Bool,
        keepsClassification: Bool
    ) throws {
        let command = Self.normalized(content)
        #expect((command.spacer != nil) == keepsSpacer)
        #expect((command.customView != nil) == keepsCustomView)
        #expect((command.classification != nil) == keepsClassification)
        try command.validate()
    }

    @Test func statedDetailsAreKept() {
        #expect(Self.normalized(.spacer).spacer == .fixed)
        #expect(Self.normalized(.custom).customView == CustomViewInfo(width: 120))
    }

    @Test func missingDetailsGetDefaults() throws {
        var spacer = Command(key: "gap", title: "", content: .spacer)
        spacer.normalize()
        #expect(spacer.spacer == .flexible)
        var custom = Command(key: "status", title: "Status", content: .custom)
        custom.normalize()
        #expect(custom.customView == CustomViewInfo(width: 44, widthSource: .estimated))
        try spacer.validate()
        try custom.validate()
    }

    @Test func aSymbolItemWithoutASymbolIsLeftForValidationToRefuse() {
        let command = Command(key: "x", title: "X", content: .symbol).normalized()
        #expect(command.content == .symbol)
        #expect(throws: ModelError.self) { try command.validate() }
    }

    @Test(arguments: [
        (true, true, ContentKind.symbolAndText), (true, false, .symbol), (false, true, .text), (false, false, .text)
    ])
    func contentFollowsWhatTheItemHas(hasSymbol: Bool, hasTitle: Bool, expected: ContentKind) {
        #expect(ContentKind.implied(hasSymbol: hasSymbol, hasTitle: hasTitle) == expected)
    }

    @Test(arguments: [
        (Command(key: "", title: "Replace Photo", symbol: "photo"), "replace-photo"),
        (Command(key: "", title: "", symbol: "trash", accessibilityLabel: "Delete Photo"), "delete-photo"),
        (Command(key: "", title: "", symbol: "arrow.uturn.backward"), "arrow-uturn-backward"),
        (Command(key: "", title: "", localizationKey: "action.cancel", titleUnknown: true), "action-cancel"),
        (Command(key: "", title: "Shown", symbol: "star", titleUnknown: true), "star"),
        (Command(key: "", title: "", content: .spacer), "spacer"),
        (Command(key: "", title: "", content: .divider), "divider")
    ])
    func defaultKeys(command: Command, expected: String) {
        #expect(command.defaultKey == expected)
    }
}
