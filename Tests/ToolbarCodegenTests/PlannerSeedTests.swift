import Testing
import ToolbarCodegen
import ToolbarModel

/// The planner on the seed screens.
@Suite struct PlannerSeedTests {
    @Test func seedsAreLoaded() {
        #expect(SeedData.scenarios.count >= 20)
        #expect(SeedData.inventory("Crowded Editor") != nil)
    }

    @Test(arguments: SeedData.inventories.map(\.screen.name))
    func planNeverMakesAChecklistItemWorse(_ name: String) throws {
        let inventory = try #require(SeedData.inventory(name))
        let plan = Planner.plan(inventory)
        let judgement = plan.judge(scenarios: SeedData.scenarios)
        for item in judgement.worsened {
            Issue.record("\(name): \(item.itemID) \(item.before) → \(item.after) (\(item.findingsBefore) → \(item.findingsAfter))")
        }
    }

    @Test(arguments: SeedData.inventories.map(\.screen.name))
    func everyCommandHasADecision(_ name: String) throws {
        let plan = Planner.plan(try #require(SeedData.inventory(name)))
        for command in plan.after.commands {
            #expect(!plan.decisions(for: command.key).isEmpty, "\(command.key) has no decision")
        }
        #expect(Set(plan.before.commands.filter(\.content.isCommand).map(\.key))
            == Set(plan.after.commands.filter(\.content.isCommand).map(\.key)))
    }
}
