import ToolbarModel

/// One screen prepared at the point estimates and at the ends of the estimates' ranges, shared by
/// every scenario of one shape (``shape(of:)``): scenarios that differ only in their name,
/// summary, sources and window size. Preparing reads none of those (the window size is read
/// when the bars are fitted, the name when a layout is assembled, both from what the caller
/// passes or ``Preparation/placed(in:)`` swaps in), so one preparation per end serves them all.
/// A checklist asks about a screen in several scenarios of one shape (a swept portrait range and
/// the iPhone at its narrow end, say), and each question would otherwise prepare the screen
/// again at every end: a dozen or two preparations a scenario. Each end is prepared on first
/// need. Safe to share between threads.
public final class EstimateEnds: Sendable {
    /// Which preparation: the point estimates, every estimate at its roomiest or tightest end, or
    /// one estimate (``ToolbarSolver/EstimateVariant``, by index) at one of its two ends.
    enum End {
        case point, roomiest, tightest
        case variant(Int, end: Int)

        /// Its place in ``EstimateEnds/prepared``.
        var index: Int {
            switch self {
            case .point: return 0
            case .roomiest: return 1
            case .tightest: return 2
            case .variant(let variant, let end): return 3 + 2 * variant + end
            }
        }
    }

    /// One end's preparation, kept by reference: a preparation is a large value, and copying it
    /// retains everything it holds.
    final class Prepared: Sendable {
        let preparation: Preparation

        init(_ preparation: Preparation) {
            self.preparation = preparation
        }

        /// ``Preparation/overflowsForLackOfRoom(_:width:height:)``, read in place: asked through
        /// `ends.preparation(end).preparation`, each question copied the whole preparation first.
        func overflowsForLackOfRoom(_ key: String, width: Double, height: Double) -> Bool {
            preparation.overflowsForLackOfRoom(key, width: width, height: height)
        }

        /// ``Preparation/thresholds()``, read in place.
        func thresholds() -> [Preparation.Threshold] {
            preparation.thresholds()
        }

        /// `preparation.layout(in: scenario, width: scenario.width, height: scenario.height).layout`,
        /// for a scenario of the shape it was prepared in, read in place.
        func layout(in scenario: Scenario) -> Layout {
            preparation.layout(in: scenario, width: scenario.width, height: scenario.height).layout
        }
    }

    let inventory: ScreenInventory
    let metrics: BarMetrics
    /// The inventory's facts, for the ends that prepare the same records.
    let facts: SharedFacts
    /// The scenario the ends are prepared in: the first of the shape asked about.
    let scenario: Scenario
    /// By ``End/index``, each made on first need.
    private let prepared = SlotsMadeOnce<Prepared>()
    /// The variants once listed: one store for every shape made from these ends
    /// (``inShape(of:)``), as the list reads no scenario.
    private let variantStore: Locked<[ToolbarSolver.EstimateVariant]?>
    /// The solve's preparations of the same records with the same metrics, when the caller has
    /// them: the point preparation of a shape it solved is taken from there.
    private let solved: SolvedShapes?

    /// The ends of `inventory` in `scenario`'s shape, with the metrics `pins` gives; `facts`: the
    /// inventory's facts when the caller made them with the same metrics.
    public convenience init(
        _ inventory: ScreenInventory, in scenario: Scenario, pins: MetricPins = .none, facts: SharedFacts? = nil
    ) {
        let metrics = ToolbarSolver.metrics(for: inventory, pins: pins)
        self.init(
            inventory, metrics: metrics, facts: facts ?? SharedFacts(inventory, metrics: metrics), in: scenario,
            variantStore: Locked(nil), solved: nil)
    }

    /// The ends of `inventory` in `scenario`'s shape, for the records and pins `solved` was
    /// prepared with (``PreparedShapes/solved``): what `EstimateEnds(inventory, in: scenario, pins:)`
    /// gives, with the solve's metrics and facts, and its point preparation where the solve
    /// prepared `scenario`'s shape.
    public convenience init(_ inventory: ScreenInventory, in scenario: Scenario, solved: SolvedShapes) {
        self.init(
            inventory, metrics: solved.metrics, facts: solved.facts, in: scenario, variantStore: Locked(nil),
            solved: solved)
    }

    /// The same records prepared with the same pins in `scenario`'s shape: what
    /// `EstimateEnds(inventory, in: scenario, pins: pins)` gives for the records and pins these
    /// were made with, sharing their metrics, facts and estimate variants, which read the records
    /// and pins but no scenario (a screen's checklist asks about several shapes).
    public func inShape(of scenario: Scenario) -> EstimateEnds {
        EstimateEnds(
            inventory, metrics: metrics, facts: facts, in: scenario, variantStore: variantStore, solved: solved)
    }

    private init(
        _ inventory: ScreenInventory, metrics: BarMetrics, facts: SharedFacts, in scenario: Scenario,
        variantStore: Locked<[ToolbarSolver.EstimateVariant]?>, solved: SolvedShapes?
    ) {
        self.inventory = inventory
        self.metrics = metrics
        self.facts = facts
        self.scenario = scenario
        self.variantStore = variantStore
        self.solved = solved
    }

    /// Whether these ends serve `scenario`: it has the shape of theirs, differing at most in what
    /// preparing does not read (name, summary, sources, window size).
    ///
    /// What `shape(of: scenario) == shape(of: self.scenario)` says, field by field in place: the
    /// two shapes were copies of the scenarios, each a retain and a release per string, and a
    /// checklist asks for every scenario. A test pins the fields left out against `shape(of:)`.
    public func serves(_ scenario: Scenario) -> Bool {
        scenario.target == self.scenario.target
            && scenario.horizontalSizeClass == self.scenario.horizontalSizeClass
            && scenario.verticalSizeClass == self.scenario.verticalSizeClass
            && scenario.dynamicType == self.scenario.dynamicType
            && scenario.searchActive == self.scenario.searchActive
            && scenario.keyboardUp == self.scenario.keyboardUp
            && scenario.pictureInPicture == self.scenario.pictureInPicture
            && scenario.windowActive == self.scenario.windowActive
            && scenario.verticalBarEdge == self.scenario.verticalBarEdge
            && scenario.locale == self.scenario.locale
            && scenario.rightToLeft == self.scenario.rightToLeft
            && scenario.textExpansion == self.scenario.textExpansion
    }

    /// `scenario` without what preparing does not read: scenarios with the same shape share
    /// their ends.
    static func shape(of scenario: Scenario) -> Scenario {
        var shape = scenario
        shape.name = ""
        shape.summary = ""
        shape.sources = ""
        shape.width = 0
        shape.height = 0
        return shape
    }

    /// Every estimate with a real range, each custom view with an estimated width on its own
    /// (``ToolbarSolver/estimateVariants(_:metrics:)``), listed once.
    var variants: [ToolbarSolver.EstimateVariant] {
        if let known = variantStore.withLock({ $0 }) { return known }
        let list = ToolbarSolver.estimateVariants(inventory, metrics: metrics)
        variantStore.withLock { $0 = $0 ?? list }
        return list
    }

    /// The screen prepared at `end`, once (outside the lock: two threads may both prepare it, and
    /// get the same).
    func preparation(_ end: End) -> Prepared {
        prepared.value(at: end.index) {
            switch end {
            // The solve's preparation of this shape is this one: the same records, metrics and
            // facts, prepared in a scenario of a shape that serves every scenario these ends do
            // (``PreparationShape`` leaves out more than ``shape(of:)``).
            case .point: return solved?.preparation(for: scenario) ?? Prepared(prepare(inventory, metrics))
            case .roomiest: return Prepared(prepare(inventory, metrics.roomiest))
            case .tightest: return Prepared(prepare(inventory, metrics.tightest))
            case .variant(let variant, let side):
                let inputs = variants[variant].ends[side]
                return Prepared(prepare(inputs.inventory, inputs.metrics))
            }
        }
    }

    private func prepare(_ inventory: ScreenInventory, _ metrics: BarMetrics) -> Preparation {
        Preparation(inventory: inventory, scenario: scenario, metrics: metrics, facts: facts)
    }
}

extension Preparation {
    /// This preparation as preparing it in `scenario` gives, for a scenario with the shape it was
    /// prepared in (``EstimateEnds/shape(of:)``): preparing reads nothing else of the scenario,
    /// so only the scenario the context keeps (whose name a layout records) changes.
    func placed(in scenario: Scenario) -> Preparation {
        var copy = self
        copy.context.scenario = scenario
        return copy
    }
}
