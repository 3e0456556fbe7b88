import Foundation
import Testing

/// `observe list`, `observe remove` and `calibrate --write` through the CLI.
@Suite struct ObserveRecordsEndToEndTests {
    @Test func listShowsEachObservationAndRemoveTakesThemOutInOneLoggedStep() throws {
        let cli = try ObserveEndToEndTests.seeded([
            "iphone.json": try ObserveEndToEndTests.example(), "moved.json": try ObserveEndToEndTests.movedShare()
        ])
        defer { cli.cleanUp() }
        #expect(try cli.run(["observe", "list"]).stdout.hasPrefix("No observations"))
        #expect(try cli.run(["observe", "import", "iphone.json", "moved.json", "--author", "ana"]).status == 0)
        let list = try cli.run(["observe", "list", "PhotoEditor"])
        #expect(list.status == 0)
        #expect(
            list.stdout.contains("PhotoEditor/Refactored Editor  iphone-17-portrait  iPhone 17, iOS 27.1  402 × 874"),
            "\(list.stdout)")
        let json = try #require(
            try cli.json(["observe", "list", "--format", "json"])["observations"] as? [[String: Any]])
        #expect(json.map { $0["id"] as? Int } == [1, 2])
        #expect(json.allSatisfy { $0["importedBy"] as? String == "ana" && $0["stale"] as? Bool == false })

        // An unknown id among known ones removes nothing.
        let refused = try cli.run(["observe", "remove", "2", "9"])
        #expect(refused.status == 1)
        #expect(
            refused.firstErrorLine == "Error: no observation 9 in the registry; list them with "
                + "'toolbar-registry observe list'; nothing was removed")
        #expect((try cli.json(["observe", "list", "--format", "json"])["observations"] as? [Any])?.count == 2)
        #expect(try cli.run(["observe", "remove", "two"]).status == 64)

        let removed = try cli.run(["observe", "remove", "2", "--author", "ben"])
        #expect(removed.status == 0, "\(removed.stderr)")
        #expect(
            removed.stdout == "Removed observation 2: PhotoEditor/Refactored Editor (iphone-17-portrait, "
                + "iPhone 17, iOS 27.1), imported \(json[1]["importedAt"] as? String ?? "") by ana.\n")
        #expect((try cli.json(["observe", "list", "--format", "json"])["observations"] as? [Any])?.count == 1)
        let log = try cli.run(["log", "--by", "ben"])
        #expect(log.stdout.contains("remove") && log.stdout.contains("observation"), "\(log.stdout)")

        // A change to the screen's records makes the one left stale.
        #expect(
            try cli.run(["command", "update", "PhotoEditor/Refactored Editor/share", "--title", "Share…"]).status == 0)
        #expect(try cli.run(["observe", "list"]).stdout.contains("stale"))
    }

    @Test func calibrateWriteKeepsTheConfigurationsOtherKeysAndWritesTwiceOnTheSamePath() throws {
        let cli = try ObserveEndToEndTests.seeded(["iphone.json": try ObserveEndToEndTests.example()])
        defer { cli.cleanUp() }
        #expect(try cli.run(["observe", "import", "iphone.json"]).status == 0)
        let original = "{\n  \"version\": 1,\n  \"failOn\": \"warning\",\n  \"disabled\": [\"title-length\"]\n}\n"
        try Data(original.utf8).write(to: URL(fileURLWithPath: cli.path("team.json")))

        let first = try cli.run(["calibrate", "--write", "--config", "team.json"])
        #expect(first.status == 0, "\(first.stderr)")
        // Values the one observation pins down are written; a loose one (the group gap) is not.
        #expect(
            first.stdout.contains(
                "Wrote 2 metric overrides to team.json:\n  itemPadding (SDK 27.1): not pinned → 6\n"
                    + "  capsulePadding: not pinned → 3\n"), "\(first.stdout)")
        #expect(
            first.stdout.contains(
                "Not written: groupGap (spread ±8.64 pt is wider than ±1 pt; more observations narrow it)"))
        let written = try String(contentsOfFile: cli.path("team.json"), encoding: .utf8)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(written.utf8)) as? [String: Any])
        #expect(object["failOn"] as? String == "warning")
        #expect(object["disabled"] as? [String] == ["title-length"])
        let metrics = try #require(object["metrics"] as? [String: Any])
        #expect((metrics["27.1"] as? [String: Any])?["itemPadding"] as? Double == 6)
        #expect(metrics["capsulePadding"] as? Double == 3)
        #expect(metrics["groupGap"] == nil)

        // Again on the same path: the file reads back, nothing more to change.
        let second = try cli.run(["calibrate", "--write", "--config", "team.json"])
        #expect(second.status == 0, "\(second.stderr)")
        #expect(try String(contentsOfFile: cli.path("team.json"), encoding: .utf8) == written)
        #expect(
            second.stdout.contains("Nothing was written: team.json already pins every value to write."),
            "\(second.stdout)")
        #expect(try cli.run(["audit", "PhotoEditor/Refactored Editor", "--config", "team.json"]).status != 1)

        // Without --config: the file found upwards, else a new one here.
        let fresh = try cli.run(["calibrate", "PhotoEditor", "--write"])
        #expect(fresh.status == 0, "\(fresh.stderr)")
        #expect(FileManager.default.fileExists(atPath: cli.path(".toolbar-registry.json")))
        let named = try cli.run(["calibrate", "--write", "--config", "ci/toolbar.json"])
        #expect(named.status == 1, "a missing folder is refused")
        try FileManager.default.createDirectory(atPath: cli.path("ci"), withIntermediateDirectories: false)
        #expect(try cli.run(["calibrate", "--write", "--config", "ci/toolbar.json"]).status == 0)
        #expect(FileManager.default.fileExists(atPath: cli.path("ci/toolbar.json")))
        let json = try cli.json(["calibrate", "--write", "--format", "json"])
        let changes = ((json["calibration"] as? [String: Any])?["written"] as? [String: Any])?["changes"] as? [Any]
        #expect(changes?.isEmpty == true)
    }

    @Test func calibrateWriteRefusesABrokenConfigurationAndLeavesItAsItWas() throws {
        let cli = try ObserveEndToEndTests.seeded(["iphone.json": try ObserveEndToEndTests.example()])
        defer { cli.cleanUp() }
        #expect(try cli.run(["observe", "import", "iphone.json"]).status == 0)
        for broken in [
            "{\"version\": 1, \"failOn\": \"warning\",", "{\"version\": 1, \"metrics\": {\"itemPadding\": \"six\"}}",
            "{\"version\": 1, \"version\": 1}", "[1]"
        ] {
            try Data(broken.utf8).write(to: URL(fileURLWithPath: cli.path("broken.json")))
            let result = try cli.run(["calibrate", "--write", "--config", "broken.json"])
            #expect(result.status == 1, "\(broken)")
            #expect(result.firstErrorLine.hasPrefix("Error: 'broken.json': "), "\(result.stderr)")
            #expect(try String(contentsOfFile: cli.path("broken.json"), encoding: .utf8) == broken)
        }
        try FileManager.default.createDirectory(atPath: cli.path("folder.json"), withIntermediateDirectories: false)
        let folder = try cli.run(["calibrate", "--write", "--config", "folder.json"])
        #expect(folder.status == 1)
        #expect(folder.firstErrorLine.hasPrefix("Error: "), "\(folder.stderr)")
    }
}
