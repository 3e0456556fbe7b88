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

    // Scans several suites read, each done once per process (a suite's instance property is made
    // again for each of its tests). Scans are pure: a shared result is the one each would get.

    /// Every fixture, scanned on one thread.
    static let all = scan(["."], threads: 1)
    /// The Forms folder.
    static let forms = scan(["Forms"])
    /// The seed documents' listings.
    static let seeds = scan(["Seed000", "Seed001"])
    /// The UIKit folder.
    static let uiKit = scan(["UIKit"])
    /// The UIKit controller whose methods share local names.
    static let uiKitScopes = scan(["UIKitScopes"])

    static func screen(_ result: ScanResult, _ name: String) -> ScannedScreen? {
        result.screens.first { $0.typeName == name }
    }
}

extension ScannedScreen {
    func command(_ key: String) -> ScannedCommand? { commands.first { $0.command.key == key } }
}
