import Foundation

/// A fresh directory per test, removed when the value is released.
package final class TemporaryDirectory {
    package let url: URL

    /// Creates `<temporary directory>/<prefix>-<UUID>`.
    package init(prefix: String = "toolbar-registry-tests") throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    /// The directory's path.
    package var path: String { url.path }

    /// A path inside the directory.
    package func path(_ name: String) -> String { url.appendingPathComponent(name).path }

    /// Writes `text` to `relative`, creating its folders.
    package func write(_ relative: String, _ text: String) throws {
        try write(relative, bytes: Array(text.utf8))
    }

    /// Writes `bytes` to `relative`, creating its folders.
    package func write(_ relative: String, bytes: [UInt8]) throws {
        let file = url.appendingPathComponent(relative)
        try FileManager.default.createDirectory(
            at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: file)
    }
}
