import Foundation
import Testing
import ToolbarModel

@testable import ToolbarStorage

@Suite struct MigratorTests {
    let directory: TemporaryDirectory
    init() throws { directory = try TemporaryDirectory() }

    private func bytes(_ path: String) throws -> Data { try Data(contentsOf: URL(fileURLWithPath: path)) }

    @Test func freshDatabaseGetsEveryMigrationWithChecksums() throws {
        let store = try RegistryStore.open(path: directory.path("r.sqlite"))
        let status = try store.migrationStatus()
        #expect(status.pending.isEmpty)
        #expect(status.applied.map(\.version) == Migration.builtIn.map(\.version))
        #expect(status.applied.map(\.checksum) == Migration.builtIn.map { SHA256.hex($0.sql) })
        #expect(try store.connection.scalarText("PRAGMA journal_mode") == "wal")
        #expect(try store.connection.scalarInt("PRAGMA foreign_keys") == 1)
        #expect(try store.connection.scalarInt("PRAGMA application_id") == Migrator.applicationID)
    }

    @Test func reopeningAppliesNothingTwice() throws {
        let path = directory.path("r.sqlite")
        _ = try RegistryStore.open(path: path)
        let connection = try Connection(path: path)
        #expect(try Migrator().migrate(connection).isEmpty)
    }

    @Test func olderDatabaseIsMigratedInOrder() throws {
        let path = directory.path("r.sqlite")
        let first = Migration(version: 1, name: "one", sql: "CREATE TABLE a (id INTEGER PRIMARY KEY) STRICT;")
        let second = Migration(version: 2, name: "two", sql: "CREATE TABLE b (a_id INTEGER REFERENCES a(id)) STRICT;")
        try Migrator(migrations: [first]).migrate(Connection(path: path))
        let applied = try Migrator(migrations: [first, second]).migrate(Connection(path: path))
        #expect(applied.map(\.version) == [2])
    }

    @Test func newerDatabaseIsRefusedAndUntouched() throws {
        let path = directory.path("r.sqlite")
        let first = Migration(version: 1, name: "one", sql: "CREATE TABLE a (id INTEGER PRIMARY KEY) STRICT;")
        let second = Migration(version: 2, name: "two", sql: "CREATE TABLE b (id INTEGER PRIMARY KEY) STRICT;")
        try Migrator(migrations: [first, second]).migrate(Connection(path: path))
        let before = try bytes(path)
        #expect(throws: StorageError.newerSchema(path: path, applied: 2, known: 1)) {
            try Migrator(migrations: [first]).migrate(Connection(path: path))
        }
        #expect(try bytes(path) == before)
    }

    @Test func editedMigrationIsRefused() throws {
        let path = directory.path("r.sqlite")
        let original = Migration(version: 1, name: "one", sql: "CREATE TABLE a (id INTEGER PRIMARY KEY) STRICT;")
        let edited = Migration(version: 1, name: "one", sql: "CREATE TABLE a (id INTEGER PRIMARY KEY, x TEXT) STRICT;")
        try Migrator(migrations: [original]).migrate(Connection(path: path))
        #expect(throws: StorageError.checksumMismatch(path: path, version: 1, name: "one")) {
            try Migrator(migrations: [edited]).migrate(Connection(path: path))
        }
    }

    @Test func failedMigrationRollsBackEntirely() throws {
        let path = directory.path("r.sqlite")
        let good = Migration(version: 1, name: "one", sql: "CREATE TABLE a (id INTEGER PRIMARY KEY) STRICT;")
        let bad = Migration(
            version: 2, name: "two", sql: "CREATE TABLE b (id INTEGER) STRICT; INSERT INTO nowhere VALUES (1);")
        #expect(throws: StorageError.self) { try Migrator(migrations: [good, bad]).migrate(Connection(path: path)) }
        let connection = try Connection(path: path)
        #expect(try connection.scalarInt("SELECT count(*) FROM sqlite_schema WHERE name = 'b'") == 0)
        #expect(try Migrator(migrations: [good, bad]).status(of: connection).applied.map(\.version) == [1])
    }

    @Test func migrationBreakingForeignKeysIsRolledBack() throws {
        let path = directory.path("r.sqlite")
        let parent = Migration(version: 1, name: "one", sql: "CREATE TABLE p (id INTEGER PRIMARY KEY) STRICT;")
        let orphan = Migration(
            version: 2, name: "two",
            sql: """
                CREATE TABLE c (p_id INTEGER REFERENCES p(id)) STRICT; INSERT INTO c VALUES (42);
                """)
        #expect(throws: StorageError.self) {
            try Migrator(migrations: [parent, orphan]).migrate(Connection(path: path))
        }
        #expect(try Connection(path: path).scalarInt("SELECT count(*) FROM sqlite_schema WHERE name = 'c'") == 0)
    }

    @Test func foreignDatabaseIsNotARegistry() throws {
        let path = directory.path("other.sqlite")
        try Connection(path: path).execute("CREATE TABLE people (name TEXT)")
        let before = try bytes(path)
        #expect(throws: StorageError.self) { try RegistryStore.open(path: path) }
        #expect(try bytes(path) == before)
    }

    @Test func textFileIsNotARegistry() throws {
        let path = directory.path("notes.txt")
        try Data(String(repeating: "not a database\n", count: 100).utf8).write(to: URL(fileURLWithPath: path))
        let before = try bytes(path)
        #expect(throws: StorageError.self) { try RegistryStore.open(path: path) }
        #expect(try bytes(path) == before)
    }

    @Test func readOnlyOpenNeverWrites() throws {
        let path = directory.path("r.sqlite")
        _ = try RegistryStore.open(path: path)
        let before = try bytes(path)
        let store = try RegistryStore.openReadOnly(path: path)
        #expect(try store.integrityProblems().isEmpty)
        #expect(try bytes(path) == before)
        #expect(throws: StorageError.self) { try RegistryStore.openReadOnly(path: directory.path("missing.sqlite")) }
        #expect(!FileManager.default.fileExists(atPath: directory.path("missing.sqlite")))
    }
}
