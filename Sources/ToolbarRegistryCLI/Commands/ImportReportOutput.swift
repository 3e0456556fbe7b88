import ToolbarModel
import ToolbarRegistry

/// How `import` (and `seed`) print what they changed: text, or `--format json` (docs/cli-json.md).
extension ImportCommand {
    /// `+ added`, `> old → new` for renames, `~ record.field: before → after` for every changed
    /// field, `- removed`, then the counts.
    static func printReport(_ report: ImportReport, output: Output, dryRun: Bool) {
        for path in report.added { output.line("+ \(path)") }
        for rename in report.renamed { output.line("> \(rename.from) → \(rename.to)") }
        let renamedTo = Set(report.renamed.map(\.to))
        for change in report.fields {
            // A rename's own key or name is on its `>` line.
            if renamedTo.contains(change.path), change.field == "name" || change.field == "key" { continue }
            output.line("~ \(change.path).\(change.field): \(text(change.before)) → \(text(change.after))")
        }
        for path in report.removed { output.line("- \(path)") }
        let verb = dryRun ? "Would add" : "Added"
        output.line(
            "\(verb) \(report.added.count), \(dryRun ? "change" : "changed") \(report.changed.count), "
                + "\(dryRun ? "remove" : "removed") \(report.removed.count)"
                + (report.renamed.isEmpty ? "" : ", \(dryRun ? "rename" : "renamed") \(report.renamed.count)")
                + "\(dryRun ? " (dry run: nothing written)" : "").")
    }

    /// A field's value as people read it: text as is, other values as compact JSON, `(none)`
    /// when absent.
    static func text(_ value: JSONValue?) -> String {
        guard let value else { return "(none)" }
        if case .string(let text) = value { return text.debugPreview }
        return JSONWriter.string(value, style: .compact)
    }
}
