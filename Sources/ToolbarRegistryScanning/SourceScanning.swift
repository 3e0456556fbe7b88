@_exported import ToolbarRegistry
@_exported import ToolbarScanner

/// Plugs the scanner into the service: after ``install()``, ``Registry/scan(app:_:)`` reads
/// Swift sources with ToolbarScanner's `SourceScanner` (SwiftSyntax).
///
/// The service leaves the scanner out so that a program that never scans does not load the
/// SwiftSyntax libraries (see ``SourceReader`` and docs/architecture.md, "Two binaries").
public enum SourceScanning {
    /// Installs `SourceScanner.scan` as the reader `scan` uses. Call once, before the first scan.
    public static func install() {
        SourceReader.install { paths, options, previousHashes, previousScreenFiles in
            SourceScanner.scan(
                paths: paths, options: options, previousHashes: previousHashes,
                previousScreenFiles: previousScreenFiles)
        }
    }
}
