import ToolbarModel
import ToolbarRegistrySQLite

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

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
    /// The underlying connection: for the package's own tests and benchmarks; the service
    /// reaches SQLite only through the store's methods.
    package let connection: Connection
    /// The file path.
    public var path: String { connection.path }
    /// Whether this open created the file.
    public let created: Bool
    /// The migrations this open applied (not those another process applied meanwhile).
    public let appliedMigrations: [Migration]

    private init(connection: Connection, created: Bool = false, appliedMigrations: [Migration] = []) {
        self.connection = connection
        self.created = created
        self.appliedMigrations = appliedMigrations
    }

    /// What a command does with the registry, which decides how it is opened.
    public enum Access: Sendable {
        /// Creates the file when missing (`seed`, `import`, `app add` …); migrates.
        case create
        /// The registry must exist; migrates and writes.
        case write
        /// The registry must exist. Migrates when this user can write it; otherwise, or on a
        /// full disk, opens it read-only (immutable when its write-ahead log is empty), so
        /// reading works wherever reading is possible.
        case read
        /// The registry must exist; never writes: no migration, no journal switch (`db status`,
        /// `db check`, `db backup`, a restore's source).
        case inspect
    }

    /// Opens the registry at `path` for `access`.
    ///
    /// A missing (or empty) file is refused unless `access` is ``Access/create``; a directory,
    /// a FIFO or device, a file that is not SQLite, a truncated file, a registry of a newer
    /// version or another application's database are refused before anything is written.
    /// Pending migrations are applied for ``Access/create``, ``Access/write`` and (when it can)
    /// ``Access/read``, waiting as `lockWait` says for another process that migrates.
    public static func open(
        path: String, access: Access = .create, busyTimeout: Double = 5, lockWait: LockWait = LockWait()
    ) throws -> RegistryStore {
        guard !path.isEmpty else { throw StorageError.noRegistry(path: path, detail: "the path is empty") }
        let file = RegistryFile(path)
        switch file.kind {
        case .directory: throw StorageError.notARegistry(path: path, reason: "it is a directory")
        case .notRegular: throw StorageError.notARegistry(path: path, reason: "it is not a regular file")
        case .missing:
            guard access == .create else { throw StorageError.noRegistry(path: path, detail: nil) }
            guard file.folderExists else {
                throw StorageError.noRegistry(
                    path: path, detail: "the folder '\(file.folder.pathPreview)' does not exist")
            }
        case .regular(let size):
            if size == 0, access != .create { throw StorageError.noRegistry(path: path, detail: "the file is empty") }
            try file.checkHeader()
        }
        switch access {
        case .create, .write:
            if let reason = file.whyNotWritable { throw StorageError.readOnly(path: path, reason: reason) }
            // No room even for SQLite's -shm and one log frame: say so before creating them.
            if (file.freeBytes ?? .max) < RegistryFile.noRoomThreshold { throw StorageError.diskFull(path: path) }
            return try openWriting(file, create: file.kind == .missing, busyTimeout: busyTimeout, lockWait: lockWait)
        case .read:
            if file.isWritable, !file.isOnFullFileSystem {
                do {
                    return try openWriting(file, create: false, busyTimeout: busyTimeout, lockWait: lockWait)
                } catch let error as StorageError where error.isUnwritable && !file.logHasContent {
                    // The -shm file could not be created or grown (a disk that filled up since
                    // the check): read the file as it is.
                }
            }
            let store = try openReading(file, busyTimeout: busyTimeout)
            let pending = try store.migrationStatus().pending
            guard pending.isEmpty else {
                throw StorageError.pendingMigrations(path: path, pending: pending.map(\.version))
            }
            return store
        case .inspect:
            return try openReading(file, busyTimeout: busyTimeout)
        }
    }

    /// Opens for writing: WAL mode, 16 KiB pages for a new file, pending migrations applied.
    private static func openWriting(
        _ file: RegistryFile, create: Bool, busyTimeout: Double, lockWait: LockWait
    ) throws -> RegistryStore {
        let path = file.path
        let connection = try wrapOpening(path) {
            try Connection(path: path, mode: create ? .readWrite : .readWriteExisting, busyTimeout: busyTimeout)
        }
        let migrator = Migrator()
        let current = try wrapOpening(path) { try migrator.isRecordedUpToDate(connection) }
        if !current { _ = try wrapOpening(path) { try migrator.validate(connection) } }
        try wrapOpening(path) {
            // A new file gets 16 KiB pages (only possible before its first table and WAL mode):
            // stored layouts and audits are rows of 3–16 KiB, which 4 KiB pages split or waste.
            if try connection.scalarInt("PRAGMA page_count") == 0 {
                try connection.execute("PRAGMA page_size = 16384")
            }
            try connection.enableWriteAheadLog()
        }
        let applied = current ? [] : try wrapOpening(path) { try migrator.migrate(connection, wait: lockWait) }
        return RegistryStore(connection: connection, created: create, appliedMigrations: applied)
    }

    /// Opens without writing.
    ///
    /// - When this user can write the file and its folder (and the disk has room), a read-write
    ///   connection with `PRAGMA query_only`: no statement writes, and closing it removes the
    ///   `-wal`/`-shm` files as any last connection does, instead of leaving them behind.
    /// - Otherwise, when the write-ahead log is empty (or the file system is read-only), SQLite
    ///   is told the file is immutable: no `-wal`/`-shm` is created (none owned by a reader is
    ///   left in a shared folder) and no lock is taken.
    /// - Otherwise a read-only connection that uses the existing `-wal`/`-shm`.
    ///
    /// With `snapshot` (a backup being restored, which no one writes) the file is read as
    /// immutable whenever its write-ahead log is empty, so nothing is created beside it.
    static func openReading(_ file: RegistryFile, busyTimeout: Double, snapshot: Bool = false) throws -> RegistryStore {
        let path = file.path
        let canWrite = file.isWritable && !file.isOnFullFileSystem
        let mode: Connection.Mode
        if file.isOnReadOnlyFileSystem || (!file.logHasContent && (snapshot || !canWrite)) {
            mode = .immutable
        } else {
            mode = canWrite && !snapshot ? .readWriteExisting : .readOnly
        }
        let connection: Connection
        do {
            connection = try wrapOpening(path) { try Connection(path: path, mode: mode, busyTimeout: busyTimeout) }
        } catch let error as StorageError where error.isUnwritable && mode != .immutable && !file.logHasContent {
            connection = try wrapOpening(path) {
                try Connection(path: path, mode: .immutable, busyTimeout: busyTimeout)
            }
        }
        if connection.mode.writes { try wrapOpening(path) { try connection.execute("PRAGMA query_only = 1") } }
        let migrator = Migrator()
        if try !wrapOpening(path, { try migrator.isRecordedUpToDate(connection) }) {
            _ = try wrapOpening(path) { try migrator.validate(connection) }
        }
        return RegistryStore(connection: connection)
    }

    /// Opens an existing registry without writing to it (no migration, no WAL switch): the same
    /// as `open(path:access: .inspect)`.
    public static func openReadOnly(path: String, busyTimeout: Double = 5) throws -> RegistryStore {
        try open(path: path, access: .inspect, busyTimeout: busyTimeout)
    }

    /// Runs `body` in one write transaction; any error rolls it all back.
    public func write<T>(_ body: () throws -> T) throws -> T {
        try wrap { try connection.writeTransaction(body) }
    }

    /// Runs `body` (a long run of write transactions, such as a whole-registry audit) with the
    /// write-ahead log checkpointed every 64 MiB rather than SQLite's 4 MiB: each checkpoint syncs
    /// the file. The connection's previous setting is restored afterwards, whatever happens.
    public func withInfrequentCheckpoints<T>(_ body: () throws -> T) throws -> T {
        let pages = try wrap { try connection.scalarInt("PRAGMA wal_autocheckpoint") ?? 1000 }
        try wrap { try connection.execute("PRAGMA wal_autocheckpoint = 16384") }
        defer { try? connection.execute("PRAGMA wal_autocheckpoint = \(pages)") }
        return try body()
    }

    /// Runs `body` (a bulk write such as an import, begun inside it) with SQLite's temporary
    /// files kept in memory (`PRAGMA temp_store = MEMORY`): a statement that inserts several rows
    /// into a table with foreign keys keeps a statement journal (the pages it changes that existed
    /// before it), which past 64 KiB SQLite writes to a temporary file. An import's command inserts
    /// wrote about 3 KiB per command there (126 MB for 40,000 commands, 15,380 `pwrite` calls); in
    /// memory it is one statement's journal at a time. The connection's previous setting is
    /// restored afterwards, whatever happens; inside a transaction (where the setting cannot change)
    /// `body` just runs.
    public func withTemporaryFilesInMemory<T>(_ body: () throws -> T) throws -> T {
        guard !connection.isInTransaction else { return try body() }
        let previous = try wrap { try connection.scalarInt("PRAGMA temp_store") ?? 0 }
        try wrap { try connection.execute("PRAGMA temp_store = MEMORY") }
        defer { try? connection.execute("PRAGMA temp_store = \(previous)") }
        return try body()
    }

    /// Runs `body` in one read transaction (one consistent snapshot).
    public func read<T>(_ body: () throws -> T) throws -> T {
        try wrap { try connection.readTransaction(body) }
    }

    /// Migration status, read without writing.
    public func migrationStatus() throws -> MigrationStatus {
        try Self.wrap { try Migrator().status(of: connection) }
    }

    /// The registry revision: the id of the latest change-log entry (0 when empty).
    public func revision() throws -> Int64 {
        try Self.wrap { try connection.scalarInt("SELECT coalesce(max(id), 0) FROM change_log") ?? 0 }
    }

    /// Opening errors in words a user can act on: a file that is not SQLite is not a registry, a
    /// damaged one says so, and an I/O failure on a full disk says the disk is full.
    static func wrapOpening<T>(_ path: String, _ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as DatabaseError {
            throw explain(error, path: path)
        } catch let error as StorageError {
            if case .migrationFailed(_, _, _) = error, RegistryFile(path).isOnFullFileSystem {
                throw StorageError.diskFull(path: path)
            }
            throw error
        }
    }

    /// An SQLite error in the words a user acts on.
    static func explain(_ error: DatabaseError, path: String) -> StorageError {
        if error.resultCode == .SQLITE_NOTADB || error.resultCode == .SQLITE_CORRUPT || error.isIOError,
            let reason = RegistryFile(path).truncation()
        {
            return .damaged(path: path, reason: reason)
        }
        if error.resultCode == .SQLITE_NOTADB {
            return .notARegistry(path: path, reason: "it is not an SQLite database")
        }
        if error.resultCode == .SQLITE_CORRUPT {
            return .damaged(path: path, reason: "SQLite finds it malformed (\(error.message))")
        }
        if error.isFull || (error.isIOError && RegistryFile(path).isOnFullFileSystem) {
            return .diskFull(path: path)
        }
        return .database(error)
    }

    /// Turns SQLite errors into ``StorageError/database(_:)`` (a full disk into
    /// ``StorageError/diskFull(path:)``).
    func wrap<T>(_ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as DatabaseError {
            switch Self.explain(error, path: path) {
            case .database: throw StorageError.database(error)
            case let explained: throw explained
            }
        }
    }

    /// Turns SQLite errors into ``StorageError/database(_:)``.
    static func wrap<T>(_ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as DatabaseError {
            throw StorageError.database(error)
        }
    }
}

extension StorageError {
    /// Whether the error says a file could not be created or written (read-only, I/O, full,
    /// cannot open): a reader may then try the file as immutable.
    var isUnwritable: Bool {
        switch self {
        case .diskFull, .readOnly: return true
        case .database(let error): return error.isIOError || error.isFull || error.isReadOnly || error.isCannotOpen
        default: return false
        }
    }
}
