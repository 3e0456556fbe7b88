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

/// The one way every command writes a file (exports, reports, generated code, baselines, backups,
/// the GitHub step summary): never half a file, never the registry, never the file that was there
/// if anything fails.
///
/// 1. The destination is resolved and checked (``OutputDestination``): a symbolic link is followed
///    and the file it names is replaced; a directory, device, read-only file, missing folder or a
///    registry named in `protecting` (or its `-wal`/`-shm` files) is refused.
/// 2. Leftover temporary files of killed runs for this destination are removed.
/// 3. The content goes to a new temporary file `.NAME.UUID.tmp` in the destination's folder,
///    locked (a POSIX record lock) for as long as it is being written, so that another run only
///    removes temporaries whose writer is gone.
/// 4. The temporary file is flushed to disk (`fsync`), takes the old file's permission bits and
///    is renamed over the destination (`rename(2)` is atomic), and the folder is flushed too.
///
/// On any failure before the rename the temporary file is removed and the destination is as it
/// was. A hard link to the old file keeps the old content (the name now points at a new file).
public enum OutputFile {
    /// Checks `path` as a write would, without writing: throws what a write would refuse (so a
    /// command can refuse a bad destination before it does its work).
    public static func check(_ path: String, protecting registries: [String] = []) throws {
        _ = try OutputDestination(path, protecting: registries)
    }

    /// Writes what `fill` gives the sink to `path`; see ``OutputFile``.
    public static func write(
        to path: String, protecting registries: [String] = [], _ fill: (OutputFileSink) throws -> Void
    ) throws {
        try replace(path, protecting: registries) { _, descriptor in
            let sink = OutputFileSink(descriptor: descriptor)
            try fill(sink)
            if let code = sink.finish() { throw OutputFileError(path: path, .system("write it", code)) }
        }
    }

    /// Writes `text` to `path`; see ``OutputFile``.
    public static func write(_ text: String, to path: String, protecting registries: [String] = []) throws {
        try write(to: path, protecting: registries) { $0.write(text) }
    }

    /// Appends `text` to `path` (created when missing) by writing the old content and `text` to a
    /// temporary file that replaces it: a failure leaves the old content whole.
    public static func append(_ text: String, to path: String, protecting registries: [String] = []) throws {
        let destination = try OutputDestination(path, protecting: registries)
        var previous = Data()
        if destination.existing != nil {
            guard let data = FileManager.default.contents(atPath: destination.file) else {
                throw OutputFileError(path: path, .system("read it", errno == 0 ? EACCES : errno))
            }
            previous = data
        }
        try write(to: path, protecting: registries) { sink in
            sink.write(previous)
            sink.write(text)
        }
    }

    /// Replaces `path` with a file that `fill` writes at the temporary path it is given (for
    /// writers that open files themselves, such as SQLite's backup). `fill` receives the path and
    /// a descriptor open for writing on it; the file exists (empty) when `fill` runs.
    public static func replace(
        _ path: String, protecting registries: [String] = [], _ fill: (String, Int32) throws -> Void
    ) throws {
        let destination = try OutputDestination(path, protecting: registries)
        removeLeftovers(of: destination)
        let temporary = destination.folder + "/" + temporaryName(for: destination.name)
        func failure(_ action: String, _ code: Int32) -> OutputFileError {
            OutputFileError(path: path, .system(action, code))
        }
        let descriptor = open(temporary, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else {
            throw failure("create a temporary file in '\(destination.folder)'", errno)
        }
        var renamed = false
        defer {
            if !renamed { unlink(temporary) }
            close(descriptor)
        }
        guard lock(descriptor) else { throw failure("lock the temporary file", errno) }
        try fill(temporary, descriptor)
        // Closing any descriptor of the file (SQLite closing its own) drops this process's record
        // locks on it: take the lock again, and make sure no other run removed the file meanwhile.
        guard lock(descriptor) else { throw failure("lock the temporary file", errno) }
        var written = stat()
        var named = stat()
        guard fstat(descriptor, &written) == 0, lstat(temporary, &named) == 0, written.st_ino == named.st_ino,
            written.st_dev == named.st_dev
        else { throw failure("keep the temporary file (another run removed it)", ENOENT) }
        if let existing = destination.existing {
            _ = fchmod(descriptor, existing.st_mode & 0o7777)
            if geteuid() == 0 { _ = fchown(descriptor, existing.st_uid, existing.st_gid) }
        }
        guard fsync(descriptor) == 0 else { throw failure("write it to disk", errno) }
        guard rename(temporary, destination.file) == 0 else { throw failure("move the new file into place", errno) }
        renamed = true
        // Best effort: the rename is done and cannot be undone; a folder that cannot be synced
        // (some file systems refuse) still holds the new file.
        let folder = open(destination.folder, O_RDONLY | O_CLOEXEC)
        if folder >= 0 {
            _ = fsync(folder)
            close(folder)
        }
    }

    // MARK: - Temporary files

    /// `.NAME.UUID.tmp`; long names are shortened so the result stays within 255 bytes.
    static func temporaryName(for name: String) -> String {
        temporaryPrefix(for: name) + UUID().uuidString + ".tmp"
    }

    /// `.NAME.` with NAME cut to at most 200 bytes (at a character boundary).
    static func temporaryPrefix(for name: String) -> String {
        var kept = ""
        var bytes = 0
        for character in name {
            bytes += character.utf8.count
            if bytes > 200 { break }
            kept.append(character)
        }
        return "." + kept + "."
    }

    /// Whether `entry` (a name in the destination's folder) is a temporary file for `name`.
    static func isTemporary(_ entry: String, for name: String) -> Bool {
        let prefix = temporaryPrefix(for: name)
        guard entry.hasPrefix(prefix), entry.hasSuffix(".tmp") else { return false }
        let middle = entry.dropFirst(prefix.count).dropLast(4)
        return middle.count == 36 && UUID(uuidString: String(middle)) != nil
    }

    /// Removes the temporary files of runs that were killed while writing this destination: those
    /// no live process holds a lock on.
    static func removeLeftovers(of destination: OutputDestination) {
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: destination.folder) else { return }
        for entry in entries where isTemporary(entry, for: destination.name) {
            let path = destination.folder + "/" + entry
            let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK)
            guard descriptor >= 0 else { continue }
            defer { close(descriptor) }
            var opened = stat()
            var named = stat()
            guard isUnlocked(descriptor), fstat(descriptor, &opened) == 0, lstat(path, &named) == 0,
                opened.st_ino == named.st_ino, opened.st_dev == named.st_dev,
                OutputDestination.type(opened) == S_IFREG
            else { continue }
            unlink(path)
        }
    }

    /// Takes a write lock on the file's first byte (a POSIX record lock: released when the
    /// process ends, however it ends).
    static func lock(_ descriptor: Int32) -> Bool {
        var request = recordLock(type: F_WRLCK)
        return fcntl(descriptor, F_SETLK, &request) == 0
    }

    /// Whether another process holds the lock (tested without taking it).
    static func isUnlocked(_ descriptor: Int32) -> Bool {
        var request = recordLock(type: F_RDLCK)
        guard fcntl(descriptor, F_GETLK, &request) == 0 else { return false }
        return Int32(request.l_type) == F_UNLCK
    }

    private static func recordLock(type: Int32) -> flock {
        var request = flock()
        request.l_type = numericCast(type)
        request.l_whence = numericCast(SEEK_SET)
        request.l_start = 0
        request.l_len = 1
        return request
    }
}

/// Where ``OutputFile/write(to:protecting:_:)`` content goes: buffered writes to the temporary
/// file. The first failure is kept, later writes are dropped, and the write fails with it.
public final class OutputFileSink {
    private let descriptor: Int32
    private var buffer: [UInt8] = []
    private var failure: Int32?

    init(descriptor: Int32) {
        self.descriptor = descriptor
        buffer.reserveCapacity(Self.capacity)
    }

    private static let capacity = 256 * 1024

    /// Appends `text`.
    public func write(_ text: String) {
        guard failure == nil else { return }
        buffer.append(contentsOf: text.utf8)
        if buffer.count >= Self.capacity { drain() }
    }

    /// Appends `bytes`.
    public func write(_ bytes: Data) {
        guard failure == nil else { return }
        buffer.append(contentsOf: bytes)
        if buffer.count >= Self.capacity { drain() }
    }

    /// Writes out what is buffered; returns the first failure's `errno`, if any.
    func finish() -> Int32? {
        drain()
        return failure
    }

    private func drain() {
        guard failure == nil else { return }
        failure = DescriptorWrite.all(buffer, to: descriptor)
        buffer.removeAll(keepingCapacity: true)
    }
}
