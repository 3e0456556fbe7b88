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
        guard !context.scenarios.isEmpty else {
            return .from(
                destructive.filter { $0.placement != .overflowMenu }.map { command in
                    ItemFinding(
                        commandKey: command.key,
                        "destructive \(context.name(command)) is placed in the bar "
                            + "(\(command.placement.rawValue)), not in the overflow menu")
                })
        }
        // One finding per command, naming every scenario where it is in a bar: the fix (move it to
        // the overflow menu) is the same whatever the scenario, and one finding per scenario buried
        // the rest of the audit (18 of the 47 lines of the demo's Crowded Editor).
        // A screen has a few primaries: looked up by comparing keys, cheaper than hashing them.
        let primaries = context.commands.filter { $0.classification == .primary }
            .map { (key: $0.key, name: context.name($0)) }
        /// The name of the primary command drawn at `index` of `items`, if it is one. The keys are
        /// compared in place (`first(where:)` copied each entry it passed, and the key was copied
        /// out of the layout to be looked up).
        func primary(at index: Int?, in items: UnsafeBufferPointer<PlacedItem>) -> String? {
            guard let index else { return nil }
            for candidate in primaries.indices where primaries[candidate].key == items[index].key {
                return primaries[candidate].name
            }
            return nil
        }
        let named = context.words(for: destructive)
        var sightings = [DestructiveSightings](filling: DestructiveSightings(), count: named.count)
        // Scenarios outside, commands inside: each scenario's layout is read once, in its box
        // (`input.layout` copied the whole layout per scenario: every array retained and released).
        // The items are read in place, by index: an item copied to read its key or order retained
        // and released its key.
        for position in context.scenarios.indices {
            context.scenarios[position].box.layout.items.withUnsafeBufferPointer { items in
                for index in named.indices {
                    guard let found = items.indices.first(where: { items[$0].key == named[index].key }) else {
                        continue
                    }
                    let (before, after) = neighbourIndices(ofItemAt: found, in: items)
                    sightings[index].add(
                        scenario: position,
                        besidePrimary: primary(at: before, in: items) ?? primary(at: after, in: items))
                }
            }
        }
        // The names read in place in the boxes (`$0.scenario` copied each whole scenario).
        let all = context.scenarios.map { $0.box.scenario.name }
        var issues: [ItemFinding] = []
        for (command, seen) in zip(named, sightings) where !seen.scenarios.isEmpty {
            issues.append(
                ItemFinding(commandKey: command.key, destructiveInBarMessage(command.name, seen: seen, all: all)))
        }
        return .from(issues)
    }

    /// Where one destructive command is in a bar: the scenarios in order (by position among those
    /// judged), and how many of them put it beside each primary command (by name, in order of first
    /// sighting).
    struct DestructiveSightings {
        var scenarios: [Int] = []
        var besidePrimary: [(name: String, count: Int)] = []

        mutating func add(scenario: Int, besidePrimary primary: String?) {
            scenarios.append(scenario)
            guard let primary else { return }
            if let index = besidePrimary.firstIndex(where: { $0.name == primary }) {
                besidePrimary[index].count += 1
            } else {
                besidePrimary.append((primary, 1))
            }
        }
    }

    /// "destructive Clear is visible in the bar in 3 of 32 scenarios (ipad-split-half,
    /// iphone-17-landscape, iphone-se-landscape), next to primary Undo in 2 of them". The shorter
    /// list is named — where it is visible, or "all but" where it is not — so the one finding says
    /// all that one finding per scenario said. `all` is every scenario judged, in order.
    static func destructiveInBarMessage(_ name: String, seen: DestructiveSightings, all: [String]) -> String {
        let count = seen.scenarios.count
        var message = "destructive " + name + " is visible in the bar in "
        if count == 1 {
            message += all[seen.scenarios[0]]
        } else if count == all.count {
            message += "all \(count) scenarios"
        } else {
            message += "\(count) of \(all.count) scenarios ("
            if count <= all.count - count {
                message += seen.scenarios.map { all[$0] }.joined(separator: ", ")
            } else {
                var visible = [Bool](filling: false, count: all.count)
                for position in seen.scenarios { visible[position] = true }
                message += "all but " + all.indices.filter { !visible[$0] }.map { all[$0] }.joined(separator: ", ")
            }
            message += ")"
        }
        if let only = seen.besidePrimary.first, seen.besidePrimary.count == 1, only.count == count {
            message += ", next to primary " + only.name
        } else if !seen.besidePrimary.isEmpty {
            message += ", next to primary "
            message += seen.besidePrimary.map { "\($0.name) in \($0.count)" }.joined(separator: " and ") + " of them"
        }
        return message
    }

    /// The positions of the items just before and after the item at `found` among the items of its
    /// region in drawing order, as `ScenarioInput.items(in:)` sorts them (order, then key), taking
    /// the first item with its key: found in one pass, without sorting a copy of the region per
    /// scenario. Every item is read in place through the buffer and compared by index (an audit
    /// asks this for every destructive command in every scenario).
    static func neighbourIndices(ofItemAt found: Int, in items: UnsafeBufferPointer<PlacedItem>) -> (
        before: Int?, after: Int?
    ) {
        let region = items[found].region
        // The first item with the key in drawing order: its smallest order.
        var target = found
        for index in items.indices
        where items[index].order < items[target].order && items[index].key == items[found].key
            && items[index].region == region
        {
            target = index
        }
        /// Whether the item at `lhs` comes before the item at `rhs` in drawing order.
        func precedes(_ lhs: Int, _ rhs: Int) -> Bool {
            items[lhs].order != items[rhs].order ? items[lhs].order < items[rhs].order : items[lhs].key < items[rhs].key
        }
        var before: Int?
        var after: Int?
        var equalToTarget = 0
        for index in items.indices where items[index].region == region {
            if precedes(index, target) {
                if before.map({ precedes($0, index) }) ?? true { before = index }
            } else if items[index].order != items[target].order || items[index].key != items[target].key {
                if after.map({ precedes(index, $0) }) ?? true { after = index }
            } else {
                equalToTarget += 1
            }
        }
        // Another item equal to the first one in drawing order comes right after it: it has the key
        // of the item at `found`.
        return (before, equalToTarget > 1 ? found : after)
    }
}
