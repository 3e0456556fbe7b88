import Foundation

/// Golden files in a folder of the repository. A normal run only compares; set
/// `TOOLBAR_REGISTRY_REGENERATE_GOLDEN=1` to rewrite them after a deliberate change.
package struct GoldenFile {
    /// The folder holding the golden files.
    package let directory: URL

    /// Golden files under `relativePath` (from the repository root).
    package init(_ relativePath: String) { directory = Repository.url(relativePath) }

    package static var regenerating: Bool {
        ProcessInfo.processInfo.environment["TOOLBAR_REGISTRY_REGENERATE_GOLDEN"] == "1"
    }

    /// The stored text of `name`, after writing `actual` there when regenerating.
    package func expected(_ name: String, actual: String) throws -> String {
        let url = directory.appendingPathComponent(name)
        if Self.regenerating {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(actual.utf8).write(to: url)
        }
        return try String(contentsOf: url, encoding: .utf8)
    }
}

extension GoldenFile {
    /// Where `actual` first differs from `expected`, line by line, for a failure message that
    /// shows one line of each rather than two files' worth of text.
    package static func firstDifference(_ actual: String, _ expected: String) -> String {
        let lines = actual.split(separator: "\n", omittingEmptySubsequences: false)
        let recorded = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let first =
            zip(lines, recorded).enumerated().first { $0.element.0 != $0.element.1 }?.offset
            ?? min(lines.count, recorded.count)
        return "line \(first + 1):\n"
            + "now:      \(first < lines.count ? lines[first] : "(end)")\n"
            + "recorded: \(first < recorded.count ? recorded[first] : "(end)")"
    }
}
