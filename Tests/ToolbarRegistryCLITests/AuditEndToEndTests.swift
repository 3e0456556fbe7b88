import Foundation
import Testing

/// Audits, history, diff, baselines, sign-offs and suppressions as a user runs them (in process, see BinaryRunner).
@Suite struct AuditEndToEndTests {
    static let crowded = "PhotoEditor/Crowded Editor"
    static let refactored = "PhotoEditor/Refactored Editor"
    /// A seeded screen with no finding at error (one bottom-bar command in a sidebar column).
    static let clean = "FoldableShowcase/Mail Sidebar"

    /// A copy of the seeded registry (``RegistryTemplates/seeded``).
    func seeded() throws -> BinaryRunner {
        let cli = try BinaryRunner()
        try cli.start(from: RegistryTemplates.seeded)
        return cli
    }

    // MARK: - Exit codes

    @Test func exitCodesFollowTheThreshold() throws {
        let cli = try seeded()
        defer { cli.cleanUp() }
        #expect(try cli.run(["audit", Self.clean]).status == 0)
        let failing = try cli.run(["audit", Self.crowded])
        #expect(failing.status == 2)
        #expect(failing.stdout.contains("FAILS at error"))
        #expect(failing.stdout.contains("flat-hierarchy"))
        #expect(try cli.run(["audit", Self.refactored, "--fail-on", "warning"]).status == 2)
        #expect(try cli.run(["audit", Self.clean, "--require-signoffs"]).status == 2)
        let unknown = try cli.run(["audit", "PhotoEditor/Nope"])
        #expect(unknown.status == 1)
        #expect(unknown.firstErrorLine.hasPrefix("Error: "))
        let usage = try cli.run(["audit", Self.crowded, "--fail-on", "fatal"])
        #expect(usage.status == 64)
        #expect(usage.firstErrorLine.hasPrefix("Error: "))
        #expect(try cli.run(["audit", Self.crowded, "--strict-baseline"]).status == 64)
        #expect(try cli.run(["diff", Self.crowded, "1"]).status == 64)
    }

    @Test func auditJSONIsVersionedAndHistoryAndDiffFollow() throws {
        let cli = try seeded()
        defer { cli.cleanUp() }
        let result = try cli.run(["audit", Self.crowded, "--format", "json", "--revision", "abc123"])
        #expect(result.status == 2)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(object["version"] as? Int == 1)
        let audit = try #require(object["audit"] as? [String: Any])
        #expect(audit["fails"] as? Bool == true)
        let screens = try #require(audit["screens"] as? [[String: Any]])
        #expect((screens.first?["failingItems"] as? [String])?.contains("destructive-in-bar") == true)

        #expect(try cli.run(["command", "update", "\(Self.crowded)/clear", "--title", "Clear All"]).status == 0)
        #expect(try cli.run(["audit", Self.crowded]).status == 2)
        let history = try cli.json(["history", Self.crowded, "--format", "json"])
        let audits = try #require(history["audits"] as? [[String: Any]])
        #expect(audits.count == 2)
        #expect(audits.first?["revision"] as? String == "abc123")
        let diff = try #require(try cli.json(["diff", Self.crowded, "--format", "json"])["diff"] as? [String: Any])
        let changes = try #require(diff["changes"] as? [[String: Any]])
        #expect(changes.map { $0["record"] as? String } == ["\(Self.crowded)/clear"])
        #expect((diff["new"] as? [Any])?.isEmpty == true)
        #expect((diff["fixed"] as? [Any])?.isEmpty == true)
        let text = try cli.run(["diff", Self.crowded])
        #expect(text.status == 0)
        #expect(text.stdout.contains("Record changes between them (1)"))
    }

    // MARK: - Baselines

    @Test func aWrittenBaselineLetsTheSameFindingsPass() throws {
        let cli = try seeded()
        defer { cli.cleanUp() }
        let write = try cli.run(["audit", "PhotoEditor", "--write-baseline", "baseline.json"])
        #expect(write.status == 2)
        let text = try String(contentsOfFile: cli.path("baseline.json"), encoding: .utf8)
        #expect(text.contains("\"format\": \"toolbar-registry-baseline\""))
        #expect(!text.contains(cli.directory.path))
        #expect(try cli.run(["audit", "PhotoEditor", "--baseline", "baseline.json"]).status == 0)
        #expect(try cli.run(["audit", "PhotoEditor", "--baseline", "missing.json"]).status == 1)
        #expect(try cli.run(["command", "update", "\(Self.crowded)/clear", "--no-confirmation"]).status == 0)
        let strict = try cli.run(["audit", "PhotoEditor", "--baseline", "baseline.json", "--fail-on", "warning"])
        #expect(strict.status == 2)
    }

    // MARK: - Reviews and configuration

    @Test func signOffsAndSuppressionsAreWritesWithAnAuthor() throws {
        let cli = try seeded()
        defer { cli.cleanUp() }
        let sign = try cli.run([
            "checklist", "sign", Self.refactored, "manual-voiceover", "--note", "b3", "--author", "ana"
        ])
        #expect(sign.status == 0, "\(sign.stderr)")
        #expect(try cli.run(["checklist", "sign", Self.refactored, "flat-hierarchy"]).status == 1)
        let suppress = try cli.run([
            "suppress", Self.crowded, "destructive-in-bar", "--command", "clear", "--reason", "legacy",
            "--until", "2099-01-01", "--author", "ben"
        ])
        #expect(suppress.status == 0, "\(suppress.stderr)")
        #expect(try cli.run(["suppress", Self.crowded, "destructive-in-bar"]).status == 64)
        let log = try cli.json(["log", "PhotoEditor", "--format", "json"])
        let entries = try #require(log["entries"] as? [[String: Any]])
        #expect(entries.contains { $0["action"] as? String == "sign" && $0["author"] as? String == "ana" })
        #expect(entries.contains { $0["action"] as? String == "suppress" && $0["author"] as? String == "ben" })
        let json = try cli.run(["audit", Self.crowded, "--format", "json"])
        #expect(json.stdout.contains("\"suppressed\""))
        #expect(!(try cli.run(["audit", Self.crowded])).stdout.contains("destructive-in-bar  clear"))
    }

    @Test func theConfigurationFileInTheCurrentDirectoryApplies() throws {
        let cli = try seeded()
        defer { cli.cleanUp() }
        // An unclassified command gives the clean screen a warning and no error.
        #expect(try cli.run(["command", "add", Self.clean, "--title", "Print", "--symbol", "printer"]).status == 0)
        try Data(#"{"version": 1, "failOn": "warning"}"#.utf8).write(
            to: URL(fileURLWithPath: cli.path(".toolbar-registry.json")))
        #expect(try cli.run(["audit", Self.clean]).status == 2)
        #expect(try cli.run(["audit", Self.clean, "--fail-on", "error"]).status == 0)
        try Data(#"{"version": 1, "failOn": "fatal"}"#.utf8).write(to: URL(fileURLWithPath: cli.path("bad.json")))
        let bad = try cli.run(["audit", Self.refactored, "--config", "bad.json"])
        #expect(bad.status == 1)
        #expect(bad.firstErrorLine.contains("fatal"))
    }

    @Test func theChecklistListsAndExplainsItems() throws {
        let cli = try BinaryRunner()
        defer { cli.cleanUp() }
        let list = try cli.run(["checklist"])
        #expect(list.status == 0)
        #expect(list.stdout.contains("flat-hierarchy"))
        let show = try cli.run(["checklist", "show", "flat-hierarchy"])
        #expect(show.status == 0)
        #expect(show.stdout.contains("Triggering examples"))
        #expect(try cli.run(["checklist", "show", "flat-hierarchi"]).status == 1)
    }

    @Test func theDemoPrintsTheChecklistSummary() throws {
        let demo = try DemoRun.shared.get()
        #expect(demo.result.status == 0, "\(demo.result.stderr)")
        #expect(demo.result.stdout.contains("Checklist summary"))
        let line = try #require(demo.result.stdout.split(separator: "\n").first { $0.hasPrefix(Self.crowded) })
        #expect(line.contains("flat-hierarchy"))
        let cli = try BinaryRunner()
        defer { cli.cleanUp() }
        try cli.start(from: demo.registry)
        #expect(
            try cli.json(["history", Self.crowded, "--format", "json"])["audits"].map { ($0 as? [Any])?.count } == 1)
    }
}
