import Testing
import ToolbarModel
import ToolbarSolver

/// The checks issue 3 lists for seed 001 (vertical bars on the foldable).
@Suite struct SeedFoldableTests {
    @Test(arguments: [Scenarios.outerPortrait, Scenarios.outerLandscape, Scenarios.innerLandscape])
    func textOnlyAndCustomViewsStayHorizontal(scenario: Scenario) {
        let layout = ToolbarSolver.solve(Foldable.compose(), in: scenario)
        #expect(layout.bars.contains(.verticalColumn))
        #expect(layout.region(of: "drafts") == .horizontalBar)
        #expect(layout.region(of: "cart-total") == .horizontalBar)
        #expect(layout.region(of: "attach") == .verticalColumn)
    }

    @Test func closeFirstDoneSecondInTheColumn() {
        let layout = ToolbarSolver.solve(Foldable.compose(), in: Scenarios.outerPortrait)
        let column = layout.items.filter { $0.bar == .verticalColumn }.sorted { $0.order < $1.order }
        #expect(column.map(\.key) == ["close", "done", "attach"])
        #expect(column[0].y ?? 0 < column[1].y ?? 0)
    }

    /// Seed 001: the navigation bar keeps its title and horizontal-only items beside the column;
    /// only a screen without a title, a principal item or a horizontal item has no bar to keep them.
    @Test func horizontalOnlyItemStaysWithTheTitleAndHidesWithoutAnyBar() {
        let titled = ToolbarSolver.solve(Foldable.selectable, in: Scenarios.outerPortrait)
        #expect(titled.bars == [.horizontalBar, .verticalColumn])
        #expect(titled.region(of: "select") == .horizontalBar)
        #expect(titled.title.state == .shown)
        var untitled = Foldable.selectable
        untitled.screen.title = nil
        let layout = ToolbarSolver.solve(untitled, in: Scenarios.outerPortrait)
        #expect(!layout.bars.contains(.horizontalBar))
        #expect(layout.region(of: "select") == .hidden)
        #expect(layout.missing.first { $0.key == "select" }?.reason == .horizontalOnlyWithoutHorizontalBar)
        #expect(layout.title.state == TitleState.none)
        // On the inner display in portrait there is no column, so it shows normally.
        let portrait = ToolbarSolver.solve(Foldable.selectable, in: Scenarios.innerPortrait)
        #expect(portrait.region(of: "select") == .trailing)
    }

    @Test func optedOutScreenStaysHorizontal() {
        let layout = ToolbarSolver.solve(Foldable.compose(vertical: .disabled), in: Scenarios.outerLandscape)
        #expect(!layout.bars.contains(.verticalColumn))
        #expect(layout.region(of: "close") == .leading)
        #expect(layout.region(of: "done") == .pinnedTrailing)
        #expect(layout.fired(.verticalOptOut))
    }

    @Test func olderSDKGetsNoColumn() {
        let layout = ToolbarSolver.solve(Foldable.compose(app: Foldable.oldApp), in: Scenarios.outerPortrait)
        #expect(!layout.bars.contains(.verticalColumn))
        #expect(layout.fired(.verticalRequiresSDK27_1))
    }

    @Test func keyboardOnOuterLandscapePushesLowestPriorityOutBottomUp() {
        let calm = ToolbarSolver.solve(Foldable.inbox, in: Scenarios.outerLandscape)
        #expect(calm.overflow.isEmpty)
        var typing = Scenarios.outerLandscape
        typing.keyboardUp = true
        let layout = ToolbarSolver.solve(Foldable.inbox, in: typing)
        let gone = layout.overflow.map(\.key)
        #expect(!gone.isEmpty)
        #expect(layout.overflow.allSatisfy { $0.reason == .lackOfRoom && $0.bar == .verticalColumn })
        // Lowest priority first (flag, move are low; bottom-most of them leaves first).
        #expect(gone.contains("move"))
        if gone.count >= 2 { #expect(gone.contains("flag")) }
        #expect(layout.region(of: "close") == .verticalColumn)
        #expect(layout.region(of: "done") == .verticalColumn)
        #expect(layout.region(of: "reply") == .verticalColumn)
        let ranks = Dictionary(
            uniqueKeysWithValues: Foldable.inbox.commands.map {
                ($0.key, Foldable.inbox.effectivePriority(of: $0).rank)
            })
        let worstShown =
            layout.items.filter { $0.key != "close" && $0.key != "done" }
            .map { ranks[$0.key] ?? 0 }.min() ?? 0
        #expect(gone.allSatisfy { (ranks[$0] ?? 0) <= worstShown })
    }
}
