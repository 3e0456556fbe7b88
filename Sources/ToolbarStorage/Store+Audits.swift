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
        try insertAudit(header, items: items, findingsColumns: items.map(Self.findingsColumn), layouts: layouts)
    }

    /// Stores one audit whose items' `findings` columns were computed ahead with
    /// ``findingsColumn(_:)`` (one per item, in order), e.g. on the threads that judged it.
    /// Layouts whose digest is in `storedLayoutDigests` are known to be stored already and are
    /// only referenced (a wrong claim fails the insert on the foreign key, it never loses a layout).
    public func insertAudit(
        _ header: AuditHeader, items: [ItemResult], findingsColumns: [String?], layouts: [StoredLayout],
        storedLayoutDigests: Set<String> = []
    ) throws -> Int64 {
        precondition(findingsColumns.count == items.count, "one findings column per item")
        try connection.run(
            """
            INSERT INTO audits (screen_id, at, author, tool_version, checklist_version, records_digest, revision, \
            registry_revision, sweep_scenario, sweep_json) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """,
            [.integer(header.screenID), .text(header.at), .text(header.author), .text(header.toolVersion),
             .text(header.checklistVersion), .text(header.recordsDigest), header.revision.sqlValue,
             .integer(header.registryRevision), header.sweepScenario.sqlValue, header.sweepJSON.sqlValue])
        let auditID = connection.lastInsertRowID
        // Rows go in as multi-row INSERTs of up to `rowsPerInsert` rows: one statement step per
        // chunk instead of one per row (an audit of a whole registry inserts a million rows).
        var itemRows: [[SQLValue]] = []
        itemRows.reserveCapacity(items.count)
        for (item, findings) in zip(items, findingsColumns) {
            itemRows.append([
                .integer(auditID), .text(item.itemID), .text(item.kind.rawValue), .text(item.severity.rawValue),
                .text(item.verdict.rawValue), item.reason.sqlValue, item.signOff?.author.sqlValue ?? .null,
                item.signOff.map { Timestamp.string(from: $0.date) }.sqlValue, item.signOff?.note.sqlValue ?? .null,
                item.signOff?.stale.sqlValue ?? .null, findings.sqlValue,
            ])
        }
        try insertRows(.auditItems, itemRows)
        var newLayouts: [[SQLValue]] = []
        var seen: Set<String> = []
        for layout in layouts where !storedLayoutDigests.contains(layout.digest) && seen.insert(layout.digest).inserted {
            newLayouts.append([.text(layout.digest), .text(layout.json)])
        }
        try insertRows(.layouts, newLayouts)
        try insertRows(.auditLayouts, layouts.map { [.integer(auditID), .text($0.scenario), .text($0.digest)] })
        return auditID
    }

    /// Rows per multi-row INSERT: well under SQLite's 32,766 parameters for the widest table.
    private static let rowsPerInsert = 64

    /// Inserts `rows` (each `table.width` values) in chunks of multi-row INSERTs; each chunk's
    /// statement is prepared once per row count and kept.
    private func insertRows(_ table: MultiRowInsertKey.Table, _ rows: [[SQLValue]]) throws {
        var start = 0
        while start < rows.count {
            let chunk = rows[start..<min(start + Self.rowsPerInsert, rows.count)]
            let key = MultiRowInsertKey(table: table, rows: chunk.count)
            let statement: Statement
            if let known = multiRowInserts[key] {
                statement = known
            } else {
                statement = try connection.prepare(key.sql)
                multiRowInserts[key] = statement
            }
            var arguments: [SQLValue] = []
            arguments.reserveCapacity(chunk.count * table.width)
            for row in chunk { arguments += row }
            try Self.execute(statement, arguments)
            start += chunk.count
        }
    }

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

// MARK: - Multi-row inserts

/// A multi-row INSERT of an audit's rows: which table, how many rows.
struct MultiRowInsertKey: Hashable {
    enum Table: Hashable {
        case auditItems, layouts, auditLayouts

        /// Values per row.
        var width: Int {
            switch self {
            case .auditItems: 11
            case .layouts: 2
            case .auditLayouts: 3
            }
        }
    }

    var table: Table
    var rows: Int

    /// `INSERT INTO ... VALUES (?, ...), (?, ...)` for `rows` rows.
    var sql: String {
        let row = "(" + Array(repeating: "?", count: table.width).joined(separator: ", ") + ")"
        let values = Array(repeating: row, count: rows).joined(separator: ", ")
        switch table {
        case .auditItems:
            return """
                INSERT INTO audit_items (audit_id, item_id, kind, severity, verdict, reason, sign_off_author, \
                sign_off_at, sign_off_note, sign_off_stale, findings) VALUES \(values)
                """
        case .layouts:
            return "INSERT INTO layouts (digest, json) VALUES \(values) ON CONFLICT (digest) DO NOTHING"
        case .auditLayouts:
            return "INSERT INTO audit_layouts (audit_id, scenario, layout_digest) VALUES \(values)"
        }
    }
}
