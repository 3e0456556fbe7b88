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
        /// The screen's preparations as the solve of `scenarios` made them (``PreparedShapes/solved``),
        /// with the metrics `configuration.metrics` gives the records; `nil` prepares them again.
        /// The lack-of-room notes start from them instead of preparing the same shapes once more.
        public var solvedShapes: SolvedShapes?

        public init(
            inventory: ScreenInventory, scenarios: [ScenarioInput] = [], signOffs: [SignOff] = [],
            suppressions: [Suppression] = [], configuration: ChecklistConfiguration = .standard,
            appContext: AppContext? = nil, now: Date, lackOfRoomNotes: LackOfRoomNoteCache.Scope? = nil,
            solvedShapes: SolvedShapes? = nil
        ) {
            self.lackOfRoomNotes = lackOfRoomNotes
            self.solvedShapes = solvedShapes
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
        context.solvedShapes = input.solvedShapes
        // The scenarios' families are worked out for the scenarios findings name, once each.
        let ids = FingerprintContext(inventory: input.inventory, scenarios: [])
        var families = ScenarioFamilies(input.scenarios)
        // Only each item's id, kind, severity and check are read, in place: passing the item
        // copied it (its description's strings and examples, and its check), and `items.map`
        // copied it again.
        var results: [ItemResult] = []
        results.reserveCapacity(items.count)
        for index in items.indices {
            let id = items[index].description.id
            results.append(
                evaluate(
                    id, kind: items[index].description.kind,
                    severity: input.configuration.severity(ofItem: id, default: items[index].description.severity),
                    check: items[index].check, context: context, ids: ids, families: &families, input: input))
        }
        return ScreenChecklistResult(
            app: input.inventory.app.name, screen: input.inventory.screen.name, checklistVersion: version,
            items: results)
    }

    // MARK: - Private

    /// The result of the item `itemID` (its severity after configuration). Built once, at the end:
    /// a result built in each branch was copied to be returned (a retain and a release of each of
    /// its fields).
    private static func evaluate(
        _ itemID: String, kind: ItemKind, severity: Severity, check: @Sendable (CheckContext) -> ItemCheck,
        context: CheckContext, ids: FingerprintContext, families: inout ScenarioFamilies, input: Input
    ) -> ItemResult {
        var verdict = Verdict.pass
        var reason: String?
        var signOff: SignOff?
        var findings: [Finding] = []
        var suppressed: [Finding] = []
        if input.configuration.isDisabled(itemID) {
            verdict = .notApplicable
            reason = "turned off in the configuration"
        } else {
            switch check(context) {
            case .pass:
                break
            case .notApplicable(let why):
                verdict = .notApplicable
                reason = why
            case .needsSignOff:
                signOff = input.signOffs.filter { $0.itemID == itemID }.max { $0.date < $1.date }
                if let signOff, !signOff.stale {
                    verdict = .pass
                } else if let signOff {
                    verdict = .needsReview
                    reason = "signed off by \(signOff.author), but the screen's commands changed since"
                } else {
                    verdict = .needsReview
                    reason = "not signed off yet"
                }
            case .fail(let issues):
                (findings, suppressed) = self.findings(
                    issues, itemID: itemID, severity: severity, ids: ids, families: &families, input: input)
                verdict = findings.isEmpty ? .pass : .fail
            }
        }
        return ItemResult(
            itemID: itemID, kind: kind, severity: severity, verdict: verdict, reason: reason, findings: findings,
            suppressed: suppressed, signOff: signOff)
    }

    /// An item's issues as open and suppressed findings, in meaning order.
    private static func findings(
        _ issues: [ItemFinding], itemID: String, severity: Severity, ids: FingerprintContext,
        families: inout ScenarioFamilies, input: Input
    ) -> (open: [Finding], suppressed: [Finding]) {
        // Sorted and without repeats before the names are added: every finding of the item
        // shares app, screen and item, so the order is the findings' meaning order.
        let active = input.suppressions.filter { $0.isActive(at: input.now) }
        let fingerprints = ids.fingerprints(itemID: itemID)
        // Read once: the inventory's app and screen are values, and each read copies them.
        let (app, screen) = (input.inventory.app.name, input.inventory.screen.name)
        var findings: [Finding] = []
        var suppressed: [Finding] = []
        findings.reserveCapacity(issues.count)
        // The issues are read in place, in meaning order, by index: a copy of each (six
        // optional strings) was retained and released only to be read.
        for index in ItemFinding.uniqueMeaningOrder(issues) {
            let measured = issues[index].measured ?? issues[index].widthRange.map(FindingFingerprint.widthBands)
            let finding = Finding(
                app: app, screen: screen, itemID: itemID, severity: severity, commandKey: issues[index].commandKey,
                scenario: issues[index].scenario, widthRange: issues[index].widthRange, message: issues[index].message,
                measured: measured,
                fingerprint: fingerprints.fingerprint(
                    commandKey: issues[index].commandKey, group: issues[index].group,
                    scenarioFamily: issues[index].scenario.map { families.family(of: $0) }, measured: measured))
            // Without active suppressions (most screens) the finding goes straight in: looking
            // for one that covers it copied the finding for the closure.
            if active.isEmpty {
                findings.append(finding)
            } else if active.contains(where: { $0.covers(finding) }) {
                suppressed.append(finding)
            } else {
                findings.append(finding)
            }
        }
        return (findings, suppressed)
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
