import Foundation
import Testing
import ToolbarChecklist
import ToolbarReports

/// Every output stays within what its consumer accepts (issue 12): a pull-request comment, the
/// job summary, a code-scanning upload, the annotations of a step.
@Suite struct ConsumerLimitTests {
    // MARK: - Markdown

    @Test func aSmallReportIsWholeAndUnchanged() {
        let report = GeneratedReports.report(screens: 3)
        let markdown = MarkdownRenderer.render(report)
        #expect(markdown.contains("<details>"))
        #expect(!markdown.contains("see report.html"))
        #expect(MarkdownRenderer.render(report, limit: 10_000_000) == markdown)
    }

    @Test func aLargeReportStaysUnderGitHubsCommentLimit() throws {
        // 400 failing screens of 5–7 commands: the whole document is several times the limit.
        let report = GeneratedReports.report(screens: 400)
        let markdown = MarkdownRenderer.render(report)
        #expect(markdown.utf8.count <= MarkdownRenderer.commentLimit - MarkdownRenderer.commentHeadroom)
        #expect(markdown.unicodeScalars.count <= 65_536)
        #expect(markdown.hasPrefix("## Toolbar verification: all apps\n\n❌ **400 fail"))
        #expect(markdown.hasSuffix("</sub>\n"))
        let note = try #require(markdown.split(separator: "\n").first { $0.contains("see report.html") })
        #expect(note.hasPrefix("**… ") && note.contains(" more screens: see report.html**"))
        // Worst first: the first section is a screen with the most errors (7 commands).
        let firstSection = try #require(markdown.range(of: "\n### ❌ "))
        let heading = markdown[firstSection.upperBound...].prefix { $0 != "\n" }
        let number = try #require(Int(heading.split(separator: " ").last ?? ""))
        #expect((number - 1000) % 3 == 2, "\(heading)")
        // Nothing is cut mid-line: every table row is whole and every details block closed.
        #expect(
            markdown.components(separatedBy: "<details>").count == markdown.components(separatedBy: "</details>").count)
        for line in markdown.split(separator: "\n") where line.hasPrefix("|") { #expect(line.hasSuffix("|")) }
        // The table says how many screens it left out.
        #expect(markdown.contains(" more screens not in this table.*"))
    }

    /// The report every limit is tried on, made once for all of them.
    static let longMessages = GeneratedReports.report(screens: 150, messageLength: 400)

    @Test(arguments: [2_048, 5_000, 20_000, 65_536])
    func everyLimitIsKept(limit: Int) {
        #expect(MarkdownRenderer.render(Self.longMessages, limit: limit).utf8.count <= limit)
    }

    @Test func theStepSummaryStaysUnderOneMebibyte() {
        // 500 screens with 4 scenarios per command and long messages: megabytes whole (the
        // summary says "see report.html" only when it had to leave screens out).
        let report = GeneratedReports.report(screens: 500, scenariosPerCommand: 4, messageLength: 300)
        let summary = GitHubRenderer.stepSummary(report)
        #expect(summary.utf8.count <= GitHubRenderer.stepSummaryLimit)
        #expect(summary.utf8.count > MarkdownRenderer.commentLimit)
        #expect(summary.contains("see report.html"))
        // What is left of the step's 1 MiB after earlier writes.
        #expect(GitHubRenderer.stepSummary(report, limit: 100_000).utf8.count <= 100_000)
    }

    /// The generated reports' findings carry the fingerprints `Finding` makes by default (they
    /// are made with ids derived once per screen, for speed).
    @Test func generatedFindingsHaveTheDefaultFingerprints() {
        let report = GeneratedReports.report(screens: 2, scenariosPerCommand: 2, declarations: 2)
        let findings = report.screens.flatMap(\.openFindings)
        #expect(findings.count == (5 + 6) * 2 + 2 * 2)
        for finding in findings {
            let remade = Finding(
                app: finding.app, screen: finding.screen, itemID: finding.itemID, severity: finding.severity,
                commandKey: finding.commandKey, scenario: finding.scenario, widthRange: finding.widthRange,
                message: finding.message)
            #expect(finding.fingerprint == remade.fingerprint, "\(finding.message)")
            #expect(finding.measured == remade.measured)
        }
    }

    // MARK: - SARIF

    @Test func oneCommandFailingInManyScenariosIsOneResultListingThem() throws {
        let report = GeneratedReports.report(screens: 1, commands: 2, scenariosPerCommand: 16)
        let run = try GeneratedReports.sarifRun(SARIFRenderer.render(report))
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.count == 2 + 0)
        let first = results[0]
        let properties = try #require(first["properties"] as? [String: Any])
        #expect((properties["scenarios"] as? [String])?.count == 16)
        #expect((properties["fingerprints"] as? [String])?.count == 16)
        let text = try #require((first["message"] as? [String: Any])?["text"] as? String)
        #expect(text.contains("also in 15 more scenarios: scenario-1 (at 320–400 pt)"), "\(text)")
        #expect(run["invocations"] == nil)
    }

    @Test func aRunHoldsAtMost25000ResultsAndSaysWhatWasCut() throws {
        // 520 screens × (5–7 error groups + 50 scenario-less warnings) ≈ 29,500 results.
        let report = GeneratedReports.report(screens: 520, scenariosPerCommand: 2, declarations: 50, messageLength: 10)
        let run = try GeneratedReports.sarifRun(SARIFRenderer.render(report))
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.count == SARIFRenderer.resultLimit)
        // The most severe are kept: every error group (520 × 6 on average) is there.
        let errors = results.count { $0["level"] as? String == "error" }
        #expect(errors == report.screens.reduce(0) { $0 + $1.commands.count })
        let invocation = try #require((run["invocations"] as? [[String: Any]])?.first)
        #expect(invocation["executionSuccessful"] as? Bool == true)
        let notice = try #require((invocation["toolExecutionNotifications"] as? [[String: Any]])?.first)
        #expect((notice["descriptor"] as? [String: Any])?["id"] as? String == SARIFRenderer.resultsCutID)
        let text = try #require((notice["message"] as? [String: Any])?["text"] as? String)
        let total = report.screens.reduce(0) { $0 + $1.commands.count } + 520 * 50
        #expect(text.hasPrefix("\(total - 25_000) of \(total) results were left out"), "\(text)")
        #expect((run["properties"] as? [String: Any])?["resultsCut"] as? Int == total - 25_000)
    }

    @Test func baselineStateOfAGroupSaysWhetherAnyOfItIsNew() throws {
        var report = GeneratedReports.report(screens: 1, commands: 1, scenariosPerCommand: 3)
        let findings = report.screens[0].openFindings
        report.screens[0].diff = FindingDiff(new: [findings[0]], fixed: [], unchanged: Array(findings.dropFirst()))
        let run = try GeneratedReports.sarifRun(SARIFRenderer.render(report))
        #expect((run["results"] as? [[String: Any]])?.first?["baselineState"] as? String == "updated")
    }

    // MARK: - Annotations

    @Test func annotationsStayCappedOnALargeReport() {
        let report = GeneratedReports.report(screens: 300, declarations: 5)
        let lines = GitHubRenderer.render(report).split(separator: "\n")
        #expect(lines.count { $0.hasPrefix("::error ") } == GitHubRenderer.cap)
        #expect(lines.count { $0.hasPrefix("::warning ") } == GitHubRenderer.cap)
        #expect(lines.count == 2 * GitHubRenderer.cap + 1)
        #expect(lines.last?.contains("more not shown") == true)
    }
}
