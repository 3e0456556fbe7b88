/// An error reported by SQLite: its extended result code, its message, and the SQL that failed.
///
/// The description reads `SQLite error 19 (2067): UNIQUE constraint failed: apps.name_key - while
/// executing `INSERT INTO apps …``. Bound values are never included, so messages cannot leak
/// user data into logs.
public struct DatabaseError: Error, Equatable, Sendable, CustomStringConvertible {
    /// SQLite's extended result code (e.g. ``ResultCode/SQLITE_CONSTRAINT_UNIQUE``).
    public var extendedResultCode: ResultCode
    /// SQLite's message.
    public var message: String
    /// The SQL being executed, when there was one.
    public var sql: String?

    public init(extendedResultCode: ResultCode, message: String, sql: String? = nil) {
        self.extendedResultCode = extendedResultCode
        self.message = message
        self.sql = sql
    }

    /// The primary result code (the low 8 bits of the extended code).
    public var resultCode: ResultCode { extendedResultCode.primaryResultCode }

    /// Whether another connection held a lock for longer than the busy timeout.
    public var isBusy: Bool { resultCode == .SQLITE_BUSY || resultCode == .SQLITE_LOCKED }

    /// Whether a constraint (unique, foreign key, check, not null) failed.
    public var isConstraintViolation: Bool { resultCode == .SQLITE_CONSTRAINT }

    /// Whether the disk or a file-size limit is full.
    public var isFull: Bool { resultCode == .SQLITE_FULL }

    /// Whether the database is read-only for this process.
    public var isReadOnly: Bool { resultCode == .SQLITE_READONLY }

    /// Whether SQLite failed to read or write a file (`SQLITE_IOERR_*`).
    public var isIOError: Bool { resultCode == .SQLITE_IOERR }

    /// Whether SQLite could not open a file (`SQLITE_CANTOPEN`).
    public var isCannotOpen: Bool { resultCode == .SQLITE_CANTOPEN }

    /// Whether the file is not a database or is damaged.
    public var isNotADatabase: Bool { resultCode == .SQLITE_NOTADB || resultCode == .SQLITE_CORRUPT }

    public var description: String {
        var text = "SQLite error \(resultCode.rawValue)"
        if extendedResultCode != resultCode { text += " (\(extendedResultCode.rawValue))" }
        text += ": \(message)"
        if let sql { text += " - while executing `\(sql)`" }
        return text
    }
}
