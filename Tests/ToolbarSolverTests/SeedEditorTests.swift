import Testing
import ToolbarModel
import ToolbarSolver

/// The checks issue 3 lists for seed 000 (the photo editor) and the WWDC26 demonstration.
@Suite struct SeedEditorTests {
    @Test func crowdedEditorOverflowsForLackOfRoomTrailingMostFirst() {
        let layout = ToolbarSolver.solve(PhotoEditor.crowded, in: Scenarios.iPhoneSE)
        let overflowed = layout.overflow.map(\.key)
        #expect(!overflowed.isEmpty)
        #expect(layout.overflow.allSatisfy { $0.reason == .lackOfRoom })
        #expect(overflowed.contains("share"))
        // Everything has the same priority, so what leaves is the trailing-most tail, in bar order.
        let keys = PhotoEditor.crowded.commands.map(\.key)
        #expect(overflowed == Array(keys.suffix(overflowed.count)))
        #expect(layout.region(of: "undo") == .trailing)
        #expect(layout.space.first { $0.bar == .navigationBar }?.hasOverflowButton == true)
    }

    @Test(arguments: Scenarios.iPhonePortraitWidths)
    func crowdedEditorHidesShareOrUndoAtEveryIPhoneWidth(width: Double) {
        let layout = ToolbarSolver.solve(PhotoEditor.crowded, in: Scenarios.iPhone(width: width))
        #expect(layout.region(of: "share") == .overflowMenu)
    }

    @Test func refactoredEditorAtNarrowIPhone() {
        let layout = ToolbarSolver.solve(PhotoEditor.refactored(), in: Scenarios.iPhoneSE)
        #expect(layout.region(of: "undo") == .leading)
        #expect(layout.region(of: "redo") == .leading)
        #expect(layout.region(of: "share") == .pinnedTrailing)
        let share = layout.items.first { $0.key == "share" }
        let shareEnd = (share?.x ?? 0) + (share?.width ?? 0)
        let padding = ToolbarSolver.metrics(for: PhotoEditor.refactored()).capsulePadding
        #expect(abs(shareEnd + padding - (320 - 16)) < 0.001, "Share's background ends at the trailing margin")
        #expect(layout.overflow.map(\.key) == ["replace-photo", "export-image", "divider-1", "clear-edits"])
        #expect(layout.overflow.allSatisfy { $0.reason == .deliberate })
        #expect(layout.overflow[2].isDivider)
        for key in ["crop", "filters", "adjust"] {
            #expect(layout.region(of: key) == .absent)
            #expect(layout.missing.first { $0.key == key }?.reason == .sizeClassCondition)
        }
    }

    @Test(arguments: [Scenarios.iPhone17Landscape, Scenarios.iPhone17ProMaxLandscape, Scenarios.iPad])
    func editingToolsExistWhereTheirConditionHoldsAndOverflowByPlacement(scenario: Scenario) {
        let layout = ToolbarSolver.solve(PhotoEditor.refactored(), in: scenario)
        for key in ["crop", "filters", "adjust"] {
            #expect(layout.region(of: key) == .overflowMenu)
            #expect(layout.overflowEntry(for: key)?.reason == .byPlacement)
        }
        // Deliberate and by-placement entries keep declaration order.
        #expect(layout.overflow.map(\.key).prefix(3) == ["crop", "filters", "adjust"])
    }

    @Test func editorRoleShowsEditingToolsInTheCentreOnRegularWidth() {
        let layout = ToolbarSolver.solve(PhotoEditor.refactored(role: .editor), in: Scenarios.iPad)
        for key in ["crop", "filters", "adjust"] {
            #expect(layout.region(of: key) == .center)
        }
        // Compact height but compact width: the role changes nothing.
        let landscape = ToolbarSolver.solve(PhotoEditor.refactored(role: .editor), in: Scenarios.iPhone17Landscape)
        #expect(landscape.overflowEntry(for: "crop")?.reason == .byPlacement)
    }

    @Test(arguments: Scenarios.iPhonePortraitWidths)
    func wwdcDemoUndoRedoShareStayVisibleAfterTheFix(width: Double) {
        let before = ToolbarSolver.solve(PhotoEditor.crowded, in: Scenarios.iPhone(width: width))
        #expect(!["undo", "redo", "share"].allSatisfy { before.region(of: $0)?.isVisible == true })
        let after = ToolbarSolver.solve(PhotoEditor.refactored(), in: Scenarios.iPhone(width: width))
        for key in ["undo", "redo", "share"] {
            #expect(after.region(of: key)?.isVisible == true, "\(key) at \(width) pt")
        }
    }

    @Test func pinnedShareOverflowsOnlyWithSearchActiveAndTooLittleRoom() {
        var inventory = PhotoEditor.refactored()
        inventory.screen.search = .toolbar
        let idle = ToolbarSolver.solve(inventory, in: Scenarios.iPhone(width: 320))
        #expect(idle.region(of: "share") == .pinnedTrailing)
        let searching = ToolbarSolver.solve(inventory, in: Scenarios.iPhone(width: 320, search: true))
        #expect(searching.region(of: "share") == .overflowMenu)
        #expect(searching.overflowEntry(for: "share")?.reason == .searchActive)
        #expect(searching.overflow.last?.key == "share", "search-active entries come last")
        let wide = ToolbarSolver.solve(inventory, in: Scenarios.iPhone(width: 1000, search: true))
        #expect(wide.region(of: "share") == .pinnedTrailing)
    }

    @Test func crowdedBreakpointsNameTheWidthWhereEachCommandReturns() {
        let sweep = ToolbarSolver.sweep(PhotoEditor.crowded, base: Scenarios.iPhone17, widths: 320...1400)
        let share = sweep.breakpoints.first { $0.key == "share" }
        #expect(share != nil)
        #expect(share?.below == .overflowMenu)
        #expect(share?.atOrAbove == .trailing)
        #expect(share?.sentence(title: "Share").hasPrefix("Share moves to overflow below ") == true)
        // Trailing-most leaves first, so it comes back last: Clear's breakpoint is the widest.
        let clear = sweep.breakpoints.first { $0.key == "clear" }?.width ?? 0
        #expect(sweep.breakpoints.allSatisfy { $0.width <= clear })
        #expect((share?.width ?? 0) <= clear)
    }
}
