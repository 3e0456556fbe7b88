#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// What `db check` finds.
public struct DatabaseCheck: Sendable {
    /// Migrations not yet applied (applied by the next command that writes, or `db migrate`).
    public var pending: [Migration]
    /// Problems, one sentence each; empty when the registry is healthy.
    public var problems: [String]
}

extension RegistryStore {
    /// Everything `db check` looks at, without writing: pending migrations; the live schema
    /// against the schema the applied migrations produce (a dropped column, a missing index, a
    /// table nobody made); SQLite's `integrity_check` and `foreign_key_check`; the JSON columns'
    /// validity; audits naming a missing layout.
    public func check() throws -> DatabaseCheck {
        let status = try migrationStatus()
        let schema = try schemaProblems(applied: Set(status.applied.map(\.version)))
        return DatabaseCheck(pending: status.pending, problems: schema + (try integrityProblems()))
    }

    /// SQLite's `integrity_check` and `foreign_key_check` results, invalid JSON in the JSON
    /// columns, and audits naming a missing layout; empty means healthy.
    public func integrityProblems() throws -> [String] {
        try Self.wrap {
            let integrity: [String]
            do {
                integrity = try connection.query("PRAGMA integrity_check") { $0.string(0) }.filter { $0 != "ok" }
            } catch let error as DatabaseError where error.isNotADatabase {
                return ["SQLite finds the file malformed (\(error.message))"]
            }
            // The further checks read every row; on a malformed file they would only fail.
            guard integrity.isEmpty else { return integrity }
            let foreignKeys = try connection.query("PRAGMA foreign_key_check") { row in
                "foreign key: \(row.string(0)) row \(row.int64(1)) refers to a missing \(row.string(2))"
            }
            var json: [String] = []
            for (table, column) in Self.jsonColumns where try hasColumn(table, column) {
                let count =
                    try connection.scalarInt(
                        SQL(
                            dynamic:
                                "SELECT count(*) FROM \(table) WHERE \(column) IS NOT NULL AND NOT json_valid(\(column))"
                        ))
                    ?? 0
                if count > 0 { json.append("\(table).\(column): \(count) row(s) hold invalid JSON") }
            }
            // Audits name their layouts by id inside a JSON column, which no foreign key covers
            // (since migration 4; an older registry has no such column to check).
            guard json.isEmpty, try hasColumn("audits", "layouts"), try hasColumn("layouts", "id") else {
                return foreignKeys + json
            }
            let layouts = try connection.query(
                """
                SELECT a.id, judged.key, judged.value FROM audits a, json_each(a.layouts) AS judged
                LEFT JOIN layouts l ON l.id = judged.value WHERE l.id IS NULL ORDER BY a.id LIMIT 20
                """
            ) { row in
                "audit \(row.int64(0)) refers to a missing layout \(row.int64(2)) (scenario \(row.string(1)))"
            }
            return foreignKeys + layouts
        }
    }

    /// The columns that hold JSON text.
    static let jsonColumns = [
        ("layouts", "json"), ("audits", "items"), ("audits", "layouts"), ("audits", "sweep_json"),
        ("change_log", "before_json"), ("change_log", "after_json"), ("audits", "layout_digests"),
        ("audits", "records"), ("audit_scenarios", "json")
    ]

    private func hasColumn(_ table: String, _ column: String) throws -> Bool {
        try connection.scalarInt(
            "SELECT count(*) FROM pragma_table_info(?) WHERE name = ?", [.text(table), .text(column)]) == 1
    }

    /// Differences between the live schema and the one the migrations in `applied` produce when
    /// run on an empty database, one sentence each.
    func schemaProblems(applied: Set<Int>) throws -> [String] {
        let expected = try Connection(path: ":memory:", mode: .readWrite)
        try Self.wrap {
            try expected.execute(Migrator.createMigrationsTable)
            for migration in Migrator().migrations where applied.contains(migration.version) {
                try expected.execute("PRAGMA foreign_keys = OFF")
                try expected.execute(migration.sql)
            }
        }
        let want = try Self.wrap { try SchemaShape(expected) }
        let have = try Self.wrap { try SchemaShape(connection) }
        return want.differences(from: have)
    }
}

/// The shape of a schema: tables with their columns, indexes with their columns, triggers and
/// views by name. Compared structurally, so SQL text rewritten by `ALTER TABLE` does not matter.
struct SchemaShape {
    /// Table → column → "type, not null, default, primary key".
    var tables: [String: [String: String]] = [:]
    /// Index → "table(columns) unique".
    var indexes: [String: String] = [:]
    /// Trigger and view names with their kind.
    var others: [String: String] = [:]

    init(_ connection: Connection) throws {
        let objects = try connection.query(
            "SELECT type, name, tbl_name FROM sqlite_schema WHERE name NOT LIKE 'sqlite_%' ORDER BY name"
        ) {
            ($0.string(0), $0.string(1), $0.string(2))
        }
        for (type, name, table) in objects {
            switch type {
            case "table":
                var columns: [String: String] = [:]
                for (column, shape) in try connection.query(
                    "SELECT name, type, \"notnull\", coalesce(dflt_value, ''), pk FROM pragma_table_info(?)",
                    [.text(name)],
                    {
                        (
                            $0.string(0),
                            "\($0.string(1)) notnull=\($0.int64(2)) default=\($0.string(3)) pk=\($0.int64(4))"
                        )
                    })
                {
                    columns[column] = shape
                }
                tables[name] = columns
            case "index":
                let columns = try connection.query(
                    "SELECT coalesce(name, '<expression>') FROM pragma_index_info(?) ORDER BY seqno", [.text(name)]
                ) { $0.string(0) }
                let unique =
                    try connection.scalarInt(
                        "SELECT \"unique\" FROM pragma_index_list(?) WHERE name = ?", [.text(table), .text(name)]) ?? 0
                indexes[name] = "\(table)(\(columns.joined(separator: ", ")))\(unique == 1 ? " unique" : "")"
            default:
                others[name] = type
            }
        }
    }

    /// What `live` lacks or has beyond this (the expected) shape.
    func differences(from live: SchemaShape) -> [String] {
        var problems: [String] = []
        for (table, columns) in tables.sorted(by: { $0.key < $1.key }) {
            guard let liveColumns = live.tables[table] else {
                problems.append("schema: table '\(table)' is missing")
                continue
            }
            for (column, shape) in columns.sorted(by: { $0.key < $1.key }) {
                if let liveShape = liveColumns[column] {
                    if liveShape != shape {
                        problems.append("schema: column '\(table).\(column)' is \(liveShape), expected \(shape)")
                    }
                } else {
                    problems.append("schema: column '\(table).\(column)' is missing")
                }
            }
            for column in liveColumns.keys.sorted() where columns[column] == nil {
                problems.append("schema: column '\(table).\(column)' is not made by any migration")
            }
        }
        for table in live.tables.keys.sorted() where tables[table] == nil {
            problems.append("schema: table '\(table)' is not made by any migration")
        }
        for (index, shape) in indexes.sorted(by: { $0.key < $1.key }) {
            if let liveShape = live.indexes[index] {
                if liveShape != shape {
                    problems.append("schema: index '\(index)' is on \(liveShape), expected \(shape)")
                }
            } else {
                problems.append("schema: index '\(index)' is missing")
            }
        }
        for index in live.indexes.keys.sorted() where indexes[index] == nil {
            problems.append("schema: index '\(index)' is not made by any migration")
        }
        for (name, kind) in others.sorted(by: { $0.key < $1.key }) where live.others[name] != kind {
            problems.append("schema: \(kind) '\(name)' is missing")
        }
        for (name, kind) in live.others.sorted(by: { $0.key < $1.key }) where others[name] == nil {
            problems.append("schema: \(kind) '\(name)' is not made by any migration")
        }
        return problems
    }
}
