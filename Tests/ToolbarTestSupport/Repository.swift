import Foundation

/// Files of the repository the tests read: seeds, docs, fixtures, golden files.
package enum Repository {
    /// The repository root, found from this file's path (Tests/ToolbarTestSupport/).
    package static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The URL of `relativePath` under the root.
    package static func url(_ relativePath: String) -> URL { root.appendingPathComponent(relativePath) }

    /// The text of `relativePath` under the root.
    package static func text(_ relativePath: String) throws -> String {
        try String(contentsOf: url(relativePath), encoding: .utf8)
    }

    /// The bytes of `relativePath` under the root.
    package static func bytes(_ relativePath: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: url(relativePath)))
    }
}
