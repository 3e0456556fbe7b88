import ToolbarSolver

/// The report's "Predicted vs observed" section (docs/reports.md): per app and per screen the
/// agreement of the solver's predictions with what UI tests saw on devices, then each observation's
/// places, the breakpoints it contradicts and the elements no command matches. Nothing when no
/// screen of the report has an observation.
enum HTMLObservations {
    static func section(_ report: VerificationReport) -> String {
        let screens = report.observations ?? []
        guard !screens.isEmpty else { return "" }
        let e = HTMLRenderer.e
        var out =
            "<section aria-labelledby=\"observed\">\n<h2 id=\"observed\">Predicted vs observed</h2>\n"
            + "<p class=\"meta\">Each observation (docs/observations.md) compared with what the solver predicts now "
            + "for the same window; a disagreement is evidence about the solver, not a finding.</p>\n"
        for app in AppObservationAgreement.apps(screens) {
            out +=
                "<p><strong>\(e(app.app))</strong>: \(e(app.agreement.summary)) over "
                + "\(ReportText.count(app.observedScreens, "observed screen")).</p>\n"
        }
        out +=
            HTMLSections.scrollTable("Observed screens") + "<caption class=\"meta\">Observed screens</caption>\n"
            + "<thead><tr><th>Screen</th><th>Observations</th><th>Agreement</th><th>Breakpoints contradicted</th>"
            + "</tr></thead>\n<tbody>\n"
        for screen in screens {
            out +=
                "<tr><td>\(e(screen.screen))</td><td class=\"num\">\(screen.checks.count)</td>"
                + "<td>\(e(screen.agreement.summary))</td><td class=\"num\">\(screen.contradicted.count)</td></tr>\n"
        }
        out += "</tbody></table></div>\n"
        for screen in screens {
            for check in screen.checks { out += observation(check, screen: screen.screen) }
        }
        return out + "</section>\n"
    }

    static func observation(_ check: ObservationCheck, screen: String) -> String {
        let e = HTMLRenderer.e
        let comparison = check.comparison
        var out =
            "<details><summary>\(e(screen)): \(e(check.heading)) — \(e(comparison.agreement.summary))"
            + (check.stale ? " (the screen changed since)" : "") + "</summary>\n"
            + "<p class=\"meta\">Imported \(e(check.importedAt)) by \(e(check.importedBy))"
            + (check.takenAt.map { ", taken \(e($0))" } ?? "") + ".</p>\n"
            + HTMLSections.scrollTable("Places") + "<thead><tr><th>Command</th><th>Predicted</th><th>Observed</th>"
            + "<th>Agrees</th><th>Matched by</th></tr></thead>\n<tbody>\n"
        for place in comparison.places {
            let agrees = place.agrees.map { $0 ? "yes" : "<strong>no</strong>" } ?? "—"
            out +=
                "<tr><td>\(e(place.key))</td><td>\(e(place.predicted.rawValue))</td>"
                + "<td>\(e(place.observed?.rawValue ?? "not known"))</td><td>\(agrees)</td>"
                + "<td>\(e(place.matchedBy?.rawValue ?? "—"))</td></tr>\n"
        }
        out += "</tbody></table></div>\n"
        if !comparison.contradicted.isEmpty {
            out +=
                "<p>Breakpoints contradicted:</p>\n<ul>\n"
                + comparison.contradicted.map { "<li>\(e($0.sentence))</li>\n" }.joined() + "</ul>\n"
        }
        if !comparison.unmatched.isEmpty {
            out +=
                "<p>Elements no command matches:</p>\n<ul>\n"
                + comparison.unmatched.map { "<li>\(e($0.sentence))</li>\n" }.joined() + "</ul>\n"
        }
        return out + "</details>\n"
    }
}
