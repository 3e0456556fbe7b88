import ToolbarChecklist
import ToolbarModel
import ToolbarRegistry

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `toolbar-registry checklist [list|show|sign]` and `suppress`.
enum ChecklistCommands {
    static let spec = CommandSpec(
        "checklist", abstract: "List the verification checklist, explain an item, sign off a manual item.",
        subcommands: [list, show, sign], defaultSubcommand: "list")

    // MARK: - list

    static let list = CommandSpec(
        "list", abstract: "List the checklist items with their severity and kind.",
        options: [GlobalOptions.format.spec],
        run: { parsed in
            let entries = Checklist.entries()
            if try parsed.wantsJSON {
                parsed.printJSON("items", .array(entries.map(\.json)))
                return .success
            }
            var table = TextTable(headers: ["ID", "SEVERITY", "KIND", "TITLE"])
            for entry in entries {
                table.addRow([entry.id, entry.severity.rawValue, entry.kind.rawValue, entry.title])
            }
            parsed.output.write(table.render())
            parsed.output.line(
                "\(entries.count) items (checklist \(Checklist.version)); "
                    + "explain one: toolbar-registry checklist show ID")
            return .success
        })

    // MARK: - show

    static let show = CommandSpec(
        "show", abstract: "Explain one checklist item with its triggering and non-triggering examples.",
        arguments: [.required("item", help: "The item id, e.g. flat-hierarchy.")],
        options: [GlobalOptions.format.spec],
        run: { parsed in
            let id = try parsed.argument("item") ?? ""
            let item = try Registry.checklistItem(id)
            if try parsed.wantsJSON {
                parsed.printJSON("item", item.description.json)
                return .success
            }
            parsed.output.write(ChecklistDocs.page(for: item))
            return .success
        })

    // MARK: - sign

    enum SignOptions {
        static let note = OptionKey.string(
            "--note", valueName: "text", help: "What was checked, on which device or build.")
    }

    static let sign = CommandSpec(
        "sign", abstract: "Sign off a manual checklist item on a screen (the signer is --author).",
        discussion: "The sign-off goes stale when the screen's records change after it. "
            + "Example: toolbar-registry checklist sign \"PhotoEditor/Refactored Editor\" manual-voiceover "
            + "--note \"iOS 27 b3\"",
        arguments: [
            .required("screen", help: "App/Screen."),
            .required("item", help: "A manual item id (see toolbar-registry checklist).")
        ],
        options: [SignOptions.note.spec],
        run: { parsed in
            let path = try parsed.recordPath("screen", depth: 2...2)
            let id = try parsed.argument("item") ?? ""
            let registry = try parsed.openRegistry(.write)
            try registry.signOff(path, item: id, note: try parsed[SignOptions.note])
            parsed.output.line("Signed off \(id) on \(path) as \(registry.author).")
            return .success
        })

    // MARK: - suppress

    enum SuppressOptions {
        static let command = OptionKey.string("--command", valueName: "key", help: "Only this command's findings.")
        static let reason = OptionKey.string(
            "--reason", valueName: "text", help: "Why the finding is accepted (required).")
        static let until = OptionKey.parsed(
            "--until", valueName: "date", help: "When it ends (YYYY-MM-DD or ISO 8601).", GlobalOptions.date)
    }

    static let suppress = CommandSpec(
        "suppress", abstract: "Accept an item's findings on a screen, with a reason, until a date or a change.",
        discussion: "A suppression ends at --until or when the screen's records change. "
            + "Example: toolbar-registry suppress \"PhotoEditor/Crowded Editor\" title-length "
            + "--reason \"short in every locale\"",
        arguments: [
            .required("screen", help: "App/Screen."),
            .required("item", help: "The checklist item id.")
        ],
        options: [SuppressOptions.command.spec, SuppressOptions.reason.spec, SuppressOptions.until.spec],
        run: { parsed in
            let path = try parsed.recordPath("screen", depth: 2...2)
            let id = try parsed.argument("item") ?? ""
            guard let reason = try parsed[SuppressOptions.reason] else {
                throw UsageError("Missing expected option '--reason <text>': say why the finding is accepted.")
            }
            let until = try parsed[SuppressOptions.until]
            let registry = try parsed.openRegistry(.write)
            let command = try parsed[SuppressOptions.command]
            try registry.suppress(path, item: id, commandKey: command, reason: reason, until: until)
            parsed.output.line(
                "Suppressed \(id) on \(path)" + (command.map { " for \($0)" } ?? "")
                    + (until.map { " until \(ToolbarRegistry.formatDate($0))" } ?? "") + ".")
            return .success
        })
}
