import Foundation
import Testing
import ToolbarStorage

/// `db backup` and `db restore` as a user runs them (in process, see BinaryRunner): a restore brings back exactly what was
/// backed up, whatever page size either file has (registries made before 16 KiB pages have
/// 4 KiB ones, and SQLite refuses to change the page size of a database in WAL mode).
@Suite struct BackupEndToEndTests {
    /// Rewrites the file with another page size (VACUUM may change it outside WAL mode).
    func setPageSize(_ path: String, _ pages: Int64) throws -> Int64? {
        let connection = try Connection(path: path)
        try connection.execute("PRAGMA journal_mode = DELETE")
        try connection.execute("PRAGMA page_size = \(pages)")
        try connection.execute("VACUUM")
        try connection.enableWriteAheadLog()
        return try connection.scalarInt("PRAGMA page_size")
    }

    @Test func aRestoreBringsBackWhatWasBackedUp() throws {
        let cli = try BinaryRunner()
        defer { cli.cleanUp() }
        try cli.start(from: RegistryTemplates.seeded)
        #expect(try cli.run(["db", "backup", cli.path("backup.sqlite")]).status == 0)
        #expect(try cli.run(["app", "add", "Notes"]).status == 0)
        let restored = try cli.run(["db", "restore", cli.path("backup.sqlite")])
        #expect(restored.status == 0, "\(restored.stderr)")
        let apps = try cli.run(["app", "list"]).stdout
        #expect(apps.contains("PhotoEditor") && !apps.contains("Notes"))
        #expect(try cli.run(["db", "check"]).status == 0)
    }

    @Test(arguments: [(Int64(4096), Int64(16384)), (16384, 4096)])
    func aRestoreWorksAcrossPageSizes(backupPages: Int64, registryPages: Int64) throws {
        let cli = try BinaryRunner()
        defer { cli.cleanUp() }
        let backup = cli.path("backup.sqlite")
        let registry = cli.path("registry.sqlite")
        #expect(try cli.run(["seed", "--db", backup]).status == 0)
        #expect(try cli.run(["app", "add", "Other", "--db", registry]).status == 0)
        #expect(try setPageSize(backup, backupPages) == backupPages)
        #expect(try setPageSize(registry, registryPages) == registryPages)
        let restored = try cli.run(["db", "restore", backup, "--db", registry])
        #expect(restored.status == 0, "\(restored.stderr)")
        let apps = try cli.run(["app", "list", "--db", registry]).stdout
        #expect(apps.contains("PhotoEditor") && !apps.contains("Other"))
        #expect(try cli.run(["db", "check", "--db", registry]).status == 0)
        #expect(try cli.run(["audit", "FoldableShowcase/Mail Sidebar", "--db", registry]).status == 0)
    }
}
