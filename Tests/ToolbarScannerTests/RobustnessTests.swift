import Foundation
import Testing
import ToolbarModel
import ToolbarScanner

private let toolbarView = """
    import SwiftUI

    struct ListView: View {
        var body: some View {
            List {}.toolbar {
                ToolbarItem { Button("Add", systemImage: "plus") {} }
            }
        }
    }
    """

@Suite struct RobustnessTests {
    @Test func brokenAndNonUTF8FilesAreReportedAndTheScanGoesOn() throws {
        let folder = try TemporaryDirectory(prefix: "scanner-tests")
        try folder.write("A/ListView.swift", toolbarView)
        try folder.write(
            "A/Broken.swift", "struct Broken: View { var body: some View { Text(\"x\").toolbar { ToolbarItem { ")
        try folder.write("A/Latin1.swift", bytes: Array("// caf".utf8) + [0xE9] + Array(" toolbar\n".utf8))
        let result = SourceScanner.scan(paths: ["A"], options: ScanOptions(root: folder.path))
        #expect(result.screens.map(\.typeName) == ["ListView"])
        let skipped = Dictionary(uniqueKeysWithValues: result.skippedFiles.map { ($0.path, $0.outcome) })
        #expect(skipped["A/Broken.swift"] == .skipped(.unparseable))
        #expect(skipped["A/Latin1.swift"] == .skipped(.notUTF8))
        #expect(result.files.first { $0.path == "A/Broken.swift" }?.detail?.isEmpty == false)
    }

    @Test func generatedFoldersExcludesAndBigFilesAreSkipped() throws {
        let folder = try TemporaryDirectory(prefix: "scanner-tests")
        try folder.write("App/ListView.swift", toolbarView)
        for generated in [".build", "DerivedData", "Pods", "Carthage"] {
            let renamed = toolbarView.replacingOccurrences(of: "ListView", with: "G")
            try folder.write("App/\(generated)/Generated.swift", renamed)
        }
        try folder.write("App/Generated/Model.swift", toolbarView.replacingOccurrences(of: "ListView", with: "Model"))
        try folder.write("App/Big.swift", "// toolbar\n" + String(repeating: "let x = 1\n", count: 200))
        let options = ScanOptions(root: folder.path, excludes: ["App/Generated/**"], maximumFileBytes: 1000)
        let result = SourceScanner.scan(paths: ["App"], options: options)
        #expect(result.screens.map(\.typeName) == ["ListView"])
        #expect(result.files.map(\.path) == ["App/Big.swift", "App/Generated/Model.swift", "App/ListView.swift"])
        #expect(result.files[0].outcome == .skipped(.tooBig))
        #expect(result.files[1].outcome == .skipped(.excluded))
    }

    @Test func symlinkLoopsAreReportedNotFollowedForever() throws {
        let folder = try TemporaryDirectory(prefix: "scanner-tests")
        try folder.write("App/ListView.swift", toolbarView)
        try FileManager.default.createSymbolicLink(
            atPath: folder.path + "/App/loop", withDestinationPath: folder.path + "/App")
        let result = SourceScanner.scan(paths: ["App"], options: ScanOptions(root: folder.path))
        #expect(result.files.first { $0.path == "App/loop" }?.outcome == .skipped(.symlinkLoop))
        #expect(result.screens.count == 1)
    }

    /// Links leading out of the folder given are not followed (issue 13): reported with where they
    /// lead. Links inside it are read.
    @Test func symlinksOutOfTheScannedFolderAreReportedNotFollowed() throws {
        let folder = try TemporaryDirectory(prefix: "scanner-tests")
        try folder.write("App/ListView.swift", toolbarView)
        try folder.write("Elsewhere/Secret.swift", toolbarView.replacingOccurrences(of: "ListView", with: "SecretView"))
        try FileManager.default.createSymbolicLink(
            atPath: folder.path + "/App/Linked", withDestinationPath: folder.path + "/Elsewhere")
        try FileManager.default.createSymbolicLink(
            atPath: folder.path + "/App/Secret.swift", withDestinationPath: folder.path + "/Elsewhere/Secret.swift")
        try FileManager.default.createSymbolicLink(
            atPath: folder.path + "/App/Alias.swift", withDestinationPath: folder.path + "/App/ListView.swift")
        let result = SourceScanner.scan(paths: ["App"], options: ScanOptions(root: folder.path))
        let outside = result.files.filter { $0.outcome == .skipped(.symlinkOutside) }
        #expect(outside.map(\.path) == ["App/Linked", "App/Secret.swift"])
        #expect(outside.allSatisfy { $0.detail?.contains("Elsewhere") == true })
        #expect(result.screens.map(\.typeName) == ["ListView"], "nothing outside App is read")
        #expect(result.files.contains { $0.path == "App/Alias.swift" && $0.outcome == .parsed }, "inside: followed")
    }

    @Test func filesWithoutToolbarWordsAreNotParsed() throws {
        let folder = try TemporaryDirectory(prefix: "scanner-tests")
        try folder.write("Model.swift", "struct Model { var name = \"\" }")
        try folder.write("ListView.swift", toolbarView)
        let result = SourceScanner.scan(paths: ["."], options: ScanOptions(root: folder.path))
        #expect(result.files.map(\.outcome) == [.parsed, .noToolbar])
        #expect(result.files.allSatisfy { $0.contentHash?.count == 64 })
    }

    @Test func outputDoesNotDependOnThreadsAndProgressCountsEveryFile() {
        let counter = ProgressCounter()
        let options = ScanOptions(root: Fixtures.directory, threads: 2) { done, total in counter.record(done, total) }
        let parallel = SourceScanner.scan(paths: ["."], options: options)
        let serial = Fixtures.all
        #expect(parallel == serial)
        #expect(counter.maximum == parallel.files.count)
    }

    @Test func bareParseModeParsesWithoutReadingScreens() throws {
        let folder = try TemporaryDirectory(prefix: "scanner-tests")
        try folder.write("ListView.swift", toolbarView)
        let result = SourceScanner.scan(paths: ["."], options: ScanOptions(root: folder.path, extract: false))
        #expect(result.parsedFiles == ["ListView.swift"])
        #expect(result.screens.isEmpty && result.findings.isEmpty)
    }

    @Test func globsMatchFoldersAndStars() throws {
        let folder = try TemporaryDirectory(prefix: "scanner-tests")
        try folder.write("App/Feature/ListView.swift", toolbarView)
        try folder.write("App/Feature/ListViewTests.swift", toolbarView.replacingOccurrences(of: "ListView", with: "T"))
        let options = ScanOptions(root: folder.path, excludes: ["**/*Tests.swift"])
        let result = SourceScanner.scan(paths: ["App"], options: options)
        #expect(result.files.map(\.outcome) == [.parsed, .skipped(.excluded)])
    }
}

/// Collects progress callbacks from any thread.
final class ProgressCounter: @unchecked Sendable {
    private let lock = NSLock()
    private(set) var maximum = 0

    func record(_ done: Int, _ total: Int) {
        lock.lock()
        maximum = max(maximum, done)
        lock.unlock()
    }
}
