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
    /// Whether colour is allowed at all (see ``ColorChoice``).
    public let colorAllowed: Bool
    /// Whether colour is written even where no terminal reads it (`--color always`, `CLICOLOR_FORCE`).
    public let colorForced: Bool

    /// Creates an output over two sinks; colour needs `colorAllowed` and a terminal, unless forced.
    public init(
        stdout: any TextSink, stderr: any TextSink, stdoutIsTerminal: Bool = false,
        stderrIsTerminal: Bool = false, colorAllowed: Bool = true, colorForced: Bool = false
    ) {
        self.stdout = stdout
        self.stderr = stderr
        self.stdoutIsTerminal = stdoutIsTerminal
        self.stderrIsTerminal = stderrIsTerminal
        self.colorAllowed = colorAllowed
        self.colorForced = colorForced
    }

    /// The process's standard streams, with terminal and colour decided from `color` and `environment`.
    public static func standard(environment: [String: String], color: ColorChoice = .auto) -> Output {
        let out = FileDescriptorSink.standardOutput
        let err = FileDescriptorSink.standardError
        return Output(
            stdout: out, stderr: err, stdoutIsTerminal: out.isTerminal, stderrIsTerminal: err.isTerminal,
            colorAllowed: color.allowsColor(environment: environment),
            colorForced: color.forcesColor(environment: environment))
    }

    /// Whether an environment allows colour when `--color` is `auto` (see ``ColorChoice``).
    public static func colorAllowed(environment: [String: String]) -> Bool {
        ColorChoice.auto.allowsColor(environment: environment)
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

    /// Why results could not be written to stdout (a full disk, a closed stream; not a broken
    /// pipe), known once stdout was flushed.
    public var stdoutFailure: String? { stdout.failure }

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
        colorAllowed && (colorForced || isTerminal(stream))
    }

    /// Whether a progress bar may be drawn: stderr is a terminal and colour is allowed.
    public var showsProgress: Bool { colorAllowed && isTerminal(.stderr) }

    /// `text` wrapped in the styles' ANSI codes when `stream` takes colour, else unchanged.
    public func styled(_ text: String, _ styles: ANSIStyle..., on stream: Stream = .stdout) -> String {
        usesColor(on: stream) ? ANSIStyle.apply(styles, to: text) : text
    }
}
