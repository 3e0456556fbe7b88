import Foundation
import ToolbarRegistry

/// A fresh directory per test, removed when the value is released.
final class TemporaryDirectory {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("toolbar-registry-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    func path(_ name: String) -> String { url.appendingPathComponent(name).path }

    /// A registry in this directory with a fixed author and clock.
    func registry(_ name: String = "r.sqlite", author: String = "tester") throws -> Registry {
        let registry = try Registry.open(path: path(name), author: author)
        registry.now = { "2026-11-29T12:00:00.000Z" }
        return registry
    }
}

/// The repository root, found from this file's path.
let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
