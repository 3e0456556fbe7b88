import Foundation
import ToolbarRegistryCLI
import ToolbarRegistryScanning
@_exported import ToolbarTestSupport

/// Runs `toolbar-registry` as a user would and captures what it prints.
///
/// `run` runs the real command tree in this process (``CommandSpec/run(arguments:context:stdout:stderr:)``)
/// with the runner's environment and directory, as the binary runs with both streams on pipes;
/// nothing it does depends on the process's current directory, so tests run it in parallel.
/// In process, a relative path is resolved against the runner's directory before the command
/// opens it, so messages name `<directory>/path`; the runner shows such paths as the binary
/// does, as typed (see ``typedPaths(_:)``).
/// `runBinary`, and `run` with `shell:`, start the built binary for what only a process shows:
/// exit status through `exit`, signals, closed or full streams, `ulimit`, bytes that are not UTF-8.
/// With `TOOLBAR_REGISTRY_TEST_BINARY=1` every run starts the binary (to compare the two ways).
struct BinaryRunner {
    struct Result {
        var stdout: String
        var stderr: String
        var status: Int32

        /// The first line on stderr.
        var firstErrorLine: String {
            stderr.split(separator: "\n", omittingEmptySubsequences: false).first.map(String.init) ?? ""
        }
    }

    /// The built executable next to the test bundle (or `$TOOLBAR_REGISTRY_BIN`).
    static let executable: URL = {
        if let override = ProcessInfo.processInfo.environment["TOOLBAR_REGISTRY_BIN"] {
            return URL(fileURLWithPath: override)
        }
        var directory = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
            .deletingLastPathComponent()
        for _ in 0..<4 {
            let candidate = directory.appendingPathComponent("toolbar-registry")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            directory.deleteLastPathComponent()
        }
        return URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent(".build/debug/toolbar-registry")
    }()

    /// The repository root (``Repository/root``).
    static var repositoryRoot: URL { Repository.root }

    let directory: URL
    var environment: [String: String]

    /// A runner working in a fresh temporary directory with its own database and author.
    init() throws {
        // In process, `scan` needs the scanner the toolbar-registry-scan binary installs.
        SourceScanning.install()
        directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "toolbar-registry-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        environment = [
            "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
            "HOME": directory.path, "USER": "os-user", "NO_COLOR": "1",
            "TOOLBAR_REGISTRY_DB": directory.appendingPathComponent("registry.sqlite").path
        ]
    }

    /// The path of a file in the runner's directory.
    func path(_ name: String) -> String { directory.appendingPathComponent(name).path }

    /// Whether every run starts the binary (`TOOLBAR_REGISTRY_TEST_BINARY=1`).
    static let alwaysBinary = ProcessInfo.processInfo.environment["TOOLBAR_REGISTRY_TEST_BINARY"] == "1"

    /// Runs the tool with `arguments` in process, standard input empty. With `shell`, runs
    /// `/bin/sh -c SHELL BINARY` instead (for `ulimit`), ignoring `arguments`.
    @discardableResult
    func run(_ arguments: [String], shell: String? = nil) throws -> Result {
        if shell != nil || Self.alwaysBinary { return try runBinary(arguments, shell: shell) }
        let stdout = CapturedText()
        let stderr = CapturedText()
        let context = CommandContext(environment: environment, workingDirectory: directory.path)
        let status = CLI.tree(for: arguments).run(
            arguments: arguments, context: context, stdout: stdout, stderr: stderr)
        let shown = typedPaths(arguments + environment.values)
        return Result(stdout: shown(stdout.text), stderr: shown(stderr.text), status: status)
    }

    /// Turns `<directory>/path` (the folders of `path` inside the directory, and files below a
    /// folder `path`) back into `path` for every relative path among `words`, as the binary,
    /// running in the directory, prints them.
    func typedPaths(_ words: [String]) -> (String) -> String {
        let relative = words.map { word in word.hasPrefix("--") ? String(word.drop { $0 != "=" }.dropFirst()) : word }
            .filter { !$0.isEmpty && !$0.hasPrefix("/") && !$0.hasPrefix("-") }
        var found: Set<String> = []
        for path in relative {
            var part = Substring(path)
            while !part.isEmpty {
                found.insert(String(part))
                guard let slash = part.lastIndex(of: "/") else { break }
                part = part[..<slash]
            }
        }
        let parts = found
        // `<directory>/` goes where one of the paths follows it whole or as a folder (not
        // `<directory>/r` inside `<directory>/registry.sqlite`).
        let prefix = directory.path + "/"
        // Made only for a text that holds the prefix (most hold none, and compiling it was a
        // noticeable part of a short run).
        func pattern() -> NSRegularExpression? {
            let alternatives = parts.sorted { $0.count > $1.count }.map(NSRegularExpression.escapedPattern(for:))
            return alternatives.isEmpty
                ? nil
                : try? NSRegularExpression(
                    pattern: NSRegularExpression.escapedPattern(for: prefix) + "(?=(?:"
                        + alternatives.joined(separator: "|")
                        + #")(?:/|(?![A-Za-z0-9_-]|\.[A-Za-z0-9])))"#)
        }
        return { text in
            guard text.contains(prefix), let pattern = pattern() else { return text }
            return pattern.stringByReplacingMatches(
                in: text, range: NSRange(text.startIndex..., in: text), withTemplate: "")
        }
    }

    /// Runs the built binary with `arguments` (standard input empty); with `shell`, runs
    /// `/bin/sh -c SHELL BINARY` instead, ignoring `arguments`.
    @discardableResult
    func runBinary(_ arguments: [String], shell: String? = nil) throws -> Result {
        let output = try Subprocess.run(
            shell == nil ? Self.executable : URL(fileURLWithPath: "/bin/sh"),
            shell.map { ["-c", $0, Self.executable.path] } ?? arguments, environment: environment, directory: directory)
        return Result(stdout: output.text, stderr: output.errorText, status: output.status)
    }

    /// Runs and decodes stdout as a JSON object.
    func json(_ arguments: [String]) throws -> [String: Any] {
        let result = try run(arguments)
        guard result.status == 0,
            let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        else {
            throw RunnerError.unexpected("\(arguments): status \(result.status), stderr: \(result.stderr)")
        }
        return object
    }

    enum RunnerError: Error { case unexpected(String) }

    /// Removes the directory.
    func cleanUp() { try? FileManager.default.removeItem(at: directory) }
}
