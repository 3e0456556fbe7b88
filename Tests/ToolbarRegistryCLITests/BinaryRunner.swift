import Foundation

/// Runs the built `toolbar-registry` binary, as a user would, and captures what it prints.
struct BinaryRunner {
    struct Result {
        var stdout: String
        var stderr: String
        var status: Int32

        /// The first line on stderr.
        var firstErrorLine: String { stderr.split(separator: "\n", omittingEmptySubsequences: false).first.map(String.init) ?? "" }
    }

    /// The built executable next to the test bundle (or `$TOOLBAR_REGISTRY_BIN`).
    static let executable: URL = {
        if let override = ProcessInfo.processInfo.environment["TOOLBAR_REGISTRY_BIN"] {
            return URL(fileURLWithPath: override)
        }
        var directory = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        for _ in 0..<4 {
            let candidate = directory.appendingPathComponent("toolbar-registry")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            directory.deleteLastPathComponent()
        }
        return URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent(".build/debug/toolbar-registry")
    }()

    /// The repository root, found from this file's path.
    static let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    let directory: URL
    var environment: [String: String]

    /// A runner working in a fresh temporary directory with its own database and author.
    init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("toolbar-registry-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        environment = [
            "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
            "HOME": directory.path, "USER": "os-user", "NO_COLOR": "1",
            "TOOLBAR_REGISTRY_DB": directory.appendingPathComponent("registry.sqlite").path,
        ]
    }

    /// The path of a file in the runner's directory.
    func path(_ name: String) -> String { directory.appendingPathComponent(name).path }

    /// Runs the binary with `arguments` and optional standard input.
    @discardableResult
    /// With `shell`, runs `/bin/sh -c SHELL BINARY` instead (for `ulimit`), ignoring `arguments`.
    func run(_ arguments: [String], shell: String? = nil) throws -> Result {
        let process = Process()
        if let shell {
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = ["-c", shell, Self.executable.path]
        } else {
            process.executableURL = Self.executable
            process.arguments = arguments
        }
        process.environment = environment
        process.currentDirectoryURL = directory
        let stdout = Pipe(), stderr = Pipe()
        process.standardOutput = stdout
        process.standardError = stderr
        process.standardInput = FileHandle.nullDevice
        try process.run()
        // Read both pipes to the end before waiting, so a large output cannot block the child.
        let group = DispatchGroup()
        let errorData = DataBox()
        group.enter()
        DispatchQueue.global().async {
            errorData.data = stderr.fileHandleForReading.readDataToEndOfFile()
            group.leave()
        }
        let outputData = stdout.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        return Result(stdout: String(decoding: outputData, as: UTF8.self), stderr: String(decoding: errorData.data, as: UTF8.self),
                      status: process.terminationStatus)
    }

    /// Runs and decodes stdout as a JSON object.
    func json(_ arguments: [String]) throws -> [String: Any] {
        let result = try run(arguments)
        guard result.status == 0, let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any] else {
            throw RunnerError.unexpected("\(arguments): status \(result.status), stderr: \(result.stderr)")
        }
        return object
    }

    enum RunnerError: Error { case unexpected(String) }

    /// Bytes handed from the reading thread to the waiting one (the group orders the accesses).
    private final class DataBox: @unchecked Sendable { var data = Data() }

    /// Removes the directory.
    func cleanUp() { try? FileManager.default.removeItem(at: directory) }
}
