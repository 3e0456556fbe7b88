import Foundation
import Testing
import ToolbarChecklist
import ToolbarReports

/// The rules each CI format must follow (peers-and-report-formats.md §3).
@Suite struct FormatRuleTests {
    static let report = ReportFixtures.shared

    @Test(arguments: [("a,b", "a,b"), ("plain", "plain")])
    func csvQuotesOnlyWhenNeeded(input: String, _: String) {
        let quoted = CSVRenderer.quote(input)
        #expect(quoted == (input.contains(",") ? "\"a,b\"" : input))
        #expect(CSVRenderer.quote("say \"hi\"") == "\"say \"\"hi\"\"\"")
        #expect(CSVRenderer.quote("two\nlines") == "\"two\nlines\"")
    }

    @Test func csvHasOneRowPerCommandWithCRLF() {
        let csv = CSVRenderer.render(Self.report)
        let rows = csv.components(separatedBy: "\r\n").dropLast()
        let commands = Self.report.screens.reduce(0) { $0 + $1.commands.count }
        #expect(rows.count == commands + 1)
        #expect(csv.contains("\"Filters, \"\"Pro\"\" & <more>\""))
    }

    @Test func githubEscapesAndCaps() {
        #expect(GitHubRenderer.message("50% done\r\nnext") == "50%25 done%0D%0Anext")
        #expect(GitHubRenderer.property("a:b,c%") == "a%3Ab%2Cc%25")
        let lines = GitHubRenderer.render(Self.report).split(separator: "\n")
        let errors = lines.filter { $0.hasPrefix("::error ") }
        let warnings = lines.filter { $0.hasPrefix("::warning ") }
        #expect(errors.count <= GitHubRenderer.cap && warnings.count <= GitHubRenderer.cap)
        let firstWarning = lines.firstIndex { $0.hasPrefix("::warning ") } ?? lines.count
        let lastError = lines.lastIndex { $0.hasPrefix("::error ") } ?? -1
        #expect(lastError < firstWarning)
        #expect(lines.last?.hasPrefix("::notice title=toolbar-registry::") == true)
    }

    @Test func githubCapsAtTenErrorsWithAMoreNotice() {
        var report = Self.report
        var screen = report.screens[0]
        let many = (0..<15).map {
            Finding(
                app: screen.app, screen: screen.screen, itemID: "title-length", severity: .error,
                commandKey: "k\($0)", message: "m\($0)")
        }
        screen.checklist[0].findings = many
        report = VerificationReport(generatedAt: report.generatedAt, screens: [screen])
        let text = GitHubRenderer.render(report)
        #expect(text.split(separator: "\n").filter { $0.hasPrefix("::error ") }.count == 10)
        #expect(text.contains("more not shown"))
    }

    @Test func xcodeLinesPointAtScannedSourceOnly() {
        let lines = XcodeRenderer.render(Self.report).split(separator: "\n")
        #expect(!lines.isEmpty)
        for line in lines {
            #expect(line.hasPrefix("Sources/Editor/CrowdedView.swift:42:9: "))
            #expect(line.contains(": error: ") || line.contains(": warning: ") || line.contains(": note: "))
            #expect(line.hasSuffix("]"))
        }
    }

    @Test func markdownPutsFailuresFirstAndCollapsesDetails() {
        let markdown = MarkdownRenderer.render(Self.report)
        #expect(markdown.contains("<details><summary>"))
        let table = markdown.split(separator: "\n").filter { $0.hasPrefix("| Photo Editor/") }
        let verdicts = table.map { $0.contains("fail") ? 0 : $0.contains("needs review") ? 1 : 2 }
        #expect(verdicts == verdicts.sorted())
        #expect(markdown.contains("&lt;more&gt;"))
    }
}
