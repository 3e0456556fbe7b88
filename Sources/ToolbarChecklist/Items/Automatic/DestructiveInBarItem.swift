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
            for command in named {
                guard let item = input.layout.items.first(where: { $0.key == command.key }) else { continue }
                let (before, after) = neighbours(of: item, in: input.layout.items)
                let primary = [before, after].lazy.compactMap { $0 }.first(where: primaries.contains)
                let beside = primary.map { " next to primary \($0)" } ?? ""
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

    /// The keys just before and after `item` among the items of its region in drawing order, as
    /// `ScenarioInput.items(in:)` sorts them (order, then key), where `item` is the first of its key:
    /// found in one pass, without sorting a copy of the region per scenario.
    static func neighbours(of item: PlacedItem, in items: [PlacedItem]) -> (before: String?, after: String?) {
        // The first item with `item`'s key in drawing order: its smallest order.
        var target = (order: item.order, key: item.key)
        for other in items where other.region == item.region && other.key == item.key && other.order < target.order {
            target.order = other.order
        }
        var before: (order: Int, key: String)?
        var after: (order: Int, key: String)?
        var equalToTarget = 0
        for other in items where other.region == item.region {
            let position = (order: other.order, key: other.key)
            if position < target {
                if before.map({ $0 < position }) ?? true { before = position }
            } else if target < position {
                if after.map({ position < $0 }) ?? true { after = position }
            } else {
                equalToTarget += 1
            }
        }
        // Another item equal to the first one in drawing order comes right after it.
        return (before?.key, equalToTarget > 1 ? target.key : after?.key)
    }
}
