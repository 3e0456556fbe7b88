import Foundation
import Testing
import ToolbarRegistryCLI

/// A mistyped `--db` must not create an empty registry that every later command then reads as
/// "nothing wrong": commands that read, judge or change records refuse a path with no registry
/// and create no file; only the commands that start a registry create one, and say so once.
@Suite struct MissingRegistryTests {
    /// Every command that needs an existing registry, with arguments it would otherwise accept.
    static let refusing: [[String]] = [
        ["app", "list"], ["app", "show", "A"], ["app", "update", "A", "--owner", "x"], ["app", "rename", "A", "B"],
        ["app", "remove", "A"],
        ["screen", "add", "A/S"], ["screen", "list", "A"], ["screen", "show", "A/S"],
        ["screen", "update", "A/S", "--title", "T"], ["screen", "rename", "A/S", "T"], ["screen", "remove", "A/S"],
        ["group", "add", "A/S", "g", "--placement", "bottomBar"], ["group", "list", "A/S"],
        ["group", "update", "A/S", "g", "--priority", "high"], ["group", "remove", "A/S", "g"],
        ["command", "add", "A/S", "--title", "X"], ["command", "list", "A/S"], ["command", "show", "A/S/k"],
        ["command", "update", "A/S/k", "--title", "Y"], ["command", "rename", "A/S/k", "j"],
        ["command", "move", "A/S/k", "--position", "1"], ["command", "remove", "A/S/k"],
        ["scenario", "list"], ["scenario", "show", "iphone-se-portrait"], ["scenario", "remove", "w"],
        ["solve", "A/S"], ["sweep", "A/S"], ["where", "A/S/k"], ["observe", "import", "o.json"],
        ["observe", "import", "o.json", "--dry-run"], ["observe", "compare", "A/S"], ["observe", "list"],
        ["observe", "remove", "1"], ["calibrate"],
        ["audit"], ["audit", "A"], ["history", "A/S"], ["diff", "A/S"],
        ["checklist", "sign", "A/S", "manual-voiceover"], ["suppress", "A/S", "title-length", "--reason", "r"],
        ["report", "--format", "md"], ["report", "--format", "sarif", "--output", "r.sarif"], ["status"],
        ["plan", "A/S"], ["plan", "A/S", "--apply"], ["generate", "A/S", "--swiftui"],
        ["log"], ["export"], ["export", "--output", "e.json"], ["import", "f.json", "--dry-run"],
        ["scan", "src", "--app", "A"], ["scan", "src", "--app", "A", "--check"],
        ["db", "status"], ["db", "check"], ["db", "backup", "b.sqlite"], ["db", "migrate"]
    ]

    /// The commands that may start a registry.
    static let creating: [[String]] = [
        ["seed"], ["demo"], ["app", "add", "A"], ["scenario", "add", "w", "--width", "400", "--height", "800"],
        ["import", "f.json"], ["scan", "src", "--app", "A", "--create-app"], ["db", "restore", "backup.sqlite"]
    ]

    /// Commands that never open a registry.
    static let registryFree: [[String]] = [
        ["checklist", "list"], ["checklist", "show", "title-length"], ["completions", "bash"]
    ]

    /// The leaf commands of the tree, as `group leaf` words.
    static func leaves(_ command: CommandSpec, path: [String] = []) -> [String] {
        command.isGroup
            ? command.subcommands.flatMap { leaves($0, path: path + [$0.name]) }
            : [path.joined(separator: " ")]
    }

    static func commandWords(_ arguments: [String]) -> String {
        let groups: Set<String> = ["app", "screen", "group", "command", "scenario", "checklist", "db", "observe"]
        return groups.contains(arguments[0]) ? arguments.prefix(2).joined(separator: " ") : arguments[0]
    }

    @Test func everyCommandOfTheTreeIsClassified() {
        let classified = Set((Self.refusing + Self.creating + Self.registryFree).map(Self.commandWords))
        let all = Set(Self.leaves(CLI.root))
        #expect(all.subtracting(classified).sorted() == [], "classify these commands here")
        #expect(classified.subtracting(all).sorted() == [])
    }

    /// A runner whose directory holds an import file and a Swift source folder, and no registry.
    static func runner() throws -> BinaryRunner {
        let cli = try BinaryRunner()
        try Data(#"{"format": "toolbar-registry", "version": 1, "apps": []}"#.utf8)
            .write(to: URL(fileURLWithPath: cli.path("f.json")))
        try FileManager.default.createDirectory(atPath: cli.path("src"), withIntermediateDirectories: true)
        try Data(
            """
            import SwiftUI
            struct EditorView: View {
                var body: some View {
                    Text("x").toolbar { ToolbarItem(placement: .primaryAction) { Button("Share") {} } }
                }
            }
            """.utf8
        ).write(to: URL(fileURLWithPath: cli.path("src/EditorView.swift")))
        return cli
    }

    static func listing(_ cli: BinaryRunner) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: cli.directory.path).sorted()
    }

    @Test(arguments: refusing)
    func refusesAMissingRegistryAndCreatesNothing(_ arguments: [String]) throws {
        let cli = try Self.runner()
        defer { cli.cleanUp() }
        let before = try Self.listing(cli)
        let result = try cli.run(arguments)
        #expect(result.status == 1, "\(result.stderr)")
        #expect(
            result.firstErrorLine
                == "Error: no registry at '\(cli.path("registry.sqlite"))' (create one with 'toolbar-registry seed' or 'import')",
            "\(result.stderr)")
        #expect(try Self.listing(cli) == before)
    }

    @Test(arguments: creating)
    func createsTheRegistryAndSaysSoOnce(_ arguments: [String]) throws {
        let cli = try Self.runner()
        defer { cli.cleanUp() }
        if arguments.first == "db" {
            #expect(try cli.run(["seed", "--db", "other.sqlite"]).status == 0)
            #expect(try cli.run(["db", "backup", "backup.sqlite", "--db", "other.sqlite"]).status == 0)
        }
        let first = try cli.run(arguments)
        #expect(first.status == 0, "\(first.stderr)")
        let announcement = "Created registry \(cli.path("registry.sqlite")).\n"
        #expect(first.stderr.components(separatedBy: announcement).count == 2, "\(first.stderr)")
        #expect(FileManager.default.fileExists(atPath: cli.path("registry.sqlite")))
        #expect(try cli.run(["db", "check"]).stdout.hasSuffix("ok\n"))
        let second = try cli.run(["app", "list"])
        #expect(!second.stderr.contains("Created registry"))
    }

    @Test func emptyFileIsNoRegistryForReads() throws {
        let cli = try Self.runner()
        defer { cli.cleanUp() }
        try Data().write(to: URL(fileURLWithPath: cli.path("registry.sqlite")))
        let result = try cli.run(["audit"])
        #expect(result.status == 1)
        #expect(
            result.firstErrorLine.hasPrefix(
                "Error: no registry at '\(cli.path("registry.sqlite"))' (the file is empty)"))
    }

    @Test func anAuditOfNoScreensFails() throws {
        let cli = try Self.runner()
        defer { cli.cleanUp() }
        #expect(try cli.run(["app", "add", "Empty"]).status == 0)
        let empty = try cli.run(["audit"])
        #expect(empty.status == 1)
        #expect(
            empty.firstErrorLine.hasPrefix("Error: nothing to audit: the registry holds no screens"), "\(empty.stderr)")
        let app = try cli.run(["audit", "Empty"])
        #expect(app.status == 1)
        #expect(app.firstErrorLine.hasPrefix("Error: nothing to audit: app 'Empty' holds no screens"), "\(app.stderr)")
        #expect(try cli.run(["seed"]).status == 0)
        let owner = try cli.run(["audit", "--owner", "nobody-owns-this"])
        #expect(owner.status == 1)
        #expect(
            owner.firstErrorLine.hasPrefix(
                "Error: nothing to audit: no screen in the registry is owned by 'nobody-owns-this'"))
    }

    @Test func emptyDatabasePathIsAUsageError() throws {
        let cli = try Self.runner()
        defer { cli.cleanUp() }
        let result = try cli.run(["app", "list", "--db", ""])
        #expect(result.status == 64)
        #expect(result.firstErrorLine == "Error: '--db' needs a path; the value is empty.")
        #expect(!FileManager.default.fileExists(atPath: cli.path("toolbar-registry.sqlite")))
    }
}
