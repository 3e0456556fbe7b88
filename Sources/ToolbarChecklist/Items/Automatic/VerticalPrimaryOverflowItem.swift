import ToolbarModel
import ToolbarSolver

extension ChecklistItem {
    /// No primary command in overflow in a vertical-bar pose.
    static let verticalPrimaryOverflow = ChecklistItem(
        ItemDescription(
            id: "vertical-primary-overflow",
            title: "Important commands stay visible in vertical bars",
            rationale: """
                The guide "Prepare your toolbars for vertical layout": "Items overflow most often on the outer \
                display in landscape, and also when other interface competes for the space, such as the \
                keyboard" — check "that the items you consider essential are visible rather than buried in \
                overflow." A primary, essential, pinned or high-priority command that leaves the vertical \
                column for lack of room is reported with the points it needs and what would bring it back.
                """,
            severity: .error,
            triggering: [
                ItemExample(
                    "Undo overflows on the outer display",
                    Kit.inventory([Kit.command("undo", .primary, order: 1)]),
                    scenarios: [Kit.layout(Kit.foldable, [.overflow("undo", .lackOfRoom)])])
            ],
            nonTriggering: [
                ItemExample(
                    "Undo stays in the column",
                    Kit.inventory([Kit.command("undo", .primary, order: 1)]),
                    scenarios: [Kit.layout(Kit.foldable, [.shown("undo", .verticalColumn)])])
            ]
        )
    ) { context in
        guard context.verticalBarsApply else { return .notApplicable(verticalNotApplicable(context)) }
        let vertical = context.verticalScenarios
        guard !vertical.isEmpty else { return .notApplicable("no vertical-bar scenario applies") }
        var issues: [ItemFinding] = []
        var notes = LackOfRoomNotes(context)
        // A closure, not `context.isImportant`: the method as a value captured a copy of the context.
        let important = context.words(for: context.commands.filter { context.isImportant($0) })
        // A layout where nothing left for lack of room has no command to report. The scenario's
        // fields are read in place in the input's box (`input.scenario` copied it at each use);
        // the layout is asked through `input.layout`, which the compiler borrows (asked through
        // `input.box.layout`, it was copied for the call).
        for input in vertical where input.overflowsForLackOfRoom {
            // The commands' words read in place, by index: looping over them copied each (three
            // strings) in every scenario.
            for index in important.indices where input.layout.overflowReason(for: important[index].key) == .lackOfRoom {
                let command = important[index]
                let name = input.box.scenario.name
                let width = WidthRange(at: input.box.scenario.width)
                issues.append(
                    ItemFinding(
                        commandKey: command.key, scenario: name, widthRange: width,
                        "\(command.importance) \(command.name) leaves the vertical column for lack "
                            + "of room in \(name)."
                            + notes.note(for: command.key, in: input, widths: width)))
            }
        }
        return .from(issues)
    }
}
