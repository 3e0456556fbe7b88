import ToolbarModel

extension ChecklistItem {
    /// Foldable: outer display first.
    static let foldableOuterDisplayFirst = manual(
        id: "foldable-outer-display-first",
        title: "Foldable: outer display first",
        rationale: """
            The guide "Prepare your toolbars for vertical layout", How to verify: "Audit every screen's bar on the \
            closed outer display first" — the closed device shows a vertical bar in both orientations, and items \
            overflow most often there in landscape.
            """,
        severity: .warning,
        triggering: [ItemExample("A screen of an app on the iOS 27.1 SDK", Kit.anyScreen)],
        nonTriggering: [
            ItemExample("A screen that opts out of vertical bars", Kit.optedOutScreen),
            ItemExample("A sidebar column, which never gets a vertical bar", Kit.sidebarScreen)
        ],
        notApplicable: foldableNotApplicable
    )
}
