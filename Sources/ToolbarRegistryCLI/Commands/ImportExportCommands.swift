import ToolbarModel
import ToolbarRegistry

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `toolbar-registry import FILE`.
enum ImportCommand {
    enum Options {
        static let dryRun = OptionKey.flag(
            "--dry-run", help: "Show what would change, field by field, and write nothing.")
        static let prune = OptionKey.flag(
            "--prune", help: "Remove what the listed apps hold and the file does not list.")
    }

    static let spec = CommandSpec(
        "import",
        abstract:
            "Import a registry file (JSON interchange format): match records by id, then name, in one transaction.",
        discussion: """
            A record whose id is in the file under another name is renamed (history kept). Records absent from the \
            file are removed only with --prune, and only under the apps the file lists; with --prune those apps end \
            up exactly as the file says (sign-offs, suppressions and targets included).
            """,
        arguments: [.required("file", help: "The JSON file (see docs/json-format.md); '-' reads standard input.")],
        options: [Options.dryRun.spec, Options.prune.spec, GlobalOptions.format.spec],
        run: { parsed in
            let file = try parsed.argument("file") ?? ""
            let dryRun = try parsed[Options.dryRun]
            let prune = try parsed[Options.prune]
            let registry = try parsed.openRegistry(dryRun ? .read : .create)
            let report =
                file == "-"
                ? try registry.importData(
                    try parsed.standardInput(), file: "standard input", prune: prune, dryRun: dryRun)
                : try registry.importFile(parsed.resolved(file), prune: prune, dryRun: dryRun)
            if try parsed.wantsJSON {
                try parsed.printJSON("import", ImportReportJSON(report, dryRun: dryRun))
            } else {
                printReport(report, output: parsed.output, dryRun: dryRun)
            }
            return .success
        })
}

/// `toolbar-registry export [App[/Screen]]`.
enum ExportCommand {
    static let spec = CommandSpec(
        "export", abstract: "Export the registry, an app or a screen as JSON (deterministic: diffs cleanly in git).",
        arguments: [.optional("scope", help: "App or App/Screen; everything (with scenarios) when left out.")],
        options: [GlobalOptions.output.spec],
        run: { parsed in
            let scope = try parsed.argument("scope") == nil ? nil : try parsed.recordPath("scope", depth: 1...2)
            let registry = try parsed.openRegistry(.read)
            let destination = try parsed.checkedOutputFile(registry)
            let text = try registry.exportDocument(scope: scope).encodedString()
            try parsed.writeResult(registry, to: destination) { $0(text) }
            return .success
        })
}
