import Foundation
import ToolbarModel
import ToolbarRegistry
import ToolbarRegistryScanning

// MARK: - Fixture sources

/// A copy of the scanner's fixture folders in a temporary directory, to scan and edit.
final class ScanSources {
    let directory: TemporaryDirectory
    /// The scan root: holds the copied folders (`Seed000`, `Seed001`, `UIKit`…).
    let root: String

    static let fixtures = Repository.url("Tests/ToolbarScannerTests/Fixtures").path

    init(_ folders: [String]) throws {
        directory = try TemporaryDirectory()
        root = directory.path("src")
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        for folder in folders {
            try FileManager.default.copyItem(atPath: Self.fixtures + "/" + folder, toPath: root + "/" + folder)
        }
    }

    /// A registry next to the sources with app `App` registered.
    func registry() throws -> Registry {
        SourceScanning.install()
        let registry = try directory.registry()
        try registry.addApp(App(name: "App"))
        return registry
    }

    /// Scans `paths` (default: everything under the root) into app `App`.
    func scan(
        _ registry: Registry, _ paths: [String] = ["."], prune: Bool = false, dryRun: Bool = false, check: Bool = false
    ) throws -> ScanReport {
        try registry.scan(app: "App", ScanRequest(paths: paths, root: root, prune: prune, dryRun: dryRun, check: check))
    }

    func read(_ relative: String) throws -> String {
        try String(contentsOfFile: root + "/" + relative, encoding: .utf8)
    }

    func write(_ relative: String, _ text: String) throws {
        let url = URL(fileURLWithPath: root + "/" + relative)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    /// Replaces the one occurrence of `old` in a file.
    func edit(_ relative: String, replacing old: String, with new: String) throws {
        let text = try read(relative)
        precondition(text.components(separatedBy: old).count == 2, "'\(old)' must occur once in \(relative)")
        try write(relative, text.replacingOccurrences(of: old, with: new))
    }
}

/// `App/Screen` or `App/Screen/key` as a record path.
func path(_ text: String) throws -> RecordPath { try RecordPath(parsing: text) }
