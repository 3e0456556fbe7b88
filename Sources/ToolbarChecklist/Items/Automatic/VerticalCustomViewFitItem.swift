import ToolbarModel
import ToolbarSolver

extension ChecklistItem {
    /// Custom views that opt into the vertical bar fit its column.
    static let verticalCustomViewFit = ChecklistItem(
        ItemDescription(
            id: "vertical-custom-view-fit",
            title: "Custom views in the vertical bar fit the column",
            rationale: """
                The guide "Prepare your toolbars for vertical layout": "A custom view you opt into the vertical bar must \
                fit the bar's fixed width or have its own vertical layout" (read toolbarVerticalEdge). The column is 84 pt \
                wide in Apple's iPhone Duo design templates, as reproduced in mirzaaghazadeh/iphone-duo-skills.
                """,
            severity: .warning,
            triggering: [
                ItemExample(
                    "A 120 pt chip opts in without a vertical layout",
                    Kit.inventory([
                        Command(
                            key: "status", title: "Status", content: .custom,
                            customView: CustomViewInfo(width: 120, reactsToActiveState: true),
                            classification: .secondary, order: 1, axis: .verticalPreferred)
                    ]))
            ],
            nonTriggering: [
                ItemExample(
                    "The chip reads toolbarVerticalEdge",
                    Kit.inventory([
                        Command(
                            key: "status", title: "Status", content: .custom,
                            customView: CustomViewInfo(
                                width: 120, reactsToActiveState: true, adaptsToVerticalBar: true),
                            classification: .secondary, order: 1, axis: .verticalPreferred)
                    ]))
            ]
        )
    ) { context in
        guard context.verticalBarsApply else { return .notApplicable(verticalNotApplicable(context)) }
        let opted = context.commands.filter { $0.content == .custom && $0.axis == .verticalPreferred }
        guard !opted.isEmpty else { return .notApplicable("no custom view opts into the vertical bar") }
        let columnWidth = ToolbarSolver.metrics(for: context.inventory).columnWidth
        var issues = opted.compactMap { command -> ItemFinding? in
            guard let info = command.customView, !info.adaptsToVerticalBar, info.width > columnWidth else {
                return nil
            }
            return ItemFinding(
                commandKey: command.key,
                "custom view \(context.name(command)) opts into the vertical bar but is "
                    + "\(Breakpoint.format(info.width)) pt wide with no vertical layout")
        }
        // Where the solver says a view is clipped in a vertical pose, say where.
        let flagged = Set(issues.compactMap(\.commandKey))
        for input in context.verticalScenarios {
            for view in input.layout.clipped
            where !flagged.contains(view.key) && opted.contains(where: { $0.key == view.key }) {
                issues.append(
                    ItemFinding(
                        commandKey: view.key, scenario: input.scenario.name,
                        "custom view \(view.key) needs \(Breakpoint.format(view.width)) pt but gets "
                            + "\(Breakpoint.format(view.availableWidth)) pt in \(input.scenario.name)"))
            }
        }
        return .from(issues)
    }
}
