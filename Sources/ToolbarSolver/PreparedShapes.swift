import ToolbarModel

/// One screen's scenarios solved from one preparation per shape (``PreparationShape``): what
/// ``ToolbarSolver/solve(_:in:metrics:facts:)`` and ``ToolbarSolver/sweep(_:base:widths:metrics:facts:)``
/// give with the same metrics and facts, without preparing the screen again for every scenario.
/// An audit solves each screen in a few dozen scenarios, and the presets have about two thirds as
/// many shapes (32 presets, 20 shapes): preparing was a sixth of judging a screen.
///
/// Each preparation is made on first need and never changed: a scenario is laid out from it in
/// place (``Preparation/layout(in:width:height:)``), with the scenario passed beside it.
/// Not shared between threads: one judge fills it for one screen.
public final class PreparedShapes {
    let inventory: ScreenInventory
    let metrics: BarMetrics
    let facts: SharedFacts
    /// The shapes prepared, in the order first asked, with their preparations at the same index
    /// (two lists: searching a list of pairs copied each preparation it passed). A screen has a
    /// few dozen scenarios at most: looked up in order, as comparing two shapes is cheap.
    private var shapes: [PreparationShape] = []
    /// Each behind one reference (``EstimateEnds/Prepared``, the box the estimates' ends keep
    /// theirs in): a preparation read out of this class's list was copied for every solve, a
    /// retain and a release per list and string it holds.
    private var preparations: [EstimateEnds.Prepared] = []

    /// `metrics`: the metrics that apply to `inventory` (``ToolbarSolver/metrics(for:pins:)``);
    /// `facts`: its facts made with them.
    public init(_ inventory: ScreenInventory, metrics: BarMetrics, facts: SharedFacts) {
        self.inventory = inventory
        self.metrics = metrics
        self.facts = facts
    }

    /// What `ToolbarSolver.solve(inventory, in: scenario, metrics: metrics, facts: facts)` gives.
    public func solve(in scenario: Scenario) -> Layout {
        let index = index(of: scenario)
        return preparations[index].layout(in: scenario)
    }

    /// What `ToolbarSolver.sweep(inventory, base: base, widths: widths, metrics: metrics, facts: facts)` gives.
    public func sweep(base: Scenario, widths: ClosedRange<Double>) -> Sweep {
        let index = index(of: base)
        return ToolbarSolver.sweep(inventory, base: base, widths: widths, preparation: preparations[index].preparation)
    }

    /// The screen prepared in `scenario`: its shape's preparation placed in it.
    func preparation(in scenario: Scenario) -> Preparation {
        preparations[index(of: scenario)].preparation.placed(in: scenario)
    }

    /// What has been prepared so far, to share with the ends the explanations of the same screen
    /// prepare (``EstimateEnds/init(_:in:solved:)``): a checklist explains a screen in the shapes it
    /// was solved in, and preparing them again at the point estimates was a preparation or two
    /// per shape, and the facts once more.
    public var solved: SolvedShapes {
        SolvedShapes(metrics: metrics, facts: facts, shapes: shapes, preparations: preparations)
    }

    /// Where `scenario`'s shape is prepared, preparing it on first need.
    private func index(of scenario: Scenario) -> Int {
        let shape = PreparationShape(scenario)
        if let index = shapes.firstIndex(of: shape) { return index }
        if shapes.capacity == 0 {
            // Room for as many shapes as the seed presets have (Seeds/scenarios.json: 32 scenarios,
            // 20 shapes), made once: an audit's screen fills most of it, and neither list grows by copying.
            shapes.reserveCapacity(20)
            preparations.reserveCapacity(20)
        }
        shapes.append(shape)
        preparations.append(
            EstimateEnds.Prepared(Preparation(inventory: inventory, scenario: scenario, metrics: metrics, facts: facts))
        )
        return shapes.count - 1
    }
}

/// A screen's preparations at the point estimates, one per shape, as ``PreparedShapes`` made them
/// while solving it, with the metrics and facts they were made with. Never changed, and safe to
/// share between threads: what ``EstimateEnds`` takes its point preparation from instead of
/// preparing the screen again.
public struct SolvedShapes: Sendable {
    let metrics: BarMetrics
    let facts: SharedFacts
    let shapes: [PreparationShape]
    let preparations: [EstimateEnds.Prepared]

    /// The preparation of `scenario`'s shape, if the solve made one.
    func preparation(for scenario: Scenario) -> EstimateEnds.Prepared? {
        let shape = PreparationShape(scenario)
        return shapes.firstIndex(of: shape).map { preparations[$0] }
    }
}
