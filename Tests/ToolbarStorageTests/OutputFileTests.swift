import Foundation
import Testing

@testable import ToolbarStorage

/// The one safe file writer: whatever happens, the file that was there is whole (old or new),
/// no temporary file is left behind, and the registry is never an output.
@Suite struct OutputFileTests {
    let directory: TemporaryDirectory
    let manager = FileManager.default

    init() throws { directory = try TemporaryDirectory() }

    func read(_ name: String) -> String? {
        manager.contents(atPath: directory.path(name)).map { String(decoding: $0, as: UTF8.self) }
    }

    func create(_ name: String, _ text: String) throws {
        try Data(text.utf8).write(to: URL(fileURLWithPath: directory.path(name)))
    }

    /// Names in the directory that look like temporary files.
    var temporaries: [String] {
        ((try? manager.contentsOfDirectory(atPath: directory.url.path)) ?? []).filter { $0.hasSuffix(".tmp") }
    }

    func reason(_ body: () throws -> Void) -> OutputFileError.Reason? {
        do {
            try body()
            return nil
        } catch let error as OutputFileError {
            return error.reason
        } catch {
            return .system("unexpected \(error)", 0)
        }
    }

    // MARK: - Writing

    @Test func writingTwiceReplacesTheFile() throws {
        let path = directory.path("out.json")
        try OutputFile.write("first\n", to: path)
        try OutputFile.write("second\n", to: path)
        #expect(read("out.json") == "second\n")
        #expect(temporaries.isEmpty)
    }

    @Test func theOldFilesPermissionsAreKept() throws {
        let path = directory.path("secret.json")
        try create("secret.json", "old")
        #expect(chmod(path, 0o640) == 0)
        try OutputFile.write("new", to: path)
        let mode = (try manager.attributesOfItem(atPath: path)[.posixPermissions] as? NSNumber)?.intValue
        #expect(mode == 0o640)
    }

    @Test func aFailureWhileWritingLeavesTheOldFileAndNoTemporary() throws {
        struct Interrupted: Error {}
        try create("out.json", "old")
        #expect(throws: Interrupted.self) {
            try OutputFile.write(to: directory.path("out.json")) { sink in
                sink.write("half of the new")
                throw Interrupted()
            }
        }
        #expect(read("out.json") == "old")
        #expect(temporaries.isEmpty)
    }

    @Test func appendingKeepsWhatWasThere() throws {
        let path = directory.path("summary.md")
        try OutputFile.append("one\n", to: path)
        try OutputFile.append("two\n", to: path)
        #expect(read("summary.md") == "one\ntwo\n")
    }

    @Test func aLongNameGetsAShortenedTemporary() throws {
        let name = String(repeating: "n", count: 240) + ".json"
        try OutputFile.write("x", to: directory.path(name))
        try OutputFile.write("y", to: directory.path(name))
        #expect(read(name) == "y")
        #expect(temporaries.isEmpty)
    }

    // MARK: - Refusals

    @Test func unsuitableDestinationsAreRefusedAndLeftAlone() throws {
        try create("readonly.json", "keep")
        #expect(chmod(directory.path("readonly.json"), 0o444) == 0)
        try manager.createDirectory(atPath: directory.path("folder"), withIntermediateDirectories: false)
        #expect(reason { try OutputFile.write("x", to: directory.path("readonly.json")) } == .readOnly)
        #expect(read("readonly.json") == "keep")
        #expect(reason { try OutputFile.write("x", to: directory.path("folder")) } == .isDirectory)
        #expect(reason { try OutputFile.write("x", to: directory.path("newdir") + "/") } == .namesFolder)
        #expect(!manager.fileExists(atPath: directory.path("newdir")))
        #expect(reason { try OutputFile.write("x", to: "/dev/null") } == .notRegularFile)
        #expect(
            reason { try OutputFile.write("x", to: directory.path("no/such/x.json")) }
                == .missingFolder(directory.path("no/such")))
        #expect(temporaries.isEmpty)
    }

    // MARK: - Symbolic links: followed, the link kept

    @Test func aSymlinkIsWrittenThroughAndStaysALink() throws {
        try manager.createDirectory(atPath: directory.path("real"), withIntermediateDirectories: false)
        try create("real/target.json", "old")
        try manager.createSymbolicLink(atPath: directory.path("link.json"), withDestinationPath: "real/target.json")
        try OutputFile.write("new", to: directory.path("link.json"))
        #expect(try manager.destinationOfSymbolicLink(atPath: directory.path("link.json")) == "real/target.json")
        #expect(read("real/target.json") == "new")
        #expect(temporaries.isEmpty)
        #expect(try manager.contentsOfDirectory(atPath: directory.path("real")) == ["target.json"])
    }

    @Test func aDanglingSymlinksTargetIsCreated() throws {
        try manager.createSymbolicLink(atPath: directory.path("link.json"), withDestinationPath: "made.json")
        try OutputFile.write("new", to: directory.path("link.json"))
        #expect(read("made.json") == "new")
        #expect(try manager.destinationOfSymbolicLink(atPath: directory.path("link.json")) == "made.json")
    }

    @Test func aSymlinkLoopIsRefused() throws {
        try manager.createSymbolicLink(atPath: directory.path("a"), withDestinationPath: "b")
        try manager.createSymbolicLink(atPath: directory.path("b"), withDestinationPath: "a")
        #expect(reason { try OutputFile.write("x", to: directory.path("a")) } == .symlinkLoop)
    }

    // MARK: - Never the registry

    @Test func theRegistryAndItsFilesAreNeverOutputs() throws {
        let registry = directory.path("reg.sqlite")
        let store = try RegistryStore.open(path: registry)
        let before = try Data(contentsOf: URL(fileURLWithPath: registry))
        try manager.createSymbolicLink(atPath: directory.path("alias.sqlite"), withDestinationPath: "reg.sqlite")
        #expect(link(registry, directory.path("hard.sqlite")) == 0)
        let attempts = [
            registry, registry + "-wal", registry + "-shm", registry + "-journal", directory.path("alias.sqlite"),
            directory.path("hard.sqlite"), directory.path("./sub/../reg.sqlite")
        ]
        try manager.createDirectory(atPath: directory.path("sub"), withIntermediateDirectories: false)
        for path in attempts {
            #expect(
                reason { try OutputFile.write("x", to: path, protecting: [registry]) } == .isRegistry(registry),
                "\(path)")
            #expect(reason { try store.backup(to: path) } == .isRegistry(store.path), "\(path)")
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: registry)) == before)
        #expect(try store.integrityProblems().isEmpty)
    }

    @Test func aBackupWrittenTwiceIsAWholeRegistryEachTime() throws {
        let store = try RegistryStore.open(path: directory.path("reg.sqlite"))
        try store.backup(to: directory.path("copy.sqlite"))
        try store.backup(to: directory.path("copy.sqlite"))
        #expect(try RegistryStore.openReadOnly(path: directory.path("copy.sqlite")).integrityProblems().isEmpty)
        #expect(temporaries.isEmpty)
        #expect(!manager.fileExists(atPath: directory.path("copy.sqlite-journal")))
    }

    // MARK: - Leftovers of killed runs

    @Test func aKilledRunsTemporaryIsRemovedByTheNextWrite() throws {
        let leftover = ".out.json.\(UUID().uuidString).tmp"
        let unrelated = [".out.json.not-a-uuid.tmp", ".other.json.\(UUID().uuidString).tmp", "out.json.tmp"]
        for name in [leftover] + unrelated { try create(name, "partial") }
        try OutputFile.write("new", to: directory.path("out.json"))
        #expect(read(leftover) == nil)
        for name in unrelated { #expect(read(name) == "partial", "\(name)") }
    }

    @Test(.enabled(if: Python.available, "needs python3 to hold a lock from another process"))
    func aTemporaryAnotherProcessIsWritingIsKept() throws {
        let busy = ".out.json.\(UUID().uuidString).tmp"
        try create(busy, "being written")
        let holder = try Python.holdLock(on: directory.path(busy))
        defer { holder.release() }
        try OutputFile.write("new", to: directory.path("out.json"))
        #expect(read(busy) == "being written")
        holder.release()
        try OutputFile.write("newer", to: directory.path("out.json"))
        #expect(read(busy) == nil)
    }
}

/// Another process holding a POSIX record lock (as a writer in progress does), via python3.
enum Python {
    static let executable =
        ["/usr/bin/python3", "/usr/local/bin/python3"]
        .first { FileManager.default.isExecutableFile(atPath: $0) }
        ?? ProcessInfo.processInfo.environment["PATH"]?.split(separator: ":")
        .map { "\($0)/python3" }.first { FileManager.default.isExecutableFile(atPath: $0) }

    static var available: Bool { executable != nil }

    final class Holder {
        let process: Process
        let input: Pipe

        init(process: Process, input: Pipe) {
            self.process = process
            self.input = input
        }

        /// Ends the holder (closing its stdin) and waits for it.
        func release() {
            guard process.isRunning else { return }
            try? input.fileHandleForWriting.close()
            process.waitUntilExit()
        }
    }

    /// Starts python3 holding a write lock on the first byte of `path` until released; returns
    /// once the lock is held.
    static func holdLock(on path: String) throws -> Holder {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable ?? "python3")
        process.arguments = [
            "-c",
            "import fcntl, sys; f = open(sys.argv[1], 'r+'); fcntl.lockf(f, fcntl.LOCK_EX | fcntl.LOCK_NB, 1, 0); "
                + "print('locked', flush=True); sys.stdin.read()",
            path
        ]
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        // Returns when python has printed "locked" (or ended).
        _ = output.fileHandleForReading.availableData
        return Holder(process: process, input: input)
    }
}
