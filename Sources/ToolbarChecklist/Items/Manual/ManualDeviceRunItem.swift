import ToolbarModel

extension ChecklistItem {
    /// Real device run.
    static let manualDeviceRun = manual(
        id: "manual-device-run",
        title: "Real device run",
        rationale: """
            Seed 000's resize list ends with "Real device or Device Hub run after the preview feels good." \
            Previews do not show every bar metric (toolbar-evidence §2: the SDK changes item padding).
            """,
        severity: .warning,
        triggering: [ItemExample("A screen with a toolbar", Kit.anyScreen)],
        nonTriggering: [ItemExample("A screen without toolbar commands", Kit.emptyScreen)]
    )
}
