import Foundation
import Testing
import ToolbarModel
import ToolbarSolver

@testable import ToolbarChecklist

/// One screen of the labelled set: a situation from the article, the vertical-layout guide or an
/// observed app report, built as records, with the verdict an iOS engineer expects from every
/// checklist item. The screen is solved by the real solver in every preset scenario its app
/// targets (the iPhone portrait preset also swept from 320 to 1400 pt, as `audit` does).
struct LabelledScreen: Sendable, CustomTestStringConvertible {
    /// A short name, unique in the set.
    var name: String
    /// Where the situation comes from, by public name.
    var source: String
    /// The records.
    var inventory: ScreenInventory
    /// The scenario targets the app has (empty: every preset, like the seeded apps).
    var targets: [ScenarioTarget]
    /// What the checklist knows about the app's other screens.
    var appContext: AppContext?
    /// The items expected to fail, each with the commands its findings name ("" for a finding about
    /// the screen or a group). Every item not listed is expected not to fail: pass, not applicable,
    /// or (manual items) needs review.
    var failures: [String: Set<String>]
    /// Findings the solver still causes and a solver fix in flight removes, by item: tolerated
    /// while reported (and printed), never counted as right. Empty once the fix lands.
    var solverPending: [String: Set<String>]

    init(
        _ name: String, source: String, _ inventory: ScreenInventory, targets: [ScenarioTarget] = [],
        appContext: AppContext? = nil, fails failures: [String: Set<String>] = [:],
        solverPending: [String: Set<String>] = [:]
    ) {
        self.name = name
        self.source = source
        self.inventory = inventory
        self.targets = targets
        self.appContext = appContext
        self.failures = failures
        self.solverPending = solverPending
    }

    /// The findings tolerated while the solver fix is in flight.
    var pending: Set<LabelledSet.Unit> {
        Set(solverPending.flatMap { id, keys in keys.map { LabelledSet.Unit(screen: name, item: id, command: $0) } })
    }

    var testDescription: String { name }

    /// The checklist's result, from the solver's layouts in the app's scenarios.
    func evaluate() -> ScreenChecklistResult {
        evaluate(scenarioInputs())
    }

    /// The checklist's result for `inputs` (the screen solved by ``scenarioInputs()``).
    func evaluate(_ inputs: [ScenarioInput]) -> ScreenChecklistResult {
        Checklist.evaluate(
            Checklist.Input(
                inventory: inventory, scenarios: inputs, appContext: appContext, now: LabelledSet.now))
    }

    /// The screen solved in the presets of its targets, the swept preset with its sweep.
    func scenarioInputs() -> [ScenarioInput] {
        let scenarios = LabelledSet.presets.filter { targets.isEmpty || targets.contains($0.target) }
        return scenarios.map { scenario in
            ScenarioInput(
                solving: inventory, in: scenario,
                sweepWidths: scenario.name == LabelledSet.sweptPreset ? 320...1400 : nil)
        }
    }

    /// Every (item, command) the labels say fails, at `severity` or above ("" when no command).
    func labelled(atOrAbove severity: Severity) -> Set<LabelledSet.Unit> {
        var units: Set<LabelledSet.Unit> = []
        for (id, keys) in failures {
            guard let item = Checklist.item(id), item.description.severity >= severity else { continue }
            for key in keys { units.insert(LabelledSet.Unit(screen: name, item: id, command: key)) }
        }
        return units
    }

    /// Every (item, command) the checklist reports, at `severity` or above.
    static func reported(_ result: ScreenChecklistResult, screen: String, atOrAbove severity: Severity)
        -> Set<LabelledSet.Unit>
    {
        Set(
            result.findings(atOrAbove: severity).map {
                LabelledSet.Unit(screen: screen, item: $0.itemID, command: $0.commandKey ?? "")
            })
    }
}

/// The labelled set and how it is scored.
enum LabelledSet {
    static let now = Date(timeIntervalSince1970: 1_800_000_000)

    /// The preset swept over widths, as `audit` does.
    static let sweptPreset = "iphone-17-portrait"

    /// The scenario presets shipped in Seeds/scenarios.json.
    static let presets: [Scenario] = SeedData.scenarios.sorted { $0.name < $1.name }

    /// One finding as the set counts it: screen, item and command (not scenario or wording).
    struct Unit: Hashable, Comparable, Sendable, CustomStringConvertible {
        var screen: String
        var item: String
        var command: String

        static func < (lhs: Unit, rhs: Unit) -> Bool {
            (lhs.screen, lhs.item, lhs.command) < (rhs.screen, rhs.item, rhs.command)
        }

        var description: String { "\(screen) · \(item)" + (command.isEmpty ? "" : " · \(command)") }
    }

    /// Every labelled screen.
    static let screens: [LabelledScreen] = editorScreens + pitfallScreens + verticalScreens

    /// Precision and recall of the checklist's findings at `severity` or above over the set.
    struct Score: Sendable {
        var labelled: Set<Unit>
        var reported: Set<Unit>

        var truePositives: Int { labelled.intersection(reported).count }
        var precision: Double { reported.isEmpty ? 1 : Double(truePositives) / Double(reported.count) }
        var recall: Double { labelled.isEmpty ? 1 : Double(truePositives) / Double(labelled.count) }
        var falsePositives: [Unit] { reported.subtracting(labelled).sorted() }
        var falseNegatives: [Unit] { labelled.subtracting(reported).sorted() }
    }

    static func score(atOrAbove severity: Severity, only: Severity? = nil) -> Score {
        var labelled: Set<Unit> = []
        var reported: Set<Unit> = []
        for screen in screens {
            labelled.formUnion(screen.labelled(atOrAbove: severity))
            let found = LabelledScreen.reported(screen.evaluate(), screen: screen.name, atOrAbove: severity)
            reported.formUnion(found.subtracting(screen.pending))
        }
        if let only {
            let keep = { (unit: Unit) in Checklist.item(unit.item)?.description.severity == only }
            labelled = labelled.filter(keep)
            reported = reported.filter(keep)
        }
        return Score(labelled: labelled, reported: reported)
    }

    /// "100.0%".
    static func percent(_ value: Double) -> String { String(format: "%.1f%%", value * 100) }

    /// The summary docs/checklist/README.md records.
    static func summary() -> ChecklistDocs.LabelledSetSummary {
        let errors = score(atOrAbove: .error)
        let all = score(atOrAbove: .info)
        return ChecklistDocs.LabelledSetSummary(
            screens: screens.count, errorLabels: errors.labelled.count, errorFindings: errors.reported.count,
            errorPrecision: errors.precision, errorRecall: errors.recall, allLabels: all.labelled.count,
            allFindings: all.reported.count, allPrecision: all.precision, allRecall: all.recall,
            pending: screens.reduce(0) { $0 + $1.pending.count })
    }
}
