import Testing
import ToolbarModel

@testable import ToolbarSolver

/// Scenarios that differ only in name, summary, sources and window size share the screen's
/// preparations at the estimates' ends (``EstimateEnds``): what each question gives with the
/// shared ends is what it gives with ends of its own.
@Suite struct EstimateEndsTests {
    /// `base` renamed, described and resized: the same shape, so it may share `base`'s ends.
    static func resized(_ base: Scenario, width: Double) -> Scenario {
        var scenario = base
        scenario.name = base.name + "-resized"
        scenario.summary = "Another size"
        scenario.sources = "[T]"
        scenario.width = width
        scenario.height = base.height + 37
        return scenario
    }

    @Test func theShapeLeavesOutWhatPreparingDoesNotRead() {
        let base = Scenarios.iPhone17
        #expect(EstimateEnds.shape(of: base) == EstimateEnds.shape(of: Self.resized(base, width: 320)))
        var other = base
        other.searchActive = true
        #expect(EstimateEnds.shape(of: base) != EstimateEnds.shape(of: other))
        #expect(EstimateEnds.shape(of: base) != EstimateEnds.shape(of: Scenarios.iPhone17Landscape))
    }

    /// Layouts, explanations, certainties and breakpoint ranges in a resized scenario, with the
    /// ends prepared in the case's own scenario, against the same without shared ends. In slices
    /// of the cases, on both cores.
    @Test(arguments: Generated.slices)
    func sharedEndsGiveWhatEndsOfItsOwnGive(_ slice: Range<Int>) {
        for (inventory, base) in Generated.cases[slice] {
            let ends = EstimateEnds(inventory, in: base)
            // Asked in the base scenario first, as a checklist may: the ends are then prepared there.
            _ = ToolbarSolver.breakpointRanges(inventory, base: base, widths: 320...1400, ends: ends)
            for width in [320.0, 700] {
                let scenario = Self.resized(base, width: width)
                let context = "\(inventory.screen.name) in \(base.name) at \(width)"
                let shared = LayoutExplainer(inventory, in: scenario, ends: ends)
                let own = LayoutExplainer(inventory, in: scenario)
                #expect(shared.layout == own.layout, "\(context)")
                #expect(shared.explanation == own.explanation, "\(context)")
                let sharedSolutions = shared.estimateSolutions(ends: ends)
                let ownSolutions = own.estimateSolutions()
                for command in inventory.commands {
                    #expect(
                        sharedSolutions.lackOfRoomCertainty(of: command.key)
                            == ownSolutions.lackOfRoomCertainty(of: command.key), "\(context): \(command.key)")
                    let region = own.layout.region(of: command.key)
                    #expect(
                        sharedSolutions.certainty { $0.region(of: command.key) == region }
                            == ownSolutions.certainty { $0.region(of: command.key) == region },
                        "\(context): \(command.key)")
                }
                #expect(
                    ToolbarSolver.breakpointRanges(inventory, base: scenario, widths: 320...1400, ends: ends)
                        == ToolbarSolver.breakpointRanges(inventory, base: scenario, widths: 320...1400),
                    "\(context)")
            }
        }
    }

    /// Ends made for another shape of the same records (``EstimateEnds/inShape(of:)``) prepare
    /// every end as ends made afresh in that shape: the same preparation, field for field, at the
    /// point, both ends of all the estimates and both ends of each estimate on its own, whether
    /// the first shape's variants were listed before or not. In slices of the cases; every other
    /// case takes the next case's scenario (its variants listed first), the rest toggle search.
    @Test(arguments: Generated.slices)
    func anotherShapesEndsPrepareAsEndsOfTheirOwn(_ slice: Range<Int>) {
        for (number, (inventory, base)) in zip(slice, Generated.cases[slice]) {
            var other = Generated.cases[(number + 1) % Generated.cases.count].1
            if number % 2 == 1 {
                other = base
                other.searchActive.toggle()
            }
            let first = EstimateEnds(inventory, in: base)
            if number % 2 == 0 { _ = first.variants }
            let shared = first.inShape(of: other)
            let own = EstimateEnds(inventory, in: other)
            let context = "\(inventory.screen.name) in \(base.name), then \(other.name)"
            #expect(shared.serves(other), "\(context)")
            #expect(shared.serves(base) == own.serves(base), "\(context)")
            #expect(shared.metrics == own.metrics, "\(context)")
            #expect(shared.variants.map(\.dependency) == own.variants.map(\.dependency), "\(context)")
            var ends: [EstimateEnds.End] = [.point, .roomiest, .tightest]
            for variant in own.variants.indices { ends += [.variant(variant, end: 0), .variant(variant, end: 1)] }
            for end in ends {
                #expect(
                    String(describing: shared.preparation(end).preparation)
                        == String(describing: own.preparation(end).preparation), "\(context): \(end)")
            }
        }
    }
}

/// ``EstimateEnds/serves(_:)`` compares the scenario's fields in place instead of two
/// ``EstimateEnds/shape(of:)`` copies: it must say what comparing the shapes says.
@Suite struct EstimateEndsServesTests {
    /// The scenario's stored fields: one added to `Scenario` fails here until `serves` and
    /// `shape(of:)` are checked for it.
    @Test func scenarioHasTheFieldsServesKnows() {
        let names = Mirror(reflecting: Scenarios.iPhone17).children.compactMap(\.label)
        #expect(
            names == [
                "name", "summary", "target", "width", "height", "horizontalSizeClass", "verticalSizeClass",
                "dynamicType", "searchActive", "keyboardUp", "pictureInPicture", "windowActive", "verticalBarEdge",
                "locale", "rightToLeft", "textExpansion", "sources"
            ])
    }

    /// Each field changed on its own, in each of the seed scenarios: `serves` agrees with the shapes.
    @Test func servesSaysWhatTheShapesSay() {
        var scenarios: [Scenario] = []
        let seeds = [
            Scenarios.iPhoneSE, Scenarios.iPhone17, Scenarios.iPhone17Landscape, Scenarios.iPhone17ProMaxLandscape,
            Scenarios.iPad, Scenarios.iPhoneOnIPad, Scenarios.outerPortrait, Scenarios.outerLandscape,
            Scenarios.innerLandscape, Scenarios.innerPortrait
        ]
        for base in seeds {
            scenarios.append(base)
            func variant(_ change: (inout Scenario) -> Void) {
                var scenario = base
                change(&scenario)
                scenarios.append(scenario)
            }
            variant { $0.name += "-x" }
            variant { $0.summary += "x" }
            variant { $0.target = $0.target == .iPad ? .foldable : .iPad }
            variant { $0.target = .iPhoneMirroring }
            variant { $0.width += 1 }
            variant { $0.height += 1 }
            variant { $0.horizontalSizeClass = $0.horizontalSizeClass == .compact ? .regular : .compact }
            variant { $0.verticalSizeClass = $0.verticalSizeClass == .compact ? .regular : .compact }
            variant { $0.dynamicType = $0.dynamicType == .large ? .xLarge : .large }
            variant { $0.searchActive.toggle() }
            variant { $0.keyboardUp.toggle() }
            variant { $0.pictureInPicture.toggle() }
            variant { $0.windowActive.toggle() }
            variant { $0.verticalBarEdge = $0.verticalBarEdge == .leading ? .trailing : .leading }
            variant { $0.locale += "-x" }
            variant { $0.rightToLeft.toggle() }
            variant { $0.textExpansion += 0.25 }
            variant { $0.textExpansion = .nan }
            variant { $0.sources += "x" }
        }
        let ends = scenarios.map { EstimateEnds(PhotoEditor.crowded, in: $0) }
        var disagreements: [String] = []
        var served = 0
        for (index, scenario) in scenarios.enumerated() {
            for other in scenarios {
                let serves = ends[index].serves(other)
                if serves { served += 1 }
                if serves != (EstimateEnds.shape(of: scenario) == EstimateEnds.shape(of: other)) {
                    disagreements.append("\(scenario) / \(other)")
                }
            }
        }
        #expect(disagreements.isEmpty)
        // Not all alike nor all apart: renamed, described, resized and re-sourced variants serve.
        #expect(served > scenarios.count)
        #expect(served < scenarios.count * scenarios.count / 2)
    }
}
