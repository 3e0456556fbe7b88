// MARK: - Severity

/// How serious a finding is; `failOn` compares against it.
public enum Severity: String, Codable, CaseIterable, Comparable, Sendable {
    case info, warning, error

    private var rank: Int {
        switch self {
        case .info: return 0
        case .warning: return 1
        case .error: return 2
        }
    }

    /// Orders by meaning, for sorted, deterministic output.
    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}

// MARK: - Kind and verdict

/// Whether an item is decided from records and layouts, or signed off by a person.
public enum ItemKind: String, Codable, CaseIterable, Sendable {
    case automatic, manual
}

/// The result of one checklist item on one screen.
public enum Verdict: String, Codable, CaseIterable, Sendable {
    case pass, fail, needsReview, notApplicable
}
