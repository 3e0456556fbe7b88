import ToolbarSolver

/// The Markdown report's "Predicted vs observed" section: the agreement per app and per screen,
/// the breakpoints the observations contradict, and (when the size allows) each observation's
/// places in a collapsed block. Empty when no screen of the report has an observation.
enum MarkdownObservations {
    /// The whole section, with each observation's places (`details`) or without them.
    static func section(_ report: VerificationReport, details: Bool) -> String {
        let screens = report.observations ?? []
        guard !screens.isEmpty else { return "" }
        let text = MarkdownRenderer.text
        var out = "\n### Predicted vs observed\n\n"
        for app in AppObservationAgreement.apps(screens) {
            out +=
                "- **\(text(app.app))**: \(app.agreement.summary) over "
                + "\(ReportText.count(app.observedScreens, "observed screen"))\n"
        }
        out += "\n| Screen | Observations | Agreement | Breakpoints contradicted |\n| --- | ---: | --- | ---: |\n"
        for screen in screens {
            out +=
                "| \(text(screen.screen)) | \(screen.checks.count) | \(screen.agreement.summary) "
                + "| \(screen.contradicted.count) |\n"
        }
        let contradicted = screens.flatMap { screen in screen.contradicted.map { (screen.screen, $0) } }
        if !contradicted.isEmpty {
            out += "\n" + contradicted.map { "- \(text($0.0)): \(text($0.1.sentence))\n" }.joined()
        }
        guard details else { return out }
        for screen in screens {
            for check in screen.checks {
                let comparison = check.comparison
                out +=
                    "\n<details><summary>\(text(screen.screen)): \(text(check.heading)) — "
                    + "\(comparison.agreement.summary)\(check.stale ? " (the screen changed since)" : "")</summary>\n\n"
                    + "| Command | Predicted | Observed | Agrees | Matched by |\n| --- | --- | --- | --- | --- |\n"
                for place in comparison.places {
                    out +=
                        "| \(text(place.key)) | \(place.predicted.rawValue) | \(place.observed?.rawValue ?? "not known") "
                        + "| \(place.agrees.map { $0 ? "yes" : "**no**" } ?? "—") | \(place.matchedBy?.rawValue ?? "—") |\n"
                }
                for element in comparison.unmatched { out += "\nUnmatched: \(text(element.sentence))\n" }
                out += "\n</details>\n"
            }
        }
        return out
    }
}
