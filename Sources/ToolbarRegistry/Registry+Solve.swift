import ToolbarModel
import ToolbarSolver

extension Registry {
    /// The scenario used when none is named: the current standard iPhone in portrait.
    public static let defaultScenarioName = "iphone-17-portrait"

    /// The screen's predicted layout in `scenario`.
    public func layout(_ screenPath: RecordPath, in scenario: Scenario) throws -> (inventory: ScreenInventory, layout: Layout) {
        let inventory = try inventory(screenPath)
        return (inventory, ToolbarSolver.solve(inventory, in: scenario))
    }

    /// The widths in `widths` at which each command of the screen changes region, holding the rest of
    /// `base` fixed.
    public func sweep(_ screenPath: RecordPath, base: Scenario, widths: ClosedRange<Double>) throws
        -> (inventory: ScreenInventory, sweep: Sweep) {
        let inventory = try inventory(screenPath)
        return (inventory, ToolbarSolver.sweep(inventory, base: base, widths: widths))
    }

    /// Where the command at `App/Screen/key` is in each scenario (all registered scenarios when
    /// `scenarios` is nil), with its breakpoints.
    public func locate(_ commandPath: RecordPath, scenarios: [Scenario]? = nil, widths: ClosedRange<Double> = 320...1400)
        throws -> (inventory: ScreenInventory, command: Command, places: [CommandPlace]) {
        let command = try command(commandPath)
        let inventory = try inventory(RecordPath(app: commandPath.app, screen: commandPath.screen))
        let scenarios = try scenarios ?? self.scenarios()
        return (inventory, command, ToolbarSolver.locate(command.key, in: inventory, scenarios: scenarios, widths: widths))
    }
}
