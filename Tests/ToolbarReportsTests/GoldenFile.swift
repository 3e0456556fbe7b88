import Foundation
import Testing

/// Golden files under Tests/ToolbarReportsTests/Golden. A normal run only compares; set
/// `TOOLBAR_REGISTRY_REGENERATE_GOLDEN=1` to rewrite them after a deliberate change.
enum GoldenFile {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")

    static var regenerating: Bool { ProcessInfo.processInfo.environment["TOOLBAR_REGISTRY_REGENERATE_GOLDEN"] == "1" }

    /// The stored text of `name`, after writing `actual` there when regenerating.
    static func expected(_ name: String, actual: String) throws -> String {
        let url = directory.appendingPathComponent(name)
        if regenerating {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try Data(actual.utf8).write(to: url)
        }
        return try String(contentsOf: url, encoding: .utf8)
    }
}
