import ToolbarModel

/// What a bar gives up before its items are counted, by cause (no allocation: a plain value).
struct Reserve {
    /// Two side margins (horizontal bars) or the column's two end margins.
    var margins = 0.0
    /// The vertical column's width, taken from a horizontal bar on a vertical pose.
    var column = 0.0
    /// Picture in picture.
    var pictureInPicture = 0.0
    /// The software keyboard (column).
    var keyboard = 0.0
    /// The tab bar (column).
    var tabBar = 0.0

    var total: Double { margins + column + pictureInPicture + keyboard + tabBar }
}

/// A bar plan with where it sits in the window.
struct PlacedPlan {
    var plan: BarPlan
    /// What the window's width (horizontal bars) or height (column) loses before items.
    var reserve: Reserve
    /// Window width (horizontal bars) or height (column) minus this gives the length available.
    var offset: Double { reserve.total }
    /// Leading edge of the bar's content, from the window's leading edge (horizontal bars).
    var start: Double
    /// Whether the available length follows the window width (so `sweep` reports its breakpoints).
    var followsWidth: Bool
    /// Right to left: a horizontal bar's positions mirror about the window's centre (the navigation
    /// and bottom bars) or about the bar's own centre (a horizontal bar beside the column, which
    /// stays at the hardware edge).
    var mirrorsAboutWindow = true
    /// The back button's length (0 when none), drawn first.
    var backSize: Double = 0
    /// The search unit's length (0 when none).
    var searchSize: Double = 0
    var searchSide: BarSide = .trailing
}

/// A command left out of every bar before room is counted: by index, without its key. A layout's
/// ``MissingItem`` is made from it when the layout is assembled, so a preparation that is never laid
/// out (an estimate end read for its fits, a breakpoint range's) holds and frees no strings for it.
struct Absence {
    /// Index into `ScreenInventory.commands`.
    var command: Int
    var region: Region
    var reason: AbsenceReason
}

/// Everything about one screen in one scenario that does not depend on the window width.
struct Preparation {
    var context: Context
    var plans: [PlacedPlan] = []
    /// Deliberate and by-placement menu entries: command index and reason, in declaration order.
    var menu: [(command: Int, reason: OverflowReason)] = []
    /// The bar whose overflow button holds `menu`.
    var menuBar: BarKind = .navigationBar
    /// In declaration order (``sortByDeclaration(_:_:keysDistinct:)``).
    var missing: [Absence] = []
    /// Whether no two commands share a key, so each command's declaration position is its index
    /// (known from the shared facts; `false` when not known, and positions are found by key).
    var keysDistinct = false
    var clipped: [ClippedView] = []
    /// The width the title needs in full.
    var titleNeed: Double = 0
    /// The title's state when it does not compete for room (`nil` when it does, in `titleBar`).
    var fixedTitle: TitleState?
    var titleBar: BarKind = .navigationBar

    // MARK: - Building

    /// `shared`: facts made for the same records, used when they fit `metrics`
    /// (``SharedFacts/list(for:metrics:)``); otherwise the facts are made here.
    init(inventory: ScreenInventory, scenario: Scenario, metrics: BarMetrics, facts shared: SharedFacts? = nil) {
        // The scenario's last use: moved into the context, not copied (a retain and a release per
        // string it holds); it is read from there after.
        context = Context(inventory: inventory, scenario: scenario, metrics: metrics)
        // The screen's fields are read in place (`inventory.screen.title`), not the screen copied
        // (a retain and a release per string it holds).
        let sdk = inventory.app.linkedSDK
        if metrics.itemPadding > 0 {
            context.rules.insert(.sdk27ItemPadding)
        } else if sdk >= OSVersion.iOS27, inventory.screen.paddingRemoved {
            context.rules.insert(.paddingRemoved)
        }
        context.rules.insert(.marginsBySizeClass)
        let margin =
            context.horizontal == .regular || context.scenario.target == .foldable
            ? metrics.regularMargin : metrics.compactMargin
        // Every metric an estimate stands for is marked where it is read (`Context.reads`).
        context.reads.mark(.itemPadding)
        context.reads.mark(.capsulePadding)
        context.reads.mark(.groupGap)
        let button = metrics.symbolWidth + 2 * metrics.itemPadding
        let horizontalButton = button + 2 * metrics.capsulePadding
        func horizontalPlan(_ bar: BarKind) -> BarPlan {
            BarPlan(
                bar: bar, capsulePadding: metrics.capsulePadding, gap: metrics.groupGap,
                overflowButtonSize: horizontalButton)
        }
        // Each bar's plan is made where it is filled: a preparation fills two or three of the five.

        let commands = inventory.commands
        // Each bar's slots, filled in declaration order. The navigation bar draws region by region
        // (leading, principal and centre, trailing, pinned): its slots are ordered so once all are in.
        var navSlots: [Slot] = []
        var bottomSlots: [Slot] = []
        var keyboardSlots: [Slot] = []
        var horizontalCandidates: [Slot] = []
        var hasAutomaticHorizontal = false
        var hasPrincipal = false
        // The column's slots in declaration order, each with its section (navigation, prominent,
        // other top, bottom) in `capsule` until they are ordered section by section: one list,
        // not one per section joined after.
        var columnSlots: [Slot] = []
        var hasBottomSection = false
        // A list that gets a slot is made room for every command at once (a few hundred bytes), so
        // it never grows by copying; one that gets none allocates nothing. Preparing is the step
        // every solve, sweep, estimate end and remedy repeats.
        func add(_ slot: Slot, to list: inout [Slot]) {
            if list.capacity == 0 { list.reserveCapacity(commands.count) }
            list.append(slot)
        }

        // At most three bars: the navigation or horizontal bar, the bottom bar or column, the keyboard's.
        plans.reserveCapacity(3)
        let sharedList = shared?.list(for: inventory, metrics: metrics)
        keysDistinct = sharedList != nil && shared?.keysDistinct == true
        let facts =
            sharedList
            ?? Facts.of(
                inventory, estimateScale: metrics.customViewEstimateScale,
                unknownTitleColumns: Int(metrics.unknownTitleColumns.rounded()))
        if facts.contains(where: \.titleUnknown) { context.reads.mark(.unknownTitleColumns) }
        let searchActive = context.scenario.searchActive
        // Read into a local: a closure that reads a stored property in an initializer copies all of `self`.
        let horizontalClass = context.horizontal
        let branchAbsence = Preparation.branchAbsence(inventory, facts, &context)
        for index in commands.indices {
            let fact = facts[index]
            if !branchAbsence.isEmpty, let reason = branchAbsence[index] {
                if missing.capacity == 0 { missing.reserveCapacity(commands.count) }
                missing.append(Absence(command: index, region: .absent, reason: reason))
                continue
            }
            switch context.home(of: fact) {
            case .missing(let region, let reason):
                // Room for every command at once, as for a bar's slots: most screens miss a few.
                if missing.capacity == 0 { missing.reserveCapacity(commands.count) }
                missing.append(Absence(command: index, region: region, reason: reason))
            case .menu(let reason):
                // Reserved on first need: a screen with no menu entry allocates nothing for it.
                if menu.capacity == 0 { menu.reserveCapacity(commands.count) }
                menu.append((index, reason))
            case .bar(let bar, let region, let side):
                let width = context.width(of: fact)
                var slot = Slot(
                    command: index, region: region, side: side, size: width, capsule: 0,
                    rank: fact.rank, removal: .normal,
                    isFlexibleSpacer: fact.isFlexibleSpacer,
                    inGroup: fact.group >= 0, isSpacer: fact.content == .spacer)
                if fact.content == .spacer || region == .principal { slot.removal = .never }
                if region == .principal { hasPrincipal = true }
                if Context.isNavigationAction(fact.placement), bar == .navigationBar {
                    // Kept in a horizontal bar; the column has its own rule (last to leave).
                    slot.removal = .never
                }
                if bar == .keyboardBar {
                    add(slot, to: &keyboardSlots)
                } else if context.vertical {
                    if region == .principal {
                        // The title area stays in the navigation bar: never in the column, never in overflow.
                        context.rules.insert(.principalStaysHorizontal)
                        add(slot, to: &horizontalCandidates)
                        continue
                    }
                    if context.staysHorizontal(fact) {
                        if fact.axis == .automatic {
                            hasAutomaticHorizontal = true
                            context.rules.insert(.verticalTextAndCustomStayHorizontal)
                        }
                        slot.region = .horizontalBar
                        if fact.placement == .topBarPinnedTrailing { slot.removal = .never }
                        if slot.removal == .never, Context.isNavigationAction(fact.placement) {
                            context.rules.insert(.navigationActionsStayInBar)
                        }
                        add(slot, to: &horizontalCandidates)
                        continue
                    }
                    context.rules.insert(
                        fact.axis == .verticalPreferred
                            ? .verticalPreferredJoinsColumn
                            : .verticalSymbolItemsMove)
                    slot.region = .verticalColumn
                    let section: Int
                    switch fact.placement {
                    case .cancellationAction, .navigation: section = 0
                    case .topBarPinnedTrailing, .confirmationAction: section = 1
                    case .bottomBar, .status: section = 3
                    default: section = 2
                    }
                    slot.side = section == 3 ? .trailing : .leading
                    slot.removal = fact.content == .spacer ? .never : (section < 2 ? .last : .normal)
                    if fact.placement == .topBarPinnedTrailing {
                        // Pinned items leave only when search needs the room; search takes none here.
                        context.rules.insert(.pinnedOverflowsOnlyWithSearch)
                        slot.removal = .never
                    }
                    if fact.content == .spacer {
                        context.rules.insert(.verticalSpacers)
                        if !slot.isFlexibleSpacer { context.reads.mark(.fixedSpacerWidth) }
                        slot.size = slot.isFlexibleSpacer ? 0 : metrics.fixedSpacerWidth
                    } else {
                        slot.size = section == 1 ? metrics.columnProminentLength : metrics.columnButtonLength
                    }
                    if fact.content == .text { context.reads.mark(.averageGlyphWidth) }
                    let visualWidth =
                        fact.content == .custom
                        ? (fact.customWidth ?? 0)
                        : fact.content == .text
                            ? Double(fact.titleColumns) * metrics.averageGlyphWidth * context.textFactor : 0
                    if visualWidth > metrics.columnWidth, !fact.adaptsToVerticalBar {
                        context.rules.insert(.verticalCustomViewClipped)
                        clipped.append(
                            ClippedView(
                                key: commands[index].key, width: visualWidth,
                                availableWidth: metrics.columnWidth))
                    }
                    slot.capsule = section
                    if section == 3 { hasBottomSection = true }
                    add(slot, to: &columnSlots)
                } else if bar == .bottomBar {
                    add(slot, to: &bottomSlots)
                } else {
                    if slot.removal == .never, Context.isNavigationAction(fact.placement) {
                        context.rules.insert(.navigationActionsStayInBar)
                    }
                    if region == .pinnedTrailing {
                        let searchInNav =
                            inventory.screen.search.map { Preparation.searchBar($0, horizontalClass) }
                            == .navigationBar
                        if searchActive, searchInNav {
                            slot.removal = .last
                            context.rules.insert(.pinnedOverflowsOnlyWithSearch)
                        } else {
                            slot.removal = .never
                        }
                    }
                    add(slot, to: &navSlots)
                }
            }
        }
        let hasMenu = menu.contains { facts[$0.command].content != .divider }

        // Title.
        let titleText = inventory.screen.title ?? ""
        if !titleText.isEmpty { context.reads.mark(.averageGlyphWidth) }
        if !titleText.isEmpty {
            // The columns counted once per screen when the facts are shared.
            let columns = shared?.titleColumns(of: inventory) ?? TextWidth.columns(titleText)
            titleNeed = metrics.textWidth(columns: columns, scale: context.textFactor)
        }
        if titleText.isEmpty {
            fixedTitle = hasPrincipal ? .replacedByPrincipal : TitleState.none
        } else if inventory.screen.titleDisplayMode == .large {
            context.rules.insert(.largeTitleBelowBar)
            fixedTitle = .large
        } else if hasPrincipal {
            context.rules.insert(.principalReplacesTitle)
            fixedTitle = .replacedByPrincipal
        }

        if context.vertical {
            // Column.
            var column = BarPlan(
                bar: .verticalColumn, capsulePadding: 0, gap: metrics.columnItemSpacing,
                overflowButtonSize: metrics.columnButtonLength)
            column.vertical = true
            context.rules.insert(.verticalOrder)
            context.rules.insert(.verticalColumnLength)
            context.reads.mark(.columnItemSpacing)
            context.reads.mark(.columnSectionGap)
            if inventory.screen.navigationKind == .pushed {
                column.fixedSize += metrics.columnButtonLength
                column.fixedUnits += 1
            }
            column.sectionGap = metrics.columnSectionGap
            Preparation.orderBySection(&columnSlots)
            swap(&column.slots, &columnSlots)
            for index in column.slots.indices { column.slots[index].capsule = index }
            column.overflowAlways = hasMenu
            column.orderRemovals()
            var reserve = Reserve(margins: 2 * metrics.columnEndMargin)
            if context.scenario.keyboardUp {
                context.reads.mark(.keyboardHeight)
                reserve.keyboard = metrics.keyboardHeight
            }
            if context.scenario.pictureInPicture {
                context.reads.mark(.pictureInPictureHeight)
                reserve.pictureInPicture = metrics.pictureInPictureHeight
            }
            if inventory.screen.hasTabBar {
                context.rules.insert(.verticalCompression)
                let compressed = inventory.screen.verticalCompression == .prefersToolbarItems
                context.reads.mark(compressed ? .columnCompressedTabBarLength : .columnTabBarLength)
                reserve.tabBar = compressed ? metrics.columnCompressedTabBarLength : metrics.columnTabBarLength
            }
            var placed = PlacedPlan(plan: column, reserve: reserve, start: metrics.columnEndMargin, followsWidth: false)
            placed.backSize = inventory.screen.navigationKind == .pushed ? metrics.columnButtonLength : 0
            menuBar = .verticalColumn
            // The navigation bar stays horizontal beside the column (seed 001: items too wide for
            // the column stay in the navigation bar) for the items that stay horizontal; it keeps
            // the title and the principal items too. Only a screen with none of those has no
            // horizontal bar, and only there do horizontal-only items disappear.
            let keepsBar = hasAutomaticHorizontal || hasPrincipal || !titleText.isEmpty
            var barSlots: [Slot] = []
            if keepsBar {
                // Every candidate stays, in order: the list itself becomes the bar's (not copied).
                swap(&barSlots, &horizontalCandidates)
            } else {
                for slot in horizontalCandidates {
                    context.rules.insert(.horizontalOnlyHiddenWithoutBar)
                    if missing.capacity == 0 { missing.reserveCapacity(commands.count) }
                    missing.append(
                        Absence(command: slot.command, region: .hidden, reason: .horizontalOnlyWithoutHorizontalBar))
                }
            }
            Preparation.sortByDeclaration(&missing, commands, keysDistinct: keysDistinct)
            if keepsBar {
                context.rules.insert(.horizontalBarOnVerticalPose)
                if !hasAutomaticHorizontal { context.rules.insert(.navigationBarKeepsTitle) }
                barSlots.sort { ($0.side.rawValue, $0.command) < ($1.side.rawValue, $1.command) }
                // Moved, not shared: the list is changed in place next, and a shared one is copied first.
                var horizontal = horizontalPlan(.horizontalBar)
                swap(&horizontal.slots, &barSlots)
                Preparation.assignCapsules(&horizontal.slots, facts, rules: &context.rules)
                horizontal.orderRemovals()
                let start = margin + (context.scenario.verticalBarEdge == .leading ? metrics.columnWidth : 0)
                var bar = PlacedPlan(
                    plan: horizontal, reserve: Reserve(margins: 2 * margin, column: metrics.columnWidth),
                    start: start, followsWidth: true)
                bar.mirrorsAboutWindow = false
                plans.append(bar)
                titleBar = .horizontalBar
                if fixedTitle == nil { context.rules.insert(.titleKeepsLeftover) }
            } else if fixedTitle == nil || fixedTitle == .large {
                fixedTitle = titleText.isEmpty ? TitleState.none : .notInBar
            }
            if hasBottomSection { context.rules.insert(.verticalBottomItemsAtBottomEnd) }
            if inventory.screen.navigationKind == .modal {
                context.rules.insert(.sheetLaidOutAsFullScreen)
            }
            plans.append(placed)
        } else {
            // Navigation bar.
            var nav = horizontalPlan(.navigationBar)
            // Placed with an empty plan: the bar's plan is moved in once filled (`swap`, not a copy).
            var placedNav = PlacedPlan(
                plan: BarPlan(bar: .navigationBar, capsulePadding: 0, gap: 0, overflowButtonSize: 0),
                reserve: Reserve(margins: 2 * margin), start: margin, followsWidth: true)
            if context.scenario.pictureInPicture, context.scenario.target == .foldable {
                // Seed 001: picture in picture on the open device in portrait competes for the bar's
                // space; how much is not documented. It sits at the trailing end.
                context.rules.insert(.pictureInPictureTakesBarWidth)
                context.reads.mark(.pictureInPictureWidth)
                placedNav.reserve.pictureInPicture = metrics.pictureInPictureWidth
            }
            if inventory.screen.navigationKind == .pushed {
                placedNav.backSize = metrics.backButtonWidth
            }
            var placedBottom = PlacedPlan(
                plan: BarPlan(bar: .bottomBar, capsulePadding: 0, gap: 0, overflowButtonSize: 0),
                reserve: Reserve(margins: 2 * margin), start: margin, followsWidth: true)
            if let search = inventory.screen.search {
                context.rules.insert(.searchPlacement)
                let bar = Preparation.searchBar(search, context.horizontal)
                var size = horizontalButton
                if searchActive, bar != nil {
                    context.rules.insert(.searchActiveFieldWidth)
                    context.reads.mark(.searchFieldWidth)
                    size = metrics.searchFieldWidth
                }
                if bar == .navigationBar {
                    placedNav.searchSize = size
                    placedNav.searchSide = search == .toolbarPrincipal ? .middle : .trailing
                    if search == .toolbarPrincipal, fixedTitle == nil, !titleText.isEmpty {
                        fixedTitle = .replacedByPrincipal
                    } else if searchActive, fixedTitle == nil, !titleText.isEmpty {
                        fixedTitle = .replacedBySearch
                    }
                } else if bar == .bottomBar {
                    placedBottom.searchSize = size
                    placedBottom.searchSide = .leading
                }
            }
            Preparation.orderByNavigationRegion(&navSlots)
            swap(&nav.slots, &navSlots)
            Preparation.assignCapsules(&nav.slots, facts, rules: &context.rules)
            nav.overflowAlways = hasMenu
            nav.lastReason = .searchActive
            if fixedTitle == nil {
                context.rules.insert(.titleKeepsLeftover)
                context.reads.mark(.titleMinimumWidth)
                let reserve = min(titleNeed, metrics.titleMinimumWidth)
                if reserve > 0 {
                    nav.fixedSize += reserve
                    nav.fixedUnits += 1
                }
            }
            nav.orderRemovals()
            // Moved in, not copied (the placeholder it swaps with holds nothing).
            swap(&placedNav.plan, &nav)
            Preparation.addFixed(&placedNav)
            plans.append(placedNav)
            if !bottomSlots.isEmpty || placedBottom.searchSize > 0 {
                var bottom = horizontalPlan(.bottomBar)
                swap(&bottom.slots, &bottomSlots)
                Preparation.assignCapsules(&bottom.slots, facts, rules: &context.rules)
                bottom.orderRemovals()
                swap(&placedBottom.plan, &bottom)
                Preparation.addFixed(&placedBottom)
                plans.append(placedBottom)
            }
        }
        if !keyboardSlots.isEmpty {
            var keyboard = horizontalPlan(.keyboardBar)
            swap(&keyboard.slots, &keyboardSlots)
            Preparation.assignCapsules(&keyboard.slots, facts, rules: &context.rules)
            keyboard.orderRemovals()
            plans.append(
                PlacedPlan(plan: keyboard, reserve: Reserve(margins: 2 * margin), start: margin, followsWidth: true))
        }
        if facts.contains(where: { $0.content == .custom }) {
            // Each list searched in place, by no closure that reads `self` (which would copy all of it).
            var recorded = menu.contains(where: { facts[$0.command].content == .custom })
            for index in plans.indices where !recorded {
                recorded = plans[index].plan.slots.contains { facts[$0.command].content == .custom }
            }
            if recorded { context.rules.insert(.customViewRecordedWidth) }
        }
    }

    // MARK: - Helpers

    /// Why each command is left out by its branch, if it is: its OS range does not hold the
    /// scenario's OS (the app's linked SDK: scenarios are the releases the app is built for), or
    /// another branch of its alternative set is shown (the widest of those whose conditions hold).
    /// Empty when no command is a branch (most screens): nothing is made for them.
    static func branchAbsence(_ inventory: ScreenInventory, _ facts: [Facts], _ context: inout Context)
        -> [AbsenceReason?]
    {
        guard facts.contains(where: \.hasBranch) else { return [] }
        let commands = inventory.commands
        var absence = [AbsenceReason?](filling: nil, count: commands.count)
        let os = inventory.app.linkedSDK
        var eligible = [Bool](filling: true, count: commands.count)
        for index in commands.indices {
            guard let branch = commands[index].branch else { continue }
            if branch.fromOS != nil || branch.beforeOS != nil { context.rules.insert(.branchOSAvailability) }
            if !branch.holds(osVersion: os) {
                absence[index] = .unavailableOnOS
                eligible[index] = false
            } else if !facts[index].condition.holds(
                horizontal: context.horizontal,
                vertical: context.scenario.verticalSizeClass)
            {
                eligible[index] = false  // routed as absent by its size-class condition
            }
        }
        var probe = context
        let shown = BranchChoice.shown(commands, eligible: eligible) { probe.width(of: facts[$0]) }
        // The probe measured the branches' widths: what it read counts as read.
        context.reads.formUnion(probe.reads)
        for index in commands.indices where eligible[index] && !shown[index] {
            absence[index] = .otherBranch
            context.rules.insert(.branchWidestShown)
        }
        return absence
    }

    /// Orders the navigation bar's slots region by region (leading, principal and centre, trailing,
    /// pinned), keeping declaration order within a region (a bar holds a handful of slots, and
    /// they mostly come in that order already).
    static func orderByNavigationRegion(_ slots: inout [Slot]) {
        func rank(_ region: Region) -> Int {
            switch region {
            case .leading: return 0
            case .principal, .center: return 1
            case .pinnedTrailing: return 3
            default: return 2
            }
        }
        slots.withUnsafeMutableBufferPointer { slots in
            slots.insertionSort { rank($0.region) < rank($1.region) }
        }
    }

    /// Orders the column's slots section by section (the section is in `capsule`), keeping
    /// declaration order within a section: what joining one list per section gives, without
    /// making the lists (the sort is stable, and a column holds a handful of slots).
    static func orderBySection(_ slots: inout [Slot]) {
        slots.withUnsafeMutableBufferPointer { slots in
            slots.insertionSort { $0.capsule < $1.capsule }
        }
    }

    /// Counts the back button and search as fixed units of the plan.
    static func addFixed(_ placed: inout PlacedPlan) {
        if placed.backSize > 0 {
            placed.plan.fixedSize += placed.backSize
            placed.plan.fixedUnits += 1
        }
        if placed.searchSize > 0 {
            placed.plan.fixedSize += placed.searchSize
            placed.plan.fixedUnits += 1
        }
    }

    /// Which horizontal bar a search field sits in, or `nil` when it is not in a bar.
    static func searchBar(_ placement: SearchPlacement, _ horizontal: SizeClass) -> BarKind? {
        switch placement {
        case .toolbar, .toolbarPrincipal: return .navigationBar
        case .bottomBar: return .bottomBar
        case .automatic: return horizontal == .compact ? .bottomBar : .navigationBar
        case .navigationBarDrawer, .sidebar: return nil
        }
    }

    /// Consecutive items of one region and group share a background; spacers split backgrounds.
    /// Two neighbouring slots sharing one fire `groupSharesBackground` in `rules`.
    static func assignCapsules(_ slots: inout [Slot], _ facts: [Facts], rules: inout RuleSet) {
        var shares = false
        var capsule = -1
        var previousGroup = -1
        var previousRegion: Region?
        var open = false
        // Read and written in place: every solve assigns each horizontal bar's capsules.
        facts.withUnsafeBufferPointer { facts in
            slots.withUnsafeMutableBufferPointer { slots in
                for index in slots.indices {
                    let command = slots[index].command
                    if facts[command].content == .spacer {
                        slots[index].capsule = -1
                        open = false
                        continue
                    }
                    let group = facts[command].group
                    if !open || group != previousGroup || slots[index].region != previousRegion {
                        capsule += 1
                    } else {
                        shares = true  // the slot before, not a spacer, has this capsule
                    }
                    slots[index].capsule = capsule
                    previousGroup = group
                    previousRegion = slots[index].region
                    open = true
                }
            }
        }
        if shares { rules.insert(.groupSharesBackground) }
    }

    /// Declaration position of `key`.
    static func position(_ key: String, _ commands: [Command]) -> Int {
        commands.firstIndex { $0.key == key } ?? Int.max
    }

    /// Sorts `missing` by the declaration position of each command's key, as
    /// `missing.sort { position(key($0), commands) < position(key($1), commands) }` does.
    ///
    /// With `keysDistinct` (no two commands share a key) a command's position is its index: the
    /// positions are distinct, so every sort by them gives one order, the order by index, and no
    /// key is compared (most lists are in that order already, and are left as they are).
    /// Otherwise a repeated key sorts at its first command's position, the items that share it
    /// in the order they came: each position is looked up once, and sorted as before.
    static func sortByDeclaration(_ missing: inout [Absence], _ commands: [Command], keysDistinct: Bool) {
        guard missing.count > 1 else { return }
        if keysDistinct {
            missing.withUnsafeMutableBufferPointer { missing in
                missing.insertionSort { $0.command < $1.command }
            }
            return
        }
        let positions = missing.map { position(commands[$0.command].key, commands) }
        var order = Array(missing.indices)
        order.sort { positions[$0] < positions[$1] }
        missing = order.map { missing[$0] }
    }
}
