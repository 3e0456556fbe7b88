import ToolbarModel
import ToolbarSolver

extension ChecklistItem {
    /// A primary command in overflow while a secondary one is visible.
    static let primaryHiddenBeforeSecondary = ChecklistItem(
        ItemDescription(
            id: "primary-hidden-before-secondary",
            title: "Primary commands stay visible before secondary ones",
            rationale: """
                Seed 000's resize questions: "Are Undo and Redo visible before optional editing tools?" A \
                primary command in the overflow menu while a secondary one is still in the bar inverts the \
                hierarchy (toolbar-evidence §3, pitfall 1: key action pushed into overflow).
                """,
            severity: .error,
            triggering: [
                ItemExample(
                    "Undo is in overflow while Crop is visible",
                    Kit.inventory([Kit.command("undo", .primary, order: 1), Kit.command("crop", .secondary, order: 2)]),
                    scenarios: [Kit.layout(Kit.portrait, [.shown("crop", .trailing), .overflow("undo", .lackOfRoom)])]),
            ],
            nonTriggering: [
                ItemExample(
                    "Crop goes to overflow first",
                    Kit.inventory([Kit.command("undo", .primary, order: 1), Kit.command("crop", .secondary, order: 2)]),
                    scenarios: [Kit.layout(Kit.portrait, [.shown("undo", .trailing), .overflow("crop", .lackOfRoom)])]),
            ]
        )
    ) { context in
        guard !context.scenarios.isEmpty else { return .notApplicable("no scenario layouts to judge") }
        let primaries = context.commands.filter { $0.classification == .primary }
        let secondaries = context.commands.filter { $0.classification == .secondary }
        guard !primaries.isEmpty, !secondaries.isEmpty else {
            return .notApplicable("the screen needs both primary and secondary commands for this check")
        }
        var issues: [ItemFinding] = []
        for input in context.scenarios {
            guard let shown = secondaries.first(where: { input.isVisible($0.key) }) else { continue }
            for primary in primaries where input.isInOverflow(primary.key) {
                issues.append(ItemFinding(
                    commandKey: primary.key, scenario: input.scenario.name,
                    widthRange: input.width,
                    "primary \(context.name(primary)) is in the overflow menu in \(input.scenario.name) while "
                        + "secondary \(context.name(shown)) is visible"))
            }
        }
        return .from(issues)
    }
}
