import ToolbarModel
import ToolbarStorage

/// What the service layer refuses or fails at. Every case reads as one sentence saying what was
/// wrong, where, and what to do; the CLI prints it after `Error: ` and exits 1.
public enum RegistryError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A record does not exist; `suggestion` is a close existing name.
    case notFound(kind: String, name: String, parent: String?, suggestion: String?)
    /// A record with that name (ignoring case) already exists under the same parent.
    case alreadyExists(kind: String, name: String, parent: String?)
    /// Removing the record would remove children; `--force` is needed.
    case hasChildren(kind: String, name: String, children: String)
    /// A value the model refuses.
    case invalid(ModelError)
    /// A request that contradicts the records (e.g. a placement differing from the group's).
    case conflict(String)
    /// An import file was refused.
    case importRefused(file: String, InterchangeError)
    /// A file could not be read or written.
    case file(path: String, reason: String)
    /// The registry file cannot be written by this user (reading works).
    case readOnly
    /// An audit's scope holds no screens (an audit of nothing is not a pass).
    case nothingToAudit(String)
    /// The database refused or failed.
    case storage(StorageError)

    public var description: String {
        switch self {
        case .notFound(let kind, let name, let parent, let suggestion):
            var text = "no \(kind) '\(name.debugPreview)'"
            if let parent { text += " in \(parent)" }
            if let suggestion {
                text += "; did you mean '\(suggestion)'?"
            } else {
                text += "; list them with 'toolbar-registry \(kind == "command" ? "command" : kind) list'"
            }
            return text
        case .alreadyExists(let kind, let name, let parent):
            return
                "\(kind) '\(name.debugPreview)' already exists\(parent.map { " in \($0)" } ?? "") (names are unique ignoring case); choose another name or update it"
        case .hasChildren(let kind, let name, let children):
            return
                "\(kind) '\(name.debugPreview)' still holds \(children); pass --force to remove it with everything in it"
        case .invalid(let error):
            return error.description
        case .conflict(let message):
            return message
        case .importRefused(let file, let error):
            return "\(file): \(error.description); nothing was imported"
        case .file(let path, let reason):
            return "'\(path.pathPreview)': \(reason)"
        case .readOnly:
            return "the registry is read-only for this user: reading works, but this command writes; "
                + "ask for write access or work on a copy (toolbar-registry db backup)"
        case .nothingToAudit(let what):
            return
                "nothing to audit: \(what); an audit of no screens is not a pass (add screens, or check the scope and --owner)"
        case .storage(let error):
            return error.description
        }
    }
}

/// Runs `body` and turns lower layers' errors into ``RegistryError``.
func translatingErrors<T>(_ body: () throws -> T) throws -> T {
    do {
        return try body()
    } catch let error as RegistryError {
        throw error
    } catch let error as ModelError {
        throw RegistryError.invalid(error)
    } catch let error as OutputFileError {
        throw RegistryError.file(path: error.path, reason: error.explanation)
    } catch let error as StorageError {
        if case .database(let database) = error, database.isBusy {
            throw RegistryError.storage(
                .database(
                    DatabaseError(
                        extendedResultCode: database.extendedResultCode,
                        message:
                            "the registry stayed locked by another writer for longer than the busy timeout; try again",
                        sql: nil)))
        }
        if case .database(let database) = error, database.isReadOnly {
            throw RegistryError.readOnly
        }
        if case .database(let database) = error, database.isFull {
            throw RegistryError.storage(
                .database(
                    DatabaseError(
                        extendedResultCode: database.extendedResultCode,
                        message: "the disk is full (or a file-size limit was reached); nothing was written", sql: nil)))
        }
        throw RegistryError.storage(error)
    }
}
