import ToolbarModel

extension ChecklistItem {
    /// Foldable: back to horizontal in inner portrait.
    static let foldableInnerPortrait = manual(
        id: "foldable-inner-portrait-horizontal",
        title: "Foldable: back to horizontal in inner portrait",
        rationale: """
            The guide "Prepare your toolbars for vertical layout", How to verify: "confirm it returns to horizontal \
            in portrait" — every pose except the inner display in portrait puts bars at the side.
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
