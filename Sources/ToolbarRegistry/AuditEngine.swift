import Dispatch
import ToolbarChecklist
import ToolbarModel
import ToolbarSolver
import ToolbarStorage

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

// MARK: - Judging screens: the pure half of an audit

/// Solves, sweeps and runs the checklist for screens read ahead (``PreparedAudit``), a batch at
/// a time on every core, in the background while the caller stores the batch before. Holds the
/// run's layout and note caches, which a screen goes through only when its records were judged
/// before in the run (``RecordsSeen``): the same screen in many apps is solved twice, not once
/// per app, and a screen met once costs the caches nothing. Reads and writes nothing:
/// ``Registry/audit(scope:options:)`` reads the screens and stores what this gives back.
struct AuditEngine: Sendable {
    let options: AuditOptions
    let cache = LayoutCache()
    /// Lack-of-room notes by records, shared like the layouts (the same screen in several apps).
    let notes = LackOfRoomNoteCache()
    /// The records judged so far, which decide whether a screen goes through the caches.
    let seen = RecordsSeen()

    init(options: AuditOptions) {
        self.options = options
    }

    /// Starts judging `batch` on a background queue.
    func start(_ batch: [PreparedAudit?]) -> JudgeTask {
        JudgeTask(batch, engine: self)
    }

    /// Judges every prepared screen of `batch` on every core; `nil` where the screen was gone.
    func judge(_ batch: [PreparedAudit?]) throws -> [JudgedAudit?] {
        try Parallel.map(count: batch.count) { index in
            batch[index].map { screen in Result { try judge(screen) } }
        }.map { try $0?.get() }
    }

    /// Solves, sweeps and runs the checklist for one prepared screen.
    func judge(_ screen: PreparedAudit) throws -> JudgedAudit {
        let records = screen.inventory.recordsText
        let digest = SHA256.hex(records)
        var inputs: [ScenarioInput] = []
        var layouts: [(scenario: String, digest: String)] = []
        inputs.reserveCapacity(screen.scenarios.count)
        layouts.reserveCapacity(screen.scenarios.count)
        var sweepJSON: String?
        var observedOn: [String] = []
        // The team's pinned metrics are the same for the whole run, so the cache stays valid. The
        // records' facts do not depend on the scenario: read once for all of them, on first need.
        // Nor does preparing read the window size: the screen is prepared once per shape
        // (``PreparedShapes``), on first need, and each scenario laid out from its shape's.
        let metrics = ToolbarSolver.metrics(for: screen.inventory, pins: options.configuration.metrics)
        var prepared: PreparedShapes?
        // Records met for the first time in the run are solved straight; only a repeat goes
        // through the run's caches (``RecordsSeen``).
        let repeated = seen.judgedBefore(digest)
        for scenario in screen.scenarios {
            let sweeps = scenario.name == screen.sweepScenario?.name
            func solve() -> LayoutCache.Solved {
                let shapes =
                    prepared
                    ?? PreparedShapes(
                        screen.inventory, metrics: metrics, facts: SharedFacts(screen.inventory, metrics: metrics))
                prepared = shapes
                let layout = shapes.solve(in: scenario)
                let layoutDigest = layout.fieldDigest
                let sweep = sweeps ? shapes.sweep(base: scenario, widths: options.sweepWidths) : nil
                return LayoutCache.Solved(
                    layout: layout, digest: layoutDigest, sweep: sweep,
                    sweepJSON: sweep?.compactJSON)
            }
            let solved =
                repeated ? cache.solved(recordsDigest: digest, scenario: scenario.name, sweep: sweeps, solve) : solve()
            if let observed = Registry.observedLayout(
                in: scenario, predicted: solved.layout, inventory: screen.inventory, observations: screen.observations)
            {
                // What a device showed in this scenario is judged instead of the prediction. The
                // audit keeps the prediction's digest (reports redraw layouts from the records); the
                // report's predicted vs observed part shows the observation.
                observedOn.append("\(scenario.name) on \(observed.observedOn ?? "a device")")
                inputs.append(ScenarioInput(scenario: scenario, layout: observed, sweep: solved.sweep))
            } else {
                inputs.append(ScenarioInput(scenario: scenario, layout: solved.layout, sweep: solved.sweep))
            }
            layouts.append((scenario.name, solved.digest))
            if sweeps { sweepJSON = solved.sweepJSON }
        }
        var result = Checklist.evaluate(
            Checklist.Input(
                inventory: screen.inventory, scenarios: inputs,
                signOffs: Registry.signOffs(
                    Registry.signOffs(screen.signOffs, recordsDigest: digest), observations: screen.observations),
                suppressions: Registry.suppressions(screen.suppressions, recordsDigest: digest),
                configuration: options.configuration, appContext: screen.context, now: screen.now,
                lackOfRoomNotes: repeated ? notes.scope(records: digest) : nil, solvedShapes: prepared?.solved))
        result.items += screen.sourceItems
        let outcome = AuditOutcome(items: result.items)
        // Encoded here, on the judging threads, so the thread that stores only writes.
        return JudgedAudit(
            recordsDigest: digest, records: records, result: result, layoutDigests: layouts, sweepJSON: sweepJSON,
            observedOn: observedOn,
            itemsColumn: RegistryStore.itemsColumn(result.items),
            outcomeColumn: outcome.column, highestOpenSeverity: outcome.highestOpenSeverity)
    }
}

/// One batch being judged on a background queue.
final class JudgeTask: Sendable {
    /// What was read for the batch, in screen order.
    let prepared: [PreparedAudit?]
    private let group = DispatchGroup()
    private let result = Locked<Result<[JudgedAudit?], any Error>>(.success([]))

    init(_ prepared: [PreparedAudit?], engine: AuditEngine) {
        self.prepared = prepared
        group.enter()
        DispatchQueue.global().async { [self] in
            let judged = Result { try engine.judge(prepared) }
            result.withLock { $0 = judged }
            group.leave()
        }
    }

    /// The batch's judged screens, once the background work is done.
    func wait() throws -> [JudgedAudit?] {
        group.wait()
        return try result.withLock { $0 }.get()
    }
}

/// What judging one screen needs, read from the store.
struct PreparedAudit: Sendable {
    var screenID: Int64
    var inventory: ScreenInventory
    var scenarios: [Scenario]
    var sweepScenario: Scenario?
    /// As stored: whether each is stale is decided once the records' digest is known.
    var signOffs: [StoredSignOff]
    var suppressions: [StoredSuppression]
    var sourceItems: [ItemResult]
    /// Observations made on the screen's current records (``Registry/auditObservations``).
    var observations: [AuditObservation]
    var context: AppContext
    var now: Date
    var registryRevision: Int64
    /// What the audit judges besides the records (``Registry/auditInputsDigest``).
    var inputsDigest: String
}

/// One screen's checklist result with what redraws its layouts, and the sweep, to store.
struct JudgedAudit: Sendable {
    /// SHA-256 of ``records`` (computed on the judging threads).
    var recordsDigest: String
    /// The screen's records document (``ScreenInventory/recordsDocument``) as compact text.
    var records: String
    var result: ScreenChecklistResult
    /// The digest of the layout judged in each scenario, in scenario order.
    var layoutDigests: [(scenario: String, digest: String)]
    var sweepJSON: String?
    /// `iphone-17-portrait on iPhone 17, iOS 27.1 (observation 3)` for each scenario judged as observed.
    var observedOn: [String]
    /// The item results as stored (encoded on the judging threads).
    var itemsColumn: String
    /// What the audit came to, as stored (``AuditOutcome``).
    var outcomeColumn: String
    /// The most severe open finding's severity, if any.
    var highestOpenSeverity: Severity?
}
