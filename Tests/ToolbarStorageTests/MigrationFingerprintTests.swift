import Foundation
import Testing
import ToolbarModel
import ToolbarStorage

/// An up-to-date registry is recognised from its header (`PRAGMA user_version` holding the
/// migrations' digest) without hashing every migration (issue 18), and nothing it skips lets an
/// unknown or edited migration through.
@Suite struct MigrationFingerprintTests {
    let directory: TemporaryDirectory
    init() throws { directory = try TemporaryDirectory() }

    static let one = Migration(version: 1, name: "one", sql: "CREATE TABLE a (id INTEGER PRIMARY KEY) STRICT;")
    static let two = Migration(version: 2, name: "two", sql: "CREATE TABLE b (id INTEGER PRIMARY KEY) STRICT;")

    @Test func aMigratedRegistryRecordsTheDigestAndIsThenKnownCurrent() throws {
        let path = directory.path("r.sqlite")
        _ = try RegistryStore.open(path: path)
        let connection = try Connection(path: path)
        #expect(try connection.scalarInt("PRAGMA user_version") == Migrator().fingerprint)
        #expect(try Migrator().isRecordedUpToDate(connection))
        #expect(try Migrator().migrate(connection).isEmpty)
    }

    @Test func theDigestChangesWithAnyMigration() {
        let edited = Migration(version: 1, name: "one", sql: Self.one.sql + " ")
        let renumbered = Migration(version: 3, name: "one", sql: Self.one.sql)
        let digests = [
            Migrator(migrations: [Self.one]), Migrator(migrations: [edited]), Migrator(migrations: [renumbered]),
            Migrator(migrations: [Self.one, Self.two]), Migrator()
        ].map(\.fingerprint)
        #expect(Set(digests).count == digests.count)
        #expect(digests.allSatisfy { $0 > 0 && $0 <= Int64(Int32.max) })
    }

    /// The built-in migrations' digest is worked out once per process; a list edited after the
    /// migrator was made is hashed again.
    @Test func anEditedBuiltInListGetsItsOwnDigest() throws {
        var edited = Migrator()
        let first = try #require(edited.migrations.first)
        edited.migrations[0] = Migration(version: first.version, name: first.name, sql: first.sql + " ")
        #expect(edited.fingerprint != Migrator().fingerprint)
        #expect(Migrator(migrations: Migration.builtIn.reversed()).fingerprint == Migrator().fingerprint)
    }

    @Test func aRowAddedByHandIsStillAnUnknownMigration() throws {
        let path = directory.path("r.sqlite")
        try Migrator(migrations: [Self.one]).migrate(Connection(path: path))
        let connection = try Connection(path: path)
        try connection.execute("INSERT INTO schema_migrations VALUES (99, 'future', 'x', '2030-01-01T00:00:00Z')")
        #expect(try !Migrator(migrations: [Self.one]).isRecordedUpToDate(connection))
        #expect(throws: StorageError.newerSchema(path: path, applied: 99, known: 1)) {
            try Migrator(migrations: [Self.one]).migrate(Connection(path: path))
        }
    }

    @Test func anEditedMigrationIsStillRefusedAfterTheDigestWasWritten() throws {
        let path = directory.path("r.sqlite")
        try Migrator(migrations: [Self.one]).migrate(Connection(path: path))
        let edited = Migration(version: 1, name: "one", sql: "CREATE TABLE a (id INTEGER PRIMARY KEY, x TEXT) STRICT;")
        #expect(throws: StorageError.checksumMismatch(path: path, version: 1, name: "one")) {
            try Migrator(migrations: [edited]).migrate(Connection(path: path))
        }
    }
}
