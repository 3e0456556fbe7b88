import ToolbarModel
import ToolbarSolver

// MARK: - Widths

/// A range of window widths in points, from `lower` up to `upper`. When it comes from a sweep,
/// `upper` is the breakpoint where things change back (the range is then `lower..<upper`).
public struct WidthRange: Codable, Hashable, Sendable, CustomStringConvertible {
    /// The narrowest width, in points.
    public var lower: Double
    /// The widest width (or the breakpoint), in points.
    public var upper: Double

    public init(_ lower: Double, _ upper: Double) {
        self.lower = min(lower, upper)
        self.upper = max(lower, upper)
    }

    /// The single width `width`.
    public init(at width: Double) { self.init(width, width) }

    /// `402 pt` or `320–488 pt`.
    public var description: String {
        lower == upper
            ? "\(Breakpoint.format(lower)) pt" : "\(Breakpoint.format(lower))–\(Breakpoint.format(upper)) pt"
    }
}

// MARK: - Scenario input

/// One scenario that applies to the screen, with the solver's layout at the scenario's size and,
/// where a width range is needed, its sweep over widths.
///
/// The three values live in one immutable box: the items loop over a screen's scenarios a few
/// hundred times, and each loop copied every string and array of the scenario, the layout and the
/// sweep. A copy now retains the box, and reading a field borrows it (a box's fields never change;
/// setting one puts a new box in place).
public struct ScenarioInput: Hashable, Sendable {
    /// The scenario.
    public var scenario: Scenario {
        @inlinable get { box.scenario }
        set { box = Box(scenario: newValue, layout: box.layout, sweep: box.sweep) }
    }
    /// The solver's layout at the scenario's size.
    public var layout: Layout {
        @inlinable get { box.layout }
        set { box = Box(scenario: box.scenario, layout: newValue, sweep: box.sweep) }
    }
    /// The solver's sweep over widths, when a width range is needed.
    public var sweep: Sweep? {
        @inlinable get { box.sweep }
        set { box = Box(scenario: box.scenario, layout: box.layout, sweep: newValue) }
    }

    @usableFromInline var box: Box

    public init(scenario: Scenario, layout: Layout, sweep: Sweep? = nil) {
        box = Box(scenario: scenario, layout: layout, sweep: sweep)
    }

    /// The fields, never changed once boxed.
    @usableFromInline final class Box: Sendable {
        @usableFromInline let scenario: Scenario
        @usableFromInline let layout: Layout
        @usableFromInline let sweep: Sweep?
        /// Whether there is a sweep: asking `sweep != nil` copied the sweep out of the box (its
        /// names and arrays retained and released) for every command of every scenario.
        let hasSweep: Bool

        init(scenario: Scenario, layout: Layout, sweep: Sweep?) {
            self.scenario = scenario
            self.layout = layout
            self.sweep = sweep
            self.hasSweep = sweep != nil
        }
    }

    public static func == (lhs: ScenarioInput, rhs: ScenarioInput) -> Bool {
        lhs.box === rhs.box
            || (lhs.scenario == rhs.scenario && lhs.layout == rhs.layout && lhs.sweep == rhs.sweep)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(scenario)
        hasher.combine(layout)
        hasher.combine(sweep)
    }

    /// Solves `inventory` in `scenario`, with a sweep over `sweepWidths` when given.
    public init(solving inventory: ScreenInventory, in scenario: Scenario, sweepWidths: ClosedRange<Double>? = nil) {
        self.init(
            scenario: scenario, layout: ToolbarSolver.solve(inventory, in: scenario),
            sweep: sweepWidths.map { ToolbarSolver.sweep(inventory, base: scenario, widths: $0) })
    }

    /// Whether the scenario puts bars at the side (the foldable's vertical poses).
    public var isVertical: Bool { box.scenario.verticalBarEdge != .none }

    /// The scenario's own width as a range.
    public var width: WidthRange { WidthRange(at: scenario.width) }

    /// Whether `key` is shown in a bar.
    public func isVisible(_ key: String) -> Bool { layout.region(of: key)?.isVisible ?? false }

    /// Whether `key` is in the overflow menu.
    public func isInOverflow(_ key: String) -> Bool { layout.region(of: key) == .overflowMenu }

    /// The shown items of `region`, in order.
    public func items(in region: Region) -> [PlacedItem] {
        layout.items.filter { $0.region == region }.sorted { lhs, rhs in
            lhs.order != rhs.order ? lhs.order < rhs.order : lhs.key < rhs.key
        }
    }

    /// The widths at which `key` is in the overflow menu only because its bar ran out of room: from
    /// the sweep when there is one (widths where it is in overflow but returns to a bar when wider),
    /// else the scenario's own width when the layout says so. `nil` when that never happens.
    public func lackOfRoomWidths(of key: String) -> WidthRange? {
        if let sweep, sweep.region(of: key, at: sweep.to) != .overflowMenu {
            let inOverflow = [sweep.from] + sweep.breakpoints.filter { $0.key == key }.map(\.width)
            let widths = inOverflow.filter { sweep.region(of: key, at: $0) == .overflowMenu }
            if let lower = widths.min() {
                let leaves = sweep.breakpoints.filter {
                    $0.key == key && $0.width > lower && $0.below == .overflowMenu && $0.atOrAbove != .overflowMenu
                }
                let upper = leaves.map(\.width).max() ?? sweep.to
                return WidthRange(lower, upper)
            }
        }
        if box.layout.overflowReason(for: key) == .lackOfRoom { return width }
        return nil
    }

    /// Whether ``lackOfRoomWidths(of:)`` can name widths for some key: only a sweep or a command in
    /// the overflow menu for lack of room gives any. When neither is there, an item that asks it of
    /// every command skips the scenario (most scenarios of a screen are roomy enough).
    public var mayLackRoom: Bool { box.hasSweep || box.layout.overflowsForLackOfRoom }

    /// ``Layout/overflowsForLackOfRoom`` of the layout, read in place in its box: asked through
    /// `layout`, every scenario's layout was copied (its arrays retained and released) first.
    public var overflowsForLackOfRoom: Bool { box.layout.overflowsForLackOfRoom }
}
