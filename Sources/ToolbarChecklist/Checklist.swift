import ToolbarModel
import ToolbarSolver

/// The verification checklist: pure functions from layouts and records to findings.
public enum Checklist {}
