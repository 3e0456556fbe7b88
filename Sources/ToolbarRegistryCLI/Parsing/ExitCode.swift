// MARK: - Exit codes

/// The process exit status the tool returns; throw one from a run closure to exit silently with it.
public struct ExitCode: Error, Equatable, Hashable, Sendable, CustomStringConvertible {
    /// The raw status handed to the operating system.
    public let rawValue: Int32

    /// Creates an exit code from its raw status.
    public init(_ rawValue: Int32) { self.rawValue = rawValue }

    /// The command did what was asked.
    public static let success = ExitCode(0)
    /// A run-time failure: bad file contents, an unknown record, a database problem.
    public static let failure = ExitCode(1)
    /// An audit found problems at or above the chosen threshold.
    public static let findings = ExitCode(2)
    /// The command line was rejected (`EX_USAGE`).
    public static let usage = ExitCode(64)

    /// `exit code N`, for test output.
    public var description: String { "exit code \(rawValue)" }
}

// MARK: - Errors

/// A command line the parser or a validation step rejects; printed with usage lines, exit 64.
public struct UsageError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What was wrong, where and what to do, without the `Error: ` prefix.
    public let message: String

    /// Creates a usage error with its message.
    public init(_ message: String) { self.message = message }

    /// The message, without the `Error: ` prefix.
    public var description: String { message }
}

/// A run-time failure that a run closure reports: one `Error: ` line on stderr, exit 1 unless told.
public struct Failure: Error, Equatable, Sendable, CustomStringConvertible {
    /// What went wrong and what to do, without the `Error: ` prefix.
    public let message: String
    /// The exit code to return; `.failure` (1) by default.
    public let exitCode: ExitCode

    /// Creates a failure with its message and exit code.
    public init(_ message: String, exitCode: ExitCode = .failure) {
        self.message = message
        self.exitCode = exitCode
    }

    /// The message, without the `Error: ` prefix.
    public var description: String { message }
}

/// The name `CLIError` for callers who expect it: a run-time failure, exit 1.
public typealias CLIError = Failure
