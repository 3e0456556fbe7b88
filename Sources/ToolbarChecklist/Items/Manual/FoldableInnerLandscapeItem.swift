import ToolbarModel

extension ChecklistItem {
    /// Foldable: inner display in landscape.
    static let foldableInnerLandscape = manual(
        id: "foldable-inner-landscape",
        title: "Foldable: inner display in landscape",
        rationale: """
            The guide "Prepare your toolbars for vertical layout", How to verify: "then on the inner display in \
            landscape", where bars sit at the side.
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
