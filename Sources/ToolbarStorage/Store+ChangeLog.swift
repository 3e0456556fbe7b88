import ToolbarModel

/// One change-log entry: who changed which record how, with the record before and after (JSON).
public struct ChangeLogEntry: Hashable, Sendable {
    public var id: Int64
    /// UTC timestamp (see ``Timestamp``).
    public var at: String
    public var author: String
    /// `app`, `screen`, `group`, `command` or `scenario`.
    public var recordKind: String
    public var recordID: Int64?
    /// The record's path when it changed (`App/Screen/key`).
    public var recordPath: String
    public var appID: Int64?
    public var screenID: Int64?
    /// `add`, `update`, `rename`, `move` or `remove`.
    public var action: String
    public var before: String?
    public var after: String?

    public init(
        id: Int64 = 0, at: String, author: String, recordKind: String, recordID: Int64?, recordPath: String,
        appID: Int64?, screenID: Int64?, action: String, before: String?, after: String?
    ) {
        self.id = id
        self.at = at
        self.author = author
        self.recordKind = recordKind
        self.recordID = recordID
        self.recordPath = recordPath
        self.appID = appID
        self.screenID = screenID
        self.action = action
        self.before = before
        self.after = after
    }
}

/// Which change-log entries to read.
public struct ChangeLogFilter: Sendable {
    public var appID: Int64?
    public var screenID: Int64?
    /// Matches entries whose recorded path starts with this (for removed records).
    public var pathPrefix: String?
    public var author: String?
    /// Entries at or after this timestamp.
    public var since: String?
    public var limit: Int?
    /// Only entries with an id above this (a registry revision).
    public var afterID: Int64?
    /// Only entries with an id up to this (a registry revision).
    public var throughID: Int64?
    /// Only entries about records of these kinds (`app`, `screen`, `command`, `scenario`, ...).
    public var recordKinds: [String]?

    public init(
        appID: Int64? = nil, screenID: Int64? = nil, pathPrefix: String? = nil, author: String? = nil,
        since: String? = nil, limit: Int? = nil, afterID: Int64? = nil, throughID: Int64? = nil,
        recordKinds: [String]? = nil
    ) {
        self.appID = appID
        self.screenID = screenID
        self.pathPrefix = pathPrefix
        self.author = author
        self.since = since
        self.limit = limit
        self.afterID = afterID
        self.throughID = throughID
        self.recordKinds = recordKinds
    }
}

extension RegistryStore {
    /// Appends one entry.
    public func appendLog(_ entry: ChangeLogEntry) throws {
        try connection.run(
            """
            INSERT INTO change_log (at, author, record_kind, record_id, record_path, app_id, screen_id, action, \
            before_json, after_json) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """,
            [
                .text(entry.at), .text(entry.author), .text(entry.recordKind), entry.recordID.sqlValue,
                .text(entry.recordPath), entry.appID.sqlValue, entry.screenID.sqlValue, .text(entry.action),
                entry.before.sqlValue, entry.after.sqlValue
            ])
    }

    /// Appends entries in order, several rows per statement (an import writes one per record).
    /// The same rows, ids and order as ``appendLog(_:)`` once per entry.
    public func appendLogs(_ entries: [ChangeLogEntry]) throws {
        var start = entries.startIndex
        while start < entries.endIndex {
            let remaining = entries.endIndex - start
            // Chunks of 64, 32, … 1 rows: at most seven statement texts, each prepared once.
            var size = Self.logChunk
            while size > remaining { size /= 2 }
            try connection.run(Self.logInserts[size.trailingZeroBitCount]) { binder in
                for entry in entries[start..<start + size] {
                    binder.append(.text(entry.at))
                    binder.append(.text(entry.author))
                    binder.append(.text(entry.recordKind))
                    binder.append(entry.recordID.sqlValue)
                    binder.append(.text(entry.recordPath))
                    binder.append(entry.appID.sqlValue)
                    binder.append(entry.screenID.sqlValue)
                    binder.append(.text(entry.action))
                    binder.append(entry.before.sqlValue)
                    binder.append(entry.after.sqlValue)
                }
            }
            start += size
        }
    }

    /// The most change-log rows one statement inserts (640 parameters).
    public static let logChunk = 64

    /// `INSERT INTO change_log … VALUES` with 1, 2, 4, … ``logChunk`` rows, by the power of two.
    private static let logInserts: [SQL] = (0...logChunk.trailingZeroBitCount).map { power in
        var rows = SQL.StringInterpolation(literalCapacity: 0, interpolationCount: 1 << power)
        for row in 0..<(1 << power) {
            if row > 0 { rows.appendLiteral(", ") }
            rows.appendInterpolation(logRow)
        }
        return "\(logInsertHead) \(SQL(stringInterpolation: rows))"
    }

    /// `OR FAIL`, not the default `ABORT`: a statement that inserts several rows and may abort
    /// needs a statement journal (SQLite copies every page of the table and its four indexes
    /// that the statement changes, and past 64 KiB spills the copies to a temporary file), only
    /// to undo the statement's earlier rows if a later one fails. The rows are never partly
    /// kept: a failing statement fails its whole write transaction, which rolls back. The
    /// table has no foreign keys (which would need the journal whatever the conflict clause).
    private static let logInsertHead: SQL = """
        INSERT OR FAIL INTO change_log (at, author, record_kind, record_id, record_path, app_id, screen_id, action, \
        before_json, after_json) VALUES
        """
    private static let logRow: SQL = "(?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"

    /// Entries matching `filter`, oldest first.
    public func log(_ filter: ChangeLogFilter) throws -> [ChangeLogEntry] {
        var conditions: [String] = []
        var arguments: [SQLValue] = []
        var scope: [String] = []
        if let screenID = filter.screenID {
            scope.append("screen_id = ?")
            arguments.append(.integer(screenID))
        } else if let appID = filter.appID {
            scope.append("app_id = ?")
            arguments.append(.integer(appID))
        }
        if let prefix = filter.pathPrefix {
            scope.append("(record_path = ? OR substr(record_path, 1, ?) = ?)")
            arguments += [.text(prefix), .integer(Int64(prefix.unicodeScalars.count + 1)), .text(prefix + "/")]
        }
        if !scope.isEmpty { conditions.append("(" + scope.joined(separator: " OR ") + ")") }
        if let author = filter.author {
            conditions.append("author = ?")
            arguments.append(.text(author))
        }
        if let since = filter.since {
            conditions.append("at >= ?")
            arguments.append(.text(since))
        }
        if let afterID = filter.afterID {
            conditions.append("id > ?")
            arguments.append(.integer(afterID))
        }
        if let throughID = filter.throughID {
            conditions.append("id <= ?")
            arguments.append(.integer(throughID))
        }
        if let kinds = filter.recordKinds {
            conditions.append("record_kind IN (\(kinds.map { _ in "?" }.joined(separator: ", ")))")
            arguments += kinds.map { .text($0) }
        }
        var sql = """
            SELECT id, at, author, record_kind, record_id, record_path, app_id, screen_id, action, before_json, after_json
            FROM change_log
            """
        if !conditions.isEmpty { sql += " WHERE " + conditions.joined(separator: " AND ") }
        sql += " ORDER BY id"
        if let limit = filter.limit {
            sql =
                "SELECT * FROM (\(sql.replacingEvery(" ORDER BY id", with: " ORDER BY id DESC")) LIMIT ?) ORDER BY id"
            arguments.append(.integer(Int64(limit)))
        }
        return try connection.query(SQL(dynamic: sql), arguments) { row in
            ChangeLogEntry(
                id: row.int64(0), at: row.string(1), author: row.string(2), recordKind: row.string(3),
                recordID: row.optionalInt64(4), recordPath: row.string(5), appID: row.optionalInt64(6),
                screenID: row.optionalInt64(7), action: row.string(8), before: row.optionalString(9),
                after: row.optionalString(10))
        }
    }
}
