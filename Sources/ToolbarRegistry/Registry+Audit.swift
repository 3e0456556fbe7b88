import Foundation
import ToolbarChecklist
import ToolbarModel
import ToolbarSolver
import ToolbarStorage

extension Registry {
    // MARK: - Running audits

    /// Audits every screen in `scope` (all apps when nil; `App` or `App/Screen`): runs the
    /// checklist over the scenarios of each app's targets and stores one audit per screen, each in
    /// its own transaction, so an interrupted run leaves whole audits only.
    @discardableResult
    public func audit(scope: RecordPath? = nil, options: AuditOptions = AuditOptions()) throws -> AuditSummary {
        let screens = try screensToAudit(scope)
        let allScenarios = try auditScenarioPresets()
        var layoutCache = LayoutCache()
        var summaries: [ScreenAuditSummary] = []
        for (appID, screenID, context) in screens {
            summaries.append(try auditScreen(
                appID: appID, screenID: screenID, context: context, allScenarios: allScenarios, options: options,
                cache: &layoutCache))
        }
        let fixed = summaries.flatMap(\.fixedBaselineEntries)
        let fails = summaries.contains(where: \.fails) || (options.strictBaseline && !fixed.isEmpty)
        return AuditSummary(
            screens: summaries, threshold: options.threshold, fixedBaselineEntries: fixed.sorted(), fails: fails)
    }

    /// SHA-256 of the screen's records as canonical JSON: the screen, its groups and commands, and
    /// the app fields the solver and checklist read (deployment target, linked SDK).
    public static func recordsDigest(_ inventory: ScreenInventory) -> String {
        let app = JSONValue.object([
            JSONMember("deploymentTarget", .string(inventory.app.deploymentTarget.description)),
            JSONMember("linkedSDK", .string(inventory.app.linkedSDK.description)),
        ])
        let document = JSONValue.object([
            JSONMember("app", app), JSONMember("commands", .array(inventory.commands.map(RecordJSON.encode))),
            JSONMember("groups", .array(inventory.groups.map(RecordJSON.encode))),
            JSONMember("screen", RecordJSON.encode(inventory.screen)),
        ])
        return SHA256.hex(JSONWriter.string(document, style: .compact))
    }

    /// The scenarios that apply to the app: the registered ones (else the built-in presets) whose
    /// target is one of the app's targets.
    public func auditScenarios(app name: String) throws -> [Scenario] {
        let presets = try auditScenarioPresets()
        let targets = try read { try store.appTargets(appID: try resolveApp(name).id) }
        return Self.scenarios(presets, forTargets: targets)
    }

    // MARK: - Private

    private static func scenarios(_ all: [Scenario], forTargets targets: [String]) -> [Scenario] {
        targets.isEmpty ? all : all.filter { targets.contains($0.target.rawValue) }
    }

    private func screensToAudit(_ scope: RecordPath?) throws -> [(appID: Int64, screenID: Int64, AppContext)] {
        try read {
            let apps = try scope.map { [try resolveApp($0.app)] } ?? store.apps()
            var result: [(appID: Int64, screenID: Int64, AppContext)] = []
            for app in apps {
                let screens = try store.screens(appID: app.id)
                let context = AppContext(
                    screenCount: screens.count,
                    verticalOptOutCount: screens.filter { $0.value.verticalBehavior == .disabled }.count)
                if let scope, scope.screen != nil {
                    let screen = try resolveScreen(scope).screen
                    return [(app.id, screen.id, context)]
                }
                result += screens.map { (app.id, $0.id, context) }
            }
            return result
        }
    }

    private func auditScenarioPresets() throws -> [Scenario] {
        let registered = try scenarios()
        if !registered.isEmpty { return registered }
        let documents = try SeedCatalog.documents()
        return documents.flatMap(\.document.scenarios).sorted { $0.name < $1.name }
    }

    private func auditScreen(
        appID: Int64, screenID: Int64, context: AppContext, allScenarios: [Scenario], options: AuditOptions,
        cache: inout LayoutCache
    ) throws -> ScreenAuditSummary {
        try write {
            guard let inventory = try store.inventory(screenID: screenID) else {
                throw RegistryError.conflict("a screen was removed while the audit ran; run the audit again")
            }
            let digest = Self.recordsDigest(inventory)
            let scenarios = Self.scenarios(allScenarios, forTargets: try store.appTargets(appID: appID))
            let sweepScenario = scenarios.first { $0.name == Self.defaultScenarioName }
                ?? scenarios.first { $0.verticalBarEdge == .none }
            var inputs: [ScenarioInput] = []
            var layouts: [StoredLayout] = []
            inputs.reserveCapacity(scenarios.count)
            for scenario in scenarios {
                let layout = ToolbarSolver.solve(inventory, in: scenario)
                let sweep = scenario == sweepScenario
                    ? ToolbarSolver.sweep(inventory, base: scenario, widths: options.sweepWidths) : nil
                inputs.append(ScenarioInput(scenario: scenario, layout: layout, sweep: sweep))
                let (layoutDigest, json) = try cache.digest(of: layout)
                layouts.append(StoredLayout(scenario: scenario.name, digest: layoutDigest, json: json))
            }
            let signOffs = try currentSignOffs(screenID: screenID, digest: digest)
            let suppressions = try currentSuppressions(screenID: screenID, digest: digest)
            let now = actionDate()
            var result = Checklist.evaluate(Checklist.Input(
                inventory: inventory, scenarios: inputs, signOffs: signOffs, suppressions: suppressions,
                configuration: options.configuration, appContext: context, now: now))
            result.items += try sourceFindingItems(screenID: screenID, inventory: inventory)
            let sweepJSON = try inputs.first { $0.sweep != nil }?.sweep.map { try LayoutCache.json($0) }
            let header = AuditHeader(
                screenID: screenID, at: Timestamp.string(from: now), author: author,
                toolVersion: toolbarRegistryVersion, checklistVersion: Checklist.version, recordsDigest: digest,
                revision: options.revision, registryRevision: try store.revision(), sweepScenario: sweepScenario?.name,
                sweepJSON: sweepJSON)
            let auditID = try store.insertAudit(header, items: result.items, layouts: layouts)
            // `result.findings` sorts on every call: read it once, and only when it is needed.
            let needsFindings = options.keepFindings || options.baseline != nil
            let findings = needsFindings ? result.findings : []
            let newFindings = options.baseline.map { baseline in findings.filter { !baseline.contains($0) } }
                ?? findings
            let threshold = options.threshold
            let openAtThreshold = needsFindings
                ? newFindings.contains { $0.severity >= threshold }
                : result.items.contains { item in item.findings.contains { $0.severity >= threshold } }
            let fails = openAtThreshold
                || (options.requireSignOffs
                    && result.items.contains { $0.verdict == .needsReview && $0.severity >= threshold })
            var fixed: [BaselineEntry] = []
            if let baseline = options.baseline {
                let found = Set(findings.map(\.matchKey))
                fixed = baseline.entries.filter {
                    Baseline.entry($0, isOn: inventory.app.name, inventory.screen.name) && !found.contains($0.matchKey)
                }
            }
            var summary = ScreenAuditSummary(
                auditID: auditID, app: inventory.app.name, screen: inventory.screen.name, result: result,
                newFindings: newFindings, fails: fails, fixedBaselineEntries: fixed)
            try options.onScreenStored?(summary)
            if !options.keepFindings {
                summary.result.items = summary.result.items.map { item in
                    var item = item
                    item.findings = []
                    item.suppressed = []
                    return item
                }
                summary.newFindings = []
            }
            return summary
        }
    }

    /// The moment of the current action as a date (the fixed clock in tests).
    func actionDate() -> Date { Timestamp.parse(now()) ?? Date() }
}

// MARK: - Layout digests

/// Digests of layouts already encoded in this run, so identical layouts are encoded once. Bounded:
/// cleared when it grows large, so a long run never holds the whole registry's layouts.
struct LayoutCache {
    private var digests: [Layout: (digest: String, json: String)] = [:]
    private static let limit = 4096

    /// Layouts as JSON: sorted keys, no escaped slashes.
    static func json<T: Encodable>(_ value: T) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    /// The layout's digest (SHA-256 of its JSON) and JSON.
    mutating func digest(of layout: Layout) throws -> (String, String) {
        if let known = digests[layout] { return known }
        let json = try Self.json(layout)
        let digest = SHA256.hex(json)
        if digests.count >= Self.limit { digests.removeAll(keepingCapacity: true) }
        digests[layout] = (digest, json)
        return (digest, json)
    }
}
