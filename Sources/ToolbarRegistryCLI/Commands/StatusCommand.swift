import ToolbarChecklist
import ToolbarModel
import ToolbarRegistry

/// `toolbar-registry status [--owner TEAM] [--app APP]`.
enum StatusCommand {
    enum Options {
        static let owner = OptionKey.string(
            "--owner", valueName: "team",
            help: "Only screens owned by this team (a screen's owner, else its app's).")
        static let app = OptionKey.string("--app", help: "Only this app.")
    }

    static let spec = CommandSpec(
        "status", abstract: "What needs attention now, most severe first, each with the command that fixes it.",
        discussion: """
            Screens never audited or audited before their last change, failing items of the latest audit, \
            stale or missing sign-offs, suppressions ending within 14 days.
            """,
        options: [Options.owner.spec, Options.app.spec, GlobalOptions.format.spec],
        run: { parsed in
            let items = try parsed.openRegistry(.read).status(
                owner: try parsed[Options.owner], app: try parsed[Options.app])
            if try parsed.wantsJSON {
                parsed.printJSON("attention", .array(items.map(\.json)))
                return .success
            }
            guard !items.isEmpty else {
                parsed.output.line("Nothing needs attention.")
                return .success
            }
            var table = TextTable(headers: ["SEVERITY", "SCREEN", "OWNER", "WHAT", "FIX"])
            for item in items {
                table.addRow([
                    item.severity.rawValue, item.screen.map { "\(item.app)/\($0)" } ?? item.app, item.owner ?? "-",
                    item.message, item.fix
                ])
            }
            parsed.output.write(table.render(fittingWidth: parsed.terminalWidth))
            return .success
        })
}
