import ToolbarModel

extension ChecklistItem {
    /// VoiceOver pass.
    static let manualVoiceOver = manual(
        id: "manual-voiceover",
        title: "VoiceOver pass",
        rationale: """
            The article "Make SwiftUI Toolbars Work In Resizable iPhone Apps": "Also test how it feels with search, \
            Dynamic Type, hardware keyboards, and VoiceOver." VoiceOver may read a symbol's name instead of the \
            command (kiwix/kiwix-apple#1684).
            """,
        severity: .warning,
        triggering: [ItemExample("A screen with a toolbar", Kit.anyScreen)],
        nonTriggering: [ItemExample("A screen without toolbar commands", Kit.emptyScreen)]
    )
}
