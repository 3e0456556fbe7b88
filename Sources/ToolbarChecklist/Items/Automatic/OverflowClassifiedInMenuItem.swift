import ToolbarModel

extension ChecklistItem {
    /// Commands classified overflow live in the overflow menu.
    static let overflowClassifiedInMenu = ChecklistItem(
        ItemDescription(
            id: "overflow-classified-in-menu",
            title: "Overflow commands are in the overflow menu",
            rationale: """
                The article "Make SwiftUI Toolbars Work In Resizable iPhone Apps": "Move lower-frequency commands into \
                ToolbarOverflowMenu" — "Instead of hoping the system happens to collapse the right items, you place the \
                lower-frequency commands into overflow yourself." ToolbarOverflowMenu content "always" goes to the overflow \
                menu (SwiftUI documentation: ToolbarOverflowMenu). A command classified overflow but placed in the bar \
                still fights for space.
                """,
            severity: .warning,
            triggering: [
                ItemExample(
                    "Export is classified overflow but sits in the trailing bar",
                    Kit.inventory([
                        Kit.command("export", .overflow, .topBarTrailing, order: 1)
                    ]))
            ],
            nonTriggering: [
                ItemExample(
                    "Export is in the overflow menu",
                    Kit.inventory([
                        Kit.command("export", .overflow, .overflowMenu, order: 1)
                    ]))
            ]
        )
    ) { context in
        let overflow = context.commands.filter { $0.classification == .overflow }
        guard !overflow.isEmpty else { return .notApplicable("no command is classified overflow") }
        return .from(
            overflow.filter { $0.placement != .overflowMenu }.map { command in
                ItemFinding(
                    commandKey: command.key,
                    "\(context.name(command)) is classified overflow but placed at \(command.placement.rawValue), "
                        + "not in a ToolbarOverflowMenu")
            })
    }
}
