import Foundation
import Testing
import ToolbarModel
import ToolbarStorage

/// Stable ids (migration 0007): given once, kept across renames, unique among siblings, and
/// rows from before the migration keep the id their name stood for.
@Suite struct StableIDStoreTests {
    let directory: TemporaryDirectory

    init() throws { directory = try TemporaryDirectory() }

    @Test func aRecordKeepsTheIdOfItsFirstNameAndANewOneWithThatNameGetsAnother() throws {
        let store = try RegistryStore.open(path: directory.path("r.sqlite"))
        let screenID = try store.write { () -> Int64 in
            let appID = try store.insertApp(App(name: "Notes"))
            return try store.insertScreen(appID: appID, Screen(name: "Editor"))
        }
        let first = try store.write {
            try store.insertCommand(screenID: screenID, groupID: nil, Command(key: "share", title: "Share"))
        }
        let original = try #require(try store.command(screenID: screenID, key: "share"))
        #expect(original.value.stableID == StableID.derived(.command, name: "share"))

        var renamed = original.value
        renamed.key = "send"
        try store.write { try store.updateCommand(id: first, groupID: nil, renamed) }
        #expect(try store.command(screenID: screenID, key: "send")?.value.stableID == original.value.stableID)

        // A new "share" cannot take the id "send" still holds.
        _ = try store.write {
            try store.insertCommand(screenID: screenID, groupID: nil, Command(key: "share", title: "Share", order: 2))
        }
        let second = try #require(try store.command(screenID: screenID, key: "share"))
        #expect(second.value.stableID == StableID.derived(.command, name: "share", attempt: 1))
    }

    @Test func rowsFromBeforeTheMigrationKeepTheIdTheirNameStoodForWhenRenamed() throws {
        let path = directory.path("old.sqlite")
        try Migrator(migrations: Migration.builtIn.filter { $0.version < 5 }).migrate(Connection(path: path))
        let connection = try Connection(path: path)
        try OldSchemaRows.insertNotesEditor(connection)
        try connection.execute(
            """
            INSERT INTO commands (id, screen_id, key, key_fold, position, title, content_kind, essential, placement,
                axis, role, needs_confirmation, size_class_condition)
            VALUES (1, 1, 'share', 'share', 1, 'Share', 'symbolAndText', 0, 'automatic', 'automatic', 'none', 0, 'always');
            """)
        let store = try RegistryStore.open(path: path)
        let stored = try #require(try store.command(screenID: 1, key: "share"))
        #expect(stored.value.stableID == StableID.derived(.command, name: "share"))
        #expect(try store.app(named: "Notes")?.value.stableID == StableID.derived(.app, name: "Notes"))

        // A change that carries no id (a scan, an older file) renames it: the id stays the old name's.
        var renamed = stored.value
        renamed.key = "send"
        renamed.stableID = nil
        try store.write { try store.updateCommand(id: 1, groupID: nil, renamed) }
        #expect(
            try store.command(screenID: 1, key: "send")?.value.stableID == StableID.derived(.command, name: "share"))
    }
}
