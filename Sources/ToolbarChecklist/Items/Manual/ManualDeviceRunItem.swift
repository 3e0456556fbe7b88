import ToolbarModel

extension ChecklistItem {
    /// Real device run.
    static let manualDeviceRun = manual(
        id: "manual-device-run",
        title: "Real device run",
        rationale: """
            The article "Make SwiftUI Toolbars Work In Resizable iPhone Apps" ends its resize list with "Real device or \
            Device Hub run after the preview feels good." Bar metrics depend on the SDK the app links: LoopKit/Loop#2524 \
            saw five items fit with the iOS 26.5 SDK and three with the iOS 27 SDK.
            """,
        severity: .warning,
        triggering: [ItemExample("A screen with a toolbar", Kit.anyScreen)],
        nonTriggering: [ItemExample("A screen without toolbar commands", Kit.emptyScreen)]
    )
}
