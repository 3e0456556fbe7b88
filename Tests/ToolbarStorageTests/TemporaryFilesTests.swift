import Testing
import ToolbarModel
import ToolbarStorage

/// A bulk write keeps SQLite's temporary files (an insert's statement journal) in memory, and
/// leaves the connection's setting as it found it.
@Suite struct TemporaryFilesTests {
    let directory: TemporaryDirectory
    let store: RegistryStore

    init() throws {
        directory = try TemporaryDirectory()
        store = try RegistryStore.open(path: directory.path("r.sqlite"))
    }

    var tempStore: Int64? { try? store.connection.scalarInt("PRAGMA temp_store") }

    @Test func temporaryFilesAreInMemoryForTheBodyOnly() throws {
        let before = tempStore
        let inside = try store.withTemporaryFilesInMemory {
            try store.write { tempStore }
        }
        #expect(inside == 2)
        #expect(tempStore == before)
    }

    @Test func theSettingIsRestoredWhenTheBodyThrows() throws {
        struct Stop: Error {}
        try store.connection.execute("PRAGMA temp_store = FILE")
        #expect(throws: Stop.self) {
            try store.withTemporaryFilesInMemory {
                #expect(tempStore == 2)
                throw Stop()
            }
        }
        #expect(tempStore == 1)
    }

    @Test func insideATransactionTheSettingIsLeftAsItIs() throws {
        let before = tempStore
        let inside = try store.write {
            try store.withTemporaryFilesInMemory { tempStore }
        }
        #expect(inside == before)
        #expect(tempStore == before)
    }
}
