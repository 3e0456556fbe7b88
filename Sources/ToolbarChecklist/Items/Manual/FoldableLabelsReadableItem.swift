import ToolbarModel

extension ChecklistItem {
    /// Foldable: labels readable.
    static let foldableLabelsReadable = manual(
        id: "foldable-labels-readable",
        title: "Foldable: labels readable",
        rationale: """
            The guide "Prepare your toolbars for vertical layout", How to verify: "Check that labels are readable"; a \
            vertical bar gains a background with Reduce Transparency, so keep custom content legible either way.
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
