import ToolbarChecklist
import ToolbarModel
@_exported import ToolbarTestSupport

extension SeedFixtures {
    /// The solver's layouts: iPhone portrait with a sweep from 320 to 1000 pt, and a wide window.
    static let crowdedScenarios = [
        ScenarioInput(solving: crowded, in: portrait, sweepWidths: 320...1000),
        ScenarioInput(solving: crowded, in: wide)
    ]

    static let refactoredScenarios = [
        ScenarioInput(solving: refactored, in: portrait, sweepWidths: 320...1000),
        ScenarioInput(solving: refactored, in: wide),
        ScenarioInput(solving: refactored, in: foldable)
    ]
}
