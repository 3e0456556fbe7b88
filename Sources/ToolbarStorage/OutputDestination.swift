#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where an output file goes, resolved and checked before a byte is written.
///
/// A symbolic link is followed (as `>` in a shell does): the file it names is replaced and the
/// link stays a link; a dangling link's target is created. The final file must be new or an
/// existing regular file the user may write, in an existing folder, and must not be a registry
/// the caller names (compared by device and inode, and by resolved path for files that do not
/// exist yet, such as a `-wal` file between two connections).
struct OutputDestination {
    /// The path as given (for messages).
    let requested: String
    /// The file that will be replaced or created: absolute, symbolic links resolved.
    let file: String
    /// The folder holding ``file``, where the temporary file goes.
    let folder: String
    /// ``file``'s name inside ``folder``.
    let name: String
    /// The existing file's status, or nil when it does not exist yet.
    let existing: stat?

    /// Resolves and checks `requested`; `registries` are database files that must never be written.
    init(_ requested: String, protecting registries: [String]) throws(OutputFileError) {
        self.requested = requested
        func refuse(_ reason: OutputFileError.Reason) -> OutputFileError { OutputFileError(path: requested, reason) }
        guard !requested.isEmpty else { throw refuse(.missingFolder("")) }
        if requested.hasSuffix("/") { throw refuse(.namesFolder) }
        var path = Self.absolute(requested)
        var info = stat()
        var exists = false
        for hop in 0...40 {
            guard lstat(path, &info) == 0 else {
                guard errno == ENOENT || errno == ENOTDIR else { throw refuse(.system("inspect it", errno)) }
                break
            }
            guard Self.isLink(info) else {
                exists = true
                break
            }
            guard hop < 40, let target = Self.readLink(path) else { throw refuse(.symlinkLoop) }
            path = target.hasPrefix("/") ? target : Self.folder(of: path) + "/" + target
        }
        if exists {
            if Self.type(info) == S_IFDIR { throw refuse(.isDirectory) }
            if Self.type(info) != S_IFREG { throw refuse(.notRegularFile) }
        }
        let name = Self.name(of: path)
        guard !name.isEmpty, name != ".", name != ".." else { throw refuse(.isDirectory) }
        let folder = Self.folder(of: path)
        guard let realFolder = Self.realPath(folder) else { throw refuse(.missingFolder(Self.folder(of: requested))) }
        var folderInfo = stat()
        guard stat(realFolder, &folderInfo) == 0, Self.type(folderInfo) == S_IFDIR else {
            throw refuse(.missingFolder(Self.folder(of: requested)))
        }
        self.folder = realFolder
        self.name = name
        self.file = (realFolder == "/" ? "" : realFolder) + "/" + name
        self.existing = exists ? info : nil
        if exists, (info.st_mode & 0o222) == 0 || access(file, W_OK) != 0 { throw refuse(.readOnly) }
        if let registry = registries.first(where: { isOrBelongsTo($0) }) { throw refuse(.isRegistry(registry)) }
    }

    /// Whether this file is `registry` or one of SQLite's files beside it.
    func isOrBelongsTo(_ registry: String) -> Bool {
        var bases = [Self.absolute(registry)]
        if let real = Self.realPath(registry) { bases.append(real) }
        for base in bases {
            for suffix in ["", "-wal", "-shm", "-journal"] {
                let candidate = base + suffix
                var info = stat()
                if let existing, stat(candidate, &info) == 0, info.st_dev == existing.st_dev,
                    info.st_ino == existing.st_ino
                {
                    return true
                }
                if Self.canonical(candidate) == file { return true }
            }
        }
        return false
    }

    // MARK: - Paths

    /// `path` made absolute against the current directory.
    static func absolute(_ path: String) -> String {
        path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
    }

    /// The folder part of an absolute path (`/` for a file at the root).
    static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        let folder = String(path[..<slash])
        return folder.isEmpty ? "/" : folder
    }

    /// The last component of a path.
    static func name(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }

    /// The absolute path with every link resolved; for a file that does not exist, its folder's
    /// resolved path and its name.
    static func canonical(_ path: String) -> String {
        let absolute = absolute(path)
        if let real = realPath(absolute) { return real }
        guard let folder = realPath(folder(of: absolute)) else { return absolute }
        return (folder == "/" ? "" : folder) + "/" + name(of: absolute)
    }

    /// `realpath(3)`, or nil when the path does not exist.
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    static func readLink(_ path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink(path, &buffer, buffer.count - 1)
        guard count > 0 else { return nil }
        return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    static func type(_ info: stat) -> mode_t { info.st_mode & S_IFMT }

    static func isLink(_ info: stat) -> Bool { type(info) == S_IFLNK }
}
