import Foundation
import Testing
import ToolbarModel

@testable import ToolbarStorage

/// While another process migrates the registry (a long migration holds the write lock), a second
/// process waits for it and then finds the migration applied; when the wait runs out it says
/// another process is migrating, never that its own migration failed (issue #13, case 7).
@Suite struct MigrationWaitTests {
    let directory: TemporaryDirectory
    init() throws { directory = try TemporaryDirectory() }

    /// A connection handed to the wait callback (the callback runs on the waiting thread).
    final class Holder: @unchecked Sendable {
        let connection: Connection
        var calls = 0
        init(_ connection: Connection) { self.connection = connection }
    }

    /// A registry one migration behind, and a connection holding its write lock as a migrating
    /// process does.
    func registryBeingMigrated() throws -> (path: String, holder: Holder, last: Migration) {
        let path = directory.path("r.sqlite")
        let connection = try Connection(path: path)
        try connection.enableWriteAheadLog()
        try Migrator(migrations: Array(Migration.builtIn.dropLast())).migrate(connection)
        try connection.execute("BEGIN IMMEDIATE")
        return (path, Holder(connection), Migration.builtIn.last!)
    }

    @Test func aMigrationThatOutlastsTheWaitIsAnotherProcesssNotOurs() throws {
        let (path, holder, last) = try registryBeingMigrated()
        for access in [RegistryStore.Access.write, .read, .create] {
            #expect(
                throws: StorageError.migrationBlocked(path: path, version: last.version, name: last.name, waited: 0.3)
            ) {
                try RegistryStore.open(path: path, access: access, busyTimeout: 0.1, lockWait: LockWait(timeout: 0.3))
            }
        }
        let message = StorageError.migrationBlocked(path: path, version: last.version, name: last.name, waited: 0.3)
            .description
        #expect(message.hasPrefix("another process is migrating the registry"))
        #expect(!message.contains("failed"))
        try holder.connection.execute("ROLLBACK")
    }

    @Test func anotherProcesssMigrationIsWaitedForThenFoundApplied() throws {
        let (path, holder, last) = try registryBeingMigrated()
        // The other process finishes its migration while this one waits.
        let store = try RegistryStore.open(
            path: path, access: .write,
            lockWait: LockWait(timeout: 600) { _ in
                holder.calls += 1
                guard holder.connection.isInTransaction else { return }
                try? holder.connection.execute("ROLLBACK")
                _ = try? Migrator().migrate(holder.connection)
            })
        #expect(holder.calls >= 1)
        #expect(store.appliedMigrations.isEmpty, "the other process applied it")
        #expect(try store.migrationStatus().applied.map(\.version).last == last.version)
    }

    @Test func checkReportsPendingMigrationsAndComparesTheSchema() throws {
        let path = directory.path("r.sqlite")
        try Migrator(migrations: Array(Migration.builtIn.dropLast())).migrate(Connection(path: path))
        let pending = try RegistryStore.open(path: path, access: .inspect).check()
        #expect(pending.pending.map(\.version) == [Migration.builtIn.last!.version])
        #expect(pending.problems == [])
        try Connection(path: path).execute("ALTER TABLE commands DROP COLUMN notes; CREATE TABLE stray (x)")
        let dropped = try RegistryStore.open(path: path, access: .inspect).check()
        #expect(dropped.problems.contains("schema: column 'commands.notes' is missing"))
        #expect(dropped.problems.contains("schema: table 'stray' is not made by any migration"))
    }
}
