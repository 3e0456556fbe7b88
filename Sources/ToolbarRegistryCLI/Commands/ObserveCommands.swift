import ToolbarModel
import ToolbarRegistry
import ToolbarSolver

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `toolbar-registry observe import|list|remove|compare`: what UI tests saw of toolbars on devices.
enum ObserveCommands {
    static let spec = CommandSpec(
        "observe", abstract: "Import what UI tests saw of toolbars on devices, and compare it with the predictions.",
        discussion: "Observation documents are described in docs/observations.md.",
        subcommands: [importFiles, list, remove, compare])

    enum ImportOptions {
        static let dryRun = OptionKey.flag("--dry-run", help: "Show what would be stored, and write nothing.")
    }

    static let importFiles = CommandSpec(
        "import",
        abstract:
            "Import observation documents in one transaction, matching elements to commands by identifier, then label.",
        discussion: """
            Each document names its app and screen; elements no command matches are listed. A bad or unreadable \
            file, or one naming an unknown app, screen or scenario, stops the import before anything is written. \
            A document the screen already holds is not stored twice.
            """,
        arguments: [
            .variadic(
                "file",
                help: "Observation documents (JSON, see docs/observations.md); a folder stands for its .json files.",
                minimum: 1)
        ],
        options: [ImportOptions.dryRun.spec, GlobalOptions.format.spec],
        run: { parsed in
            let files = try parsed.arguments("file")
            let dryRun = try parsed[ImportOptions.dryRun]
            let registry = try parsed.openRegistry(dryRun ? .read : .write)
            let report = try registry.importObservationFiles(files.map(parsed.resolved), dryRun: dryRun)
            if try parsed.wantsJSON {
                try parsed.printJSON("observations", ObservationImportReportJSON(report, dryRun: dryRun))
            } else {
                parsed.output.write(text(report, dryRun: dryRun))
            }
            return .success
        })

    static let compare = CommandSpec(
        "compare",
        abstract: "Compare each observation of a screen (or of every screen of an app) with the current prediction.",
        discussion: """
            For each observation: every command's predicted and observed place, whether they agree, the breakpoints \
            the observation contradicts and the elements no command matches; then the agreement per screen and, for \
            an app, over all its screens. Predictions use the linked SDK the observed app was built with and the \
            metrics pinned in .toolbar-registry.json.
            """,
        arguments: [.required("scope", help: "App/Screen, or App for all its screens.")],
        options: [SolveCommands.configOption.spec, GlobalOptions.format.spec],
        run: { parsed in
            let scope = try parsed.recordPath("scope", depth: 1...2)
            let registry = try parsed.openRegistry(.read)
            let screens = try registry.compareObservations(scope, pins: try SolveCommands.pins(parsed))
            if try parsed.wantsJSON {
                try parsed.printJSON("comparison", ObservationComparisonJSON(screens))
            } else {
                parsed.output.write(text(screens, scope: scope))
            }
            return .success
        })

    // MARK: - Compare output

    static func text(_ screens: [ScreenObservationChecks], scope: RecordPath) -> String {
        var lines: [String] = []
        for screen in screens where !screen.checks.isEmpty || scope.screen != nil {
            lines.append(screen.screen)
            if screen.checks.isEmpty {
                lines.append(
                    "  No observations; import some with 'toolbar-registry observe import' (docs/observations.md).")
            }
            for check in screen.checks {
                let comparison = check.comparison
                var heading = "  \(check.heading), imported \(check.importedAt) by \(check.importedBy)"
                if check.stale { heading += "; the screen changed since" }
                lines.append(heading)
                var table = TextTable(headers: ["COMMAND", "PREDICTED", "OBSERVED", "AGREES", "MATCHED BY"])
                for place in comparison.places {
                    table.addRow([
                        place.key, place.predicted.rawValue, place.observed?.rawValue ?? "not known",
                        place.agrees.map { $0 ? "yes" : "NO" } ?? "-", place.matchedBy?.rawValue ?? "-"
                    ])
                }
                lines += table.render().split(separator: "\n", omittingEmptySubsequences: false)
                    .filter { !$0.isEmpty }.map { "    " + $0 }
                for point in comparison.contradicted { lines.append("    contradicts: \(point.sentence)") }
                for element in comparison.unmatched { lines.append("    unmatched: \(element.sentence)") }
                lines.append("    agreement: \(comparison.agreement.summary)")
            }
            if screen.checks.count > 1 { lines.append("  Screen agreement: \(screen.agreement.summary)") }
        }
        let observed = screens.filter { !$0.checks.isEmpty }
        if scope.screen == nil {
            if observed.isEmpty {
                lines.append(
                    "No observations of \(scope.app)'s screens; import some with 'toolbar-registry observe import' "
                        + "(docs/observations.md).")
            } else {
                for app in AppObservationAgreement.apps(observed) {
                    lines.append(
                        "App agreement (\(app.observedScreens) of \(screens.count) screens observed): "
                            + app.agreement.summary)
                }
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    // MARK: - Import output

    static func text(_ report: ObservationImportReport, dryRun: Bool) -> String {
        var lines: [String] = []
        for document in report.documents {
            let what = "\(document.screen) (\(document.scenario), \(document.device))"
            if document.alreadyImported {
                lines.append("Already imported: \(what) from \(document.file)")
                continue
            }
            let matched = document.matchedByIdentifier.count + document.matchedByLabel.count
            var line =
                "\(dryRun ? "Would import" : "Imported") \(what) from \(document.file): \(matched) "
                + "command\(matched == 1 ? "" : "s") seen (\(document.matchedByIdentifier.count) by identifier, "
                + "\(document.matchedByLabel.count) by label)"
            if !document.hidden.isEmpty { line += "; hidden: \(document.hidden.joined(separator: ", "))" }
            if !document.unknown.isEmpty {
                line += "; not known (the menu was not read): \(document.unknown.joined(separator: ", "))"
            }
            lines.append(line)
            if !document.matchedByLabel.isEmpty {
                lines.append(
                    "  matched by label (give them .accessibilityIdentifier(\"toolbar.<key>\")): "
                        + document.matchedByLabel.joined(separator: ", "))
            }
            for element in document.unmatched { lines.append("  unmatched: \(element.sentence)") }
        }
        let stored = report.stored
        let verb = dryRun ? "Would store" : "Stored"
        lines.append(
            "\(verb) \(stored) observation\(stored == 1 ? "" : "s")"
                + (dryRun ? "; nothing was written (--dry-run)." : "."))
        return lines.joined(separator: "\n") + "\n"
    }
}
