import ToolbarModel

// MARK: - Positions in a bar

extension ToolbarSolver {
    /// One thing drawn in a row: a slot (`slot >= 0`) or a fixed unit such as the overflow button.
    struct Element {
        var slot: Int
        var size: Double
        /// Background id; `-1` for spacers; below `-1` for fixed units drawn on their own
        /// (`-2` back button, `-3`/`-5` search, `-4` overflow button).
        var capsule: Int
        var side: BarSide
    }

    /// Lays out one side's elements from 0 with the same padding and gaps the plan counts, writing
    /// each element's x into `xs`; returns the side's width.
    static func run(
        _ elements: UnsafeMutableBufferPointer<Element>, side: BarSide, plan: BarPlan, flexShare: Double,
        xs: UnsafeMutableBufferPointer<Double>
    ) -> Double {
        var x = 0.0
        var open: Int?
        var units = 0
        for index in elements.indices where elements[index].side == side {
            let element = elements[index]
            if element.capsule == -1 {
                if open != nil {
                    x += plan.capsulePadding
                    open = nil
                }
                xs[index] = x
                x += element.size + (element.slot >= 0 && plan.slots[element.slot].isFlexibleSpacer ? flexShare : 0)
                continue
            }
            if element.capsule != open || element.capsule < -1 {
                if open != nil {
                    x += plan.capsulePadding
                    open = nil
                }
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

    /// `x` of something `size` wide, mirrored for a right-to-left layout: about the window's
    /// centre, or about the bar's own centre for a bar beside the column.
    static func mirror(_ x: Double, _ size: Double, placed: PlacedPlan, available: Double, window: Double) -> Double {
        let axis = placed.mirrorsAboutWindow ? window : 2 * placed.start + available
        return axis - x - size
    }

    /// Places a horizontal bar's shown items: leading side from the start, trailing side against the
    /// end, middle items centred; mirrored for right to left. Fills the bar's x positions in `space`
    /// and returns where the title may go (between the leading and trailing sides; centred in the
    /// window when nothing is in the middle).
    static func placeRow(
        _ placed: PlacedPlan, visible: UnsafeMutableBufferPointer<Bool>, available: Double, used: Double,
        window: Double, rightToLeft: Bool, commands: [Command], space: inout BarSpace,
        into items: inout [PlacedItem]
    ) -> (from: Double, to: Double, centred: Bool) {
        var flexible = 0
        for (index, slot) in placed.plan.slots.enumerated() where visible[index] && slot.isFlexibleSpacer {
            flexible += 1
        }
        let flexShare = flexible > 0 ? max(0, available - used) / Double(flexible) : 0
        // The elements and their x positions live on the stack for this call: every solve places
        // each horizontal bar, and two arrays made and freed here cost more than filling them.
        // At most three fixed units join the slots (back button, search, overflow button).
        let capacity = placed.plan.slots.count + 4
        return withUnsafeTemporaryAllocation(of: Element.self, capacity: capacity) { storage in
            withUnsafeTemporaryAllocation(of: Double.self, capacity: capacity) { xs in
                placeRow(
                    placed, visible: visible, available: available, window: window, rightToLeft: rightToLeft,
                    commands: commands, flexShare: flexShare, elementStorage: storage, xs: xs, space: &space,
                    into: &items)
            }
        }
    }

    /// `placeRow` with its working storage: `elementStorage` and `xs` hold room for every slot and
    /// three fixed units, uninitialized (both element types are trivial, so nothing is deinitialized).
    private static func placeRow(
        _ placed: PlacedPlan, visible: UnsafeMutableBufferPointer<Bool>, available: Double, window: Double,
        rightToLeft: Bool, commands: [Command], flexShare: Double, elementStorage: UnsafeMutableBufferPointer<Element>,
        xs: UnsafeMutableBufferPointer<Double>, space: inout BarSpace, into items: inout [PlacedItem]
    ) -> (from: Double, to: Double, centred: Bool) {
        let plan = placed.plan
        var count = 0
        func append(_ element: Element) {
            elementStorage.initializeElement(at: count, to: element)
            count += 1
        }
        if placed.backSize > 0 {
            append(Element(slot: -1, size: placed.backSize, capsule: -2, side: .leading))
        }
        if placed.searchSize > 0, placed.searchSide != .trailing {
            append(Element(slot: -1, size: placed.searchSize, capsule: -3, side: placed.searchSide))
        }
        var overflowAdded = !(plan.overflowAlways || visible.contains { !$0 })
        func addOverflowButton() {
            append(Element(slot: -1, size: plan.overflowButtonSize, capsule: -4, side: .trailing))
            if placed.searchSize > 0, placed.searchSide == .trailing {
                append(Element(slot: -1, size: placed.searchSize, capsule: -5, side: .trailing))
            }
            overflowAdded = true
        }
        for (index, slot) in plan.slots.enumerated() where visible[index] {
            if slot.region == .pinnedTrailing, !overflowAdded { addOverflowButton() }
            append(Element(slot: index, size: slot.size, capsule: slot.capsule, side: slot.side))
        }
        if !overflowAdded { addOverflowButton() }
        // `run` writes the x of each element of its side, so every one of `xs` is set before it is read.
        let elements = UnsafeMutableBufferPointer(rebasing: elementStorage[0..<count])
        let leading = run(elements, side: .leading, plan: plan, flexShare: flexShare, xs: xs)
        let middle = run(elements, side: .middle, plan: plan, flexShare: flexShare, xs: xs)
        let trailing = run(elements, side: .trailing, plan: plan, flexShare: flexShare, xs: xs)
        let middleStart = max(
            placed.start + leading + (leading > 0 ? plan.gap : 0),
            placed.start + (available - middle) / 2)
        let trailingStart = placed.start + available - trailing
        func position(_ index: Int, _ size: Double) -> Double {
            let side = elements[index].side
            let origin = side == .leading ? placed.start : side == .middle ? middleStart : trailingStart
            let x = origin + xs[index]
            return rightToLeft ? mirror(x, size, placed: placed, available: available, window: window) : x
        }
        var orders = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        // Leading, middle, trailing: the sides by raw value, without an array made per call.
        for sideValue in BarSide.leading.rawValue...BarSide.trailing.rawValue {
            for (index, element) in elements.enumerated() where element.side.rawValue == sideValue {
                guard element.slot >= 0 else {
                    let x = position(index, element.size)
                    switch element.capsule {
                    case -2: space.backButtonX = x
                    case -4: space.overflowButtonX = x + plan.capsulePadding
                    default: space.searchX = x
                    }
                    continue
                }
                let slot = plan.slots[element.slot]
                let order = withUnsafeMutableBytes(of: &orders) { raw in
                    let counts = raw.bindMemory(to: Int.self)
                    let ordinal = Int(unsafeBitCast(slot.region, to: UInt8.self))
                    defer { counts[ordinal] += 1 }
                    return counts[ordinal]
                }
                let size = element.size + (slot.isFlexibleSpacer ? flexShare : 0)
                items.append(
                    PlacedItem(
                        key: commands[slot.command].key, region: slot.region, bar: plan.bar,
                        order: order, x: position(index, size), width: size))
            }
        }
        space.x =
            rightToLeft
            ? mirror(placed.start, available, placed: placed, available: available, window: window)
            : placed.start
        let from = placed.start + leading + (leading > 0 ? plan.gap : 0)
        let to = (middle > 0 ? middleStart : trailingStart) - (trailing > 0 || middle > 0 ? plan.gap : 0)
        return (from, max(from, to), middle == 0)
    }

    /// Places the column's shown items from the top: navigation, prominent, other top items, then
    /// the overflow button when there is one [I]; the bottom-bar items sit at the column's bottom
    /// end, as they do in the bottom bar (seed 001). Returns the overflow button's y.
    static func placeColumn(
        _ placed: PlacedPlan, visible: UnsafeMutableBufferPointer<Bool>, available: Double, overflowButton: Bool,
        commands: [Command], into items: inout [PlacedItem]
    ) -> Double? {
        let plan = placed.plan
        var y = placed.start
        if placed.backSize > 0 { y += placed.backSize + plan.gap }
        var bottomLength = 0.0
        for (index, slot) in plan.slots.enumerated() where visible[index] && slot.side == .trailing {
            bottomLength += slot.size + (slot.size > 0 ? plan.gap : 0)
        }
        if bottomLength > 0 { bottomLength -= plan.gap }
        var order = 0
        func place(_ slot: Slot) {
            items.append(
                PlacedItem(
                    key: commands[slot.command].key, region: .verticalColumn, bar: plan.bar,
                    order: order, y: y, height: slot.size))
            order += 1
            y += slot.size + (slot.size > 0 ? plan.gap : 0)
        }
        // The slots are the top sections, then the bottom-bar section.
        var topItems = 0
        for (index, slot) in plan.slots.enumerated() where visible[index] && slot.side != .trailing {
            if !slot.isSpacer { topItems += 1 }
            place(slot)
        }
        var overflowY: Double?
        if overflowButton {
            overflowY = y
            y += plan.overflowButtonSize + plan.gap
        }
        if plan.slots.indices.contains(where: { visible[$0] && plan.slots[$0].side == .trailing }) {
            let topEnd = y > placed.start ? y - plan.gap + (topItems > 0 ? plan.sectionGap : 0) : y
            y = max(topEnd, placed.start + available - bottomLength)
            for (index, slot) in plan.slots.enumerated() where visible[index] && slot.side == .trailing {
                place(slot)
            }
        }
        return overflowY
    }
}
