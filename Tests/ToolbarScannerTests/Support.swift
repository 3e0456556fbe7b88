import Foundation
import ToolbarModel
import ToolbarScanner

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

/// A temporary folder removed when the value goes away.
final class TemporaryFolder {
    let path: String

    init() throws {
        path = NSTemporaryDirectory() + "scanner-tests-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    func write(_ relative: String, _ text: String) throws {
        try write(relative, bytes: Array(text.utf8))
    }

    func write(_ relative: String, bytes: [UInt8]) throws {
        let url = URL(fileURLWithPath: path + "/" + relative)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: url)
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }
}

extension ScannedScreen {
    func command(_ key: String) -> ScannedCommand? { commands.first { $0.command.key == key } }
}
