import Foundation
import ToolbarModel
import ToolbarScanner
@_exported import ToolbarTestSupport

/// Where the fixture files are.
enum Fixtures {
    static let directory: String = {
        let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        return here.appendingPathComponent("Fixtures").path
    }()

    /// Scans fixture folders (relative to Fixtures/) with the fixtures folder as root.
    static func scan(_ paths: [String], threads: Int? = nil) -> ScanResult {
        SourceScanner.scan(paths: paths, options: ScanOptions(root: directory, threads: threads))
    }

    static func screen(_ result: ScanResult, _ name: String) -> ScannedScreen? {
        result.screens.first { $0.typeName == name }
    }
}

extension ScannedScreen {
    func command(_ key: String) -> ScannedCommand? { commands.first { $0.command.key == key } }
}
