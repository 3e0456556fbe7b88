import ToolbarChecklist
import ToolbarModel
import ToolbarSolver

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

// MARK: - Room for the primaries

extension Planner {
    /// The scenarios whose widths people use: iPhone portrait presets (320–440 pt) and the iPhone
    /// app on iPad, narrowest first.
    static func commonWidthScenarios(_ scenarios: [Scenario]) -> [Scenario] {
        scenarios.filter { scenario in
            scenario.verticalBarEdge == .none
                && ((scenario.target == .iPhone && scenario.height > scenario.width)
                    || scenario.target == .iPhoneOnIPad)
        }.sorted { ($0.width, $0.name) < ($1.width, $1.name) }
    }

    /// Commands that must not leave their bar for lack of room at a common width.
    static func mustStay(_ command: Command, in inventory: ScreenInventory) -> Bool {
        command.content.isCommand
            && (command.classification == .primary || command.essential
                || inventory.effectivePriority(of: command) >= .high)
    }

    /// The first command that must stay but leaves its bar for lack of room at a common width.
    static func firstLost(_ inventory: ScreenInventory, in scenarios: [Scenario], skipping: Set<String>)
        -> (scenario: Scenario, key: String)?
    {
        for scenario in scenarios {
            let layout = ToolbarSolver.solve(inventory, in: scenario)
            for entry in layout.overflow where entry.reason == .lackOfRoom && !skipping.contains(entry.key) {
                if let command = inventory.commands.first(where: { $0.key == entry.key }),
                    mustStay(command, in: inventory)
                {
                    return (scenario, entry.key)
                }
            }
        }
        return nil
    }

    /// The width from which `key` is back in its bar in `base` (other settings held), or `nil`
    /// when it never leaves for lack of room.
    static func returnWidth(of key: String, in inventory: ScreenInventory, base: Scenario) -> Double? {
        ToolbarSolver.sweep(inventory, base: base, widths: 1...4000).breakpoints
            .filter { $0.key == key && $0.below == .overflowMenu }.map(\.width).max()
    }

    /// When the plan still loses a primary (or essential, or high-priority) command for lack of
    /// room at a width people use, makes the change the solver proves keeps it there without
    /// pushing out another such command — removing the iOS 27 padding, narrowing a custom view,
    /// raising a priority — and records it with the widths before and after. A change that would
    /// make a checklist item worse anywhere in `scenarios` is not made. A command no single change
    /// keeps gets a decision that says so.
    static func makeRoom(_ plan: ToolbarPlan, evaluations: inout PlanEvaluations) -> ToolbarPlan {
        let scenarios = evaluations.scenarios
        let common = commonWidthScenarios(scenarios)
        guard !common.isEmpty else { return plan }
        var plan = plan
        var gaveUp: Set<String> = []
        let names = CommandNames(plan.after)
        func harmless(_ candidate: ScreenInventory) -> Bool {
            let before = evaluations.result(for: plan.after)
            let after = evaluations.result(for: candidate)
            return !after.items.contains { result in
                let old = before.result(for: result.itemID)
                return ItemComparison(
                    itemID: result.itemID, before: old?.verdict ?? .notApplicable,
                    after: result.verdict, findingsBefore: old?.findings.count ?? 0,
                    findingsAfter: result.findings.count
                ).isWorse
            }
        }
        for _ in 0..<(plan.after.commands.count + 2) {
            guard let (scenario, key) = firstLost(plan.after, in: common, skipping: gaveUp),
                let shortfall = ToolbarSolver.explain(plan.after, in: scenario).shortfall(of: key)
            else { break }
            let protected = Set(plan.after.commands.filter { mustStay($0, in: plan.after) }.map(\.key))
            let width = Breakpoint.format(scenario.width)
            let candidates = shortfall.remedies.filter { remedy in
                remedy.keepsIt && remedy.kind != .lowerPriority
                    && remedy.displaces.allSatisfy { !protected.contains($0) }
            }
            guard let remedy = candidates.first(where: { harmless($0.apply(to: plan.after)) }) else {
                gaveUp.insert(key)
                plan.decisions.append(
                    PlanDecision(
                        key: key, rule: .roomForPrimaries, action: "none found",
                        reason: "\(shortfall.sentence(names)) (in \(scenario.name)); no single change keeps it "
                            + "without pushing out another primary or making a checklist item worse: the team decides",
                        kept: false))
                continue
            }
            let after = remedy.apply(to: plan.after)
            plan.after = after
            let now =
                returnWidth(of: key, in: after, base: scenario)
                .map { "visible down to \(Breakpoint.format($0)) pt" } ?? "never leaves for lack of room"
            plan.decisions.append(
                PlanDecision(
                    key: key, rule: .roomForPrimaries, action: remedy.phrase(names),
                    reason: "\(names(key)) left the bar for lack of room at \(width) pt in \(scenario.name): visible "
                        + "down to \(Breakpoint.format(shortfall.returnsAt)) pt before, \(now) after (solved again)",
                    kept: false))
        }
        return plan
    }
}
