import ToolbarModel
import ToolbarRegistry

/// `toolbar-registry log [App[/Screen]] [--by NAME] [--since DATE]`.
enum LogCommand {
    enum Options {
        static let by = OptionKey.string("--by", valueName: "name", help: "Only changes by this author.")
        static let since = OptionKey.parsed(
            "--since", valueName: "date", help: "Only changes on or after this date (YYYY-MM-DD or ISO 8601).",
            GlobalOptions.date)
        static let limit = OptionKey.int(
            "--limit", valueName: "n", help: "Only the last n entries.", in: 1...1_000_000)
    }

    static let spec = CommandSpec(
        "log", abstract: "Show the change log: who changed what, when, before and after.",
        arguments: [.optional("scope", help: "App or App/Screen (renames included).")],
        options: [GlobalOptions.format.spec, Options.by.spec, Options.since.spec, Options.limit.spec],
        run: { parsed in
            let scope = try parsed.argument("scope") == nil ? nil : try parsed.recordPath("scope", depth: 1...3)
            let entries = try parsed.openRegistry(.read).changeLog(
                scope: scope, by: try parsed[Options.by], since: try parsed[Options.since],
                limit: try parsed[Options.limit])
            if try parsed.wantsJSON {
                parsed.printJSON("entries", .array(entries.map(\.json)))
                return .success
            }
            var table = TextTable(headers: ["ID", "WHEN", "WHO", "ACTION", "KIND", "RECORD", "CHANGED"])
            for entry in entries {
                table.addRow([
                    String(entry.id), entry.at, entry.author, entry.action, entry.recordKind, entry.recordPath,
                    changedFields(entry)
                ])
            }
            parsed.output.write(entries.isEmpty ? "No changes recorded.\n" : table.render())
            return .success
        })

    /// The fields that differ between before and after (`title, placement`), or `-`.
    static func changedFields(_ entry: LogEntry) -> String {
        let fields = entry.changedFields
        return fields.isEmpty ? "-" : fields.joined(separator: ", ")
    }
}
