import ToolbarModel

extension ChecklistItem {
    /// Every command is primary, secondary, overflow or destructive.
    static let everyCommandClassified = ChecklistItem(
        ItemDescription(
            id: "every-command-classified",
            title: "Every command is classified",
            rationale: """
                The production checklist of the article "Make SwiftUI Toolbars Work In Resizable iPhone Apps" \
                starts with "List every command and mark it as primary, secondary, overflow, or destructive." \
                Without a class the registry cannot say which commands must stay visible and which may adapt. \
                A status view in the principal area, such as an "Edited" chip, is not a command and needs no \
                class.
                """,
            severity: .warning,
            triggering: [
                ItemExample(
                    "Export has no classification",
                    Kit.inventory([
                        Kit.command("undo", .primary, order: 1), Kit.command("export", nil, order: 2)
                    ]))
            ],
            nonTriggering: [
                ItemExample(
                    "Both commands are classified",
                    Kit.inventory([
                        Kit.command("undo", .primary, order: 1),
                        Kit.command("export", .overflow, .overflowMenu, order: 2)
                    ])),
                ItemExample(
                    "The unclassified principal status chip is not a command",
                    Kit.inventory([
                        Command(
                            key: "status", title: "Edited", content: .custom,
                            customView: CustomViewInfo(width: 72, reactsToActiveState: true, showsTextAndSymbol: true),
                            placement: .principal, order: 1),
                        Kit.command("undo", .primary, .topBarLeading, order: 2)
                    ]))
            ]
        )
    ) { context in
        let commands = context.commands.filter { !$0.isStatusView }
        guard !commands.isEmpty else { return .notApplicable("the screen has no toolbar commands") }
        return .from(
            commands.filter { $0.classification == nil }.map { command in
                ItemFinding(
                    commandKey: command.key,
                    "\(context.name(command)) is not classified as primary, secondary, overflow or destructive")
            })
    }
}
