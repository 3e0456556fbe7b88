import ToolbarModel

extension ChecklistItem {
    /// No hand-made "…" menu beside the system's overflow.
    static let handMadeOverflow = ChecklistItem(
        ItemDescription(
            id: "hand-made-overflow",
            title: "No hand-made \"…\" menu",
            rationale: """
                Toolbar-evidence §3, pitfall 14: two ellipses, the app's "…" plus the system overflow \
                (wikipedia-ios#5778). HIG: "Don't add an overflow menu manually." Use ToolbarOverflowMenu (27).
                """,
            severity: .warning,
            triggering: [
                ItemExample("A More button with an ellipsis symbol", Kit.inventory([
                    Kit.command("more", .secondary, order: 1) { $0.symbol = "ellipsis.circle" },
                ])),
            ],
            nonTriggering: [
                ItemExample("Commands in ToolbarOverflowMenu", Kit.inventory([
                    Kit.command("export", .overflow, .overflowMenu, order: 1),
                ])),
            ]
        )
    ) { context in
        let manual = context.commands.filter { command in
            command.placement != .overflowMenu
                && ((command.symbol ?? "").hasPrefix("ellipsis")
                    || ["more", "…", "..."].contains(command.title.lowercased()))
        }
        return .from(manual.map { command in
            ItemFinding(
                commandKey: command.key,
                "\(context.name(command)) looks like a hand-made overflow menu; the system adds its own \"…\"")
        })
    }
}
