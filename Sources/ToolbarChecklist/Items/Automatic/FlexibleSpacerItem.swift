import ToolbarModel

extension ChecklistItem {
    /// The layout does not rely on flexible spacers.
    static let flexibleSpacer = ChecklistItem(
        ItemDescription(
            id: "flexible-spacer",
            title: "The layout does not rely on flexible spacers",
            rationale: """
                The guide "Prepare your toolbars for vertical layout": "Flexible spacers have zero size on the vertical \
                axis; fixed spacers keep their minimum size." Each flexible space also splits the glass background \
                (WWDC25 session "Build a UIKit app with the new design"; LoopKit/Loop#2504).
                """,
            severity: .warning,
            triggering: [
                ItemExample("A flexible spacer separates Undo from Share", Kit.inventory([
                    Kit.command("undo", .primary, order: 1),
                    Command(key: "gap", title: "", content: .spacer, spacer: .flexible, order: 2),
                    Kit.command("share", .primary, order: 3),
                ])),
            ],
            nonTriggering: [
                ItemExample("A fixed spacer", Kit.inventory([
                    Kit.command("undo", .primary, order: 1),
                    Command(key: "gap", title: "", content: .spacer, spacer: .fixed, order: 2),
                    Kit.command("share", .primary, order: 3),
                ])),
            ]
        )
    ) { context in
        guard context.verticalBarsApply else { return .notApplicable(verticalNotApplicable(context)) }
        let flexible = context.inventory.commands.filter { $0.content == .spacer && $0.spacer == .flexible }
        return .from(flexible.map { spacer in
            ItemFinding(commandKey: spacer.key, "flexible spacer \(spacer.key) has zero size in the vertical bar")
        })
    }
}
