import ToolbarModel

extension ChecklistItem {
    /// Items that switch between a symbol and text stay horizontal.
    static let verticalLabelSwitching = ChecklistItem(
        ItemDescription(
            id: "vertical-label-switching",
            title: "Label-switching items are horizontalOnly",
            rationale: """
                The guide "Prepare your toolbars for vertical layout": "Use .horizontalOnly for an item that switches \
                between a symbol and text, such as a Select button that becomes Done, so it does not jump between axes. \
                The system Edit button already does this." (SwiftUI documentation: axisBehavior(_:).)
                """,
            severity: .warning,
            triggering: [
                ItemExample(
                    "Select becomes Done with automatic axis behaviour",
                    Kit.inventory([
                        Kit.command("select", .primary, order: 1) { $0.alternateTitle = "Done" }
                    ]))
            ],
            nonTriggering: [
                ItemExample(
                    "Select is horizontalOnly",
                    Kit.inventory([
                        Kit.command("select", .primary, order: 1) {
                            $0.alternateTitle = "Done"
                            $0.axis = .horizontalOnly
                        }
                    ])),
                ItemExample(
                    "A status chip switches Edited → Saved but, as a custom view, never joins the column",
                    Kit.inventory([
                        Kit.command("status", .secondary, order: 1) {
                            $0.content = .custom
                            $0.customView = CustomViewInfo(width: 72)
                            $0.alternateTitle = "Saved"
                        }
                    ]))
            ]
        )
    ) { context in
        guard context.verticalBarsApply else { return .notApplicable(verticalNotApplicable(context)) }
        let switching = context.commands.filter { $0.alternateTitle != nil }
        guard !switching.isEmpty else { return .notApplicable("no item switches its label") }
        // Text-only items and custom views stay horizontal unless they prefer the vertical bar
        // (seed 001), so only items that can join the column can jump between axes.
        let canJoinColumn = { (command: Command) -> Bool in
            command.axis == .verticalPreferred
                || (command.axis == .automatic && command.content != .text && command.content != .custom)
        }
        return .from(
            switching.filter(canJoinColumn).map { command in
                ItemFinding(
                    commandKey: command.key,
                    "\(context.name(command)) switches to \(command.alternateTitle ?? "") but is not "
                        + ".axisBehavior(.horizontalOnly): it will jump between axes")
            })
    }

    /// Why vertical-bar items do not apply to the screen.
    static func verticalNotApplicable(_ context: CheckContext) -> String {
        if context.inventory.screen.verticalBehavior == .disabled {
            return "the screen opts out of vertical bars"
        }
        switch context.inventory.screen.columnRole {
        case .sidebar: return "a sidebar column never gets a vertical bar (only the detail column does)"
        case .inspector: return "an inspector never gets a vertical bar of its own"
        case .full, .detail: break
        }
        return "the app links iOS \(context.inventory.app.linkedSDK), before vertical bars (27.1)"
    }
}
