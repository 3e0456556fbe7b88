import ToolbarModel

extension ChecklistItem {
    /// Custom toolbar content reacts to the window becoming inactive.
    static let customViewActiveState = ChecklistItem(
        ItemDescription(
            id: "custom-view-active-state",
            title: "Custom views dim when the window is inactive",
            rationale: """
                The article "Make SwiftUI Toolbars Work In Resizable iPhone Apps": "Use @Environment(\\.appearsActive) \
                for custom toolbar content that should react to inactive windows." In the WWDC26 session "What's new in \
                SwiftUI", an inactive iPad window dims its icons and text automatically; custom views read appearsActive \
                to match (SwiftUI documentation: EnvironmentValues.appearsActive). Buttons, including those a custom \
                ToolbarContent type declares, are system items and are not asked.
                """,
            severity: .warning,
            triggering: [
                ItemExample(
                    "A status chip ignores appearsActive",
                    Kit.inventory([
                        Command(
                            key: "status", title: "Status", content: .custom, customView: CustomViewInfo(width: 80),
                            classification: .secondary, placement: .principal, order: 1)
                    ]))
            ],
            nonTriggering: [
                ItemExample(
                    "The chip dims with appearsActive",
                    Kit.inventory([
                        Command(
                            key: "status", title: "Status", content: .custom,
                            customView: CustomViewInfo(width: 80, reactsToActiveState: true),
                            classification: .secondary, placement: .principal, order: 1)
                    ]))
            ]
        )
    ) { context in
        context.check(commandsWhere: { $0.content == .custom }, otherwise: "no custom views") { command in
            guard !(command.customView?.reactsToActiveState ?? false) else { return nil }
            return ItemFinding(
                commandKey: command.key, "custom view \(context.name(command)) does not read appearsActive")
        }
    }
}
