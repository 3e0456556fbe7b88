import ToolbarModel
import ToolbarSolver

extension ChecklistItem {
    /// No primary command in overflow in a vertical-bar pose.
    static let verticalPrimaryOverflow = ChecklistItem(
        ItemDescription(
            id: "vertical-primary-overflow",
            title: "Primary commands stay visible in vertical bars",
            rationale: """
                Seed 001: "Items overflow most often on the outer display in landscape" — check "that the items \
                you consider essential are visible rather than buried in overflow."
                """,
            severity: .error,
            triggering: [
                ItemExample(
                    "Undo overflows on the outer display",
                    Kit.inventory([Kit.command("undo", .primary, order: 1)]),
                    scenarios: [Kit.layout(Kit.foldable, [.overflow("undo", .lackOfRoom)])]),
            ],
            nonTriggering: [
                ItemExample(
                    "Undo stays in the column",
                    Kit.inventory([Kit.command("undo", .primary, order: 1)]),
                    scenarios: [Kit.layout(Kit.foldable, [.shown("undo", .verticalColumn)])]),
            ]
        )
    ) { context in
        guard context.verticalBarsApply else { return .notApplicable(verticalNotApplicable(context)) }
        let vertical = context.verticalScenarios
        guard !vertical.isEmpty else { return .notApplicable("no vertical-bar scenario applies") }
        var issues: [ItemFinding] = []
        for input in vertical {
            for command in context.commands
            where command.classification == .primary && input.isInOverflow(command.key) {
                issues.append(ItemFinding(
                    commandKey: command.key, scenario: input.scenario.name,
                    widthRange: input.width,
                    "primary \(context.name(command)) is in the overflow menu in vertical pose \(input.scenario.name)"))
            }
        }
        return .from(issues)
    }
}
