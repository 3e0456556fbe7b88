import ToolbarModel

extension ChecklistItem {
    /// Essential commands are pinned, high priority, or placed where the system keeps them.
    static let essentialProtected = ChecklistItem(
        ItemDescription(
            id: "essential-protected",
            title: "Essential commands are pinned or high priority",
            rationale: """
                The article "Make SwiftUI Toolbars Work In Resizable iPhone Apps": "Always try to keep Undo and \
                Redo visible" — give them .visibilityPriority(.high), or pin the one action that must stay \
                visible with .topBarPinnedTrailing (SwiftUI documentation: visibilityPriority(_:), \
                ToolbarItemPlacement.topBarPinnedTrailing). The WWDC26 session "What's new in SwiftUI" fixes its \
                lost Undo, Redo and Share exactly that way. System navigation actions — .cancellationAction, \
                .confirmationAction and .navigation (Cancel or Close, Done, Back) — are protected by their \
                placement and need neither.
                """,
            severity: .warning,
            triggering: [
                ItemExample(
                    "Save is essential but at the default priority",
                    Kit.inventory([
                        Kit.command("save", .primary, order: 1) { $0.essential = true }
                    ])),
                ItemExample(
                    "Checkout is essential in the bottom bar at the default priority",
                    Kit.inventory([
                        Kit.command("checkout", .primary, .bottomBar, order: 1) { $0.essential = true }
                    ]))
            ],
            nonTriggering: [
                ItemExample(
                    "Save is essential and high priority",
                    Kit.inventory([
                        Kit.command("save", .primary, order: 1) {
                            $0.essential = true
                            $0.priority = .high
                        }
                    ])),
                ItemExample(
                    "Close is essential and placed as the cancellation action",
                    Kit.inventory([
                        Kit.command("close", .primary, .cancellationAction, order: 1) {
                            $0.essential = true
                            $0.role = .cancel
                        }
                    ]))
            ]
        )
    ) { context in
        let essential = context.commands.filter(\.essential)
        guard !essential.isEmpty else { return .notApplicable("no command is marked essential") }
        if let why = context.hierarchyAPIsUnavailable { return .notApplicable(why) }
        return .from(
            essential.filter { !context.isProtected($0) }.map { command in
                ItemFinding(
                    commandKey: command.key,
                    "essential \(context.name(command)) is neither pinned nor .visibilityPriority(.high) "
                        + "(it is \(context.priority(of: command)) at \(command.placement.rawValue))")
            })
    }
}
