import ToolbarModel

extension ChecklistItem {
    /// No hand-made "…" menu beside the system's overflow.
    static let handMadeOverflow = ChecklistItem(
        ItemDescription(
            id: "hand-made-overflow",
            title: "No hand-made \"…\" menu",
            rationale: """
                Two ellipses — the app's own "…" menu beside the system's overflow button — confuse people \
                (wikimedia/wikipedia-ios#5778). The Human Interface Guidelines (Toolbars): "Don't add an overflow menu \
                manually." Use ToolbarOverflowMenu (SwiftUI documentation, iOS 27).
                """,
            severity: .warning,
            triggering: [
                ItemExample(
                    "A More button with an ellipsis symbol",
                    Kit.inventory([
                        Kit.command("more", .secondary, order: 1) { $0.symbol = "ellipsis.circle" }
                    ]))
            ],
            nonTriggering: [
                ItemExample(
                    "Commands in ToolbarOverflowMenu",
                    Kit.inventory([
                        Kit.command("export", .overflow, .overflowMenu, order: 1)
                    ]))
            ]
        )
    ) { context in
        let manual = context.commands.filter { command in
            command.placement != .overflowMenu
                && ((command.symbol ?? "").hasPrefix("ellipsis")
                    || ["more", "…", "..."].contains(command.title.lowercased()))
        }
        return .from(
            manual.map { command in
                ItemFinding(
                    commandKey: command.key,
                    "\(context.name(command)) looks like a hand-made overflow menu; the system adds its own \"…\"")
            })
    }
}
