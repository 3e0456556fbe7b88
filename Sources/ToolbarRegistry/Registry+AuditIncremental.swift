import ToolbarChecklist
import ToolbarModel
import ToolbarStorage

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

// MARK: - Incremental audits: which screens keep their last audit

extension Registry {
    /// The screens in `targets` whose last audit judged what judging them now would: the same
    /// records digest and the same inputs digest (``auditInputsDigest``). Returns their last
    /// audits by screen id.
    ///
    /// The inputs digest is computed for every screen (it needs a few small reads). The records
    /// digest needs the screen's whole inventory, so it is recomputed only for screens whose
    /// records may have changed: those with a change-log entry after their last audit's registry
    /// revision for the screen (its records, sign-offs, suppressions), for its app (the app record,
    /// targets, a scan) or for no app and not a scenario (e.g. a restore). Every write of a record
    /// is logged in the same transaction, so a screen without such an entry has the records its
    /// last audit judged. Scenario changes are in the inputs digest.
    func unchangedAudits(
        _ targets: [AuditTarget], allScenarios: [Scenario], inputs: AuditInputsCache, now: Date
    ) throws -> [Int64: LatestAudit] {
        try read {
            let latest = try store.latestAudits()
            guard let since = targets.compactMap({ latest[$0.screenID]?.registryRevision }).min() else { return [:] }
            var lastScreenChange: [Int64: Int64] = [:]
            var lastAppChange: [Int64: Int64] = [:]
            var lastOtherChange: Int64 = 0
            for change in try store.recordChanges(after: since) {
                if let screenID = change.screenID {
                    lastScreenChange[screenID] = change.id
                } else if let appID = change.appID {
                    lastAppChange[appID] = change.id
                } else if change.kind != "scenario" {
                    lastOtherChange = change.id
                }
            }
            var scenariosByApp: [Int64: (sweep: String?, digest: String)] = [:]
            var unchanged: [Int64: LatestAudit] = [:]
            for target in targets {
                guard let last = latest[target.screenID], let stored = last.inputsDigest else { continue }
                let scenarios: (sweep: String?, digest: String)
                if let known = scenariosByApp[target.appID] {
                    scenarios = known
                } else {
                    let found = try auditScenarios(appID: target.appID, allScenarios: allScenarios, inputs: inputs)
                    scenarios = (found.sweep?.name, found.digest)
                    scenariosByApp[target.appID] = scenarios
                }
                let digest = try auditInputsDigest(
                    screenID: target.screenID, inputs: inputs, scenariosDigest: scenarios.digest,
                    sweepScenario: scenarios.sweep, context: target.context, now: now)
                guard digest == stored else { continue }
                let lastChange = max(
                    lastScreenChange[target.screenID] ?? 0, lastAppChange[target.appID] ?? 0, lastOtherChange)
                if lastChange > last.registryRevision {
                    guard let inventory = try store.inventory(screenID: target.screenID),
                        Self.recordsDigest(inventory) == last.recordsDigest
                    else { continue }
                }
                unchanged[target.screenID] = last
            }
            return unchanged
        }
    }

    /// The summary of a screen whose last audit stands: its stored results, judged against this
    /// run's threshold and baseline exactly as a new audit's would be. Runs inside the caller's
    /// read transaction.
    func unchangedSummary(_ last: LatestAudit, _ target: AuditTarget, options: AuditOptions) throws
        -> ScreenAuditSummary
    {
        if !options.readUnchangedFindings, options.baseline == nil,
            let outcome = last.outcome.flatMap(AuditOutcome.init(column:))
        {
            // The same judgement as ``screenSummary`` makes without a baseline, from the stored outcome.
            let threshold = options.threshold
            let fails =
                outcome.highestOpenSeverity.map { $0 >= threshold } ?? false
                || (options.requireSignOffs && outcome.needsReview.contains { $0.severity >= threshold })
            var summary = ScreenAuditSummary(
                auditID: last.auditID, app: target.app, screen: target.screen,
                result: ScreenChecklistResult(
                    app: target.app, screen: target.screen, checklistVersion: Checklist.version, items: []),
                newFindings: [], fails: fails, fixedBaselineEntries: [], unchanged: true)
            summary.outcome = outcome
            return summary
        }
        let items = try store.auditItems(auditID: last.auditID, app: target.app, screen: target.screen, sorted: false)
        let result = ScreenChecklistResult(
            app: target.app, screen: target.screen, checklistVersion: Checklist.version, items: items)
        return try screenSummary(
            auditID: last.auditID, app: target.app, screen: target.screen, result: result,
            highestOpenSeverity: AuditOutcome.highestSeverity(in: items), options: options, unchanged: true
        )
    }
}
