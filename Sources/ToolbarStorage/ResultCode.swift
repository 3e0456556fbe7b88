import ToolbarRegistrySQLite

/// A SQLite result code, primary (`SQLITE_CONSTRAINT`, 19) or extended
/// (`SQLITE_CONSTRAINT_UNIQUE`, 2067), typed so that errors are matched by name rather than by
/// number (GRDB's `ResultCode`).
public struct ResultCode: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// SQLite's number for the code.
    public let rawValue: Int32

    public init(rawValue: Int32) { self.rawValue = rawValue }

    /// The primary code of an extended one (its low 8 bits); a primary code is its own.
    public var primaryResultCode: ResultCode { ResultCode(rawValue: rawValue & 0xFF) }

    /// Whether this is a primary code.
    public var isPrimary: Bool { rawValue == primaryResultCode.rawValue }

    /// SQLite's English text for the code (`sqlite3_errstr`).
    public var description: String { "\(rawValue) (\(String(cString: sqlite3_errstr(rawValue))))" }

    /// A primary pattern matches its extended codes too; an extended pattern matches only itself.
    public static func ~= (pattern: ResultCode, code: ResultCode) -> Bool {
        pattern.isPrimary ? pattern == code.primaryResultCode : pattern == code
    }

    /// Matches an error by result code in a `catch` or `switch` (`catch ResultCode.SQLITE_CONSTRAINT`):
    /// true for a ``DatabaseError`` whose extended code the pattern matches.
    public static func ~= (pattern: ResultCode, error: any Error) -> Bool {
        guard let error = error as? DatabaseError else { return false }
        return pattern ~= error.extendedResultCode
    }

    // MARK: - Primary codes (sqlite.org/rescode.html)

    public static let SQLITE_OK = ResultCode(rawValue: 0)
    public static let SQLITE_ERROR = ResultCode(rawValue: 1)
    public static let SQLITE_INTERNAL = ResultCode(rawValue: 2)
    public static let SQLITE_PERM = ResultCode(rawValue: 3)
    public static let SQLITE_ABORT = ResultCode(rawValue: 4)
    public static let SQLITE_BUSY = ResultCode(rawValue: 5)
    public static let SQLITE_LOCKED = ResultCode(rawValue: 6)
    public static let SQLITE_NOMEM = ResultCode(rawValue: 7)
    public static let SQLITE_READONLY = ResultCode(rawValue: 8)
    public static let SQLITE_INTERRUPT = ResultCode(rawValue: 9)
    public static let SQLITE_IOERR = ResultCode(rawValue: 10)
    public static let SQLITE_CORRUPT = ResultCode(rawValue: 11)
    public static let SQLITE_NOTFOUND = ResultCode(rawValue: 12)
    public static let SQLITE_FULL = ResultCode(rawValue: 13)
    public static let SQLITE_CANTOPEN = ResultCode(rawValue: 14)
    public static let SQLITE_PROTOCOL = ResultCode(rawValue: 15)
    public static let SQLITE_SCHEMA = ResultCode(rawValue: 17)
    public static let SQLITE_TOOBIG = ResultCode(rawValue: 18)
    public static let SQLITE_CONSTRAINT = ResultCode(rawValue: 19)
    public static let SQLITE_MISMATCH = ResultCode(rawValue: 20)
    /// A library used incorrectly — here also a statement given the wrong number of arguments.
    public static let SQLITE_MISUSE = ResultCode(rawValue: 21)
    public static let SQLITE_RANGE = ResultCode(rawValue: 25)
    public static let SQLITE_NOTADB = ResultCode(rawValue: 26)

    // MARK: - Extended codes the registry tells apart

    public static let SQLITE_CONSTRAINT_CHECK = ResultCode(rawValue: 275)
    public static let SQLITE_CONSTRAINT_FOREIGNKEY = ResultCode(rawValue: 787)
    public static let SQLITE_CONSTRAINT_NOTNULL = ResultCode(rawValue: 1299)
    public static let SQLITE_CONSTRAINT_PRIMARYKEY = ResultCode(rawValue: 1555)
    public static let SQLITE_CONSTRAINT_UNIQUE = ResultCode(rawValue: 2067)
}
