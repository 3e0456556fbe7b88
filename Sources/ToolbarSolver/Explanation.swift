import ToolbarModel

// MARK: - A bar's width budget

/// One line of a bar's budget: something that takes room.
public struct BudgetLine: Codable, Hashable, Sendable {
    /// What takes the room.
    public enum Kind: String, Codable, Hashable, Sendable, CaseIterable {
        /// The two side margins (or the column's two end margins).
        case margins
        /// The vertical column's width, taken from a horizontal bar on a vertical pose.
        case verticalColumn
        /// Picture in picture.
        case pictureInPicture
        /// The software keyboard (column).
        case keyboard
        /// The tab bar (column).
        case tabBar
        /// The system back button.
        case backButton
        /// The search button or active field.
        case search
        /// The overflow (`⋯`) button's own width.
        case overflowButton
        /// One shown item's own width, without the SDK's padding.
        case item
        /// A principal item: it never leaves the bar.
        case principal
        /// The linked SDK's padding on every shown item (iOS 27), all items together.
        case itemPadding
        /// Padding at both ends of every shared background, all backgrounds together.
        case capsulePadding
        /// Gaps between backgrounds (or between items in the column), all together.
        case gaps
        /// What the inline title keeps before items overflow.
        case titleMinimum
        /// The gap between top-bar and bottom-bar items in the column.
        case sectionGap
    }

    /// What takes the room.
    public var kind: Kind
    /// How much, in points.
    public var points: Double
    /// The command, for `item` and `principal`.
    public var key: String?
    /// How many things the line adds up (padded items, backgrounds, gaps), when more than one.
    public var count: Int?
    /// The estimate the number rests on, when it is one.
    public var estimate: Estimate?

    public init(kind: Kind, points: Double, key: String? = nil, count: Int? = nil, estimate: Estimate? = nil) {
        self.kind = kind
        self.points = points
        self.key = key
        self.count = count
        self.estimate = estimate
    }
}

/// How one bar's length is spent: `window − reserved = available`, and the lines of `used`
/// add up to what the shown content takes (`BarSpace.used`).
public struct WidthBudget: Codable, Hashable, Sendable {
    /// The bar.
    public var bar: BarKind
    /// The window's width (horizontal bars) or height (the column), in points.
    public var window: Double
    /// What the bar gives up before items: margins, the column, picture in picture, keyboard, tab bar.
    public var reserved: [BudgetLine]
    /// What is left for the bar's content.
    public var available: Double
    /// What the shown content takes, line by line.
    public var used: [BudgetLine]
    /// The sum of `used`.
    public var usedTotal: Double

    public init(
        bar: BarKind, window: Double, reserved: [BudgetLine], available: Double, used: [BudgetLine],
        usedTotal: Double
    ) {
        self.bar = bar
        self.window = window
        self.reserved = reserved
        self.available = available
        self.used = used
        self.usedTotal = usedTotal
    }

    /// Whether the shown content takes more than there is (only items that never leave remain).
    public var isOverfull: Bool { BarSpace.overfills(usedTotal, available) }
}

// MARK: - Why a command left, and what brings it back

/// A change that would bring a command back, tried by solving again.
public struct Remedy: Codable, Hashable, Sendable {
    /// The kind of change.
    public enum Kind: String, Codable, Hashable, Sendable, CaseIterable {
        /// Remove the iOS 27 SDK's item padding (`contentMarginsRemoved()` / `isPaddingRemoved`).
        case removePadding
        /// Make a shown custom view (a principal status chip, say) narrower.
        case narrowCustomView
        /// Give another shown item a lower priority, so it leaves first.
        case lowerPriority
        /// Give the command (or its group) a higher priority.
        case raisePriority
        /// Let toolbar items win over the tab bar in the column.
        case compressTabBar
    }

    /// The kind of change.
    public var kind: Kind
    /// The command changed (its group's priority for a grouped command without its own); `nil` for
    /// a screen-wide change.
    public var key: String?
    /// The group changed, when the priority is the group's.
    public var group: String?
    /// The new priority, for priority changes.
    public var priority: String?
    /// The custom view's width now and the width that is enough, for `narrowCustomView`.
    public var fromWidth: Double?
    public var toWidth: Double?
    /// The window width (height in the column) from which the command is back after the change.
    public var returnsAt: Double
    /// Solving again with the change keeps the command in its bar at this width.
    public var keepsIt: Bool
    /// Commands shown before the change that the change sends to the overflow menu instead.
    public var displaces: [String]

    public init(
        kind: Kind, key: String? = nil, group: String? = nil, priority: String? = nil,
        fromWidth: Double? = nil, toWidth: Double? = nil, returnsAt: Double, keepsIt: Bool,
        displaces: [String] = []
    ) {
        self.kind = kind
        self.key = key
        self.group = group
        self.priority = priority
        self.fromWidth = fromWidth
        self.toWidth = toWidth
        self.returnsAt = returnsAt
        self.keepsIt = keepsIt
        self.displaces = displaces
    }
}

/// Why one command is in the overflow menu for lack of room (or with search active) and what
/// would bring it back.
public struct Shortfall: Codable, Hashable, Sendable {
    /// The command key.
    public var key: String
    /// The bar it left.
    public var bar: BarKind
    /// The window's width (height for the column) it was judged at, in points.
    public var at: Double
    /// How many more points its bar needs for it to come back.
    public var needs: Double
    /// The window width (height for the column) from which it is back.
    public var returnsAt: Double
    /// Why it left (`lackOfRoom`, or `searchActive` for a pinned item).
    public var reason: OverflowReason
    /// Changes that would bring it back, those that do at this width first.
    public var remedies: [Remedy]

    public init(
        key: String, bar: BarKind, at: Double, needs: Double, returnsAt: Double, reason: OverflowReason,
        remedies: [Remedy]
    ) {
        self.key = key
        self.bar = bar
        self.at = at
        self.needs = needs
        self.returnsAt = returnsAt
        self.reason = reason
        self.remedies = remedies
    }
}

/// Everything `solve` can say about why its layout is what it is: each bar's budget, each
/// command that left for lack of room with what would bring it back, and the estimates used.
public struct LayoutExplanation: Codable, Hashable, Sendable {
    /// The scenario's name.
    public var scenario: String
    /// The screen's name.
    public var screen: String
    /// One budget per bar, in the layout's bar order.
    public var budgets: [WidthBudget]
    /// One per command in the overflow menu for lack of room or active search, in menu order.
    public var shortfalls: [Shortfall]
    /// Every estimate with its range as used (pinned ones have none).
    public var estimates: [EstimateRange]

    public init(
        scenario: String, screen: String, budgets: [WidthBudget], shortfalls: [Shortfall],
        estimates: [EstimateRange]
    ) {
        self.scenario = scenario
        self.screen = screen
        self.budgets = budgets
        self.shortfalls = shortfalls
        self.estimates = estimates
    }

    /// The shortfall of `key`, if it left its bar for lack of room.
    public func shortfall(of key: String) -> Shortfall? { shortfalls.first { $0.key == key } }

    /// The budget of `bar`.
    public func budget(of bar: BarKind) -> WidthBudget? { budgets.first { $0.bar == bar } }
}

// MARK: - Computing them

extension ToolbarSolver {
    /// Explains `solve(inventory, in: scenario)`: every bar's budget and, for every command in the
    /// overflow menu for lack of room, how many points it needs and which changes bring it back
    /// (each tried by solving again).
    public static func explain(_ inventory: ScreenInventory, in scenario: Scenario, pins: MetricPins = .none)
        -> LayoutExplanation
    {
        LayoutExplainer(inventory, in: scenario, pins: pins).explanation
    }

    /// The budget of one placed bar as it is fitted at `window`.
    static func budget(_ placed: PlacedPlan, window: Double, prep: Preparation) -> WidthBudget {
        let plan = placed.plan
        let metrics = prep.context.metrics
        let commands = prep.context.inventory.commands
        let parts = placed.reserve
        var reserved: [BudgetLine] = []
        func reserve(_ kind: BudgetLine.Kind, _ points: Double, _ estimate: Estimate? = nil) {
            if points > 0 { reserved.append(BudgetLine(kind: kind, points: points, count: nil, estimate: estimate)) }
        }
        reserve(.margins, parts.margins)
        reserve(.verticalColumn, parts.column)
        reserve(
            .pictureInPicture, parts.pictureInPicture,
            plan.vertical ? .pictureInPictureHeight : .pictureInPictureWidth)
        reserve(.keyboard, parts.keyboard, .keyboardHeight)
        let compressed = prep.context.inventory.screen.verticalCompression == .prefersToolbarItems
        reserve(.tabBar, parts.tabBar, compressed ? .columnCompressedTabBarLength : .columnTabBarLength)
        let available = max(0, window - placed.offset)
        let fit = plan.settle(available)
        let visible = fit.visible

        var used: [BudgetLine] = []
        var padded = 0
        var capsules = Set<Int>()
        var units = plan.fixedUnits
        if placed.backSize > 0 {
            used.append(BudgetLine(kind: .backButton, points: placed.backSize))
        }
        let button = metrics.symbolWidth + 2 * metrics.itemPadding + 2 * metrics.capsulePadding
        if placed.searchSize > 0 {
            if !plan.vertical, abs(placed.searchSize - button) < 1e-9 {
                used.append(BudgetLine(kind: .search, points: metrics.symbolWidth))
                padded += 1
                capsules.insert(-3)
            } else {
                used.append(
                    BudgetLine(
                        kind: .search, points: placed.searchSize,
                        estimate: prep.context.scenario.searchActive ? .searchFieldWidth : nil))
            }
        }
        // Besides the back button and search, the fixed length is the title's reserve.
        let otherFixed = plan.fixedSize - placed.backSize - placed.searchSize
        for (index, slot) in plan.slots.enumerated() where visible[index] {
            let content = commands[slot.command].content
            let padding =
                !plan.vertical && (content == .symbol || content == .symbolAndText || content == .text)
                ? 2 * metrics.itemPadding : 0
            if padding > 0 { padded += 1 }
            if slot.capsule >= 0 { capsules.insert(slot.capsule) }
            guard content != .spacer || slot.size > 0 else { continue }
            let estimate: Estimate? =
                content == .custom
                    && commands[slot.command].customView?.widthSource == .estimated
                ? .customViewWidth
                : content == .text && !plan.vertical
                    ? (commands[slot.command].titleUnknown ? .unknownTitleColumns : .averageGlyphWidth)
                    : content == .spacer ? .fixedSpacerWidth : nil
            used.append(
                BudgetLine(
                    kind: slot.region == .principal ? .principal : .item, points: slot.size - padding,
                    key: commands[slot.command].key, estimate: estimate))
        }
        if fit.overflowButton {
            if plan.vertical {
                used.append(BudgetLine(kind: .overflowButton, points: plan.overflowButtonSize))
            } else {
                used.append(BudgetLine(kind: .overflowButton, points: metrics.symbolWidth))
                padded += 1
                capsules.insert(-4)
            }
            units += 1
        }
        if padded > 0, metrics.itemPadding > 0 {
            used.append(
                BudgetLine(
                    kind: .itemPadding, points: Double(padded) * 2 * metrics.itemPadding,
                    count: padded, estimate: .itemPadding))
        }
        let realCapsules = capsules.filter { $0 >= 0 }.count
        if plan.capsulePadding > 0, !capsules.isEmpty {
            used.append(
                BudgetLine(
                    kind: .capsulePadding, points: Double(capsules.count) * 2 * plan.capsulePadding,
                    count: capsules.count, estimate: .capsulePadding))
        }
        if otherFixed > BarPlan.tolerance {
            used.append(BudgetLine(kind: .titleMinimum, points: otherFixed, estimate: .titleMinimumWidth))
        }
        let shownItems = plan.slots.indices.filter { visible[$0] && !plan.slots[$0].isSpacer }
        if plan.sectionGap > 0, shownItems.contains(where: { plan.slots[$0].side == .trailing }),
            shownItems.contains(where: { plan.slots[$0].side != .trailing })
        {
            used.append(BudgetLine(kind: .sectionGap, points: plan.sectionGap, estimate: .columnSectionGap))
        }
        units += realCapsules
        let gaps = max(0, units - 1)
        if gaps > 0, plan.gap > 0 {
            used.append(
                BudgetLine(
                    kind: .gaps, points: Double(gaps) * plan.gap, count: gaps,
                    estimate: plan.vertical ? .columnItemSpacing : .groupGap))
        }
        return WidthBudget(
            bar: plan.bar, window: window, reserved: reserved, available: available, used: used,
            usedTotal: fit.used)
    }

    /// Changes that would bring the command at `index` back into `bar`, each tried by solving again:
    /// removing the iOS 27 padding, narrowing a shown custom view, raising the command's priority,
    /// giving the tab bar's room to toolbar items, and lowering the priority of the shown items
    /// that would leave next (at most two, least important first; they then leave instead).
    /// `prep` is `inventory` prepared in `scenario` with `pins` (the one `layout` was assembled from),
    /// `threshold` the width below which the command leaves it (``Preparation/threshold(of:)``, which
    /// the caller has read), and `facts` the inventory's facts, when the caller keeps them.
    static func remedies(
        for index: Int, bar: BarKind, in inventory: ScreenInventory, scenario: Scenario,
        pins: MetricPins, prep: Preparation, layout: Layout, window: Double, threshold: Double,
        facts: SharedFacts? = nil
    ) -> [Remedy] {
        let commands = inventory.commands
        let command = commands[index]
        // Whether a key is shown, as a flag on the first command with that key: what sets of the
        // keys answered, without hashing them for every change tried. No change below alters a
        // command's key or position. Looked up among the keys alone (a debug build copies a whole
        // command per subscript read). Where no two commands share a key (known from the shared
        // facts), each command owns its key, and no key is compared to find the owners.
        let keys = commands.map(\.key)
        let keyOwner =
            prep.keysDistinct
            ? Array(keys.indices) : keys.indices.map { position in keys.firstIndex(of: keys[position]) ?? position }
        // Each laid-out item's owner, looked up once for what is shown and what shows in `bar`.
        let itemOwners = layout.items.map { keys.firstIndex(of: $0.key) }
        var shownBefore = [Bool](filling: false, count: commands.count)
        for owner in itemOwners {
            if let owner { shownBefore[owner] = true }
        }
        /// The bars of changed records prepared again: all a remedy reads of them. A priority change
        /// is not prepared again: a priority only ranks slots, which only orders removals, so
        /// `prep`'s bars reranked are what preparing it gives. The facts serve a change that keeps
        /// the commands and groups (``SharedFacts/list(for:metrics:)`` checks: the same storage,
        /// the same values of the metrics they read).
        func prepared(_ changed: ScreenInventory) -> [PlacedPlan] {
            Preparation(
                inventory: changed, scenario: scenario, metrics: ToolbarSolver.metrics(for: changed, pins: pins),
                facts: facts
            ).plans
        }
        // What a change shows, by owner: one set of flags, cleared for each change tried.
        var shownAfter = [Bool](filling: false, count: commands.count)
        /// The remedy whose changed records prepare bars `after`.
        func remedy(
            _ kind: Remedy.Kind, _ after: [PlacedPlan], key: String? = nil, group: String? = nil,
            priority: VisibilityPriority? = nil, from: Double? = nil, to: Double? = nil
        ) -> Remedy {
            // No longer in a bar's removal order: it cannot leave for lack of room any more.
            let returnsAt = Preparation.threshold(of: index, in: after)?.width ?? 0
            // What the layout would show, without laying it out, flagged on each shown command's
            // owner (the command itself where keys are distinct).
            for owner in shownAfter.indices { shownAfter[owner] = false }
            Preparation.forEachShownCommand(in: after, width: scenario.width, height: scenario.height) { command in
                shownAfter[keyOwner[command]] = true
            }
            var displaced: [String] = []
            for position in keys.indices {
                let owner = keyOwner[position]
                if owner != keyOwner[index] && shownBefore[owner] && !shownAfter[owner] {
                    displaced.append(keys[position])
                }
            }
            return Remedy(
                kind: kind, key: key, group: group, priority: priority?.description, fromWidth: from,
                toWidth: to, returnsAt: returnsAt, keepsIt: shownAfter[keyOwner[index]],
                displaces: displaced)
        }
        /// The ranks with the command at `position` given its own `priority` (which ranks it
        /// whatever its group says).
        var recordRanks: [Int]?
        func ranks(giving position: Int, _ priority: VisibilityPriority) -> [Int] {
            // The shared facts' ranks when they are the records' (a rank reads no metric).
            var changed =
                recordRanks ?? facts?.list(for: inventory, metrics: prep.context.metrics)?.map(\.rank)
                ?? Preparation.ranks(of: inventory)
            recordRanks = changed
            changed[position] = priority.rank
            return changed
        }
        var found: [Remedy] = []
        let metrics = prep.context.metrics
        let needs = max(0, threshold - window)

        if metrics.itemPadding > 0, !inventory.screen.paddingRemoved {
            var changed = inventory
            changed.screen.paddingRemoved = true
            found.append(remedy(.removePadding, prepared(changed)))
        }
        let shown = layout.items.indices.filter { layout.items[$0].bar == bar }.compactMap { itemOwners[$0] }
            .filter { $0 != index }
        for other in shown {
            guard let view = inventory.commands[other].customView else { continue }
            let target = (view.width - needs).rounded(.down)
            guard target >= metrics.symbolWidth / 2 else { continue }
            var changed = inventory
            changed.commands[other].customView?.width = target
            changed.commands[other].customView?.widthSource = .measured
            found.append(
                remedy(
                    .narrowCustomView, prepared(changed), key: inventory.commands[other].key, from: view.width,
                    to: target))
        }
        let own = inventory.effectivePriority(of: command)
        if own < .higherThan(.high) {
            let higher: VisibilityPriority = own < .high ? .high : .higherThan(.high)
            let folded = command.group.map(RecordName.foldedKey)
            if command.priority == nil, let folded,
                let position = inventory.groups.firstIndex(where: { RecordName.foldedKey($0.name) == folded })
            {
                // Only the groups are copied: the commands keep their storage.
                var changed = inventory
                changed.groups[position].priority = higher
                found.append(
                    remedy(
                        .raisePriority, prep.rerankedPlans(ranks: Preparation.ranks(of: changed)), key: command.key,
                        group: changed.groups[position].name, priority: higher))
            } else {
                found.append(
                    remedy(
                        .raisePriority, prep.rerankedPlans(ranks: ranks(giving: index, higher)), key: command.key,
                        priority: higher))
            }
        }
        if bar == .verticalColumn, inventory.screen.hasTabBar,
            inventory.screen.verticalCompression != .prefersToolbarItems
        {
            var changed = inventory
            changed.screen.verticalCompression = .prefersToolbarItems
            found.append(remedy(.compressTabBar, prepared(changed)))
        }
        // Lowering another item's priority only trades it for this one: offer the two least
        // important candidates (not essential, not primary first), nearest in removal order.
        let lower: VisibilityPriority = own.rank > VisibilityPriority.low.rank ? .low : .lowerThan(.low)
        let candidates = shown.filter { other in
            let candidate = inventory.commands[other]
            return candidate.content.isCommand && candidate.placement != .principal
                && candidate.placement != .largeTitle && inventory.effectivePriority(of: candidate) >= own
        }.sorted { lhs, rhs in
            func weight(_ command: Command) -> Int {
                (command.essential ? 2 : 0) + (command.classification == .primary ? 1 : 0)
            }
            let (a, b) = (weight(inventory.commands[lhs]), weight(inventory.commands[rhs]))
            return a != b ? a < b : lhs > rhs
        }
        var offered = 0
        for other in candidates where offered < 2 {
            let result = remedy(
                .lowerPriority, prep.rerankedPlans(ranks: ranks(giving: other, lower)), key: keys[other],
                priority: lower)
            if result.keepsIt || result.returnsAt < threshold {
                found.append(result)
                offered += 1
            }
        }
        // Those that keep it without displacing anything first, then those that trade, then the rest
        // by how far they bring it back; declaration order otherwise.
        // Positions sorted by insertion (a handful of remedies), no remedy copied to be compared:
        // the order is total (declaration order breaks ties), so any sort gives this one.
        let ranking = found.map { $0.keepsIt ? ($0.displaces.isEmpty ? 0 : 1) : 2 }
        var order = Array(found.indices)
        order.withUnsafeMutableBufferPointer { order in
            order.insertionSort { lhs, rhs in
                if ranking[lhs] != ranking[rhs] { return ranking[lhs] < ranking[rhs] }
                if ranking[lhs] == 2, found[lhs].returnsAt != found[rhs].returnsAt {
                    return found[lhs].returnsAt < found[rhs].returnsAt
                }
                return lhs < rhs
            }
        }
        return order.map { found[$0] }
    }
}

// MARK: - One scenario's explanation, a command at a time

/// `solve(inventory, in: scenario)` with what explains it at hand: every bar's budget and, a
/// command at a time, why it left its bar and what brings it back. ``ToolbarSolver/explain(_:in:pins:)``
/// asks it about every command in the menu; the checklist only about the commands it reports, as
/// each answer solves again for every change it tries.
public struct LayoutExplainer: Sendable {
    /// The screen explained.
    public let inventory: ScreenInventory
    /// The scenario explained.
    public let scenario: Scenario
    /// The numbers the team pinned, as the layout was solved with.
    public let pins: MetricPins
    /// The layout `solve` gives in the scenario.
    public let layout: Layout
    private let prep: Preparation
    /// The inventory's facts, for the layouts across the estimates.
    private let facts: SharedFacts

    /// `ends`: the same records prepared with the same pins in a scenario of `scenario`'s shape,
    /// when the caller keeps them (``EstimateEnds``): its point preparation is this one's.
    public init(
        _ inventory: ScreenInventory, in scenario: Scenario, pins: MetricPins = .none, ends: EstimateEnds? = nil
    ) {
        var prep: Preparation
        if let ends {
            assert(ends.serves(scenario), "the ends of another shape")
            prep = ends.preparation(.point).preparation.placed(in: scenario)
            facts = ends.facts
        } else {
            let metrics = ToolbarSolver.metrics(for: inventory, pins: pins)
            facts = SharedFacts(inventory, metrics: metrics)
            prep = Preparation(inventory: inventory, scenario: scenario, metrics: metrics, facts: facts)
        }
        layout = ToolbarSolver.assemble(&prep, width: scenario.width, height: scenario.height)
        self.inventory = inventory
        self.scenario = scenario
        self.pins = pins
        self.prep = prep
    }

    /// Why `key` is in the overflow menu for lack of room (or with search active) and what would
    /// bring it back; `nil` when it is not there for that reason. The same as
    /// `explanation.shortfall(of: key)`, without working out the other commands'.
    public func shortfall(of key: String) -> Shortfall? {
        for entry in layout.overflow where entry.key == key {
            if let shortfall = shortfall(entry) { return shortfall }
        }
        return nil
    }

    /// Every bar's budget and every shortfall: ``LayoutExplanation``.
    public var explanation: LayoutExplanation {
        var budgets: [WidthBudget] = []
        for placed in prep.plans {
            let window = placed.plan.vertical ? scenario.height : scenario.width
            budgets.append(ToolbarSolver.budget(placed, window: window, prep: prep))
        }
        return LayoutExplanation(
            scenario: scenario.name, screen: inventory.screen.name, budgets: budgets,
            shortfalls: layout.overflow.compactMap(shortfall), estimates: prep.context.metrics.estimateRanges)
    }

    /// The shortfall of one overflow entry, when it left for lack of room or with search active.
    private func shortfall(_ entry: OverflowEntry) -> Shortfall? {
        guard entry.reason == .lackOfRoom || entry.reason == .searchActive,
            let index = inventory.commands.firstIndex(where: { $0.key == entry.key }),
            let found = prep.threshold(of: index)
        else { return nil }
        let window = found.vertical ? scenario.height : scenario.width
        return Shortfall(
            key: entry.key, bar: found.bar, at: window, needs: max(0, found.width - window),
            returnsAt: found.width, reason: entry.reason,
            remedies: ToolbarSolver.remedies(
                for: index, bar: found.bar, in: inventory, scenario: scenario, pins: pins, prep: prep,
                layout: layout, window: window, threshold: found.width, facts: facts))
    }

    /// The layouts across the estimates in this scenario, sharing this layout as the point one.
    /// `ends`: the same records prepared with the same pins in a scenario of this one's shape,
    /// when the caller keeps them (``EstimateEnds``).
    public func estimateSolutions(ends: EstimateEnds? = nil) -> EstimateSolutions {
        EstimateSolutions(
            inventory, in: scenario, pins: pins, point: layout, reads: prep.context.reads, facts: facts, ends: ends)
    }
}

extension Preparation {
    /// This preparation with the bars, slots and removal orders that preparing `changed` gives, for
    /// an inventory that differs from the prepared one only in the priorities of commands or
    /// groups: a priority only gives a slot its rank, which only orders its bar's removals, so the
    /// ranks are read again and the removals reordered (the context keeps the prepared inventory).
    func reranked(_ changed: ScreenInventory) -> Preparation {
        reranked(ranks: Preparation.ranks(of: changed))
    }

    /// This preparation with each slot ranked as `ranks` says for its command (by index): what
    /// ``reranked(_:)`` gives for records whose ranks these are.
    func reranked(ranks: [Int]) -> Preparation {
        var copy = self
        copy.plans = rerankedPlans(ranks: ranks)
        return copy
    }

    /// The bars of ``reranked(ranks:)``, without copying the rest of the preparation (a remedy
    /// reads only the bars). A bar none of whose slots changes rank is kept as it is, sharing its
    /// slots: its removals were ordered (``BarPlan/orderRemovals()``, which reads only the slots)
    /// as the last step of preparing it, and ordering them again gives the same order.
    func rerankedPlans(ranks: [Int]) -> [PlacedPlan] {
        var plans = self.plans
        for plan in plans.indices
        where plans[plan].plan.slots.contains(where: { $0.rank != ranks[$0.command] }) {
            for slot in plans[plan].plan.slots.indices {
                plans[plan].plan.slots[slot].rank = ranks[plans[plan].plan.slots[slot].command]
            }
            plans[plan].plan.orderRemovals()
        }
        return plans
    }

    /// Each command's rank (by index), as preparing `inventory` reads it (``Facts/rank``).
    static func ranks(of inventory: ScreenInventory) -> [Int] {
        // The rank reads neither metric a fact depends on: any values give the same ranks.
        Facts.of(inventory).map(\.rank)
    }

    /// Whether `assemble` would place each command (by its index) in a bar at this window size
    /// (the commands of its `items`): every slot its bar's `settle` keeps, without positions,
    /// overflow entries or rules.
    func shownCommands(width: Double, height: Double) -> [Bool] {
        var shown = [Bool](filling: false, count: context.inventory.commands.count)
        Self.forEachShownCommand(in: plans, width: width, height: height) { shown[$0] = true }
        return shown
    }

    /// Calls `body` with the index of each command that a preparation with bars `plans` shows at
    /// this window size (``shownCommands(width:height:)``), once per slot shown: a remedy flags
    /// them in flags of its own, made once for every change it tries.
    static func forEachShownCommand(
        in plans: [PlacedPlan], width: Double, height: Double, _ body: (Int) -> Void
    ) {
        for placed in plans {
            let plan = placed.plan
            let available = max(0, (plan.vertical ? height : width) - placed.offset)
            // The shown flags on the stack (``BarPlan/withSettled(_:_:)``), as `assemble` reads them.
            plan.withSettled(available) { visible, _ in
                for index in plan.slots.indices where visible[index] { body(plan.slots[index].command) }
            }
        }
    }

    /// The window width (height for the column) below which the command at `index` is out of its
    /// bar, with the bar; `nil` when it is in no bar's removal order.
    func threshold(of index: Int) -> (bar: BarKind, width: Double, vertical: Bool)? {
        Self.threshold(of: index, in: plans)
    }

    /// ``threshold(of:)`` of a preparation with bars `plans`: the least of the lengths
    /// ``BarPlan/requirements()`` gives up to the command's step, walked only that far.
    static func threshold(of index: Int, in plans: [PlacedPlan]) -> (bar: BarKind, width: Double, vertical: Bool)? {
        for placed in plans {
            let plan = placed.plan
            guard let step = plan.removalOrder.firstIndex(where: { plan.slots[$0].command == index }) else { continue }
            let least = plan.withStepper { stepper in
                var least = stepper.required(plan)
                while stepper.removed < step {
                    stepper.step(plan)
                    least = min(least, stepper.required(plan))
                }
                return least
            }
            return (plan.bar, placed.offset + least, plan.vertical)
        }
        return nil
    }
}

extension Remedy {
    /// `inventory` with this change made: what solving again assumed.
    public func apply(to inventory: ScreenInventory) -> ScreenInventory {
        var changed = inventory
        let index = changed.commands.firstIndex { $0.key == key }
        switch kind {
        case .removePadding: changed.screen.paddingRemoved = true
        case .compressTabBar: changed.screen.verticalCompression = .prefersToolbarItems
        case .narrowCustomView:
            if let index, let width = toWidth {
                changed.commands[index].customView?.width = width
                changed.commands[index].customView?.widthSource = .measured
            }
        case .lowerPriority, .raisePriority:
            let value = priority.flatMap { try? VisibilityPriority(parsing: $0) }
            if let group,
                let position = changed.groups.firstIndex(where: {
                    RecordName.foldedKey($0.name) == RecordName.foldedKey(group)
                })
            {
                changed.groups[position].priority = value
            } else if let index {
                changed.commands[index].priority = value
            }
        }
        return changed
    }
}
