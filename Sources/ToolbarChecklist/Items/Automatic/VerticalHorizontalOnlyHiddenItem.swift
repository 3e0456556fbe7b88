import ToolbarModel
import ToolbarSolver

extension ChecklistItem {
    /// horizontalOnly items are not lost when no horizontal bar exists.
    static let verticalHorizontalOnlyHidden = ChecklistItem(
        ItemDescription(
            id: "vertical-horizontal-only-hidden",
            title: "horizontalOnly items have a horizontal bar to live in",
            rationale: """
                The SwiftUI documentation for axisBehavior(_:): with .horizontalOnly, "if no horizontal bar is \
                present, the item is not shown." The guide "Prepare your toolbars for vertical layout" keeps text items \
                and items too wide for the column in the navigation bar, so a horizontalOnly item is lost only where the \
                layout has no horizontal bar at all; this item reports exactly where the solver predicts that. Check \
                "that the items you consider essential are visible."
                """,
            severity: .warning,
            triggering: [
                ItemExample(
                    "Select is horizontalOnly and hidden on the outer display",
                    Kit.inventory([Kit.command("select", .primary, order: 1) { $0.axis = .horizontalOnly }]),
                    scenarios: [
                        Kit.layout(Kit.foldable, [.missing("select", .hidden, .horizontalOnlyWithoutHorizontalBar)])
                    ])
            ],
            nonTriggering: [
                ItemExample(
                    "Select stays in the horizontal bar",
                    Kit.inventory([Kit.command("select", .primary, order: 1) { $0.axis = .horizontalOnly }]),
                    scenarios: [Kit.layout(Kit.foldable, [.shown("select", .horizontalBar)])])
            ]
        )
    ) { context in
        guard context.verticalBarsApply else { return .notApplicable(verticalNotApplicable(context)) }
        let horizontalOnly = context.commands.filter { $0.axis == .horizontalOnly }
        guard !horizontalOnly.isEmpty else { return .notApplicable("no horizontalOnly item") }
        guard !context.verticalScenarios.isEmpty else { return .notApplicable("no vertical-bar scenario applies") }
        var issues: [ItemFinding] = []
        for input in context.verticalScenarios {
            for command in horizontalOnly {
                guard
                    input.layout.missing.contains(where: {
                        $0.key == command.key && $0.reason == .horizontalOnlyWithoutHorizontalBar
                    })
                else { continue }
                issues.append(
                    ItemFinding(
                        commandKey: command.key, scenario: input.scenario.name,
                        "horizontalOnly \(context.name(command)) is hidden in \(input.scenario.name): that pose has "
                            + "no horizontal bar"))
            }
        }
        return .from(issues)
    }
}
