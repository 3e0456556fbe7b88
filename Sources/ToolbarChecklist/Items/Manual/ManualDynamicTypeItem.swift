import ToolbarModel

extension ChecklistItem {
    /// Dynamic Type pass.
    static let manualDynamicType = manual(
        id: "manual-dynamic-type",
        title: "Dynamic Type pass",
        rationale: """
            Seed 000's resize list includes "Large Dynamic Type." Toolbar-evidence §3, pitfall 8: the Large \
            Content Viewer must work for bar items at accessibility sizes.
            """,
        severity: .warning,
        triggering: [ItemExample("A screen with a toolbar", Kit.anyScreen)],
        nonTriggering: [ItemExample("A screen without toolbar commands", Kit.emptyScreen)]
    )
}
