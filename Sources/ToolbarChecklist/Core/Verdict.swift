// MARK: - Kind and verdict

/// Whether an item is decided from records and layouts, or signed off by a person.
public enum ItemKind: String, Codable, CaseIterable, Sendable {
    case automatic, manual
}

/// The result of one checklist item on one screen.
public enum Verdict: String, Codable, CaseIterable, Sendable {
    case pass, fail, needsReview, notApplicable
}
