import Testing
import ToolbarModel

@testable import ToolbarSolver

/// Every estimate has a range around its point value; breakpoints and certainties computed at the
/// ends of those ranges; numbers a team pinned have none.
@Suite struct EstimateTests {
    static let metricSets: [BarMetrics] = [
        BarMetrics.forSDK(OSVersion(26, 5)), BarMetrics.forSDK(OSVersion(27, 0)),
        BarMetrics.forSDK(OSVersion(27, 1), paddingRemoved: true),
        MetricPins(all: [.itemPadding: 5, .groupGap: 12]).apply(
            to: BarMetrics.forSDK(OSVersion(27, 1)),
            sdk: OSVersion(27, 1))
    ]

    @Test(arguments: Estimate.allCases)
    func rangesContainThePointEstimate(estimate: Estimate) {
        for metrics in Self.metricSets {
            let range = metrics.range(of: estimate)
            #expect(range.contains(metrics.value(of: estimate)), "\(estimate) in \(range)")
            #expect(metrics.roomiest.value(of: estimate) == range.lowerBound)
            #expect(metrics.tightest.value(of: estimate) == range.upperBound)
        }
    }

    /// An estimate's bit is its place in `Estimate.allCases`, read from the case's stored byte.
    @Test(arguments: Estimate.allCases)
    func anEstimatesBitIsItsDeclarationIndex(estimate: Estimate) throws {
        let index = try #require(Estimate.allCases.firstIndex(of: estimate))
        #expect(EstimateSet(estimate).rawValue == 1 << UInt32(index))
        var marked = EstimateSet()
        marked.mark(estimate)
        #expect(marked == EstimateSet(estimate))
    }

    /// A threshold's fields, compared as its text `"command width region below"` was: the width
    /// by its bits (equal bits, equal text).
    struct ThresholdFields: Equatable {
        var command: Int
        var width: UInt64
        var region: Region
        var below: Region

        static func of(_ preparation: Preparation) -> [ThresholdFields] {
            preparation.thresholds().map {
                ThresholdFields(command: $0.command, width: $0.width.bitPattern, region: $0.region, below: $0.below)
            }
        }
    }

    /// What lets certainties and breakpoint ranges skip an estimate: a solve that did not read a
    /// metric gives the same layout and thresholds at both ends of its range. In slices of the
    /// cases, on both cores; each slice skips its share of the more than 1,000 skipped in all.
    @Test(arguments: Generated.slices)
    func anEstimateTheSolveDidNotReadChangesNothingAtEitherEnd(_ slice: Range<Int>) {
        var skipped = 0
        for (inventory, base) in Generated.cases[slice] {
            var withPicture = base
            withPicture.pictureInPicture = true
            for scenario in [base, withPicture] {
                let metrics = ToolbarSolver.metrics(for: inventory)
                var preparation = Preparation(inventory: inventory, scenario: scenario, metrics: metrics)
                let thresholds = ThresholdFields.of(preparation)
                let layout = ToolbarSolver.assemble(&preparation, width: scenario.width, height: scenario.height)
                for variant in ToolbarSolver.estimateVariants(inventory, metrics: metrics)
                where variant.isUnread(by: preparation.context.reads) {
                    skipped += 1
                    for end in variant.ends {
                        var other = Preparation(inventory: end.inventory, scenario: scenario, metrics: end.metrics)
                        #expect(ThresholdFields.of(other) == thresholds)
                        let solved = ToolbarSolver.assemble(&other, width: scenario.width, height: scenario.height)
                        #expect(solved == layout, "\(inventory.screen.name) in \(scenario.name): \(variant.dependency)")
                    }
                }
            }
        }
        #expect(skipped * Generated.slices.count > 1000, "\(skipped) skipped in cases \(slice)")
    }

    /// The checklist asks lack-of-room certainties without laying out the ends. In slices of the
    /// cases, on both cores; each slice has its share of the more than 20 that depend on estimates.
    @Test(arguments: Generated.slices)
    func aLackOfRoomCertaintyIsTheCertaintyOfTheLayoutsOverflowEntry(_ slice: Range<Int>) {
        var depending = 0
        for (inventory, scenario) in Generated.cases[slice] {
            let solutions = EstimateSolutions(inventory, in: scenario)
            // A second set of solutions answers the full questions, so no end the light questions
            // prepared is laid out for them (one set for every command: the layouts it keeps are
            // the ones a fresh set would make).
            let laidOut = EstimateSolutions(inventory, in: scenario)
            for command in inventory.commands {
                let light = solutions.lackOfRoomCertainty(of: command.key)
                let full = laidOut.certainty {
                    $0.overflowEntry(for: command.key)?.reason == .lackOfRoom
                }
                #expect(light == full, "\(inventory.screen.name)/\(command.key) in \(scenario.name)")
                if !light.dependsOn.isEmpty { depending += 1 }
            }
        }
        #expect(depending * Generated.slices.count > 20, "\(depending) depending in cases \(slice)")
    }

    @Test func overflowingForLackOfRoomIsWhatTheLayoutSays() {
        for ((inventory, base), prepared) in zip(Generated.cases, Generated.prepared) {
            for (width, preparation, layout) in prepared.map({ ($0.width, $0.preparation, $0.layout) }) {
                let answers = inventory.commands.map {
                    preparation.overflowsForLackOfRoom($0.key, width: width, height: base.height)
                }
                #expect(answers == inventory.commands.map { layout.overflowEntry(for: $0.key)?.reason == .lackOfRoom })
            }
        }
    }

    @Test func breakpointRangesContainThePointBreakpoint() {
        for ((inventory, solved), ranges) in zip(zip(Generated.cases.map(\.0), Generated.solved), Generated.ranges) {
            let sweep = solved.sweep
            for range in ranges {
                #expect(
                    range.lowest <= range.width + 1e-9 && range.width <= range.highest + 1e-9,
                    "\(inventory.screen.name)/\(range.key): \(range.widths)")
                // Each estimate moves a breakpoint no more than all of them together.
                if range.isExact { #expect(range.dependsOn.isEmpty, "an exact breakpoint depends on nothing") }
            }
            // Every breakpoint of the sweep is there, at the same point width.
            for point in sweep.breakpoints {
                #expect(ranges.contains { $0.key == point.key && abs($0.width - point.width) < 1e-9 })
            }
        }
    }

    /// What a breakpoint depends on, against every estimate's two ends prepared from scratch: an
    /// estimate is listed when either of its ends alone moves the breakpoint. The ranges prepare
    /// an estimate's end only where all the estimates at that end move some breakpoint, which
    /// gives the same list while each breakpoint grows with each estimate: this checks both.
    @Test(arguments: Generated.slices)
    func breakpointRangesDependOnWhatMovesThemOnItsOwn(_ slice: Range<Int>) {
        var depending = 0
        for (inventory, base) in Generated.cases[slice] {
            let metrics = ToolbarSolver.metrics(for: inventory)
            func thresholds(_ inventory: ScreenInventory, _ metrics: BarMetrics) -> [Preparation.Threshold] {
                Preparation(inventory: inventory, scenario: base, metrics: metrics).thresholds()
            }
            let point = thresholds(inventory, metrics)
            let everyEnd = ToolbarSolver.estimateVariants(inventory, metrics: metrics).map { variant in
                (variant.dependency, variant.ends.map { thresholds($0.inventory, $0.metrics) })
            }
            for range in ToolbarSolver.breakpointRanges(inventory, base: base, widths: 100...4000) {
                guard
                    let index = point.firstIndex(where: {
                        inventory.commands[$0.command].key == range.key && $0.width == range.width
                    })
                else {
                    Issue.record("\(inventory.screen.name)/\(range.key): no point breakpoint at \(range.width)")
                    continue
                }
                let moving = everyEnd.filter { _, ends in
                    ends.contains { $0.count == point.count && abs($0[index].width - point[index].width) > 0.05 }
                }.map(\.0)
                #expect(range.dependsOn == moving, "\(inventory.screen.name)/\(range.key) in \(base.name)")
                if !moving.isEmpty { depending += 1 }
            }
        }
        #expect(depending > 20, "\(depending) depending in cases \(slice)")
    }

    @Test func breakpointsAtTheEndsOfTheRangesAreTheSweepsOfThoseMetrics() {
        for (inventory, base) in Generated.cases.prefix(80) {
            let metrics = ToolbarSolver.metrics(for: inventory)
            let ranges = ToolbarSolver.breakpointRanges(inventory, base: base, widths: 100...4000)
            let roomy = ToolbarSolver.sweep(inventory, base: base, widths: 100...4000, metrics: metrics.roomiest)
            for point in roomy.breakpoints {
                #expect(ranges.contains { $0.key == point.key && abs($0.lowest - point.width) < 1e-9 })
            }
        }
    }

    /// Seed 000's refactor: Redo's breakpoint at 384 pt depends on the estimated chip and the
    /// iOS 27 padding; once the team pins what it measured and the chip is measured, it is exact.
    @Test func redoBreakpointDependsOnTheChipAndThePaddingUntilTheyAreMeasured() {
        let inventory = PhotoEditor.seededRefactored()
        let names = CommandNames(inventory)
        let redo = ToolbarSolver.breakpointRanges(inventory, base: Scenarios.iPhone17, widths: 320...1400)
            .first { $0.key == "redo" }
        #expect(redo?.width == 384)
        #expect(redo.map { $0.lowest < 384 && $0.highest > 384 } == true)
        let depends = redo?.dependsOn ?? []
        #expect(depends.contains(EstimateDependency(estimate: .itemPadding)))
        #expect(depends.contains(EstimateDependency(estimate: .customViewWidth, key: "status")))
        #expect(redo?.sentence { names($0) }.hasPrefix("Redo moves to overflow below ") == true)
        #expect(redo?.sentence { names($0) }.contains("Edited width [estimated]") == true)
        #expect(redo?.sentence { names($0) }.contains("iOS 27 item padding [E]") == true)

        var measured = inventory
        measured.commands[0].customView?.widthSource = .measured
        let pins = MetricPins(
            all: Dictionary(
                uniqueKeysWithValues: MetricPins.pinnable.map {
                    ($0, BarMetrics.forSDK(OSVersion(27, 1)).value(of: $0))
                }))
        let exact = ToolbarSolver.breakpointRanges(measured, base: Scenarios.iPhone17, widths: 320...1400, pins: pins)
            .first { $0.key == "redo" }
        #expect(exact?.isExact == true)
        #expect(exact?.sentence { names($0) } == "Redo moves to overflow below 384 pt")
    }

    /// A lack-of-room verdict says whether it holds across every estimate.
    @Test func certaintyOfALackOfRoomVerdict() {
        let inventory = PhotoEditor.seededRefactored()
        let at375 = ToolbarSolver.certainty(inventory, in: Scenarios.iPhone(width: 375)) {
            $0.overflowEntry(for: "redo")?.reason == .lackOfRoom
        }
        #expect(at375.atPoint)
        #expect(!at375.holdsAcrossEstimates)
        #expect(at375.dependsOn.contains(EstimateDependency(estimate: .customViewWidth, key: "status")))
        // At 320 pt Redo is out however the estimates fall.
        let at320 = ToolbarSolver.certainty(inventory, in: Scenarios.iPhone(width: 320)) {
            $0.region(of: "redo") == .overflowMenu
        }
        #expect(at320.holdsAcrossEstimates)
        #expect(at320.dependencyNote() == "")
        #expect(
            ToolbarSolver.certainty(of: "share", in: inventory, scenario: Scenarios.iPhoneSE)?
                .holdsAcrossEstimates == true)
    }

    @Test func pinsApplyByLinkedSDKAndOnlyWherePaddingExists() {
        let pins = MetricPins(
            all: [.groupGap: 10],
            bySDK: [
                OSVersion(27): [.itemPadding: 5],
                OSVersion(27, 1): [.groupGap: 12]
            ])
        #expect(pins.values(for: OSVersion(26, 5)) == [.groupGap: 10])
        #expect(pins.values(for: OSVersion(27, 0)) == [.groupGap: 10, .itemPadding: 5])
        #expect(pins.values(for: OSVersion(27, 2)) == [.groupGap: 12, .itemPadding: 5])
        let sdk27 = pins.apply(to: BarMetrics.forSDK(OSVersion(27, 1)), sdk: OSVersion(27, 1))
        #expect(sdk27.itemPadding == 5)
        #expect(sdk27.range(of: .itemPadding) == 5...5)
        #expect(sdk27.range(of: .groupGap) == 12...12)
        let removed = pins.apply(to: BarMetrics.forSDK(OSVersion(27, 1), paddingRemoved: true), sdk: OSVersion(27, 1))
        #expect(removed.itemPadding == 0)
        #expect(
            JSONWriter.string(pins.jsonValue, style: .compact)
                == #"{"27.0":{"itemPadding":5},"27.1":{"groupGap":12},"groupGap":10}"#)
    }
}

/// A text item whose title the code does not state (`Text(document.title)`) is an estimate with a
/// range like every other: 9 columns at the point estimate, 4–16 across it.
@Suite struct UnknownTitleEstimateTests {
    static func screen(titleUnknown: Bool) -> ScreenInventory {
        let name = Command(
            key: "name", title: titleUnknown ? "" : "Mark Read", content: .text,
            placement: .topBarTrailing, order: 1, titleUnknown: titleUnknown)
        return ScreenInventory(
            app: Build.sdk27, screen: Screen(name: "Document", title: "Document"),
            commands: [name] + (2...6).map { Build.symbol("s\($0)", $0) })
    }

    @Test func breakpointsDependOnAnUnknownTitlesWidth() throws {
        let unknown = Self.screen(titleUnknown: true)
        let known = Self.screen(titleUnknown: false)
        let ranges = ToolbarSolver.breakpointRanges(unknown, base: Scenarios.iPhone17, widths: 320...1400)
        let first = try #require(ranges.first { $0.key == "s6" })
        let dependency = EstimateDependency(estimate: .unknownTitleColumns)
        #expect(first.dependsOn.contains(dependency))
        // At the point estimate the unknown title is as wide as a nine-column one.
        let same = ToolbarSolver.breakpointRanges(known, base: Scenarios.iPhone17, widths: 320...1400)
        #expect(same.first { $0.key == "s6" }?.width == first.width)
        #expect(!same.contains { $0.dependsOn.contains(dependency) }, "a title the code states is no estimate")
        // Across the range: 4 to 16 columns of 8.5 pt at the point glyph width.
        let metrics = ToolbarSolver.metrics(for: unknown)
        let low = metrics.with(.unknownTitleColumns, atHighEnd: false)
        let high = metrics.with(.unknownTitleColumns, atHighEnd: true)
        #expect((low.unknownTitleColumns, metrics.unknownTitleColumns, high.unknownTitleColumns) == (4, 9, 16))
        let sweep = { (metrics: BarMetrics) in
            ToolbarSolver.sweep(unknown, base: Scenarios.iPhone17, widths: 320...1400, metrics: metrics)
                .breakpoints.first { $0.key == "s6" }?.width ?? 0
        }
        #expect(sweep(metrics) - sweep(low) == 5 * metrics.averageGlyphWidth)
        #expect(sweep(high) - sweep(metrics) == 7 * metrics.averageGlyphWidth)
        // The budget names the estimate its line rests on.
        let layout = ToolbarSolver.explain(unknown, in: Scenarios.iPhone(width: 375))
        let line = layout.budget(of: .navigationBar)?.used.first { $0.key == "name" }
        #expect(line?.estimate == .unknownTitleColumns)
        #expect(!MetricPins.pinnable.contains(.unknownTitleColumns), "the title is recorded instead")
    }
}
