import ToolbarModel

extension ChecklistItem {
    /// Custom toolbar content reacts to the window becoming inactive.
    static let customViewActiveState = ChecklistItem(
        ItemDescription(
            id: "custom-view-active-state",
            title: "Custom views dim when the window is inactive",
            rationale: """
                Seed 000: "Use @Environment(\\.appearsActive) for custom toolbar content that should react to \
                inactive windows." System items handle it; custom content "may need help".
                """,
            severity: .warning,
            triggering: [
                ItemExample("A status chip ignores appearsActive", Kit.inventory([
                    Command(key: "status", title: "Status", content: .custom, customView: CustomViewInfo(width: 80),
                            classification: .secondary, placement: .principal, order: 1),
                ])),
            ],
            nonTriggering: [
                ItemExample("The chip dims with appearsActive", Kit.inventory([
                    Command(key: "status", title: "Status", content: .custom,
                            customView: CustomViewInfo(width: 80, reactsToActiveState: true),
                            classification: .secondary, placement: .principal, order: 1),
                ])),
            ]
        )
    ) { context in
        let custom = context.commands.filter { $0.content == .custom }
        guard !custom.isEmpty else { return .notApplicable("no custom views") }
        return .from(custom.filter { !($0.customView?.reactsToActiveState ?? false) }.map { command in
            ItemFinding(commandKey: command.key, "custom view \(context.name(command)) does not read appearsActive")
        })
    }
}
