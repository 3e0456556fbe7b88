import Foundation
import ToolbarModel

/// Files beside the tests: the repository's seeds, docs and fixtures.
enum InterchangeFiles {
    /// The repository root, found from this file's path.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The seed file names.
    static let seedNames = ["foldable-showcase.json", "photo-editor.json", "scenarios.json"]

    /// The bytes of `Seeds/NAME`.
    static func seed(_ name: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: root.appendingPathComponent("Seeds").appendingPathComponent(name)))
    }

    /// The bytes of a file under the repository root.
    static func file(_ relativePath: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: root.appendingPathComponent(relativePath)))
    }

    /// Decodes `text`, returning the error it throws (or `nil`).
    static func refusal(_ text: String) -> InterchangeError? {
        do {
            _ = try RegistryDocument.decode(Array(text.utf8))
            return nil
        } catch let error as InterchangeError {
            return error
        } catch {
            return nil
        }
    }
}
