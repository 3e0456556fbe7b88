import Testing
import ToolbarModel
import ToolbarSolver

/// Commands recorded as alternatives (`if`/`else`, `switch`, `#available`) never show together.
@Suite struct BranchRuleTests {
    static func text(
        _ key: String, _ title: String, order: Int, branch: CommandBranch? = nil,
        condition: SizeClassCondition = .always
    ) -> Command {
        Command(
            key: key, title: title, content: .text, placement: .topBarTrailing, order: order,
            sizeClassCondition: condition, branch: branch)
    }

    static func branch(_ set: String, _ path: String, from: OSVersion? = nil, before: OSVersion? = nil)
        -> CommandBranch
    {
        CommandBranch(set: set, path: path, condition: "…", fromOS: from, beforeOS: before)
    }

    static let inventory = ScreenInventory(
        app: App(name: "Notes", linkedSDK: OSVersion(27, 1)), screen: Screen(name: "Editor"),
        commands: [
            text("edit", "Edit", order: 1, branch: branch("editing", "1")),
            text("done", "Done", order: 2, branch: branch("editing", "2")),
            text("cancel", "Cancel", order: 3, branch: branch("editing", "2")),
            text("glass", "Glass", order: 4, branch: branch("glass", "1", from: OSVersion(28))),
            text("plain", "Plain", order: 5, branch: branch("glass", "2", before: OSVersion(28))),
            text("wide", "Inspector", order: 6, branch: branch("room", "1"), condition: .regularWidth),
            text("narrow", "Info", order: 7, branch: branch("room", "2"), condition: .compactWidth)
        ])

    @Test func oneBranchPerSetTheWidestWhenStateDecides() {
        let layout = ToolbarSolver.solve(Self.inventory, in: Scenarios.iPad)
        #expect(layout.region(of: "edit") == .absent)
        #expect(layout.missing.first { $0.key == "edit" }?.reason == .otherBranch)
        #expect(layout.region(of: "done") != .absent && layout.region(of: "cancel") != .absent)
        #expect(layout.fired(.branchWidestShown))
    }

    @Test func theScenariosOSDecidesAvailabilityBranches() {
        let layout = ToolbarSolver.solve(Self.inventory, in: Scenarios.iPad)
        #expect(layout.missing.first { $0.key == "glass" }?.reason == .unavailableOnOS, "the app links SDK 27.1")
        #expect(layout.region(of: "plain") != .absent)
        #expect(layout.fired(.branchOSAvailability))
        var newer = Self.inventory
        newer.app.linkedSDK = OSVersion(28)
        let later = ToolbarSolver.solve(newer, in: Scenarios.iPad)
        #expect(later.missing.first { $0.key == "plain" }?.reason == .unavailableOnOS)
        #expect(later.region(of: "glass") != .absent)
    }

    @Test func sizeClassesDecideSizeClassBranches() {
        let phone = ToolbarSolver.solve(Self.inventory, in: Scenarios.iPhone17)
        #expect(phone.missing.first { $0.key == "wide" }?.reason == .sizeClassCondition)
        #expect(phone.region(of: "narrow") != .absent)
        let pad = ToolbarSolver.solve(Self.inventory, in: Scenarios.iPad)
        #expect(pad.missing.first { $0.key == "narrow" }?.reason == .sizeClassCondition)
        #expect(pad.region(of: "wide") != .absent)
    }

    @Test func eachBranchIsViewable() throws {
        let editing = try #require(Self.inventory.choosingBranch(of: "edit"))
        let layout = ToolbarSolver.solve(editing, in: Scenarios.iPad)
        #expect(layout.region(of: "edit") != .absent)
        #expect(layout.region(of: "done") == nil && layout.region(of: "cancel") == nil)
    }

    @Test func anUnknownTitleIsAnEstimateThatSaysSo() {
        var unknown = Self.text("title", "", order: 1)
        unknown.titleUnknown = true
        let inventory = ScreenInventory(app: App(name: "A"), screen: Screen(name: "S"), commands: [unknown])
        let layout = ToolbarSolver.solve(inventory, in: Scenarios.iPhone17)
        #expect(layout.fired(.textItemUnknownTitle))
        let item = layout.items.first { $0.key == "title" }
        #expect((item?.width ?? 0) > 44, "nine columns of text, not a bare hit target")
    }
}
