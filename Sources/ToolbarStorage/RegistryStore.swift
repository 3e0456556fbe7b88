import Foundation
import ToolbarModel

/// A stored record with its row id. Ids are stable: renames keep them.
public struct Stored<Value: Sendable>: Sendable {
    public var id: Int64
    public var value: Value

    public init(id: Int64, value: Value) {
        self.id = id
        self.value = value
    }
}

/// The registry database: the only type the service layer uses to reach SQLite.
///
/// Every method runs inside whatever transaction the caller opened with ``write(_:)`` or
/// ``read(_:)``; one user action is one `write` call, so a failure leaves the file as it was.
public final class RegistryStore {
    /// The underlying connection.
    public let connection: Connection
    /// The file path.
    public var path: String { connection.path }

    private init(connection: Connection) {
        self.connection = connection
    }

    /// Opens (creating when missing) and migrates the registry at `path`.
    public static func open(path: String, busyTimeout: Double = 5) throws -> RegistryStore {
        try refuseDirectory(path)
        let connection = try wrapOpening(path) { try Connection(path: path, mode: .readWrite, busyTimeout: busyTimeout) }
        let migrator = Migrator()
        _ = try migrator.validate(connection)
        try wrap {
            // A new file gets 16 KiB pages (only possible before its first table and WAL mode):
            // stored layouts and audits are rows of 3–16 KiB, which 4 KiB pages split or waste.
            if try connection.scalarInt("PRAGMA page_count") == 0 {
                try connection.execute("PRAGMA page_size = 16384")
            }
            try connection.enableWriteAheadLog()
        }
        try migrator.migrate(connection)
        return RegistryStore(connection: connection)
    }

    /// Opens an existing registry without writing to it (no migration, no WAL switch). Used by
    /// `db status`, `db check` and `db backup`.
    public static func openReadOnly(path: String, busyTimeout: Double = 5) throws -> RegistryStore {
        guard FileManager.default.fileExists(atPath: path) else {
            throw StorageError.notARegistry(path: path, reason: "no such file")
        }
        try refuseDirectory(path)
        let connection = try wrapOpening(path) { try Connection(path: path, mode: .readOnly, busyTimeout: busyTimeout) }
        _ = try Migrator().validate(connection)
        return RegistryStore(connection: connection)
    }

    /// Runs `body` in one write transaction; any error rolls it all back.
    public func write<T>(_ body: () throws -> T) throws -> T {
        try Self.wrap { try connection.writeTransaction(body) }
    }

    /// Runs `body` in one read transaction (one consistent snapshot).
    public func read<T>(_ body: () throws -> T) throws -> T {
        try Self.wrap { try connection.readTransaction(body) }
    }

    /// Migration status, read without writing.
    public func migrationStatus() throws -> MigrationStatus {
        try Self.wrap { try Migrator().status(of: connection) }
    }

    /// SQLite's `integrity_check` and `foreign_key_check` results; empty means healthy.
    public func integrityProblems() throws -> [String] {
        try Self.wrap {
            let integrity = try connection.query("PRAGMA integrity_check") { $0.string(0) }.filter { $0 != "ok" }
            let foreignKeys = try connection.query("PRAGMA foreign_key_check") { row in
                "foreign key: \(row.string(0)) row \(row.int64(1)) refers to a missing \(row.string(2))"
            }
            // Audits name their layouts by id inside a JSON column, which no foreign key covers.
            let layouts = try connection.query(
                """
                SELECT a.id, judged.key, judged.value FROM audits a, json_each(a.layouts) AS judged
                LEFT JOIN layouts l ON l.id = judged.value WHERE l.id IS NULL ORDER BY a.id LIMIT 20
                """) { row in
                "audit \(row.int64(0)) refers to a missing layout \(row.int64(2)) (scenario \(row.string(1)))"
            }
            return integrity + foreignKeys + layouts
        }
    }

    /// The registry revision: the id of the latest change-log entry (0 when empty).
    public func revision() throws -> Int64 {
        try Self.wrap { try connection.scalarInt("SELECT coalesce(max(id), 0) FROM change_log") ?? 0 }
    }

    /// Opening errors in words a user can act on: a file that is not SQLite is not a registry.
    static func wrapOpening<T>(_ path: String, _ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as DatabaseError where error.isNotADatabase {
            throw StorageError.notARegistry(path: path, reason: "it is not an SQLite database")
        } catch let error as DatabaseError {
            throw StorageError.database(error)
        }
    }

    private static func refuseDirectory(_ path: String) throws {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            throw StorageError.notARegistry(path: path, reason: "it is a directory")
        }
    }

    /// Turns SQLite errors into ``StorageError/database(_:)`` and a "not a database" file into
    /// ``StorageError/notARegistry(path:reason:)``.
    static func wrap<T>(_ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as DatabaseError {
            throw StorageError.database(error)
        }
    }
}
