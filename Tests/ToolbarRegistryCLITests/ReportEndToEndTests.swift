import Foundation
import Testing

/// `toolbar-registry report` as a user runs them (in process, see BinaryRunner): formats, determinism, safe output, errors.
@Suite struct ReportEndToEndTests {
    static let crowded = "PhotoEditor/Crowded Editor"
    static let formats = ["html", "md", "json", "sarif", "junit", "github", "xcode", "csv"]

    /// The seeds and two audits of the crowded editor, made once per test process.
    static let twiceAudited = RegistryTemplates.make([
        (["seed"], 0), (["audit", crowded], 2),
        // A second stored audit (nothing changed, so only --all judges and stores it again).
        (["audit", crowded, "--all"], 2)
    ])

    /// A copy of ``twiceAudited``.
    func audited() throws -> BinaryRunner {
        let cli = try BinaryRunner()
        try cli.start(from: Self.twiceAudited)
        return cli
    }

    @Test func everyFormatIsDeterministicWithAFixedTimestamp() throws {
        let cli = try audited()
        defer { cli.cleanUp() }
        for format in Self.formats {
            let arguments = ["report", Self.crowded, "--format", format, "--timestamp", "2026-11-29T12:00:00Z"]
            let first = try cli.run(arguments)
            let second = try cli.run(arguments)
            #expect(first.status == 0, "\(format): \(first.stderr)")
            #expect(!first.stdout.isEmpty || format == "xcode", "\(format)")
            #expect(first.stdout == second.stdout, "\(format)")
        }
        let markdown = try cli.run(["report", "PhotoEditor", "--format", "md"]).stdout
        #expect(markdown.contains("Crowded Editor"))
        #expect(!markdown.contains("Refactored Editor"), "only audited screens are reported")
    }

    @Test func usageErrorsAndMissingAudits() throws {
        let cli = try BinaryRunner()
        defer { cli.cleanUp() }
        try cli.start(from: RegistryTemplates.seeded)
        let unknown = try cli.run(["report", "--format", "pdf"])
        #expect(unknown.status == 64)
        #expect(unknown.firstErrorLine.contains("html, md, json, sarif, junit, github, xcode, csv"))
        #expect(try cli.run(["report", "--format", "md", "--audit", "newest"]).status == 64)
        #expect(try cli.run(["report", "--format", "md", "--since", "yesterday"]).status == 64)
        let none = try cli.run(["report", "--format", "md"])
        #expect(none.status == 1)
        #expect(none.firstErrorLine.contains("toolbar-registry audit"))
        #expect(try cli.run(["audit", Self.crowded]).status == 2)
        #expect(try cli.run(["report", "--format", "md", "--owner", "Nobody"]).status == 1)
        #expect(try cli.run(["report", Self.crowded, "--format", "md", "--audit", "999"]).status == 1)
        #expect(try cli.run(["report", Self.crowded, "--format", "md", "--audit", "1"]).status == 0)
        #expect(try cli.run(["report", "--format", "md", "--since", "2000-01-01"]).status == 0)
    }

    @Test func outputRefusesDirectoriesAndNeverLeavesHalfAFile() throws {
        let cli = try audited()
        defer { cli.cleanUp() }
        let directory = try cli.run(["report", "--format", "html", "--output", cli.directory.path])
        #expect(directory.status == 1)
        #expect(directory.firstErrorLine.contains("is a directory"))
        let path = cli.path("report.html")
        let written = try cli.run(["report", "--format", "html", "--output", path])
        #expect(written.status == 0, "\(written.stderr)")
        let html = try String(contentsOfFile: path, encoding: .utf8)
        #expect(html.hasPrefix("<!DOCTYPE html>") && html.hasSuffix("</html>\n"))
        let failed = try cli.run(["report", Self.crowded, "--format", "md", "--audit", "999", "--output", path])
        #expect(failed.status == 1)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == html)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: cli.directory.path)
            .filter { $0.hasSuffix(".tmp") }
        #expect(leftovers.isEmpty)
    }

    @Test func sarifPointsAtTheRegistryExportLineOfTheCommand() throws {
        let cli = try audited()
        defer { cli.cleanUp() }
        #expect(try cli.run(["export", "--output", cli.path("registry.json")]).status == 0)
        let result = try cli.run(["report", Self.crowded, "--format", "sarif", "--registry-file", "registry.json"])
        #expect(result.status == 0, "\(result.stderr)")
        let log = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(!results.isEmpty)
        let export = try String(contentsOfFile: cli.path("registry.json"), encoding: .utf8)
            .split(separator: "\n", omittingEmptySubsequences: false)
        for entry in results {
            let location = try #require((entry["locations"] as? [[String: Any]])?.first)
            let physical = try #require(location["physicalLocation"] as? [String: Any])
            #expect((physical["artifactLocation"] as? [String: Any])?["uri"] as? String == "registry.json")
            let line = try #require((physical["region"] as? [String: Any])?["startLine"] as? Int)
            let logical = (location["logicalLocations"] as? [[String: Any]]) ?? []
            if let key = logical.first(where: { $0["kind"] as? String == "member" })?["name"] as? String {
                #expect(export[line - 1].contains("\"key\": \"\(key)\""), "line \(line) for \(key)")
            } else {
                #expect(export[line - 1].contains("\"name\": \"Crowded Editor\""))
            }
        }
        #expect(results.contains { $0["baselineState"] as? String == "unchanged" })
    }

    @Test func anOldAuditIsReportedAsItWasStored() throws {
        let cli = try BinaryRunner()
        defer { cli.cleanUp() }
        try cli.start(from: RegistryTemplates.seeded)
        #expect(try cli.run(["audit", Self.crowded]).status != 1)
        let update = try cli.run(["command", "update", Self.crowded + "/share", "--priority", "high"])
        #expect(update.status == 0, "\(update.stderr)")
        #expect(try cli.run(["audit", Self.crowded]).status != 1)
        /// How many stored layouts of the chosen audit put `share` in the overflow menu.
        func shareOverflows(_ audit: String) throws -> Int {
            let result = try cli.run(["report", Self.crowded, "--format", "json", "--audit", audit])
            #expect(result.status == 0, "\(result.stderr)")
            let report = try #require(
                try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
            let screen = try #require((report["screens"] as? [[String: Any]])?.first)
            // Scenarios name their layout by digest; each layout is written once in solverLayouts,
            // an overflow row as [command, reason, …], the command by its position in `commands`.
            let shared = try #require(report["solverLayouts"] as? [String: [String: Any]])
            let layouts = try (screen["scenarios"] as? [[String: Any]] ?? []).map { scenario in
                try #require(shared[scenario["layout"] as? String ?? ""], "a scenario without its layout")
            }
            #expect(!layouts.isEmpty)
            let commands = screen["commands"] as? [[String: Any]] ?? []
            let share = try #require(commands.firstIndex { $0["key"] as? String == "share" })
            return layouts.flatMap { ($0["overflow"] as? [[Any]]) ?? [] }
                .filter { $0.first as? Int == share }.count
        }
        #expect(try shareOverflows("1") > 0, "before the change Share ran out of room")
        #expect(try shareOverflows("latest") == 0, "with high priority it stays in the bar")
    }

    @Test func historyAndTheReportSayWhoChangedWhatBetweenAudits() throws {
        let cli = try BinaryRunner()
        defer { cli.cleanUp() }
        try cli.start(from: RegistryTemplates.seeded)
        #expect(try cli.run(["audit", Self.crowded, "--author", "ci"]).status != 1)
        let update = try cli.run(
            ["command", "update", Self.crowded + "/share", "--priority", "high", "--author", "ana"])
        #expect(update.status == 0, "\(update.stderr)")
        #expect(try cli.run(["audit", Self.crowded, "--author", "ci"]).status != 1)
        let history = try cli.run(["history", Self.crowded, "--format", "json"])
        #expect(history.status == 0, "\(history.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(history.stdout.utf8)) as? [String: Any])
        let audits = try #require(object["audits"] as? [[String: Any]])
        #expect(audits.count == 2)
        #expect((audits.first?["changes"] as? [Any])?.isEmpty == true)
        let changes = try #require(audits.last?["changes"] as? [[String: Any]])
        #expect(changes.count == 1)
        #expect(changes.first?["author"] as? String == "ana")
        #expect(changes.first?["record"] as? String == Self.crowded + "/share")
        #expect(changes.first?["fields"] as? [String] == ["priority"])
        // The chart's numbers: errors, warnings and needs review per audit, dated.
        for audit in audits {
            #expect((audit["findings"] as? [String: Any])?["error"] is Int)
            #expect((audit["counts"] as? [String: Any])?["needsReview"] is Int)
            #expect(audit["at"] is String)
        }
        let html = try cli.run(["report", Self.crowded, "--format", "html"]).stdout
        #expect(html.contains("<h4>Who changed what</h4>"))
        #expect(html.contains("ana updated command \(Self.crowded)/share (priority)"))
        #expect(html.contains("<svg class=\"chart\" role=\"img\""))
        #expect(html.contains("<h3>Trend by app</h3>"))
    }

    @Test func theDemoWritesTheHTMLAndMarkdownReports() throws {
        let demo = try DemoRun.shared.get()
        #expect(demo.result.status == 0, "\(demo.result.stderr)")
        #expect(demo.result.stdout.contains(demo.folder + "/report.html"))
        #expect(demo.html.contains("Crowded Editor") && demo.html.contains("<svg role=\"img\""))
        #expect(demo.markdown.hasPrefix("## Toolbar verification"))
    }

    @Test func githubWritesAnnotationsAndTheStepSummary() throws {
        var cli = try audited()
        defer { cli.cleanUp() }
        let summary = cli.path("summary.md")
        cli.environment["GITHUB_STEP_SUMMARY"] = summary
        let result = try cli.run(["report", "--format", "github"])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.filter { $0.hasPrefix("::error ") }.count == 10)
        #expect(lines.last?.contains("more not shown") == true)
        let text = try String(contentsOfFile: summary, encoding: .utf8)
        #expect(text.hasPrefix("## Toolbar verification"))
    }
}
