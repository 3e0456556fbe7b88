import ToolbarChecklist
import ToolbarModel
import ToolbarStorage

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension Registry {
    // MARK: - History

    /// The screen's audits, oldest first, with counts, the change in open findings, and the record
    /// changes logged between each audit and the one before it (as `diff` lists them).
    public func history(_ screenPath: RecordPath) throws -> [AuditHistoryEntry] {
        try read {
            let (app, screen) = try resolveScreen(screenPath)
            var entries = try historyEntries(screenID: screen.id)
            let changes = try changesPerAudit(entries.map(\.registryRevision), appID: app.id, screenID: screen.id)
            for index in entries.indices { entries[index].changes = changes[index] }
            return entries
        }
    }

    /// One stored audit's item results and findings, exactly as they were stored.
    public func auditResult(_ screenPath: RecordPath, id: Int64? = nil) throws -> (AuditHistoryEntry, [ItemResult]) {
        try read {
            let (app, screen) = try resolveScreen(screenPath)
            let entries = try historyEntries(screenID: screen.id)
            guard let entry = id.map({ id in entries.first { $0.id == id } }) ?? entries.last else {
                throw missingAudit(id, screen: "\(app.value.name)/\(screen.value.name)", entries: entries)
            }
            return (
                entry,
                try store.auditItems(
                    auditID: entry.id, app: app.value.name, screen: screen.value.name,
                    legacyFingerprints: try legacyFingerprints(screenID: screen.id))
            )
        }
    }

    // MARK: - Diff

    /// Compares two audits of the screen (default: the last two): findings new, fixed and
    /// unchanged, paired by fingerprint and counted (``FindingComparison``), and the record changes
    /// logged between them.
    public func diff(_ screenPath: RecordPath, from fromID: Int64? = nil, to toID: Int64? = nil) throws -> AuditDiff {
        try read {
            let (app, screen) = try resolveScreen(screenPath)
            let name = "\(app.value.name)/\(screen.value.name)"
            let entries = try historyEntries(screenID: screen.id)
            let from: AuditHistoryEntry
            let to: AuditHistoryEntry
            if let fromID, let toID {
                guard let older = entries.first(where: { $0.id == fromID }) else {
                    throw missingAudit(fromID, screen: name, entries: entries)
                }
                guard let newer = entries.first(where: { $0.id == toID }) else {
                    throw missingAudit(toID, screen: name, entries: entries)
                }
                (from, to) = older.id <= newer.id ? (older, newer) : (newer, older)
            } else {
                guard entries.count >= 2 else {
                    throw RegistryError.conflict(
                        "screen '\(name)' has \(entries.count) audit\(entries.count == 1 ? "" : "s"); "
                            + "a diff needs two: "
                            + "run 'toolbar-registry audit \"\(name)\"'")
                }
                (from, to) = (entries[entries.count - 2], entries[entries.count - 1])
            }
            let legacy = try legacyFingerprints(screenID: screen.id)
            func openFindings(_ id: Int64) throws -> [Finding] {
                try store.auditItems(
                    auditID: id, app: app.value.name, screen: screen.value.name, legacyFingerprints: legacy
                ).flatMap(\.findings)
            }
            let comparison = FindingComparison(before: try openFindings(from.id), after: try openFindings(to.id))
            let changes = try changesBetween(from, to, appID: app.id, screenID: screen.id)
            return AuditDiff(
                from: from, to: to, new: comparison.new, fixed: comparison.fixed, unchanged: comparison.unchanged,
                changes: changes)
        }
    }

    /// The fingerprints findings stored without one (by versions before fingerprints were
    /// stored) get: the stable ids of the screen's records, and the families of the scenarios
    /// known now (the registered ones, then the built-in presets).
    func legacyFingerprints(screenID: Int64) throws -> FingerprintContext? {
        guard let inventory = try store.inventory(screenID: screenID) else { return nil }
        return FingerprintContext(inventory: inventory, scenarios: Array(try knownScenarios().values))
    }

    /// Every scenario a stored audit may name, by name: the built-in presets, replaced by the
    /// registered scenarios of the same name.
    func knownScenarios() throws -> [String: Scenario] {
        var byName: [String: Scenario] = [:]
        for document in try SeedCatalog.documents() {
            for scenario in document.document.scenarios { byName[scenario.name] = scenario }
        }
        for scenario in try scenarios() { byName[scenario.name] = scenario }
        return byName
    }

    // MARK: - Private

    /// Change-log kinds that record reviews, not the screen's records.
    private static let reviewKinds: Set<String> = ["sign-off", "suppression"]

    /// What changed between two audits that can change a verdict: the screen's own records (not
    /// its reviews), its app's record and targets (deployment target, linked SDK, which scenarios
    /// apply), and the registered scenario presets. Oldest first.
    private func changesBetween(
        _ from: AuditHistoryEntry, _ to: AuditHistoryEntry, appID: Int64, screenID: Int64
    ) throws -> [ChangeLogEntry] {
        try changes(after: from.registryRevision, through: to.registryRevision, appID: appID, screenID: screenID)
    }

    /// The changes that can change the screen's verdict logged after revision `after` up to
    /// `through`, oldest first.
    func changes(after: Int64, through: Int64, appID: Int64, screenID: Int64) throws -> [ChangeLogEntry] {
        let screenChanges = try store.log(ChangeLogFilter(screenID: screenID, afterID: after, throughID: through))
            .filter { !Self.reviewKinds.contains($0.recordKind) }
        let appChanges = try store.log(
            ChangeLogFilter(
                appID: appID, afterID: after, throughID: through, recordKinds: ["app"]))
        let scenarioChanges = try store.log(
            ChangeLogFilter(afterID: after, throughID: through, recordKinds: ["scenario"]))
        return (screenChanges + appChanges + scenarioChanges).sorted { $0.id < $1.id }
    }

    /// For audits at these registry revisions (oldest first), the changes logged after the audit
    /// before each one up to it; none for the first. Reads the log once for the whole span.
    func changesPerAudit(_ revisions: [Int64], appID: Int64, screenID: Int64) throws -> [[ChangeLogEntry]] {
        var result = [[ChangeLogEntry]](repeating: [], count: revisions.count)
        guard revisions.count > 1, let first = revisions.first, let last = revisions.max(), last > first else {
            return result
        }
        var index = 1
        for entry in try changes(after: first, through: last, appID: appID, screenID: screenID) {
            while index < revisions.count, revisions[index] < entry.id { index += 1 }
            guard index < revisions.count else { break }
            result[index].append(entry)
        }
        return result
    }

    func historyEntries(screenID: Int64) throws -> [AuditHistoryEntry] {
        var previous: Int?
        return try store.audits(screenID: screenID).map { counts in
            let header = counts.header
            var entry = AuditHistoryEntry(
                id: header.id, at: header.at, author: header.author, revision: header.revision,
                registryRevision: header.registryRevision, toolVersion: header.toolVersion,
                checklistVersion: header.checklistVersion, recordsDigest: header.recordsDigest,
                verdicts: counts.verdicts, findings: counts.findings, suppressed: counts.suppressed, change: nil,
                metrics: header.metricsJSON)
            entry.change = previous.map { entry.openFindings - $0 }
            previous = entry.openFindings
            return entry
        }
    }

    private func missingAudit(_ id: Int64?, screen: String, entries _: [AuditHistoryEntry]) -> RegistryError {
        guard let id else {
            return .conflict("screen '\(screen)' has no audits yet; run 'toolbar-registry audit \"\(screen)\"'")
        }
        return .conflict(
            "no audit \(id) in the history of '\(screen)'; list them with 'toolbar-registry history \"\(screen)\"'")
    }
}
