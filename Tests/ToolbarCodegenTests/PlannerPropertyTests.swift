import Testing
import ToolbarCodegen
import ToolbarModel

/// The planner on hundreds of generated screens.
@Suite struct PlannerPropertyTests {
    static let inventories = GeneratedInventories.make(count: 300, seed: 27)
    /// Each generated screen's plan (unjudged), made once for the two tests that check it: planning
    /// is pure, so each test sees what its own `Planner.plan` call would give.
    static let plans = inventories.map(Planner.plan)

    @Test func generatedInventoriesAreValid() throws {
        for inventory in Self.inventories {
            for command in inventory.commands { try command.validate() }
        }
    }

    /// The generated screens in slices of 25: the slices run in parallel (judging a plan runs the
    /// checklist over every scenario twice, the longest work in the suite).
    static let slices = stride(from: 0, to: inventories.count, by: 25).map { $0..<min($0 + 25, inventories.count) }

    @Test(arguments: slices)
    func planNeverMakesAChecklistItemWorse(_ slice: Range<Int>) {
        var failures: [String] = []
        for inventory in Self.inventories[slice] {
            // Judged as `plan` does: the current and the planned toolbar's checklist results are the
            // ones planning computed (each toolbar judged once), compared here item by item.
            let judgement = Planner.judgedPlan(inventory, in: SeedData.scenarios).judgement
            for item in judgement.worsened {
                failures.append(
                    "\(inventory.screen.name): \(item.itemID) \(item.before)→\(item.after) "
                        + "\(item.findingsBefore)→\(item.findingsAfter)")
            }
        }
        #expect(failures.isEmpty, "\(failures.count) worse: \(failures.prefix(30).joined(separator: "\n"))")
    }

    @Test func plannedCommandsAreValidAndKeepEveryCommand() throws {
        for (inventory, plan) in zip(Self.inventories, Self.plans) {
            for command in plan.after.commands { try command.validate() }
            #expect(plan.after.commands.map(\.order) == Array(1...plan.after.commands.count))
            #expect(
                Set(inventory.commands.filter(\.content.isCommand).map(\.key))
                    == Set(plan.after.commands.filter(\.content.isCommand).map(\.key)))
            let pinnedBefore = Set(inventory.commands.filter { $0.placement == .topBarPinnedTrailing }.map(\.key))
            let newlyPinned = plan.after.commands.filter {
                $0.placement == .topBarPinnedTrailing && !pinnedBefore.contains($0.key)
            }
            #expect(newlyPinned.allSatisfy { $0.role != .destructive && $0.classification != .destructive })
            let pinnedAfter = plan.after.commands.filter { $0.placement == .topBarPinnedTrailing }
            #expect(pinnedAfter.count <= max(2, pinnedBefore.count))
        }
    }

    @Test func planningAPlanAgainChangesNothing() {
        let plans = SeedData.inventories.map(Planner.plan) + Self.plans
        for (inventory, plan) in zip(SeedData.inventories + Self.inventories, plans) {
            let once = plan.after
            let twice = Planner.plan(once).after
            let changed = zip(once.commands, twice.commands).filter { $0 != $1 }
                .map { "\($0.0.key) \($0.0.placement) \($0.0.group ?? "-") → \($0.1.key) \($0.1.placement)" }
            #expect(once == twice, "\(inventory.screen.name) is not stable: \(changed)")
        }
    }
}
