// MARK: - Severity

/// How serious a finding is: a checklist finding, a scanner finding at file:line, or the audit
/// threshold (`failOn`) compared against them. One type for all of them, so a threshold reads
/// the same words everywhere.
public enum Severity: String, Codable, RegistryEnum, Comparable {
    case info, warning, error

    /// What messages call it (`--fail-on`'s values, `failOn` in configurations).
    public static let fieldName = "severity"

    private var rank: Int {
        switch self {
        case .info: return 0
        case .warning: return 1
        case .error: return 2
        }
    }

    /// Orders by meaning (info < warning < error), for sorted, deterministic output.
    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}
