import Testing
import ToolbarModel
import ToolbarSolver

/// Small builders for rule tests.
enum Build {
    static let sdk26 = App(name: "Old", linkedSDK: OSVersion(26, 5))
    static let sdk27 = App(name: "New", linkedSDK: OSVersion(27, 1))

    static func symbol(
        _ key: String, _ order: Int, _ placement: Placement = .topBarTrailing,
        priority: VisibilityPriority? = nil, group: String? = nil,
        condition: SizeClassCondition = .always
    ) -> Command {
        Command(
            key: key, title: key.capitalized, symbol: "sf", content: .symbol, placement: placement, group: group,
            order: order, priority: priority, sizeClassCondition: condition)
    }

    static func text(_ key: String, _ title: String, _ order: Int, _ placement: Placement = .topBarTrailing)
        -> Command
    {
        Command(key: key, title: title, content: .text, placement: placement, order: order)
    }

    static func screen(
        _ commands: [Command], app: App = sdk26, title: String? = nil,
        configure: (inout Screen) -> Void = { _ in }
    ) -> ScreenInventory {
        var screen = Screen(name: "Test", title: title)
        configure(&screen)
        return ScreenInventory(app: app, screen: screen, commands: commands)
    }

    static func nav(_ layout: Layout) -> BarSpace? { layout.space.first { $0.bar == .navigationBar } }

    static func width(_ layout: Layout, _ key: String) -> Double? { layout.items.first { $0.key == key }?.width }
}

/// One test per horizontal-bar rule of docs/solver.md, named after the rule id.
@Suite struct HorizontalRuleTests {
    let base = BarMetrics.baseline

    @Test("margins-by-size-class") func marginsBySizeClass() {
        let inventory = Build.screen([Build.symbol("a", 1)])
        let compact = Build.nav(ToolbarSolver.solve(inventory, in: Scenarios.iPhoneSE))?.available ?? 0
        let regular = Build.nav(ToolbarSolver.solve(inventory, in: Scenarios.iPad))?.available ?? 0
        #expect(compact == 320 - 2 * base.compactMargin)
        #expect(regular == 1032 - 2 * base.regularMargin)
    }

    @Test("leading-region") func leadingRegion() {
        let inventory = Build.screen([
            Build.symbol("close", 1, .cancellationAction),
            Build.symbol("x", 2, .topBarLeading)
        ])
        let layout = ToolbarSolver.solve(inventory, in: Scenarios.iPhone17)
        #expect(layout.region(of: "close") == .leading)
        #expect(layout.region(of: "x") == .leading)
    }

    @Test("navigation-moves-trailing-when-pushed-compact") func navigationMovesTrailingWhenPushedCompact() {
        let pushed = Build.screen([Build.symbol("nav", 1, .navigation)]) { $0.navigationKind = .pushed }
        #expect(ToolbarSolver.solve(pushed, in: Scenarios.iPhone17).region(of: "nav") == .trailing)
        #expect(ToolbarSolver.solve(pushed, in: Scenarios.iPad).region(of: "nav") == .leading)
        let root = Build.screen([Build.symbol("nav", 1, .navigation)])
        #expect(ToolbarSolver.solve(root, in: Scenarios.iPhone17).region(of: "nav") == .leading)
        #expect(Build.nav(ToolbarSolver.solve(pushed, in: Scenarios.iPhone17))?.hasBackButton == true)
    }

    @Test(
        "trailing-region",
        arguments: [
            Placement.automatic, .primaryAction, .confirmationAction,
            .destructiveAction, .topBarTrailing
        ])
    func trailingRegion(placement: Placement) {
        let layout = ToolbarSolver.solve(Build.screen([Build.symbol("a", 1, placement)]), in: Scenarios.iPhone17)
        #expect(layout.region(of: "a") == .trailing)
    }

    @Test("principal-never-overflows") func principalNeverOverflows() {
        let chip = Command(
            key: "chip", title: "Status", content: .custom, customView: CustomViewInfo(width: 200),
            placement: .principal, order: 1)
        let items = (2...6).map { Build.symbol("t\($0)", $0) }
        let layout = ToolbarSolver.solve(Build.screen([chip] + items), in: Scenarios.iPhoneSE)
        #expect(layout.region(of: "chip") == .principal)
        #expect(layout.overflow.count >= 3)
    }

    @Test("pinned-trailing-edge") func pinnedTrailingEdge() {
        let inventory = Build.screen([
            Build.symbol("pin", 1, .topBarPinnedTrailing), Build.symbol("a", 2),
            Build.symbol("b", 3, .topBarLeading)
        ])
        let layout = ToolbarSolver.solve(inventory, in: Scenarios.iPhone17)
        let xs = layout.items.map { ($0.key, $0.x ?? 0) }
        #expect(xs.max { $0.1 < $1.1 }?.0 == "pin")
        #expect(layout.region(of: "pin") == .pinnedTrailing)
    }

    @Test("pinned-overflows-only-with-search") func pinnedOverflowsOnlyWithSearch() {
        let pins = (1...8).map { Build.symbol("p\($0)", $0, .topBarPinnedTrailing) }
        let idle = ToolbarSolver.solve(Build.screen(pins), in: Scenarios.iPhone(width: 320))
        #expect(idle.overflow.isEmpty, "pinned items never overflow without search, even when they do not fit")
        #expect((Build.nav(idle)?.used ?? 0) > (Build.nav(idle)?.available ?? 0))
        let searching = Build.screen(pins) { $0.search = .toolbar }
        let layout = ToolbarSolver.solve(searching, in: Scenarios.iPhone(width: 320, search: true))
        #expect(!layout.overflow.isEmpty)
        #expect(layout.overflow.allSatisfy { $0.reason == .searchActive })
        let gone = layout.overflow.map(\.key)
        #expect(gone == (1...8).map { "p\($0)" }.suffix(gone.count), "trailing-most pinned items go first")
    }

    @Test("symbol-item-hit-target") func symbolItemHitTarget() {
        let layout = ToolbarSolver.solve(Build.screen([Build.symbol("a", 1)]), in: Scenarios.iPhone17)
        #expect(Build.width(layout, "a") == 44)
    }

    @Test("text-item-estimated-width") func textItemEstimatedWidth() {
        let inventory = Build.screen([Build.text("short", "Edit", 1), Build.text("long", "Save as Template", 2)])
        let layout = ToolbarSolver.solve(inventory, in: Scenarios.iPad)
        #expect((Build.width(layout, "long") ?? 0) > (Build.width(layout, "short") ?? 0))
        #expect(Build.width(layout, "long") == 16 * base.averageGlyphWidth + base.textInset)
        var pseudo = Scenarios.iPad
        pseudo.textExpansion = 1.4
        let longer = ToolbarSolver.solve(inventory, in: pseudo)
        #expect((Build.width(longer, "long") ?? 0) > (Build.width(layout, "long") ?? 0))
    }

    @Test("symbol-and-text-shows-symbol") func symbolAndTextShowsSymbol() {
        let label = Command(
            key: "share", title: "Share", symbol: "sf", content: .symbolAndText,
            placement: .topBarTrailing, order: 1)
        let layout = ToolbarSolver.solve(Build.screen([label]), in: Scenarios.iPhone17)
        #expect(Build.width(layout, "share") == 44)
        var menu = label
        menu.placement = .overflowMenu
        #expect(ToolbarSolver.solve(Build.screen([menu]), in: Scenarios.iPhone17).overflow.first?.title == "Share")
    }

    @Test("custom-view-recorded-width") func customViewRecordedWidth() {
        let view = Command(
            key: "v", title: "V", content: .custom, customView: CustomViewInfo(width: 120),
            placement: .topBarTrailing, order: 1)
        #expect(Build.width(ToolbarSolver.solve(Build.screen([view]), in: Scenarios.iPhone17), "v") == 120)
    }

    @Test("group-shares-background") func groupSharesBackground() {
        let shared = Build.screen([Build.symbol("a", 1, group: "g"), Build.symbol("b", 2, group: "g")])
        let split = Build.screen([Build.symbol("a", 1, group: "g"), Build.symbol("b", 2, group: "h")])
        let one = ToolbarSolver.solve(shared, in: Scenarios.iPhone17)
        let two = ToolbarSolver.solve(split, in: Scenarios.iPhone17)
        #expect(one.fired(.groupSharesBackground))
        #expect((Build.nav(two)?.used ?? 0) - (Build.nav(one)?.used ?? 0) == 2 * base.capsulePadding + base.groupGap)
    }

    @Test("fixed-spacer-keeps-size") func fixedSpacerKeepsSize() {
        let spacer = Command(
            key: "s", title: "", content: .spacer, spacer: .fixed, placement: .topBarTrailing,
            order: 2)
        let layout = ToolbarSolver.solve(
            Build.screen([Build.symbol("a", 1), spacer, Build.symbol("b", 3)]),
            in: Scenarios.iPhone17)
        #expect(Build.width(layout, "s") == base.fixedSpacerWidth)
    }

    @Test("flexible-spacer-takes-leftover") func flexibleSpacerTakesLeftover() {
        let spacer = Command(key: "s", title: "", content: .spacer, spacer: .flexible, placement: .bottomBar, order: 2)
        let inventory = Build.screen([Build.symbol("a", 1, .bottomBar), spacer, Build.symbol("b", 3, .bottomBar)])
        let layout = ToolbarSolver.solve(inventory, in: Scenarios.iPhone17)
        let bottom = layout.space.first { $0.bar == .bottomBar }
        #expect(Build.width(layout, "s") == (bottom?.available ?? 0) - (bottom?.used ?? 0))
        #expect((Build.width(layout, "s") ?? 0) > 200)
    }

    /// Loop#2524: five image items fit a 375 pt bottom toolbar with SDK 26.5, only 3 + `···` with SDK 27.
    static func loop(_ app: App, paddingRemoved: Bool = false) -> Layout {
        let items = (1...5).map { Build.symbol("i\($0)", $0, .bottomBar, group: "i\($0)") }
        let inventory = Build.screen(items, app: app) { $0.paddingRemoved = paddingRemoved }
        return ToolbarSolver.solve(inventory, in: Scenario(name: "iphone-se-2", width: 375, height: 667))
    }

    @Test("sdk27-item-padding") func sdk27ItemPadding() {
        #expect(Self.loop(Build.sdk26).overflow.isEmpty)
        let sdk27 = Self.loop(Build.sdk27)
        #expect(sdk27.overflow.count == 2)
        #expect(sdk27.fired(.sdk27ItemPadding))
        #expect(Self.loop(Build.sdk26, paddingRemoved: false).items.count == 5)
    }

    @Test("padding-removed") func paddingRemoved() {
        let layout = Self.loop(Build.sdk27, paddingRemoved: true)
        #expect(layout.overflow.isEmpty)
        #expect(layout.fired(.paddingRemoved))
    }

    @Test("overflow-by-priority") func overflowByPriority() {
        let inventory = Build.screen([
            Build.symbol("low", 1, priority: .low), Build.symbol("auto", 2), Build.symbol("high", 3, priority: .high),
            Build.symbol("almost-high", 4, priority: .lowerThan(.high)), Build.symbol("auto2", 5)
        ])
        var order: [String] = []
        for width in stride(from: 400.0, through: 100, by: -1) {
            var scenario = Scenarios.iPad
            scenario.width = width
            for entry in ToolbarSolver.solve(inventory, in: scenario).overflow where !order.contains(entry.key) {
                order.append(entry.key)
            }
        }
        #expect(order == ["low", "auto2", "auto", "almost-high", "high"])
    }

    @Test("overflow-tie-trailing-first") func overflowTieTrailingFirst() {
        let trailing = (2...6).map { Build.symbol("t\($0)", $0) }
        let inventory = Build.screen([Build.symbol("lead", 1, .topBarLeading)] + trailing)
        let layout = ToolbarSolver.solve(inventory, in: Scenarios.iPhone(width: 260))
        let gone = layout.overflow.map(\.key)
        #expect(gone.count >= 2)
        #expect(Set(gone) == Set(["lead", "t2", "t3", "t4", "t5", "t6"].suffix(gone.count)))
        #expect(layout.fired(.overflowTieTrailingFirst))
    }

    @Test("overflow-button-counted") func overflowButtonCounted() {
        // Four symbols in one background need 4 × 44 + 2 × 4 = 184 pt; one point less costs two items,
        // because the overflow button (52 pt) and its gap take the place of one.
        let inventory = Build.screen((1...4).map { Build.symbol("a\($0)", $0, group: "g") })
        #expect(ToolbarSolver.solve(inventory, in: Scenarios.iPhone(width: 184 + 32)).overflow.isEmpty)
        let layout = ToolbarSolver.solve(inventory, in: Scenarios.iPhone(width: 184 + 32 - 1))
        #expect(layout.overflow.count == 2)
        #expect(Build.nav(layout)?.hasOverflowButton == true)
    }

    @Test("overflow-menu-deliberate") func overflowMenuDeliberate() {
        let inventory = Build.screen([Build.symbol("rare", 1, .overflowMenu)])
        let layout = ToolbarSolver.solve(inventory, in: Scenarios.iPad)
        #expect(layout.overflowEntry(for: "rare")?.reason == .deliberate)
        #expect(Build.nav(layout)?.hasOverflowButton == true)
    }

    @Test("secondary-action-overflow-by-placement") func secondaryActionOverflowByPlacement() {
        let inventory = Build.screen([Build.symbol("tool", 1, .secondaryAction)])
        #expect(
            ToolbarSolver.solve(inventory, in: Scenarios.iPhone17).overflowEntry(for: "tool")?.reason
                == .byPlacement)
        #expect(ToolbarSolver.solve(inventory, in: Scenarios.iPad).overflowEntry(for: "tool")?.reason == .byPlacement)
    }

    @Test("editor-role-secondary-in-center") func editorRoleSecondaryInCenter() {
        let inventory = Build.screen([Build.symbol("tool", 1, .secondaryAction)]) { $0.toolbarRole = .editor }
        #expect(ToolbarSolver.solve(inventory, in: Scenarios.iPad).region(of: "tool") == .center)
        #expect(ToolbarSolver.solve(inventory, in: Scenarios.iPhone17).region(of: "tool") == .overflowMenu)
    }

    @Test("size-class-condition") func sizeClassCondition() {
        let inventory = Build.screen([Build.symbol("tool", 1, condition: .compactHeight)])
        #expect(ToolbarSolver.solve(inventory, in: Scenarios.iPhone17).region(of: "tool") == .absent)
        #expect(ToolbarSolver.solve(inventory, in: Scenarios.iPhone17Landscape).region(of: "tool") == .trailing)
    }

    @Test("iphone-app-on-ipad-stays-compact") func iPhoneAppOnIPadStaysCompact() {
        let inventory = Build.screen([Build.symbol("wide", 1, condition: .regularWidth)])
        let layout = ToolbarSolver.solve(inventory, in: Scenarios.iPhoneOnIPad)
        #expect(layout.region(of: "wide") == .absent)
        #expect(layout.fired(.iPhoneAppOnIPadStaysCompact))
        #expect(ToolbarSolver.solve(inventory, in: Scenarios.iPad).region(of: "wide") == .trailing)
    }

    @Test("custom-view-blank-in-overflow") func customViewBlankInOverflow() {
        let view = Command(
            key: "v", title: "Count", content: .custom, customView: CustomViewInfo(width: 300),
            placement: .topBarTrailing, order: 2)
        let layout = ToolbarSolver.solve(Build.screen([Build.symbol("a", 1), view]), in: Scenarios.iPhoneSE)
        #expect(layout.overflowEntry(for: "v")?.isBlank == true)
        #expect(layout.overflowEntry(for: "v")?.title == "")
    }

    @Test("title-keeps-leftover") func titleKeepsLeftover() {
        let inventory = Build.screen((1...3).map { Build.symbol("a\($0)", $0) }, title: "A Rather Long Title")
        #expect(ToolbarSolver.solve(inventory, in: Scenarios.iPad).title.state == .shown)
        let narrow = ToolbarSolver.solve(inventory, in: Scenarios.iPhone(width: 320))
        #expect(narrow.title.state == .truncated)
        #expect(narrow.title.width < narrow.title.neededWidth)
        #expect(narrow.overflow.isEmpty, "the title gives way before items (titleMinimumWidth = 0)")
        let tiny = ToolbarSolver.solve(inventory, in: Scenarios.iPhone(width: 190))
        #expect(tiny.title.state == .hidden)
    }

    @Test("principal-replaces-title") func principalReplacesTitle() {
        let chip = Command(
            key: "chip", title: "S", content: .custom, customView: CustomViewInfo(width: 60),
            placement: .principal, order: 1)
        let layout = ToolbarSolver.solve(Build.screen([chip], title: "Photos"), in: Scenarios.iPhone17)
        #expect(layout.title.state == .replacedByPrincipal)
    }

    @Test("large-title-below-bar") func largeTitleBelowBar() {
        let inventory = Build.screen([Build.symbol("a", 1)], title: String(repeating: "W", count: 60)) {
            $0.titleDisplayMode = .large
        }
        let layout = ToolbarSolver.solve(inventory, in: Scenarios.iPhoneSE)
        #expect(layout.title.state == .large)
        #expect(layout.overflow.isEmpty)
    }

    @Test("bottom-bar-placements") func bottomBarPlacements() {
        let inventory = Build.screen([Build.symbol("a", 1, .bottomBar), Build.symbol("s", 2, .status)])
        let layout = ToolbarSolver.solve(inventory, in: Scenarios.iPhone17)
        #expect(layout.bars.contains(.bottomBar))
        #expect(layout.region(of: "a") == .bottomBar)
        #expect(layout.region(of: "s") == .bottomBar)
    }

    @Test("keyboard-placement") func keyboardPlacement() {
        let inventory = Build.screen([Build.symbol("k", 1, .keyboard)])
        #expect(ToolbarSolver.solve(inventory, in: Scenarios.iPhone17).region(of: "k") == .absent)
        var typing = Scenarios.iPhone17
        typing.keyboardUp = true
        #expect(ToolbarSolver.solve(inventory, in: typing).region(of: "k") == .keyboardBar)
    }

    @Test("search-placement") func searchPlacement() {
        let toolbar = Build.screen([Build.symbol("a", 1)]) { $0.search = .toolbar }
        #expect((Build.nav(ToolbarSolver.solve(toolbar, in: Scenarios.iPhone17))?.searchWidth ?? 0) > 0)
        let automatic = Build.screen([Build.symbol("a", 1)]) { $0.search = .automatic }
        let layout = ToolbarSolver.solve(automatic, in: Scenarios.iPhone17)
        #expect((layout.space.first { $0.bar == .bottomBar }?.searchWidth ?? 0) > 0)
        #expect(Build.nav(ToolbarSolver.solve(automatic, in: Scenarios.iPad))?.searchWidth ?? 0 > 0)
    }

    @Test("search-active-field-width") func searchActiveFieldWidth() {
        let inventory = Build.screen([Build.symbol("a", 1)], title: "Mail") { $0.search = .toolbar }
        let layout = ToolbarSolver.solve(inventory, in: Scenarios.iPhone(width: 402, search: true))
        #expect(Build.nav(layout)?.searchWidth == base.searchFieldWidth)
        #expect(layout.title.state == .replacedBySearch)
    }

    @Test("divider-menu-only") func dividerMenuOnly() {
        let divider = Command(key: "d", title: "", content: .divider, placement: .topBarTrailing, order: 1)
        let layout = ToolbarSolver.solve(Build.screen([divider]), in: Scenarios.iPhone17)
        #expect(layout.missing.first?.reason == .layoutOnly)
    }

    @Test("dynamic-type-capped-in-bars") func dynamicTypeCappedInBars() {
        let inventory = Build.screen([Build.text("t", "Edit Later", 1)])
        var capped = Scenarios.iPad
        capped.dynamicType = .xxxLarge
        var largest = Scenarios.iPad
        largest.dynamicType = .accessibility5
        let width = Build.width(ToolbarSolver.solve(inventory, in: capped), "t")
        #expect(Build.width(ToolbarSolver.solve(inventory, in: largest), "t") == width)
        #expect((width ?? 0) > (Build.width(ToolbarSolver.solve(inventory, in: Scenarios.iPad), "t") ?? 0))
    }
}
