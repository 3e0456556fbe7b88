import ToolbarModel
import ToolbarSolver

extension ChecklistItem {
    /// Destructive commands are kept out of accidental-tap range.
    static let destructiveInBar = ChecklistItem(
        ItemDescription(
            id: "destructive-in-bar",
            title: "Destructive commands are kept out of the bar",
            rationale: """
                The article "Make SwiftUI Toolbars Work In Resizable iPhone Apps": "Put infrequent or destructive commands \
                in overflow intentionally" and "'Clear Edits' should not live one accidental tap away beside Undo"; its \
                resize questions ask "Are destructive commands kept out of accidental-tap range?" The SwiftUI documentation \
                for ToolbarItemVisibilityPriority names archive and delete as the .low items that leave first.
                """,
            severity: .error,
            triggering: [
                ItemExample(
                    "Clear is visible right after Undo",
                    Kit.inventory([
                        Kit.command("undo", .primary, order: 1),
                        Kit.command("clear", .destructive, order: 2) { $0.role = .destructive }
                    ]),
                    scenarios: [Kit.layout(Kit.wide, [.shown("undo", .trailing), .shown("clear", .trailing)])]),
                ItemExample(
                    "Without layouts: Clear is placed in the trailing bar",
                    Kit.inventory([
                        Kit.command("clear", .destructive, order: 1) { $0.role = .destructive }
                    ]))
            ],
            nonTriggering: [
                ItemExample(
                    "Clear lives in the overflow menu",
                    Kit.inventory([
                        Kit.command("undo", .primary, order: 1),
                        Kit.command("clear", .destructive, .overflowMenu, order: 2) { $0.role = .destructive }
                    ]),
                    scenarios: [Kit.layout(Kit.wide, [.shown("undo", .trailing), .overflow("clear", .deliberate)])])
            ]
        )
    ) { context in
        let destructive = context.commands.filter(\.isDestructive)
        guard !destructive.isEmpty else { return .notApplicable("no destructive command") }
        let primaries = Set(context.commands.filter { $0.classification == .primary }.map(\.key))
        guard !context.scenarios.isEmpty else {
            return .from(
                destructive.filter { $0.placement != .overflowMenu }.map { command in
                    ItemFinding(
                        commandKey: command.key,
                        "destructive \(context.name(command)) is placed in the bar "
                            + "(\(command.placement.rawValue)), not in the overflow menu")
                })
        }
        var issues: [ItemFinding] = []
        let named = context.words(for: destructive)
        for input in context.scenarios {
            // Each bar region's items in order, sorted once per scenario when first needed.
            var regions: [Region: [PlacedItem]] = [:]
            for command in named {
                guard let item = input.layout.items.first(where: { $0.key == command.key }) else { continue }
                let region = regions[item.region] ?? input.items(in: item.region)
                regions[item.region] = region
                let index = region.firstIndex { $0.key == item.key } ?? 0
                let primary = [index - 1, index + 1].first { neighbour in
                    region.indices.contains(neighbour) && primaries.contains(region[neighbour].key)
                }
                let beside = primary.map { " next to primary \(region[$0].key)" } ?? ""
                issues.append(
                    ItemFinding(
                        commandKey: command.key, scenario: input.scenario.name,
                        widthRange: input.width,
                        "destructive \(command.name) is visible in the bar in \(input.scenario.name)\(beside)")
                )
            }
        }
        return .from(issues)
    }
}
