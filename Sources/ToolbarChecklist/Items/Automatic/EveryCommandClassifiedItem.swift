import ToolbarModel

extension ChecklistItem {
    /// Every command is primary, secondary, overflow or destructive.
    static let everyCommandClassified = ChecklistItem(
        ItemDescription(
            id: "every-command-classified",
            title: "Every command is classified",
            rationale: """
                Seed 000's production checklist starts with "List every command and mark it as primary, \
                secondary, overflow, or destructive." Without a class the registry cannot say which commands \
                must stay visible and which may adapt.
                """,
            severity: .warning,
            triggering: [
                ItemExample("Export has no classification", Kit.inventory([
                    Kit.command("undo", .primary, order: 1), Kit.command("export", nil, order: 2),
                ])),
            ],
            nonTriggering: [
                ItemExample("Both commands are classified", Kit.inventory([
                    Kit.command("undo", .primary, order: 1), Kit.command("export", .overflow, .overflowMenu, order: 2),
                ])),
            ]
        )
    ) { context in
        guard !context.commands.isEmpty else { return .notApplicable("the screen has no toolbar commands") }
        return .from(context.commands.filter { $0.classification == nil }.map { command in
            ItemFinding(
                commandKey: command.key,
                "\(context.name(command)) is not classified as primary, secondary, overflow or destructive")
        })
    }
}
