import Testing
import ToolbarModel

/// Alternatives recorded from `if`/`else`, `switch` and `#available`: which branch is shown.
@Suite struct CommandBranchTests {
    static func item(
        _ key: String, _ set: String? = nil, _ path: String = "1", width: Double = 44,
        from: OSVersion? = nil, before: OSVersion? = nil
    ) -> Command {
        Command(
            key: key, title: key, content: .text, notes: "\(width)",
            branch: set.map { CommandBranch(set: $0, path: path, condition: "c", fromOS: from, beforeOS: before) })
    }

    static func shown(_ commands: [Command], eligible: [Bool]? = nil) -> [String] {
        let flags = BranchChoice.shown(commands, eligible: eligible ?? commands.map { _ in true }) {
            Double(commands[$0].notes ?? "0") ?? 0
        }
        return commands.indices.filter { flags[$0] }.map { commands[$0].key }
    }

    @Test func theWidestBranchOfASetIsShownAndNeverTwo() {
        let commands = [
            Self.item("always"),
            Self.item("edit", "s", "1", width: 44),
            Self.item("done", "s", "2", width: 60), Self.item("cancel", "s", "2", width: 70)
        ]
        #expect(Self.shown(commands) == ["always", "done", "cancel"])
    }

    @Test func tiesGoToTheFirstBranchAndIneligibleBranchesAreSkipped() {
        let commands = [Self.item("a", "s", "1"), Self.item("b", "s", "2")]
        #expect(Self.shown(commands) == ["a"])
        #expect(Self.shown(commands, eligible: [false, true]) == ["b"])
        #expect(Self.shown(commands, eligible: [false, false]) == [])
    }

    @Test func nestedConditionalsAreChosenInsideTheChosenBranch() {
        // if a { x; if b { y } else { w } } else { z }
        let commands = [
            Self.item("x", "s", "1", width: 10),
            Self.item("y", "s", "1.1.1", width: 50), Self.item("w", "s", "1.1.2", width: 20),
            Self.item("z", "s", "2", width: 55)
        ]
        #expect(Self.shown(commands) == ["x", "y"], "branch 1 is 10 + max(50, 20) = 60 wide, branch 2 is 55")
        #expect(Self.shown(commands, eligible: [true, false, true, true]) == ["z"], "10 + 20 < 55")
    }

    @Test func setsAreIndependentAndComparedIgnoringCase() {
        let commands = [Self.item("a", "One", "1"), Self.item("b", "one", "2", width: 90), Self.item("c", "two", "1")]
        #expect(Self.shown(commands) == ["b", "c"])
    }

    @Test func choosingTheBranchOfACommandLeavesOutItsAlternatives() throws {
        let commands = [
            Self.item("x", "s", "1"), Self.item("y", "s", "1.1.1"), Self.item("w", "s", "1.1.2"),
            Self.item("v", "s", "1.2.1"), Self.item("z", "s", "2"), Self.item("free")
        ]
        var ordered = commands
        for index in ordered.indices { ordered[index].order = index + 1 }
        let inventory = ScreenInventory(app: App(name: "A"), screen: Screen(name: "S"), commands: ordered)
        let chosen = try #require(inventory.choosingBranch(of: "W"))
        #expect(chosen.commands.map(\.key) == ["x", "w", "v", "free"])
        #expect(inventory.choosingBranch(of: "free") == inventory)
        #expect(inventory.choosingBranch(of: "nope") == nil)
    }

    @Test(arguments: [
        ("1", true), ("1.2.3", true), ("12.1.9999", true), ("0", false), ("1.2", false), ("", false),
        ("a", false), ("1..2", false), ("1.2.10000", false)
    ])
    func branchPathsAreValidated(path: String, valid: Bool) {
        let branch = CommandBranch(set: "s", path: path, condition: "")
        #expect(((try? branch.validate()) != nil) == valid)
    }

    @Test func osRangesHoldOnTheirVersionsOnly() {
        let branch = CommandBranch(
            set: "s", path: "1", condition: "#available(iOS 26, *)", fromOS: OSVersion(26),
            beforeOS: OSVersion(27, 1))
        #expect(!branch.holds(osVersion: OSVersion(25, 9)))
        #expect(branch.holds(osVersion: OSVersion(26)))
        #expect(branch.holds(osVersion: OSVersion(27, 0, 9)))
        #expect(!branch.holds(osVersion: OSVersion(27, 1)))
        var empty = branch
        empty.beforeOS = OSVersion(26)
        #expect((try? empty.validate()) == nil, "an empty OS range is refused")
    }

    @Test func aCommandWithAnUnknownTitleNeedsNoTitle() throws {
        var command = Command(key: "document-title", title: "", content: .text)
        #expect((try? command.validate()) == nil)
        command.titleUnknown = true
        try command.validate()
    }
}
