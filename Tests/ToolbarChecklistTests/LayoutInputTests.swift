import Testing
import ToolbarModel
import ToolbarSolver

@testable import ToolbarChecklist

@Suite struct LayoutInputTests {
    static func sweep(_ initial: Region, _ breakpoints: [Breakpoint]) -> Sweep {
        Sweep(
            scenario: "iphone-portrait", screen: "Editor", from: 320, to: 700,
            initial: [PlacedRegion(key: "share", region: initial)], breakpoints: breakpoints)
    }

    @Test func aCommandThatReturnsToTheBarOverflowsBelowItsBreakpoint() {
        var input = Kit.layout(Kit.portrait, [.shown("share", .trailing)])
        input.sweep = Self.sweep(
            .overflowMenu,
            [
                Breakpoint(key: "share", width: 380, below: .overflowMenu, atOrAbove: .trailing)
            ])
        #expect(input.lackOfRoomWidths(of: "share") == WidthRange(320, 380))
    }

    @Test func aCommandInOverflowAtEveryWidthIsNotThereForLackOfRoom() {
        var input = Kit.layout(Kit.portrait, [.overflow("share", .deliberate)])
        input.sweep = Self.sweep(.overflowMenu, [])
        #expect(input.lackOfRoomWidths(of: "share") == nil)
    }

    @Test func withoutASweepTheLayoutsReasonDecides() {
        let room = Kit.layout(Kit.portrait, [.overflow("share", .lackOfRoom)])
        #expect(room.lackOfRoomWidths(of: "share") == WidthRange(at: 402))
        let placement = Kit.layout(Kit.portrait, [.overflow("share", .byPlacement)])
        #expect(placement.lackOfRoomWidths(of: "share") == nil)
        #expect(Kit.layout(Kit.portrait, [.shown("share", .trailing)]).lackOfRoomWidths(of: "share") == nil)
    }

    @Test func theSolverInitializerSolvesAndSweeps() {
        let input = ScenarioInput(solving: SeedFixtures.crowded, in: SeedFixtures.portrait, sweepWidths: 320...900)
        #expect(input.layout.scenario == "iphone-17-portrait")
        #expect(input.sweep?.from == 320 && input.sweep?.to == 900)
        #expect(!input.isVertical)
        #expect(ScenarioInput(solving: SeedFixtures.refactored, in: SeedFixtures.foldable).isVertical)
    }
}
