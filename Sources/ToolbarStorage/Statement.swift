import ToolbarRegistrySQLite

nonisolated(unsafe) private let emptyCString: UnsafePointer<CChar> = {
    let pointer = UnsafeMutablePointer<CChar>.allocate(capacity: 1)
    pointer.initialize(to: 0)
    return UnsafePointer(pointer)
}()

/// A prepared statement. Finalized when released; reset after each use by ``Connection``, which
/// keeps one per fixed SQL text (see ``SQL``).
public final class Statement {
    let handle: OpaquePointer
    unowned let connection: Connection
    /// The SQL text.
    public let sql: String
    /// The bytes of the texts bound for the current run, which SQLite reads in place. Released
    /// after `sqlite3_finalize` (stored properties outlive `deinit`'s body).
    private let texts = BoundTextArena()

    /// Prepares `sql`; `persistent` tells SQLite the statement will be kept and reused.
    init(connection: Connection, sql: String, persistent: Bool) throws {
        self.connection = connection
        self.sql = sql
        var statement: OpaquePointer?
        let flags = persistent ? UInt32(SQLITE_PREPARE_PERSISTENT) : 0
        let code = sqlite3_prepare_v3(connection.handle, sql, -1, flags, &statement, nil)
        guard code == SQLITE_OK, let statement else {
            throw connection.lastError(sql: sql)
        }
        handle = statement
    }

    deinit { sqlite3_finalize(handle) }

    /// Binds every argument (1-based positions). A count that does not match the SQL's
    /// parameters throws `SQLITE_MISUSE` and leaves nothing bound, as GRDB does: the statement
    /// then never runs with a parameter left NULL or a value in the wrong column.
    ///
    /// Every parameter is cleared (set NULL) first, in one call, and NULL values are then left
    /// as they are: a command row has about eighteen NULL columns, and binding each was a call
    /// into SQLite (a bulk import binds hundreds of thousands of times). A bind that fails
    /// (a wrong count, or SQLite refusing a value) clears every parameter before it throws, so no
    /// value of an earlier run stays bound.
    public func bind(_ arguments: [SQLValue]) throws {
        try bind { binder in
            for value in arguments { binder.append(value) }
        }
    }

    /// Binds the values `body` appends to the binder, in order, with the checks and errors of
    /// ``bind(_:)`` (a wrong count first, then the first value SQLite refused), without building
    /// an array: a bulk insert binds hundreds of values per statement.
    ///
    /// Texts are bound where ``BoundTextArena`` keeps them, which reuses the previous run's bytes:
    /// a statement that is still stepping (not reset) is refused before anything is copied, so
    /// a run never reads a text overwritten by the next one (its parameters are cleared, as
    /// SQLite's own refusal of each value cleared them before).
    public func bind(with body: (inout ParameterBinder) throws -> Void) throws {
        guard sqlite3_stmt_busy(handle) == 0 else {
            sqlite3_clear_bindings(handle)
            throw DatabaseError(
                extendedResultCode: .SQLITE_MISUSE, message: "the statement is still running and cannot be bound again",
                sql: sql)
        }
        texts.reset()
        sqlite3_clear_bindings(handle)
        var binder = ParameterBinder(statement: self, expected: sqlite3_bind_parameter_count(handle))
        do {
            try body(&binder)
        } catch {
            sqlite3_clear_bindings(handle)
            throw error
        }
        guard binder.count == binder.expected else {
            sqlite3_clear_bindings(handle)
            throw DatabaseError(
                extendedResultCode: .SQLITE_MISUSE,
                message: "wrong number of statement arguments: \(binder.count) for \(binder.expected) parameters",
                sql: sql)
        }
        if let failure = binder.failure {
            sqlite3_clear_bindings(handle)
            throw failure
        }
    }

    /// Binds one value at a 1-based position; SQLite's result code.
    fileprivate func bindValue(_ value: SQLValue, at index: Int32) -> Int32 {
        switch value {
        // Every parameter is NULL until bound (see ``bind(with:)``).
        case .null: return SQLITE_OK
        case .integer(let number): return sqlite3_bind_int64(handle, index, number)
        case .real(let number): return sqlite3_bind_double(handle, index, number)
        case .text(let text):
            var text = text
            return text.withUTF8 { bytes in
                // Bytes the arena keeps until the statement's next bind need no copy by SQLite: no
                // destructor is SQLite's `SQLITE_STATIC`.
                if let copy = texts.copy(bytes) {
                    return sqlite3_bind_text(handle, index, copy, Int32(bytes.count), nil)
                }
                return bytes.withMemoryRebound(to: CChar.self) { chars in
                    // A non-nil pointer even for "" so SQLite stores empty text, not NULL.
                    sqlite3_bind_text(
                        handle, index, chars.baseAddress ?? emptyCString, Int32(chars.count), sqliteTransient)
                }
            }
        case .blob(let bytes):
            return bytes.withUnsafeBytes { raw in
                sqlite3_bind_blob(
                    handle, index, raw.baseAddress ?? UnsafeRawPointer(bitPattern: 1), Int32(raw.count),
                    sqliteTransient)
            }
        }
    }

    /// Steps once: `true` when a row is available, `false` when done.
    public func step() throws -> Bool {
        switch sqlite3_step(handle) {
        case SQLITE_ROW: return true
        case SQLITE_DONE: return false
        default:
            let error = connection.lastError(sql: sql)
            sqlite3_reset(handle)
            throw error
        }
    }

    /// Resets the statement for its next use.
    public func reset() {
        sqlite3_reset(handle)
    }
}

/// Where a row's values go, in column order: an argument array, or a statement's parameters
/// through a ``ParameterBinder``. A record's columns are listed once, in a function generic over
/// the sink, for both.
public protocol SQLValueSink {
    /// Adds the next value.
    mutating func append(_ value: SQLValue)
}

extension Array: SQLValueSink where Element == SQLValue {}

/// Binds a statement's parameters in order as they are appended (see ``Statement/bind(with:)``).
/// The first value SQLite refuses is remembered and thrown once the body is done; values past the
/// statement's parameter count are counted, not bound, so the count check reports them.
public struct ParameterBinder: SQLValueSink {
    let statement: Statement
    /// The statement's parameter count.
    let expected: Int32
    /// How many values were appended.
    private(set) var count: Int32 = 0
    /// The first value SQLite refused, if any.
    private(set) var failure: DatabaseError?

    init(statement: Statement, expected: Int32) {
        self.statement = statement
        self.expected = expected
    }

    public mutating func append(_ value: SQLValue) {
        count += 1
        guard count <= expected, failure == nil else { return }
        if statement.bindValue(value, at: count) != SQLITE_OK {
            failure = statement.connection.lastError(sql: statement.sql)
        }
    }
}

/// The current row of a stepping statement. Column indexes are 0-based.
public struct Row {
    let statement: Statement

    /// Whether the column is NULL.
    public func isNull(_ index: Int32) -> Bool { sqlite3_column_type(statement.handle, index) == SQLITE_NULL }

    /// The column as a 64-bit integer (0 for NULL).
    public func int64(_ index: Int32) -> Int64 { sqlite3_column_int64(statement.handle, index) }

    /// The column as an integer (0 for NULL).
    public func int(_ index: Int32) -> Int { Int(sqlite3_column_int64(statement.handle, index)) }

    /// The column as a Boolean (non-zero is true).
    public func bool(_ index: Int32) -> Bool { sqlite3_column_int64(statement.handle, index) != 0 }

    /// The column as a double (0 for NULL).
    public func double(_ index: Int32) -> Double { sqlite3_column_double(statement.handle, index) }

    /// The column as text ("" for NULL).
    public func string(_ index: Int32) -> String { optionalString(index) ?? "" }

    /// The column as text, or nil for NULL.
    public func optionalString(_ index: Int32) -> String? {
        guard let pointer = sqlite3_column_text(statement.handle, index) else { return nil }
        let count = Int(sqlite3_column_bytes(statement.handle, index))
        return String(decoding: UnsafeBufferPointer(start: pointer, count: count), as: UTF8.self)
    }

    /// The column as an integer, or nil for NULL.
    public func optionalInt64(_ index: Int32) -> Int64? { isNull(index) ? nil : int64(index) }

    /// The column as an integer, or nil for NULL.
    public func optionalInt(_ index: Int32) -> Int? { isNull(index) ? nil : int(index) }

    /// The column as a double, or nil for NULL.
    public func optionalDouble(_ index: Int32) -> Double? { isNull(index) ? nil : double(index) }

    /// The column as bytes, or nil for NULL.
    public func optionalBlob(_ index: Int32) -> [UInt8]? {
        guard !isNull(index) else { return nil }
        let count = Int(sqlite3_column_bytes(statement.handle, index))
        guard count > 0, let pointer = sqlite3_column_blob(statement.handle, index) else { return [] }
        return Array(UnsafeRawBufferPointer(start: pointer, count: count))
    }
}
