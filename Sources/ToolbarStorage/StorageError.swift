import ToolbarModel

/// What the storage layer refuses or fails at. Each case reads as one clear sentence.
public enum StorageError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Nothing (or an empty file) is at the path and the command does not create registries.
    case noRegistry(path: String, detail: String?)
    /// The file is an SQLite database that was cut short or corrupted.
    case damaged(path: String, reason: String)
    /// This user cannot write the registry, and the command writes.
    case readOnly(path: String, reason: String)
    /// The file system is full: the write could not happen and nothing was written.
    case diskFull(path: String)
    /// A file given to `db restore` is not a whole toolbar registry; the registry was not touched.
    case notABackup(path: String, reason: String)
    /// A restore failed after the copy; the registry was put back (or where its copy is).
    case restoreFailed(path: String, reason: String)
    /// Another process held the write lock while migrations were pending, longer than the wait.
    case migrationBlocked(path: String, version: Int, name: String, waited: Double)
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
        case .noRegistry(let path, let detail):
            return "no registry at '\(path.pathPreview)'\(detail.map { " (\($0))" } ?? "") "
                + "(create one with 'toolbar-registry seed' or 'import')"
        case .damaged(let path, let reason):
            return
                "'\(path.pathPreview)' is a damaged registry: \(reason); restore a backup with 'toolbar-registry db restore'"
        case .readOnly(let path, let reason):
            return "the registry is read-only for this user (\(reason)): reading works, but this command writes; "
                + "ask for write access or work on a copy ('toolbar-registry db backup'). '\(path.pathPreview)' was not changed"
        case .diskFull(let path):
            return
                "the disk is full; nothing was written ('\(path.pathPreview)' is unchanged). Free some space and try again"
        case .notABackup(let path, let reason):
            return "'\(path.pathPreview)' cannot be restored: \(reason). The registry was not changed"
        case .restoreFailed(let path, let reason):
            return "restoring into '\(path.pathPreview)' failed: \(reason)"
        case .migrationBlocked(let path, let version, let name, let waited):
            return
                "another process is migrating the registry '\(path.pathPreview)' (migration \(version), \(name), still "
                + "pending after waiting \(Int(waited.rounded())) s); try again when it has finished"
        case .notARegistry(let path, let reason):
            return "'\(path.pathPreview)' is not a toolbar registry (\(reason)); pass another file with --db"
        case .newerSchema(let path, let applied, let known):
            return
                "'\(path.pathPreview)' was written by a newer toolbar-registry (schema \(applied); this build knows up to "
                + "\(known)); it was not touched. Upgrade toolbar-registry to use it"
        case .checksumMismatch(let path, let version, let name):
            return "'\(path.pathPreview)': applied migration \(version) (\(name)) no longer matches its file; "
                + "released migrations must never be edited. The database was not touched"
        case .migrationFailed(let version, let name, let reason):
            return "migration \(version) (\(name)) failed and was rolled back: \(reason)"
        case .pendingMigrations(let path, let pending):
            return
                "'\(path.pathPreview)' needs migrations \(pending.map(String.init).joined(separator: ", ")) before it can be read, "
                + "and this user cannot write it; run 'toolbar-registry db migrate' as a user who can"
        case .database(let error):
            return error.description
        case .inconsistent(let what):
            return "the registry is inconsistent: \(what); run 'toolbar-registry db check'"
        }
    }
}
