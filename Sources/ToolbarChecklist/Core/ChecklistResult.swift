import ToolbarModel

// MARK: - Item result

/// One item's result on one screen.
public struct ItemResult: Codable, Hashable, Sendable {
    /// The checklist item id.
    public var itemID: String
    /// Automatic or manual.
    public var kind: ItemKind
    /// The severity that applied (after configuration).
    public var severity: Severity
    /// Pass, fail, needs review or not applicable.
    public var verdict: Verdict
    /// Why the item does not apply, or what a review needs (for `notApplicable` / `needsReview`).
    public var reason: String?
    /// Open findings (not suppressed), sorted.
    public var findings: [Finding]
    /// Findings accepted by an active suppression, sorted.
    public var suppressed: [Finding]
    /// The sign-off that was considered, fresh or stale (manual items).
    public var signOff: SignOff?

    public init(
        itemID: String, kind: ItemKind, severity: Severity, verdict: Verdict, reason: String? = nil,
        findings: [Finding] = [], suppressed: [Finding] = [], signOff: SignOff? = nil
    ) {
        self.itemID = itemID
        self.kind = kind
        self.severity = severity
        self.verdict = verdict
        self.reason = reason
        self.findings = findings
        self.suppressed = suppressed
        self.signOff = signOff
    }
}

// MARK: - Screen result

/// The checklist's result for one screen: one result per catalogue item, in catalogue order.
public struct ScreenChecklistResult: Codable, Hashable, Sendable {
    /// The app name, as recorded.
    public var app: String
    /// The screen name, as recorded.
    public var screen: String
    /// The checklist version that produced it.
    public var checklistVersion: String
    /// One result per catalogue item, in catalogue order.
    public var items: [ItemResult]

    public init(app: String, screen: String, checklistVersion: String, items: [ItemResult]) {
        self.app = app
        self.screen = screen
        self.checklistVersion = checklistVersion
        self.items = items
    }

    /// Every open finding, sorted.
    public var findings: [Finding] { items.flatMap(\.findings).sorted() }

    /// The result of item `id`.
    public func result(for id: String) -> ItemResult? { items.first { $0.itemID == id } }

    /// How many items have each verdict.
    public var verdictCounts: [Verdict: Int] {
        items.reduce(into: [:]) { counts, item in counts[item.verdict, default: 0] += 1 }
    }

    /// Open findings at or above `threshold`.
    public func findings(atOrAbove threshold: Severity) -> [Finding] {
        findings.filter { $0.severity >= threshold }
    }

    /// Whether the screen fails at `threshold`; with `requireSignOffs`, unsigned manual items
    /// (needs review) at or above it count too.
    public func fails(at threshold: Severity, requireSignOffs: Bool = false) -> Bool {
        if !findings(atOrAbove: threshold).isEmpty { return true }
        guard requireSignOffs else { return false }
        return items.contains { $0.verdict == .needsReview && $0.severity >= threshold }
    }
}
