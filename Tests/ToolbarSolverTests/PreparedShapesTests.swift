import Testing
import ToolbarModel
import ToolbarTestSupport

@testable import ToolbarSolver

/// A screen's scenarios of one shape share one preparation (``PreparedShapes``): each scenario
/// gets, field for field, the preparation made afresh in it, and so the same layout and sweep.
@Suite struct PreparedShapesTests {
    /// Every seed scenario, then scenarios that differ from one only in what the shape leaves out
    /// (the window's activity, the locale, iPhone against iPhone Mirroring), each asked after the
    /// scenario whose preparation it shares.
    static let scenarios: [Scenario] = {
        var extra: [Scenario] = []
        for scenario in SeedData.scenarios {
            var other = scenario
            other.name += "-other"
            other.windowActive.toggle()
            other.locale = scenario.locale == "ar" ? "en" : "ar"
            if scenario.target == .iPhone { other.target = .iPhoneMirroring }
            if scenario.target == .iPhoneMirroring { other.target = .iPhone }
            extra.append(other)
        }
        return SeedData.scenarios + extra
    }()

    /// Every seed screen and every generated screen (``Generated/cases``).
    static let inventories: [ScreenInventory] = SeedData.inventories + Generated.cases.map(\.0)

    /// The inventories in slices, for the cases to run in parallel.
    static let slices = stride(from: 0, to: inventories.count, by: 40).map {
        $0..<min($0 + 40, inventories.count)
    }

    @Test func theSeedsHaveFewerShapesThanScenarios() {
        var shapes: [PreparationShape] = []
        for scenario in SeedData.scenarios where !shapes.contains(PreparationShape(scenario)) {
            shapes.append(PreparationShape(scenario))
        }
        #expect(SeedData.scenarios.count == 32)
        #expect(shapes.count == 20)
    }

    @Test func theShapeKeepsWhatPreparingReads() {
        let base = PreparationShape(Scenarios.iPhone17)
        var changes: [(inout Scenario) -> Void] = [
            { $0.target = .iPad }, { $0.target = .iPhoneOnIPad }, { $0.target = .foldable },
            { $0.horizontalSizeClass = .regular }, { $0.verticalSizeClass = .compact },
            { $0.dynamicType = .accessibility3 }, { $0.textExpansion = 1.4 }, { $0.verticalBarEdge = .leading },
            { $0.rightToLeft.toggle() }, { $0.searchActive.toggle() }, { $0.keyboardUp.toggle() },
            { $0.pictureInPicture.toggle() }
        ]
        for (number, change) in changes.enumerated() {
            var scenario = Scenarios.iPhone17
            change(&scenario)
            #expect(PreparationShape(scenario) != base, "change \(number)")
        }
        changes = [
            { $0.name = "other" }, { $0.summary = "other" }, { $0.sources = "[T]" }, { $0.width = 320 },
            { $0.height = 500 }, { $0.windowActive.toggle() }, { $0.locale = "ar" }, { $0.target = .iPhoneMirroring }
        ]
        for (number, change) in changes.enumerated() {
            var scenario = Scenarios.iPhone17
            change(&scenario)
            #expect(PreparationShape(scenario) == base, "change \(number)")
        }
    }

    /// Over the seed and generated screens in every seed scenario (and the scenarios that differ
    /// only in what the shape leaves out): the shared preparation placed in the scenario is the
    /// one made afresh there, and the layouts and sweeps are those made the old way.
    @Test(arguments: PreparedShapesTests.slices)
    func aSharedPreparationIsTheOneMadeAfresh(_ slice: Range<Int>) {
        for inventory in Self.inventories[slice] {
            let metrics = ToolbarSolver.metrics(for: inventory)
            let facts = SharedFacts(inventory, metrics: metrics)
            let shapes = PreparedShapes(inventory, metrics: metrics, facts: facts)
            for scenario in Self.scenarios {
                let context = "\(inventory.screen.name) in \(scenario.name)"
                let fresh = Preparation(inventory: inventory, scenario: scenario, metrics: metrics, facts: facts)
                #expect(
                    String(describing: shapes.preparation(in: scenario)) == String(describing: fresh), "\(context)")
                #expect(
                    shapes.solve(in: scenario)
                        == ToolbarSolver.solve(inventory, in: scenario, metrics: metrics, facts: facts), "\(context)")
                #expect(
                    shapes.solve(in: scenario) == ToolbarSolver.solve(inventory, in: scenario), "\(context)")
            }
            for scenario in [SeedData.scenarios[0], Scenarios.iPhone17, Scenarios.outerLandscape] {
                #expect(
                    shapes.sweep(base: scenario, widths: 320...1400)
                        == ToolbarSolver.sweep(inventory, base: scenario, widths: 320...1400, metrics: metrics),
                    "\(inventory.screen.name) swept in \(scenario.name)")
            }
        }
    }

    /// Laying a preparation out in place in a scenario of its shape gives what assembling a copy
    /// placed in that scenario gives, layout and estimates read, and leaves the preparation as it was.
    @Test(arguments: PreparedShapesTests.slices)
    func layingOutInPlaceIsAssemblingAPlacedCopy(_ slice: Range<Int>) {
        for inventory in Self.inventories[slice] {
            for scenario in SeedData.scenarios {
                let context = "\(inventory.screen.name) in \(scenario.name)"
                var other = scenario
                other.name += "-resized"
                other.width += 111
                let preparation = Preparation(
                    inventory: inventory, scenario: other, metrics: ToolbarSolver.metrics(for: inventory))
                let before = String(describing: preparation)
                let (layout, reads) = preparation.layout(in: scenario, width: scenario.width, height: scenario.height)
                var copy = preparation.placed(in: scenario)
                #expect(
                    layout == ToolbarSolver.assemble(&copy, width: scenario.width, height: scenario.height),
                    "\(context)")
                #expect(reads == copy.context.reads, "\(context)")
                #expect(String(describing: preparation) == before, "\(context)")
            }
        }
    }
}
