import ToolbarModel
import ToolbarSolver

extension ChecklistItem {
    /// A primary command in overflow while a secondary one in the same bar is visible.
    static let primaryHiddenBeforeSecondary = ChecklistItem(
        ItemDescription(
            id: "primary-hidden-before-secondary",
            title: "Primary commands stay visible before secondary ones",
            rationale: """
                The article "Make SwiftUI Toolbars Work In Resizable iPhone Apps" asks while resizing: "Are Undo \
                and Redo visible before optional editing tools?" A primary command that leaves a bar for lack \
                of room while a secondary command in the same bar stays visible inverts the hierarchy: the \
                secondary one could have gone first (SwiftUI documentation, visibilityPriority(_:): \
                lower-priority items move into overflow first). Items in another bar, and a custom view in the \
                principal area such as a status chip, cannot free room for it and are not counted.
                """,
            severity: .error,
            triggering: [
                ItemExample(
                    "Undo is in overflow while Crop, in the same bar, is visible",
                    Kit.inventory([Kit.command("undo", .primary, order: 1), Kit.command("crop", .secondary, order: 2)]),
                    scenarios: [Kit.layout(Kit.portrait, [.shown("crop", .trailing), .overflow("undo", .lackOfRoom)])])
            ],
            nonTriggering: [
                ItemExample(
                    "Crop goes to overflow first",
                    Kit.inventory([Kit.command("undo", .primary, order: 1), Kit.command("crop", .secondary, order: 2)]),
                    scenarios: [Kit.layout(Kit.portrait, [.shown("undo", .trailing), .overflow("crop", .lackOfRoom)])]),
                ItemExample(
                    "Redo overflows from the navigation bar; Filter is in the bottom bar, which has its own room",
                    Kit.inventory([
                        Kit.command("redo", .primary, .topBarLeading, order: 1),
                        Kit.command("filter", .secondary, .bottomBar, order: 2)
                    ]),
                    scenarios: [
                        Kit.layout(Kit.portrait, [.shown("filter", .bottomBar), .overflow("redo", .lackOfRoom)])
                    ]),
                ItemExample(
                    "Redo overflows while the principal status chip stays: the chip is not a command and never "
                        + "overflows",
                    Kit.inventory([
                        Command(
                            key: "status", title: "Edited", content: .custom,
                            customView: CustomViewInfo(width: 72, reactsToActiveState: true),
                            classification: .secondary, placement: .principal, order: 1),
                        Kit.command("redo", .primary, .topBarLeading, order: 2)
                    ]),
                    scenarios: [
                        Kit.layout(Kit.portrait, [.shown("status", .principal), .overflow("redo", .lackOfRoom)])
                    ])
            ]
        )
    ) { context in
        guard !context.scenarios.isEmpty else { return .notApplicable("no scenario layouts to judge") }
        let primaries = context.commands.filter { $0.classification == .primary && !$0.isStatusView }
        let secondaries = context.commands.filter { $0.classification == .secondary && !$0.isStatusView }
        guard !primaries.isEmpty, !secondaries.isEmpty else {
            return .notApplicable("the screen needs both primary and secondary commands for this check")
        }
        var issues: [ItemFinding] = []
        var notes = LackOfRoomNotes(context)
        let primaryNames = context.words(for: primaries)
        let secondaryNames = context.words(for: secondaries)
        // A layout where nothing left for lack of room has no primary to report.
        // Scenarios and commands are read in place, by index: looping over them copied each
        // scenario input and each primary's words (three strings) in every scenario.
        let scenarios = context.scenarios
        for position in scenarios.indices where scenarios[position].overflowsForLackOfRoom {
            for index in primaryNames.indices {
                guard let entry = scenarios[position].layout.overflowEntry(for: primaryNames[index].key),
                    entry.reason == .lackOfRoom
                else {
                    continue
                }
                let primary = primaryNames[index]
                let input = scenarios[position]
                // Only a secondary shown in the bar the primary left could have made room for it.
                let shown = secondaryNames.first { secondary in
                    input.layout.items.contains {
                        $0.key == secondary.key && $0.bar == entry.bar && $0.region != .principal
                    }
                }
                guard let shown else { continue }
                issues.append(
                    ItemFinding(
                        commandKey: primary.key, scenario: input.scenario.name, widthRange: input.width,
                        "primary \(primary.name) leaves the \(barName(entry.bar)) for lack of room in "
                            + "\(input.scenario.name) while secondary \(shown.name) stays in it: "
                            + (context.hierarchyAPIsUnavailable == nil
                                ? "lower \(shown.name)'s priority or raise \(primary.name)'s."
                                : "declare \(primary.name) before \(shown.name) (without "
                                    + "visibilityPriority, which needs the iOS 27 SDK, the trailing-most item leaves first).")
                            + notes.note(for: primary.key, in: input, widths: input.width)))
            }
        }
        return .from(issues)
    }

    /// "navigation bar", "vertical column"… for messages.
    static func barName(_ bar: BarKind) -> String {
        switch bar {
        case .navigationBar: return "navigation bar"
        case .bottomBar: return "bottom bar"
        case .keyboardBar: return "keyboard bar"
        case .verticalColumn: return "vertical column"
        case .horizontalBar: return "horizontal bar"
        }
    }
}
