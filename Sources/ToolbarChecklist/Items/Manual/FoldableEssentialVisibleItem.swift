import ToolbarModel

extension ChecklistItem {
    /// Foldable: essential items visible.
    static let foldableEssentialVisible = manual(
        id: "foldable-essential-visible",
        title: "Foldable: essential items visible",
        rationale: """
            The guide "Prepare your toolbars for vertical layout", How to verify: "that the items you consider \
            essential are visible rather than buried in overflow."
            """,
        severity: .warning,
        triggering: [ItemExample("A screen of an app on the iOS 27.1 SDK", Kit.anyScreen)],
        nonTriggering: [
            ItemExample("A screen that opts out of vertical bars", Kit.optedOutScreen),
            ItemExample("An inspector, which never gets a vertical bar", Kit.inspectorScreen)
        ],
        notApplicable: foldableNotApplicable
    )
}
