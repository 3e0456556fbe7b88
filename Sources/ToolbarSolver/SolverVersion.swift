// MARK: - Which solver produced a layout

extension ToolbarSolver {
    /// The solver's rules version. Bump it with every change that can change what ``solve(_:in:metrics:)``
    /// or ``sweep(_:base:widths:metrics:)`` returns for the same records: incremental audits
    /// (docs/audits.md) judge a screen again only when its records, its audit inputs or this
    /// version changed, so a rule change that keeps it would leave earlier verdicts standing.
    public static let version = "1"
}
