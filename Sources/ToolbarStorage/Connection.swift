import ToolbarRegistrySQLite

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// SQLite's `SQLITE_TRANSIENT`, which Swift cannot import as a macro: SQLite copies bound bytes.
let sqliteTransient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)

/// One connection to a registry database file. Not thread-safe: use one per thread or process.
///
/// Set-up happens in one place (``setUp(busyTimeout:)``): extended result codes, double-quoted
/// string literals off, foreign keys on and a busy timeout; ``enableWriteAheadLog()`` adds WAL
/// (checked that it took) and `synchronous = NORMAL` once the file is known to be a registry.
public final class Connection {
    /// How to open the file.
    public enum Mode: Sendable {
        /// Read and write; the file is created when missing.
        case readWrite
        /// Read and write an existing file; never creates one.
        case readWriteExisting
        /// Read only; the file must exist and is never written (no WAL switch either). SQLite
        /// may still create `-wal`/`-shm` beside a WAL database, where the folder allows it.
        case readOnly
        /// Read only, with SQLite told the file cannot change (`immutable=1`): no locks and no
        /// `-wal`/`-shm` files. Safe on read-only media, and for a file whose write-ahead log is
        /// empty when no one may or can write it.
        case immutable

        /// Whether the connection may write.
        public var writes: Bool { self == .readWrite || self == .readWriteExisting }
    }

    /// The database file path.
    public let path: String
    /// How the file was opened.
    public let mode: Mode
    let handle: OpaquePointer
    private var statementCache: [String: Statement] = [:]

    /// Opens (and for `.readWrite` creates) the database at `path`.
    /// - parameter busyTimeout: how long to wait for another writer, in seconds (default 5).
    public init(path: String, mode: Mode = .readWrite, busyTimeout: Double = 5) throws {
        self.path = path
        self.mode = mode
        _ = Self.configureOnce
        var db: OpaquePointer?
        let flags: Int32
        var name = path
        switch mode {
        case .readWrite: flags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX
        case .readWriteExisting: flags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_NOMUTEX
        case .readOnly: flags = SQLITE_OPEN_READONLY | SQLITE_OPEN_NOMUTEX
        case .immutable:
            flags = SQLITE_OPEN_READONLY | SQLITE_OPEN_URI | SQLITE_OPEN_NOMUTEX
            name = Self.uri(path, query: "immutable=1")
        }
        let code = sqlite3_open_v2(name, &db, flags, nil)
        guard code == SQLITE_OK, let db else {
            let message = db.map { String(cString: sqlite3_errmsg($0)) } ?? String(cString: sqlite3_errstr(code))
            let extended = db.map { sqlite3_extended_errcode($0) } ?? code
            sqlite3_close_v2(db)
            throw DatabaseError(extendedResultCode: ResultCode(rawValue: extended), message: message)
        }
        handle = db
        do {
            try setUp(busyTimeout: busyTimeout)
        } catch {
            recentStatements.removeAll()
            statementCache.removeAll()
            sqlite3_close_v2(db)
            throw error
        }
    }

    /// Process-wide SQLite settings, applied before the first connection opens.
    private static let configureOnce: Void = {
        _ = toolbar_registry_sqlite3_disable_memory_status()
    }()

    deinit {
        recentStatements.removeAll()
        statementCache.removeAll()
        sqlite3_close_v2(handle)
    }

    // MARK: - Set-up

    /// A `file:` URI for `path` with `query` (sqlite.org/uri.html): `%`, `?` and `#` escaped.
    static func uri(_ path: String, query: String) -> String {
        var escaped = ""
        for scalar in path.unicodeScalars {
            switch scalar {
            case "%": escaped += "%25"
            case "?": escaped += "%3f"
            case "#": escaped += "%23"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        // A relative path that starts with "//" would read as an authority; make it explicit.
        if escaped.hasPrefix("//") { escaped = "/" + escaped.drop { $0 == "/" } }
        return "file:\(escaped)?\(query)"
    }

    /// The busy timeout in milliseconds.
    private var busyTimeoutMilliseconds: Int32 = 5000

    private func setUp(busyTimeout: Double) throws {
        sqlite3_extended_result_codes(handle, 1)
        _ = toolbar_registry_sqlite3_disable_dqs(handle)
        busyTimeoutMilliseconds = Int32(max(0, min(busyTimeout, 3600)) * 1000)
        sqlite3_busy_timeout(handle, busyTimeoutMilliseconds)
        try execute("PRAGMA foreign_keys = ON")
        // Reading the schema here turns "file is not a database" into an error at open time.
        _ = try scalarInt("SELECT count(*) FROM sqlite_schema")
    }

    /// Switches the database to WAL mode (checked that it took) with `synchronous = NORMAL`.
    ///
    /// > The WAL journaling mode uses a write-ahead log instead of a rollback journal to implement
    /// > transactions. (sqlite.org/wal.html) Readers do not block writers, so several people and
    /// > CI jobs can share one registry file. Called after the file is known to be a registry,
    /// > because the journal mode is stored in the file.
    public func enableWriteAheadLog() throws {
        let journal = try scalarText("PRAGMA journal_mode = WAL")
        guard journal?.lowercased() == "wal" else {
            throw DatabaseError(
                extendedResultCode: .SQLITE_ERROR,
                message: "could not switch the database to WAL mode (journal mode is \(journal ?? "unknown"))")
        }
        try execute("PRAGMA synchronous = NORMAL")
    }

    // MARK: - Executing SQL

    /// Runs one or more statements without arguments (schema changes, pragmas).
    public func execute(_ sql: String) throws {
        var errorMessage: UnsafeMutablePointer<CChar>?
        let code = sqlite3_exec(handle, sql, nil, nil, &errorMessage)
        if code != SQLITE_OK {
            let message = errorMessage.map { String(cString: $0) } ?? String(cString: sqlite3_errmsg(handle))
            sqlite3_free(errorMessage)
            throw DatabaseError(
                extendedResultCode: ResultCode(rawValue: sqlite3_extended_errcode(handle)), message: message, sql: sql)
        }
    }

    /// Runs one statement with bound arguments and returns the number of rows it changed.
    @discardableResult
    public func run(_ sql: SQL, _ arguments: [SQLValue] = []) throws -> Int {
        let statement = try prepare(sql)
        try statement.bind(arguments)
        defer { statement.reset() }
        while try statement.step() {}
        return Int(sqlite3_changes(handle))
    }

    /// Runs one statement whose arguments `bind` appends straight to its parameters (no array of
    /// them is built; see ``Statement/bind(with:)``) and returns the number of rows it changed.
    @discardableResult
    public func run(_ sql: SQL, binding bind: (inout ParameterBinder) throws -> Void) throws -> Int {
        let statement = try prepare(sql)
        try statement.bind(with: bind)
        defer { statement.reset() }
        while try statement.step() {}
        return Int(sqlite3_changes(handle))
    }

    /// Runs a query and maps every row.
    public func query<T>(_ sql: SQL, _ arguments: [SQLValue] = [], _ map: (Row) throws -> T) throws -> [T] {
        let statement = try prepare(sql)
        try statement.bind(arguments)
        defer { statement.reset() }
        var results: [T] = []
        let row = Row(statement: statement)
        while try statement.step() {
            results.append(try map(row))
        }
        return results
    }

    /// Runs a query and maps its first row, if any.
    public func queryFirst<T>(_ sql: SQL, _ arguments: [SQLValue] = [], _ map: (Row) throws -> T) throws -> T? {
        let statement = try prepare(sql)
        try statement.bind(arguments)
        defer { statement.reset() }
        return try statement.step() ? try map(Row(statement: statement)) : nil
    }

    /// The first column of the first row as an integer.
    public func scalarInt(_ sql: SQL, _ arguments: [SQLValue] = []) throws -> Int64? {
        try queryFirst(sql, arguments) { $0.optionalInt64(0) } ?? nil
    }

    /// The first column of the first row as text.
    public func scalarText(_ sql: SQL, _ arguments: [SQLValue] = []) throws -> String? {
        try queryFirst(sql, arguments) { $0.optionalString(0) } ?? nil
    }

    /// The rowid of the last inserted row.
    public var lastInsertRowID: Int64 { sqlite3_last_insert_rowid(handle) }

    /// A prepared statement for `sql`: for fixed SQL the one kept from an earlier call (prepared
    /// and kept on first use), for dynamic SQL a new one that is finalized when released.
    public func prepare(_ sql: SQL) throws -> Statement {
        guard sql.isFixed else { return try Statement(connection: self, sql: sql.text, persistent: false) }
        // The few statements a loop alternates between (an import's insert and its change-log
        // entry) are found by comparing texts, which is immediate for the same constant, before
        // hashing a whole SQL text for the dictionary.
        for statement in recentStatements where statement.sql == sql.text { return statement }
        let statement: Statement
        if let cached = statementCache[sql.text] {
            statement = cached
        } else {
            statement = try Statement(connection: self, sql: sql.text, persistent: true)
            statementCache[sql.text] = statement
        }
        if recentStatements.count < 4 {
            recentStatements.append(statement)
        } else {
            recentStatements[nextRecent] = statement
            nextRecent = (nextRecent + 1) % recentStatements.count
        }
        return statement
    }

    /// The statements prepared last (see ``prepare(_:)``), and which one is replaced next.
    private var recentStatements: [Statement] = []
    private var nextRecent = 0

    /// How many prepared statements the connection keeps (one per fixed SQL text it has run).
    public var cachedStatementCount: Int { statementCache.count }

    /// Whether a transaction is open.
    public var isInTransaction: Bool { sqlite3_get_autocommit(handle) == 0 }

    // MARK: - Transactions

    /// Runs `body` in one write transaction (`BEGIN IMMEDIATE`, so a second writer waits for the
    /// busy timeout instead of failing later). Any error rolls everything back. Nested calls use
    /// a savepoint.
    public func writeTransaction<T>(_ body: () throws -> T) throws -> T {
        if isInTransaction {
            try execute("SAVEPOINT nested")
            do {
                let result = try body()
                try execute("RELEASE nested")
                return result
            } catch {
                try? execute("ROLLBACK TO nested")
                try? execute("RELEASE nested")
                throw error
            }
        }
        try execute("BEGIN IMMEDIATE")
        do {
            let result = try body()
            try execute("COMMIT")
            return result
        } catch {
            if isInTransaction { try? execute("ROLLBACK") }
            throw error
        }
    }

    /// Begins a write transaction (`BEGIN IMMEDIATE`), waiting up to `timeout` seconds for
    /// another connection's write lock instead of the busy timeout, and calling `onWait` with the
    /// seconds waited about every quarter second while it waits. Throws SQLite's busy error when
    /// the time is up.
    public func beginImmediate(waitingUpTo timeout: Double, onWait: (Double) -> Void) throws {
        let start = Date()
        sqlite3_busy_timeout(handle, 250)
        defer { sqlite3_busy_timeout(handle, busyTimeoutMilliseconds) }
        while true {
            do {
                try execute("BEGIN IMMEDIATE")
                return
            } catch let error as DatabaseError where error.isBusy {
                let waited = Date().timeIntervalSince(start)
                if waited >= timeout { throw error }
                onWait(waited)
            }
        }
    }

    /// Runs `body` in one read transaction, so all its queries see one snapshot.
    public func readTransaction<T>(_ body: () throws -> T) throws -> T {
        if isInTransaction { return try body() }
        try execute("BEGIN DEFERRED")
        defer { try? execute("COMMIT") }
        return try body()
    }

    func lastError(sql: String?) -> DatabaseError {
        DatabaseError(
            extendedResultCode: ResultCode(rawValue: sqlite3_extended_errcode(handle)),
            message: String(cString: sqlite3_errmsg(handle)), sql: sql)
    }
}
