import ToolbarChecklist

/// Markdown for a pull-request comment (and GitHub's job summary): a summary table, then every
/// screen, failures first, each with its findings in the open and its details in `<details>`.
public enum MarkdownRenderer: ReportRenderer {
    /// The format this renderer writes.
    public static let format = ReportFormat.md

    /// The whole document in this format.
    public static func render(_ report: VerificationReport) -> String {
        let summary = report.summary
        var out = "## Toolbar verification: \(cell(report.scope))\n\n"
        out += "\(icon(summary.failed > 0 ? .fail : summary.needsReview > 0 ? .needsReview : .pass)) "
            + "**\(summary.failed) fail · \(summary.needsReview) need review · \(summary.passed) pass** "
            + "of \(ReportText.count(summary.screens, "screen")); "
            + "\(ReportText.count(summary.errors, "error")), \(ReportText.count(summary.warnings, "warning")), "
            + "\(summary.suppressed) suppressed.\n\n"
        out += "| Screen | Owner | Result | Errors | Warnings | Needs review | New | Fixed |\n"
        out += "| --- | --- | --- | ---: | ---: | ---: | ---: | ---: |\n"
        let ordered = report.screens.enumerated()
            .sorted { ($0.element.verdict, $0.offset) < ($1.element.verdict, $1.offset) }
            .map(\.element)
        for screen in ordered {
            let findings = screen.openFindings
            out += "| \(cell(screen.path)) | \(cell(screen.owner ?? "—")) "
                + "| \(icon(screen.verdict)) \(screen.verdict.words) "
                + "| \(findings.count { $0.severity == .error }) | \(findings.count { $0.severity == .warning }) "
                + "| \(screen.count(.needsReview)) | \(screen.diff.map { String($0.new.count) } ?? "—") "
                + "| \(screen.diff.map { String($0.fixed.count) } ?? "—") |\n"
        }
        if !summary.owners.isEmpty {
            out += "\n| Owner | Screens | Fail | Needs review | Pass |\n| --- | ---: | ---: | ---: | ---: |\n"
            for owner in summary.owners {
                out += "| \(cell(owner.owner)) | \(owner.screens) | \(owner.failed) | \(owner.needsReview) "
                    + "| \(owner.passed) |\n"
            }
        }
        for screen in ordered where screen.verdict != .pass || !screen.openFindings.isEmpty {
            out += "\n### \(icon(screen.verdict)) \(text(screen.path))\n\n"
            let findings = screen.openFindings
            let bySeverity = Severity.allCases.reversed().flatMap { level in findings.filter { $0.severity == level } }
            for finding in bySeverity {
                let where_ = [finding.commandKey.map { "`\(code($0))`" }, finding.scenario.map { "in `\(code($0))`" },
                              finding.widthRange.map { "at \($0)" }].compactMap { $0 }.joined(separator: " ")
                let isNew = screen.diff?.isNew(finding) == true ? " 🆕" : ""
                out += "- **\(finding.severity.rawValue)** `\(finding.itemID)` — \(text(screen.path))"
                    + (where_.isEmpty ? "" : " \(where_)") + ": \(text(finding.message))\(isNew)\n"
            }
            for row in screen.checklist where row.verdict == .needsReview {
                out += "- **needs review** `\(row.itemID)` — \(text(row.title))"
                    + (row.reason.map { " (\(text($0)))" } ?? "") + "\n"
            }
            out += details(screen)
        }
        out += "\n<sub>\(report.tool.name) \(report.tool.version) · checklist \(report.checklistVersion)"
            + (report.registryRevision.map { " · registry \(text($0))" } ?? "")
            + " · \(ReportText.timestamp(report.generatedAt))</sub>\n"
        return out
    }

    // MARK: - Private

    static func details(_ screen: ScreenReport) -> String {
        var out = "\n<details><summary>Commands, suppressions and history</summary>\n\n"
        let names = screen.scenarios.map(\.name)
        out += "| Command | Classification | Placement | Priority |" + names.map { " \(cell($0)) |" }.joined() + "\n"
        out += "| --- | --- | --- | --- |" + String(repeating: " --- |", count: names.count) + "\n"
        for command in screen.commands {
            out += "| \(cell(command.label)) | \(command.classification ?? "—") | \(command.placement) "
                + "| \(command.priority) |" + command.places.map { " \($0.text) |" }.joined() + "\n"
        }
        if !screen.suppressions.isEmpty {
            out += "\nSuppressions:\n\n"
            for row in screen.suppressions {
                out += "- `\(row.itemID)`" + (row.commandKey.map { " on `\(code($0))`" } ?? "")
                    + " by \(text(row.author)): \(text(row.reason))"
                    + (row.inactive ? " (no longer applies)" : "") + "\n"
            }
        }
        if !screen.history.isEmpty {
            out += "\nHistory: " + screen.history.map { "\(ReportText.day($0.time)) \($0.errors)E/\($0.warnings)W" }
                .joined(separator: " → ") + "\n"
        }
        if let diff = screen.diff {
            out += "\nSince the previous audit: \(diff.new.count) new, \(diff.fixed.count) fixed, "
                + "\(diff.unchanged.count) unchanged.\n"
        }
        return out + "\n</details>\n"
    }

    static func icon(_ verdict: ScreenVerdict) -> String {
        switch verdict {
        case .fail: return "❌"
        case .needsReview: return "⚠️"
        case .pass: return "✅"
        }
    }

    /// Text safe in Markdown: HTML escaped, and the characters that start formatting escaped.
    static func text(_ value: String) -> String {
        var out = ""
        for character in XMLText.escape(value) {
            if "\\`*_[]|#".contains(character) { out.append("\\") }
            out.append(character == "\n" ? " " : character)
        }
        return out
    }

    /// Text for a table cell.
    static func cell(_ value: String) -> String { text(value) }

    /// Text inside backticks: no backticks or line breaks.
    static func code(_ value: String) -> String {
        String(value.map { $0 == "`" || $0 == "\n" ? "'" : $0 })
    }
}
