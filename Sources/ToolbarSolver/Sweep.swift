import ToolbarModel

// MARK: - Sweep

extension ToolbarSolver {
    /// The exact widths in `widths` at which each command changes region, holding the base scenario's
    /// height, size classes and everything else fixed. Computed from the bars' required widths, not
    /// by sampling: below a breakpoint the command is in the overflow menu, at or above it in its bar.
    public static func sweep(_ inventory: ScreenInventory, base: Scenario, widths: ClosedRange<Double>,
                             metrics: BarMetrics? = nil) -> Sweep {
        var scenario = base
        scenario.width = widths.lowerBound
        let preparation = Preparation(inventory: inventory, scenario: scenario,
                                      metrics: metrics ?? Self.metrics(for: inventory))
        var copy = preparation
        let first = assemble(&copy, width: widths.lowerBound, height: base.height)
        var regions: [String: Region] = [:]
        regions.reserveCapacity(inventory.commands.count)
        for item in first.items { regions[item.key] = item.region }
        for entry in first.overflow { regions[entry.key] = .overflowMenu }
        for item in first.missing { regions[item.key] = item.region }
        let initial = inventory.commands.map { PlacedRegion(key: $0.key, region: regions[$0.key] ?? .absent) }

        var breakpoints: [Breakpoint] = []
        let commands = inventory.commands
        for placed in preparation.plans where placed.followsWidth {
            let plan = placed.plan
            let required = plan.requirements()
            var least = required[0]
            for step in plan.removalOrder.indices {
                least = min(least, required[step])
                let threshold = placed.offset + least
                guard threshold > widths.lowerBound, threshold <= widths.upperBound else { continue }
                let slot = plan.slots[plan.removalOrder[step]]
                breakpoints.append(Breakpoint(key: commands[slot.command].key, width: threshold,
                                              below: .overflowMenu, atOrAbove: slot.region))
            }
        }
        breakpoints.sort { ($0.width, $0.key) < ($1.width, $1.key) }
        return Sweep(scenario: base.name, screen: inventory.screen.name, from: widths.lowerBound,
                     to: widths.upperBound, initial: initial, breakpoints: breakpoints)
    }

    // MARK: - Where is a command

    /// Where the command `key` is in each scenario, with its breakpoints across `widths` there.
    /// Scenarios keep their given order; an unknown key gives an empty list.
    public static func locate(_ key: String, in inventory: ScreenInventory, scenarios: [Scenario],
                              widths: ClosedRange<Double> = 320...1400) -> [CommandPlace] {
        guard inventory.commands.contains(where: { $0.key == key }) else { return [] }
        return scenarios.map { scenario in
            let layout = solve(inventory, in: scenario)
            let region = layout.region(of: key) ?? .absent
            let points = sweep(inventory, base: scenario, widths: widths).breakpoints.filter { $0.key == key }
            return CommandPlace(scenario: scenario.name, width: scenario.width, region: region,
                                overflowReason: layout.overflowEntry(for: key)?.reason,
                                absenceReason: layout.missing.first { $0.key == key }?.reason, breakpoints: points)
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

    public init(scenario: String, width: Double, region: Region, overflowReason: OverflowReason?,
                absenceReason: AbsenceReason?, breakpoints: [Breakpoint]) {
        self.scenario = scenario
        self.width = width
        self.region = region
        self.overflowReason = overflowReason
        self.absenceReason = absenceReason
        self.breakpoints = breakpoints
    }
}
