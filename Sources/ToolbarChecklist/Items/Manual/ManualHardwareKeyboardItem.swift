import ToolbarModel

extension ChecklistItem {
    /// Hardware keyboard pass.
    static let manualHardwareKeyboard = manual(
        id: "manual-hardware-keyboard",
        title: "Hardware keyboard pass",
        rationale: """
            The article "Make SwiftUI Toolbars Work In Resizable iPhone Apps": test with hardware keyboards — "a \
            toolbar that minimizes beautifully for touch scrolling can still be annoying if important commands become \
            harder to rediscover."
            """,
        severity: .warning,
        triggering: [ItemExample("A screen with a toolbar", Kit.anyScreen)],
        nonTriggering: [ItemExample("A screen without toolbar commands", Kit.emptyScreen)]
    )
}
