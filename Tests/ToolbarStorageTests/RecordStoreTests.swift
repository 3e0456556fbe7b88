import Foundation
import Testing
import ToolbarModel
import ToolbarStorage

@Suite struct RecordStoreTests {
    let directory: TemporaryDirectory
    let store: RegistryStore

    init() throws {
        directory = try TemporaryDirectory()
        store = try RegistryStore.open(path: directory.path("r.sqlite"))
    }

    @Test func namesAreUniqueIgnoringCaseBeyondASCII() throws {
        _ = try store.write { try store.insertApp(App(name: "Straße")) }
        #expect(throws: StorageError.self) { try store.write { try store.insertApp(App(name: "STRASSE")) } }
        #expect(try store.app(named: "strasse")?.value.name == "Straße")
    }

    @Test func recordsRoundTripEveryField() throws {
        let app = App(
            name: "Photo \"Editor\"; 📸", bundleID: "com.example.photos", deploymentTarget: OSVersion(26, 0),
            linkedSDK: OSVersion(27, 1), owner: "Imaging", notes: "line one\nline two")
        let screen = Screen(
            name: "محرر", title: "Edit", titleDisplayMode: .large, owner: "Editing", columnRole: .detail,
            search: .toolbarPrincipal, scrollPrimary: true, minimization: .onScrollDown, verticalBehavior: .disabled,
            verticalOptOutReason: "Calculator keypad", verticalCompression: .prefersToolbarItems, toolbarRole: .editor,
            hasTabBar: true, navigationKind: .pushed, availabilityGated: true, paddingRemoved: true,
            source: SourceLocation(file: "App/Editor.swift", line: 12), notes: "n")
        let group = ToolbarGroup(name: "undo-redo", placement: .topBarLeading, priority: .higherThan(.automatic))
        let command = Command(
            key: "status", title: "Status", symbol: "circle.fill", accessibilityLabel: "Document status",
            content: .custom,
            customView: CustomViewInfo(
                width: 96, reactsToActiveState: true, showsTextAndSymbol: true,
                adaptsToVerticalBar: true),
            badge: "3", classification: .secondary, essential: true, placement: .topBarLeading, group: "undo-redo",
            order: 2, priority: .lowerThan(.high), axis: .verticalPreferred, role: .confirm, needsConfirmation: true,
            sizeClassCondition: .regularWidthOrCompactHeight, usage: .rare, alternateTitle: "Done", notes: "x",
            localizationKey: "status.title", titleUnknown: true,
            branch: CommandBranch(
                set: "edit-or-done", path: "1.2.1", condition: "!(isEditing)",
                fromOS: OSVersion(26, 0), beforeOS: OSVersion(28, 0, 1)),
            alternateSymbol: "circle")
        let scenario = Scenario(
            name: "pseudo-wide", summary: "s", target: .foldable, width: 466, height: 678,
            horizontalSizeClass: .regular,
            verticalSizeClass: .compact, dynamicType: .accessibility3, searchActive: true, keyboardUp: true,
            pictureInPicture: true, windowActive: false, verticalBarEdge: .trailing, locale: "en-XA", rightToLeft: true,
            textExpansion: 1.4, sources: "[T]")
        let screenID = try store.write { () -> Int64 in
            let appID = try store.insertApp(app)
            let screenID = try store.insertScreen(appID: appID, screen)
            let groupID = try store.insertGroup(screenID: screenID, group)
            _ = try store.insertCommand(screenID: screenID, groupID: groupID, command)
            _ = try store.insertScenario(scenario)
            return screenID
        }
        let inventory = try #require(try store.inventory(screenID: screenID))
        // Records stored without a stable id get the one derived from their name.
        func identified<Record>(_ record: Record, _ id: WritableKeyPath<Record, String?>, _ derived: String) -> Record {
            var record = record
            record[keyPath: id] = derived
            return record
        }
        #expect(inventory.app == identified(app, \.stableID, StableID.derived(.app, name: app.name)))
        #expect(inventory.screen == identified(screen, \.stableID, StableID.derived(.screen, name: screen.name)))
        #expect(inventory.groups == [identified(group, \.stableID, StableID.derived(.group, name: "undo-redo"))])
        #expect(inventory.commands == [identified(command, \.stableID, StableID.derived(.command, name: "status"))])
        #expect(try store.scenario(named: "PSEUDO-WIDE")?.value == scenario)
    }

    @Test func removingAnAppCascadesToEverythingUnderIt() throws {
        let appID = try store.write { () -> Int64 in
            let appID = try store.insertApp(App(name: "A"))
            let screenID = try store.insertScreen(appID: appID, Screen(name: "S"))
            _ = try store.insertCommand(screenID: screenID, groupID: nil, Command(key: "k", title: "K", symbol: "star"))
            return appID
        }
        #expect(try store.childCounts(appID: appID) == (1, 0, 1))
        try store.write { try store.deleteApp(id: appID) }
        #expect(try store.connection.scalarInt("SELECT count(*) FROM commands") == 0)
        #expect(try store.integrityProblems().isEmpty)
    }

    @Test func failedWriteLeavesNothingBehind() throws {
        #expect(throws: StorageError.self) {
            try store.write {
                _ = try store.insertApp(App(name: "A"))
                _ = try store.insertApp(App(name: "a"))
            }
        }
        #expect(try store.apps().isEmpty)
    }

    @Test func changeLogFiltersByScopeAuthorAndTime() throws {
        try store.write {
            for (index, author) in ["ana", "ben", "ana"].enumerated() {
                try store.appendLog(
                    ChangeLogEntry(
                        at: "2026-11-2\(index)T10:00:00.000Z", author: author, recordKind: "app", recordID: 1,
                        recordPath: index == 2 ? "Other" : "App", appID: index == 2 ? 2 : 1, screenID: nil,
                        action: "add", before: nil, after: "{}"))
            }
        }
        #expect(try store.log(ChangeLogFilter(author: "ana")).count == 2)
        #expect(try store.log(ChangeLogFilter(appID: 1)).count == 2)
        #expect(try store.log(ChangeLogFilter(since: "2026-11-21")).map(\.author) == ["ben", "ana"])
        #expect(try store.log(ChangeLogFilter(pathPrefix: "Other")).count == 1)
        #expect(try store.revision() == 3)
    }

    /// A screen's commands come back in declaration order: by position, and by folded key where
    /// two share a position (an import or a hand edit can leave ties). Every audit reads each
    /// screen's commands this way, so the order comes from an index, not from sorting the rows.
    @Test func commandsComeBackByPositionThenFoldedKey() throws {
        let screenID = try store.write { () -> Int64 in
            let appID = try store.insertApp(App(name: "Mail"))
            let screenID = try store.insertScreen(appID: appID, Screen(name: "Inbox"))
            // Inserted out of order; "beta" and "Alpha" share position 2, "zulu" and "Echo" position 1.
            for (key, order) in [("beta", 2), ("zulu", 1), ("Alpha", 2), ("Echo", 1), ("last", 3)] {
                _ = try store.insertCommand(
                    screenID: screenID, groupID: nil,
                    Command(key: key, title: key, placement: .topBarTrailing, order: order))
            }
            return screenID
        }
        #expect(try store.commands(screenID: screenID).map(\.value.key) == ["Echo", "zulu", "Alpha", "beta", "last"])
    }

    @Test func readingAScreensCommandsSortsNothing() throws {
        let plan = try store.connection.query(
            "EXPLAIN QUERY PLAN \(RegistryStore.screenCommandsSQL)", [.integer(1)]
        ) { $0.string(3) }
        #expect(plan.contains { $0.contains("commands_by_screen_position") })
        #expect(!plan.contains { $0.contains("TEMP B-TREE") }, "\(plan)")
    }
}
