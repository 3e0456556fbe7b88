import ToolbarModel
import ToolbarScanTypes

/// What reads Swift sources for ``Registry/scan(app:_:)``: ToolbarScanner's `SourceScanner.scan`,
/// which parses with SwiftSyntax.
///
/// The service does not link the scanner itself, so that a program that never scans (the
/// `toolbar-registry` binary) does not load the SwiftSyntax libraries at every start. A program
/// that scans installs the reader once, before its first scan: `ToolbarRegistryScanning`'s
/// `SourceScanning.install()` (the `toolbar-registry-scan` binary, the tests, library users; see
/// docs/library.md and docs/architecture.md, "Two binaries").
public enum SourceReader {
    /// Reads `paths` with `options`; files whose hash is unchanged are not parsed unless a
    /// changed file shares one of their screens (see `SourceScanner.scan`).
    public typealias Read =
        @Sendable (
            _ paths: [String], _ options: ScanOptions, _ previousHashes: [String: String],
            _ previousScreenFiles: [String: [String]]
        ) -> ScanResult

    private static let installed = Locked<Read?>(nil)

    /// Installs the reader `scan` uses (the last one installed wins).
    public static func install(_ read: @escaping Read) {
        installed.withLock { $0 = read }
    }

    /// Whether a reader is installed: `scan` works in this process.
    public static var isInstalled: Bool { installed.withLock { $0 != nil } }

    /// The installed reader, or the error `scan` reports without one.
    static func current() throws -> Read {
        guard let read = installed.withLock({ $0 }) else {
            throw RegistryError.conflict(
                "this program cannot read Swift sources: it does not link the scanner; call "
                    + "SourceScanning.install() (import ToolbarRegistryScanning) before scanning")
        }
        return read
    }
}
