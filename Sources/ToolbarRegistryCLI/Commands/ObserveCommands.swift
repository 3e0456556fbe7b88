import ToolbarModel
import ToolbarRegistry
import ToolbarSolver

/// `toolbar-registry observe import|compare`: what UI tests saw of toolbars on devices.
enum ObserveCommands {
    static let spec = CommandSpec(
        "observe", abstract: "Import what UI tests saw of toolbars on devices.",
        discussion: "Observation documents are described in docs/observations.md.",
        subcommands: [importFiles])

    static let importFiles = CommandSpec(
        "import",
        abstract: "Import observation documents in one transaction, matching elements to commands by identifier, then label.",
        discussion: """
            Each document names its app and screen; elements no command matches are listed. A bad or unreadable \
            file, or one naming an unknown app, screen or scenario, stops the import before anything is written. \
            A document the screen already holds is not stored twice.
            """,
        arguments: [.variadic("file", help: "Observation documents (JSON, see docs/observations.md).", minimum: 1)],
        options: [.flag("--dry-run", help: "Show what would be stored, and write nothing."), GlobalOptions.format],
        run: { parsed in
            let files = try parsed.arguments("file")
            let dryRun = try parsed.flag("--dry-run")
            let registry = try parsed.openRegistry(dryRun ? .read : .write)
            let report = try registry.importObservationFiles(files, dryRun: dryRun)
            if try parsed.wantsJSON {
                parsed.printJSON("observations", json(report, dryRun: dryRun))
            } else {
                parsed.output.write(text(report, dryRun: dryRun))
            }
            return .success
        })

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
            var line = "\(dryRun ? "Would import" : "Imported") \(what) from \(document.file): \(matched) "
                + "command\(matched == 1 ? "" : "s") seen (\(document.matchedByIdentifier.count) by identifier, "
                + "\(document.matchedByLabel.count) by label)"
            if !document.hidden.isEmpty { line += "; hidden: \(document.hidden.joined(separator: ", "))" }
            if !document.unknown.isEmpty {
                line += "; not known (the menu was not read): \(document.unknown.joined(separator: ", "))"
            }
            lines.append(line)
            if !document.matchedByLabel.isEmpty {
                lines.append("  matched by label (give them .accessibilityIdentifier(\"toolbar.<key>\")): "
                    + document.matchedByLabel.joined(separator: ", "))
            }
            for element in document.unmatched {
                var text = "  unmatched: '\(element.label.debugPreview)'"
                if let identifier = element.identifier { text += " (\(identifier.debugPreview))" }
                text += element.region.map { " in \($0.rawValue)" } ?? " outside every bar"
                lines.append(text)
            }
        }
        let stored = report.stored
        let verb = dryRun ? "Would store" : "Stored"
        lines.append("\(verb) \(stored) observation\(stored == 1 ? "" : "s")"
            + (dryRun ? "; nothing was written (--dry-run)." : "."))
        return lines.joined(separator: "\n") + "\n"
    }

    static func json(_ report: ObservationImportReport, dryRun: Bool) -> JSONValue {
        var object = JSONObjectBuilder()
        object.set("dryRun", .bool(dryRun))
        object.set("stored", report.stored)
        object.set("documents", .array(report.documents.map { document in
            var entry = JSONObjectBuilder()
            entry.set("file", document.file)
            entry.set("screen", document.screen)
            entry.set("scenario", document.scenario)
            entry.set("device", document.device)
            entry.set("alreadyImported", .bool(document.alreadyImported))
            entry.set("matchedByIdentifier", .array(document.matchedByIdentifier.map { .string($0) }))
            entry.set("matchedByLabel", .array(document.matchedByLabel.map { .string($0) }))
            entry.set("hidden", .array(document.hidden.map { .string($0) }))
            entry.set("unknown", .array(document.unknown.map { .string($0) }))
            entry.set("unmatched", .array(document.unmatched.map { element in
                var item = JSONObjectBuilder()
                item.set("identifier", element.identifier)
                item.set("label", element.label)
                item.set("region", element.region?.rawValue)
                return item.value
            }))
            return entry.value
        }))
        return object.value
    }
}
