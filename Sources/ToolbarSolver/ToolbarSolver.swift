import ToolbarModel

/// The layout solver: pure functions from a screen's records and a scenario to the layout the
/// system is predicted to produce. See docs/solver.md.
public enum ToolbarSolver {
    /// The metrics that apply to `inventory`: its app's linked SDK, with the screen's padding removal.
    public static func metrics(for inventory: ScreenInventory) -> BarMetrics {
        BarMetrics.forSDK(inventory.app.linkedSDK, paddingRemoved: inventory.screen.paddingRemoved)
    }

    /// The metrics that apply to `inventory` with the numbers a team pinned (`MetricPins`).
    public static func metrics(for inventory: ScreenInventory, pins: MetricPins) -> BarMetrics {
        pins.isEmpty ? metrics(for: inventory) : pins.apply(to: metrics(for: inventory), sdk: inventory.app.linkedSDK)
    }

    /// Predicts the screen's toolbar in `scenario`.
    public static func solve(_ inventory: ScreenInventory, in scenario: Scenario, metrics: BarMetrics? = nil)
        -> Layout {
        var preparation = Preparation(inventory: inventory, scenario: scenario,
                                      metrics: metrics ?? Self.metrics(for: inventory))
        return assemble(&preparation, width: scenario.width, height: scenario.height)
    }

    // MARK: - Assembly

    /// Fits every bar at this window size and writes the layout.
    static func assemble(_ prep: inout Preparation, width: Double, height: Double) -> Layout {
        let commands = prep.context.inventory.commands
        let metrics = prep.context.metrics
        var items: [PlacedItem] = []
        var room: [OverflowEntry] = []
        var search: [OverflowEntry] = []
        var bars: [BarKind] = []
        var space: [BarSpace] = []
        var title = TitleFate(state: prep.fixedTitle ?? .shown, width: 0, neededWidth: prep.titleNeed)
        if let fixed = prep.fixedTitle, fixed == .large { title.width = prep.titleNeed }
        items.reserveCapacity(commands.count)

        for planIndex in prep.plans.indices {
            let placed = prep.plans[planIndex]
            let plan = placed.plan
            let length = plan.vertical ? height : width
            let available = max(0, length - placed.offset)
            let fit = plan.fit(available)
            var visible = [Bool](repeating: true, count: plan.slots.count)
            for step in 0..<fit.removed { visible[plan.removalOrder[step]] = false }
            if fit.removed > 0 {
                prep.context.rules.insert(.overflowByPriority)
                if plan.vertical {
                    prep.context.rules.insert(.verticalOverflowBottomUp)
                    prep.context.rules.insert(.verticalGroupsBeforeSingles)
                    prep.context.rules.insert(.verticalNavigationAndPinnedLast)
                } else {
                    prep.context.rules.insert(.overflowTieTrailingFirst)
                }
            }
            if fit.overflowButton { prep.context.rules.insert(.overflowButtonCounted) }
            for (index, slot) in plan.slots.enumerated() where !visible[index] {
                let reason = slot.removal == .last ? plan.lastReason : .lackOfRoom
                let blank = commands[slot.command].content == .custom
                if blank { prep.context.rules.insert(.customViewBlankInOverflow) }
                let entry = OverflowEntry(key: commands[slot.command].key,
                                          title: blank ? "" : commands[slot.command].title,
                                          reason: reason, bar: plan.bar, isBlank: blank)
                if reason == .searchActive { search.append(entry) } else { room.append(entry) }
            }
            if plan.vertical {
                placeColumn(placed, visible: visible, commands: commands, metrics: metrics, into: &items)
            } else {
                placeRow(placed, visible: visible, available: available, used: fit.used, commands: commands,
                         into: &items)
            }
            bars.append(plan.bar)
            space.append(BarSpace(bar: plan.bar, available: available, used: fit.used,
                                  hasBackButton: placed.backSize > 0, hasOverflowButton: fit.overflowButton,
                                  searchWidth: placed.searchSize))
            if plan.bar == prep.titleBar, prep.fixedTitle == nil {
                let reserve = min(prep.titleNeed, metrics.titleMinimumWidth)
                let leftover = available - fit.used + reserve - (reserve > 0 ? 0 : plan.gap)
                let given = min(prep.titleNeed, max(0, leftover))
                if given >= prep.titleNeed - BarPlan.tolerance {
                    title = TitleFate(state: .shown, width: prep.titleNeed, neededWidth: prep.titleNeed)
                } else if given >= 2 * metrics.averageGlyphWidth {
                    title = TitleFate(state: .truncated, width: given, neededWidth: prep.titleNeed)
                } else {
                    title = TitleFate(state: .hidden, width: 0, neededWidth: prep.titleNeed)
                }
            }
        }

        var overflow: [OverflowEntry] = []
        overflow.reserveCapacity(prep.menu.count + room.count + search.count)
        for (index, reason) in prep.menu {
            let content = commands[index].content
            let blank = content == .custom
            if blank { prep.context.rules.insert(.customViewBlankInOverflow) }
            overflow.append(OverflowEntry(key: commands[index].key, title: blank ? "" : commands[index].title,
                                          reason: reason, bar: prep.menuBar, isDivider: content == .divider,
                                          isBlank: blank))
        }
        overflow += room
        overflow += search
        return Layout(scenario: prep.context.scenario.name, screen: prep.context.inventory.screen.name, bars: bars,
                      items: items, overflow: overflow, missing: prep.missing, title: title, space: space,
                      clipped: prep.clipped, rules: prep.context.rules.fired,
                      windowWidth: width, windowHeight: height)
    }

    // MARK: - Positions

    /// One thing drawn in a row: a slot (`slot >= 0`) or a fixed unit such as the overflow button.
    struct Element {
        var slot: Int
        var size: Double
        /// Background id; `-1` for spacers; below `-1` for fixed units drawn on their own.
        var capsule: Int
        var side: BarSide
    }

    /// Lays out one side's elements from 0 with the same padding and gaps the plan counts, writing
    /// each element's x into `xs`; returns the side's width.
    static func run(_ elements: [Element], side: BarSide, plan: BarPlan, flexShare: Double, xs: inout [Double])
        -> Double {
        var x = 0.0
        var open: Int?
        var units = 0
        for index in elements.indices where elements[index].side == side {
            let element = elements[index]
            if element.capsule == -1 {
                if open != nil { x += plan.capsulePadding; open = nil }
                xs[index] = x
                x += element.size + (element.slot >= 0 && plan.slots[element.slot].isFlexibleSpacer ? flexShare : 0)
                continue
            }
            if element.capsule != open || element.capsule < -1 {
                if open != nil { x += plan.capsulePadding; open = nil }
                if units > 0 { x += plan.gap }
                units += 1
                if element.capsule >= 0 {
                    x += plan.capsulePadding
                    open = element.capsule
                }
            }
            xs[index] = x
            x += element.size
        }
        if open != nil { x += plan.capsulePadding }
        return x
    }

    /// Places a horizontal bar's shown items: leading side from the start, trailing side against the end,
    /// middle items centred.
    static func placeRow(_ placed: PlacedPlan, visible: [Bool], available: Double, used: Double,
                         commands: [Command], into items: inout [PlacedItem]) {
        let plan = placed.plan
        var flexible = 0
        for (index, slot) in plan.slots.enumerated() where visible[index] && slot.isFlexibleSpacer { flexible += 1 }
        let flexShare = flexible > 0 ? max(0, available - used) / Double(flexible) : 0
        var elements: [Element] = []
        elements.reserveCapacity(plan.slots.count + 4)
        if placed.backSize > 0 {
            elements.append(Element(slot: -1, size: placed.backSize, capsule: -2, side: .leading))
        }
        if placed.searchSize > 0, placed.searchSide != .trailing {
            elements.append(Element(slot: -1, size: placed.searchSize, capsule: -3, side: placed.searchSide))
        }
        var overflowAdded = !(plan.overflowAlways || visible.contains(false))
        func addOverflowButton() {
            elements.append(Element(slot: -1, size: plan.overflowButtonSize, capsule: -4, side: .trailing))
            if placed.searchSize > 0, placed.searchSide == .trailing {
                elements.append(Element(slot: -1, size: placed.searchSize, capsule: -5, side: .trailing))
            }
            overflowAdded = true
        }
        for (index, slot) in plan.slots.enumerated() where visible[index] {
            if slot.region == .pinnedTrailing, !overflowAdded { addOverflowButton() }
            elements.append(Element(slot: index, size: slot.size, capsule: slot.capsule, side: slot.side))
        }
        if !overflowAdded { addOverflowButton() }
        var xs = [Double](repeating: 0, count: elements.count)
        let leading = run(elements, side: .leading, plan: plan, flexShare: flexShare, xs: &xs)
        let middle = run(elements, side: .middle, plan: plan, flexShare: flexShare, xs: &xs)
        let trailing = run(elements, side: .trailing, plan: plan, flexShare: flexShare, xs: &xs)
        let middleStart = max(placed.start + leading + (leading > 0 ? plan.gap : 0),
                              placed.start + (available - middle) / 2)
        let trailingStart = placed.start + available - trailing
        var orders = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        for side in [BarSide.leading, .middle, .trailing] {
            let origin = side == .leading ? placed.start : side == .middle ? middleStart : trailingStart
            for (index, element) in elements.enumerated() where element.side == side && element.slot >= 0 {
                let slot = plan.slots[element.slot]
                let order = withUnsafeMutableBytes(of: &orders) { raw in
                    let counts = raw.bindMemory(to: Int.self)
                    let ordinal = Int(unsafeBitCast(slot.region, to: UInt8.self))
                    defer { counts[ordinal] += 1 }
                    return counts[ordinal]
                }
                let size = element.size + (slot.isFlexibleSpacer ? flexShare : 0)
                items.append(PlacedItem(key: commands[slot.command].key, region: slot.region, bar: plan.bar,
                                        order: order, x: origin + xs[index], width: size))
            }
        }
    }

    /// Places the column's shown items from the top: navigation, prominent, other top items, a gap,
    /// then the bottom-bar items.
    static func placeColumn(_ placed: PlacedPlan, visible: [Bool], commands: [Command], metrics: BarMetrics,
                            into items: inout [PlacedItem]) {
        let plan = placed.plan
        var y = placed.start
        if placed.backSize > 0 { y += placed.backSize + plan.gap }
        var inBottom = false
        var order = 0
        for (index, slot) in plan.slots.enumerated() where visible[index] {
            if slot.side == .trailing, !inBottom {
                inBottom = true
                if order > 0 { y += metrics.columnSectionGap }
            }
            items.append(PlacedItem(key: commands[slot.command].key, region: .verticalColumn, bar: plan.bar,
                                    order: order, y: y, height: slot.size))
            order += 1
            y += slot.size + (slot.size > 0 ? plan.gap : 0)
        }
    }
}
