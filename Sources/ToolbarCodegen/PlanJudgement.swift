import ToolbarChecklist
import ToolbarModel
import ToolbarSolver

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

// MARK: - Results

/// One checklist item before and after the plan.
public struct ItemComparison: Hashable, Sendable {
    /// The checklist item id.
    public var itemID: String
    /// The verdict for the current toolbar.
    public var before: Verdict
    /// The verdict for the planned toolbar.
    public var after: Verdict
    /// Open findings before.
    public var findingsBefore: Int
    /// Open findings after.
    public var findingsAfter: Int

    /// Whether the plan makes this item worse: it fails where it did not, or fails with more findings.
    public var isWorse: Bool {
        (after == .fail && before != .fail) || (after == .fail && findingsAfter > findingsBefore)
    }

    /// Whether the plan fixes this item.
    public var isBetter: Bool { before == .fail && after != .fail }
}

/// How narrow the window can get with a command still visible, before and after.
public struct VisibilityComparison: Hashable, Sendable {
    /// The command key.
    public var key: String
    /// Its title (or key) for people.
    public var title: String
    /// Narrowest visible width in the horizontal base scenario before the plan (`nil` = not visible
    /// at the widest width swept, or not on the screen).
    public var horizontalBefore: Double?
    /// The same after the plan.
    public var horizontalAfter: Double?
    /// Narrowest visible width in the vertical base scenario before the plan (`nil` also when there
    /// is no vertical scenario).
    public var verticalBefore: Double?
    /// The same after the plan.
    public var verticalAfter: Double?

    /// "Undo: visible down to 320 pt, was 452 pt" for the horizontal scenario.
    public var horizontalSentence: String {
        "\(title): " + Self.sentence(horizontalAfter, was: horizontalBefore)
    }

    /// The same for the vertical scenario.
    public var verticalSentence: String {
        "\(title): " + Self.sentence(verticalAfter, was: verticalBefore)
    }

    static func phrase(_ width: Double?) -> String {
        width.map { "visible down to \(Breakpoint.format($0)) pt" } ?? "not in the bar"
    }

    static func sentence(_ after: Double?, was before: Double?) -> String {
        let now = phrase(after)
        guard after != before else { return now + ", unchanged" }
        let then = before.map { "\(Breakpoint.format($0)) pt" } ?? "not in the bar"
        return now + ", was " + then
    }
}

/// The plan judged by the solver and the checklist.
public struct PlanJudgement: Hashable, Sendable {
    /// Every checklist item, before → after.
    public var items: [ItemComparison]
    /// Every command of the planned toolbar, in planned order.
    public var visibility: [VisibilityComparison]
    /// The horizontal base scenario's name.
    public var horizontalScenario: String?
    /// The vertical base scenario's name.
    public var verticalScenario: String?

    /// The items the plan makes worse (a plan bug when not empty).
    public var worsened: [ItemComparison] { items.filter(\.isWorse) }
}

// MARK: - Judging

extension ToolbarPlan {
    /// The widths swept for "visible down to".
    public static let sweepWidths: ClosedRange<Double> = 320...1400

    /// Runs the solver and checklist on the current and the planned toolbar in `scenarios`.
    /// The horizontal base is `iphone-17-portrait` when present, else the first scenario without a
    /// vertical bar; the vertical base is the first with one.
    public func judge(scenarios: [Scenario], now: Date = Date(timeIntervalSince1970: 0)) -> PlanJudgement {
        var evaluations = PlanEvaluations(scenarios: scenarios, now: now)
        return judge(evaluations: &evaluations)
    }

    /// ``judge(scenarios:now:)`` with the checklist results `evaluations` already holds.
    func judge(evaluations: inout PlanEvaluations) -> PlanJudgement {
        let scenarios = evaluations.scenarios
        let beforeResult = evaluations.result(for: before)
        let afterResult = evaluations.result(for: after)
        var items: [ItemComparison] = []
        for result in afterResult.items {
            let old = beforeResult.result(for: result.itemID)
            items.append(
                ItemComparison(
                    itemID: result.itemID, before: old?.verdict ?? .notApplicable, after: result.verdict,
                    findingsBefore: old?.findings.count ?? 0, findingsAfter: result.findings.count))
        }
        let horizontal =
            scenarios.first { $0.name == "iphone-17-portrait" }
            ?? scenarios.first { $0.verticalBarEdge == .none }
        let vertical = scenarios.first { $0.verticalBarEdge != .none }
        let sweeps = [horizontal, vertical].map { base in
            base.map {
                (
                    ToolbarSolver.sweep(before, base: $0, widths: Self.sweepWidths),
                    ToolbarSolver.sweep(after, base: $0, widths: Self.sweepWidths)
                )
            }
        }
        var visibility: [VisibilityComparison] = []
        for command in after.commands where command.content.isCommand {
            let title = command.title.isEmpty ? command.key : command.title
            visibility.append(
                VisibilityComparison(
                    key: command.key, title: title,
                    horizontalBefore: sweeps[0].flatMap { Self.narrowestVisible(command.key, in: $0.0) },
                    horizontalAfter: sweeps[0].flatMap { Self.narrowestVisible(command.key, in: $0.1) },
                    verticalBefore: sweeps[1].flatMap { Self.narrowestVisible(command.key, in: $0.0) },
                    verticalAfter: sweeps[1].flatMap { Self.narrowestVisible(command.key, in: $0.1) }))
        }
        return PlanJudgement(
            items: items, visibility: visibility, horizontalScenario: horizontal?.name,
            verticalScenario: vertical?.name)
    }

    /// The checklist result for `inventory` in `scenarios` (each with a sweep); see
    /// ``PlanEvaluations`` for computing it once per toolbar.
    static func evaluate(_ inventory: ScreenInventory, scenarios: [Scenario], now: Date) -> ScreenChecklistResult {
        let inputs = scenarios.map { ScenarioInput(solving: inventory, in: $0, sweepWidths: sweepWidths) }
        return Checklist.evaluate(Checklist.Input(inventory: inventory, scenarios: inputs, now: now))
    }

    /// The narrowest width from which `key` stays visible up to the widest width swept, or `nil`
    /// when it is not visible at the widest width.
    static func narrowestVisible(_ key: String, in sweep: Sweep) -> Double? {
        guard let initial = sweep.initial.first(where: { $0.key == key }) else { return nil }
        var from: Double? = initial.region.isVisible ? sweep.from : nil
        for point in sweep.breakpoints where point.key == key {
            if point.atOrAbove.isVisible {
                if from == nil { from = point.width }
            } else {
                from = nil
            }
        }
        return from
    }
}

// MARK: - Each toolbar judged once

/// Checklist results of toolbars judged in the same scenarios, each computed once: planning
/// judges the current toolbar and every candidate (and `makeRoom` each remedy against the plan),
/// and judging the finished plan needs the first and the last of them again. Lives for one
/// planning; results are looked up by the whole inventory, so a changed toolbar is judged anew.
struct PlanEvaluations {
    let scenarios: [Scenario]
    let now: Date
    private var results: [ScreenInventory: ScreenChecklistResult] = [:]

    init(scenarios: [Scenario], now: Date = Date(timeIntervalSince1970: 0)) {
        self.scenarios = scenarios
        self.now = now
    }

    /// The checklist result of `inventory` in ``scenarios`` (``ToolbarPlan/evaluate(_:scenarios:now:)``).
    mutating func result(for inventory: ScreenInventory) -> ScreenChecklistResult {
        if let known = results[inventory] { return known }
        let result = ToolbarPlan.evaluate(inventory, scenarios: scenarios, now: now)
        results[inventory] = result
        return result
    }
}
