import ToolbarModel
import ToolbarRegistry

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
#if canImport(Glibc)
    import Glibc
#endif

/// `toolbar-registry` links no SwiftSyntax, so that every other command starts in a few
/// milliseconds; `scan`, the one command that parses Swift, runs in `toolbar-registry-scan`, the
/// same command tree with the scanner installed, built and installed beside it. The binary
/// replaces itself with that one (same arguments, environment and standard streams) before the
/// command does anything. See docs/architecture.md, "Two binaries".
enum ScanHandOff {
    /// The helper's file name, beside the running binary.
    static let helperName = "toolbar-registry-scan"
    /// The commands that read Swift sources.
    static let commands: Set<String> = ["scan"]
    /// Set by ``CLI/main()``: the command line is the process's own, so it may be handed on.
    static let runsAsBinary = Locked(false)

    /// Runs `parsed` in the helper when it reads sources and this process cannot: returns only
    /// when the helper could not be started (with the exit status of that error); nil when the
    /// command runs here.
    static func handOff(_ parsed: ParsedCommand) -> Int32? {
        guard parsed.path.count == 2, commands.contains(parsed.command.name), !SourceReader.isInstalled,
            runsAsBinary.withLock({ $0 })
        else { return nil }
        let helper = helperPath()
        parsed.output.flush()
        execv(helper, CommandLine.unsafeArgv)
        let reason = String(cString: strerror(errno))
        parsed.output.writeError(
            "Error: '\(parsed.commandName)' reads Swift sources with \(helperName), which could not be started from "
                + "'\(helper)' (\(reason)). Build it with 'swift build --product \(helperName)' or install both with "
                + "scripts/install.sh.\n")
        return ExitCode.failure.rawValue
    }

    /// `toolbar-registry-scan` in the folder of the running binary (symbolic links resolved, so
    /// a link to an installed tool finds the helper installed with it).
    static func helperPath() -> String {
        var executable = CommandLine.arguments.first ?? ""
        #if os(Linux)
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
            if count > 0 {
                executable = String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            }
        #else
            if let path = Bundle.main.executableURL?.resolvingSymlinksInPath().path { executable = path }
        #endif
        let folder = executable.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(
            separator: "/")
        return (folder.isEmpty && !executable.hasPrefix("/") ? "." : folder) + "/" + helperName
    }
}
