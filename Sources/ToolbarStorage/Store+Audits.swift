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

    public init(
        id: Int64 = 0, screenID: Int64, at: String, author: String, toolVersion: String, checklistVersion: String,
        recordsDigest: String, revision: String?, registryRevision: Int64, sweepScenario: String? = nil,
        sweepJSON: String? = nil
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

/// A layout judged by an audit: the scenario, the layout's digest and its JSON.
public struct StoredLayout: Hashable, Sendable {
    /// The scenario name.
    public var scenario: String
    /// SHA-256 of ``json``.
    public var digest: String
    /// The layout as JSON.
    public var json: String

    public init(scenario: String, digest: String, json: String) {
        self.scenario = scenario
        self.digest = digest
        self.json = json
    }
}

// MARK: - Audits

extension RegistryStore {
    private static let auditColumns = """
        id, screen_id, at, author, tool_version, checklist_version, records_digest, revision, registry_revision, \
        sweep_scenario, sweep_json
        """

    private func decodeAudit(_ row: Row) -> AuditHeader {
        AuditHeader(
            id: row.int64(0), screenID: row.int64(1), at: row.string(2), author: row.string(3),
            toolVersion: row.string(4), checklistVersion: row.string(5), recordsDigest: row.string(6),
            revision: row.optionalString(7), registryRevision: row.int64(8), sweepScenario: row.optionalString(9),
            sweepJSON: row.optionalString(10))
    }

    /// Stores one audit: header, one row per item result (its findings in one column) and layouts
    /// (each distinct layout once). Returns the audit id. Runs inside the caller's transaction.
    public func insertAudit(_ header: AuditHeader, items: [ItemResult], layouts: [StoredLayout]) throws -> Int64 {
        try connection.run(
            """
            INSERT INTO audits (screen_id, at, author, tool_version, checklist_version, records_digest, revision, \
            registry_revision, sweep_scenario, sweep_json) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """,
            [.integer(header.screenID), .text(header.at), .text(header.author), .text(header.toolVersion),
             .text(header.checklistVersion), .text(header.recordsDigest), header.revision.sqlValue,
             .integer(header.registryRevision), header.sweepScenario.sqlValue, header.sweepJSON.sqlValue])
        let auditID = connection.lastInsertRowID
        // Prepared once per audit (not looked up by SQL text per row).
        let itemInsert = try connection.prepare(Self.itemInsert)
        for item in items {
            try Self.execute(itemInsert, [
                .integer(auditID), .text(item.itemID), .text(item.kind.rawValue), .text(item.severity.rawValue),
                .text(item.verdict.rawValue), item.reason.sqlValue, item.signOff?.author.sqlValue ?? .null,
                item.signOff.map { Timestamp.string(from: $0.date) }.sqlValue, item.signOff?.note.sqlValue ?? .null,
                item.signOff?.stale.sqlValue ?? .null, AuditFindingsColumn.encode(item).sqlValue,
            ])
        }
        let layoutInsert = try connection.prepare(
            "INSERT INTO layouts (digest, json) VALUES (?, ?) ON CONFLICT (digest) DO NOTHING")
        let auditLayoutInsert = try connection.prepare(
            "INSERT INTO audit_layouts (audit_id, scenario, layout_digest) VALUES (?, ?, ?)")
        for layout in layouts {
            try Self.execute(layoutInsert, [.text(layout.digest), .text(layout.json)])
            try Self.execute(auditLayoutInsert, [.integer(auditID), .text(layout.scenario), .text(layout.digest)])
        }
        return auditID
    }

    private static let itemInsert = """
        INSERT INTO audit_items (audit_id, item_id, kind, severity, verdict, reason, sign_off_author, \
        sign_off_at, sign_off_note, sign_off_stale, findings) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
        """

    private static func execute(_ statement: Statement, _ arguments: [SQLValue]) throws {
        try statement.bind(arguments)
        defer { statement.reset() }
        while try statement.step() {}
    }

    /// Whether a layout with this digest is stored already.
    public func hasLayout(digest: String) throws -> Bool {
        try connection.scalarInt("SELECT count(*) FROM layouts WHERE digest = ?", [.text(digest)]) ?? 0 > 0
    }

    /// The screen's audits, oldest first, with their counts.
    public func audits(screenID: Int64) throws -> [AuditCounts] {
        let headers = try connection.query(
            "SELECT \(Self.auditColumns) FROM audits WHERE screen_id = ? ORDER BY id", [.integer(screenID)],
            decodeAudit)
        return try headers.map { header in
            var verdicts: [Verdict: Int] = [:]
            var findings: [Severity: Int] = [:]
            var suppressed = 0
            let rows = try connection.query(
                "SELECT verdict, findings FROM audit_items WHERE audit_id = ?", [.integer(header.id)],
                { ($0.string(0), $0.optionalString(1)) })
            for (verdict, column) in rows {
                if let verdict = Verdict(rawValue: verdict) { verdicts[verdict, default: 0] += 1 }
                guard let column else { continue }
                for entry in AuditFindingsColumn.decode(column) ?? [] {
                    if entry.suppressed {
                        suppressed += 1
                    } else {
                        findings[entry.severity, default: 0] += 1
                    }
                }
            }
            return AuditCounts(header: header, verdicts: verdicts, findings: findings, suppressed: suppressed)
        }
    }

    /// The audit with row id `id`.
    public func audit(id: Int64) throws -> AuditHeader? {
        try connection.queryFirst("SELECT \(Self.auditColumns) FROM audits WHERE id = ?", [.integer(id)], decodeAudit)
    }

    /// The audit's item results with their findings, as stored (catalogue order is not kept:
    /// sorted by item id). `app` and `screen` fill in the findings' names.
    public func auditItems(auditID: Int64, app: String, screen: String) throws -> [ItemResult] {
        try connection.query(
            """
            SELECT item_id, kind, severity, verdict, reason, sign_off_author, sign_off_at, sign_off_note,
            sign_off_stale, findings FROM audit_items WHERE audit_id = ? ORDER BY item_id
            """, [.integer(auditID)]
        ) { row -> ItemResult in
            let itemID = row.string(0)
            let signOff = row.optionalString(5).map { author in
                SignOff(itemID: itemID, author: author, date: Timestamp.parse(row.string(6)) ?? .distantPast,
                        note: row.optionalString(7), stale: row.bool(8))
            }
            var item = ItemResult(
                itemID: itemID, kind: ItemKind(rawValue: row.string(1)) ?? .automatic,
                severity: Severity(rawValue: row.string(2)) ?? .error,
                verdict: Verdict(rawValue: row.string(3)) ?? .fail, reason: row.optionalString(4), signOff: signOff)
            // A column this version cannot read is treated as no findings rather than failing the read.
            let entries = row.optionalString(9).flatMap(AuditFindingsColumn.decode) ?? []
            for entry in entries {
                let finding = Finding(
                    app: app, screen: screen, itemID: itemID, severity: entry.severity, commandKey: entry.commandKey,
                    scenario: entry.scenario, widthRange: entry.widthRange, message: entry.message)
                if entry.suppressed { item.suppressed.append(finding) } else { item.findings.append(finding) }
            }
            item.findings = item.findings.sortedByMeaning()
            item.suppressed = item.suppressed.sortedByMeaning()
            return item
        }
    }

    /// The layouts the audit judged, by scenario name.
    public func auditLayouts(auditID: Int64) throws -> [StoredLayout] {
        try connection.query(
            """
            SELECT a.scenario, a.layout_digest, l.json FROM audit_layouts a JOIN layouts l ON l.digest = a.layout_digest
            WHERE a.audit_id = ? ORDER BY a.scenario
            """, [.integer(auditID)]) { StoredLayout(scenario: $0.string(0), digest: $0.string(1), json: $0.string(2)) }
    }

    /// How many distinct layouts are stored.
    public func layoutCount() throws -> Int {
        Int(try connection.scalarInt("SELECT count(*) FROM layouts") ?? 0)
    }
}
