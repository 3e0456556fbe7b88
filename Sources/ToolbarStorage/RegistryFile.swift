import ToolbarModel

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What the file system says about a registry path before SQLite opens it: whether the file is
/// there and is a regular file, whether this user may write it and its folder, whether the folder
/// is on a read-only or full file system, and whether the write-ahead log holds anything.
///
/// The open decisions of ``RegistryStore/open(path:access:busyTimeout:lockWait:)`` rest on these
/// probes, so that a read never fails for want of a `-shm` file it may not or cannot create.
struct RegistryFile {
    /// What is at the path.
    enum Kind: Equatable {
        case missing
        case directory
        /// A FIFO, a device or a socket.
        case notRegular
        case regular(size: Int64)
    }

    let path: String
    let kind: Kind
    /// The folder holding the file.
    let folder: String

    init(_ path: String) {
        self.path = path
        folder = Self.folder(of: path)
        var info = stat()
        if stat(path, &info) != 0 {
            kind = .missing
        } else {
            switch info.st_mode & S_IFMT {
            case S_IFDIR: kind = .directory
            case S_IFREG: kind = .regular(size: Int64(info.st_size))
            default: kind = .notRegular
            }
        }
    }

    /// The folder holding `path`, as `URL(fileURLWithPath:).deletingLastPathComponent().path`
    /// gives it. A path without `.`, `..`, empty or trailing components (what the command line
    /// passes), made absolute against the current directory, is cut at its last `/` as plain
    /// text: no `URL` to build at each start.
    static func folder(of path: String) -> String {
        // (`URL` expands a leading `~`: such a path keeps going through it.)
        if !path.hasPrefix("/"), !path.hasPrefix("~"), !path.isEmpty, let directory = currentDirectory(),
            directory.hasPrefix("/")
        {
            let absolute = (directory == "/" ? "" : directory) + "/" + path
            if isPlain(absolute) { return folder(of: absolute) }
        }
        guard isPlain(path), let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else {
            return URL(fileURLWithPath: path).deletingLastPathComponent().path
        }
        return slash == path.utf8.startIndex ? "/" : String(path[..<slash])
    }

    /// Absolute, not the root, and no empty, `.` or `..` component.
    private static func isPlain(_ path: String) -> Bool {
        let slash = UInt8(ascii: "/")
        let dot = UInt8(ascii: ".")
        guard path.utf8.first == slash, path.utf8.count > 1, path.utf8.last != slash else { return false }
        // The current component: its length and whether it holds only dots.
        var length = 0
        var onlyDots = true
        for byte in path.utf8.dropFirst() {
            if byte == slash {
                if length == 0 || (onlyDots && length <= 2) { return false }
                length = 0
                onlyDots = true
            } else {
                length += 1
                onlyDots = onlyDots && byte == dot
            }
        }
        return !(onlyDots && length <= 2)
    }

    /// The process's current directory (`getcwd`), as `URL(fileURLWithPath:)` resolves against it.
    private static func currentDirectory() -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        guard getcwd(&buffer, buffer.count) != nil else { return nil }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Whether both paths name the same existing file (same device and inode).
    func isSameFile(as other: RegistryFile) -> Bool {
        var mine = stat()
        var theirs = stat()
        guard stat(path, &mine) == 0, stat(other.path, &theirs) == 0 else { return false }
        return mine.st_dev == theirs.st_dev && mine.st_ino == theirs.st_ino
    }

    /// Whether the folder holding the file exists.
    var folderExists: Bool {
        var info = stat()
        return stat(folder, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
    }

    /// Whether this user may write the file (false on a read-only file system or for an
    /// immutable file, even for root).
    var fileIsWritable: Bool { access(path, W_OK) == 0 }

    /// Whether this user may create files in the folder (SQLite creates `-wal` and `-shm` there).
    var folderIsWritable: Bool { access(folder, W_OK) == 0 }

    /// Whether the folder is on a file system mounted read-only.
    var isOnReadOnlyFileSystem: Bool {
        var info = statvfs()
        guard statvfs(folder, &info) == 0 else { return false }
        return info.f_flag & UInt(ST_RDONLY) != 0
    }

    /// Bytes this user may still write on the folder's file system (root may use the reserve).
    var freeBytes: Int64? {
        var info = statvfs()
        guard statvfs(folder, &info) == 0 else { return nil }
        let blocks = geteuid() == 0 ? info.f_bfree : info.f_bavail
        return Int64(blocks) * Int64(info.f_frsize)
    }

    /// Below this many free bytes the file system counts as full: SQLite's `-shm` alone takes
    /// 32 KiB and one write-ahead log frame a page (16 KiB) and its header.
    static let fullThreshold: Int64 = 256 * 1024

    /// Below this many free bytes a write cannot even begin (`-shm` and a first log frame).
    static let noRoomThreshold: Int64 = 64 * 1024

    /// Whether the folder's file system has no room for SQLite's `-shm` and a log frame.
    var isOnFullFileSystem: Bool { (freeBytes ?? .max) < Self.fullThreshold }

    /// Whether this user can write the registry: the file, its folder, a writable file system.
    var isWritable: Bool {
        switch kind {
        case .missing: return folderIsWritable && !isOnReadOnlyFileSystem
        default: return fileIsWritable && folderIsWritable && !isOnReadOnlyFileSystem
        }
    }

    /// Why this user cannot write the registry, in words; nil when they can.
    var whyNotWritable: String? {
        if isOnReadOnlyFileSystem { return "it is on a read-only file system" }
        if kind != .missing, !fileIsWritable { return "the file is read-only for this user" }
        if !folderIsWritable {
            return
                "its folder '\(folder.pathPreview)' is read-only for this user (SQLite keeps its -wal and -shm files there)"
        }
        return nil
    }

    /// Whether the write-ahead log holds frames not yet copied into the file. When it does not,
    /// the file alone is the whole registry and may be read without `-wal`/`-shm` (immutable).
    var logHasContent: Bool {
        var info = stat()
        return stat(path + "-wal", &info) == 0 && info.st_size > 0
    }

    // MARK: - The header

    /// Checks that the file starts with SQLite's magic string (bytes that never change once
    /// written, so the check cannot race with another process's writes).
    func checkHeader() throws {
        guard case .regular(let size) = kind, size > 0 else { return }
        let header = readHeader()
        let magic = Array("SQLite format 3\0".utf8)
        guard header.count >= magic.count, Array(header.prefix(magic.count)) == magic else {
            throw StorageError.notARegistry(path: path, reason: "it is not an SQLite database")
        }
    }

    /// Why the file is cut short, when it is: shorter than SQLite's header, or than the size its
    /// header records while the write-ahead log holds nothing that could make up the rest.
    ///
    /// Only asked once SQLite has failed to read the file (or for a backup no one writes): while
    /// another process checkpoints, the header may already name pages not yet written, so the
    /// same comparison on a healthy, busy registry would be a false alarm.
    func truncation() -> String? {
        let header = readHeader()
        guard header.count >= 16, Array(header.prefix(16)) == Array("SQLite format 3\0".utf8) else { return nil }
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        let size = Int64(info.st_size)
        guard header.count == 100 else { return "the file is \(size) bytes, shorter than SQLite's 100-byte header" }
        func bigEndian(_ range: Range<Int>) -> Int64 { range.reduce(0) { $0 << 8 | Int64(header[$1]) } }
        let pageSize = bigEndian(16..<18) == 1 ? 65_536 : bigEndian(16..<18)
        let pageCount = bigEndian(28..<32)
        // The in-header size is valid when the change counter matches "version-valid-for"
        // (sqlite.org/fileformat2.html, offsets 24 and 92).
        let sizeIsValid = pageCount > 0 && bigEndian(24..<28) == bigEndian(92..<96)
        guard sizeIsValid, pageSize >= 512, size < pageSize * pageCount, !logHasContent else { return nil }
        return "the file is \(size) bytes but its header says \(pageSize * pageCount): it was cut short"
    }

    /// The first 100 bytes (fewer for a shorter file).
    private func readHeader() -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return [] }
        defer { close(descriptor) }
        var header = [UInt8](repeating: 0, count: 100)
        var count = 0
        while count < header.count {
            let received = header.withUnsafeMutableBytes { read(descriptor, $0.baseAddress! + count, 100 - count) }
            if received > 0 {
                count += received
            } else if received < 0, errno == EINTR {
                continue
            } else {
                break
            }
        }
        return Array(header.prefix(count))
    }
}
