import Foundation
import Testing
import ToolbarModel
import ToolbarRegistry

/// Scanning sources into the registry: change sets, re-scans, a person's classification, check,
/// prune, dry run, broken files and incremental parsing.
@Suite struct ScanImportTests {
    let sources: ScanSources
    let registry: Registry

    init() throws {
        sources = try ScanSources(["Seed000", "Seed001", "UIKit"])
        registry = try sources.registry()
    }

    @Test func firstScanAddsEveryScreenGroupAndCommandAndLogsTheAuthor() throws {
        let report = try sources.scan(registry)
        #expect(report.changes.added.contains("App/PhotoEditorView"))
        #expect(report.changes.added.contains("App/PhotoEditorView#undo-redo"))
        #expect(report.changes.added.contains("App/PhotoEditorView/share"))
        #expect(report.changes.changed.isEmpty && report.changes.removed.isEmpty)
        #expect(report.skipped.isEmpty && report.unchanged == 0 && report.parsed > 0)
        let screens = try registry.screens(app: "App").map(\.name)
        #expect(screens.contains("CrowdedPhotoEditorView") && screens.contains("VerticalBarViewController"))
        let log = try registry.changeLog()
        #expect(log.contains { $0.action == "scan" && $0.recordPath == "App" && $0.author == "tester" })
        #expect(log.contains { $0.action == "add" && $0.recordPath == "App/PhotoEditorView/share" })
    }

    @Test func commandsKeepTheirSourceLocationAndCondition() throws {
        _ = try sources.scan(registry)
        let share = try #require(try registry.commandSource(path("App/PhotoEditorView/share")))
        #expect(share.location == SourceLocation(file: "Seed000/PhotoEditorView+Toolbar.swift", line: 75, column: 13))
        #expect(share.classificationInferred)
        let crop = try #require(try registry.commandSource(path("App/PhotoEditorView/crop")))
        #expect(crop.condition?.contains("hasRoomForEditingTools") == true)
        let screen = try #require(try registry.screens(app: "App").first { $0.name == "PhotoEditorView" })
        #expect(screen.source == SourceLocation(file: "Seed000/PhotoEditorView.swift", line: 3))
    }

    @Test func rescanAfterAnEditShowsExactlyThatEdit() throws {
        _ = try sources.scan(registry)
        try sources.edit(
            "Seed000/PhotoEditorView+Toolbar.swift",
            replacing: "Button(\"Export Image\", systemImage: \"square.and.arrow.down\")",
            with: "Button(\"Export Image\", systemImage: \"square.and.arrow.up.on.square\")")
        let report = try sources.scan(registry)
        #expect(report.changes.changed == ["App/PhotoEditorView/export-image"])
        #expect(report.changes.added.isEmpty && report.changes.removed.isEmpty)
        let exportImage = try registry.command(path("App/PhotoEditorView/export-image"))
        #expect(exportImage.symbol == "square.and.arrow.up.on.square")
    }

    @Test func unchangedFilesAreNotParsedAgain() throws {
        let first = try sources.scan(registry)
        let second = try sources.scan(registry)
        #expect(second.parsed == 0)
        #expect(second.unchanged == first.parsed + first.withoutToolbar)
        #expect(second.changes.isEmpty)
        try sources.edit(
            "UIKit/LegacyInboxViewController.swift", replacing: "class LegacyInboxViewController",
            with: "// edited\nclass LegacyInboxViewController")
        let third = try sources.scan(registry)
        #expect(third.parsed == 1)
        #expect(third.screens == 1)
    }

    @Test func aPersonsClassificationSurvivesARescan() throws {
        _ = try sources.scan(registry)
        try registry.updateCommand(path("App/PhotoEditorView/share")) { $0.classification = .secondary }
        #expect(try registry.commandSource(path("App/PhotoEditorView/share"))?.classificationInferred == false)
        try sources.edit(
            "Seed000/PhotoEditorView+Toolbar.swift", replacing: "Label(\"Share\", systemImage:",
            with: "Label(\"Share\", systemImage: \"square.and.arrow.up.circle\") // was:")
        let report = try sources.scan(registry)
        #expect(report.changes.changed == ["App/PhotoEditorView/share"])
        let share = try registry.command(path("App/PhotoEditorView/share"))
        #expect(share.symbol == "square.and.arrow.up.circle")
        #expect(share.classification == .secondary)
        #expect(try sources.scan(registry, check: true).hasDrift == false)
    }

    @Test func aClassificationSetByImportIsAPersonsToo() throws {
        _ = try sources.scan(registry)
        var document = try registry.exportDocument(scope: path("App/PhotoEditorView"))
        let commands = document.apps[0].screens[0].commands
        let index = try #require(commands.firstIndex { $0.key == "crop" })
        document.apps[0].screens[0].commands[index].classification = .overflow
        _ = try registry.importDocument(document)
        #expect(try registry.commandSource(path("App/PhotoEditorView/crop"))?.classificationInferred == false)
        try sources.edit(
            "Seed000/PhotoEditorView+Toolbar.swift", replacing: "Label(\"Share\", systemImage:",
            with: "Label(\"Share\", systemImage: \"square.and.arrow.up.circle\") // was:")
        _ = try sources.scan(registry)
        #expect(try registry.command(path("App/PhotoEditorView/crop")).classification == .overflow)
        #expect(try registry.command(path("App/PhotoEditorView/undo")).classification == .primary, "still inferred")
    }

    @Test func fieldsOnlyPeopleKnowSurviveARescan() throws {
        _ = try sources.scan(registry)
        try registry.updateCommand(path("App/PhotoEditorView/crop")) {
            $0.usage = .frequent
            $0.notes = "Most used tool."
        }
        let report = try sources.scan(registry, check: true)
        #expect(!report.hasDrift)
        #expect(try registry.command(path("App/PhotoEditorView/crop")).usage == .frequent)
    }

    @Test func checkPassesWhenInStepAndCatchesDriftWithoutWriting() throws {
        _ = try sources.scan(registry)
        #expect(try sources.scan(registry, check: true).hasDrift == false)
        try registry.updateCommand(path("App/PhotoEditorView/undo")) { $0.title = "Undo Edit" }
        try registry.removeCommand(path("App/CrowdedPhotoEditorView/clear"))
        let revision = try registry.changeLog().count
        let report = try sources.scan(registry, check: true)
        #expect(report.hasDrift && report.wroteNothing)
        #expect(report.changes.changed.contains("App/PhotoEditorView/undo"))
        #expect(report.changes.added.contains("App/CrowdedPhotoEditorView/clear"))
        #expect(try registry.command(path("App/PhotoEditorView/undo")).title == "Undo Edit")
        #expect(try registry.changeLog().count == revision)
        #expect(
            try registry.scanStatus(app: "App").lastCheckDrift == report.changes.added.count
                + report.changes.changed.count + report.changes.removed.count)
    }

    @Test func checkSeesCommandsOnlyInTheRegistry() throws {
        _ = try sources.scan(registry)
        try registry.addCommand(path("App/PhotoEditorView"), Command(key: "extra", title: "Extra", content: .text))
        let report = try sources.scan(registry, check: true)
        #expect(report.changes.removed == ["App/PhotoEditorView/extra"])
    }

    @Test func commandsGoneFromTheCodeAreRemovedOnlyWithPrune() throws {
        _ = try sources.scan(registry)
        try sources.edit(
            "Seed000/PhotoEditorView+Toolbar.swift",
            replacing: "            Button(\"Export Image\", systemImage: \"square.and.arrow.down\") {\n"
                + "                document.exportImage()\n            }\n", with: "")
        let kept = try sources.scan(registry)
        #expect(kept.changes.added.isEmpty)
        #expect(kept.changes.removed.isEmpty)
        #expect(try registry.commands(path("App/PhotoEditorView")).contains { $0.key == "export-image" })
        let pruned = try sources.scan(registry, prune: true)
        #expect(pruned.changes.removed == ["App/PhotoEditorView/export-image"])
        #expect(try !registry.commands(path("App/PhotoEditorView")).contains { $0.key == "export-image" })
    }

    /// A command whose title or symbol changes in the code is the same command: one update, its
    /// key kept, never a removal plus an addition (or, without `--prune`, two commands).
    @Test func aChangedSymbolOrTitleIsAnUpdateOfTheSameCommand() throws {
        _ = try sources.scan(registry)
        let before = try registry.commands(path("App/PhotoEditorView")).count
        try sources.edit(
            "Seed000/PhotoEditorView+Toolbar.swift",
            replacing: "Button(\"Export Image\", systemImage: \"square.and.arrow.down\") {",
            with: "Button(\"Export Image\", systemImage: \"arrow.down.doc\") {")
        let symbol = try sources.scan(registry)
        #expect(symbol.changes.changed == ["App/PhotoEditorView/export-image"])
        #expect(symbol.changes.added.isEmpty && symbol.changes.removed.isEmpty)
        #expect(try registry.command(path("App/PhotoEditorView/export-image")).symbol == "arrow.down.doc")
        try sources.edit(
            "Seed000/PhotoEditorView+Toolbar.swift",
            replacing: "Button(\"Export Image\", systemImage: \"arrow.down.doc\") {",
            with: "Button(\"Save Image\", systemImage: \"arrow.down.doc\") {")
        let title = try sources.scan(registry)
        #expect(title.changes.changed == ["App/PhotoEditorView/export-image"])
        #expect(title.changes.added.isEmpty && title.changes.removed.isEmpty)
        #expect(try registry.command(path("App/PhotoEditorView/export-image")).title == "Save Image")
        #expect(
            try registry.commands(path("App/PhotoEditorView")).count == before, "one command where the code has one")
        #expect(try !sources.scan(registry, check: true).hasDrift)
    }

    @Test func dryRunWritesNothing() throws {
        let report = try sources.scan(registry, dryRun: true)
        #expect(!report.changes.added.isEmpty && report.wroteNothing)
        #expect(try registry.screens(app: "App").isEmpty)
        #expect(try registry.changeLog().count == 1, "only adding the app")
        let again = try sources.scan(registry, dryRun: true)
        #expect(again.parsed == report.parsed, "no hashes were stored")
    }

    @Test func brokenFilesAreReportedAndDoNotStopTheScan() throws {
        try sources.write("Broken/Broken.swift", "struct Broken: View { var body: some View { Text(\"x\") .toolbar { ")
        try Data([0x2F, 0x2F, 0x20, 0xE9, 0x0A, 0x74, 0x6F, 0x6F, 0x6C, 0x62, 0x61, 0x72])
            .write(to: URL(fileURLWithPath: sources.root + "/Broken/Latin1.swift"))
        let report = try sources.scan(registry)
        #expect(Set(report.skipped.map(\.path)) == ["Broken/Broken.swift", "Broken/Latin1.swift"])
        #expect(Set(report.skipped.map(\.reason)) == ["unparseable", "not-utf8"])
        #expect(try registry.screens(app: "App").contains { $0.name == "PhotoEditorView" })
    }

    @Test func aFileThatBreaksDoesNotPruneItsScreen() throws {
        _ = try sources.scan(registry)
        try sources.edit(
            "Seed000/PhotoEditorView+Toolbar.swift", replacing: "var shareItem: some ToolbarContent {",
            with: "var shareItem: some ToolbarContent { {{{")
        let report = try sources.scan(registry, prune: true)
        #expect(report.changes.removed.isEmpty)
        #expect(report.warnings.contains { $0.contains("PhotoEditorView") })
        #expect(try registry.commands(path("App/PhotoEditorView")).contains { $0.key == "share" })
    }

    @Test func sourceFindingsAreStoredPerAppAndScreen() throws {
        _ = try sources.scan(registry)
        let all = try registry.sourceFindings(app: "App")
        #expect(!all.isEmpty)
        #expect(all == all.sorted { ($0.location.file, $0.location.line) <= ($1.location.file, $1.location.line) })
        let legacy = try registry.sourceFindings(app: "App", screen: "LegacyInboxViewController")
        #expect(!legacy.isEmpty && legacy.allSatisfy { $0.screen == "LegacyInboxViewController" })
        // A re-scan that parses nothing keeps them; one that re-reads a file replaces that file's.
        _ = try sources.scan(registry)
        #expect(try registry.sourceFindings(app: "App") == all)
        try sources.edit(
            "UIKit/LegacyInboxViewController.swift", replacing: "class LegacyInboxViewController",
            with: "// edited\nclass LegacyInboxViewController")
        _ = try sources.scan(registry)
        let after = try registry.sourceFindings(app: "App", screen: "LegacyInboxViewController")
        #expect(after.count == legacy.count)
        #expect(after.map(\.location.line) == legacy.map { $0.location.line + 1 })
    }

    @Test func aScreenGoneFromTheCodeIsRemovedOnlyWithPrune() throws {
        _ = try sources.scan(registry)
        try FileManager.default.removeItem(atPath: sources.root + "/UIKit/LegacyInboxViewController.swift")
        let kept = try sources.scan(registry)
        #expect(kept.changes.removed.isEmpty)
        #expect(kept.warnings.contains { $0.contains("LegacyInboxViewController") && $0.contains("--prune") })
        let check = try sources.scan(registry, check: true)
        #expect(check.changes.removed == ["App/LegacyInboxViewController"])
        let pruned = try sources.scan(registry, prune: true)
        #expect(pruned.changes.removed == ["App/LegacyInboxViewController"])
        #expect(try !registry.screens(app: "App").contains { $0.name == "LegacyInboxViewController" })
    }

    @Test func theAppMustExistUnlessAskedToCreateIt() throws {
        #expect(throws: RegistryError.self) {
            try registry.scan(app: "Other", ScanRequest(paths: ["."], root: sources.root))
        }
        let request = ScanRequest(paths: ["Seed001"], root: sources.root, createApp: true)
        let report = try registry.scan(app: "Other", request)
        #expect(report.changes.added.first == "Other")
    }
}
