import ToolbarChecklist
import ToolbarModel
import ToolbarReports
import ToolbarSolver
import ToolbarStorage

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

// MARK: - Options

/// Which stored audit of each screen a report shows.
public enum ReportAudit: Hashable, Sendable {
    /// Each screen's latest audit (on or after `since`).
    case latest
    /// One audit by id (its screen only).
    case id(Int64)
}

/// What a report adds beyond the stored audits.
public struct ReportOptions: Sendable {
    /// The generation time printed in the report; nil uses the current action's time.
    public var generatedAt: Date?
    /// The committed registry export findings point at (absolute, or relative to the current
    /// directory), with its text.
    public var registryFile: (path: String, text: String)?
    /// The folder every path in the report is made relative to (``ReportPaths``): the repository
    /// root CI tools resolve SARIF, annotation and JUnit paths against. A path outside it stays
    /// absolute. Absolute, or relative to the current directory; `nil` is the current directory.
    public var sourceRoot: String?
    /// Which items the report lists and at which severity; its `failOn` fails screens.
    public var configuration: ChecklistConfiguration
    /// Overrides the configuration's `failOn`.
    public var failOn: Severity?
    /// The folder ``sourceRoot`` and the registry's relative source paths are read against; nil
    /// is the process's current directory (in-process callers, such as tests, name their own).
    public var workingDirectory: String?

    /// Creates it from its parts.
    public init(
        generatedAt: Date? = nil, registryFile: (path: String, text: String)? = nil,
        configuration: ChecklistConfiguration = .standard, failOn: Severity? = nil, sourceRoot: String? = nil
    ) {
        self.generatedAt = generatedAt
        self.registryFile = registryFile
        self.sourceRoot = sourceRoot
        self.configuration = configuration
        self.failOn = failOn
    }
}

extension Registry {
    // MARK: - Report

    /// The verification report of every screen in `scope` (all apps when nil) from stored audits:
    /// each screen's chosen audit exactly as stored (its items, findings, layouts and sweep), its
    /// history since `since`, and the diff with the audit before it. `owner` keeps only screens
    /// whose effective owner matches (case-insensitively). Screens never audited are left out;
    /// when none is left the error says to run `audit`.
    public func report(
        scope: RecordPath? = nil, audit: ReportAudit = .latest, since: Date? = nil, owner: String? = nil,
        options: ReportOptions = ReportOptions()
    ) throws -> VerificationReport {
        let presets = try knownScenarios()
        let now = options.generatedAt ?? actionDate()
        let failOn = options.failOn ?? options.configuration.failOn
        let index = options.registryFile.map { RegistryFileIndex(text: $0.text) }
        let (screens, revision) = try read { () -> ([ScreenReport], Int64) in
            var screens: [ScreenReport] = []
            for (appID, screenID, inventory) in try reportInventories(scope) {
                if let owner, RecordName.foldedKey(inventory.effectiveOwner ?? "") != RecordName.foldedKey(owner) {
                    continue
                }
                let built = try reportScreen(
                    appID: appID, screenID: screenID, inventory: inventory, audit: audit, since: since,
                    presets: presets, failOn: failOn, now: now, index: index)
                if let built { screens.append(built) }
            }
            return (screens, try store.revision())
        }
        if screens.isEmpty {
            let place = scope.map { "'\($0)'" } ?? "the registry"
            if case .id(let id) = audit {
                throw RegistryError.conflict(
                    "no audit \(id) in \(place); list audits with 'toolbar-registry history App/Screen'")
            }
            throw RegistryError.conflict(
                "no audited screen in \(place)\(owner.map { " owned by '\($0)'" } ?? "")"
                    + "\(since.map { " since \(formatDate($0))" } ?? ""); run 'toolbar-registry audit' first")
        }
        let observations = try reportObservations(screens, pins: options.configuration.metrics)
        let report = VerificationReport(
            generatedAt: now, tool: ReportTool(name: "toolbar-registry", version: toolbarRegistryVersion),
            registryRevision: String(revision), registryFile: options.registryFile?.path, failOn: failOn,
            scope: scope?.description ?? "all apps", rules: ReportRule.rules(configuration: options.configuration),
            screens: screens, observations: observations)
        let here = options.workingDirectory ?? FileManager.default.currentDirectoryPath
        return ReportPaths.relocated(report, root: options.sourceRoot ?? here, base: here)
    }

    // MARK: - Private

    /// Predicted vs observed for the report's screens: `observe compare`'s result for each app,
    /// kept to the screens the report shows that have observations.
    private func reportObservations(_ screens: [ScreenReport], pins: MetricPins) throws -> [ScreenObservationChecks] {
        let shown = Set(screens.map { "\($0.app)/\($0.screen)" })
        var apps: [String] = []
        for screen in screens where !apps.contains(screen.app) { apps.append(screen.app) }
        return try apps.flatMap { app in
            try compareObservations(RecordPath(app: app), pins: pins).filter {
                shown.contains($0.screen) && !$0.checks.isEmpty
            }
        }
    }

    /// The screens in scope as (app id, screen id, inventory).
    private func reportInventories(_ scope: RecordPath?) throws -> [(Int64, Int64, ScreenInventory)] {
        if let scope, scope.screen != nil {
            let (app, screen) = try resolveScreen(scope)
            return try store.inventory(screenID: screen.id).map { [(app.id, screen.id, $0)] } ?? []
        }
        let apps = try scope.map { [try resolveApp($0.app)] } ?? store.apps()
        var result: [(Int64, Int64, ScreenInventory)] = []
        for app in apps {
            for screen in try store.screens(appID: app.id) {
                if let inventory = try store.inventory(screenID: screen.id) {
                    result.append((app.id, screen.id, inventory))
                }
            }
        }
        return result
    }

    /// One screen's section from its stored audits, or nil when no audit matches.
    private func reportScreen(
        appID: Int64, screenID: Int64, inventory: ScreenInventory, audit: ReportAudit, since: Date?,
        presets: [String: Scenario], failOn: Severity, now: Date, index: RegistryFileIndex?
    ) throws -> ScreenReport? {
        let app = inventory.app.name
        let name = inventory.screen.name
        let all = try store.audits(screenID: screenID)
        let chosenIndex: Int?
        switch audit {
        case .latest:
            chosenIndex = all.indices.last { index in
                since.map { (Timestamp.parse(all[index].header.at) ?? .distantPast) >= $0 } ?? true
            }
        case .id(let id):
            chosenIndex = all.firstIndex { $0.header.id == id }
        }
        guard let chosenIndex else { return nil }
        let header = all[chosenIndex].header
        let order = Dictionary(Checklist.catalogue.enumerated().map { ($1.id, $0) }) { first, _ in first }
        let legacy = FingerprintContext(inventory: inventory, scenarios: Array(presets.values))
        let items = try store.auditItems(auditID: header.id, app: app, screen: name, legacyFingerprints: legacy)
            .sorted { (order[$0.itemID] ?? Int.max, $0.itemID) < (order[$1.itemID] ?? Int.max, $1.itemID) }
        let result = ScreenChecklistResult(
            app: app, screen: name, checklistVersion: header.checklistVersion, items: items)
        let decoder = JSONDecoder()
        let sweep = try header.sweepJSON.map { try decoder.decode(Sweep.self, from: Data($0.utf8)) }
        let inputs = try auditedLayouts(header, presets: presets).map { audited in
            ScenarioInput(
                scenario: audited.scenario, layout: audited.layout,
                sweep: audited.scenario.name == header.sweepScenario ? sweep : nil)
        }
        var history: [HistoryPoint] = []
        let shown = all[...chosenIndex]
        let changes = try changesPerAudit(shown.map(\.header.registryRevision), appID: appID, screenID: screenID)
        for (counts, logged) in zip(shown, changes) {
            let time = Timestamp.parse(counts.header.at) ?? .distantPast
            if let since, time < since { continue }
            history.append(
                HistoryPoint(
                    auditID: String(counts.header.id), time: time, author: counts.header.author,
                    errors: counts.findings[.error] ?? 0, warnings: counts.findings[.warning] ?? 0,
                    infos: counts.findings[.info] ?? 0, needsReview: counts.verdicts[.needsReview] ?? 0,
                    changes: logged.map(Self.historyChange)))
        }
        var diff: FindingDiff?
        if chosenIndex > 0 {
            let previous = all[chosenIndex - 1].header.id
            let before = try store.auditItems(auditID: previous, app: app, screen: name, legacyFingerprints: legacy)
                .flatMap(\.findings)
            diff = FindingDiff(previousAuditID: String(previous), previous: before, current: result.findings)
        }
        let suppressions = try currentSuppressions(screenID: screenID, digest: Self.recordsDigest(inventory))
        let scanned = try store.commandSources(screenID: screenID)
        var commandSources: [String: SourceLocation] = [:]
        if !scanned.isEmpty {
            for command in try store.commands(screenID: screenID) {
                if let source = scanned[command.id] { commandSources[command.value.key] = source.location }
            }
        }
        return ReportBuilder.screen(
            inventory: inventory, scenarios: inputs, result: result, suppressions: suppressions, history: history,
            diff: diff, audit: AuditStamp(id: String(header.id), time: Timestamp.parse(header.at) ?? .distantPast),
            failOn: failOn, now: now, registryIndex: index, commandSources: commandSources)
    }

    /// A change-log entry as the report's history shows it.
    private static func historyChange(_ entry: ChangeLogEntry) -> HistoryChange {
        HistoryChange(
            time: Timestamp.parse(entry.at) ?? .distantPast, author: entry.author, action: entry.action,
            kind: entry.recordKind, record: entry.recordPath, fields: entry.changedFields)
    }
}
