import ToolbarModel

extension ChecklistItem {
    /// VoiceOver pass.
    static let manualVoiceOver = manual(
        id: "manual-voiceover",
        title: "VoiceOver pass",
        rationale: """
            Seed 000: "Also test how it feels with search, Dynamic Type, hardware keyboards, and VoiceOver." \
            Toolbar-evidence §3, pitfall 6: VoiceOver may read a symbol's name instead of the command.
            """,
        severity: .warning,
        triggering: [ItemExample("A screen with a toolbar", Kit.anyScreen)],
        nonTriggering: [ItemExample("A screen without toolbar commands", Kit.emptyScreen)]
    )
}
