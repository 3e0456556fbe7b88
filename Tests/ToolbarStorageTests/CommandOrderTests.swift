import Testing
import ToolbarModel
import ToolbarStorage

/// A screen's commands come back in declaration order: by position, and by folded key where two
/// share a position (an import or a hand edit can leave ties). Every audit reads each screen's
/// commands this way, so the order comes from an index, not from sorting the rows.
@Suite struct CommandOrderTests {
    let directory: TemporaryDirectory
    let store: RegistryStore

    init() throws {
        directory = try TemporaryDirectory()
        store = try RegistryStore.open(path: directory.path("r.sqlite"))
    }

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
