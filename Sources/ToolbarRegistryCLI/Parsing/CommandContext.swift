#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
#if canImport(Glibc)
    import Glibc
#endif

/// What a command line runs in besides its arguments and its output: the environment, the
/// folder relative paths are read against, and standard input.
///
/// The binary takes the process's own (``process(environment:)``). Tests and other in-process
/// callers pass their own, so that several command lines can run at once in one process: no
/// command reads the process's current directory, environment or standard input itself.
public struct CommandContext: Sendable {
    /// The environment the command sees (`TOOLBAR_REGISTRY_*`, `COLUMNS`, `NO_COLOR`,
    /// `GITHUB_STEP_SUMMARY`, …).
    public var environment: [String: String]
    /// The folder relative paths are read against; nil is the process's current directory, and
    /// then paths reach the file system exactly as typed.
    public var workingDirectory: String?
    /// Reads standard input to its end (for `import -`).
    public var readStandardInput: @Sendable () throws -> Data

    /// A context with its own environment, folder and standard input (empty unless given).
    public init(environment: [String: String], workingDirectory: String? = nil, standardInput: Data = Data()) {
        self.environment = environment
        self.workingDirectory = workingDirectory
        self.readStandardInput = { standardInput }
    }

    /// The process's current directory and standard input, with `environment`.
    public static func process(environment: [String: String]) -> CommandContext {
        var context = CommandContext(environment: environment)
        context.readStandardInput = { try readAll(descriptor: 0) }
        return context
    }

    /// `path` as the file system should see it: absolute paths, and every path when the
    /// context is the process's own folder, unchanged; a relative one below ``workingDirectory``.
    public func resolve(_ path: String) -> String {
        guard let workingDirectory, !path.isEmpty, !path.hasPrefix("/") else { return path }
        return (workingDirectory.hasSuffix("/") ? String(workingDirectory.dropLast()) : workingDirectory) + "/" + path
    }

    /// The folder relative paths are read against, spelled out.
    public var directory: String { workingDirectory ?? FileManager.default.currentDirectoryPath }
}
