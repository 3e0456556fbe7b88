import Testing
import ToolbarModel

@testable import ToolbarSolver

/// Issue 14's solver defects, one regression test each (items 5 and 9–18 of the issue).
@Suite struct SolverDefectTests {
    static let outerKeyboard: Scenario = {
        var scenario = Scenarios.outerLandscape
        scenario.keyboardUp = true
        return scenario
    }()

    static func column(_ layout: Layout) -> BarSpace? { layout.space.first { $0.bar == .verticalColumn } }

    /// Item 5: a `.horizontalOnly` Select (seed 001's own advice) stays in the navigation bar on
    /// every vertical pose; it is hidden only on a screen with no horizontal bar at all.
    @Test(arguments: [Scenarios.outerPortrait, Scenarios.outerLandscape, Scenarios.innerLandscape, outerKeyboard])
    func item5HorizontalOnlySelectStaysInTheNavigationBar(scenario: Scenario) {
        let layout = ToolbarSolver.solve(Foldable.selectable, in: scenario)
        #expect(layout.region(of: "select") == .horizontalBar)
        #expect(layout.fired(.horizontalBarOnVerticalPose))
        #expect(layout.fired(.navigationBarKeepsTitle))
        #expect(layout.title.state == .shown)
        #expect(!layout.missing.contains { $0.reason == .horizontalOnlyWithoutHorizontalBar })
    }

    /// Item 9: a pinned item never leaves the column for lack of room (only search could take it,
    /// and search takes no room there); the confirmation action still goes last.
    @Test func item9PinnedItemNeverOverflowsFromTheColumn() {
        var inventory = Foldable.inbox
        inventory.screen.hasTabBar = true
        let layout = ToolbarSolver.solve(inventory, in: Self.outerKeyboard)
        #expect(layout.region(of: "done") == .verticalColumn)
        #expect(layout.region(of: "reply") == .overflowMenu)
        #expect(layout.fired(.pinnedOverflowsOnlyWithSearch))
        let confirm = Command(
            key: "ok", title: "OK", symbol: "sf", content: .symbol, placement: .confirmationAction,
            order: 9)
        inventory.commands.append(confirm)
        let squeezed = ToolbarSolver.solve(inventory, in: Self.outerKeyboard)
        #expect(squeezed.region(of: "ok") == .overflowMenu, "a confirmation action is last to go, but it goes")
        #expect(squeezed.region(of: "done") == .verticalColumn)
    }

    /// Item 10: principal items stay in the horizontal bar's title area on vertical poses, never in
    /// the column or the overflow menu, and the title is replaced by them.
    @Test(arguments: [Scenarios.outerPortrait, Scenarios.outerLandscape, outerKeyboard])
    func item10PrincipalItemsStayInTheTitleArea(scenario: Scenario) {
        var inventory = PhotoEditor.seededRefactored()
        inventory.commands.append(
            Command(
                key: "mode", title: "Mode", symbol: "sf", content: .symbol,
                placement: .principal, order: 20))
        let layout = ToolbarSolver.solve(inventory, in: scenario)
        for key in ["status", "mode"] {
            #expect(layout.region(of: key) == .principal, "\(key)")
            #expect(layout.items.first { $0.key == key }?.bar == .horizontalBar)
        }
        #expect(layout.title.state == .replacedByPrincipal)
        #expect(layout.fired(.principalStaysHorizontal))
    }

    /// Item 11: picture in picture on the open foldable in portrait takes room from the navigation
    /// bar, so the `foldable-inner-portrait-pip` preset changes the layout.
    @Test func item11PictureInPictureOnTheOpenFoldableTakesBarWidth() {
        var pip = Scenarios.innerPortrait
        pip.pictureInPicture = true
        let metrics = ToolbarSolver.metrics(for: PhotoEditor.crowded)
        let calm = ToolbarSolver.solve(PhotoEditor.crowded, in: Scenarios.innerPortrait)
        let busy = ToolbarSolver.solve(PhotoEditor.crowded, in: pip)
        let nav = { (layout: Layout) in layout.space.first { $0.bar == .navigationBar }?.available ?? 0 }
        #expect(nav(calm) - nav(busy) == metrics.pictureInPictureWidth)
        #expect(busy.overflow.count > calm.overflow.count)
        #expect(busy.fired(.pictureInPictureTakesBarWidth))
        let budget = ToolbarSolver.explain(PhotoEditor.crowded, in: pip).budget(of: .navigationBar)
        #expect(
            budget?.reserved.contains { $0.kind == .pictureInPicture && $0.estimate == .pictureInPictureWidth } == true)
    }

    /// Item 12: bottom-bar items sit at the column's bottom end, not right after the top items.
    @Test func item12BottomBarItemsSitAtTheColumnsBottomEnd() {
        let inventory = ScreenInventory(
            app: Foldable.app, screen: Screen(name: "V", title: "V"),
            commands: [
                Foldable.symbol("top", order: 1), Foldable.symbol("a", order: 2, placement: .bottomBar),
                Foldable.symbol("b", order: 3, placement: .bottomBar)
            ])
        let layout = ToolbarSolver.solve(inventory, in: Scenarios.outerPortrait)
        let space = Self.column(layout)
        let last = layout.items.first { $0.key == "b" }
        let end = (last?.y ?? 0) + (last?.height ?? 0)
        #expect(abs(end - (BarMetrics.baseline.columnEndMargin + (space?.available ?? 0))) < 1e-9)
        let top = layout.items.first { $0.key == "top" }
        #expect((top?.y ?? 0) == BarMetrics.baseline.columnEndMargin)
        #expect(layout.fired(.verticalBottomItemsAtBottomEnd))
        // With an overflow button, it follows the top-bar items.
        var menu = inventory
        menu.commands.append(Command(key: "more", title: "More", symbol: "sf", placement: .overflowMenu, order: 9))
        let withMenu = ToolbarSolver.solve(menu, in: Scenarios.outerPortrait)
        let button = Self.column(withMenu)?.overflowButtonY
        let topEnd = (top?.y ?? 0) + (top?.height ?? 0)
        #expect(button == topEnd + BarMetrics.baseline.columnItemSpacing)
        let drawn = LayoutDrawing.draw(withMenu, inventory: menu).split(separator: "\n").map(String.init)
        let order = ["│ Top", "│ ⋯", "│ A ", "│ B "].map { prefix in drawn.firstIndex { $0.hasPrefix(prefix) } ?? -1 }
        #expect(order == order.sorted() && !order.contains(-1), "\(drawn)")
    }

    /// Item 13: an over-full column (the Inbox with its tab bar and the keyboard: 26 pt) says so,
    /// and does not keep its spacers once every item has left.
    @Test func item13OverfullColumnIsReportedAndKeepsNoLoneSpacers() {
        let commands = [
            Foldable.symbol("filter", order: 1, placement: .bottomBar, group: "tools"),
            Command(
                key: "flexible", title: "", content: .spacer, spacer: .flexible, placement: .bottomBar,
                group: "tools", order: 2),
            Command(
                key: "fixed", title: "", content: .spacer, spacer: .fixed, placement: .bottomBar, group: "tools",
                order: 3),
            Foldable.symbol("compose", order: 4, placement: .bottomBar, group: "tools")
        ]
        let inventory = ScreenInventory(
            app: Foldable.app, screen: Screen(name: "Inbox", title: "Inbox", hasTabBar: true),
            groups: [ToolbarGroup(name: "tools", placement: .bottomBar)], commands: commands)
        let layout = ToolbarSolver.solve(inventory, in: Self.outerKeyboard)
        #expect(Self.column(layout)?.available == 26)
        #expect(!layout.items.contains { $0.bar == .verticalColumn })
        #expect(layout.missing.filter { $0.reason == .layoutOnly }.map(\.key) == ["flexible", "fixed"])
        #expect(layout.fired(.spacersLeaveWithTheirItems))
        let warning = layout.warnings?.first { $0.kind == .overfull }
        #expect(warning?.bar == .verticalColumn, "the overflow button alone (36 pt) does not fit 26 pt")
        #expect(Self.column(layout)?.isOverfull == true)
        #expect(LayoutDrawing.draw(layout, inventory: inventory).contains("Warning: Vertical column is over-full"))
    }

    /// Item 14: `toolbarRole(.editor)` shows secondary actions in the centre on iPadOS only.
    @Test func item14EditorRoleCentreIsIPadOnly() {
        let inventory = PhotoEditor.refactored(role: .editor)
        let phone = ToolbarSolver.solve(inventory, in: Scenarios.iPhone17ProMaxLandscape)
        #expect(phone.overflowEntry(for: "crop")?.reason == .byPlacement)
        #expect(!phone.fired(.editorRoleSecondaryInCenter))
        let pad = ToolbarSolver.solve(inventory, in: Scenarios.iPad)
        #expect(pad.region(of: "crop") == .center)
        var foldable = Scenarios.innerPortrait
        foldable.verticalBarEdge = .none
        #expect(ToolbarSolver.solve(inventory, in: foldable).overflowEntry(for: "crop")?.reason == .byPlacement)
    }

    /// Item 15: a leading Cancel stays in the bar at 375 pt with the iOS 27 padding, however
    /// crowded the trailing side.
    @Test func item15NavigationActionsStayInTheBar() {
        let commands =
            [
                Command(key: "cancel", title: "Cancel", content: .text, placement: .cancellationAction, order: 1),
                Command(key: "save", title: "Save", content: .text, placement: .confirmationAction, order: 2)
            ] + (3...7).map { Build.symbol("s\($0)", $0) }
        let inventory = ScreenInventory(
            app: Build.sdk27,
            screen: Screen(
                name: "Edit", title: "Edit Event",
                navigationKind: .modal), commands: commands)
        let layout = ToolbarSolver.solve(inventory, in: Scenarios.iPhone(width: 375))
        #expect(layout.region(of: "cancel") == .leading)
        #expect(layout.region(of: "save") == .trailing)
        #expect(!layout.overflow.isEmpty)
        #expect(layout.fired(.navigationActionsStayInBar))
        let narrow = ToolbarSolver.solve(inventory, in: Scenarios.iPhone(width: 200))
        #expect(narrow.region(of: "cancel") == .leading)
        #expect(
            narrow.warnings?.contains { $0.kind == .overfull && $0.keys.contains("cancel") } == true,
            "at 200 pt Cancel and Save do not fit: the bar says it is over-full rather than drop them")
    }

    /// Item 16: right to left mirrors the horizontal bars; the column stays where the hardware puts it.
    @Test func item16RightToLeftMirrorsTheHorizontalLayout() {
        var arabic = Scenarios.iPhone17
        arabic.rightToLeft = true
        let inventory = PhotoEditor.seededRefactored()
        let ltr = ToolbarSolver.solve(inventory, in: Scenarios.iPhone17)
        let rtl = ToolbarSolver.solve(inventory, in: arabic)
        let undo = { (layout: Layout) in layout.items.first { $0.key == "undo" }?.x ?? 0 }
        let share = { (layout: Layout) in layout.items.first { $0.key == "share" }?.x ?? 0 }
        #expect(undo(ltr) < share(ltr))
        #expect(undo(rtl) > share(rtl), "leading Undo is on the right, pinned Share on the left")
        #expect(rtl.fired(.horizontalLayoutMirrorsRTL))
        #expect(rtl.rightToLeft == true)
        #expect(MirrorProperty.mirrors(ltr, rtl, window: 402))
    }

    /// Item 17: the drawing fits the columns it is given and shows exactly what the layout holds:
    /// every shown item, the title cut where the layout cuts it.
    @Test(arguments: [24, 40, 56, 80, 132])
    func item17DrawingFitsColumnsAndShowsOnlyWhatTheLayoutSays(columns: Int) {
        let inventory = ScreenInventory(
            app: Build.sdk27, screen: Screen(name: "Crowded", title: "A Rather Long Document Title"),
            commands: PhotoEditor.crowded.commands)
        for width in [375.0, 600, 1000] {
            let layout = ToolbarSolver.solve(inventory, in: Scenarios.iPhone(width: width))
            let text = LayoutDrawing.draw(layout, inventory: inventory, columns: columns)
            for line in text.split(separator: "\n") {
                #expect(TextWidth.columns(String(line)) <= max(columns, 16), "\(line)")
            }
            let bars = text.split(separator: "\n").filter { $0.hasPrefix("│") }.joined(separator: " ")
            for item in layout.items {
                let title = inventory.commands.first { $0.key == item.key }?.title ?? ""
                #expect(
                    bars.contains(title) || bars.contains(String(title.prefix(max(1, columns - 8)))),
                    "\(title) at \(width) pt, \(columns) columns")
            }
            switch layout.title.state {
            case .shown: #expect(bars.contains("A Rather") || columns < 40)
            case .truncated:
                #expect(!bars.contains("A Rather Long Document Title"))
                #expect(bars.contains("…"))
            default: #expect(!bars.contains("A Rather"))
            }
        }
    }

    /// Item 18: a modal screen on a vertical pose says it is laid out as a full screen.
    @Test func item18SheetsSayTheyAreLaidOutAsFullScreens() {
        let modal = ToolbarSolver.solve(Foldable.compose(), in: Scenarios.innerLandscape)
        #expect(modal.warnings?.contains { $0.kind == .sheetLaidOutAsFullScreen } == true)
        #expect(modal.fired(.sheetLaidOutAsFullScreen))
        var pushed = Foldable.compose()
        pushed.screen.navigationKind = .pushed
        #expect(ToolbarSolver.solve(pushed, in: Scenarios.innerLandscape).warnings == nil)
        #expect(
            ToolbarSolver.solve(Foldable.compose(), in: Scenarios.iPhone17).warnings == nil,
            "horizontal poses lay a sheet out as the seed says")
    }
}

/// Right-to-left layouts mirror left-to-right ones.
enum MirrorProperty {
    /// Same regions, orders, overflow and title state; every horizontal item's x mirrored about its
    /// bar's axis; the column's items unchanged.
    static func mirrors(_ ltr: Layout, _ rtl: Layout, window: Double) -> Bool {
        guard ltr.overflow == rtl.overflow, ltr.missing == rtl.missing, ltr.bars == rtl.bars,
            ltr.title.state == rtl.title.state, ltr.items.count == rtl.items.count
        else { return false }
        for (left, right) in zip(ltr.items, rtl.items) {
            guard left.key == right.key, left.region == right.region, left.order == right.order,
                left.width == right.width, left.y == right.y
            else { return false }
            guard let x = left.x, let width = left.width, let mirrored = right.x else {
                if left.x != right.x { return false }
                continue
            }
            let space = ltr.space.first { $0.bar == left.bar }
            let axis =
                left.bar == .horizontalBar
                ? 2 * (space?.x ?? 0) + (space?.available ?? 0) : window
            if abs(axis - x - width - mirrored) > 1e-9 { return false }
        }
        return true
    }
}
