import ToolbarModel

extension ChecklistItem {
    /// Foldable: custom views not clipped.
    static let foldableCustomViewsUnclipped = manual(
        id: "foldable-custom-views-unclipped",
        title: "Foldable: custom views not clipped",
        rationale: """
            The guide "Prepare your toolbars for vertical layout", How to verify: "that custom views are not \
            clipped" — vertical bars have a fixed width and flexible item height, the reverse of horizontal bars.
            """,
        severity: .warning,
        triggering: [
            ItemExample(
                "A custom status view on the iOS 27.1 SDK",
                Kit.inventory([
                    Command(
                        key: "status", title: "Status", content: .custom,
                        customView: CustomViewInfo(width: 80, reactsToActiveState: true),
                        classification: .secondary, order: 1)
                ]))
        ],
        nonTriggering: [ItemExample("No custom views", Kit.anyScreen)],
        notApplicable: { context in
            if let why = foldableNotApplicable(context) { return why }
            return context.commands.contains { $0.content == .custom } ? nil : "no custom views"
        }
    )
}
