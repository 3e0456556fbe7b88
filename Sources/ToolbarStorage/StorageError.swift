/// What the storage layer refuses or fails at. Each case reads as one clear sentence.
public enum StorageError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file is not a toolbar registry (another SQLite database, or not SQLite at all).
    case notARegistry(path: String, reason: String)
    /// The registry was written by a newer version of the tool.
    case newerSchema(path: String, applied: Int, known: Int)
    /// An applied migration no longer matches its file.
    case checksumMismatch(path: String, version: Int, name: String)
    /// A migration failed and was rolled back.
    case migrationFailed(version: Int, name: String, reason: String)
    /// The database has migrations that have not been applied (and this connection may not write).
    case pendingMigrations(path: String, pending: [Int])
    /// SQLite reported an error.
    case database(DatabaseError)
    /// Rows that must exist together do not (the write that found it was rolled back).
    case inconsistent(String)

    public var description: String {
        switch self {
        case let .notARegistry(path, reason):
            return "'\(path)' is not a toolbar registry (\(reason)); pass another file with --db"
        case let .newerSchema(path, applied, known):
            return "'\(path)' was written by a newer toolbar-registry (schema \(applied); this build knows up to "
                + "\(known)); it was not touched. Upgrade toolbar-registry to use it"
        case let .checksumMismatch(path, version, name):
            return "'\(path)': applied migration \(version) (\(name)) no longer matches its file; "
                + "released migrations must never be edited. The database was not touched"
        case let .migrationFailed(version, name, reason):
            return "migration \(version) (\(name)) failed and was rolled back: \(reason)"
        case let .pendingMigrations(path, pending):
            return "'\(path)' needs migrations \(pending.map(String.init).joined(separator: ", ")); "
                + "run 'toolbar-registry db migrate'"
        case let .database(error):
            return error.description
        case let .inconsistent(what):
            return "the registry is inconsistent: \(what); run 'toolbar-registry db check'"
        }
    }
}
