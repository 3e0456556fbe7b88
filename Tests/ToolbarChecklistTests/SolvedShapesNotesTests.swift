import Foundation
import Testing
import ToolbarChecklist
import ToolbarModel
import ToolbarSolver
import ToolbarTestSupport

/// An audit hands the checklist the preparations its solve made (``Checklist/Input/solvedShapes``),
/// and the lack-of-room notes start from them instead of preparing the screen's shapes again. What
/// the checklist says must not change: every seed screen in every shipped preset, with the audit's
/// sweep, gives the same result with them as without.
@Suite struct SolvedShapesNotesTests {
    /// The audit's sweep: over the iPhone 17 portrait window's 320–1400 pt.
    static let sweepWidths = 320.0...1400.0

    /// `inventory`'s checklist result in every seed scenario, solved as an audit solves it (one
    /// preparation per shape), with the solve's preparations handed over when `shared`.
    static func result(_ inventory: ScreenInventory, shared: Bool) -> ScreenChecklistResult {
        let metrics = ToolbarSolver.metrics(for: inventory, pins: .none)
        let shapes = PreparedShapes(inventory, metrics: metrics, facts: SharedFacts(inventory, metrics: metrics))
        let inputs = SeedData.scenarios.map { scenario in
            ScenarioInput(
                scenario: scenario, layout: shapes.solve(in: scenario),
                sweep: scenario.name == SeedFixtures.portrait.name
                    ? shapes.sweep(base: scenario, widths: sweepWidths) : nil)
        }
        return Checklist.evaluate(
            Checklist.Input(
                inventory: inventory, scenarios: inputs, now: Date(timeIntervalSince1970: 0),
                solvedShapes: shared ? shapes.solved : nil))
    }

    /// The seed screens, then generated ones of every shape (``GeneratedInventories``).
    static let inventories = SeedData.inventories + GeneratedInventories.make(count: 40, seed: 17)

    @Test(arguments: inventories.indices)
    func notesFromTheSolvesPreparationsAreTheSame(_ index: Int) {
        let inventory = Self.inventories[index]
        let shared = Self.result(inventory, shared: true)
        let alone = Self.result(inventory, shared: false)
        #expect(shared.items.count == alone.items.count)
        for (item, expected) in zip(shared.items, alone.items) {
            #expect(item == expected, "\(inventory.screen.name) \(item.itemID)")
        }
    }

    @Test func theSeedsHaveNotesToShare() {
        // A swept note and a note at one width, or the test above would prove nothing.
        let messages = Self.inventories.flatMap { Self.result($0, shared: true).findings.map(\.message) }
        #expect(messages.contains { $0.contains(" pt more in a ") && $0.contains("The breakpoint moves") })
        #expect(messages.contains { $0.contains(" pt more in a ") && $0.contains("holds across every estimate") })
    }
}
