import ToolbarModel
import ToolbarSolver

extension ChecklistItem {
    /// Commands reach overflow only because the bar ran out of room.
    static let accidentalOverflow = ChecklistItem(
        ItemDescription(
            id: "accidental-overflow",
            title: "No command overflows by accident",
            rationale: """
                Seed 000: the crowded toolbar "makes overflow accidental. A command ends up in a menu because the \
                toolbar ran out of room, not because you decided that command belonged there." On a screen that \
                expresses a hierarchy, secondary commands moving to overflow is the adapting the seed asks for \
                and is not reported.
                """,
            severity: .error,
            triggering: [
                ItemExample(
                    "No hierarchy; Share and Clear go to overflow for lack of room at 402 pt",
                    Kit.inventory(["undo", "crop", "share", "clear"].enumerated().map {
                        Kit.command($0.element, .primary, order: $0.offset + 1)
                    }),
                    scenarios: [Kit.layout(Kit.portrait, [
                        .shown("undo", .trailing), .shown("crop", .trailing),
                        .overflow("share", .lackOfRoom), .overflow("clear", .lackOfRoom),
                    ])]),
                ItemExample(
                    "Swept from 320 to 700 pt: Share returns to the bar only from 450 pt",
                    Kit.inventory(["undo", "share"].enumerated().map {
                        Kit.command($0.element, .primary, order: $0.offset + 1)
                    }),
                    scenarios: [sweptPortrait]),
            ],
            nonTriggering: [
                ItemExample(
                    "Undo is high priority, so Crop moving to overflow is deliberate adapting",
                    Kit.inventory([
                        Kit.command("undo", .primary, order: 1) { $0.priority = .high },
                        Kit.command("crop", .secondary, order: 2),
                    ]),
                    scenarios: [Kit.layout(Kit.portrait, [
                        .shown("undo", .trailing), .overflow("crop", .lackOfRoom),
                    ])]),
            ]
        )
    ) { context in
        guard !context.scenarios.isEmpty else { return .notApplicable("no scenario layouts to judge") }
        // On a screen with a hierarchy, commands moving to overflow is the adapting the seed asks for.
        guard !context.expressesHierarchy else { return .pass }
        var issues: [ItemFinding] = []
        for input in context.scenarios {
            for command in context.commands {
                guard let widths = input.lackOfRoomWidths(of: command.key) else { continue }
                issues.append(ItemFinding(
                    commandKey: command.key, scenario: input.scenario.name, widthRange: widths,
                    "\(context.name(command)) goes to the overflow menu in \(input.scenario.name) "
                        + "\(widthPhrase(widths)) only because the bar ran out of room"))
            }
        }
        return .from(issues)
    }

    /// "at 402 pt" for one width, "below 489 pt" for a swept range (its upper end is where the
    /// command returns to the bar).
    static func widthPhrase(_ widths: WidthRange) -> String {
        widths.lower == widths.upper ? "at \(widths)" : "below \(Breakpoint.format(widths.upper)) pt"
    }

    /// A portrait layout with a sweep that puts Share in overflow below 450 pt.
    private static let sweptPortrait: ScenarioInput = {
        var input = Kit.layout(Kit.portrait, [.shown("undo", .trailing), .overflow("share", .lackOfRoom)])
        input.sweep = Sweep(
            scenario: Kit.portrait.name, screen: "Editor", from: 320, to: 700,
            initial: [PlacedRegion(key: "undo", region: .trailing), PlacedRegion(key: "share", region: .overflowMenu)],
            breakpoints: [Breakpoint(key: "share", width: 450, below: .overflowMenu, atOrAbove: .trailing)])
        return input
    }()
}
