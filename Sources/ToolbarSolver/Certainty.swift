import ToolbarModel

// MARK: - What a prediction depends on

/// One estimate a prediction depends on: changing it within its range changes the prediction.
public struct EstimateDependency: Codable, Hashable, Sendable {
    /// The estimate.
    public var estimate: Estimate
    /// The custom view whose estimated width it is (`customViewWidth` only).
    public var key: String?

    public init(estimate: Estimate, key: String? = nil) {
        self.estimate = estimate
        self.key = key
    }

    /// "iOS 27 item padding [E]", or "Edited's width [estimated]" for a custom view named `title`.
    public func phrase(title: String? = nil) -> String {
        if estimate == .customViewWidth { return "\(title ?? key ?? "custom view") width [estimated]" }
        return "\(estimate.phrase) [\(estimate.tag.rawValue)]"
    }
}

/// How sure one yes/no prediction is: its answer at the point estimates and at both ends of every
/// estimate's range, and the estimates that change it.
public struct Certainty: Codable, Hashable, Sendable {
    /// The answer with every estimate at its point value (what `solve` says).
    public var atPoint: Bool
    /// The answer with every estimate at its roomiest end.
    public var atRoomiest: Bool
    /// The answer with every estimate at its tightest end.
    public var atTightest: Bool
    /// The estimates that change the answer on their own, in `Estimate` order.
    public var dependsOn: [EstimateDependency]

    public init(atPoint: Bool, atRoomiest: Bool, atTightest: Bool, dependsOn: [EstimateDependency]) {
        self.atPoint = atPoint
        self.atRoomiest = atRoomiest
        self.atTightest = atTightest
        self.dependsOn = dependsOn
    }

    /// The answer is the same across every estimate's range.
    public var holdsAcrossEstimates: Bool { atPoint == atRoomiest && atPoint == atTightest }

    /// "depends on: Edited width [estimated], iOS 27 item padding [E]", or "" when it holds across
    /// all estimates. `title` names commands by key.
    public func dependencyNote(title: (String) -> String? = { _ in nil }) -> String {
        guard !holdsAcrossEstimates else { return "" }
        let parts = dependsOn.map { $0.phrase(title: $0.key.flatMap(title)) }
        return parts.isEmpty ? "depends on the estimates together" : "depends on: \(parts.joined(separator: ", "))"
    }
}

/// A breakpoint computed at the point estimates and at both ends of the estimates' ranges:
/// "Redo moves to overflow below 356–384 pt (depends on: …)".
public struct BreakpointRange: Codable, Hashable, Sendable {
    /// The command key.
    public var key: String
    /// The breakpoint at the point estimates (the sweep's), in points.
    public var width: Double
    /// The breakpoint with every estimate at its roomiest end (the lowest it can be).
    public var lowest: Double
    /// The breakpoint with every estimate at its tightest end (the highest it can be).
    public var highest: Double
    /// The region below the breakpoint.
    public var below: Region
    /// The region at or above it.
    public var atOrAbove: Region
    /// The estimates that move it on their own.
    public var dependsOn: [EstimateDependency]

    public init(
        key: String, width: Double, lowest: Double, highest: Double, below: Region, atOrAbove: Region,
        dependsOn: [EstimateDependency]
    ) {
        self.key = key
        self.width = width
        self.lowest = lowest
        self.highest = highest
        self.below = below
        self.atOrAbove = atOrAbove
        self.dependsOn = dependsOn
    }

    /// Whether the breakpoint is the same at every estimate.
    public var isExact: Bool { highest - lowest < 0.05 }

    /// "356–384 pt" (ends rounded outwards to whole points), or "384 pt" when exact.
    public var widths: String {
        isExact
            ? "\(Breakpoint.format(width)) pt"
            : "\(Breakpoint.format((lowest + 1e-9).rounded(.down)))–\(Breakpoint.format((highest - 1e-9).rounded(.up))) pt"
    }

    /// "384 pt (336–522 pt across the estimates; depends on: Edited width [estimated], iOS 27 item
    /// padding [E])", or "384 pt" when exact.
    public func widthPhrase(title: (String) -> String? = { _ in nil }) -> String {
        let point = "\(Breakpoint.format(width)) pt"
        guard !isExact else { return point }
        let parts = dependsOn.map { $0.phrase(title: $0.key.flatMap(title)) }
        let depends =
            parts.isEmpty ? "depends on the estimates together" : "depends on: \(parts.joined(separator: ", "))"
        return "\(point) (\(widths) across the estimates; \(depends))"
    }

    /// "Redo moves to overflow below 384 pt (336–522 pt across the estimates; depends on: Edited
    /// width [estimated], iOS 27 item padding [E])". `title` names commands by key (their titles;
    /// the key when it gives nil).
    public func sentence(title: (String) -> String? = { _ in nil }) -> String {
        let place = below == .overflowMenu ? "overflow" : below.rawValue
        return "\(title(key) ?? key) moves to \(place) below \(widthPhrase(title: title))"
    }
}

// MARK: - Computing them

extension ToolbarSolver {
    /// How sure `holds(layout)` is for `inventory` in `scenario`: the answer at the point
    /// estimates, at the roomiest and tightest ends of every range, and the estimates that change it
    /// on their own. A checklist item asks, for instance, "is Redo in overflow for lack of room?".
    /// Several questions about one scenario share the layouts through ``EstimateSolutions``.
    public static func certainty(
        _ inventory: ScreenInventory, in scenario: Scenario, pins: MetricPins = .none,
        holds: (Layout) -> Bool
    ) -> Certainty {
        EstimateSolutions(inventory, in: scenario, pins: pins).certainty(holds)
    }

    /// How sure the command `key`'s place in `scenario` is: does it stay in the region `solve`
    /// gives it across every estimate's range? `nil` when the screen has no such command.
    public static func certainty(
        of key: String, in inventory: ScreenInventory, scenario: Scenario,
        pins: MetricPins = .none
    ) -> Certainty? {
        let layout = solve(inventory, in: scenario, metrics: metrics(for: inventory, pins: pins))
        guard let region = layout.region(of: key) else { return nil }
        return EstimateSolutions(inventory, in: scenario, pins: pins, point: layout).certainty {
            $0.region(of: key) == region
        }
    }

    /// Every breakpoint of `sweep(inventory, base:, widths:)` with the widths it takes at both ends
    /// of the estimates' ranges, plus those that only fall inside `widths` at one end. Exact at the
    /// ends: every estimate is a length, so each breakpoint grows with each of them. `ends`: the
    /// same records prepared with the same pins in a scenario of `base`'s shape, when the caller
    /// keeps them for several questions.
    public static func breakpointRanges(
        _ inventory: ScreenInventory, base: Scenario, widths: ClosedRange<Double>,
        pins: MetricPins = .none, ends: EstimateEnds? = nil
    ) -> [BreakpointRange] {
        let ends = ends ?? EstimateEnds(inventory, in: base, pins: pins)
        assert(ends.serves(base), "the ends of another shape")
        func thresholds(_ end: EstimateEnds.End) -> [Preparation.Threshold] {
            ends.preparation(end).thresholds()
        }
        let pointPreparation = ends.preparation(.point).preparation
        let point = pointPreparation.thresholds()
        let low = thresholds(.roomiest)
        let high = thresholds(.tightest)
        guard low.count == point.count, high.count == point.count else { return [] }
        var moved = [[EstimateDependency]](repeating: [], count: point.count)
        if zip(low, high).contains(where: { $1.width - $0.width > 0.05 }) {
            // Each breakpoint grows with each estimate, so one estimate at its low end puts it
            // between its lowest and its point width: where no breakpoint moves between those,
            // no estimate's low end moves one either, and is not prepared. The same at the high end.
            func moves(_ end: [Preparation.Threshold]) -> Bool {
                zip(end, point).contains { abs($0.width - $1.width) > 0.05 }
            }
            let sides = [moves(low), moves(high)]
            for (position, variant) in ends.variants.enumerated() {
                // A metric the preparation never read gives the same thresholds at both ends.
                if variant.isUnread(by: pointPreparation.context.reads) { continue }
                let ends = variant.ends.indices.filter { sides[$0] }.map { thresholds(.variant(position, end: $0)) }
                for index in point.indices {
                    let changes = ends.contains { end in
                        end.count == point.count && abs(end[index].width - point[index].width) > 0.05
                    }
                    if changes { moved[index].append(variant.dependency) }
                }
            }
        }
        let commands = inventory.commands
        var ranges: [BreakpointRange] = []
        for index in point.indices {
            let lowest = min(low[index].width, point[index].width)
            let highest = max(high[index].width, point[index].width)
            guard highest > widths.lowerBound, lowest <= widths.upperBound else { continue }
            ranges.append(
                BreakpointRange(
                    key: commands[point[index].command].key, width: point[index].width, lowest: lowest,
                    highest: highest,
                    below: point[index].below, atOrAbove: point[index].region, dependsOn: moved[index]))
        }
        ranges.sort { ($0.width, $0.key) < ($1.width, $1.key) }
        return ranges
    }

    /// One estimate's two range ends, each as the inventory and metrics to solve with.
    struct EstimateVariant {
        var dependency: EstimateDependency
        var ends: [(inventory: ScreenInventory, metrics: BarMetrics)]

        /// Whether this variant changes only a metric that a solve which read `reads` never read:
        /// that solve then takes the same path at both ends, and gives the same layout.
        func isUnread(by reads: EstimateSet) -> Bool {
            dependency.key == nil && dependency.estimate != .customViewWidth && !reads.contains(dependency.estimate)
        }
    }

    /// Every estimate with a real range, each custom view with an estimated width on its own.
    static func estimateVariants(_ inventory: ScreenInventory, metrics: BarMetrics) -> [EstimateVariant] {
        var variants: [EstimateVariant] = []
        // A title the code does not state only matters where a text item has one.
        let unknownTitles = inventory.commands.contains { $0.titleUnknown && $0.content == .text }
        for estimate in Estimate.allCases where estimate != .customViewWidth {
            if estimate == .unknownTitleColumns, !unknownTitles { continue }
            let range = metrics.range(of: estimate)
            guard range.upperBound - range.lowerBound > 1e-9 else { continue }
            variants.append(
                EstimateVariant(
                    dependency: EstimateDependency(estimate: estimate),
                    ends: [
                        (inventory, metrics.with(estimate, atHighEnd: false)),
                        (inventory, metrics.with(estimate, atHighEnd: true))
                    ]))
        }
        let scale = metrics.range(of: .customViewWidth)
        guard scale.upperBound - scale.lowerBound > 1e-9 else { return variants }
        for (index, command) in inventory.commands.enumerated() {
            guard let view = command.customView, view.widthSource == .estimated else { continue }
            let ends = [scale.lowerBound, scale.upperBound].map { factor -> (ScreenInventory, BarMetrics) in
                var copy = inventory
                copy.commands[index].customView?.width = view.width * factor
                copy.commands[index].customView?.widthSource = .measured
                return (copy, metrics)
            }
            variants.append(
                EstimateVariant(
                    dependency: EstimateDependency(estimate: .customViewWidth, key: command.key), ends: ends))
        }
        return variants
    }
}

// MARK: - Layouts across the estimates

/// `inventory` solved in one scenario at the point estimates and at the roomiest and tightest
/// ends of every estimate's range, and (solved on first need) at both ends of each estimate on its
/// own: what ``ToolbarSolver/certainty(_:in:pins:holds:)`` reads. The layouts do not depend on the
/// question, so every question about the scenario (one per command a checklist item reports)
/// reads the same solves. Safe to share between threads.
public final class EstimateSolutions: Sendable {
    /// The layout at the point estimates (what `solve` gives).
    public let point: Layout
    private let scenario: Scenario
    /// The screen prepared at each end, shared with the scenarios of the same shape; each end is
    /// prepared when a question first reads it (a question stops at the first end that changes
    /// its answer, as a single certainty does).
    private let ends: EstimateEnds
    /// The estimates the point solve read; `nil` when not known (the caller solved it), so
    /// every variant is solved.
    private let pointReads: EstimateSet?
    /// The layouts at the ends in this scenario, by ``EstimateEnds/End/index``, each laid out
    /// once a question needs it (a lack-of-room question reads the preparations alone).
    private let layouts = SlotsMadeOnce<Layout>()

    /// Solves `inventory` in `scenario` at the point estimates (at the ends once a question reads
    /// them); `point` is the layout at the point estimates when the caller has solved it already.
    public convenience init(
        _ inventory: ScreenInventory, in scenario: Scenario, pins: MetricPins = .none, point: Layout? = nil
    ) {
        self.init(inventory, in: scenario, pins: pins, point: point, reads: nil, facts: nil, ends: nil)
    }

    /// `reads`: the estimates the solve that gave `point` read (``Context/reads``); `facts`: the
    /// inventory's facts when the caller made them; `ends`: the same records prepared with the
    /// same pins in a scenario of the same shape, when the caller keeps them.
    init(
        _ inventory: ScreenInventory, in scenario: Scenario, pins: MetricPins, point: Layout?, reads: EstimateSet?,
        facts: SharedFacts?, ends: EstimateEnds?
    ) {
        let ends = ends ?? EstimateEnds(inventory, in: scenario, pins: pins, facts: facts)
        assert(ends.serves(scenario), "the ends of another shape")
        self.ends = ends
        self.scenario = scenario
        if let point {
            self.point = point
            pointReads = reads
        } else {
            // Laid out in place from the shared preparation, with the scenario beside it.
            let (layout, reads) = ends.preparation(.point).preparation.layout(
                in: scenario, width: scenario.width, height: scenario.height)
            self.point = layout
            pointReads = reads
        }
    }

    /// How sure `holds(layout)` is: its answer at the point estimates and at both ends, and the
    /// estimates that change it on their own (in ``Estimate`` order, custom views last).
    public func certainty(_ holds: (Layout) -> Bool) -> Certainty {
        certainty(atPoint: holds(point)) { holds(layout(at: $0)) }
    }

    /// How sure "`key` is in the overflow menu for lack of room" is: the same as
    /// `certainty { $0.overflowEntry(for: key)?.reason == .lackOfRoom }`, answered at the ends from
    /// the bars' fits without laying the layouts out, and reading an estimate's end only where the
    /// matching end of all the estimates disagrees with the point (``certainty(atPoint:monotone:_:)``).
    public func lackOfRoomCertainty(of key: String) -> Certainty {
        let (width, height, ends) = (scenario.width, scenario.height, ends)
        return certainty(atPoint: point.overflowEntry(for: key)?.reason == .lackOfRoom, monotone: true) {
            ends.preparation($0).overflowsForLackOfRoom(key, width: width, height: height)
        }
    }

    /// The answer at the point, `answer` at both ends and (when they differ from the point) at
    /// each estimate's ends on its own.
    ///
    /// `monotone`: the answer can only turn one way as the lengths grow, as "left the bar for lack
    /// of room" does (every estimate is a length; a longer one leaves less room, and the bars give
    /// up items in an order no length changes). One estimate at its low end then lies between
    /// every estimate at its low end and the point, so where those two agree it agrees with them
    /// and is not asked; the same at the high end. It is the assumption that already lets
    /// ``Certainty/holdsAcrossEstimates`` read the two ends of all the estimates only.
    private func certainty(
        atPoint point: Bool, monotone: Bool = false, _ answer: (EstimateEnds.End) -> Bool
    ) -> Certainty {
        let roomiest = answer(.roomiest)
        let tightest = answer(.tightest)
        var depends: [EstimateDependency] = []
        if roomiest != point || tightest != point {
            let variants = ends.variants
            // Each variant's ends are its low (roomier) end, then its high (tighter) one.
            func asked(_ side: Int) -> Bool { !monotone || (side == 0 ? roomiest : tightest) != point }
            // A variant whose metric the point solve never read gives the point layout at both
            // ends: its answers are the point's, so it is not solved.
            for (index, variant) in variants.enumerated()
            where !(pointReads.map(variant.isUnread) ?? false)
                && variant.ends.indices.contains(where: { side in
                    asked(side) && answer(.variant(index, end: side)) != point
                })
            {
                depends.append(variant.dependency)
            }
        }
        return Certainty(atPoint: point, atRoomiest: roomiest, atTightest: tightest, dependsOn: depends)
    }

    /// What `solve` gives in this scenario at `end`, laid out once.
    private func layout(at end: EstimateEnds.End) -> Layout {
        layouts.value(at: end.index) {
            ends.preparation(end).preparation.layout(in: scenario, width: scenario.width, height: scenario.height)
                .layout
        }
    }
}

extension Preparation {
    /// Whether the layout `assemble` gives at this window size has `key`'s overflow entry for lack
    /// of room (`layout.overflowEntry(for: key)?.reason == .lackOfRoom`), from the bars' fits: the
    /// menu lists the deliberate and by-placement entries first, then what left a bar for lack of
    /// room, then what active search displaced, and the first entry for `key` answers.
    func overflowsForLackOfRoom(_ key: String, width: Double, height: Double) -> Bool {
        let commands = context.inventory.commands
        if menu.contains(where: { commands[$0.command].key == key }) { return false }
        for placed in plans {
            let plan = placed.plan
            let available = max(0, (plan.vertical ? height : width) - placed.offset)
            // The shown flags on the stack (``BarPlan/withSettled(_:_:)``), as `assemble` reads them.
            let left = plan.withSettled(available) { visible, _ in
                plan.slots.indices.contains { index in
                    let slot = plan.slots[index]
                    guard !visible[index], slot.removal != .never else { return false }
                    let reason = slot.removal == .last ? plan.lastReason : .lackOfRoom
                    return reason == .lackOfRoom && commands[slot.command].key == key
                }
            }
            if left { return true }
        }
        return false
    }
}
