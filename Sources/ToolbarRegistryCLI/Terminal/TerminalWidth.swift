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

// MARK: - Terminal width

/// How many columns human output should fit.
public enum TerminalWidth {
    /// `COLUMNS` when it is a positive number; else the width of stdout when it is a terminal;
    /// else nil — pipes and files get whole lines, so scripts see every cell unbroken.
    public static func columns(environment: [String: String], output: Output) -> Int? {
        if let text = environment["COLUMNS"], let columns = Int(text), columns > 0 { return columns }
        guard output.stdoutIsTerminal, let sink = output.stdout as? FileDescriptorSink else { return nil }
        var size = winsize()
        guard ioctl(sink.descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
        return Int(size.ws_col)
    }
}

extension ParsedCommand {
    /// The columns human output should fit (see ``TerminalWidth/columns(environment:output:)``).
    public var terminalWidth: Int? { TerminalWidth.columns(environment: environment, output: output) }
}
