import ToolbarModel
import ToolbarSolver

extension Registry {
    /// The scenario used when none is named: the current standard iPhone in portrait.
    public static let defaultScenarioName = "iphone-17-portrait"

    /// The screen's predicted layout in `scenario`, with the metrics a team pinned (`pins`). For
    /// each key in `showingBranchesOf`, the branch holding that command is shown for its
    /// alternative set instead of the widest one.
    /// - Throws: ``RegistryError/notFound(kind:name:parent:suggestion:)`` for a key the screen does not have.
    public func layout(
        _ screenPath: RecordPath, in scenario: Scenario, pins: MetricPins = .none,
        showingBranchesOf keys: [String] = []
    ) throws
        -> (inventory: ScreenInventory, layout: Layout)
    {
        let inventory = try inventory(screenPath, showingBranchesOf: keys)
        return (
            inventory,
            ToolbarSolver.solve(
                inventory, in: scenario,
                metrics: ToolbarSolver.metrics(for: inventory, pins: pins))
        )
    }

    /// The screen's inventory with, for each key, the branch holding that command chosen.
    func inventory(_ screenPath: RecordPath, showingBranchesOf keys: [String]) throws -> ScreenInventory {
        var inventory = try inventory(screenPath)
        for key in keys {
            guard let chosen = inventory.choosingBranch(of: key) else {
                throw RegistryError.notFound(kind: "command", name: key, parent: "\(screenPath)", suggestion: nil)
            }
            inventory = chosen
        }
        return inventory
    }

    /// Why the screen's layout in `scenario` is what it is: each bar's budget, and what would bring
    /// back each command that left for lack of room.
    public func explain(_ screenPath: RecordPath, in scenario: Scenario, pins: MetricPins = .none) throws
        -> (inventory: ScreenInventory, explanation: LayoutExplanation)
    {
        let inventory = try inventory(screenPath)
        return (inventory, ToolbarSolver.explain(inventory, in: scenario, pins: pins))
    }

    /// The widths in `widths` at which each command of the screen changes region, holding the rest of
    /// `base` fixed.
    public func sweep(_ screenPath: RecordPath, base: Scenario, widths: ClosedRange<Double>, pins: MetricPins = .none)
        throws -> (inventory: ScreenInventory, sweep: Sweep)
    {
        let inventory = try inventory(screenPath)
        let metrics = ToolbarSolver.metrics(for: inventory, pins: pins)
        return (inventory, ToolbarSolver.sweep(inventory, base: base, widths: widths, metrics: metrics))
    }

    /// The screen's breakpoints in `widths` at the ends of the estimates' ranges, each with the
    /// estimates it depends on.
    public func breakpointRanges(
        _ screenPath: RecordPath, base: Scenario, widths: ClosedRange<Double>,
        pins: MetricPins = .none
    ) throws -> [BreakpointRange] {
        ToolbarSolver.breakpointRanges(try inventory(screenPath), base: base, widths: widths, pins: pins)
    }

    /// Where the command at `App/Screen/key` is in each scenario (all registered scenarios when
    /// `scenarios` is nil), with its breakpoints and, where it left for lack of room, why.
    public func locate(
        _ commandPath: RecordPath, scenarios: [Scenario]? = nil, widths: ClosedRange<Double> = 320...1400,
        pins: MetricPins = .none
    )
        throws -> (inventory: ScreenInventory, command: Command, places: [CommandPlace])
    {
        let command = try command(commandPath)
        let inventory = try inventory(RecordPath(app: commandPath.app, screen: commandPath.screen))
        let scenarios = try scenarios ?? self.scenarios()
        return (
            inventory, command,
            ToolbarSolver.locate(command.key, in: inventory, scenarios: scenarios, widths: widths, pins: pins)
        )
    }
}
