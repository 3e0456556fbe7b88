import ToolbarModel

extension ChecklistItem {
    /// Items that switch between a symbol and text stay horizontal.
    static let verticalLabelSwitching = ChecklistItem(
        ItemDescription(
            id: "vertical-label-switching",
            title: "Label-switching items are horizontalOnly",
            rationale: """
                Seed 001: "Use .horizontalOnly for an item that switches between a symbol and text, such as a \
                Select button that becomes Done, so it does not jump between axes."
                """,
            severity: .warning,
            triggering: [
                ItemExample("Select becomes Done with automatic axis behaviour", Kit.inventory([
                    Kit.command("select", .primary, order: 1) { $0.alternateTitle = "Done" },
                ])),
            ],
            nonTriggering: [
                ItemExample("Select is horizontalOnly", Kit.inventory([
                    Kit.command("select", .primary, order: 1) {
                        $0.alternateTitle = "Done"
                        $0.axis = .horizontalOnly
                    },
                ])),
            ]
        )
    ) { context in
        guard context.verticalBarsApply else { return .notApplicable(verticalNotApplicable(context)) }
        let switching = context.commands.filter { $0.alternateTitle != nil }
        guard !switching.isEmpty else { return .notApplicable("no item switches its label") }
        return .from(switching.filter { $0.axis != .horizontalOnly }.map { command in
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
        return "the app links iOS \(context.inventory.app.linkedSDK), before vertical bars (27.1)"
    }
}
