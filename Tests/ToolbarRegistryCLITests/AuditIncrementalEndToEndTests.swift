import Foundation
import Testing

/// `audit` judges only screens whose audit inputs changed; `--all` judges every screen.
@Suite struct AuditIncrementalEndToEndTests {
    static let crowded = "PhotoEditor/Crowded Editor"

    @Test func aSecondAuditJudgesOnlyTheChangedScreenAndStillFails() throws {
        let cli = try BinaryRunner()
        defer { cli.cleanUp() }
        try cli.start(from: RegistryTemplates.seeded)
        let first = try cli.run(["audit", "PhotoEditor"])
        #expect(first.status == 2)
        #expect(first.stdout.contains("Audited 2 screens;"))

        // Nothing changed: nothing judged, the stored findings still fail the run.
        let again = try cli.run(["audit", "PhotoEditor"])
        #expect(again.status == 2, "\(again.stderr)")
        #expect(again.stdout.contains("2 unchanged, 0 audited; 2 fail at error."), "\(again.stdout)")
        #expect(again.stdout.contains("\(Self.crowded)  unchanged since audit"))

        // One changed command: that screen only.
        #expect(try cli.run(["command", "update", "\(Self.crowded)/clear", "--title", "Clear All"]).status == 0)
        let changed = try cli.run(["audit", "PhotoEditor", "--format", "json"])
        #expect(changed.status == 2)
        let object = try JSONSerialization.jsonObject(with: Data(changed.stdout.utf8)) as? [String: Any]
        let audit = try #require(object?["audit"] as? [String: Any])
        #expect(audit["audited"] as? Int == 1)
        #expect(audit["unchanged"] as? Int == 1)
        let screens = try #require(audit["screens"] as? [[String: Any]])
        #expect(screens.map { $0["unchanged"] as? Bool } == [false, true])
        #expect(screens.allSatisfy { !(($0["items"] as? [Any]) ?? []).isEmpty })
        #expect(try historyCount(cli) == 2)

        // A stricter threshold applies to the unchanged screens without judging them again.
        #expect(try cli.run(["audit", "PhotoEditor", "--fail-on", "info"]).stdout.contains("2 unchanged, 0 audited"))

        // --all judges and stores both again.
        let all = try cli.run(["audit", "PhotoEditor", "--all"])
        #expect(all.status == 2)
        #expect(all.stdout.contains("Audited 2 screens;"))
        #expect(try historyCount(cli) == 3)
    }

    func historyCount(_ cli: BinaryRunner) throws -> Int? {
        (try cli.json(["history", Self.crowded, "--format", "json"])["audits"] as? [Any])?.count
    }

    @Test func aBaselineWrittenFromUnchangedScreensHoldsTheirFindings() throws {
        let cli = try BinaryRunner()
        defer { cli.cleanUp() }
        try cli.start(from: RegistryTemplates.seeded)
        let full = cli.path("full.json")
        let kept = cli.path("kept.json")
        #expect(try cli.run(["audit", "PhotoEditor", "--write-baseline", full]).status == 2)
        #expect(try cli.run(["audit", "PhotoEditor", "--write-baseline", kept]).stdout.contains("2 unchanged"))
        #expect(
            try String(contentsOfFile: kept, encoding: .utf8) == (try String(contentsOfFile: full, encoding: .utf8)))
        let accepted = try cli.run(["audit", "PhotoEditor", "--baseline", kept, "--strict-baseline"])
        #expect(accepted.status == 0, "\(accepted.stdout)")
    }
}
