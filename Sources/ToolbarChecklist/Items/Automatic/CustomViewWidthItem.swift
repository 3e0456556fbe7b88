import ToolbarModel
import ToolbarSolver

extension ChecklistItem {
    /// Custom toolbar content stays small.
    static let customViewWidth = ChecklistItem(
        ItemDescription(
            id: "custom-view-width",
            title: "Custom views stay small",
            rationale: """
                The article "Make SwiftUI Toolbars Work In Resizable iPhone Apps": "keep this kind of custom toolbar content \
                small. A status chip is fine. A whole dashboard in the principal toolbar area is going to become another \
                resizability problem." manaflow-ai/cmux#10376 and #11016 report a wide custom title pushing items into \
                overflow until it was capped at 140 pt; this item uses that \(Int(maximumCustomWidth)) pt.
                """,
            severity: .warning,
            triggering: [
                ItemExample(
                    "A 260 pt dashboard in the principal area",
                    Kit.inventory([
                        Command(
                            key: "dashboard", title: "Dashboard", content: .custom,
                            customView: CustomViewInfo(width: 260, reactsToActiveState: true),
                            classification: .secondary, placement: .principal, order: 1)
                    ]))
            ],
            nonTriggering: [
                ItemExample(
                    "An 80 pt status chip",
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
            guard let width = command.customView?.width, width > maximumCustomWidth else { return nil }
            return ItemFinding(
                commandKey: command.key,
                "custom view \(context.name(command)) is \(Breakpoint.format(width)) pt wide, more than "
                    + "\(Int(maximumCustomWidth)) pt: it will push other items into overflow")
        }
    }

    /// The widest custom view accepted, in points [E] (cmux#11016).
    static let maximumCustomWidth = 140.0
}
