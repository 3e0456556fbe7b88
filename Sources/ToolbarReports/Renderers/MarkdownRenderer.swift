import ToolbarChecklist
import ToolbarModel

/// Markdown for a pull-request comment (and GitHub's job summary): a summary table, then every
/// screen, worst first, each with its findings in the open and its details in `<details>`.
///
/// The document stays within a size its consumer accepts (by default ``commentLimit`` less
/// ``commentHeadroom``: GitHub refuses a comment over 65,536 characters, and a workflow may add a
/// marker or a heading). When the whole report does not fit, it keeps the
/// summary, then as many screens as fit, worst first, and ends with how many more screens there
/// are and where to read them (``MarkdownBudget``). Sizes are counted in UTF-8 bytes, never fewer
/// than characters, so the limit holds whichever way a consumer counts.
public enum MarkdownRenderer: ReportRenderer {
    /// The format this renderer writes.
    public static let format = ReportFormat.md
    /// GitHub's limit on a comment body, which `gh pr comment --body-file` meets.
    public static let commentLimit = 65_536
    /// Room left by default for what a workflow adds to the comment (a marker to find it again).
    public static let commentHeadroom = 1_024
    /// The smallest limit honoured: the heading, the totals and the note about what was left out.
    public static let smallestLimit = 2_048

    /// The whole document in this format, within ``commentLimit`` less ``commentHeadroom``.
    public static func render(_ report: VerificationReport) -> String {
        render(report, limit: commentLimit - commentHeadroom)
    }

    /// The whole document in at most `limit` UTF-8 bytes (a limit under ``smallestLimit`` is taken
    /// as that).
    public static func render(_ report: VerificationReport, limit: Int) -> String {
        let ordered = worstFirst(report.screens.map(Entry.init))
        let head = heading(report)
        let foot = footer(report)
        let sections = ordered.filter { $0.screen.verdict != .pass || !$0.open.isEmpty }
        let limit = max(limit, smallestLimit)
        // The whole document when it fits, given up as soon as it does not.
        var whole =
            head + screensTable(ordered) + ownersTable(report.summary.owners)
            + MarkdownObservations.section(report, details: true)
        var size = whole.utf8.count + foot.utf8.count
        var fits = size <= limit
        for screen in sections where fits {
            let piece = section(screen, details: true)
            size += piece.utf8.count
            fits = size <= limit
            whole += piece
        }
        if fits { return whole + foot }
        var budget = MarkdownBudget(limit: limit - foot.utf8.count - MarkdownBudget.noteReserve)
        budget.append(head)
        // The tables take at most a quarter of the room each; the screens' findings get the rest.
        budget.append(
            rows: ordered.map(screenRow), header: screensTableHeader, share: limit / 4,
            unit: "screens")
        if !report.summary.owners.isEmpty {
            budget.append(
                rows: report.summary.owners.map(ownerRow), header: ownersTableHeader, share: limit / 8,
                unit: "owners")
        }
        // Short of room, the observations keep their agreement and contradicted breakpoints (their
        // places table goes) and the screens' findings get the rest.
        budget.append(MarkdownObservations.section(report, details: false))
        var shown = 0
        for screen in sections {
            if budget.append(section(screen, details: true)) || budget.append(section(screen, details: false)) {
                shown += 1
                continue
            }
            // The first screen that does not fit whole shows the findings that fit, worst first.
            budget.appendPartial(section: screen)
            break
        }
        budget.out += MarkdownBudget.note(moreScreens: sections.count - shown)
        return budget.out + foot
    }

    // MARK: - Parts

    /// A screen with its open findings sorted once (sorting by meaning folds names' case, which
    /// is what costs on a large report).
    struct Entry {
        let screen: ScreenReport
        let open: [Finding]
        let errors: Int
        let warnings: Int

        init(_ screen: ScreenReport) {
            self.screen = screen
            open = screen.checklist.flatMap(\.findings).sortedByMeaning()
            errors = open.count { $0.severity == .error }
            warnings = open.count { $0.severity == .warning }
        }
    }

    /// Failures first, then screens needing review, then passes; within each, most errors, then
    /// most warnings, then most items needing review, then by name (the report's order).
    static func worstFirst(_ screens: [Entry]) -> [Entry] {
        screens.enumerated().map { offset, entry -> (key: [Int], entry: Entry) in
            let key = [
                verdictRank(entry.screen.verdict), -entry.errors, -entry.warnings,
                -entry.screen.count(.needsReview), offset
            ]
            return (key, entry)
        }
        .sorted { $0.key.lexicographicallyPrecedes($1.key) }
        .map(\.entry)
    }

    static func verdictRank(_ verdict: ScreenVerdict) -> Int {
        switch verdict {
        case .fail: return 0
        case .needsReview: return 1
        case .pass: return 2
        }
    }

    static func heading(_ report: VerificationReport) -> String {
        let summary = report.summary
        return "## Toolbar verification: \(cell(report.scope))\n\n"
            + "\(icon(summary.failed > 0 ? .fail : summary.needsReview > 0 ? .needsReview : .pass)) "
            + "**\(summary.failed) fail · \(summary.needsReview) need review · \(summary.passed) pass** "
            + "of \(ReportText.count(summary.screens, "screen")); "
            + "\(ReportText.count(summary.errors, "error")), \(ReportText.count(summary.warnings, "warning")), "
            + "\(summary.suppressed) suppressed.\n"
    }

    static func footer(_ report: VerificationReport) -> String {
        "\n<sub>\(text(report.tool.name)) \(text(report.tool.version)) · checklist \(text(report.checklistVersion))"
            + (report.registryRevision.map { " · registry \(text($0))" } ?? "")
            + " · \(ReportText.timestamp(report.generatedAt))</sub>\n"
    }

    static let screensTableHeader =
        "\n| Screen | Owner | Result | Errors | Warnings | Needs review | New | Fixed |\n"
        + "| --- | --- | --- | ---: | ---: | ---: | ---: | ---: |\n"
    static let ownersTableHeader =
        "\n| Owner | Screens | Fail | Needs review | Pass |\n| --- | ---: | ---: | ---: | ---: |\n"

    static func screensTable(_ screens: [Entry]) -> String {
        screensTableHeader + screens.map(screenRow).joined()
    }

    static func screenRow(_ entry: Entry) -> String {
        let screen = entry.screen
        return "| \(cell(screen.path)) | \(cell(screen.owner ?? "—")) "
            + "| \(icon(screen.verdict)) \(screen.verdict.words) "
            + "| \(entry.errors) | \(entry.warnings) "
            + "| \(screen.count(.needsReview)) | \(screen.diff.map { String($0.new.count) } ?? "—") "
            + "| \(screen.diff.map { String($0.fixed.count) } ?? "—") |\n"
    }

    static func ownersTable(_ owners: [OwnerSummary]) -> String {
        owners.isEmpty ? "" : ownersTableHeader + owners.map(ownerRow).joined()
    }

    static func ownerRow(_ owner: OwnerSummary) -> String {
        "| \(cell(owner.owner)) | \(owner.screens) | \(owner.failed) | \(owner.needsReview) | \(owner.passed) |\n"
    }

    /// A screen's heading, findings (errors first) and items needing review, and, with `details`,
    /// its collapsed commands table, suppressions and history.
    static func section(_ entry: Entry, details withDetails: Bool) -> String {
        sectionHeading(entry.screen) + sectionLines(entry).joined() + (withDetails ? details(entry.screen) : "")
    }

    static func sectionHeading(_ screen: ScreenReport) -> String {
        "\n### \(icon(screen.verdict)) \(text(screen.path))\n\n"
    }

    /// One line per open finding, errors first, then one per item needing review.
    static func sectionLines(_ entry: Entry) -> [String] {
        let screen = entry.screen
        let findings = entry.open
        let bySeverity = Severity.allCases.reversed().flatMap { level in findings.filter { $0.severity == level } }
        var lines: [String] = []
        for finding in bySeverity {
            let where_ = [
                finding.commandKey.map { "`\(code($0))`" }, finding.scenario.map { "in `\(code($0))`" },
                finding.widthRange.map { "at \($0)" }
            ].compactMap { $0 }.joined(separator: " ")
            let isNew = screen.diff?.isNew(finding) == true ? " 🆕" : ""
            lines.append(
                "- **\(finding.severity.rawValue)** `\(finding.itemID)` — \(text(screen.path))"
                    + (where_.isEmpty ? "" : " \(where_)") + ": \(text(finding.message))\(isNew)\n")
        }
        for row in screen.checklist where row.verdict == .needsReview {
            lines.append(
                "- **needs review** `\(row.itemID)` — \(text(row.title))"
                    + (row.reason.map { " (\(text($0)))" } ?? "") + "\n")
        }
        return lines
    }

    static func details(_ screen: ScreenReport) -> String {
        var out = "\n<details><summary>Commands, suppressions and history</summary>\n\n"
        let names = screen.scenarios.map(\.name)
        out += "| Command | Classification | Placement | Priority |" + names.map { " \(cell($0)) |" }.joined() + "\n"
        out += "| --- | --- | --- | --- |" + String(repeating: " --- |", count: names.count) + "\n"
        for command in screen.commands {
            out +=
                "| \(cell(command.label)) | \(command.classification ?? "—") | \(command.placement) "
                + "| \(command.priority) |" + command.places.map { " \($0.text) |" }.joined() + "\n"
        }
        if !screen.suppressions.isEmpty {
            out += "\nSuppressions:\n\n"
            for row in screen.suppressions {
                out +=
                    "- `\(row.itemID)`" + (row.commandKey.map { " on `\(code($0))`" } ?? "")
                    + " by \(text(row.author)): \(text(row.reason))"
                    + (row.inactive ? " (no longer applies)" : "") + "\n"
            }
        }
        if !screen.history.isEmpty {
            out +=
                "\nHistory: "
                + screen.history.map { "\(ReportText.day($0.time)) \($0.errors)E/\($0.warnings)W" }
                .joined(separator: " → ") + "\n"
        }
        if let diff = screen.diff {
            out +=
                "\nSince the previous audit: \(diff.new.count) new, \(diff.fixed.count) fixed, "
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

    // MARK: - Text

    /// Text safe in Markdown: bidirectional controls shown and the text isolated (``BidiText``),
    /// HTML escaped, the characters that start formatting escaped, and `@`-mentions put in code
    /// spans (GitHub never notifies from code, so an owner `@org/team` is shown, not pinged).
    static func text(_ value: String) -> String {
        var escaped = XMLText.text(value)
        // ASCII with nothing to escape, break or put in a code span (most messages) is its own
        // Markdown: it is kept rather than rebuilt a character at a time.
        if escaped.withUTF8({ isPlainMarkdown($0) }) { return escaped }
        let characters = Array(escaped)
        var out = ""
        out.reserveCapacity(characters.count)
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if character == "@", let end = mentionEnd(characters, at: index) {
                out += "`" + String(characters[index..<end]) + "`"
                index = end
                continue
            }
            if let ascii = character.asciiValue, formatting.contains(ascii) { out.append("\\") }
            out.append(character == "\n" || character == "\r" ? " " : character)
            index += 1
        }
        return out
    }

    /// The characters that start formatting, which ``text(_:)`` escapes with a backslash.
    static let formatting = Array("\\`*_[]|#".utf8)

    /// Whether `bytes` are ASCII without a character ``text(_:)`` changes: a formatting
    /// character, `@` (a mention may start there) or a line break.
    static func isPlainMarkdown(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        for byte in bytes {
            if byte >= 0x80 || byte == UInt8(ascii: "@") || byte == 0x0A || byte == 0x0D || formatting.contains(byte) {
                return false
            }
        }
        return true
    }

    /// Text for a table cell.
    static func cell(_ value: String) -> String { text(value) }

    /// Text inside backticks: no backticks or line breaks, bidirectional text isolated.
    static func code(_ value: String) -> String {
        String(BidiText.isolated(value).map { $0 == "`" || $0 == "\n" || $0 == "\r" ? "'" : $0 })
    }

    /// Where a mention starting at `index` ends: `@name` or `@org/team` (letters, digits, `-`,
    /// `_`, `.`) after the start of the text or a character that is not a letter or digit, as
    /// GitHub recognises them; nil when the `@` starts none (an e-mail address's, say).
    static func mentionEnd(_ characters: [Character], at index: Int) -> Int? {
        func isNameCharacter(_ character: Character) -> Bool {
            character.isASCII && (character.isLetter || character.isNumber || "-_.".contains(character))
        }
        if index > 0,
            characters[index - 1].isLetter || characters[index - 1].isNumber
                || characters[index - 1] == "_" || characters[index - 1] == "`"
        {
            return nil
        }
        var end = index + 1
        guard end < characters.count, characters[end].isASCII, characters[end].isLetter || characters[end].isNumber
        else { return nil }
        while end < characters.count, isNameCharacter(characters[end]) { end += 1 }
        if end + 1 < characters.count, characters[end] == "/", isNameCharacter(characters[end + 1]) {
            end += 1
            while end < characters.count, isNameCharacter(characters[end]) { end += 1 }
        }
        return end
    }
}
