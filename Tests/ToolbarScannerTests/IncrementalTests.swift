import Foundation
import Testing
import ToolbarModel
import ToolbarScanner

/// A re-scan parses only what changed, and still reads a screen split over files whole.
@Suite struct IncrementalTests {
    static let declaration = """
        import SwiftUI

        struct NotesView: View {
            var body: some View {
                List {}.toolbar { items }
            }
        }
        """

    static func extensionFile(_ title: String) -> String {
        """
        import SwiftUI

        extension NotesView {
            @ToolbarContentBuilder var items: some ToolbarContent {
                ToolbarItem { Button("\(title)", systemImage: "plus") {} }
            }
        }
        """
    }

    @Test func unchangedFilesAreNotParsed() throws {
        let folder = try TemporaryDirectory(prefix: "scanner-tests")
        try folder.write("NotesView.swift", Self.declaration)
        try folder.write("NotesView+Items.swift", Self.extensionFile("Add"))
        try folder.write("Other.swift", "struct Other { var toolbarHint = 1 }")
        let options = ScanOptions(root: folder.path)
        let first = SourceScanner.scan(paths: ["."], options: options)
        #expect(first.parsedFiles.count == 3)
        let second = SourceScanner.scan(paths: ["."], options: options, previousHashes: first.contentHashes)
        #expect(second.parsedFiles.isEmpty)
        #expect(second.unchangedFiles.count == 3)
        #expect(second.screens.isEmpty, "screens whose files are all unchanged stay as the registry has them")
        #expect(second.contentHashes == first.contentHashes)
    }

    @Test func anEditReparsesTheTypesOtherFilesAndShowsExactlyThatEdit() throws {
        let folder = try TemporaryDirectory(prefix: "scanner-tests")
        try folder.write("NotesView.swift", Self.declaration)
        try folder.write("NotesView+Items.swift", Self.extensionFile("Add"))
        try folder.write("Other.swift", "struct Other { var toolbarHint = 1 }")
        let options = ScanOptions(root: folder.path)
        let first = SourceScanner.scan(paths: ["."], options: options)
        try folder.write("NotesView+Items.swift", Self.extensionFile("New Note"))
        let second = SourceScanner.scan(paths: ["."], options: options, previousHashes: first.contentHashes)
        #expect(second.parsedFiles == ["NotesView+Items.swift", "NotesView.swift"])
        #expect(second.unchangedFiles == ["Other.swift"])
        let before = try #require(first.screens.first)
        let after = try #require(second.screens.first)
        #expect(before.commands.map(\.command.key) == ["add"])
        #expect(after.commands.map(\.command.key) == ["new-note"])
        var expected = before.commands[0].command
        expected.key = "new-note"
        expected.title = "New Note"
        #expect(after.commands[0].command == expected)
        #expect(after.screen == before.screen)
    }
}

/// With the last scan's screen files, a change that removes content or a file is seen too.
@Suite struct ScreenFileTests {
    @Test func removingTheExtensionFileRereadsTheScreen() throws {
        let folder = try TemporaryDirectory(prefix: "scanner-tests")
        try folder.write("NotesView.swift", IncrementalTests.declaration)
        try folder.write("NotesView+Items.swift", IncrementalTests.extensionFile("Add"))
        let options = ScanOptions(root: folder.path)
        let first = SourceScanner.scan(paths: ["."], options: options)
        let screenFiles = Dictionary(uniqueKeysWithValues: first.screens.map { ($0.typeName, $0.files) })
        try folder.write("NotesView+Items.swift", "// nothing here any more\n")
        let second = SourceScanner.scan(
            paths: ["."], options: options, previousHashes: first.contentHashes, previousScreenFiles: screenFiles)
        #expect(second.parsedFiles == ["NotesView+Items.swift", "NotesView.swift"])
        let screen = try #require(second.screens.first)
        #expect(screen.commands.isEmpty)
        #expect(second.findings.map(\.id) == ["unresolved-toolbar-content"])
        #expect(second.removedScreens.isEmpty)
    }

    @Test func deletingEveryFileReportsTheScreenRemoved() throws {
        let folder = try TemporaryDirectory(prefix: "scanner-tests")
        try folder.write("NotesView.swift", IncrementalTests.declaration)
        try folder.write("Other.swift", "// toolbar notes\nstruct Other {}\n")
        let options = ScanOptions(root: folder.path)
        let first = SourceScanner.scan(paths: ["."], options: options)
        let screenFiles = Dictionary(uniqueKeysWithValues: first.screens.map { ($0.typeName, $0.files) })
        try FileManager.default.removeItem(atPath: folder.path + "/NotesView.swift")
        let second = SourceScanner.scan(
            paths: ["."], options: options, previousHashes: first.contentHashes, previousScreenFiles: screenFiles)
        #expect(second.removedScreens == ["NotesView"])
        #expect(second.parsedFiles.isEmpty)
    }
}
