import ToolbarChecklist
import ToolbarModel

// MARK: - Stored audit types

/// One audit's header row: who ran it, when, on which records and registry revision.
public struct AuditHeader: Hashable, Sendable {
    /// The row id (0 before it is stored).
    public var id: Int64
    /// The screen's row id.
    public var screenID: Int64
    /// When it ran (UTC timestamp).
    public var at: String
    /// Who ran it.
    public var author: String
    /// The tool version that ran it.
    public var toolVersion: String
    /// The checklist version that judged it.
    public var checklistVersion: String
    /// SHA-256 of the screen's records (canonical JSON).
    public var recordsDigest: String
    /// A revision the caller names, e.g. a git commit.
    public var revision: String?
    /// The latest change-log id when it ran.
    public var registryRevision: Int64
    /// The scenario the stored sweep varies, if any.
    public var sweepScenario: String?
    /// The sweep's JSON, if any.
    public var sweepJSON: String?
    /// The metric values the team pinned for this audit, as compact JSON; `nil` when the solver's
    /// own estimates were used.
    public var metricsJSON: String?
    /// SHA-256 of what the audit judged besides the records (versions, configuration, scenarios,
    /// app context, sign-offs, suppressions, scan findings; migration 0009); `nil` for audits
    /// stored before it.
    public var inputsDigest: String?
    /// The solver version that judged it (``ToolbarSolver/version``); `nil` for audits stored
    /// before migration 0011.
    public var solverVersion: String?
    /// SHA-256 of the scenarios that applied (kept in `audit_scenarios`); `nil` for audits stored
    /// before migration 0011.
    public var scenariosDigest: String?
    /// The format of its layout digests (`Layout.digest(version:)`): `nil` for audits stored
    /// before migration 0012, whose digests are SHA-256 of each layout's compact JSON (version 1).
    public var layoutDigestVersion: Int?

    public init(
        id: Int64 = 0, screenID: Int64, at: String, author: String, toolVersion: String, checklistVersion: String,
        recordsDigest: String, revision: String?, registryRevision: Int64, sweepScenario: String? = nil,
        sweepJSON: String? = nil, metricsJSON: String? = nil, inputsDigest: String? = nil,
        solverVersion: String? = nil, scenariosDigest: String? = nil, layoutDigestVersion: Int? = nil
    ) {
        self.id = id
        self.screenID = screenID
        self.at = at
        self.author = author
        self.toolVersion = toolVersion
        self.checklistVersion = checklistVersion
        self.recordsDigest = recordsDigest
        self.revision = revision
        self.registryRevision = registryRevision
        self.sweepScenario = sweepScenario
        self.sweepJSON = sweepJSON
        self.metricsJSON = metricsJSON
        self.inputsDigest = inputsDigest
        self.solverVersion = solverVersion
        self.scenariosDigest = scenariosDigest
        self.layoutDigestVersion = layoutDigestVersion
    }
}

/// An audit header with its counts, for history listings.
public struct AuditCounts: Hashable, Sendable {
    /// The audit.
    public var header: AuditHeader
    /// Items per verdict.
    public var verdicts: [Verdict: Int]
    /// Open (not suppressed) findings per severity.
    public var findings: [Severity: Int]
    /// Suppressed findings.
    public var suppressed: Int
}

/// A layout judged by an audit: the scenario, the layout's digest and its JSON (empty where an
/// audit keeps only the digest, migration 0011).
public struct StoredLayout: Hashable, Sendable {
    /// The scenario name.
    public var scenario: String
    /// The digest the audit recorded: SHA-256 of ``json`` for layouts stored before migration
    /// 0011 and audits before 0012, else of the layout's fields (``AuditHeader/layoutDigestVersion``).
    public var digest: String
    /// The layout as JSON.
    public var json: String
    /// The name of the screen the layout is of (as in its JSON): layouts are unique per screen
    /// name and digest, which keeps one screen's layouts together in the index.
    public var screen: String

    public init(scenario: String, digest: String, json: String, screen: String = "") {
        self.scenario = scenario
        self.digest = digest
        self.json = json
        self.screen = screen
    }
}

/// A screen's latest audit, as an incremental audit compares with it.
public struct LatestAudit: Hashable, Sendable {
    public var screenID: Int64
    public var auditID: Int64
    /// The latest change-log id when it ran.
    public var registryRevision: Int64
    public var recordsDigest: String
    /// `nil` for audits stored before migration 0009.
    public var inputsDigest: String?
    /// What it came to (``AuditOutcome``); `nil` for audits stored before migration 0008.
    public var outcome: String?
}

/// One change-log entry, as much of it as tells which records it touched.
public struct RecordChange: Hashable, Sendable {
    public var id: Int64
    public var appID: Int64?
    public var screenID: Int64?
    public var kind: String
}

// MARK: - Audits

extension RegistryStore {
    private static let auditColumns: SQL = """
        id, screen_id, at, author, tool_version, checklist_version, records_digest, revision, registry_revision, \
        sweep_scenario, sweep_json, metrics, inputs_digest, solver_version, scenarios_digest, layout_digest_version
        """

    private func decodeAudit(_ row: Row) -> AuditHeader {
        AuditHeader(
            id: row.int64(0), screenID: row.int64(1), at: row.string(2), author: row.string(3),
            toolVersion: row.string(4), checklistVersion: row.string(5), recordsDigest: row.string(6),
            revision: row.optionalString(7), registryRevision: row.int64(8), sweepScenario: row.optionalString(9),
            sweepJSON: row.optionalString(10), metricsJSON: row.optionalString(11),
            inputsDigest: row.optionalString(12), solverVersion: row.optionalString(13),
            scenariosDigest: row.optionalString(14), layoutDigestVersion: row.optionalInt(15))
    }

    /// Stores one audit: header, item results with their findings and the layouts it judged
    /// (each distinct layout once). Returns the audit id. Runs inside the caller's transaction.
    public func insertAudit(_ header: AuditHeader, items: [ItemResult], layouts: [StoredLayout]) throws -> Int64 {
        try insertAudit(
            header, itemsColumn: Self.itemsColumn(items), outcome: AuditOutcome(items: items).column, layouts: layouts
        ).auditID
    }

    /// Stores one audit whose item results were encoded ahead with ``itemsColumn(_:)``, e.g. on
    /// the threads that judged it, with its ``AuditOutcome`` column when given. `storedLayoutIDs` are
    /// layouts known to be stored already (by digest; the run that stored them committed, and
    /// layouts are never deleted): they are only referenced. Returns the audit's id and the ids of
    /// its layouts by digest.
    public func insertAudit(
        _ header: AuditHeader, itemsColumn: String, outcome: String? = nil, layouts: [StoredLayout],
        storedLayoutIDs: [String: Int64] = [:]
    ) throws -> (auditID: Int64, layoutIDs: [String: Int64]) {
        var ids: [String: Int64] = [:]
        var missing: [StoredLayout] = []
        for layout in layouts where ids[layout.digest] == nil {
            if let id = storedLayoutIDs[layout.digest] {
                ids[layout.digest] = id
            } else if !missing.contains(where: { $0.digest == layout.digest }) {
                missing.append(layout)
            }
        }
        try insertLayouts(missing, into: &ids)
        var judged: [JSONMember] = []
        judged.reserveCapacity(layouts.count)
        for layout in layouts {
            guard let id = ids[layout.digest] else {
                throw StorageError.inconsistent("layout \(layout.digest) of scenario \(layout.scenario) was not stored")
            }
            judged.append(JSONMember(layout.scenario, .number(Double(id))))
        }
        try connection.run(
            """
            INSERT INTO audits (screen_id, at, author, tool_version, checklist_version, records_digest, revision, \
            registry_revision, sweep_scenario, sweep_json, items, layouts, metrics, inputs_digest, outcome) \
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """,
            [
                .integer(header.screenID), .text(header.at), .text(header.author), .text(header.toolVersion),
                .text(header.checklistVersion), .text(header.recordsDigest), header.revision.sqlValue,
                .integer(header.registryRevision), header.sweepScenario.sqlValue, header.sweepJSON.sqlValue,
                .text(itemsColumn), .text(JSONWriter.string(.object(judged), style: .compact)),
                header.metricsJSON.sqlValue, header.inputsDigest.sqlValue, outcome.sqlValue
            ])
        return (connection.lastInsertRowID, ids)
    }

    /// Stores one audit that keeps what redraws its layouts rather than the layouts (migration
    /// 0011): the digest of the layout judged in each scenario, the screen's records document
    /// `records` (whose SHA-256 is `header.recordsDigest`; stored only when no earlier audit of the
    /// screen holds it) and the scenarios that applied, `scenariosJSON` (whose digest is
    /// `header.scenariosDigest`; stored once per distinct set). The item results were encoded
    /// ahead with ``itemsColumn(_:)``. Returns the audit's id. Runs inside the caller's transaction.
    public func insertAudit(
        _ header: AuditHeader, itemsColumn: String, outcome: String?,
        layoutDigests: [(scenario: String, digest: String)],
        records: String, scenariosJSON: String
    ) throws -> Int64 {
        let recordsKept =
            try connection.scalarInt(
                "SELECT 1 FROM audits WHERE screen_id = ? AND records_digest = ? AND records IS NOT NULL LIMIT 1",
                [.integer(header.screenID), .text(header.recordsDigest)]) != nil
        if let digest = header.scenariosDigest {
            try connection.run(
                "INSERT INTO audit_scenarios (digest, json) VALUES (?, ?) ON CONFLICT (digest) DO NOTHING",
                [.text(digest), .text(scenariosJSON)])
        }
        let digests = Self.layoutDigestsColumn(layoutDigests)
        try connection.run(
            """
            INSERT INTO audits (screen_id, at, author, tool_version, checklist_version, records_digest, revision, \
            registry_revision, sweep_scenario, sweep_json, items, metrics, inputs_digest, outcome, layout_digests, \
            records, solver_version, scenarios_digest, layout_digest_version) \
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """,
            [
                .integer(header.screenID), .text(header.at), .text(header.author), .text(header.toolVersion),
                .text(header.checklistVersion), .text(header.recordsDigest), header.revision.sqlValue,
                .integer(header.registryRevision), header.sweepScenario.sqlValue, header.sweepJSON.sqlValue,
                .text(itemsColumn), header.metricsJSON.sqlValue, header.inputsDigest.sqlValue, outcome.sqlValue,
                .text(digests), recordsKept ? .null : .text(records), header.solverVersion.sqlValue,
                header.scenariosDigest.sqlValue, header.layoutDigestVersion.sqlValue
            ])
        return connection.lastInsertRowID
    }

    /// The `layout_digests` column: `{"scenario":"digest",…}` in name order, the bytes
    /// `JSONWriter` writes for the same object in its compact style (a test compares them),
    /// written straight from the pairs: a `JSONValue` tree of 32 members, sorted by comparing
    /// their names as generic byte sequences, was a twentieth of what storing an audit cost.
    package static func layoutDigestsColumn(_ digests: [(scenario: String, digest: String)]) -> String {
        guard !digests.isEmpty else { return "{}" }
        let ordered = digests.sorted { $0.scenario.utf8.lexicographicallyPrecedes($1.scenario.utf8) }
        var out: [UInt8] = []
        out.reserveCapacity(digests.reduce(2) { $0 + $1.scenario.utf8.count + $1.digest.utf8.count + 6 })
        out.append(UInt8(ascii: "{"))
        for (index, pair) in ordered.enumerated() {
            if index > 0 { out.append(UInt8(ascii: ",")) }
            JSONWriter.appendString(pair.scenario, to: &out)
            out.append(UInt8(ascii: ":"))
            JSONWriter.appendString(pair.digest, to: &out)
        }
        out.append(UInt8(ascii: "}"))
        return out.withUnsafeBufferPointer { JSONWriter.text(fromValidUTF8: $0) }
    }

    /// The layout digests an audit stored in place of its layouts, by scenario name in name
    /// order; `nil` for an audit that stored its layouts (before migration 0011).
    public func auditLayoutDigests(auditID: Int64) throws -> [(scenario: String, digest: String)]? {
        guard
            try connection.scalarInt(
                "SELECT 1 FROM audits WHERE id = ? AND layout_digests IS NOT NULL", [.integer(auditID)]) != nil
        else { return nil }
        return try connection.query(
            """
            SELECT judged.key, judged.value FROM audits a, json_each(a.layout_digests) AS judged \
            WHERE a.id = ? ORDER BY judged.key
            """, [.integer(auditID)]
        ) { ($0.string(0), $0.string(1)) }
    }

    /// The records document the audit judged: its own, else the one an earlier audit of the same
    /// screen with the same records digest kept.
    public func auditRecords(auditID: Int64) throws -> String? {
        try connection.scalarText(
            """
            SELECT kept.records FROM audits a JOIN audits kept ON kept.screen_id = a.screen_id \
            AND kept.id <= a.id AND kept.records_digest = a.records_digest AND kept.records IS NOT NULL \
            WHERE a.id = ? ORDER BY kept.id DESC LIMIT 1
            """, [.integer(auditID)])
    }

    /// The scenarios (a JSON array) kept under `digest`.
    public func auditScenarios(digest: String) throws -> String? {
        try connection.scalarText("SELECT json FROM audit_scenarios WHERE digest = ?", [.text(digest)])
    }

    /// Inserts the layouts not stored yet (multi-row INSERTs) and records every id, stored before
    /// or now, in `ids` by digest.
    private func insertLayouts(_ layouts: [StoredLayout], into ids: inout [String: Int64]) throws {
        var start = 0
        while start < layouts.count {
            let chunk = layouts[start..<min(start + Self.layoutsPerInsert, layouts.count)]
            let rows = Array(repeating: "(?, ?, ?)", count: chunk.count).joined(separator: ", ")
            let insert = try connection.prepare(
                SQL(
                    dynamic:
                        "INSERT INTO layouts (screen, digest, json) VALUES \(rows) ON CONFLICT (screen, digest) DO NOTHING"
                ))
            try Self.execute(insert, chunk.flatMap { [.text($0.screen), .text($0.digest), .text($0.json)] })
            for screen in Set(chunk.map(\.screen)) {
                let digests = chunk.filter { $0.screen == screen }.map(\.digest)
                let placeholders = Array(repeating: "?", count: digests.count).joined(separator: ", ")
                let found = try connection.query(
                    SQL(dynamic: "SELECT digest, id FROM layouts WHERE screen = ? AND digest IN (\(placeholders))"),
                    [.text(screen)] + digests.map { .text($0) }
                ) { ($0.string(0), $0.int64(1)) }
                for (digest, id) in found { ids[digest] = id }
            }
            start += chunk.count
        }
    }

    /// Layouts per multi-row INSERT (an audit judges one per scenario, 32 for the presets).
    private static let layoutsPerInsert = 64

    private static func execute(_ statement: Statement, _ arguments: [SQLValue]) throws {
        try statement.bind(arguments)
        defer { statement.reset() }
        while try statement.step() {}
    }

    /// The screen's audits, oldest first, with their counts.
    public func audits(screenID: Int64) throws -> [AuditCounts] {
        let rows = try connection.query(
            "SELECT \(Self.auditColumns), items FROM audits WHERE screen_id = ? ORDER BY id", [.integer(screenID)]
        ) { (decodeAudit($0), $0.string(16)) }
        return rows.map { header, column in
            var verdicts: [Verdict: Int] = [:]
            var findings: [Severity: Int] = [:]
            var suppressed = 0
            for item in AuditItemsColumn.decode(column, app: "", screen: "") ?? [] {
                verdicts[item.verdict, default: 0] += 1
                for finding in item.findings { findings[finding.severity, default: 0] += 1 }
                suppressed += item.suppressed.count
            }
            return AuditCounts(header: header, verdicts: verdicts, findings: findings, suppressed: suppressed)
        }
    }

    /// The audit with row id `id`.
    public func audit(id: Int64) throws -> AuditHeader? {
        try connection.queryFirst("SELECT \(Self.auditColumns) FROM audits WHERE id = ?", [.integer(id)], decodeAudit)
    }

    /// The audit's item results with their findings, as stored, sorted by item id (else in the
    /// order they were judged: the catalogue's). `app` and `screen` fill in the findings' names;
    /// findings stored before fingerprints were stored get the ones `legacyFingerprints` gives
    /// (default: ids derived from the names). An audit whose items this version cannot read has
    /// none rather than failing the read.
    public func auditItems(
        auditID: Int64, app: String, screen: String, legacyFingerprints: FingerprintContext? = nil, sorted: Bool = true
    ) throws -> [ItemResult] {
        guard let column = try connection.scalarText("SELECT items FROM audits WHERE id = ?", [.integer(auditID)])
        else { return [] }
        let items = AuditItemsColumn.decode(column, app: app, screen: screen, legacy: legacyFingerprints) ?? []
        return sorted ? items.sorted { $0.itemID < $1.itemID } : items
    }

    /// The layouts the audit judged, by scenario name.
    public func auditLayouts(auditID: Int64) throws -> [StoredLayout] {
        try connection.query(
            """
            SELECT judged.key, l.digest, l.json, l.screen FROM audits a, json_each(a.layouts) AS judged
            JOIN layouts l ON l.id = judged.value WHERE a.id = ? ORDER BY judged.key
            """, [.integer(auditID)]
        ) { StoredLayout(scenario: $0.string(0), digest: $0.string(1), json: $0.string(2), screen: $0.string(3)) }
    }

    /// Every screen's latest audit, by screen id: what an incremental audit compares with.
    public func latestAudits() throws -> [Int64: LatestAudit] {
        let rows = try connection.query(
            """
            SELECT screen_id, id, registry_revision, records_digest, inputs_digest, outcome FROM audits
            WHERE id IN (SELECT max(id) FROM audits GROUP BY screen_id)
            """
        ) {
            LatestAudit(
                screenID: $0.int64(0), auditID: $0.int64(1), registryRevision: $0.int64(2),
                recordsDigest: $0.string(3), inputsDigest: $0.optionalString(4), outcome: $0.optionalString(5))
        }
        return Dictionary(rows.map { ($0.screenID, $0) }) { first, _ in first }
    }

    /// The change-log entries after `revision` that can change records a records digest covers,
    /// as (entry id, app id, screen id, record kind), oldest first.
    public func recordChanges(after revision: Int64) throws -> [RecordChange] {
        try connection.query(
            "SELECT id, app_id, screen_id, record_kind FROM change_log WHERE id > ? ORDER BY id", [.integer(revision)]
        ) {
            RecordChange(id: $0.int64(0), appID: $0.optionalInt64(1), screenID: $0.optionalInt64(2), kind: $0.string(3))
        }
    }

    /// How many distinct layouts are stored.
    public func layoutCount() throws -> Int {
        Int(try connection.scalarInt("SELECT count(*) FROM layouts") ?? 0)
    }
}
