import ToolbarModel
import ToolbarSolver

extension ChecklistItem {
    /// An important command leaves the bar for lack of room at a width people use.
    static let accidentalOverflow = ChecklistItem(
        ItemDescription(
            id: "accidental-overflow",
            title: "Important commands never overflow for lack of room at widths people use",
            rationale: """
                The article "Make SwiftUI Toolbars Work In Resizable iPhone Apps" warns that a crowded toolbar \
                "makes overflow accidental. A command ends up in a menu because the toolbar ran out of room, not \
                because you decided that command belonged there." In the WWDC26 session "What's new in SwiftUI" \
                Undo, Redo and Share end up in overflow on iPhone until they are given a priority or pinned; \
                LoopKit/Loop#2513 and #2524 report Settings unreachable at 360 and 375 pt once built with the iOS \
                27 SDK. Secondary and overflow commands adapting is what the system should do and is not \
                reported. A primary, essential, pinned or high-priority command that leaves the bar for lack \
                of room at a width people use — any iPhone's portrait width (320–440 pt), any width of an \
                iPhone app on iPad or in iPhone Mirroring, and every device and window among the app's \
                scenarios — is always reported, with the widths, however much hierarchy the screen expresses: \
                a priority only orders who leaves first. The foldable's vertical column has its own check \
                (vertical-primary-overflow).
                """,
            severity: .error,
            triggering: [
                ItemExample(
                    "Share is primary and goes to overflow for lack of room at 402 pt",
                    Kit.inventory(
                        ["undo", "crop", "share", "clear"].enumerated().map {
                            Kit.command($0.element, $0.element == "share" ? .primary : .secondary, order: $0.offset + 1)
                        }),
                    scenarios: [
                        Kit.layout(
                            Kit.portrait,
                            [
                                .shown("undo", .trailing), .shown("crop", .trailing),
                                .overflow("share", .lackOfRoom), .overflow("clear", .lackOfRoom)
                            ])
                    ]),
                ItemExample(
                    "Redo is in a high-priority group and still leaves the bar below 384 pt",
                    Kit.inventory(
                        groups: [ToolbarGroup(name: "undo-redo", placement: .topBarLeading, priority: .high)],
                        [
                            Kit.command("undo", .primary, .topBarLeading, order: 1) { $0.group = "undo-redo" },
                            Kit.command("redo", .primary, .topBarLeading, order: 2) { $0.group = "undo-redo" }
                        ]),
                    scenarios: [sweptPortrait])
            ],
            nonTriggering: [
                ItemExample(
                    "Crop is secondary: moving to overflow is the adapting the system should do",
                    Kit.inventory([
                        Kit.command("undo", .primary, order: 1) { $0.priority = .high },
                        Kit.command("crop", .secondary, order: 2)
                    ]),
                    scenarios: [
                        Kit.layout(
                            Kit.portrait,
                            [
                                .shown("undo", .trailing), .overflow("crop", .lackOfRoom)
                            ])
                    ]),
                ItemExample(
                    "Undo leaves the bar only below 300 pt, narrower than any iPhone",
                    Kit.inventory([
                        Kit.command("undo", .primary, order: 1), Kit.command("redo", .primary, order: 2)
                    ]),
                    scenarios: [narrowOnly])
            ]
        )
    ) { context in
        guard !context.scenarios.isEmpty else { return .notApplicable("no scenario layouts to judge") }
        // A closure, not `context.isImportant`: the method as a value captured a copy of the context.
        let important = context.commands.filter { context.isImportant($0) }
        guard !important.isEmpty else {
            return .notApplicable("no primary, essential, pinned or high-priority command")
        }
        var issues: [ItemFinding] = []
        var notes = LackOfRoomNotes(context)
        let named = context.words(for: important)
        // A scenario without horizontal bars to judge, or where nothing leaves for lack of room,
        // gives no widths for any command.
        // Scenarios and commands are read in place, by index: looping over them copied each
        // scenario input and each command's words (three strings) in every scenario.
        let scenarios = context.scenarios
        for position in scenarios.indices where scenarios[position].mayLackRoomAtWidthsPeopleUse {
            for index in named.indices {
                guard let widths = scenarios[position].uncheckedLackOfRoomWidthsPeopleUse(of: named[index].key) else {
                    continue
                }
                let command = named[index]
                let input = scenarios[position]
                let phones = input.scenario.target == .iPhone ? WidthsPeopleUse.phonePhrase(widths) : ""
                issues.append(
                    ItemFinding(
                        commandKey: command.key, scenario: input.scenario.name, widthRange: widths,
                        "\(command.importance) \(command.name) leaves the bar for lack of room "
                            + "in \(input.scenario.name) \(widthPhrase(widths))" + (phones.isEmpty ? "" : ", \(phones)")
                            + "." + notes.note(for: command.key, in: input, widths: widths)))
            }
        }
        return .from(issues)
    }

    /// "at 402 pt" for one width, "below 489 pt" for a swept range (its upper end is where the
    /// command returns to the bar).
    static func widthPhrase(_ widths: WidthRange) -> String {
        widths.lower == widths.upper ? "at \(widths)" : "below \(Breakpoint.format(widths.upper)) pt"
    }

    /// A portrait layout with a sweep that puts Redo in overflow below 384 pt.
    private static let sweptPortrait: ScenarioInput = {
        var input = Kit.layout(Kit.portrait, [.shown("undo", .leading), .shown("redo", .leading)])
        input.sweep = Sweep(
            scenario: Kit.portrait.name, screen: "Editor", from: 320, to: 700,
            initial: [PlacedRegion(key: "undo", region: .leading), PlacedRegion(key: "redo", region: .overflowMenu)],
            breakpoints: [Breakpoint(key: "redo", width: 384, below: .overflowMenu, atOrAbove: .leading)])
        return input
    }()

    /// A portrait layout swept from 280 pt that loses Undo only below 300 pt.
    private static let narrowOnly: ScenarioInput = {
        var input = Kit.layout(Kit.portrait, [.shown("undo", .trailing), .shown("redo", .trailing)])
        input.sweep = Sweep(
            scenario: Kit.portrait.name, screen: "Editor", from: 280, to: 700,
            initial: [PlacedRegion(key: "undo", region: .overflowMenu), PlacedRegion(key: "redo", region: .trailing)],
            breakpoints: [Breakpoint(key: "undo", width: 300, below: .overflowMenu, atOrAbove: .trailing)])
        return input
    }()
}
