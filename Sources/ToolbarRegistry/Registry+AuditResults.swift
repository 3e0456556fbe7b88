import ToolbarChecklist
import ToolbarModel
import ToolbarStorage

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

// MARK: - Options

/// How ``Registry/audit(scope:options:)`` runs and what makes it fail.
public struct AuditOptions: Sendable {
    /// Which items run and at which severity (from `.toolbar-registry.json`, else the defaults).
    public var configuration: ChecklistConfiguration
    /// Findings at or above this fail the audit; nil uses the configuration's `failOn`.
    public var failOn: Severity?
    /// Unsigned manual items (needs review) count towards ``failOn`` too.
    public var requireSignOffs: Bool
    /// A revision to store with each audit, e.g. a git commit.
    public var revision: String?
    /// Findings already accepted: only findings not in it count.
    public var baseline: Baseline?
    /// Also fail when a baselined finding was fixed (so the baseline shrinks).
    public var strictBaseline: Bool
    /// The widths swept in the sweep scenario, to find breakpoints.
    public var sweepWidths: ClosedRange<Double>
    /// Keep each screen's findings in the returned summary. Turn it off for very large runs: the
    /// findings stay in the database and in ``onScreenStored``'s `result` (its `newFindings` is then
    /// empty unless there is a baseline); verdicts and counts are kept.
    public var keepFindings: Bool
    /// Called inside each screen's transaction after its audit is stored; throwing abandons that
    /// screen's audit (and stops the run) while earlier screens' audits stay stored.
    public var onScreenStored: (@Sendable (ScreenAuditSummary) throws -> Void)?
    /// Only screens owned by this team (a screen's owner, else its app's); nil audits every screen.
    public var owner: String?
    /// Judge only screens whose records or audit inputs changed since their last audit (the
    /// records digest, and ``Registry`` stores a digest of the rest: versions, configuration,
    /// scenarios, app context, sign-offs, suppressions, scan findings). Each other screen's last
    /// audit stands: it is read back, counts towards ``threshold`` and the baseline as if judged
    /// again, and nothing new is stored for it (``ScreenAuditSummary/unchanged``). The CLI's
    /// `audit` runs this way unless given `--all`.
    public var incremental: Bool
    /// In an incremental run, read the item results and findings of each screen that keeps its
    /// last audit back into its summary (needed for ``AuditSummary/baseline`` and to list their
    /// findings). Off, such a summary holds no item results: its counts, failing items and items
    /// needing review come from the few bytes the audit stored about its outcome, which is much
    /// faster for large registries. A ``baseline`` needs the findings, so it reads them anyway.
    public var readUnchangedFindings: Bool

    public init(
        configuration: ChecklistConfiguration = .standard, failOn: Severity? = nil, requireSignOffs: Bool = false,
        revision: String? = nil, baseline: Baseline? = nil, strictBaseline: Bool = false,
        sweepWidths: ClosedRange<Double> = 320...1400, keepFindings: Bool = true,
        onScreenStored: (@Sendable (ScreenAuditSummary) throws -> Void)? = nil, owner: String? = nil,
        incremental: Bool = false, readUnchangedFindings: Bool = true
    ) {
        self.configuration = configuration
        self.failOn = failOn
        self.requireSignOffs = requireSignOffs
        self.revision = revision
        self.baseline = baseline
        self.strictBaseline = strictBaseline
        self.sweepWidths = sweepWidths
        self.keepFindings = keepFindings
        self.onScreenStored = onScreenStored
        self.owner = owner
        self.incremental = incremental
        self.readUnchangedFindings = readUnchangedFindings
    }

    /// The threshold that applies.
    public var threshold: Severity { failOn ?? configuration.failOn }
}

// MARK: - Results

/// One screen's stored audit, summarised.
public struct ScreenAuditSummary: Sendable {
    /// The stored audit's id.
    public var auditID: Int64
    /// The app name, as recorded.
    public var app: String
    /// The screen name, as recorded.
    public var screen: String
    /// The checklist's full result.
    public var result: ScreenChecklistResult
    /// Open findings the baseline does not hold (all open findings without a baseline).
    public var newFindings: [Finding]
    /// Whether this screen fails at the threshold (baselined findings excluded).
    public var fails: Bool
    /// Baseline entries for this screen that were not found again (fixed).
    public var fixedBaselineEntries: [BaselineEntry]
    /// Whether this is the screen's last audit, kept because nothing it judged changed (an
    /// incremental run): ``auditID`` is that audit's and ``result`` is read back from it.
    public var unchanged: Bool = false
    /// The scenarios judged as a device showed them rather than as predicted:
    /// `iphone-17-portrait on iPhone 17, iOS 27.1 (observation 3)` (docs/audits.md).
    public var observedOn: [String] = []
    /// The stored outcome of an unchanged screen's audit whose item results were not read back
    /// (``AuditOptions/readUnchangedFindings`` off); counts and item lists come from it.
    var outcome: AuditOutcome?

    /// How many items have `verdict`.
    public func count(_ verdict: Verdict) -> Int {
        if let outcome { return outcome.verdicts[verdict] ?? 0 }
        return result.verdictCounts[verdict] ?? 0
    }

    /// The ids of the items that failed, sorted.
    public var failingItems: [String] {
        outcome?.failingItems ?? result.items.filter { $0.verdict == .fail }.map(\.itemID).sorted()
    }

    /// The ids of the manual items still needing review, sorted.
    public var itemsNeedingReview: [String] {
        outcome?.needsReview.map(\.itemID) ?? result.items.filter { $0.verdict == .needsReview }.map(\.itemID).sorted()
    }
}

/// What an audit run did: one stored audit per screen, and whether it fails.
public struct AuditSummary: Sendable {
    /// One entry per audited screen, in app and screen name order.
    public var screens: [ScreenAuditSummary]
    /// The threshold that applied.
    public var threshold: Severity
    /// Baselined findings no longer found (strict baselines fail on them).
    public var fixedBaselineEntries: [BaselineEntry]
    /// Whether the run fails: a screen fails, or (strict baseline) a baselined finding was fixed.
    public var fails: Bool

    /// How many screens kept their last audit (nothing they judge changed).
    public var unchangedCount: Int { screens.count { $0.unchanged } }

    /// How many screens were judged and stored in this run.
    public var auditedCount: Int { screens.count - unchangedCount }
}

/// One audit in a screen's history, with its counts.
public struct AuditHistoryEntry: Sendable {
    /// The audit id (use it with `diff`).
    public var id: Int64
    /// When it ran (UTC timestamp).
    public var at: String
    /// Who ran it.
    public var author: String
    /// The revision named when it ran, if any.
    public var revision: String?
    /// The registry revision (latest change-log id) when it ran.
    public var registryRevision: Int64
    /// The tool version that ran it.
    public var toolVersion: String
    /// The checklist version that judged it.
    public var checklistVersion: String
    /// SHA-256 of the screen's records when it ran.
    public var recordsDigest: String
    /// Items per verdict.
    public var verdicts: [Verdict: Int]
    /// Open findings per severity.
    public var findings: [Severity: Int]
    /// Suppressed findings.
    public var suppressed: Int
    /// Open findings compared with the previous audit (nil for the first).
    public var change: Int?
    /// The metric values the team pinned for it (`metrics` of `.toolbar-registry.json`, compact
    /// JSON); nil when the solver's own estimates were used.
    public var metrics: String? = nil
    /// Record changes logged after the previous audit up to this one, oldest first (filled by
    /// ``Registry/history(_:)``; empty for the first audit).
    public var changes: [ChangeLogEntry] = []

    /// All open findings.
    public var openFindings: Int { findings.values.reduce(0, +) }

    /// `better`, `worse`, `same` or `first`.
    public var trend: String {
        guard let change else { return "first" }
        return change < 0 ? "better" : change > 0 ? "worse" : "same"
    }
}

/// What changed between two audits of one screen.
public struct AuditDiff: Sendable {
    /// The older audit.
    public var from: AuditHistoryEntry
    /// The newer audit.
    public var to: AuditHistoryEntry
    /// Open findings in `to` whose meaning (match key) was not in `from`.
    public var new: [Finding]
    /// Open findings in `from` whose meaning is gone from `to`.
    public var fixed: [Finding]
    /// Open findings in both (as `to` words them).
    public var unchanged: [Finding]
    /// What changed between the two audits, from the change log, oldest first: the screen's
    /// records, its app's record and targets, and the scenario presets.
    public var changes: [ChangeLogEntry]
}

/// Formats a date as the registry stores timestamps (`2026-11-29T21:06:10.123Z`).
public func formatDate(_ date: Date) -> String { Timestamp.string(from: date) }
