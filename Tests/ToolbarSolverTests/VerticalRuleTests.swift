import Foundation
import Testing
import ToolbarModel

@testable import ToolbarSolver

/// One test per vertical-bar rule of docs/solver.md, named after the rule id, plus checks on the
/// rule table itself.
@Suite struct VerticalRuleTests {
    let base = BarMetrics.baseline

    static func column(_ layout: Layout) -> [String] {
        layout.items.filter { $0.bar == .verticalColumn }.sorted { $0.order < $1.order }.map(\.key)
    }

    static func sym(
        _ key: String, _ order: Int, _ placement: Placement = .topBarTrailing,
        priority: VisibilityPriority? = nil, group: String? = nil
    ) -> Command {
        Foldable.symbol(key, order: order, placement: placement, priority: priority, group: group)
    }

    static func columnSpace(_ layout: Layout) -> BarSpace? {
        layout.space.first { $0.bar == .verticalColumn }
    }

    static func screen(_ commands: [Command], configure: (inout Screen) -> Void = { _ in }) -> ScreenInventory {
        var screen = Screen(name: "V", title: "V")
        configure(&screen)
        return ScreenInventory(app: Foldable.app, screen: screen, commands: commands)
    }

    @Test("vertical-requires-sdk-27-1") func verticalRequiresSDK27_1() {
        #expect(
            !ToolbarSolver.solve(Foldable.compose(app: Foldable.oldApp), in: Scenarios.outerLandscape)
                .bars.contains(.verticalColumn))
        #expect(ToolbarSolver.solve(Foldable.compose(), in: Scenarios.outerLandscape).bars.contains(.verticalColumn))
    }

    @Test("vertical-needs-bar-edge") func verticalNeedsBarEdge() {
        let layout = ToolbarSolver.solve(Foldable.compose(), in: Scenarios.innerPortrait)
        #expect(!layout.bars.contains(.verticalColumn))
        #expect(layout.fired(.verticalNeedsBarEdge))
    }

    @Test("vertical-opt-out") func verticalOptOut() {
        let layout = ToolbarSolver.solve(Foldable.compose(vertical: .disabled), in: Scenarios.outerPortrait)
        #expect(layout.bars == [.navigationBar])
    }

    @Test("vertical-inspector-and-sidebar-horizontal", arguments: [ColumnRole.inspector, .sidebar])
    func verticalInspectorAndSidebarHorizontal(role: ColumnRole) {
        let layout = ToolbarSolver.solve(Foldable.compose(column: role), in: Scenarios.innerLandscape)
        #expect(!layout.bars.contains(.verticalColumn))
        let detail = ToolbarSolver.solve(Foldable.compose(column: .detail), in: Scenarios.innerLandscape)
        #expect(detail.bars.contains(.verticalColumn))
    }

    @Test("vertical-symbol-items-move") func verticalSymbolItemsMove() {
        let layout = ToolbarSolver.solve(Self.screen([Self.sym("a", 1)]), in: Scenarios.outerPortrait)
        #expect(layout.region(of: "a") == .verticalColumn)
        #expect(layout.items.first?.height == base.columnButtonLength)
    }

    @Test("vertical-text-and-custom-stay-horizontal") func verticalTextAndCustomStayHorizontal() {
        let layout = ToolbarSolver.solve(Foldable.compose(), in: Scenarios.outerPortrait)
        #expect(layout.region(of: "drafts") == .horizontalBar)
        #expect(layout.region(of: "cart-total") == .horizontalBar)
    }

    @Test("vertical-preferred-joins-column") func verticalPreferredJoinsColumn() {
        let badge = Command(
            key: "badge", title: "Inbox", content: .custom,
            customView: CustomViewInfo(width: 60, adaptsToVerticalBar: true),
            placement: .topBarTrailing, order: 1, axis: .verticalPreferred)
        let layout = ToolbarSolver.solve(Self.screen([badge]), in: Scenarios.outerPortrait)
        #expect(layout.region(of: "badge") == .verticalColumn)
        #expect(layout.clipped.isEmpty)
    }

    /// Only a screen with no title, no principal item and nothing that stays horizontal by default
    /// has no horizontal bar; only there does a horizontal-only item disappear.
    @Test("horizontal-only-hidden-without-bar") func horizontalOnlyHiddenWithoutBar() {
        var untitled = Foldable.selectable
        untitled.screen.title = nil
        let layout = ToolbarSolver.solve(untitled, in: Scenarios.outerLandscape)
        #expect(layout.region(of: "select") == .hidden)
        #expect(!layout.bars.contains(.horizontalBar))
    }

    @Test("horizontal-bar-on-vertical-pose") func horizontalBarOnVerticalPose() {
        var inventory = Foldable.compose()
        inventory.commands.append(
            Command(
                key: "select", title: "Select", symbol: "sf", content: .symbolAndText,
                placement: .topBarTrailing, order: 9, axis: .horizontalOnly))
        let layout = ToolbarSolver.solve(inventory, in: Scenarios.outerPortrait)
        #expect(layout.bars == [.horizontalBar, .verticalColumn])
        #expect(layout.region(of: "select") == .horizontalBar)
        let bar = layout.space.first { $0.bar == .horizontalBar }
        #expect(bar?.available == 466 - base.columnWidth - 2 * base.regularMargin)
    }

    @Test func pinnedTextItemInTheHorizontalBarNeverOverflows() {
        let done = Command(key: "done", title: "Done", content: .text, placement: .topBarPinnedTrailing, order: 1)
        let texts = (2...9).map { Build.text("t\($0)", "Text \($0)", $0) }
        let layout = ToolbarSolver.solve(Self.screen([done] + texts), in: Scenarios.outerPortrait)
        #expect(!layout.overflow.isEmpty)
        #expect(layout.region(of: "done") == .horizontalBar)
    }

    @Test("vertical-order") func verticalOrder() {
        let inventory = Self.screen([
            Self.sym("bottom", 1, .bottomBar), Self.sym("other", 2), Self.sym("done", 3, .confirmationAction),
            Self.sym("close", 4, .cancellationAction), Self.sym("pin", 5, .topBarPinnedTrailing)
        ])
        let layout = ToolbarSolver.solve(inventory, in: Scenarios.outerPortrait)
        #expect(Self.column(layout) == ["close", "done", "pin", "other", "bottom"])
        let other = layout.items.first { $0.key == "other" }
        let bottom = layout.items.first { $0.key == "bottom" }
        let gap = (bottom?.y ?? 0) - (other?.y ?? 0) - (other?.height ?? 0)
        #expect(gap >= base.columnSectionGap, "bottom-bar items come after the section gap at least")
    }

    @Test("vertical-spacers") func verticalSpacers() {
        let flexible = Command(
            key: "f", title: "", content: .spacer, spacer: .flexible, placement: .topBarTrailing,
            order: 2)
        let fixed = Command(key: "x", title: "", content: .spacer, spacer: .fixed, placement: .topBarTrailing, order: 3)
        let layout = ToolbarSolver.solve(
            Self.screen([Self.sym("a", 1), flexible, fixed, Self.sym("b", 4)]),
            in: Scenarios.outerPortrait)
        #expect(layout.items.first { $0.key == "f" }?.height == 0)
        #expect(layout.items.first { $0.key == "x" }?.height == base.fixedSpacerWidth)
    }

    @Test("vertical-column-length") func verticalColumnLength() {
        let inventory = Self.screen([Self.sym("a", 1)])
        let calm = ToolbarSolver.solve(inventory, in: Scenarios.outerLandscape)
        #expect(Self.columnSpace(calm)?.available == 466 - 2 * base.columnEndMargin)
        var busy = Scenarios.outerLandscape
        busy.keyboardUp = true
        busy.pictureInPicture = true
        let layout = ToolbarSolver.solve(inventory, in: busy)
        #expect(
            Self.columnSpace(layout)?.available
                == 466 - 2 * base.columnEndMargin - base.keyboardHeight - base.pictureInPictureHeight)
    }

    /// Enough equal items that the keyboard on the outer landscape display pushes some out.
    static func crowdedColumn(_ extra: [Command] = []) -> Layout {
        var typing = Scenarios.outerLandscape
        typing.keyboardUp = true
        let items = (1...8).map { sym("i\($0)", $0) } + extra
        return ToolbarSolver.solve(screen(items), in: typing)
    }

    @Test("vertical-overflow-bottom-up") func verticalOverflowBottomUp() {
        let layout = Self.crowdedColumn()
        let gone = layout.overflow.map(\.key)
        #expect(!gone.isEmpty)
        #expect(gone == (1...8).map { "i\($0)" }.suffix(gone.count))
    }

    @Test("vertical-groups-before-singles") func verticalGroupsBeforeSingles() {
        var typing = Scenarios.outerLandscape
        typing.keyboardUp = true
        let singles = (3...8).map { Self.sym("s\($0)", $0) }
        let items = [Self.sym("g1", 1, group: "g"), Self.sym("g2", 2, group: "g")] + singles
        let layout = ToolbarSolver.solve(Self.screen(items), in: typing)
        let gone = layout.overflow.map(\.key)
        #expect(gone.count >= 2)
        #expect(gone.prefix(2) == ["g1", "g2"], "grouped items leave before single items of equal priority")
    }

    @Test("vertical-navigation-and-pinned-last") func verticalNavigationAndPinnedLast() {
        let layout = Self.crowdedColumn([
            Self.sym("close", 20, .cancellationAction, priority: .low),
            Self.sym("done", 21, .topBarPinnedTrailing, priority: .low)
        ])
        #expect(layout.region(of: "close") == .verticalColumn)
        #expect(layout.region(of: "done") == .verticalColumn)
        #expect(!layout.overflow.isEmpty)
    }

    @Test("vertical-compression") func verticalCompression() {
        let tabs = Self.screen([Self.sym("a", 1)]) { $0.hasTabBar = true }
        let items = Self.screen([Self.sym("a", 1)]) {
            $0.hasTabBar = true
            $0.verticalCompression = .prefersToolbarItems
        }
        let keepTabs = Self.columnSpace(ToolbarSolver.solve(tabs, in: Scenarios.outerPortrait))?.available ?? 0
        let keepItems = Self.columnSpace(ToolbarSolver.solve(items, in: Scenarios.outerPortrait))?.available ?? 0
        #expect(keepItems - keepTabs == base.columnTabBarLength - base.columnCompressedTabBarLength)
    }

    @Test("vertical-custom-view-clipped") func verticalCustomViewClipped() {
        let wide = Command(
            key: "wide", title: "Total", content: .custom, customView: CustomViewInfo(width: 120),
            placement: .topBarTrailing, order: 1, axis: .verticalPreferred)
        let layout = ToolbarSolver.solve(Self.screen([wide]), in: Scenarios.outerPortrait)
        #expect(layout.clipped.map(\.key) == ["wide"])
        #expect(layout.clipped.first?.availableWidth == base.columnWidth)
    }

    @Test("vertical-side-ignores-rtl") func verticalSideIgnoresRTL() {
        var arabic = Scenarios.outerPortrait
        arabic.rightToLeft = true
        arabic.locale = "ar"
        let ltr = ToolbarSolver.solve(Foldable.compose(), in: Scenarios.outerPortrait)
        let rtl = ToolbarSolver.solve(Foldable.compose(), in: arabic)
        #expect(rtl.fired(.verticalSideIgnoresRTL))
        #expect(
            ltr.items.filter { $0.bar == .verticalColumn } == rtl.items.filter { $0.bar == .verticalColumn },
            "the column stays on the hardware side")
        #expect(
            ltr.space.first { $0.bar == .horizontalBar }?.x == rtl.space.first { $0.bar == .horizontalBar }?.x,
            "the bar beside it keeps its place too; only its items mirror")
    }

    // MARK: - The rule table

    @Test func ruleIdsAreUniqueKebabCase() {
        let ids = Rule.allCases.map(\.rawValue)
        #expect(Set(ids).count == ids.count)
        for id in ids {
            #expect(id.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "-" }, "\(id)")
        }
    }

    @Test func everyRuleIsDocumentedWithItsTag() throws {
        let docs = Repository.url("docs/solver.md")
        let text = try String(contentsOf: docs, encoding: .utf8)
        for rule in Rule.allCases {
            #expect(text.contains("`\(rule.rawValue)` [\(rule.tag.rawValue)]"), "\(rule.rawValue)")
        }
    }
}

@Suite struct RuleOrdinalTests {
    @Test func ordinalIsTheDeclarationIndex() {
        #expect(MemoryLayout<Rule>.size == 1)
        #expect(MemoryLayout<Region>.size == 1)
        #expect(Rule.allCases.count <= 128, "fired rules are a 128-bit set")
        for (index, rule) in Rule.allCases.enumerated() {
            #expect(rule.ordinal == index)
        }
        #expect(Region.allCases.count <= 16)
    }

    /// A layout's fired rules come out of the set in table order.
    @Test func aRuleSetListsItsRulesInTableOrder() {
        let rules = Rule.allCases
        let chosen = rules.indices.filter { $0 % 3 == 0 || $0 == rules.count - 1 }.map { rules[$0] }
        var set = RuleSet()
        for rule in chosen.reversed() { set.insert(rule) }
        #expect(set.fired == chosen.map(\.fired))
        #expect(RuleSet().fired.isEmpty)
    }
}
