import Testing
import ToolbarCodegen
import ToolbarModel
import ToolbarSolver

/// When the seed's refactor still loses a primary at a width people use, the plan proposes the
/// change that keeps it and proves it with the widths before and after.
@Suite struct PlanRoomTests {
    @Test func refactoredEditorKeepsUndoAndRedoOnEveryIPhoneInPortrait() throws {
        let refactored = try #require(SeedData.inventory("Refactored Editor"))
        let iPhones = SeedData.scenarios.filter {
            $0.target == .iPhone && $0.height > $0.width && $0.verticalBarEdge == .none
        }
        // Before: the refactor loses Redo (and Undo) for lack of room on the narrowest iPhones.
        #expect(
            iPhones.contains {
                ToolbarSolver.solve(refactored, in: $0).overflowEntry(for: "redo")?.reason == .lackOfRoom
            })

        let plan = Planner.plan(refactored, judgedIn: SeedData.scenarios)
        let room = plan.decisions.filter { $0.rule == .roomForPrimaries }
        #expect(!room.isEmpty)
        #expect(room.allSatisfy { !$0.kept && $0.reason.contains("before") && $0.reason.contains("after") })
        #expect(room.first?.action == "remove the iOS 27 padding (`contentMarginsRemoved()`)")
        for scenario in iPhones {
            let layout = ToolbarSolver.solve(plan.after, in: scenario)
            for key in ["undo", "redo", "share"] {
                #expect(layout.region(of: key)?.isVisible == true, "\(key) in \(scenario.name)")
            }
        }
        // The before/after widths the judgement reports agree.
        let judgement = plan.judge(scenarios: SeedData.scenarios)
        let redo = try #require(judgement.visibility.first { $0.key == "redo" })
        #expect((redo.horizontalBefore ?? 0) > 320)
        #expect(redo.horizontalAfter == 320)
        #expect(judgement.worsened.isEmpty)
    }

    @Test func aPlanThatAlreadyKeepsItsPrimariesProposesNothing() throws {
        let sidebar = try #require(SeedData.inventory("Mail Sidebar"))
        let plan = Planner.plan(sidebar, judgedIn: SeedData.scenarios)
        #expect(!plan.decisions.contains { $0.rule == .roomForPrimaries })
    }
}

/// A plan that removes the iOS 27 padding generates it, and a scan reads it back.
@Suite struct PaddingRemovedCodeTests {
    @Test func generatedCodeRemovesThePaddingAndScansBack() throws {
        let refactored = try #require(SeedData.inventory("Refactored Editor"))
        let plan = Planner.plan(refactored, judgedIn: SeedData.scenarios)
        #expect(plan.after.screen.paddingRemoved)
        let swiftUI = SwiftUIGenerator.generate(plan.after)
        #expect(swiftUI.contains(".contentMarginsRemoved()"))
        let scanned = RoundTrip.scan(swiftUI)
        #expect(scanned.first?.screen.paddingRemoved == true)
        let uiKit = UIKitGenerator.generate(plan.after)
        #expect(uiKit.contains(".isPaddingRemoved = true"))
    }
}
