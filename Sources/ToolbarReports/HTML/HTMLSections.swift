import ToolbarChecklist
import ToolbarModel

/// The tables and lists of one screen's section of the HTML report.
enum HTMLSections {
    // MARK: - Findings

    /// Open findings grouped by checklist item, then items needing review.
    static func findings(_ screen: ScreenReport) -> String {
        let failing = screen.checklist.filter { !$0.findings.isEmpty }
        let review = screen.checklist.filter { $0.verdict == .needsReview }
        guard !failing.isEmpty || !review.isEmpty else {
            return "<p>No open findings; every item passes or does not apply.</p>\n"
        }
        var out = "<h3>Findings</h3>\n"
        for row in failing {
            out += "<h4>\(e(row.title)) <code>\(e(row.itemID))</code> · \(row.severity.rawValue)</h4>\n"
            out += "<ul class=\"findings\">\n"
            for finding in row.findings {
                let context = compactContext(finding)
                let isNew = screen.diff?.isNew(finding) == true ? " <span class=\"badge new\">new</span>" : ""
                out +=
                    "<li>\(e(finding.message))" + (context.isEmpty ? "" : " <small>(\(e(context)))</small>")
                    + isNew + "</li>\n"
            }
            out += "</ul>\n"
        }
        if !review.isEmpty {
            out += "<h4>Needs review</h4>\n<ul class=\"findings\">\n"
            for row in review {
                out +=
                    "<li>\(e(row.title)) <code>\(e(row.itemID))</code>"
                    + (row.reason.map { " — \(e($0))" } ?? "") + "</li>\n"
            }
            out += "</ul>\n"
        }
        return out
    }

    /// A large report's line per failing item (its title, severity and number of findings) with
    /// the gist of its findings, and the number of items needing review, in the page's markup: what
    /// fails in a screen reads without opening it, without scripts, and is found by the browser's
    /// search. The gist is up to ``examples`` different findings, each cut to ``exampleLength``
    /// characters, a repeated one counted (`×11`); every finding in full is in the screen's
    /// deferred part.
    static func findingsAtAGlance(_ screen: ScreenReport) -> String {
        let failing = screen.checklist.filter { !$0.findings.isEmpty }
        let review = screen.count(.needsReview)
        guard !failing.isEmpty || review > 0 else {
            return "<p>No open findings; every item passes or does not apply.</p>\n"
        }
        var out = "<ul class=\"glance\">"
        for row in failing {
            out +=
                "<li>\(e(row.title)) <code>\(e(row.itemID))</code> · \(row.severity.rawValue) · "
                + ReportText.count(row.findings.count, "finding")
            var gist: [(text: String, count: Int)] = []
            var shown = 0
            for finding in row.findings {
                let text = ReportText.shortened(finding.message, to: exampleLength)
                if let known = gist.firstIndex(where: { $0.text == text }) {
                    gist[known].count += 1
                    shown += 1
                } else if gist.count < examples {
                    gist.append((text, 1))
                    shown += 1
                }
            }
            out += "<ul>"
            for example in gist {
                out +=
                    "<li>\(e(example.text))" + (example.count > 1 ? " <small>×\(example.count)</small>" : "") + "</li>"
            }
            if shown < row.findings.count { out += "<li><small>\(row.findings.count - shown) more</small></li>" }
            out += "</ul></li>"
        }
        if review > 0 { out += "<li>\(review) item\(review == 1 ? "" : "s") need\(review == 1 ? "s" : "") review</li>" }
        return out + "</ul>\n"
    }

    /// How many different findings of a failing item a large report shows at a glance.
    static let examples = 2
    /// How many characters of a finding's message it shows.
    static let exampleLength = 100

    // MARK: - Commands

    /// Scenario columns per places table: narrow enough for a phone held sideways and for paper.
    static let scenariosPerTable = 6

    /// The commands with their records, then their place in each scenario in tables of at most
    /// ``scenariosPerTable`` scenarios (runs of scenarios with the same place share one cell).
    static func commands(_ screen: ScreenReport) -> String {
        guard !screen.commands.isEmpty else { return "" }
        var out =
            "<h3>Commands</h3>\n" + scrollTable("Commands of \(screen.screen)")
            + "<thead><tr><th>Command</th><th>Classification</th><th>Placement</th><th>Group</th><th>Priority</th>"
            + "</tr></thead>\n<tbody>\n"
        for command in screen.commands {
            out +=
                "<tr><th>\(e(command.label))" + (command.essential ? " (essential)" : "")
                + "<br><code>\(e(command.key))</code></th><td>\(e(command.classification ?? "unclassified"))"
                + (command.role.map { $0 == command.classification ? "" : ", \(e($0)) role" } ?? "") + "</td>"
                + "<td>\(e(command.placement))</td><td>\(e(command.group ?? "—"))</td>"
                + "<td>\(e(command.priority))</td></tr>\n"
        }
        out += "</tbody></table></div>\n"
        let count = screen.scenarios.count
        var first = 0
        while first < count {
            let last = min(first + scenariosPerTable, count)
            let part = count > scenariosPerTable ? " (\(first + 1)–\(last) of \(count))" : ""
            out +=
                scrollTable("Places of \(screen.screen)'s commands\(part)")
                + "<caption class=\"meta\">Where each command is, by scenario\(part)</caption>\n"
                + "<thead><tr><th>Command</th>"
            for picture in screen.scenarios[first..<last] { out += "<th>\(e(picture.name))</th>" }
            out += "</tr></thead>\n<tbody>\n"
            for command in screen.commands {
                out += "<tr><th>\(e(command.label))</th>"
                let places = command.places[min(first, command.places.count)..<min(last, command.places.count)]
                var start = places.startIndex
                while start < places.endIndex {
                    var end = start + 1
                    while end < places.endIndex, places[end].text == places[start].text { end += 1 }
                    out +=
                        (end - start > 1 ? "<td colspan=\"\(end - start)\">" : "<td>") + e(place(places[start]))
                        + "</td>"
                    start = end
                }
                out += "</tr>\n"
            }
            out += "</tbody></table></div>\n"
            first = last
        }
        return out
    }

    // MARK: - Checklist

    static func checklist(_ screen: ScreenReport) -> String {
        var out =
            "<details>\n<summary><h3 style=\"display:inline\">Checklist</h3> — "
            + "\(screen.count(.pass)) pass, \(screen.count(.fail)) fail, \(screen.count(.needsReview)) need review, "
            + "\(screen.count(.notApplicable)) not applicable</summary>\n"
        out +=
            scrollTable("Checklist of \(screen.screen)") + "<thead><tr><th>Item</th>"
            + "<th>Severity</th><th>Result</th><th>Sign-off</th></tr>"
            + "</thead>\n<tbody>\n"
        for row in screen.checklist where row.verdict != .notApplicable {
            var result = verdictText(row.verdict)
            if let reason = row.reason { result += " — \(reason)" }
            if !row.suppressed.isEmpty { result += " (\(row.suppressed.count) suppressed)" }
            var signOff = "—"
            if let sign = row.signOff {
                signOff =
                    "\(sign.author), \(ReportText.day(sign.date))" + (sign.stale ? ", stale" : "")
                    + (sign.note.map { ": \($0)" } ?? "")
            }
            out +=
                "<tr><th>\(e(row.title))\(row.kind == .manual ? " (manual)" : "")<br>"
                + "<code>\(e(row.itemID))</code></th><td>\(row.severity.rawValue)</td><td>\(e(result))</td>"
                + "<td>\(e(signOff))</td></tr>\n"
        }
        out += "</tbody></table></div>\n"
        let skipped = screen.checklist.filter { $0.verdict == .notApplicable }
        if !skipped.isEmpty {
            out +=
                "<p>Not applicable: "
                + skipped.map { row in
                    "<code>\(e(row.itemID))</code>" + (row.reason.map { " (\(e($0)))" } ?? "")
                }.joined(separator: ", ") + ".</p>\n"
        }
        return out + "</details>\n"
    }

    // MARK: - Suppressions, history, diff

    static func suppressions(_ screen: ScreenReport) -> String {
        guard !screen.suppressions.isEmpty else { return "" }
        var out = "<h3>Suppressions</h3>\n<ul>\n"
        for row in screen.suppressions {
            var text =
                "\(row.itemID)" + (row.commandKey.map { " on \($0)" } ?? "")
                + " — \(row.reason) (\(row.author)"
            if let until = row.until { text += ", until \(ReportText.day(until))" }
            text += ")" + (row.inactive ? " — no longer applies" : "")
            out += "<li>\(e(text))</li>\n"
        }
        return out + "</ul>\n"
    }

    /// Past audits as a chart (errors, warnings and needs review per audit, dated, with markers
    /// where records changed between two audits), who changed what, and the numbers as a table.
    static func history(_ screen: ScreenReport) -> String {
        guard !screen.history.isEmpty else { return "" }
        let bars = screen.history.map { point in
            HistoryChartSVG.Bar(
                label: String(ReportText.day(point.time).dropFirst(5)), sublabel: "#\(point.auditID)",
                tooltip: "Audit \(point.auditID), \(ReportText.timestamp(point.time))"
                    + (point.author.map { " by \($0)" } ?? "") + ": \(counts(point))",
                errors: point.errors, warnings: point.warnings, review: point.needsReview,
                changes: point.changes.map(\.sentence))
        }
        let words = screen.history.suffix(HistoryChartSVG.limit).map { "\(ReportText.day($0.time)): \(counts($0))" }
        var out =
            "<h3>History</h3>\n<figure>\n"
            + HTMLRenderer.frame(
                HistoryChartSVG.svg(bars, label: "Audits of \(screen.screen): " + words.joined(separator: "; ")),
                label: "History of \(screen.screen)")
        let shown = min(screen.history.count, HistoryChartSVG.limit)
        let part = screen.history.count > shown ? "The last \(shown) of \(screen.history.count) audits. " : ""
        out +=
            "<figcaption>" + part
            + HistoryChartSVG.key + "; a dashed line with Δ marks record changes between two audits."
            + "</figcaption>\n</figure>\n"
        var previous: HistoryPoint?
        var changes = ""
        for point in screen.history {
            defer { previous = point }
            guard let before = previous, !point.changes.isEmpty else { continue }
            changes +=
                "<li>Between audit \(e(before.auditID)) (\(ReportText.day(before.time))) and audit "
                + "\(e(point.auditID)) (\(ReportText.day(point.time))):<ul>\n"
            for change in point.changes.prefix(20) { changes += "<li>\(e(change.sentence))</li>\n" }
            if point.changes.count > 20 { changes += "<li>and \(point.changes.count - 20) more</li>\n" }
            changes += "</ul></li>\n"
        }
        if !changes.isEmpty { out += "<h4>Who changed what</h4>\n<ul>\n" + changes + "</ul>\n" }
        out +=
            "<details>\n<summary>Audits as a table</summary>\n"
            + scrollTable("Audits of \(screen.screen)") + "<thead><tr><th>Audit</th><th>Time</th><th>By</th>"
            + "<th>Errors</th><th>Warnings</th><th>Needs review</th><th>Changes before</th></tr></thead>\n<tbody>\n"
        for point in screen.history {
            out +=
                "<tr><td>\(e(point.auditID))</td><td>\(ReportText.timestamp(point.time))</td>"
                + "<td>\(e(point.author ?? "—"))</td><td class=\"num\">\(point.errors)</td>"
                + "<td class=\"num\">\(point.warnings)</td><td class=\"num\">\(point.needsReview)</td>"
                + "<td class=\"num\">\(point.changes.count)</td></tr>\n"
        }
        return out + "</tbody></table></div>\n</details>\n"
    }

    /// `4 errors, 3 warnings, 1 needs review`.
    static func counts(_ point: HistoryPoint) -> String {
        "\(ReportText.count(point.errors, "error")), \(ReportText.count(point.warnings, "warning")), "
            + "\(point.needsReview) need\(point.needsReview == 1 ? "s" : "") review"
    }

    /// The opening of a table in a frame that scrolls sideways, reachable from the keyboard.
    static func scrollTable(_ label: String) -> String {
        "<div class=\"scroll\" tabindex=\"0\" role=\"region\" aria-label=\"\(e(label))\"><table>\n"
    }

    static func diff(_ screen: ScreenReport) -> String {
        guard let diff = screen.diff else { return "" }
        var out = "<h3>Since the previous audit" + (diff.previousAuditID.map { " (\(e($0)))" } ?? "") + "</h3>\n"
        out += "<p>\(diff.new.count) new, \(diff.fixed.count) fixed, \(diff.unchanged.count) unchanged.</p>\n"
        for (name, list) in [("New", diff.new), ("Fixed", diff.fixed)] where !list.isEmpty {
            out += "<h4>\(name)</h4>\n<ul class=\"findings\">\n"
            for finding in list {
                let context = compactContext(finding)
                out +=
                    "<li><code>\(e(finding.itemID))</code> \(e(finding.message))"
                    + (context.isEmpty ? "" : " <small>(\(e(context)))</small>") + "</li>\n"
            }
            out += "</ul>\n"
        }
        return out
    }

    // MARK: - Helpers

    /// `(undo · iphone-17-portrait · 320–488 pt)` without the words the page's headings already say.
    static func compactContext(_ finding: Finding) -> String {
        [finding.commandKey, finding.scenario, finding.widthRange?.description].compactMap { $0 }
            .joined(separator: " · ")
    }

    /// A place in words people read: `trailing`, `menu: no room`, `absent: size class`.
    static func place(_ cell: CommandPlaceCell) -> String {
        let region = cell.region == .overflowMenu ? "menu" : cell.region.rawValue
        guard let reason = cell.reason else { return region }
        return "\(region): \(placeWords[reason] ?? reason)"
    }

    /// Overflow and absence reasons in plain words.
    static let placeWords: [String: String] = [
        "deliberate": "on purpose", "byPlacement": "by placement", "lackOfRoom": "no room",
        "searchActive": "search", "sizeClassCondition": "size class",
        "horizontalOnlyWithoutHorizontalBar": "horizontal only", "keyboardHidden": "no keyboard",
        "layoutOnly": "layout", "unavailableOnOS": "OS version", "otherBranch": "other branch"
    ]

    /// A verdict in words.

    static func verdictText(_ verdict: Verdict) -> String {
        switch verdict {
        case .pass: return "pass"
        case .fail: return "fail"
        case .needsReview: return "needs review"
        case .notApplicable: return "not applicable"
        }
    }

    static func e(_ text: String) -> String { XMLText.text(text) }

    static func n(_ value: Double) -> String { ReportText.points(value) }
}
