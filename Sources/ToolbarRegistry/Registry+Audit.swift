import ToolbarChecklist
import ToolbarModel
import ToolbarSolver
import ToolbarStorage

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension Registry {
    // MARK: - Running audits

    /// Audits every screen in `scope` (all apps when nil; `App` or `App/Screen`): runs the
    /// checklist over the scenarios of each app's targets and stores one audit per screen. Screens
    /// are read and judged in batches on every core (``AuditEngine``), the next batch judged while
    /// this one is stored in screen order, one transaction per batch and a savepoint per screen,
    /// so an interrupted run leaves whole audits only.
    @discardableResult
    public func audit(scope: RecordPath? = nil, options: AuditOptions = AuditOptions()) throws -> AuditSummary {
        let screens = try screensToAudit(scope, owner: options.owner)
        if screens.isEmpty {
            // An audit of nothing must not pass: a mistyped scope or owner would let CI go green.
            let what = scope.map { "app '\($0.app.debugPreview)' holds no screens" } ?? "the registry holds no screens"
            throw RegistryError.nothingToAudit(
                options.owner.map {
                    "no screen in \(scope.map { "app '\($0.app.debugPreview)'" } ?? "the registry") is owned by '\($0.debugPreview)'"
                } ?? what)
        }
        let allScenarios = try auditScenarioPresets()
        let inputs = AuditInputsCache(options: options)
        // One action, one moment: every screen's audit carries the time the run started.
        let now = actionDate()
        // Incremental: screens whose last audit judged the same records and inputs keep it.
        let unchanged =
            options.incremental
            ? try unchangedAudits(screens, allScenarios: allScenarios, inputs: inputs, now: now) : [:]
        var slots = [ScreenAuditSummary?](repeating: nil, count: screens.count)
        if !unchanged.isEmpty {
            try read {
                for (index, screen) in screens.enumerated() {
                    if let last = unchanged[screen.screenID] {
                        slots[index] = try unchangedSummary(last, screen, options: options)
                    }
                }
            }
        }
        let judging = screens.indices.filter { slots[$0] == nil }
        let engine = AuditEngine(options: options)
        // A whole-registry audit writes hundreds of MiB: fewer WAL checkpoints (see the store).
        try store.withInfrequentCheckpoints { () throws -> Void in
            let batches = stride(from: 0, to: judging.count, by: Self.auditBatchSize).map {
                judging[$0..<min($0 + Self.auditBatchSize, judging.count)].map { screens[$0] }
            }
            var judgedIndices = judging.makeIterator()
            // The next batch is judged in the background while this one is stored (storing waits on
            // the disk, judging on the cores).
            func startJudging(_ batch: [AuditTarget]) throws -> JudgeTask {
                engine.start(
                    try read {
                        try batch.map { try prepareAudit($0, allScenarios: allScenarios, inputs: inputs, now: now) }
                    })
            }
            var next = try batches.first.map(startJudging)
            for (index, batch) in batches.enumerated() {
                guard let task = next else { break }
                next = index + 1 < batches.count ? try startJudging(batches[index + 1]) : nil
                let judged = try task.wait()
                let stored = try storeBatch(
                    batch, prepared: task.prepared, judged: judged, allScenarios: allScenarios, inputs: inputs,
                    engine: engine)
                for summary in stored {
                    if let index = judgedIndices.next() { slots[index] = summary }
                }
            }
        }
        let summaries = slots.compactMap { $0 }
        let fixed = summaries.flatMap(\.fixedBaselineEntries)
        let fails = summaries.contains(where: \.fails) || (options.strictBaseline && !fixed.isEmpty)
        return AuditSummary(
            screens: summaries, threshold: options.threshold, fixedBaselineEntries: fixed.sorted(), fails: fails)
    }

    /// SHA-256 of the screen's records as canonical JSON (``ScreenInventory/recordsDocument``):
    /// the screen, its groups and commands, and the app fields the solver and checklist read.
    /// Stable ids are left out: they are identity, not content (and were not there when older
    /// sign-offs were made).
    public static func recordsDigest(_ inventory: ScreenInventory) -> String {
        SHA256.hex(inventory.recordsText)
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

    private func screensToAudit(_ scope: RecordPath?, owner: String?) throws -> [AuditTarget] {
        try read {
            let apps = try scope.map { [try resolveApp($0.app)] } ?? store.apps()
            var result: [AuditTarget] = []
            for app in apps {
                let screens = try store.screens(appID: app.id)
                let context = AppContext(
                    screenCount: screens.count,
                    verticalOptOutCount: screens.filter { $0.value.verticalBehavior == .disabled }.count)
                if let scope, scope.screen != nil {
                    let screen = try resolveScreen(scope).screen
                    return [
                        AuditTarget(
                            appID: app.id, screenID: screen.id, context: context, app: app.value.name,
                            screen: screen.value.name)
                    ]
                }
                result += screens.filter { OwnerFilter.matches($0.value.owner ?? app.value.owner, owner) }
                    .map {
                        AuditTarget(
                            appID: app.id, screenID: $0.id, context: context, app: app.value.name,
                            screen: $0.value.name)
                    }
            }
            return result
        }
    }

    func auditScenarioPresets() throws -> [Scenario] {
        let registered = try scenarios()
        if !registered.isEmpty { return registered }
        let documents = try SeedCatalog.documents()
        return documents.flatMap(\.document.scenarios).sorted { $0.name < $1.name }
    }

    /// Screens read and judged together before they are stored: enough to keep every core busy,
    /// few enough that their layouts never weigh much.
    private static let auditBatchSize = 32

    /// Reads what judging the screen needs, in the caller's read transaction; `nil` when the screen
    /// is gone.
    private func prepareAudit(
        _ target: AuditTarget, allScenarios: [Scenario], inputs: AuditInputsCache, now: Date
    ) throws -> PreparedAudit? {
        let screenID = target.screenID
        guard let inventory = try store.inventory(screenID: screenID) else { return nil }
        let observed =
            try store.observationStamps(screenID: screenID).isEmpty
            ? [] : try auditObservations(screenID: screenID, recordsDigest: Self.recordsDigest(inventory))
        let (scenarios, sweepScenario, scenariosDigest) = try auditScenarios(
            appID: target.appID, allScenarios: allScenarios, inputs: inputs)
        return PreparedAudit(
            screenID: screenID, inventory: inventory, scenarios: scenarios, sweepScenario: sweepScenario,
            signOffs: try store.signOffs(screenID: screenID), suppressions: try store.suppressions(screenID: screenID),
            sourceItems: try sourceFindingItems(screenID: screenID, inventory: inventory), observations: observed,
            context: target.context, now: now, registryRevision: try store.revision(),
            inputsDigest: try auditInputsDigest(
                screenID: screenID, inputs: inputs, scenariosDigest: scenariosDigest,
                sweepScenario: sweepScenario?.name, context: target.context, now: now))
    }

    /// The scenarios that apply to the app, the one swept and the digest of the set.
    func auditScenarios(
        appID: Int64, allScenarios: [Scenario], inputs: AuditInputsCache
    ) throws -> (scenarios: [Scenario], sweep: Scenario?, digest: String) {
        let scenarios = Self.scenarios(allScenarios, forTargets: try store.appTargets(appID: appID))
        let sweep =
            scenarios.first { $0.name == Self.defaultScenarioName }
            ?? scenarios.first { $0.verticalBarEdge == .none }
        return (scenarios, sweep, inputs.digest(of: scenarios))
    }

    /// Stores a judged batch in one transaction, each screen's audit in a savepoint. One commit
    /// per batch writes the pages all its audits share (the table's last pages, its index) once,
    /// where a commit per screen wrote them again for every screen. A screen that fails to store
    /// leaves only its own audit out: the audits before it are committed, then its error is
    /// thrown.
    private func storeBatch(
        _ batch: [AuditTarget], prepared: [PreparedAudit?], judged: [JudgedAudit?], allScenarios: [Scenario],
        inputs: AuditInputsCache, engine: AuditEngine
    ) throws -> [ScreenAuditSummary] {
        var failure: (any Error)?
        let summaries = try write { () throws -> [ScreenAuditSummary] in
            failure = nil
            var summaries: [ScreenAuditSummary] = []
            for (offset, screen) in batch.enumerated() {
                do {
                    summaries.append(
                        try write {
                            try storeAudit(
                                prepared[offset], judged[offset], screen: screen, allScenarios: allScenarios,
                                inputs: inputs, engine: engine)
                        })
                } catch {
                    failure = error
                    break
                }
            }
            return summaries
        }
        if let failure { throw failure }
        return summaries
    }

    /// Stores one judged screen inside the caller's transaction. When the registry changed since
    /// the screen was read (another process wrote), it is read and judged again first.
    private func storeAudit(
        _ prepared: PreparedAudit?, _ judged: JudgedAudit?, screen: AuditTarget, allScenarios: [Scenario],
        inputs: AuditInputsCache, engine: AuditEngine
    ) throws -> ScreenAuditSummary {
        var prepared = prepared
        var judged = judged
        let revision = try store.revision()
        if prepared == nil || prepared?.registryRevision != revision {
            prepared = try prepareAudit(
                screen, allScenarios: allScenarios, inputs: inputs, now: prepared?.now ?? actionDate())
            judged = try prepared.map { try engine.judge($0) }
        }
        guard let prepared, let judged else {
            throw RegistryError.conflict("a screen was removed while the audit ran; run the audit again")
        }
        let options = engine.options
        let inventory = prepared.inventory
        let scenarios = inputs.scenarioSet(prepared.scenarios)
        let header = AuditHeader(
            screenID: prepared.screenID, at: Timestamp.string(from: prepared.now), author: author,
            toolVersion: toolbarRegistryVersion, checklistVersion: Checklist.version,
            recordsDigest: judged.recordsDigest,
            revision: options.revision, registryRevision: prepared.registryRevision,
            sweepScenario: prepared.sweepScenario?.name, sweepJSON: judged.sweepJSON,
            metricsJSON: options.configuration.metrics.isEmpty
                ? nil : JSONWriter.string(options.configuration.metrics.jsonValue, style: .compact),
            inputsDigest: prepared.inputsDigest, solverVersion: ToolbarSolver.version,
            scenariosDigest: scenarios.digest,
            layoutDigestVersion: Layout.digestVersion
        )
        let auditID = try store.insertAudit(
            header, itemsColumn: judged.itemsColumn, outcome: judged.outcomeColumn, layoutDigests: judged.layoutDigests,
            records: judged.records, scenariosJSON: scenarios.json)
        return try screenSummary(
            auditID: auditID, app: inventory.app.name, screen: inventory.screen.name, result: judged.result,
            highestOpenSeverity: judged.highestOpenSeverity, options: options, observedOn: judged.observedOn)
    }

    /// A screen's summary from its audit's result: the findings the baseline does not hold and
    /// whether it fails at the threshold. Calls ``AuditOptions/onScreenStored`` for a stored
    /// audit (`unchanged` false), inside its transaction.
    func screenSummary(
        auditID: Int64, app: String, screen: String, result: ScreenChecklistResult, highestOpenSeverity: Severity?,
        options: AuditOptions, unchanged: Bool = false, observedOn: [String] = []
    ) throws -> ScreenAuditSummary {
        // `result.findings` sorts on every call: read it once, and only when it is needed.
        let needsFindings = options.keepFindings || options.baseline != nil
        let findings = needsFindings ? result.findings : []
        let baselineMatch = options.baseline?.match(findings, app: app, screen: screen)
        let newFindings = baselineMatch?.new ?? findings
        let threshold = options.threshold
        let openAtThreshold =
            needsFindings
            ? newFindings.contains { $0.severity >= threshold }
            : highestOpenSeverity.map { $0 >= threshold } ?? false
        let fails =
            openAtThreshold
            || (options.requireSignOffs
                && result.items.contains { $0.verdict == .needsReview && $0.severity >= threshold })
        var summary = ScreenAuditSummary(
            auditID: auditID, app: app, screen: screen, result: result,
            newFindings: newFindings, fails: fails, fixedBaselineEntries: baselineMatch?.fixed ?? [],
            unchanged: unchanged)
        summary.observedOn = observedOn
        if !unchanged { try options.onScreenStored?(summary) }
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

    /// The moment of the current action as a date (the fixed clock in tests).
    func actionDate() -> Date { Timestamp.parse(now()) ?? Date() }
}

// MARK: - Audit batches

/// A screen to audit, with its app's context.
struct AuditTarget: Sendable {
    var appID: Int64
    var screenID: Int64
    var context: AppContext
    var app: String
    var screen: String
}
