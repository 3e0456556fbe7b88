#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Why an output file was refused or could not be written. Whatever the reason, the file that
/// was there before is unchanged and no temporary file is left behind.
public struct OutputFileError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What went wrong.
    public enum Reason: Equatable, Sendable {
        /// The path ends in `/` (a folder, not a file).
        case namesFolder
        /// The path is an existing directory.
        case isDirectory
        /// The path is a device, pipe or socket.
        case notRegularFile
        /// The existing file is read-only (no write permission, or immutable).
        case readOnly
        /// The path is the registry the command works on, or its `-wal`, `-shm` or `-journal` file.
        case isRegistry(String)
        /// The folder the file would go in does not exist.
        case missingFolder(String)
        /// Symbolic links point at each other (or nest more than 40 deep).
        case symlinkLoop
        /// A system call failed: what was being done and `errno`.
        case system(String, Int32)
    }

    /// The path as given.
    public var path: String
    /// What went wrong.
    public var reason: Reason

    public init(path: String, _ reason: Reason) {
        self.path = path
        self.reason = reason
    }

    /// The reason in words (without the path), saying what to do.
    public var explanation: String {
        switch reason {
        case .namesFolder:
            return "names a folder (it ends in '/'); give the path of a file inside it"
        case .isDirectory:
            return "is a directory; give a file path"
        case .notRegularFile:
            return "is not a regular file (a device, pipe or socket); give a file path"
        case .readOnly:
            return "is read-only; make it writable or choose another path (it was not changed)"
        case .isRegistry(let registry):
            return "is the registry '\(registry)' (or its -wal/-shm file); writing there would destroy it, "
                + "choose another path"
        case .missingFolder(let folder):
            return "the folder '\(folder)' does not exist; create it first"
        case .symlinkLoop:
            return "its symbolic links form a loop"
        case .system(let action, let code):
            return "could not \(action) (\(String(cString: strerror(code)))); the previous file is unchanged"
        }
    }

    /// `'path': explanation`.
    public var description: String { "'\(path)': \(explanation)" }
}
