import ToolbarRegistry

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Where a command's result goes: a file named by `--output` (written the one safe way, see
/// `Registry.writeOutput`), or standard output when the option is left out or is `-`.
extension ParsedCommand {
    /// The path of `--output`, or nil for standard output (`-` or not given).
    func outputFile() throws -> String? {
        guard let path = try self[GlobalOptions.output], path != "-" else { return nil }
        return path
    }

    /// The `--output` path checked against `registry` before any work is done (nil: stdout).
    func checkedOutputFile(_ registry: Registry) throws -> String? {
        let path = try outputFile()
        if let path { try registry.checkOutput(resolved(path)) }
        return path
    }

    /// Writes what `produce` hands its writer to `path` through `registry`'s safe writer (then
    /// says `Wrote PATH.` on stderr), or to standard output when `path` is nil.
    func writeResult(_ registry: Registry, to path: String?, _ produce: ((String) -> Void) -> Void) throws {
        guard let path else {
            produce { output.write($0) }
            return
        }
        try registry.writeOutput(to: resolved(path)) { sink in produce { sink.write($0) } }
        output.writeError("Wrote \(path).\n")
    }

    /// A path that must name a file: `-` (standard output) is refused for `option`.
    func filePath(_ text: String, for option: String) throws -> String {
        guard text != "-" else {
            throw UsageError("'\(option)' needs a file path; '-' (standard output) is not supported here.")
        }
        return text
    }
}

extension ParsedCommand {
    /// Standard input, read whole (for `import -`): the process's, or what an in-process caller gave.
    func standardInput() throws -> Data {
        do {
            return try context.readStandardInput()
        } catch {
            throw Failure("could not read standard input: \(failureReason(error))")
        }
    }
}
