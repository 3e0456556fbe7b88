import ToolbarStorage

/// Where ``Registry/writeOutput(to:_:)`` content goes (buffered; the first write error fails the write).
public typealias OutputFileSink = ToolbarStorage.OutputFileSink

extension Registry {
    /// Writes all of `bytes` to an open file descriptor (the command line's standard output and
    /// error) with the loop output files use: partial writes continued, interrupted ones retried.
    /// Returns `nil` when everything was written, else the failure's `errno`.
    package static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Int32? {
        DescriptorWrite.all(bytes, to: descriptor)
    }

    /// Writes a result file (export, report, generated code, baseline) the one safe way: a
    /// temporary file in the same folder, flushed and renamed over `path`, so that a failure leaves
    /// the previous file whole. Refuses a directory, a device, a read-only file, a missing folder
    /// and this registry's own files (see ``OutputFile`` in ToolbarStorage).
    public func writeOutput(to path: String, _ fill: (OutputFileSink) throws -> Void) throws {
        try translatingErrors { try OutputFile.write(to: path, protecting: [store.path], fill) }
    }

    /// Refuses `path` now if writing it later would be refused (see ``writeOutput(to:_:)``), so
    /// that a command fails before it does its work or changes the registry.
    public func checkOutput(_ path: String) throws {
        try translatingErrors { try OutputFile.check(path, protecting: [store.path]) }
    }

    /// Writes `text` to `path`; see ``writeOutput(to:_:)``.
    public func writeOutput(_ text: String, to path: String) throws {
        try writeOutput(to: path) { $0.write(text) }
    }

    /// Appends `text` to `path` (for `$GITHUB_STEP_SUMMARY`), replacing the file with its old
    /// content and `text` so that a failure leaves the old content whole.
    public func appendOutput(_ text: String, to path: String) throws {
        try translatingErrors { try OutputFile.append(text, to: path, protecting: [store.path]) }
    }
}
