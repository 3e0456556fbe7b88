import ToolbarModel

// MARK: - The layout a device showed, for the checklist to judge

extension ToolbarSolver {
    /// The layout the device showed, as the checklist judges it: the solver's `layout` for the
    /// scenario the observation stands for, with every command whose place `observed` knows moved
    /// to where it was seen (bar, region and frame; the overflow menu; or hidden). Commands whose
    /// place is not known keep the predicted place. `observedOn` names the device and observation
    /// (``Layout/observedOn``). What an observation cannot show (the title's fate, why an item is
    /// in the menu) stays as predicted; a command that moved into the menu did so for lack of room.
    public static func observedLayout(
        _ inventory: ScreenInventory, predicted layout: Layout, observed: ObservedLayout, observedOn: String
    ) -> Layout {
        var result = layout
        result.observedOn = observedOn
        let titles = Dictionary(inventory.commands.map { ($0.key, $0.title) }) { first, _ in first }
        for place in observed.places {
            guard let predicted = layout.region(of: place.key) else { continue }
            let item = result.items.firstIndex { $0.key == place.key }
            if Region.agrees(
                predicted: predicted, observed: place.region, overflowButtonSeen: observed.hasOverflowButton)
            {
                // The same place: the frame is what the device measured.
                if let item, result.items[item].bar == place.bar {
                    result.items[item].x = place.x ?? result.items[item].x
                    result.items[item].width = place.width ?? result.items[item].width
                    result.items[item].y = place.y ?? result.items[item].y
                    result.items[item].height = place.height ?? result.items[item].height
                }
                continue
            }
            let bar = item.map { result.items[$0].bar } ?? layout.overflowEntry(for: place.key)?.bar ?? .navigationBar
            result.items.removeAll { $0.key == place.key }
            result.overflow.removeAll { $0.key == place.key }
            result.missing.removeAll { $0.key == place.key }
            switch place.region {
            case .overflowMenu:
                result.overflow.append(
                    OverflowEntry(
                        key: place.key, title: titles[place.key] ?? place.key, reason: .lackOfRoom, bar: bar))
            case .hidden, .absent:
                result.missing.append(MissingItem(key: place.key, region: .hidden, reason: .notSeen))
            default:
                if let seen = place.bar, !result.bars.contains(seen) { result.bars.append(seen) }
                result.items.append(
                    PlacedItem(
                        key: place.key, region: place.region, bar: place.bar ?? bar, order: 0, x: place.x,
                        width: place.width,
                        y: place.y, height: place.height))
            }
        }
        // Each bar's items in the order seen (from the leading edge, or the top of the column).
        let bars = Dictionary(layout.bars.enumerated().map { ($1, $0) }) { first, _ in first }
        result.items.sort {
            let left = (bars[$0.bar] ?? Int.max, $0.x ?? $0.y ?? 0)
            let right = (bars[$1.bar] ?? Int.max, $1.x ?? $1.y ?? 0)
            return left < right
        }
        var order: [BarKind: Int] = [:]
        for index in result.items.indices {
            let bar = result.items[index].bar
            result.items[index].order = order[bar, default: 0]
            order[bar, default: 0] += 1
        }
        for index in result.space.indices where result.space[index].bar == .navigationBar {
            result.space[index].hasOverflowButton = observed.hasOverflowButton
        }
        return result
    }
}
