import Foundation
import Testing
import ToolbarStorage

/// `db restore` never replaces a good registry with a bad one (issue #13, cases 1 and 2): a file
/// that is not a whole toolbar registry is refused with the reason, and the live registry stays
/// byte for byte as it was, with nothing left beside it.
@Suite struct RestoreRefusalTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        /// The file given to `db restore` (relative to the runner's directory unless absolute).
        var source: String
        /// What the error says after "cannot be restored: "; `{half}` and `{whole}` stand for the
        /// good backup's size halved and whole (an audit's size changes with what the checklist finds).
        var reason: String
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "empty file", source: "empty.sqlite", reason: "the file is empty"),
        Case(name: "/dev/zero", source: "/dev/zero", reason: "it is not a regular file"),
        Case(name: "FIFO", source: "fifo", reason: "it is not a regular file"),
        Case(
            name: "200 bytes flipped in data pages", source: "corrupt.sqlite",
            reason: "it fails its check: SQLite finds the file malformed"),
        Case(
            name: "cut short", source: "truncated.sqlite",
            reason: "the file is {half} bytes but its header says {whole}: it was cut short"),
        Case(name: "text file", source: "notes.txt", reason: "it is not an SQLite database"),
        Case(
            name: "another SQLite database", source: "other.sqlite",
            reason: "it is an SQLite database without registry tables"),
        Case(
            name: "another application's database", source: "foreign.sqlite",
            reason: "it belongs to another application"),
        Case(
            name: "from a newer version", source: "newer.sqlite", reason: "it was written by a newer toolbar-registry"),
        Case(
            name: "a dropped column", source: "dropped.sqlite",
            reason: "it fails its check: schema: column 'commands.notes' is missing"),
        Case(name: "the registry itself", source: "registry.sqlite", reason: "it is the registry itself"),
        Case(name: "no such file", source: "nowhere.sqlite", reason: "there is no such file")
    ]

    /// A seeded, audited registry (a copy of ``RegistryTemplates/audited``), a good backup of it,
    /// and every bad source of `cases`.
    static func prepare(_ cli: BinaryRunner) throws {
        try cli.start(from: RegistryTemplates.audited)
        #expect(try cli.run(["db", "backup", "good.sqlite"]).status == 0)
        let good = try Data(contentsOf: URL(fileURLWithPath: cli.path("good.sqlite")))
        func write(_ name: String, _ data: Data) throws { try data.write(to: URL(fileURLWithPath: cli.path(name))) }
        try write("empty.sqlite", Data())
        #expect(mkfifo(cli.path("fifo"), 0o644) == 0)
        var corrupt = good
        for offset in 65_536..<65_736 { corrupt[offset] ^= 0xFF }
        try write("corrupt.sqlite", corrupt)
        try write("truncated.sqlite", good.prefix(good.count / 2))
        try write("notes.txt", Data("not a database".utf8))
        try Connection(path: cli.path("other.sqlite")).execute("CREATE TABLE t (x)")
        try Connection(path: cli.path("foreign.sqlite")).execute("PRAGMA application_id = 42; CREATE TABLE t (x)")
        for (name, sql) in [
            ("newer.sqlite", "INSERT INTO schema_migrations VALUES (99, 'future', 'x', '2030-01-01T00:00:00Z')"),
            ("dropped.sqlite", "ALTER TABLE commands DROP COLUMN notes")
        ] {
            try write(name, good)
            let connection = try Connection(path: cli.path(name))
            try connection.execute("PRAGMA journal_mode = DELETE")
            try connection.execute(sql)
        }
    }

    @Test(arguments: cases)
    func aBadSourceIsRefusedAndTheRegistryUntouched(_ testCase: Case) throws {
        let cli = try BinaryRunner()
        defer { cli.cleanUp() }
        try Self.prepare(cli)
        let registry = URL(fileURLWithPath: cli.path("registry.sqlite"))
        let before = try Data(contentsOf: registry)
        let files = try FileManager.default.contentsOfDirectory(atPath: cli.directory.path).sorted()
        let result = try cli.run(["db", "restore", testCase.source])
        #expect(result.status == 1, "\(result.stderr)")
        let whole = try Data(contentsOf: URL(fileURLWithPath: cli.path("good.sqlite"))).count
        let reason = testCase.reason.replacingOccurrences(of: "{half}", with: "\(whole / 2)")
            .replacingOccurrences(of: "{whole}", with: "\(whole)")
        #expect(
            result.firstErrorLine.hasPrefix("Error: '\(testCase.source)' cannot be restored: \(reason)"),
            "\(result.stderr)")
        #expect(result.firstErrorLine.hasSuffix("The registry was not changed"))
        #expect(try Data(contentsOf: registry) == before)
        let after = try FileManager.default.contentsOfDirectory(atPath: cli.directory.path).sorted()
        #expect(after == files, "\(Set(after).symmetricDifference(files))")
        #expect(try cli.run(["db", "check"]).stdout == "ok\n")
    }

    @Test func aGoodBackupIsRestoredAndNoCopyIsLeft() throws {
        let cli = try BinaryRunner()
        defer { cli.cleanUp() }
        try Self.prepare(cli)
        #expect(try cli.run(["app", "add", "Notes"]).status == 0)
        let files = try FileManager.default.contentsOfDirectory(atPath: cli.directory.path).sorted()
        let result = try cli.run(["db", "restore", "good.sqlite"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!(try cli.run(["app", "list"]).stdout.contains("Notes")))
        #expect(try cli.run(["db", "check"]).stdout == "ok\n")
        #expect(try cli.run(["log", "--format", "json"]).stdout.contains("\"restore\""))
        #expect(try FileManager.default.contentsOfDirectory(atPath: cli.directory.path).sorted() == files)
    }
}

/// `db check` reports pending migrations and compares the live schema with the one the
/// migrations produce (issue #13, case 8).
@Suite struct DatabaseCheckTests {
    @Test func pendingMigrationsAreReportedAndADroppedColumnIsFound() throws {
        let cli = try BinaryRunner()
        defer { cli.cleanUp() }
        let path = cli.path("registry.sqlite")
        let connection = try Connection(path: path)
        try connection.enableWriteAheadLog()
        try Migrator(migrations: Array(Migration.builtIn.dropLast())).migrate(connection)
        let last = Migration.builtIn.last!
        let pending = try cli.run(["db", "check"])
        #expect(pending.status == 0, "\(pending.stderr)")
        #expect(pending.stdout.contains("pending: migration \(last.version) (\(last.name))"))
        #expect(pending.stdout.hasSuffix("ok\n"))
        #expect(try cli.run(["db", "migrate"]).stdout.hasPrefix("Applied 1 migration(s)"))
        try connection.execute("ALTER TABLE commands DROP COLUMN notes")
        let dropped = try cli.run(["db", "check"])
        #expect(dropped.status == 1)
        #expect(dropped.stdout.contains("schema: column 'commands.notes' is missing"))
        #expect(dropped.firstErrorLine.hasPrefix("Error: the registry failed its check"))
    }
}
