import ToolbarModel

// MARK: - Sweep

extension ToolbarSolver {
    /// The exact widths in `widths` at which each command changes region, holding the base scenario's
    /// height, size classes and everything else fixed. Computed from the bars' required widths, not
    /// by sampling: below a breakpoint the command is in the overflow menu, at or above it in its bar.
    public static func sweep(
        _ inventory: ScreenInventory, base: Scenario, widths: ClosedRange<Double>,
        metrics: BarMetrics? = nil, facts: SharedFacts? = nil
    ) -> Sweep {
        var scenario = base
        scenario.width = widths.lowerBound
        let preparation = Preparation(
            inventory: inventory, scenario: scenario,
            metrics: metrics ?? Self.metrics(for: inventory), facts: facts)
        return sweep(inventory, base: base, widths: widths, preparation: preparation)
    }

    /// The sweep from `preparation`: the screen prepared in a scenario of `base`'s shape
    /// (``PreparationShape``; ``PreparedShapes`` keeps one per shape), read in place.
    static func sweep(
        _ inventory: ScreenInventory, base: Scenario, widths: ClosedRange<Double>, preparation: Preparation
    ) -> Sweep {
        var scenario = base
        scenario.width = widths.lowerBound
        let first = preparation.layout(in: scenario, width: widths.lowerBound, height: base.height).layout
        var regions: [String: Region] = [:]
        regions.reserveCapacity(inventory.commands.count)
        for item in first.items { regions[item.key] = item.region }
        for entry in first.overflow { regions[entry.key] = .overflowMenu }
        for item in first.missing { regions[item.key] = item.region }
        let initial = inventory.commands.map { PlacedRegion(key: $0.key, region: regions[$0.key] ?? .absent) }

        var breakpoints: [Breakpoint] = []
        let commands = inventory.commands
        for threshold in preparation.thresholds()
        where threshold.width > widths.lowerBound && threshold.width <= widths.upperBound {
            breakpoints.append(
                Breakpoint(
                    key: commands[threshold.command].key, width: threshold.width,
                    below: threshold.below, atOrAbove: threshold.region))
        }
        breakpoints.sort { ($0.width, $0.key) < ($1.width, $1.key) }
        return Sweep(
            scenario: base.name, screen: inventory.screen.name, from: widths.lowerBound,
            to: widths.upperBound, initial: initial, breakpoints: breakpoints)
    }

    // MARK: - Where is a command

    /// Where the command `key` is in each scenario, with its breakpoints across `widths` there.
    /// Scenarios keep their given order; an unknown key gives an empty list.
    /// Each place says why when the command left its bar for lack of room (`shortfall`) and gives
    /// its breakpoints at the ends of the estimates' ranges (`breakpointRanges`).
    public static func locate(
        _ key: String, in inventory: ScreenInventory, scenarios: [Scenario],
        widths: ClosedRange<Double> = 320...1400, pins: MetricPins = .none
    ) -> [CommandPlace] {
        guard inventory.commands.contains(where: { $0.key == key }) else { return [] }
        let metrics = metrics(for: inventory, pins: pins)
        return scenarios.map { scenario in
            let layout = solve(inventory, in: scenario, metrics: metrics)
            let region = layout.region(of: key) ?? .absent
            let points = sweep(inventory, base: scenario, widths: widths, metrics: metrics).breakpoints
                .filter { $0.key == key }
            var place = CommandPlace(
                scenario: scenario.name, width: scenario.width, region: region,
                overflowReason: layout.overflowEntry(for: key)?.reason,
                absenceReason: layout.missing.first { $0.key == key }?.reason, breakpoints: points)
            if let reason = place.overflowReason, reason == .lackOfRoom || reason == .searchActive {
                place.shortfall = explain(inventory, in: scenario, pins: pins).shortfall(of: key)
            }
            place.breakpointRanges = breakpointRanges(inventory, base: scenario, widths: widths, pins: pins)
                .filter { $0.key == key }
            return place
        }
    }
}

/// One answer to "where is command KEY": its place in one scenario and its breakpoints there.
public struct CommandPlace: Codable, Hashable, Sendable {
    /// The scenario's name.
    public var scenario: String
    /// The scenario's width, in points.
    public var width: Double
    /// Where the command is in this scenario.
    public var region: Region
    /// Why it is in the overflow menu, when it is.
    public var overflowReason: OverflowReason?
    /// Why it is absent or hidden, when it is.
    public var absenceReason: AbsenceReason?
    /// Widths at which it changes region in this scenario (other settings held).
    public var breakpoints: [Breakpoint]
    /// Why it is in the overflow menu for lack of room, and what brings it back (`locate` fills it).
    public var shortfall: Shortfall?
    /// Its breakpoints at the ends of the estimates' ranges (`locate` fills it).
    public var breakpointRanges: [BreakpointRange]?

    public init(
        scenario: String, width: Double, region: Region, overflowReason: OverflowReason?,
        absenceReason: AbsenceReason?, breakpoints: [Breakpoint]
    ) {
        self.scenario = scenario
        self.width = width
        self.region = region
        self.overflowReason = overflowReason
        self.absenceReason = absenceReason
        self.breakpoints = breakpoints
    }
}

// MARK: - Thresholds

extension Preparation {
    /// The window width below which one item is in the overflow menu.
    struct Threshold {
        /// Index into the inventory's commands.
        var command: Int
        var width: Double
        /// Its region at or above `width`.
        var region: Region
        /// Its region below `width`: the overflow menu, or absent for a spacer that leaves with the
        /// last item of its bar.
        var below: Region = .overflowMenu
    }

    /// Every removal step of the bars that follow the window width, in plan then removal order,
    /// with the width below which that item is in overflow: the item removed at step *i* is in
    /// overflow exactly when `width − offset < min(R0…Ri)`.
    func thresholds() -> [Threshold] {
        var out: [Threshold] = []
        // At most one per slot of the bars that follow the width: room made once, not grown.
        var slots = 0
        for placed in plans where placed.followsWidth { slots += placed.plan.slots.count }
        out.reserveCapacity(slots)
        for placed in plans where placed.followsWidth {
            let plan = placed.plan
            let required = plan.requirements()
            var least = required[0]
            for step in plan.removalOrder.indices {
                least = min(least, required[step])
                let slot = plan.slots[plan.removalOrder[step]]
                out.append(Threshold(command: slot.command, width: placed.offset + least, region: slot.region))
            }
            // Spacers leave with the last item, when every item can leave (`BarPlan.settle`).
            let items = plan.slots.lazy.filter { !$0.isSpacer }.count
            if items > 0, items == plan.removalOrder.count {
                for slot in plan.slots where slot.isSpacer {
                    out.append(
                        Threshold(
                            command: slot.command, width: placed.offset + least, region: slot.region,
                            below: .absent))
                }
            }
        }
        return out
    }
}
