import Testing
import ToolbarModel

@testable import ToolbarSolver

/// `ToolbarSolver.explain`: every bar's budget adds up, and every command that left for lack of
/// room says how much it needs and which changes bring it back, each proved by solving again.
@Suite struct ExplanationTests {
    static let names = CommandNames(PhotoEditor.seededRefactored())

    @Test func budgetsAddUpToWhatTheLayoutUses() {
        for ((inventory, _), solved) in zip(Generated.cases, Generated.solved) {
            let (layout, explanation) = (solved.layout, solved.explanation)
            #expect(explanation.budgets.map(\.bar) == layout.bars, "\(inventory.screen.name)")
            for budget in explanation.budgets {
                let space = layout.space.first { $0.bar == budget.bar }
                #expect(abs(budget.available - (space?.available ?? -1)) < 1e-6)
                #expect(abs(budget.usedTotal - (space?.used ?? -1)) < 1e-6)
                let used = budget.used.reduce(0) { $0 + $1.points }
                #expect(
                    abs(used - budget.usedTotal) < 1e-6,
                    "\(inventory.screen.name) \(budget.bar): lines \(used), used \(budget.usedTotal)")
                let reserved = budget.reserved.reduce(0) { $0 + $1.points }
                #expect(abs(budget.window - reserved - budget.available) < 1e-6 || budget.available == 0)
            }
        }
    }

    @Test func everyLackOfRoomEntryHasAShortfallThatMatchesTheSweep() {
        for ((inventory, scenario), solved) in zip(Generated.cases, Generated.solved) {
            let (layout, explanation) = (solved.layout, solved.explanation)
            let sweep = ToolbarSolver.sweep(inventory, base: scenario, widths: 100...4000)
            for entry in layout.overflow where entry.reason == .lackOfRoom {
                let shortfall = explanation.shortfall(of: entry.key)
                #expect(shortfall != nil, "\(inventory.screen.name)/\(entry.key)")
                guard let shortfall, shortfall.bar != .verticalColumn else { continue }
                #expect(shortfall.needs > 0)
                #expect(abs(shortfall.at + shortfall.needs - shortfall.returnsAt) < 1e-6)
                let back = sweep.breakpoints.filter { $0.key == entry.key }.map(\.width)
                #expect(back.contains { abs($0 - shortfall.returnsAt) < 1e-6 }, "\(entry.key): \(back)")
            }
        }
    }

    @Test func remediesThatClaimToKeepTheCommandDoWhenApplied() {
        for ((inventory, scenario), solved) in zip(Generated.cases, Generated.solved).prefix(120) {
            for shortfall in solved.explanation.shortfalls {
                for remedy in shortfall.remedies {
                    let changed = remedy.apply(to: inventory)
                    let layout = ToolbarSolver.solve(changed, in: scenario)
                    #expect(
                        (layout.region(of: shortfall.key)?.isVisible ?? false) == remedy.keepsIt,
                        "\(inventory.screen.name)/\(shortfall.key): \(remedy.kind)")
                }
            }
        }
    }

    /// The seeded Refactored Editor at 375 pt: Redo needs 9 pt (back from 384 pt); removing the
    /// padding or narrowing the 72 pt chip to 63 pt keeps it without losing anything else.
    @Test func refactoredEditorRedoAt375SaysWhyAndWhatBringsItBack() {
        let inventory = PhotoEditor.seededRefactored()
        let explanation = ToolbarSolver.explain(inventory, in: Scenarios.iPhone(width: 375))
        let redo = explanation.shortfall(of: "redo")
        #expect(redo?.needs == 9)
        #expect(redo?.returnsAt == 384)
        let keeping = redo?.remedies.filter { $0.keepsIt && $0.displaces.isEmpty }.map(\.kind) ?? []
        #expect(keeping.contains(.removePadding))
        #expect(keeping.contains(.narrowCustomView))
        #expect(redo?.remedies.first { $0.kind == .narrowCustomView }?.toWidth == 63)
        #expect(
            redo?.sentence(Self.names) == "Redo needs 9 pt more in a 375 pt wide window (back from 384 pt): "
                + "remove the iOS 27 padding (`contentMarginsRemoved()`), narrow the 72 pt Edited custom view to 63 pt, "
                + "or lower the priority of Undo to low (Undo leaves instead)")
        let budget = explanation.budget(of: .navigationBar)
        #expect(
            budget?.sentence(Self.names) == "375 pt − margins 32 = 343 pt available; used 296 pt: Undo 44 · "
                + "Edited 72 (principal) [estimated] · Share 44 · ⋯ 44 · iOS 27 item padding 3 × 12 = 36 [E] · "
                + "background padding 4 × 8 = 32 [I] · gaps 3 × 8 = 24 [I]")
    }
}
