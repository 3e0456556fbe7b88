import Foundation
import Testing

/// solve, sweep, where and audit say why and how sure, and use the metrics a team pinned.
@Suite struct ExplainEndToEndTests {
    @Test func solveSaysWhyRedoLeftAndWhatBringsItBack() throws {
        var cli = try BinaryRunner()
        cli.environment["COLUMNS"] = "400"
        defer { cli.cleanUp() }
        try cli.start(from: RegistryTemplates.seeded)
        let text = try cli.run(["solve", "PhotoEditor/Refactored Editor", "--width", "375"]).stdout
        #expect(text.contains("Why\n  Navigation bar: 375 pt − margins 32 = 343 pt available; used 296 pt"))
        #expect(
            text.contains(
                "Redo needs 9 pt more in a 375 pt wide window (back from 384 pt): remove the iOS 27 "
                    + "padding (`contentMarginsRemoved()`), narrow the 72 pt Edited custom view to 63 pt"))
        #expect(text.contains("depends on: capsule padding [I], Edited width [estimated]"))

        let json = try cli.json(["solve", "PhotoEditor/Refactored Editor", "--width", "375", "--format", "json"])
        let explanation = try #require(json["explanation"] as? [String: Any])
        let shortfalls = try #require(explanation["shortfalls"] as? [[String: Any]])
        #expect(shortfalls.first?["key"] as? String == "redo")
        #expect(shortfalls.first?["needs"] as? Double == 9)
        let remedies = try #require(shortfalls.first?["remedies"] as? [[String: Any]])
        #expect(remedies.first?["kind"] as? String == "removePadding")
        #expect(remedies.first?["keepsIt"] as? Bool == true)
        let budgets = try #require(explanation["budgets"] as? [[String: Any]])
        #expect(budgets.first?["usedTotal"] as? Double == 296)
    }

    @Test func sweepAndWhereGiveBreakpointsAcrossTheEstimates() throws {
        let cli = try BinaryRunner()
        defer { cli.cleanUp() }
        try cli.start(from: RegistryTemplates.seeded)
        let text = try cli.run(["sweep", "PhotoEditor/Refactored Editor"]).stdout
        #expect(text.contains("Redo moves to overflow below 384 pt ("))
        #expect(text.contains("Edited width [estimated]"))
        let json = try cli.json(["sweep", "PhotoEditor/Refactored Editor", "--format", "json"])
        let ranges = try #require(json["ranges"] as? [[String: Any]])
        let redo = try #require(ranges.first { $0["key"] as? String == "redo" })
        #expect((redo["lowest"] as? Double ?? 999) < 384 && (redo["highest"] as? Double ?? 0) > 384)
        let places = try cli.run(["where", "PhotoEditor/Refactored Editor/redo", "--scenario", "iphone-se-portrait"])
        #expect(places.stdout.contains("why: Redo needs 64 pt more in a 320 pt wide window"))
    }

    /// Pinning what the team measured narrows the ranges and changes the numbers; the audit
    /// records the pins it used.
    @Test func pinnedMetricsAreUsedAndRecorded() throws {
        let cli = try BinaryRunner()
        defer { cli.cleanUp() }
        try cli.start(from: RegistryTemplates.seeded)
        let config = cli.path("config.json")
        try #"{"version": 1, "metrics": {"capsulePadding": 4, "groupGap": 8, "27.0": {"itemPadding": 5}}}"#
            .write(toFile: config, atomically: true, encoding: .utf8)
        let json = try cli.json(["sweep", "PhotoEditor/Refactored Editor", "--config", config, "--format", "json"])
        let redo = try #require((json["ranges"] as? [[String: Any]])?.first { $0["key"] as? String == "redo" })
        #expect(redo["width"] as? Double == 376)
        let depends = (redo["dependsOn"] as? [[String: Any]])?.compactMap { $0["estimate"] as? String } ?? []
        #expect(!depends.contains("itemPadding") && !depends.contains("capsulePadding"))
        #expect(depends.contains("customViewWidth"))

        let audit = try cli.run(["audit", "PhotoEditor/Refactored Editor", "--config", config])
        #expect(audit.status == 0 || audit.status == 2)
        let history = try cli.json(["history", "PhotoEditor/Refactored Editor", "--format", "json"])
        let metrics = (history["audits"] as? [[String: Any]])?.last?["metrics"] as? [String: Any]
        #expect((metrics?["27.0"] as? [String: Any])?["itemPadding"] as? Double == 5)
        #expect(metrics?["groupGap"] as? Double == 8)
    }

    @Test(arguments: [
        (#"{"version": 1, "metrics": {"itemPading": 5}}"#, "\"itemPading\" is not a metric that can be pinned"),
        (#"{"version": 1, "metrics": {"itemPadding": -1}}"#, "must be a number of points from 0 to 500"),
        (#"{"version": 1, "metrics": {"27.x": {"itemPadding": 5}}}"#, "is neither a metric nor an SDK version"),
        (#"{"version": 1, "metrics": {"customViewWidth": 1}}"#, "is not a metric that can be pinned")
    ])
    func badMetricsAreRefusedWithTheirName(config text: String, message: String) throws {
        let cli = try BinaryRunner()
        defer { cli.cleanUp() }
        try cli.start(from: RegistryTemplates.seeded)
        let config = cli.path("config.json")
        try text.write(toFile: config, atomically: true, encoding: .utf8)
        let result = try cli.run(["solve", "PhotoEditor/Refactored Editor", "--config", config])
        #expect(result.status == 1)
        #expect(result.firstErrorLine.hasPrefix("Error: "))
        #expect(result.firstErrorLine.contains(message), "\(result.stderr)")
    }
}
