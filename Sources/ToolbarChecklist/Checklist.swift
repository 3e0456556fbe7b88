import ToolbarModel
import ToolbarSolver

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The verification checklist: pure functions from layouts and records to findings.
public enum Checklist {
    /// The checklist's version, stored with every audit. Bump it when an item is added, removed or
    /// changes what it reports.
    public static let version = "1.5.0"

    /// Everything ``evaluate(_:)`` reads about one screen.
    public struct Input: Sendable {
        /// The screen, its app, groups and commands.
        public var inventory: ScreenInventory
        /// The scenarios that apply, with the solver's layouts (and sweeps).
        public var scenarios: [ScenarioInput]
        /// Sign-offs of manual items on this screen, any age.
        public var signOffs: [SignOff]
        /// Accepted findings on this screen, active or not.
        public var suppressions: [Suppression]
        /// Which items run and at which severity.
        public var configuration: ChecklistConfiguration
        /// What the checklist knows about the screen's siblings in its app.
        public var appContext: AppContext?
        /// The moment of the audit, for suppressions that expire.
        public var now: Date
        /// Lack-of-room notes shared across a run by screens with the same records (an audit's
        /// ``LackOfRoomNoteCache``, scoped to this screen's records digest); `nil` works them out.
        public var lackOfRoomNotes: LackOfRoomNoteCache.Scope?

        public init(
            inventory: ScreenInventory, scenarios: [ScenarioInput] = [], signOffs: [SignOff] = [],
            suppressions: [Suppression] = [], configuration: ChecklistConfiguration = .standard,
            appContext: AppContext? = nil, now: Date, lackOfRoomNotes: LackOfRoomNoteCache.Scope? = nil
        ) {
            self.lackOfRoomNotes = lackOfRoomNotes
            self.inventory = inventory
            self.scenarios = scenarios
            self.signOffs = signOffs
            self.suppressions = suppressions
            self.configuration = configuration
            self.appContext = appContext
            self.now = now
        }
    }

    /// The item with `id`, if the catalogue has it.
    public static func item(_ id: String) -> ChecklistItem? { catalogue.first { $0.id == id } }

    /// Runs every catalogue item over one screen: a result for every item.
    public static func evaluate(_ input: Input, items: [ChecklistItem] = catalogue) -> ScreenChecklistResult {
        var context = CheckContext(
            inventory: input.inventory, scenarios: input.scenarios, appContext: input.appContext,
            pins: input.configuration.metrics)
        context.sharedNotes = input.lackOfRoomNotes
        // The scenarios' families are worked out for the scenarios findings name, once each.
        let ids = FingerprintContext(inventory: input.inventory, scenarios: [])
        var families = ScenarioFamilies(input.scenarios)
        let results = items.map { evaluate($0, context: context, ids: ids, families: &families, input: input) }
        return ScreenChecklistResult(
            app: input.inventory.app.name, screen: input.inventory.screen.name, checklistVersion: version,
            items: results)
    }

    // MARK: - Private

    private static func evaluate(
        _ item: ChecklistItem, context: CheckContext, ids: FingerprintContext, families: inout ScenarioFamilies,
        input: Input
    ) -> ItemResult {
        let description = item.description
        let severity = input.configuration.severity(of: description)
        var result = ItemResult(itemID: item.id, kind: description.kind, severity: severity, verdict: .pass)
        if input.configuration.isDisabled(item.id) {
            result.verdict = .notApplicable
            result.reason = "turned off in the configuration"
            return result
        }
        switch item.check(context) {
        case .pass:
            break
        case .notApplicable(let why):
            result.verdict = .notApplicable
            result.reason = why
        case .needsSignOff:
            let signOff = input.signOffs.filter { $0.itemID == item.id }.max { $0.date < $1.date }
            result.signOff = signOff
            if let signOff, !signOff.stale {
                result.verdict = .pass
            } else if let signOff {
                result.verdict = .needsReview
                result.reason = "signed off by \(signOff.author), but the screen's commands changed since"
            } else {
                result.verdict = .needsReview
                result.reason = "not signed off yet"
            }
        case .fail(let issues):
            // Sorted and without repeats before the names are added: every finding of the item
            // shares app, screen and item, so the order is the findings' meaning order.
            let active = input.suppressions.filter { $0.isActive(at: input.now) }
            let fingerprints = ids.fingerprints(itemID: item.id)
            // Read once: the inventory's app and screen are values, and each read copies them.
            let (app, screen, itemID) = (input.inventory.app.name, input.inventory.screen.name, item.id)
            result.findings.reserveCapacity(issues.count)
            for issue in ItemFinding.uniqueSortedByMeaning(issues) {
                let measured = issue.measured ?? issue.widthRange.map(FindingFingerprint.widthBands)
                let finding = Finding(
                    app: app, screen: screen, itemID: itemID,
                    severity: severity, commandKey: issue.commandKey, scenario: issue.scenario,
                    widthRange: issue.widthRange, message: issue.message, measured: measured,
                    fingerprint: fingerprints.fingerprint(
                        commandKey: issue.commandKey, group: issue.group,
                        scenarioFamily: issue.scenario.map { families.family(of: $0) }, measured: measured))
                if active.contains(where: { $0.covers(finding) }) {
                    result.suppressed.append(finding)
                } else {
                    result.findings.append(finding)
                }
            }
            result.verdict = result.findings.isEmpty ? .pass : .fail
        }
        return result
    }
}

/// The families of a screen's scenarios (``Scenario/family``), by name, worked out when a finding
/// first names the scenario: a fingerprint reads the family of its finding's scenario only, and a
/// screen's findings name a few of its scenarios (building all 32 families was 3 % of judging).
/// A name no scenario has is its own family; where two scenarios share a name, the last one's
/// family counts, as in ``FingerprintContext/init(inventory:scenarios:)``.
struct ScenarioFamilies {
    private let scenarios: [ScenarioInput]
    private var known: [(name: String, family: String)] = []

    init(_ scenarios: [ScenarioInput]) {
        self.scenarios = scenarios
    }

    mutating func family(of name: String) -> String {
        if let found = known.first(where: { $0.name == name }) { return found.family }
        let family = scenarios.last { $0.scenario.name == name }?.scenario.family ?? name
        known.append((name, family))
        return family
    }
}
