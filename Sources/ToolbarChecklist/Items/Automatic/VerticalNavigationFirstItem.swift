import ToolbarModel
import ToolbarSolver

extension ChecklistItem {
    /// Only navigation sits at the top of the vertical column.
    static let verticalNavigationFirst = ChecklistItem(
        ItemDescription(
            id: "vertical-navigation-first",
            title: "Navigation comes first in the vertical column",
            rationale: """
                The guide "Prepare your toolbars for vertical layout": "The top is reserved for primary navigation such \
                as Back or Close, followed directly by prominent actions such as Done." Use a leading item only for a \
                custom Back or Close button.
                """,
            severity: .warning,
            triggering: [
                ItemExample(
                    "Undo sits above Close in the column",
                    Kit.inventory([
                        Kit.command("undo", .primary, .topBarLeading, order: 1),
                        Kit.command("close", .primary, .cancellationAction, order: 2)
                    ]),
                    scenarios: [
                        Kit.layout(
                            Kit.foldable,
                            [
                                .shown("undo", .verticalColumn), .shown("close", .verticalColumn)
                            ])
                    ]),
                ItemExample(
                    "A pushed screen puts Undo in the leading bar, above the system Back button's neighbours",
                    Kit.inventory(
                        screen: Kit.screen { $0.navigationKind = .pushed },
                        [
                            Kit.command("undo", .primary, .topBarLeading, order: 1)
                        ]),
                    scenarios: [Kit.layout(Kit.foldable, [.shown("undo", .verticalColumn)])])
            ],
            nonTriggering: [
                ItemExample(
                    "Close first, then Done",
                    Kit.inventory([
                        Kit.command("close", .primary, .cancellationAction, order: 1),
                        Kit.command("done", .primary, .topBarPinnedTrailing, order: 2)
                    ]),
                    scenarios: [
                        Kit.layout(
                            Kit.foldable,
                            [
                                .shown("close", .verticalColumn), .shown("done", .verticalColumn)
                            ])
                    ])
            ]
        )
    ) { context in
        guard context.verticalBarsApply else { return .notApplicable(verticalNotApplicable(context)) }
        let vertical = context.verticalScenarios
        guard !vertical.isEmpty else { return .notApplicable("no vertical-bar scenario applies") }
        let pushedOrModal = context.inventory.screen.navigationKind != .root
        var issues: [ItemFinding] = []
        for input in vertical {
            let column = input.items(in: .verticalColumn).compactMap { context.command($0.key) }
            // Read once per command: a search below each command would copy every command below it.
            let isNavigation = column.map(\.isNavigation)
            for index in column.indices where !isNavigation[index] {
                let command = column[index]
                let navigationBelow = isNavigation[(index + 1)...].firstIndex(of: true).map { column[$0] }
                if let navigationBelow {
                    issues.append(
                        ItemFinding(
                            commandKey: command.key, scenario: input.scenario.name, measured: "above navigation",
                            "\(context.name(command)) sits above navigation \(context.name(navigationBelow)) at the top "
                                + "of the vertical column in \(input.scenario.name)"))
                } else if pushedOrModal, command.placement == .topBarLeading {
                    issues.append(
                        ItemFinding(
                            commandKey: command.key, scenario: input.scenario.name, measured: "below system navigation",
                            "leading \(context.name(command)) follows the system Back/Close button at the top of the "
                                + "column in \(input.scenario.name); keep leading items for custom navigation"))
                }
            }
        }
        return .from(issues)
    }
}
