import ToolbarModel

/// One screen's scenarios solved from one preparation per shape (``PreparationShape``): what
/// ``ToolbarSolver/solve(_:in:metrics:facts:)`` and ``ToolbarSolver/sweep(_:base:widths:metrics:facts:)``
/// give with the same metrics and facts, without preparing the screen again for every scenario.
/// An audit solves each screen in a few dozen scenarios, and the presets have about two thirds as
/// many shapes (32 presets, 20 shapes): preparing was a sixth of judging a screen.
///
/// Each preparation is made on first need and kept untouched: a scenario is laid out from a
/// copy placed in it, as assembling changes what it is given (the fired rules, the reads).
/// Not shared between threads: one judge fills it for one screen.
public final class PreparedShapes {
    let inventory: ScreenInventory
    let metrics: BarMetrics
    let facts: SharedFacts
    /// The shapes prepared, with their preparations at the same index (a screen has a few dozen
    /// scenarios at most: looked up in order, as comparing two shapes is cheap).
    private var shapes: [PreparationShape] = []
    private var preparations: [Preparation] = []

    /// `metrics`: the metrics that apply to `inventory` (``ToolbarSolver/metrics(for:pins:)``);
    /// `facts`: its facts made with them.
    public init(_ inventory: ScreenInventory, metrics: BarMetrics, facts: SharedFacts) {
        self.inventory = inventory
        self.metrics = metrics
        self.facts = facts
    }

    /// What `ToolbarSolver.solve(inventory, in: scenario, metrics: metrics, facts: facts)` gives.
    public func solve(in scenario: Scenario) -> Layout {
        var preparation = preparation(in: scenario)
        return ToolbarSolver.assemble(&preparation, width: scenario.width, height: scenario.height)
    }

    /// What `ToolbarSolver.sweep(inventory, base: base, widths: widths, metrics: metrics, facts: facts)` gives.
    public func sweep(base: Scenario, widths: ClosedRange<Double>) -> Sweep {
        var scenario = base
        scenario.width = widths.lowerBound
        return ToolbarSolver.sweep(inventory, base: base, widths: widths, preparation: preparation(in: scenario))
    }

    /// The screen prepared in `scenario`: a copy of its shape's preparation, placed in it.
    func preparation(in scenario: Scenario) -> Preparation {
        let shape = PreparationShape(scenario)
        if let index = shapes.firstIndex(of: shape) {
            var placed = preparations[index]
            placed.context.scenario = scenario
            return placed
        }
        let made = Preparation(inventory: inventory, scenario: scenario, metrics: metrics, facts: facts)
        shapes.append(shape)
        preparations.append(made)
        return made
    }
}
