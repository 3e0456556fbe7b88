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
        let plan = Planner.plan(inventory, judgedIn: SeedData.scenarios)
        let judgement = plan.judge(scenarios: SeedData.scenarios)
        for item in judgement.worsened {
            let counts = "(\(item.findingsBefore) → \(item.findingsAfter))"
            Issue.record("\(name): \(item.itemID) \(item.before) → \(item.after) \(counts)")
        }
    }

    @Test(arguments: SeedData.inventories.map(\.screen.name))
    func everyCommandHasADecision(_ name: String) throws {
        let plan = Planner.plan(try #require(SeedData.inventory(name)))
        for command in plan.after.commands {
            #expect(!plan.decisions(for: command.key).isEmpty, "\(command.key) has no decision")
        }
        #expect(
            Set(plan.before.commands.filter(\.content.isCommand).map(\.key))
                == Set(plan.after.commands.filter(\.content.isCommand).map(\.key)))
    }
}

/// Seed 000's refactor, derived by the planner from the crowded editor.
@Suite struct CrowdedEditorPlanTests {
    /// What makes two toolbars equivalent: groups, pinned items and overflow content in order.
    struct Shape: Equatable {
        var groups: [String]
        var pinned: [String]
        var overflow: [String]

        init(_ inventory: ScreenInventory) {
            groups = inventory.groups.map { group in
                let titles = inventory.commands.filter { $0.group == group.name }.map(\.title)
                return "\(group.placement.rawValue) \(group.priority?.description ?? "automatic") \(titles)"
            }.sorted()
            pinned = inventory.commands.filter { $0.placement == .topBarPinnedTrailing }.map(\.symbol.debugDescription)
            overflow = inventory.commands.filter { $0.placement == .overflowMenu }
                .map { $0.content == .divider ? "divider" : "\($0.symbol ?? "") \($0.role.rawValue)" }
        }
    }

    @Test func crowdedEditorPlansToTheSeedRefactor() throws {
        let crowded = try #require(SeedData.inventory("Crowded Editor"))
        var refactored = try #require(SeedData.inventory("Refactored Editor"))
        // The crowded screen has no Adjust tool and no status chip.
        refactored.commands.removeAll { $0.key == "adjust" || $0.key == "status" }
        let plan = Planner.plan(crowded, judgedIn: SeedData.scenarios)
        let planned = Shape(plan.after)
        let expected = Shape(refactored)
        #expect(
            planned.groups.map { $0.replacingOccurrences(of: "\"", with: "") }
                == expected.groups.map { $0.replacingOccurrences(of: "\"", with: "") })
        #expect(planned.pinned == expected.pinned)
        #expect(planned.overflow == expected.overflow)
        #expect(plan.after.group(named: "undo-redo")?.priority == .high)
        #expect(plan.after.screen.toolbarRole == .editor)
        #expect(plan.after.commands.first { $0.key == "clear" }?.needsConfirmation == true)
        #expect(plan.decisions(for: "share").first?.rule == .pinnedTrailing)
        #expect(plan.judge(scenarios: SeedData.scenarios).worsened.isEmpty)
        #expect(plan == Planner.plan(crowded), "no decision had to be withdrawn")
    }

    /// `plan` judges while planning (each toolbar's checklist result computed once): the plan and
    /// judgement are the ones planning and judging apart give.
    @Test func aJudgedPlanIsThePlanAndItsJudgementApart() {
        for inventory in SeedData.inventories {
            let (plan, judgement) = Planner.judgedPlan(inventory, in: SeedData.scenarios)
            let apart = Planner.plan(inventory, judgedIn: SeedData.scenarios)
            #expect(plan == apart, "\(inventory.screen.name)")
            #expect(judgement == apart.judge(scenarios: SeedData.scenarios), "\(inventory.screen.name)")
        }
    }

    @Test func judgementReportsNarrowestVisibleWidths() throws {
        let crowded = try #require(SeedData.inventory("Crowded Editor"))
        let judgement = Planner.plan(crowded, judgedIn: SeedData.scenarios).judge(scenarios: SeedData.scenarios)
        for line in judgement.visibility { print(line.horizontalSentence, "|", line.verticalSentence) }
        let share = try #require(judgement.visibility.first { $0.key == "share" })
        #expect(share.horizontalAfter == 320)
        #expect((share.horizontalBefore ?? 10_000) > 320)
        #expect(share.horizontalSentence.hasPrefix("Share: visible down to 320 pt, was "))
        for primary in ["undo", "redo", "share"] {
            let line = try #require(judgement.visibility.first { $0.key == primary })
            #expect((line.horizontalAfter ?? 10_000) <= (line.horizontalBefore ?? 10_000), "\(primary)")
        }
        #expect(judgement.items.contains { $0.itemID == "accidental-overflow" && $0.isBetter })
    }

    @Test func satisfiedRulesAreKept() throws {
        let refactored = try #require(SeedData.inventory("Refactored Editor"))
        let plan = Planner.plan(refactored)
        for key in ["undo", "redo", "share", "replace-photo", "export-image", "overflow-divider", "clear-edits"] {
            #expect(plan.decisions(for: key).allSatisfy { $0.kept }, "\(key) should be kept")
        }
        #expect(plan.after.commands.map(\.key) == refactored.commands.map(\.key))
    }
}
