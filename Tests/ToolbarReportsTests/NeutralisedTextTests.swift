import Foundation
import Testing
import ToolbarChecklist
import ToolbarModel
import ToolbarReports

/// Text from the registry never acts in a report: no formula runs in a spreadsheet, no team is
/// notified, no bidirectional control reorders a line (issue 12, item 5).
@Suite struct NeutralisedTextTests {
    // MARK: - CSV

    @Test(arguments: [
        ("=cmd|'/C calc'!A0", "'=cmd|'/C calc'!A0"), ("+1+1", "'+1+1"), ("-2+3", "'-2+3"), ("@SUM(1+1)", "'@SUM(1+1)"),
        ("\t=1", "'\t=1"), ("\r=1", "\"'\r=1\""), ("=HYPERLINK(\"x\",\"y\")", "\"'=HYPERLINK(\"\"x\"\",\"\"y\"\")\""),
        ("Share", "Share"), ("a=b", "a=b"), ("", "")
    ])
    func csvCellsThatStartAFormulaArePrefixed(field: String, written: String) {
        #expect(CSVRenderer.row([field]) == written + "\r\n")
    }

    @Test func csvOfAHostileRegistryHasNoFormulaCell() {
        var report = GeneratedReports.report(screens: 1, commands: 1, owner: { _ in "@here" })
        report.screens[0].commands[0].title = "=cmd|'/C calc'!A0"
        report.screens[0].commands[0].key = "-x"
        let csv = CSVRenderer.render(report)
        for row in csv.components(separatedBy: "\r\n").dropFirst().dropLast() {
            for cell in row.split(separator: ",", omittingEmptySubsequences: false) {
                let text = cell.hasPrefix("\"") ? cell.dropFirst() : cell
                #expect(!(text.first.map { "=+-@\t\r".contains($0) } ?? false), "\(row)")
            }
        }
        #expect(csv.contains(",'@here,'-x,'=cmd|'/C calc'!A0,"))
    }

    // MARK: - Markdown mentions

    @Test(arguments: [
        ("@org/team", "`@org/team`"), ("owned by @here.", "owned by `@here.`"), ("ana@example.com", "ana@example.com"),
        ("(@ana)", "(`@ana`)"), ("@", "@"), ("a @ b", "a @ b")
    ])
    func markdownMentionsCannotNotify(text: String, markdown: String) {
        var report = GeneratedReports.report(screens: 1, owner: { _ in text })
        report.scope = "scope"
        let rendered = MarkdownRenderer.render(report)
        #expect(rendered.contains("| Bench/Screen 1000 | \(markdown) |"), "\(rendered.prefix(600))")
    }

    // MARK: - Bidirectional text

    static let spoofed: VerificationReport = {
        var report = GeneratedReports.report(screens: 1, commands: 1)
        var finding = report.screens[0].checklist[0].findings[0]
        finding.message = "Share\u{202E}txt.exe leaves the bar"
        report.screens[0].checklist[0].findings = [finding]
        report.screens[0].owner = "\u{2067}team"
        report.screens[0].source = SourceLocation(file: "Sources/View.swift", line: 3, column: 1)
        return report
    }()

    @Test(arguments: ReportFormat.allCases.filter { $0 != .json && $0 != .csv })
    func noBidiControlFromTheRegistryReachesAReport(format: ReportFormat) {
        let text = format.render(Self.spoofed)
        let controls = text.unicodeScalars.filter { (0x202A...0x202E).contains($0.value) || $0.value == 0x2067 }
        #expect(controls.isEmpty, "\(format.rawValue) writes a bidirectional control")
        // Markdown escapes the brackets (`\[U+202E\]` shows as `[U+202E]`).
        let visible = format == .md ? #"Share\[U+202E\]txt.exe"# : "Share[U+202E]txt.exe"
        #expect(text.contains(visible), "\(format.rawValue)")
    }

    @Test(arguments: [ReportFormat.md, .sarif, .github, .xcode, .html, .junit])
    func spoofedTextIsIsolated(format: ReportFormat) {
        let visible = format == .md ? #"Share\[U+202E\]txt.exe"# : "Share[U+202E]txt.exe"
        #expect(format.render(Self.spoofed).contains("\u{2068}\(visible) leaves the bar\u{2069}"))
    }

    @Test func rightToLeftNamesAreIsolatedAndPlainOnesUntouched() {
        #expect(BidiText.isolated("עורך") == "\u{2068}עורך\u{2069}")
        #expect(BidiText.isolated("محرر 2") == "\u{2068}محرر 2\u{2069}")
        for plain in ["Photo Editor", "Éditeur", "写真", "👩‍💻 Share"] { #expect(BidiText.isolated(plain) == plain) }
        #expect(BidiText.isolated("a\u{2069}b") == "\u{2068}a[U+2069]b\u{2069}")
    }
}
