import ToolbarModel

// MARK: - Slots

/// Which side of a horizontal bar a slot is drawn on.
enum BarSide: UInt8 {
    case leading, middle, trailing
}

/// When a slot may leave its bar for the overflow menu.
enum RemovalClass: UInt8 {
    /// Never (principal items, spacers, pinned items without active search).
    case never
    /// By priority, with ties broken by position.
    case normal
    /// After every `normal` slot (pinned with search active; navigation and pinned in the column).
    case last
}

/// One command prepared for a bar: everything the hot loop needs, no strings.
struct Slot {
    /// Index into `ScreenInventory.commands`.
    var command: Int
    var region: Region
    var side: BarSide
    /// Width (horizontal bars) or length (vertical column), in points.
    var size: Double
    /// Shared-background id; `-1` for spacers, which split backgrounds and add no gap.
    var capsule: Int
    var rank: Int
    var removal: RemovalClass
    var isFlexibleSpacer: Bool
    var inGroup: Bool
    /// A fixed or flexible spacer.
    var isSpacer = false
}

// MARK: - Plan

/// One bar's items in drawing order, its fixed parts, and the order in which items leave it.
/// The order does not depend on the bar's length, so `requirements()` gives exact breakpoints.
struct BarPlan {
    var bar: BarKind
    var slots: [Slot] = []
    /// Fixed length taken by the back button, search, title reserve and similar units.
    var fixedSize: Double = 0
    /// Number of fixed units (each is separated from its neighbours by a gap).
    var fixedUnits: Int = 0
    /// Padding at both ends of a shared background (0 in the column).
    var capsulePadding: Double
    /// Gap between units.
    var gap: Double
    /// The overflow button's length, counted once anything is in this bar's menu.
    var overflowButtonSize: Double
    /// The menu already has deliberate or by-placement entries, so the button is always there.
    var overflowAlways = false
    /// Why a `last`-class slot leaves (search active in horizontal bars; lack of room in the column).
    var lastReason: OverflowReason = .lackOfRoom
    /// Slot indexes in the order they leave.
    var removalOrder: [Int] = []
    /// The column's gap between top-bar and bottom-bar items, counted only while both sections
    /// show an item (top items are `.leading`, bottom items `.trailing`).
    var sectionGap: Double = 0
    var vertical = false

    init(bar: BarKind, capsulePadding: Double, gap: Double, overflowButtonSize: Double) {
        self.bar = bar
        self.capsulePadding = capsulePadding
        self.gap = gap
        self.overflowButtonSize = overflowButtonSize
    }

    /// Sorts removable slots: `normal` before `last`; lower priority first; in the column, grouped
    /// items before single ones; then trailing-most (bottom-most) first.
    mutating func orderRemovals() {
        var order: [Int] = []
        order.reserveCapacity(slots.count)
        for index in slots.indices where slots[index].removal != .never { order.append(index) }
        let vertical = self.vertical
        slots.withUnsafeBufferPointer { slots in
            func precedes(_ lhs: Int, _ rhs: Int) -> Bool {
                if slots[lhs].removal != slots[rhs].removal {
                    return slots[lhs].removal.rawValue < slots[rhs].removal.rawValue
                }
                if slots[lhs].rank != slots[rhs].rank { return slots[lhs].rank < slots[rhs].rank }
                if vertical, slots[lhs].inGroup != slots[rhs].inGroup { return slots[lhs].inGroup }
                return lhs > rhs
            }
            // A bar holds a handful of slots: sorted by insertion, as the standard sort's set-up
            // costs more (every solve orders each bar's removals). The order is total (ties go to
            // the trailing-most slot), so any sort gives this one.
            order.withUnsafeMutableBufferPointer { $0.insertionSort(by: precedes) }
        }
        removalOrder = order
    }

    /// Walks the removal order, giving the required length after each step.
    struct Stepper {
        /// Shown slots per capsule, in storage that `withStepper` makes for one call.
        var visibleInCapsule: UnsafeMutableBufferPointer<Int>
        var total: Double
        var units: Int
        var hasOverflowButton: Bool
        var removed = 0
        /// Shown non-spacer items in the column's top and bottom sections.
        var top = 0
        var bottom = 0

        /// The length everything still shown needs, gaps included.
        func required(_ plan: BarPlan) -> Double {
            total + Double(max(0, units - 1)) * plan.gap + (top > 0 && bottom > 0 ? plan.sectionGap : 0)
        }

        /// Moves the next slot in the removal order to the menu.
        mutating func step(_ plan: BarPlan) {
            let slot = plan.slots[plan.removalOrder[removed]]
            removed += 1
            total -= slot.size
            if !slot.isSpacer {
                if slot.side == .trailing { bottom -= 1 } else { top -= 1 }
            }
            if slot.capsule >= 0 {
                visibleInCapsule[slot.capsule] -= 1
                if visibleInCapsule[slot.capsule] == 0 {
                    total -= 2 * plan.capsulePadding
                    units -= 1
                }
            }
            if !hasOverflowButton {
                hasOverflowButton = true
                total += plan.overflowButtonSize
                units += 1
            }
        }
    }

    /// Calls `body` with a stepper with every slot shown. Its per-capsule counts live on the stack
    /// for the call: every solve fits each bar, and an array made and freed per fit cost more than
    /// the fitting (docs/solver.md, "Speed").
    func withStepper<Result>(_ body: (inout Stepper) -> Result) -> Result {
        var capsules = 0
        for slot in slots where slot.capsule >= capsules { capsules = slot.capsule + 1 }
        return withUnsafeTemporaryAllocation(of: Int.self, capacity: capsules) { counts in
            counts.initialize(repeating: 0)
            var stepper = start(counts)
            return body(&stepper)
        }
    }

    /// A stepper with every slot shown, counting into `counts` (zeroed, one per capsule).
    private func start(_ counts: UnsafeMutableBufferPointer<Int>) -> Stepper {
        var total = fixedSize
        var units = fixedUnits
        var top = 0
        var bottom = 0
        for slot in slots {
            total += slot.size
            if !slot.isSpacer {
                if slot.side == .trailing { bottom += 1 } else { top += 1 }
            }
            if slot.capsule >= 0 {
                if counts[slot.capsule] == 0 {
                    total += 2 * capsulePadding
                    units += 1
                }
                counts[slot.capsule] += 1
            }
        }
        if overflowAlways {
            total += overflowButtonSize
            units += 1
        }
        return Stepper(
            visibleInCapsule: counts, total: total, units: units, hasOverflowButton: overflowAlways,
            top: top, bottom: bottom)
    }

    /// How many slots leave, and the length then used, for `available` points.
    func fit(_ available: Double) -> (removed: Int, used: Double, overflowButton: Bool) {
        withStepper { stepper in
            var required = stepper.required(self)
            while required > available + BarPlan.tolerance, stepper.removed < removalOrder.count {
                stepper.step(self)
                required = stepper.required(self)
            }
            return (stepper.removed, required, stepper.hasOverflowButton)
        }
    }

    /// What is shown at `available`: `fit`, then, when every item has left, the spacers too
    /// (they only separate items). `droppedSpacers` says whether that happened.
    func settle(_ available: Double)
        -> (visible: [Bool], removed: Int, used: Double, overflowButton: Bool, droppedSpacers: Bool)
    {
        var visible = [Bool](filling: true, count: slots.count)
        let fit = visible.withUnsafeMutableBufferPointer { settle(available, into: $0) }
        return (visible, fit.removed, fit.used, fit.overflowButton, fit.droppedSpacers)
    }

    /// What ``settle(_:)`` gives, with the shown flags in `visible` (one per slot, all `true`
    /// on entry).
    func settle(_ available: Double, into visible: UnsafeMutableBufferPointer<Bool>)
        -> Settled
    {
        let fit = fit(available)
        for step in 0..<fit.removed { visible[removalOrder[step]] = false }
        guard fit.removed > 0, !slots.indices.contains(where: { visible[$0] && !slots[$0].isSpacer }) else {
            return Settled(
                removed: fit.removed, used: fit.used, overflowButton: fit.overflowButton, droppedSpacers: false)
        }
        var freed = 0.0
        var dropped = false
        for index in slots.indices where visible[index] {
            visible[index] = false
            dropped = true
            freed += slots[index].size + (slots[index].capsule >= 0 ? gap : 0)
        }
        return Settled(
            removed: fit.removed, used: max(0, fit.used - freed), overflowButton: fit.overflowButton,
            droppedSpacers: dropped)
    }

    /// ``settle(_:)``'s answer without the shown flags.
    struct Settled {
        var removed: Int
        var used: Double
        var overflowButton: Bool
        var droppedSpacers: Bool
    }

    /// Calls `body` with what ``settle(_:)`` gives, its shown flags on the stack for the call:
    /// every layout settles each bar, and an array made and freed per bar cost more than the
    /// flags (as ``withStepper(_:)``'s counts).
    func withSettled<Result>(
        _ available: Double, _ body: (UnsafeMutableBufferPointer<Bool>, Settled) -> Result
    ) -> Result {
        withUnsafeTemporaryAllocation(of: Bool.self, capacity: slots.count) { visible in
            visible.initialize(repeating: true)
            let settled = settle(available, into: visible)
            return body(visible, settled)
        }
    }

    /// The required length with 0, 1, 2… slots removed.
    func requirements() -> [Double] {
        withStepper { stepper in
            // Room for every step made once: a one-element literal first would allocate twice.
            var out: [Double] = []
            out.reserveCapacity(removalOrder.count + 1)
            out.append(stepper.required(self))
            while stepper.removed < removalOrder.count {
                stepper.step(self)
                out.append(stepper.required(self))
            }
            return out
        }
    }

    /// Rounding slack when comparing sums of points.
    static let tolerance = 1e-9
}

extension UnsafeMutableBufferPointer {
    /// Sorts in place by insertion, stably: an element moves only past those it precedes. For the
    /// handful of slots a bar holds, cheaper than the standard sort's set-up (every solve orders
    /// each bar's slots and removals).
    mutating func insertionSort(by precedes: (Element, Element) -> Bool) {
        for position in indices.dropFirst() where precedes(self[position], self[position - 1]) {
            let element = self[position]
            var hole = position
            while hole > 0, precedes(element, self[hole - 1]) {
                self[hole] = self[hole - 1]
                hole -= 1
            }
            self[hole] = element
        }
    }
}
