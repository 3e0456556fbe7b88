import ToolbarModel

/// The layout solver: pure functions from a screen's records and a scenario to the layout the
/// system is predicted to produce. See docs/solver.md.
public enum ToolbarSolver {}
