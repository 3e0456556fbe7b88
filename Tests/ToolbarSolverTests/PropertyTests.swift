import Foundation
import Testing
import ToolbarModel

@testable import ToolbarSolver

// MARK: - Deterministic generation

/// Random screens and scenarios for the property tests.
enum Generated {
    static let placements: [Placement] = [
        .topBarLeading, .topBarTrailing, .automatic, .primaryAction, .topBarTrailing, .bottomBar,
        .topBarPinnedTrailing, .overflowMenu, .secondaryAction, .cancellationAction, .confirmationAction,
        .navigation, .status
    ]
    static let priorities: [VisibilityPriority?] = [
        nil, nil, .low, .automatic, .high, .higherThan(.low), .lowerThan(.high), .lowerThan(.automatic)
    ]

    static func inventory(_ rng: inout SplitMix64, index: Int) -> ScreenInventory {
        let count = Int.random(in: 2...20, using: &rng)
        var commands: [Command] = []
        var principal = false
        for order in 1...count {
            var placement = placements.randomElement(using: &rng)!
            if placement == .topBarPinnedTrailing, Int.random(in: 0..<3, using: &rng) > 0 {
                placement = .topBarTrailing
            }
            let content: ContentKind
            switch Int.random(in: 0..<12, using: &rng) {
            case 0..<5: content = .symbolAndText
            case 5..<8: content = .symbol
            case 8..<10: content = .text
            case 10: content = .custom
            default: content = .spacer
            }
            if !principal, Int.random(in: 0..<25, using: &rng) == 0 {
                placement = .principal
                principal = true
            }
            let title = String(repeating: "x", count: Int.random(in: 2...18, using: &rng))
            let group = Int.random(in: 0..<3, using: &rng) == 0 ? nil : "g\(Int.random(in: 1...3, using: &rng))"
            let axis: AxisBehavior = [.automatic, .automatic, .automatic, .horizontalOnly, .verticalPreferred]
                .randomElement(using: &rng)!
            commands.append(
                Command(
                    key: "c\(order)", title: content == .spacer ? "" : title, symbol: "sf",
                    content: content,
                    spacer: content == .spacer ? (Bool.random(using: &rng) ? .fixed : .flexible) : nil,
                    customView: content == .custom ? Self.customView(Double.random(in: 30...160, using: &rng)) : nil,
                    placement: placement, group: group, order: order, priority: priorities.randomElement(using: &rng)!,
                    axis: axis))
        }
        let groups = (1...3).map {
            ToolbarGroup(name: "g\($0)", placement: .topBarTrailing, priority: priorities.randomElement(using: &rng)!)
        }
        let search: SearchPlacement? = [nil, nil, .toolbar, .automatic, .bottomBar].randomElement(using: &rng)!
        let screen = Screen(
            name: "S\(index)", title: Bool.random(using: &rng) ? "Title \(index)" : nil, search: search,
            toolbarRole: Bool.random(using: &rng) ? .editor : .automatic,
            navigationKind: [.pushed, .modal, .root].randomElement(using: &rng)!,
            paddingRemoved: Int.random(in: 0..<4, using: &rng) == 0)
        let sdk = [OSVersion(26, 5), OSVersion(27, 0), OSVersion(27, 1)].randomElement(using: &rng)!
        return ScreenInventory(app: App(name: "A", linkedSDK: sdk), screen: screen, groups: groups, commands: commands)
    }

    /// A custom view of `width`; every other one's width is an estimate (no generator draw, so
    /// the screens stay the same).
    static func customView(_ width: Double) -> CustomViewInfo {
        CustomViewInfo(width: width, widthSource: Int(width) % 2 == 0 ? .estimated : .measured)
    }

    static func scenario(_ rng: inout SplitMix64) -> Scenario {
        var scenario = [
            Scenarios.iPhone17, Scenarios.iPhoneSE, Scenarios.iPad, Scenarios.iPhone17ProMaxLandscape,
            Scenarios.outerPortrait, Scenarios.outerLandscape, Scenarios.innerLandscape,
            Scenarios.iPhoneOnIPad
        ].randomElement(using: &rng)!
        scenario.searchActive = Int.random(in: 0..<3, using: &rng) == 0
        scenario.keyboardUp = Int.random(in: 0..<4, using: &rng) == 0
        scenario.dynamicType = DynamicTypeSize.allCases.randomElement(using: &rng)!
        scenario.textExpansion = [1, 1, 1.4].randomElement(using: &rng)!
        return scenario
    }

    /// 300 (inventory, scenario) pairs, the same on every run.
    static let cases: [(ScreenInventory, Scenario)] = {
        var rng = SplitMix64(seed: 0x7001_BA52)
        return (0..<300).map { index in (inventory(&rng, index: index), scenario(&rng)) }
    }()

    /// The cases in slices of 50, for the longest tests to run as parallel cases.
    static let slices = stride(from: 0, to: 300, by: 50).map { $0..<$0 + 50 }

    /// What `solve`, `explain` and `sweep` (320…1400 pt) give for one case.
    struct Solved: Sendable {
        var layout: Layout
        var explanation: LayoutExplanation
        var sweep: Sweep
    }

    /// Each case solved, explained and swept once per process, on both cores: several suites check
    /// these same results, and the solver is pure, so each gets what its own call would give.
    /// Tests about solving itself (the same input twice, remedies, other widths) still solve.
    static let solved: [Solved] = Parallel.map(count: cases.count) { index in
        let (inventory, scenario) = cases[index]
        return Solved(
            layout: ToolbarSolver.solve(inventory, in: scenario),
            explanation: ToolbarSolver.explain(inventory, in: scenario),
            sweep: ToolbarSolver.sweep(inventory, base: scenario, widths: 320...1400))
    }

    /// What `breakpointRanges` gives for each case over 320…1400 pt, once per process on both
    /// cores: JSON encoding and the estimate tests check the same ranges.
    static let ranges: [[BreakpointRange]] = Parallel.map(count: cases.count) { index in
        ToolbarSolver.breakpointRanges(cases[index].0, base: cases[index].1, widths: 320...1400)
    }

    /// The window widths the preparation tests lay each case out at.
    static let preparedWidths: [Double] = [320, 402, 700, 1400]

    /// One case prepared at one of `preparedWidths` (the scenario's width set to it), as it was
    /// before laying out, and the layout `assemble` then gave.
    struct Prepared: Sendable {
        var width: Double
        var preparation: Preparation
        var layout: Layout
    }

    /// Each case prepared and laid out at each of `preparedWidths`, once per process on both
    /// cores: the remedy and lack-of-room tests ask the same preparations what they would show.
    static let prepared: [[Prepared]] = Parallel.map(count: cases.count) { index in
        let (inventory, base) = cases[index]
        return preparedWidths.map { width in
            var scenario = base
            scenario.width = width
            let preparation = Preparation(
                inventory: inventory, scenario: scenario, metrics: ToolbarSolver.metrics(for: inventory))
            var laidOut = preparation
            let layout = ToolbarSolver.assemble(&laidOut, width: scenario.width, height: scenario.height)
            return Prepared(width: width, preparation: preparation, layout: layout)
        }
    }
}

// MARK: - Properties

@Suite struct PropertyTests {
    static func visibleKeys(_ layout: Layout) -> Set<String> {
        Set(layout.items.filter { $0.region.isVisible }.map(\.key))
    }

    /// The keys of the commands `preparation` says are shown at this window size.
    static func shownKeys(_ preparation: Preparation, width: Double, height: Double) -> Set<String> {
        let commands = preparation.context.inventory.commands
        let shown = preparation.shownCommands(width: width, height: height)
        return Set(commands.indices.filter { shown[$0] }.map { commands[$0].key })
    }

    /// A remedy reads what the layout would show from the preparation alone.
    @Test func shownKeysAreTheKeysOfTheLayoutsItems() {
        for ((inventory, base), prepared) in zip(Generated.cases, Generated.prepared) {
            for (width, preparation, layout) in prepared.map({ ($0.width, $0.preparation, $0.layout) }) {
                let keys = Self.shownKeys(preparation, width: width, height: base.height)
                #expect(keys == Set(layout.items.map(\.key)), "\(inventory.screen.name) at \(width) pt")
            }
        }
    }

    /// A remedy that changes priorities reranks the preparation instead of preparing again.
    @Test(arguments: Generated.slices)
    func rerankingIsPreparingWithTheNewPriorities(_ slice: Range<Int>) {
        let priorities: [VisibilityPriority?] = [nil, .low, .high, .higherThan(.high), .lowerThan(.low)]
        for number in slice {
            let (inventory, scenario) = Generated.cases[number]
            let metrics = ToolbarSolver.metrics(for: inventory)
            let preparation = Preparation(inventory: inventory, scenario: scenario, metrics: metrics)
            for index in inventory.commands.indices {
                var changed = inventory
                changed.commands[index].priority = priorities[(number + index) % priorities.count]
                if !changed.groups.isEmpty {
                    changed.groups[index % changed.groups.count].priority = priorities[index % priorities.count]
                }
                let fresh = Preparation(inventory: changed, scenario: scenario, metrics: metrics)
                let reranked = preparation.reranked(changed)
                #expect(reranked.plans.map(\.plan.removalOrder) == fresh.plans.map(\.plan.removalOrder))
                #expect(
                    reranked.plans.map { $0.plan.slots.map(\.rank) } == fresh.plans.map { $0.plan.slots.map(\.rank) })
                #expect(
                    reranked.thresholds().map { "\($0.command) \($0.width)" }
                        == fresh.thresholds().map { "\($0.command) \($0.width)" })
                #expect(
                    Self.shownKeys(reranked, width: scenario.width, height: scenario.height)
                        == Self.shownKeys(fresh, width: scenario.width, height: scenario.height))
            }
        }
    }

    /// A remedy that gives one command its own priority changes that command's rank alone.
    @Test func aCommandsOwnPriorityRanksItWhateverItsGroupSays() {
        let priorities: [VisibilityPriority] = [.low, .high, .higherThan(.high), .lowerThan(.low), .automatic]
        for (number, (inventory, _)) in Generated.cases.enumerated() {
            let ranks = Preparation.ranks(of: inventory)
            for index in inventory.commands.indices {
                let priority = priorities[(number + index) % priorities.count]
                var changed = inventory
                changed.commands[index].priority = priority
                var expected = ranks
                expected[index] = priority.rank
                #expect(Preparation.ranks(of: changed) == expected, "\(inventory.screen.name), command \(index)")
            }
        }
    }

    /// An audit reads a screen's facts once and solves every scenario with them: the same layouts.
    @Test func solvingWithSharedFactsGivesTheSameLayout() {
        for (index, (inventory, scenario)) in Generated.cases.enumerated() {
            let metrics = ToolbarSolver.metrics(for: inventory)
            let facts = SharedFacts(inventory, metrics: metrics)
            var other = scenario
            other.width = scenario.width == 402 ? 700 : 402
            #expect(
                ToolbarSolver.solve(inventory, in: scenario, metrics: metrics, facts: facts)
                    == Generated.solved[index].layout)
            #expect(
                ToolbarSolver.solve(inventory, in: other, metrics: metrics, facts: facts)
                    == ToolbarSolver.solve(inventory, in: other))
            #expect(
                ToolbarSolver.sweep(inventory, base: scenario, widths: 320...1400, metrics: metrics, facts: facts)
                    == Generated.solved[index].sweep)
        }
    }

    @Test(arguments: Generated.slices)
    func moreWidthNeverHidesAVisibleItem(_ slice: Range<Int>) {
        for (inventory, base) in Generated.cases[slice] {
            var previous: Set<String>?
            for width in stride(from: 320.0, through: 1400, by: 23) {
                var scenario = base
                scenario.width = width
                let visible = Self.visibleKeys(ToolbarSolver.solve(inventory, in: scenario))
                if let previous {
                    #expect(previous.isSubset(of: visible), "\(inventory.screen.name) at \(width) pt")
                }
                previous = visible
            }
        }
    }

    /// Items that never leave for lack of room while others do: principal, pinned, spacers, and the
    /// column's navigation and prominent items.
    static func exempt(_ command: Command, _ item: PlacedItem) -> Bool {
        if command.content == .spacer || item.region == .principal || item.region == .pinnedTrailing
            || command.placement == .principal || command.placement == .largeTitle
            || command.placement == .topBarPinnedTrailing
        {
            return true
        }
        // System navigation actions stay in horizontal bars (navigation-actions-stay-in-bar).
        if item.region != .verticalColumn,
            [.cancellationAction, .navigation, .confirmationAction].contains(command.placement)
        {
            return true
        }
        guard item.region == .verticalColumn else { return false }
        return [.cancellationAction, .navigation, .topBarPinnedTrailing, .confirmationAction]
            .contains(command.placement)
    }

    @Test func noLackOfRoomWhileALowerPriorityItemInTheSameBarStaysVisible() {
        for ((inventory, _), solved) in zip(Generated.cases, Generated.solved) {
            let layout = solved.layout
            let byKey = Dictionary(uniqueKeysWithValues: inventory.commands.map { ($0.key, $0) })
            for entry in layout.overflow where entry.reason == .lackOfRoom {
                guard let gone = byKey[entry.key] else { continue }
                let goneRank = inventory.effectivePriority(of: gone).rank
                for item in layout.items where item.bar == entry.bar {
                    guard let shown = byKey[item.key], !Self.exempt(shown, item) else { continue }
                    #expect(
                        inventory.effectivePriority(of: shown).rank >= goneRank,
                        "\(inventory.screen.name): \(item.key) shown while \(entry.key) overflowed")
                }
            }
        }
    }

    @Test func pinnedItemsAreTheLastToGo() {
        for ((inventory, scenario), solved) in zip(Generated.cases, Generated.solved) {
            let layout = solved.layout
            let pinnedGone = layout.overflow.contains { $0.reason == .searchActive }
            #expect(
                !layout.overflow.contains { entry in
                    entry.reason == .searchActive && !scenario.searchActive
                })
            guard pinnedGone else { continue }
            let byKey = Dictionary(uniqueKeysWithValues: inventory.commands.map { ($0.key, $0) })
            for item in layout.items where item.bar == .navigationBar {
                guard let command = byKey[item.key] else { continue }
                #expect(Self.exempt(command, item), "\(item.key) outlasted a pinned item")
            }
        }
    }

    @Test(arguments: Generated.slices)
    func sweepAgreesWithSolveOnBothSidesOfEveryBreakpoint(_ slice: Range<Int>) {
        for ((inventory, base), solved) in zip(Generated.cases[slice], Generated.solved[slice]) {
            let sweep = solved.sweep
            var widths = [320.0, 1400]
            for point in sweep.breakpoints { widths += [point.width - 0.01, point.width + 0.01, point.width] }
            for width in widths where width >= 320 && width <= 1400 {
                var scenario = base
                scenario.width = width
                let layout = ToolbarSolver.solve(inventory, in: scenario)
                for command in inventory.commands {
                    #expect(
                        sweep.region(of: command.key, at: width) == layout.region(of: command.key),
                        "\(inventory.screen.name)/\(command.key) at \(width) pt")
                }
            }
        }
    }

    @Test func sameInputSameLayout() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        for ((inventory, scenario), solved) in zip(Generated.cases, Generated.solved).prefix(100) {
            let first = solved.layout
            let second = ToolbarSolver.solve(inventory, in: scenario)
            #expect(first == second)
            #expect(try encoder.encode(first) == encoder.encode(second))
            let decoded = try JSONDecoder().decode(Layout.self, from: encoder.encode(first))
            #expect(decoded == first)
        }
    }
}

@Suite struct MirrorPropertyTests {
    @Test func rightToLeftLayoutsMirrorLeftToRightOnes() {
        for ((inventory, base), solved) in zip(Generated.cases, Generated.solved) {
            var ltr = base
            ltr.rightToLeft = false
            var rtl = base
            rtl.rightToLeft = true
            rtl.locale = "ar"
            let left = ltr == base ? solved.layout : ToolbarSolver.solve(inventory, in: ltr)
            let right = ToolbarSolver.solve(inventory, in: rtl)
            #expect(MirrorProperty.mirrors(left, right, window: base.width), "\(inventory.screen.name) in \(base.name)")
        }
    }
}
