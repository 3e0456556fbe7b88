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
                issues.append(
                    ItemFinding(
                        commandKey: command.key, scenario: input.scenario.name, widthRange: input.width,
                        destructiveInBarMessage(command.name, scenario: input.scenario.name, besidePrimary: primary)))
            }
        }
        return .from(issues)
    }

    /// "destructive Clear is visible in the bar in iphone-17-portrait next to primary undo", written
    /// into one string sized up front: most findings of an audit are this item's (71 of 96 a
    /// screen in the distinct-screen benchmark), and an interpolation grew its string twice.
    static func destructiveInBarMessage(_ name: String, scenario: String, besidePrimary primary: String?) -> String {
        var message = "destructive "
        message.reserveCapacity(64 + name.utf8.count + scenario.utf8.count + (primary?.utf8.count ?? 0))
        message += name
        message += " is visible in the bar in "
        message += scenario
        if let primary {
            message += " next to primary "
            message += primary
        }
        return message
    }

    /// The keys just before and after `item` among the items of its region in drawing order, as
    /// `ScenarioInput.items(in:)` sorts them (order, then key), where `item` is the first of its key:
    /// found in one pass, without sorting a copy of the region per scenario. The items are read in
    /// place, by index (an audit asks this for every destructive command in every scenario).
    static func neighbours(of item: PlacedItem, in items: [PlacedItem]) -> (before: String?, after: String?) {
        items.withUnsafeBufferPointer { items in
            // The first item with `item`'s key in drawing order: its smallest order.
            var targetOrder = item.order
            for index in items.indices
            where items[index].order < targetOrder && items[index].key == item.key
                && items[index].region == item.region
            {
                targetOrder = items[index].order
            }
            /// Whether the item at `index` comes before (order, key) in drawing order.
            func precedes(_ index: Int, _ order: Int, _ key: String) -> Bool {
                items[index].order != order ? items[index].order < order : items[index].key < key
            }
            var before: Int?
            var after: Int?
            var equalToTarget = 0
            for index in items.indices where items[index].region == item.region {
                if precedes(index, targetOrder, item.key) {
                    if before.map({ precedes($0, items[index].order, items[index].key) }) ?? true { before = index }
                } else if items[index].order != targetOrder || items[index].key != item.key {
                    if after.map({ precedes(index, items[$0].order, items[$0].key) }) ?? true { after = index }
                } else {
                    equalToTarget += 1
                }
            }
            // Another item equal to the first one in drawing order comes right after it.
            return (before.map { items[$0].key }, equalToTarget > 1 ? item.key : after.map { items[$0].key })
        }
    }
}
