// MARK: - Output

/// Where a command writes: results to stdout, progress, warnings and errors to stderr; knows
/// whether each is a terminal and whether colour and progress bars may be used.
public final class Output: Sendable {
    /// The two standard streams.
    public enum Stream: Sendable {
        /// Results.
        case stdout
        /// Progress, warnings and errors.
        case stderr
    }

    /// Where results go.
    public let stdout: any TextSink
    /// Where progress, warnings and errors go.
    public let stderr: any TextSink
    /// Whether stdout is a terminal.
    public let stdoutIsTerminal: Bool
    /// Whether stderr is a terminal.
    public let stderrIsTerminal: Bool
    /// Whether colour is allowed at all (`NO_COLOR` unset or empty, `TERM` not `dumb`).
    public let colorAllowed: Bool

    /// Creates an output over two sinks; colour needs a terminal and `colorAllowed`.
    public init(
        stdout: any TextSink, stderr: any TextSink, stdoutIsTerminal: Bool = false,
        stderrIsTerminal: Bool = false, colorAllowed: Bool = true
    ) {
        self.stdout = stdout
        self.stderr = stderr
        self.stdoutIsTerminal = stdoutIsTerminal
        self.stderrIsTerminal = stderrIsTerminal
        self.colorAllowed = colorAllowed
    }

    /// The process's standard streams, with terminal and colour decided from `environment`.
    public static func standard(environment: [String: String]) -> Output {
        let out = FileDescriptorSink.standardOutput
        let err = FileDescriptorSink.standardError
        return Output(
            stdout: out, stderr: err, stdoutIsTerminal: out.isTerminal, stderrIsTerminal: err.isTerminal,
            colorAllowed: colorAllowed(environment: environment))
    }

    /// Whether an environment allows colour: `NO_COLOR` unset or empty and `TERM` not `dumb`.
    public static func colorAllowed(environment: [String: String]) -> Bool {
        if let value = environment["NO_COLOR"], !value.isEmpty { return false }
        return environment["TERM"] != "dumb"
    }

    // MARK: - Writing

    /// Writes `text` to stdout as is.
    public func write(_ text: String) { stdout.write(text) }

    /// Writes `text` and a newline to stdout.
    public func line(_ text: String = "") { stdout.write(text + "\n") }

    /// Writes `text` to stderr as is.
    public func writeError(_ text: String) { stderr.write(text) }

    /// Writes `Warning: <text>` and a newline to stderr.
    public func warning(_ text: String) {
        stderr.write(styled("Warning:", .yellow, on: .stderr) + " " + text + "\n")
    }

    /// Pushes out anything buffered on either stream.
    public func flush() {
        stdout.flush()
        stderr.flush()
    }

    // MARK: - Colour and progress

    /// Whether `stream` is a terminal.
    public func isTerminal(_ stream: Stream) -> Bool {
        stream == .stdout ? stdoutIsTerminal : stderrIsTerminal
    }

    /// Whether colour codes may be written to `stream`.
    public func usesColor(on stream: Stream) -> Bool {
        colorAllowed && isTerminal(stream)
    }

    /// Whether a progress bar may be drawn: stderr is a terminal and colour is allowed.
    public var showsProgress: Bool { usesColor(on: .stderr) }

    /// `text` wrapped in the styles' ANSI codes when `stream` takes colour, else unchanged.
    public func styled(_ text: String, _ styles: ANSIStyle..., on stream: Stream = .stdout) -> String {
        usesColor(on: stream) ? ANSIStyle.apply(styles, to: text) : text
    }
}
