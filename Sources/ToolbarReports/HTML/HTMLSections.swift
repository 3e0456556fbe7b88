import ToolbarChecklist

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
                out += "<li>\(e(finding.message))" + (context.isEmpty ? "" : " <small>(\(e(context)))</small>")
                    + isNew + "</li>\n"
            }
            out += "</ul>\n"
        }
        if !review.isEmpty {
            out += "<h4>Needs review</h4>\n<ul class=\"findings\">\n"
            for row in review {
                out += "<li>\(e(row.title)) <code>\(e(row.itemID))</code>"
                    + (row.reason.map { " — \(e($0))" } ?? "") + "</li>\n"
            }
            out += "</ul>\n"
        }
        return out
    }

    // MARK: - Commands

    static func commands(_ screen: ScreenReport) -> String {
        guard !screen.commands.isEmpty else { return "" }
        var out = "<h3>Commands</h3>\n<div class=\"scroll\"><table>\n<thead><tr><th>Command</th>"
            + "<th>Classification</th><th>Placement</th><th>Group</th>"
            + "<th>Priority</th>"
        for picture in screen.scenarios { out += "<th>\(e(picture.name))</th>" }
        out += "</tr></thead>\n<tbody>\n"
        for command in screen.commands {
            out += "<tr><th>\(e(command.label))" + (command.essential ? " (essential)" : "")
                + "<br><code>\(e(command.key))</code></th><td>\(e(command.classification ?? "unclassified"))</td>"
                + "<td>\(e(command.placement))</td><td>\(e(command.group ?? "—"))</td><td>\(e(command.priority))</td>"
            // Runs of scenarios with the same place share one cell.
            var start = 0
            while start < command.places.count {
                var end = start + 1
                while end < command.places.count, command.places[end].text == command.places[start].text { end += 1 }
                out += (end - start > 1 ? "<td colspan=\"\(end - start)\">" : "<td>") + e(place(command.places[start]))
                    + "</td>"
                start = end
            }
            out += "</tr>\n"
        }
        return out + "</tbody></table></div>\n"
    }

    // MARK: - Checklist

    static func checklist(_ screen: ScreenReport) -> String {
        var out = "<details>\n<summary><h3 style=\"display:inline\">Checklist</h3> — "
            + "\(screen.count(.pass)) pass, \(screen.count(.fail)) fail, \(screen.count(.needsReview)) need review, "
            + "\(screen.count(.notApplicable)) not applicable</summary>\n"
        out += "<div class=\"scroll\"><table>\n<thead><tr><th>Item</th>"
            + "<th>Severity</th><th>Result</th><th>Sign-off</th></tr>"
            + "</thead>\n<tbody>\n"
        for row in screen.checklist where row.verdict != .notApplicable {
            var result = verdictText(row.verdict)
            if let reason = row.reason { result += " — \(reason)" }
            if !row.suppressed.isEmpty { result += " (\(row.suppressed.count) suppressed)" }
            var signOff = "—"
            if let sign = row.signOff {
                signOff = "\(sign.author), \(ReportText.day(sign.date))" + (sign.stale ? ", stale" : "")
                    + (sign.note.map { ": \($0)" } ?? "")
            }
            out += "<tr><th>\(e(row.title))\(row.kind == .manual ? " (manual)" : "")<br>"
                + "<code>\(e(row.itemID))</code></th><td>\(row.severity.rawValue)</td><td>\(e(result))</td>"
                + "<td>\(e(signOff))</td></tr>\n"
        }
        out += "</tbody></table></div>\n"
        let skipped = screen.checklist.filter { $0.verdict == .notApplicable }
        if !skipped.isEmpty {
            out += "<p>Not applicable: " + skipped.map { row in
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
            var text = "\(row.itemID)" + (row.commandKey.map { " on \($0)" } ?? "")
                + " — \(row.reason) (\(row.author)"
            if let until = row.until { text += ", until \(ReportText.day(until))" }
            text += ")" + (row.inactive ? " — no longer applies" : "")
            out += "<li>\(e(text))</li>\n"
        }
        return out + "</ul>\n"
    }

    /// Past audits as a table with a bar per audit (errors and warnings).
    static func history(_ screen: ScreenReport) -> String {
        guard !screen.history.isEmpty else { return "" }
        let most = max(1, screen.history.map(\.findings).max() ?? 1)
        // One path per severity: a 12-wide bar per audit, errors at the bottom, warnings on top.
        var errorBars = ""
        var warningBars = ""
        for (index, point) in screen.history.enumerated() {
            let x = n(Double(index) * 18)
            let errors = Double(point.errors) / Double(most) * 40
            let warnings = Double(point.warnings + point.infos) / Double(most) * 40
            errorBars += "M\(x) 44v-\(n(errors))h12v\(n(errors))z"
            warningBars += "M\(x) \(n(44 - errors))v-\(n(warnings))h12v\(n(warnings))z"
        }
        let trend = "<path class=\"item destructive\" d=\"\(errorBars)\"/>"
            + "<path class=\"item overflow\" d=\"\(warningBars)\"/>"
        let width = n(Double(screen.history.count) * 18)
        let words = screen.history.map { "\(ReportText.day($0.time)): \($0.errors) errors, \($0.warnings) warnings" }
        let label = e("Findings per audit: " + words.joined(separator: "; "))
        var out = "<h3>History</h3>\n<svg role=\"img\" aria-label=\"\(label)\" "
            + "viewBox=\"0 0 \(width) 46\" width=\"\(width)\" height=\"46\">\(trend)</svg>\n"
        out += "<div class=\"scroll\"><table>\n<thead><tr><th>Audit</th><th>Time</th>"
            + "<th>Errors</th><th>Warnings</th><th>Needs review</th></tr>"
            + "</thead>\n<tbody>\n"
        for point in screen.history {
            out += "<tr><td>\(e(point.auditID))</td><td>\(ReportText.timestamp(point.time))</td>"
                + "<td class=\"num\">\(point.errors)</td><td class=\"num\">\(point.warnings)</td>"
                + "<td class=\"num\">\(point.needsReview)</td></tr>\n"
        }
        return out + "</tbody></table></div>\n"
    }

    static func diff(_ screen: ScreenReport) -> String {
        guard let diff = screen.diff else { return "" }
        var out = "<h3>Since the previous audit" + (diff.previousAuditID.map { " (\(e($0)))" } ?? "") + "</h3>\n"
        out += "<p>\(diff.new.count) new, \(diff.fixed.count) fixed, \(diff.unchanged.count) unchanged.</p>\n"
        for (name, list) in [("New", diff.new), ("Fixed", diff.fixed)] where !list.isEmpty {
            out += "<h4>\(name)</h4>\n<ul class=\"findings\">\n"
            for finding in list {
                let context = compactContext(finding)
                out += "<li><code>\(e(finding.itemID))</code> \(e(finding.message))"
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
        "layoutOnly": "layout", "unavailableOnOS": "OS version", "otherBranch": "other branch",
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

    static func e(_ text: String) -> String { XMLText.escape(text) }

    static func n(_ value: Double) -> String { ReportText.points(value) }
}
