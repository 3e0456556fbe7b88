import Foundation
import Testing
import ToolbarModel
import ToolbarRegistry

@Suite struct SeedAndInterchangeTests {
    let directory: TemporaryDirectory
    init() throws { directory = try TemporaryDirectory() }

    @Test func seedingTwiceGivesTheSameRegistry() throws {
        let registry = try directory.registry()
        let first = try registry.seed()
        #expect(!first.added.isEmpty)
        let export = try registry.exportDocument().encodedString()
        let logCount = try registry.changeLog().count
        let second = try registry.seed()
        #expect(second.isEmpty)
        #expect(try registry.exportDocument().encodedString() == export)
        #expect(try registry.changeLog().count == logCount)
    }

    @Test func seedsHoldBothSeedAppsAndThePresets() throws {
        let registry = try directory.registry()
        try registry.seed()
        let apps = try registry.apps().map(\.name)
        #expect(apps.count >= 2)
        #expect(try registry.scenarios().count >= 15)
    }

    @Test func exportImportExportIsByteIdentical() throws {
        let registry = try directory.registry()
        try registry.seed()
        let exported = try registry.exportDocument().encodedString()
        let file = directory.path("export.json")
        try Data(exported.utf8).write(to: URL(fileURLWithPath: file))
        let other = try directory.registry("other.sqlite")
        let report = try other.importFile(file)
        #expect(!report.added.isEmpty)
        #expect(try other.exportDocument().encodedString() == exported)
        #expect(try other.importFile(file).isEmpty)
    }

    @Test func malformedImportLeavesTheDatabaseByteForByteUnchanged() throws {
        let dbPath = directory.path("r.sqlite")
        do {
            let registry = try directory.registry()
            try registry.seed()
        }
        let before = try Data(contentsOf: URL(fileURLWithPath: dbPath))
        let bad = directory.path("bad.json")
        var exported = try directory.registry().exportDocument().encodedString()
        exported = exported.replacingOccurrences(of: "\"topBarPinnedTrailing\"", with: "\"topBarPinnedSideways\"")
        try Data(exported.utf8).write(to: URL(fileURLWithPath: bad))
        #expect(throws: RegistryError.self) { try directory.registry().importFile(bad) }
        let after = try Data(contentsOf: URL(fileURLWithPath: dbPath))
        #expect(before == after)
    }

    @Test func dryRunReportsWithoutWriting() throws {
        let registry = try directory.registry()
        let document = try #require(SeedCatalog.documents().first { $0.name == "photo-editor.json" }).document
        let report = try registry.importDocument(document, dryRun: true)
        #expect(!report.added.isEmpty)
        #expect(try registry.apps().isEmpty)
        #expect(try registry.changeLog().isEmpty)
    }

    @Test func pruneRemovesOnlyUnderListedApps() throws {
        let registry = try directory.registry()
        try registry.addApp(App(name: "Keep"))
        try registry.addApp(App(name: "Edit"))
        try registry.addScreen(app: "Edit", Screen(name: "Old"))
        let document = RegistryDocument(apps: [
            .init(app: App(name: "Edit"), screens: [.init(screen: Screen(name: "New"))])
        ])
        let plain = try registry.importDocument(document, dryRun: true)
        #expect(plain.removed.isEmpty)
        let pruned = try registry.importDocument(document, prune: true)
        #expect(pruned.removed == ["Edit/Old"])
        #expect(try registry.apps().map(\.name) == ["Edit", "Keep"])
    }

    @Test func builtInSeedsMatchTheSeedsFolder() throws {
        let folder = Repository.url("Seeds")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".json") }
            .sorted()
        #expect(SeedCatalog.files.map(\.name) == names, "run scripts/embed-resources.sh")
        for file in SeedCatalog.files {
            let onDisk = try String(contentsOf: folder.appendingPathComponent(file.name), encoding: .utf8)
            #expect(file.contents == onDisk, "Seeds/\(file.name) changed: run scripts/embed-resources.sh")
        }
    }
}
