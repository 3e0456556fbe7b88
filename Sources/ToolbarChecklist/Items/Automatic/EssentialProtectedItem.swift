import ToolbarModel

extension ChecklistItem {
    /// Essential commands are pinned or high priority.
    static let essentialProtected = ChecklistItem(
        ItemDescription(
            id: "essential-protected",
            title: "Essential commands are pinned or high priority",
            rationale: """
                Seed 000: "Always try to keep Undo and Redo visible" — give them .visibilityPriority(.high) or pin \
                the one action that must stay visible. Toolbar-evidence §3, pitfall 1: "on 27 require .high \
                priority or pinning for primary actions."
                """,
            severity: .warning,
            triggering: [
                ItemExample("Save is essential but at the default priority", Kit.inventory([
                    Kit.command("save", .primary, order: 1) { $0.essential = true },
                ])),
            ],
            nonTriggering: [
                ItemExample("Save is essential and high priority", Kit.inventory([
                    Kit.command("save", .primary, order: 1) {
                        $0.essential = true
                        $0.priority = .high
                    },
                ])),
            ]
        )
    ) { context in
        let essential = context.commands.filter(\.essential)
        guard !essential.isEmpty else { return .notApplicable("no command is marked essential") }
        return .from(essential.filter { !context.isProtected($0) }.map { command in
            ItemFinding(
                commandKey: command.key,
                "essential \(context.name(command)) is neither pinned nor .visibilityPriority(.high) "
                    + "(it is \(context.priority(of: command)))")
        })
    }
}
