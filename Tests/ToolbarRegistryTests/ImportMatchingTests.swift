import Foundation
import Testing
import ToolbarModel
import ToolbarRegistry

/// Import matches records by stable id, then name: renames (even swaps) stay renames, prune makes
/// an app equal to the file, reviews come along, and a dry run reports field by field.
@Suite struct ImportMatchingTests {
    let directory: TemporaryDirectory
    let registry: Registry

    init() throws {
        directory = try TemporaryDirectory()
        registry = try directory.registry()
        try registry.addApp(App(name: "Notes"))
        try registry.addScreen(app: "Notes", Screen(name: "Editor"))
        try registry.addGroup(
            RecordPath(app: "Notes", screen: "Editor"), ToolbarGroup(name: "edit", placement: .topBarLeading))
        for (key, group) in [("undo", "edit"), ("redo", "edit"), ("share", nil)] as [(String, String?)] {
            try registry.addCommand(
                RecordPath(app: "Notes", screen: "Editor"),
                Command(
                    key: key, title: key.capitalized, symbol: "star",
                    placement: group == nil ? .topBarTrailing : .topBarLeading,
                    group: group))
        }
    }

    static let editor = RecordPath(app: "Notes", screen: "Editor")

    func commandsByKey() throws -> [String: Command] {
        Dictionary(uniqueKeysWithValues: try registry.commands(Self.editor).map { ($0.key, $0) })
    }

    @Test func twoCommandsSwappingKeysAreTwoRenames() throws {
        let before = try commandsByKey()
        var document = try registry.exportDocument(scope: Self.editor)
        for index in document.apps[0].screens[0].commands.indices {
            let command = document.apps[0].screens[0].commands[index]
            document.apps[0].screens[0].commands[index].key =
                command.key == "undo" ? "redo" : command.key == "redo" ? "undo" : command.key
        }
        let report = try registry.importDocument(document)
        #expect(Set(report.renamed.map(\.to)) == ["Notes/Editor/undo", "Notes/Editor/redo"])
        #expect(report.added.isEmpty && report.removed.isEmpty)
        let after = try commandsByKey()
        #expect(after["undo"]?.stableID == before["redo"]?.stableID)
        #expect(after["redo"]?.stableID == before["undo"]?.stableID)
        let renames = try registry.changeLog(scope: Self.editor).filter { $0.action == "rename" }
        #expect(renames.count == 2)
    }

    @Test func aRenamedGroupKeepsItsCommands() throws {
        var document = try registry.exportDocument(scope: Self.editor)
        document.apps[0].screens[0].groups[0].name = "history"
        for index in document.apps[0].screens[0].commands.indices
        where document.apps[0].screens[0].commands[index].group != nil {
            document.apps[0].screens[0].commands[index].group = "history"
        }
        let report = try registry.importDocument(document, prune: true)
        #expect(report.renamed == [ImportRename(from: "Notes/Editor#edit", to: "Notes/Editor#history")])
        #expect(report.changed.isEmpty)
        #expect(report.added.isEmpty && report.removed.isEmpty)
        #expect(try commandsByKey()["undo"]?.group == "history")
    }

    @Test func aDryRunReportsEachFieldAndWritesNothing() throws {
        var document = try registry.exportDocument(scope: Self.editor)
        let share = try #require(document.apps[0].screens[0].commands.firstIndex { $0.key == "share" })
        document.apps[0].screens[0].commands[share].placement = .topBarPinnedTrailing
        document.apps[0].screens[0].commands[share].customView = nil
        let revision = try registry.changeLog().count
        let report = try registry.importDocument(document, dryRun: true)
        #expect(
            report.fields == [
                ImportFieldChange(
                    path: "Notes/Editor/share", field: "placement", before: .string("topBarTrailing"),
                    after: .string("topBarPinnedTrailing"))
            ])
        #expect(report.changed == ["Notes/Editor/share"])
        #expect(try registry.changeLog().count == revision)
        #expect(try commandsByKey()["share"]?.placement == .topBarTrailing)
    }

    @Test func pruneMakesTheAppEqualToTheFileReviewsIncluded() throws {
        try registry.signOff(Self.editor, item: "manual-voiceover", note: "ok")
        try registry.suppress(Self.editor, item: "title-length", reason: "fine")
        try registry.setTargets(app: "Notes", [.iPhone])
        var document = try registry.exportDocument(scope: RecordPath(app: "Notes"))
        #expect(document.apps[0].screens[0].signOffs.count == 1)
        #expect(document.apps[0].screens[0].suppressions.count == 1)
        #expect(document.apps[0].targets == [.iPhone])
        document.apps[0].screens[0].signOffs = []
        document.apps[0].screens[0].suppressions = []
        document.apps[0].targets = []
        let report = try registry.importDocument(document, prune: true)
        #expect(report.removed.count == 2)
        #expect(try registry.signOffs(Self.editor).isEmpty)
        #expect(try registry.suppressions(Self.editor).isEmpty)
        #expect(try registry.targets(app: "Notes") == ScenarioTarget.allCases)
    }

    @Test func aSignOffOfAnAutomaticItemIsRefusedAndNothingIsWritten() throws {
        var document = try registry.exportDocument(scope: Self.editor)
        document.apps[0].screens[0].screen.title = "Changed"
        document.apps[0].screens[0].signOffs = [
            RegistryDocument.SignOffEntry(item: "title-length", author: "ana", date: "2026-12-01T10:00:00.000Z")
        ]
        #expect(throws: RegistryError.self) { try registry.importDocument(document) }
        #expect(try registry.inventory(Self.editor).screen.title == nil)
    }

    /// An import inserts new commands of several screens together, and some are already written
    /// when a later record is refused: the whole import still rolls back, with the refusal's own
    /// error, and the registry reads as before.
    @Test func aRefusalAfterNewCommandsWereWrittenRollsBackTheWholeImport() throws {
        let before = try registry.changeLog().count
        var document = try registry.exportDocument(scope: Self.editor)
        // 'undo' renamed onto 'share', which the file leaves out: refused (without --prune).
        document.apps[0].screens[0].commands.removeAll { $0.key == "share" }
        let undo = try #require(document.apps[0].screens[0].commands.firstIndex { $0.key == "undo" })
        document.apps[0].screens[0].commands[undo].key = "Share"
        // First in the file, a new app whose 100 commands (more than one statement's worth) are
        // written before the refusal.
        let screens = (1...5).map { screen in
            RegistryDocument.ScreenEntry(
                screen: Screen(name: "Screen \(screen)"),
                commands: (1...20).map { Command(key: "c\($0)", title: "C\($0)", symbol: "star", order: $0) })
        }
        document.apps.insert(RegistryDocument.AppEntry(app: App(name: "Big"), screens: screens), at: 0)
        do {
            _ = try registry.importDocument(document)
            Issue.record("the import was not refused")
        } catch let error as RegistryError {
            #expect(
                "\(error)".contains(
                    "the file renames command 'undo' to 'Share' in screen 'Notes/Editor', but 'share' has that name"))
        }
        #expect(try registry.apps().map(\.name) == ["Notes"])
        #expect(try registry.changeLog().count == before)
        #expect(try commandsByKey().keys.sorted() == ["redo", "share", "undo"])
        // The registry takes the same file's new app once the refusal is fixed.
        document.apps[1].screens[0].commands[undo].key = "undo"
        let report = try registry.importDocument(document)
        #expect(report.added.filter { $0.hasPrefix("Big/") }.count == 105)
        #expect(try registry.commands(RecordPath(app: "Big", screen: "Screen 5")).map(\.key).last == "c20")
    }

    @Test func aNewRecordWhoseNamesIdAnotherRecordOfTheFileHoldsGetsTheNextOne() throws {
        var taken = Command(key: "a", title: "A", symbol: "star", order: 1)
        taken.stableID = StableID.derived(.command, name: "b")
        let document = RegistryDocument(apps: [
            RegistryDocument.AppEntry(
                app: App(name: "Other"),
                screens: [
                    RegistryDocument.ScreenEntry(
                        screen: Screen(name: "S"),
                        commands: [
                            taken, Command(key: "b", title: "B", symbol: "star", order: 2)
                        ])
                ])
        ])
        _ = try registry.importDocument(document)
        let commands = try registry.commands(RecordPath(app: "Other", screen: "S"))
        #expect(
            commands.map(\.stableID) == [
                StableID.derived(.command, name: "b"), StableID.derived(.command, name: "b", attempt: 1)
            ])
    }

    @Test func aFileWithoutIdsMatchesByNameAndKeepsTheRegistrysIds() throws {
        let before = try commandsByKey()
        var document = try registry.exportDocument(scope: Self.editor)
        document.apps[0].app.stableID = nil
        document.apps[0].screens[0].screen.stableID = nil
        for index in document.apps[0].screens[0].commands.indices {
            document.apps[0].screens[0].commands[index].stableID = nil
        }
        let report = try registry.importDocument(document)
        #expect(report.isEmpty)
        #expect(try commandsByKey() == before)
    }
}
