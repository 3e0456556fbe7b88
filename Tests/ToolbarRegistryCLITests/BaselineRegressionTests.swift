import Foundation
import Testing

/// A baseline accepts the findings it lists, no more: the README tour, run as a user runs it.
@Suite struct BaselineRegressionTests {
    /// The README's five-minute tour up to the first audit: Notes/Editor with its group and five
    /// commands, changed, reordered and renamed, and the presets seeded. Made once per test process.
    static let tourTemplate = RegistryTemplates.make(
        succeeding: [
            ["app", "add", "Notes", "--bundle-id", "com.example.notes", "--linked-sdk", "27.1", "--owner", "Writing"],
            ["screen", "add", "Notes/Editor", "--title", "Note", "--navigation", "pushed", "--scroll-primary"]
        ] + NotesEditorSteps.toolbar(share: ["--essential"]) + [
            [
                "command", "add", "Notes/Editor", "--title", "Delete Note", "--symbol", "trash",
                "--classification", "destructive", "--placement", "overflowMenu", "--role", "destructive",
                "--confirmation"
            ],
            ["command", "update", "Notes/Editor/export", "--usage", "rare"],
            ["command", "move", "Notes/Editor/share", "--position", "1"],
            ["command", "rename", "Notes/Editor/delete-note", "delete"],
            ["seed"]
        ]
    )

    /// A copy of ``tourTemplate``.
    func tour() throws -> BinaryRunner {
        let cli = try BinaryRunner()
        try cli.start(from: Self.tourTemplate)
        return cli
    }

    func openFindings(_ cli: BinaryRunner, _ arguments: [String]) throws -> [[String: Any]] {
        let result = try cli.run(arguments + ["--format", "json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let audit = try #require(object["audit"] as? [String: Any])
        let screens = try #require(audit["screens"] as? [[String: Any]])
        let items = screens.flatMap { $0["items"] as? [[String: Any]] ?? [] }
        return items.flatMap { $0["findings"] as? [[String: Any]] ?? [] }
    }

    @Test func aFifthErrorOnACommandThatAlreadyHadOneFailsTheBaselineAndIsNewInTheDiff() throws {
        let cli = try tour()
        defer { cli.cleanUp() }
        let first = try cli.run(["audit", "Notes/Editor", "--write-baseline", "baseline.json"])
        #expect(first.status == 2, "\(first.stderr)")
        #expect(try cli.run(["audit", "Notes/Editor", "--baseline", "baseline.json"]).status == 0)

        // Export already has an availability-gating error (ToolbarOverflowMenu); its own priority
        // is a second one on the same item and command.
        #expect(try cli.run(["command", "update", "Notes/Editor/export", "--priority", "low"]).status == 0)
        let second = try cli.run(["audit", "Notes/Editor", "--baseline", "baseline.json"])
        #expect(second.status == 2)
        #expect(second.stdout.contains("FAILS at error"))
        let newLine = second.stdout.split(separator: "\n").filter {
            $0.hasPrefix("  ERROR") && !$0.contains("(baselined)")
        }
        #expect(newLine.count == 1)
        #expect(newLine.first?.contains("export: visibilityPriority needs iOS 27.0") == true)

        let history = try cli.json(["history", "Notes/Editor", "--format", "json"])
        let audits = try #require(history["audits"] as? [[String: Any]])
        let totals = audits.map { audit in
            ((audit["findings"] as? [String: Int]) ?? [:]).values.reduce(0, +)
        }
        // The count depends on what the checklist finds on the tour's screen; the change adds one.
        // The second run changed nothing, so it kept the first audit instead of storing another.
        let before = try #require(totals.first)
        #expect(totals == [before, before + 1])

        // The last two audits: before and after the change.
        let diff = try #require(try cli.json(["diff", "Notes/Editor", "--format", "json"])["diff"] as? [String: Any])
        let new = try #require(diff["new"] as? [[String: Any]])
        #expect(new.map { $0["command"] as? String } == ["export"])
        #expect(new.map { $0["item"] as? String } == ["availability-gating"])
        #expect((diff["fixed"] as? [Any])?.count == 0)
        #expect((diff["unchanged"] as? [Any])?.count == before)
        let text = try cli.run(["diff", "Notes/Editor"])
        #expect(text.stdout.contains("New (1):"))
        #expect(text.stdout.contains("Fixed (0):"))
        #expect(text.stdout.contains("Unchanged (\(before)):"))
    }

    @Test func renamingACommandKeepsItsFindingsIdentity() throws {
        let cli = try tour()
        defer { cli.cleanUp() }
        #expect(try cli.run(["audit", "Notes/Editor", "--write-baseline", "baseline.json"]).status == 2)
        let before = try openFindings(cli, ["audit", "Notes/Editor"])
        #expect(try cli.run(["command", "rename", "Notes/Editor/export", "export-note"]).status == 0)
        #expect(try cli.run(["audit", "Notes/Editor", "--baseline", "baseline.json"]).status == 0)
        let after = try openFindings(cli, ["audit", "Notes/Editor"])
        #expect(
            Set(after.compactMap { $0["fingerprint"] as? String })
                == Set(before.compactMap { $0["fingerprint"] as? String }))
        #expect(after.contains { $0["command"] as? String == "export-note" })
        let diff = try #require(try cli.json(["diff", "Notes/Editor", "--format", "json"])["diff"] as? [String: Any])
        #expect((diff["new"] as? [Any])?.count == 0)
        #expect((diff["fixed"] as? [Any])?.count == 0)
    }

    @Test func aVersionOneBaselineIsRefusedWithTheCommandThatRewritesIt() throws {
        let cli = try tour()
        defer { cli.cleanUp() }
        let old = """
            {"findings": [{"app": "Notes", "command": "export", "fingerprint": "0123456789abcdef",
              "item": "availability-gating", "screen": "Editor"}],
             "format": "toolbar-registry-baseline", "version": 1}
            """
        try Data(old.utf8).write(to: URL(fileURLWithPath: cli.path("old.json")))
        let result = try cli.run(["audit", "Notes/Editor", "--baseline", "old.json"])
        #expect(result.status == 1)
        #expect(result.firstErrorLine.hasPrefix("Error: "))
        #expect(result.stderr.contains("version 1 baseline"))
        #expect(result.stderr.contains("--write-baseline old.json"))
    }
}
