import ToolbarChecklist

/// GitHub Actions workflow commands: one annotation per open finding, errors first, capped at
/// the 10 errors and 10 warnings GitHub shows per step, then a notice with the totals and how
/// many were left out. ``stepSummary(_:limit:)`` is the Markdown for `$GITHUB_STEP_SUMMARY`, within
/// the 1 MiB GitHub accepts per step. Text from the registry is bidi-isolated (``BidiText``).
public enum GitHubRenderer: ReportRenderer {
    /// The format this renderer writes.
    public static let format = ReportFormat.github
    /// GitHub shows at most this many annotations of each level per step.
    public static let cap = 10

    /// The whole document in this format.
    public static func render(_ report: VerificationReport) -> String {
        var errors: [String] = []
        var warnings: [String] = []
        var left = 0
        for screen in report.screens {
            // Sorted by meaning: names folded once per finding, not once per comparison.
            for finding in screen.checklist.flatMap(\.findings).sortedByMeaning() {
                switch finding.severity {
                case .error where errors.count < cap: errors.append(annotation(finding, screen: screen, report: report))
                case .warning where warnings.count < cap:
                    warnings.append(annotation(finding, screen: screen, report: report))
                default: left += 1
                }
            }
        }
        let summary = report.summary
        var totals =
            "\(ReportText.count(summary.screens, "screen")) verified: \(summary.failed) fail, "
            + "\(summary.needsReview) need review, \(summary.passed) pass; "
            + "\(ReportText.count(summary.errors, "error")), \(ReportText.count(summary.warnings, "warning"))"
        if left > 0 { totals += "; +\(left) more not shown (see the job summary)" }
        let notice = "::notice title=\(property(report.tool.name))::\(message(totals))"
        return (errors + warnings + [notice]).joined(separator: "\n") + "\n"
    }

    /// GitHub refuses a step summary over 1 MiB (what every write to `$GITHUB_STEP_SUMMARY` in one
    /// step adds up to).
    public static let stepSummaryLimit = 1_048_576

    /// The Markdown summary for `$GITHUB_STEP_SUMMARY` in at most `limit` UTF-8 bytes (pass what
    /// is left of ``stepSummaryLimit`` after what the step already wrote there).
    public static func stepSummary(_ report: VerificationReport, limit: Int = stepSummaryLimit) -> String {
        MarkdownRenderer.render(report, limit: limit)
    }

    // MARK: - Escaping (actions/toolkit command.ts)

    /// `%` → `%25`, CR → `%0D`, LF → `%0A`.
    public static func message(_ text: String) -> String {
        text.replacingEvery("%", with: "%25").replacingEvery("\r", with: "%0D")
            .replacingEvery("\n", with: "%0A")
    }

    /// As ``message(_:)``, plus `:` → `%3A` and `,` → `%2C`.
    public static func property(_ text: String) -> String {
        message(text).replacingEvery(":", with: "%3A").replacingEvery(",", with: "%2C")
    }

    // MARK: - Private

    static func annotation(_ finding: Finding, screen: ScreenReport, report: VerificationReport) -> String {
        let level = finding.severity == .error ? "error" : "warning"
        var parameters: [String] = []
        if let place = ReportLocator.location(of: finding, in: screen, report: report) {
            parameters.append("file=\(property(place.file))")
            parameters.append("line=\(place.line)")
            if let column = place.column { parameters.append("col=\(column)") }
        }
        parameters.append("title=\(property("\(finding.itemID) on \(BidiText.isolated(screen.path))"))")
        let context = ReportText.findingContext(finding)
        let text = BidiText.isolated(finding.message) + (context.isEmpty ? "" : " (\(BidiText.isolated(context)))")
        return "::\(level) \(parameters.joined(separator: ","))::\(message(text))"
    }
}
