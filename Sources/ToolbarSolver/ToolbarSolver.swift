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

    /// Predicts the screen's toolbar in `scenario`. `facts`: the records' facts already read
    /// (``SharedFacts``, made with the same metrics), as an audit reads them once for a screen's
    /// scenarios: they do not depend on the scenario, and the layout is the same without them.
    public static func solve(
        _ inventory: ScreenInventory, in scenario: Scenario, metrics: BarMetrics? = nil, facts: SharedFacts? = nil
    ) -> Layout {
        var preparation = Preparation(
            inventory: inventory, scenario: scenario, metrics: metrics ?? Self.metrics(for: inventory), facts: facts)
        return assemble(&preparation, width: scenario.width, height: scenario.height)
    }

    // MARK: - Assembly

    /// Fits every bar at this window size and writes the layout; the rules fired and the
    /// estimates read in fitting are added to `prep`'s.
    static func assemble(_ prep: inout Preparation, width: Double, height: Double) -> Layout {
        var rules = prep.context.rules
        var reads = prep.context.reads
        let layout = assemble(
            prep, in: prep.context.scenario, width: width, height: height, rules: &rules, reads: &reads)
        prep.context.rules = rules
        prep.context.reads = reads
        return layout
    }

    /// Fits every bar of `prep` at this window size in `scenario`, a scenario of the shape `prep`
    /// was prepared in (``PreparationShape``), and writes the layout: what assembling
    /// `prep.placed(in: scenario)` gives, read in place instead of copied. `rules` and `reads`
    /// start as `prep`'s and get what fitting fires and reads.
    static func assemble(
        _ prep: Preparation, in scenario: Scenario, width: Double, height: Double, rules: inout RuleSet,
        reads: inout EstimateSet
    ) -> Layout {
        let commands = prep.context.inventory.commands
        let metrics = prep.context.metrics
        let rightToLeft = scenario.rightToLeft
        var items: [PlacedItem] = []
        // The menu lists the deliberate and by-placement entries, then what left a bar for lack of
        // room (appended as the bars are fitted), then what active search displaced.
        var overflow: [OverflowEntry] = []
        var search: [OverflowEntry] = []
        var bars: [BarKind] = []
        var space: [BarSpace] = []
        // What is missing, by command, until the layout's items are made at the end.
        var absences = prep.missing
        var warnings: [LayoutWarning] = []
        var title = TitleFate(state: prep.fixedTitle ?? .shown, width: 0, neededWidth: prep.titleNeed)
        if let fixed = prep.fixedTitle, fixed == .large { title.width = prep.titleNeed }
        // Room made once for what every layout fills, instead of growing by copying.
        items.reserveCapacity(commands.count)
        bars.reserveCapacity(prep.plans.count)
        space.reserveCapacity(prep.plans.count)
        // With a menu, room for every command's entry; without, lack of room alone grows it.
        if !prep.menu.isEmpty { overflow.reserveCapacity(commands.count) }
        for (index, reason) in prep.menu {
            let content = commands[index].content
            let blank = content == .custom
            if blank { rules.insert(.customViewBlankInOverflow) }
            overflow.append(
                OverflowEntry(
                    key: commands[index].key, title: blank ? "" : commands[index].title,
                    reason: reason, bar: prep.menuBar, isDivider: content == .divider,
                    isBlank: blank))
        }

        // The shown flags of the bar being fitted, one buffer for every bar, made once here and
        // filled by ``BarPlan/settle(_:into:)``. Not ``BarPlan/withSettled(_:_:)``'s stack: its
        // closure held copies of the preparation and the bar's plan (a retain and a release for
        // each list and string they hold, per bar), and the layout's lists, captured by it, were
        // copied once more into the layout.
        var most = 0
        for planIndex in prep.plans.indices { most = max(most, prep.plans[planIndex].plan.slots.count) }
        let flags = UnsafeMutableBufferPointer<Bool>.allocate(capacity: max(1, most))
        defer { flags.deallocate() }
        for planIndex in prep.plans.indices {
            let placed = prep.plans[planIndex]
            let plan = placed.plan
            let length = plan.vertical ? height : width
            let available = max(0, length - placed.offset)
            let visible = UnsafeMutableBufferPointer(rebasing: flags[..<plan.slots.count])
            visible.initialize(repeating: true)
            let fit = plan.settle(available, into: visible)
            if fit.droppedSpacers {
                rules.insert(.spacersLeaveWithTheirItems)
                for index in plan.slots.indices where plan.slots[index].isSpacer && !visible[index] {
                    absences.append(
                        Absence(command: plan.slots[index].command, region: .absent, reason: .layoutOnly))
                }
            }
            if fit.removed > 0 {
                rules.insert(.overflowByPriority)
                if plan.vertical {
                    rules.insert(.verticalOverflowBottomUp)
                    rules.insert(.verticalGroupsBeforeSingles)
                    rules.insert(.verticalNavigationAndPinnedLast)
                } else {
                    rules.insert(.overflowTieTrailingFirst)
                }
            }
            if fit.overflowButton { rules.insert(.overflowButtonCounted) }
            for (index, slot) in plan.slots.enumerated() where !visible[index] && slot.removal != .never {
                let reason = slot.removal == .last ? plan.lastReason : .lackOfRoom
                let blank = commands[slot.command].content == .custom
                if blank { rules.insert(.customViewBlankInOverflow) }
                let entry = OverflowEntry(
                    key: commands[slot.command].key,
                    title: blank ? "" : commands[slot.command].title,
                    reason: reason, bar: plan.bar, isBlank: blank)
                if reason == .searchActive { search.append(entry) } else { overflow.append(entry) }
            }
            var bar = BarSpace(
                bar: plan.bar, available: available, used: fit.used,
                hasBackButton: placed.backSize > 0, hasOverflowButton: fit.overflowButton,
                searchWidth: placed.searchSize)
            var titleRoom: (from: Double, to: Double, centred: Bool)?
            if plan.vertical {
                bar.overflowButtonY = placeColumn(
                    placed, visible: visible, available: available,
                    overflowButton: fit.overflowButton, commands: commands,
                    into: &items)
            } else {
                titleRoom = placeRow(
                    placed, visible: visible, available: available, used: fit.used,
                    window: width, rightToLeft: rightToLeft, commands: commands, space: &bar,
                    into: &items)
            }
            if fit.used > available + BarPlan.tolerance {
                let stays = items.filter { $0.bar == plan.bar }.map(\.key)
                warnings.append(
                    LayoutWarning(
                        kind: .overfull, bar: plan.bar, keys: stays,
                        message:
                            "\(LayoutDrawing.label(plan.bar)) is over-full: \(Breakpoint.format(fit.used)) pt used, "
                            + "\(Breakpoint.format(available)) pt available; what is left cannot move to the overflow menu"
                    ))
            }
            bars.append(plan.bar)
            if plan.bar == prep.titleBar, prep.fixedTitle == nil {
                reads.mark(.titleMinimumWidth)
                reads.mark(.averageGlyphWidth)
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
                if title.width > 0, let room = titleRoom {
                    let centre = room.centred ? width / 2 - title.width / 2 : room.from
                    var x = min(max(centre, room.from), max(room.from, room.to - title.width))
                    if rightToLeft {
                        x = mirror(x, title.width, placed: placed, available: available, window: width)
                    }
                    title.x = x
                }
            }
            space.append(bar)
        }

        overflow += search
        if absences.count != prep.missing.count {
            Preparation.sortByDeclaration(&absences, commands, keysDistinct: prep.keysDistinct)
        }
        var missing: [MissingItem] = []
        if !absences.isEmpty {
            missing.reserveCapacity(absences.count)
            for absence in absences {
                missing.append(
                    MissingItem(key: commands[absence.command].key, region: absence.region, reason: absence.reason))
            }
        }
        if rightToLeft, bars.contains(where: { $0 != .verticalColumn }) {
            rules.insert(.horizontalLayoutMirrorsRTL)
        }
        if rules.contains(.sheetLaidOutAsFullScreen) {
            warnings.append(
                LayoutWarning(
                    kind: .sheetLaidOutAsFullScreen,
                    message: "A modal screen is laid out as a full screen. If it is a sheet: on the outer display it "
                        + "shows its toolbar vertically as here, but on the inner display it is centred with horizontal "
                        + "items unless moved right with preferredPlacement (seed 001); sheet placement is not modelled."
                ))
        }
        // The lists are moved into the layout (`consume`), not copied and then released.
        return Layout(
            scenario: scenario.name, screen: prep.context.inventory.screen.name, bars: consume bars,
            items: consume items, overflow: consume overflow, missing: consume missing, title: title,
            space: consume space, clipped: prep.clipped, rules: rules.fired,
            windowWidth: width, windowHeight: height, warnings: warnings.isEmpty ? nil : consume warnings,
            rightToLeft: rightToLeft ? true : nil)
    }
}

extension Preparation {
    /// What assembling this preparation placed in `scenario` gives (`var copy = placed(in:
    /// scenario)`, then ``ToolbarSolver/assemble(_:width:height:)`` of the copy), with the
    /// estimates the copy then holds as read: laid out in place, with no copy of the preparation
    /// and no scenario swapped in, as a shared preparation is laid out in each scenario of its shape.
    func layout(in scenario: Scenario, width: Double, height: Double) -> (layout: Layout, reads: EstimateSet) {
        var rules = context.rules
        var reads = context.reads
        let layout = ToolbarSolver.assemble(
            self, in: scenario, width: width, height: height, rules: &rules, reads: &reads)
        return (layout, reads)
    }
}
