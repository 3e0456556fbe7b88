import ToolbarModel

extension ChecklistItem {
    /// Destructive commands ask for confirmation.
    static let destructiveConfirmation = ChecklistItem(
        ItemDescription(
            id: "destructive-confirmation",
            title: "Destructive commands ask for confirmation",
            rationale: """
                The article "Make SwiftUI Toolbars Work In Resizable iPhone Apps" has Clear set isShowingClearConfirmation \
                and ask "Clear all edits?" in a confirmationDialog before acting, so one stray tap never destroys work.
                """,
            severity: .warning,
            triggering: [
                ItemExample(
                    "Delete acts at once",
                    Kit.inventory([
                        Kit.command("delete", .destructive, .overflowMenu, order: 1) { $0.role = .destructive }
                    ]))
            ],
            nonTriggering: [
                ItemExample(
                    "Clear asks first",
                    Kit.inventory([
                        Kit.command("clear", .destructive, .overflowMenu, order: 1) {
                            $0.role = .destructive
                            $0.needsConfirmation = true
                        }
                    ]))
            ]
        )
    ) { context in
        let destructive = context.commands.filter(\.isDestructive)
        guard !destructive.isEmpty else { return .notApplicable("no destructive command") }
        return .from(
            destructive.filter { !$0.needsConfirmation }.map { command in
                ItemFinding(
                    commandKey: command.key, "destructive \(context.name(command)) acts without asking for confirmation"
                )
            })
    }
}
