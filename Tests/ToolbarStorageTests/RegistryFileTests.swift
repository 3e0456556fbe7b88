import Foundation
import Testing

@testable import ToolbarStorage

/// `RegistryFile` cuts plain absolute paths at their last `/` instead of building a `URL`; the
/// folder it names (checked for write access, and shown in errors) is the one `URL` gave.
@Suite struct RegistryFileTests {
    static let paths: [String] = {
        let parts = ["", ".", "..", "a", "b c", "é", "x.sqlite", "~", "x%20y", "q?r#s"]
        var paths: Set<String> = ["/", "//", "", ".", "..", "/a", "/a/", "a", "./a", "../a", "/a/b/..", "/a//b"]
        for first in parts {
            for second in parts {
                for lead in ["", "/"] {
                    for trail in ["", "/"] {
                        paths.insert(lead + first + "/" + second + trail)
                        paths.insert(lead + first + trail)
                    }
                }
            }
        }
        return paths.sorted()
    }()

    @Test func foldersAreWhatURLGave() {
        for path in Self.paths {
            #expect(
                RegistryFile.folder(of: path) == URL(fileURLWithPath: path).deletingLastPathComponent().path, "\(path)")
        }
    }

    @Test func theHeaderIsReadWithoutFoundation() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("short.sqlite")
        try Data("SQLite format 3\0".utf8 + [UInt8](repeating: 1, count: 20)).write(to: URL(fileURLWithPath: path))
        let file = RegistryFile(path)
        try file.checkHeader()
        #expect(file.truncation() == "the file is 36 bytes, shorter than SQLite's 100-byte header")
        try Data("not a database".utf8).write(to: URL(fileURLWithPath: path))
        #expect(throws: StorageError.self) { try RegistryFile(path).checkHeader() }
    }
}
