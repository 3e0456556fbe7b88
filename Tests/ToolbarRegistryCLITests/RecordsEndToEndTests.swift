import Foundation
import Testing

/// The README's tour, run as a user runs it (in process, see BinaryRunner).
@Suite struct RecordsEndToEndTests {
    @Test func newcomerTourRegistersListsExportsReimportsAndReadsTheLog() throws {
        let cli = try BinaryRunner()
        defer { cli.cleanUp() }
        #expect(
            try cli.run(["app", "add", "Notes", "--bundle-id", "com.example.notes", "--owner", "Writing"]).status == 0)
        #expect(try cli.run(["screen", "add", "Notes/Editor", "--title", "Note", "--navigation", "pushed"]).status == 0)
        #expect(
            try cli.run([
                "group", "add", "Notes/Editor", "undo-redo", "--placement", "topBarLeading", "--priority", "high"
            ]).status == 0)
        let commands: [[String]] = [
            [
                "--title", "Undo", "--symbol", "arrow.uturn.backward", "--classification", "primary", "--group",
                "undo-redo"
            ],
            [
                "--title", "Redo", "--symbol", "arrow.uturn.forward", "--classification", "primary", "--group",
                "undo-redo"
            ],
            [
                "--title", "Share", "--symbol", "square.and.arrow.up", "--classification", "primary", "--placement",
                "topBarPinnedTrailing", "--essential"
            ],
            [
                "--title", "Export", "--symbol", "square.and.arrow.down", "--classification", "overflow", "--placement",
                "overflowMenu"
            ],
            [
                "--title", "Delete Note", "--symbol", "trash", "--classification", "destructive", "--placement",
                "overflowMenu", "--role", "destructive", "--confirmation"
            ]
        ]
        for options in commands {
            let result = try cli.run(["command", "add", "Notes/Editor"] + options + ["--author", "ana"])
            #expect(result.status == 0, "\(options): \(result.stderr)")
        }
        let listed = try cli.json(["command", "list", "Notes/Editor", "--format", "json"])
        #expect(listed["version"] as? Int == 1)
        let items = try #require(listed["commands"] as? [[String: Any]])
        #expect(items.map { $0["key"] as? String } == ["undo", "redo", "share", "export", "delete-note"])
        #expect(items[0]["placement"] as? String == "topBarLeading")
        #expect(items[0]["group"] as? String == "undo-redo")
        #expect(items[4]["role"] as? String == "destructive")

        let export = try cli.run(["export", "--output", cli.path("notes.json")])
        #expect(export.status == 0)
        var other = cli
        other.environment["TOOLBAR_REGISTRY_DB"] = cli.path("other.sqlite")
        let imported = try other.run(["import", cli.path("notes.json")])
        #expect(imported.status == 0)
        #expect(imported.stdout.contains("+ Notes/Editor/undo"))
        #expect(try other.run(["export"]).stdout == (try cli.run(["export"]).stdout))

        let log = try cli.json(["log", "Notes", "--format", "json"])
        let entries = try #require(log["entries"] as? [[String: Any]])
        #expect(entries.count == 8)
        #expect(entries.filter { $0["author"] as? String == "ana" }.count == 5)
        #expect(entries.first?["author"] as? String == "os-user")
        let byAna = try cli.run(["log", "--by", "ana"])
        #expect(byAna.stdout.contains("Notes/Editor/delete-note"))
        #expect(!byAna.stdout.contains("undo-redo\n"))
    }

    @Test func recordsKeepUnusualNamesExactly() throws {
        let cli = try BinaryRunner()
        defer { cli.cleanUp() }
        for name in ["Photo \"Editor\"", "a;DROP TABLE apps;--", "📸 Camera", "محرر الصور"] {
            #expect(try cli.run(["app", "add", name]).status == 0)
            let shown = try cli.json(["app", "show", name, "--format", "json"])
            #expect((shown["app"] as? [String: Any])?["name"] as? String == name)
        }
        #expect(try cli.json(["app", "list", "--format", "json"])["apps"].map { ($0 as? [Any])?.count } == 4)
    }

    @Test func renameKeepsIdentityAndHistory() throws {
        let cli = try BinaryRunner()
        defer { cli.cleanUp() }
        try cli.run(["app", "add", "Mail"])
        try cli.run(["screen", "add", "Mail/Inbox"])
        try cli.run(["command", "add", "Mail/Inbox", "--title", "Compose", "--symbol", "square.and.pencil"])
        #expect(try cli.run(["screen", "rename", "Mail/Inbox", "Mailbox"]).status == 0)
        #expect(try cli.run(["command", "rename", "Mail/Mailbox/compose", "new-message"]).status == 0)
        let log = try cli.json(["log", "Mail/Mailbox", "--format", "json"])
        let actions = (log["entries"] as? [[String: Any]])?.map { $0["action"] as? String ?? "" }
        #expect(actions == ["add", "add", "rename", "rename"])
    }

    @Test func moveReordersAndRegroups() throws {
        let cli = try BinaryRunner()
        defer { cli.cleanUp() }
        try cli.run(["app", "add", "A"])
        try cli.run(["screen", "add", "A/S"])
        try cli.run(["group", "add", "A/S", "tools", "--placement", "secondaryAction"])
        for title in ["One", "Two", "Three"] {
            try cli.run(["command", "add", "A/S", "--title", title, "--symbol", "star"])
        }
        #expect(try cli.run(["command", "move", "A/S/three", "--position", "1", "--group", "tools"]).status == 0)
        let items = try cli.json(["command", "list", "A/S", "--format", "json"])["commands"] as? [[String: Any]] ?? []
        #expect(items.map { $0["key"] as? String } == ["three", "one", "two"])
        #expect(items.map { $0["order"] as? Int } == [1, 2, 3])
        #expect(items[0]["placement"] as? String == "secondaryAction")
        let conflict = try cli.run(["command", "move", "A/S/three", "--placement", "bottomBar"])
        #expect(conflict.status == 1)
        #expect(conflict.firstErrorLine.contains("its group 'tools'"))
    }
}
