import ToolbarChecklist
import ToolbarModel
import ToolbarSolver

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

// MARK: - Report

/// Everything a verification report shows, built once (by the service from stored audits, or by
/// ``ReportBuilder`` from the solver and checklist) and rendered by every format. A versioned,
/// deterministic format: property names only ever get added.
public struct VerificationReport: Codable, Hashable, Sendable {
    /// The version of this format (docs/report.schema.json): 2 since layouts are shared by digest
    /// and findings grouped, 3 since layouts and sweeps name commands by position and scenario
    /// definitions are shared by name; ``JSONRenderer/decode(_:)`` reads versions 1 and 2 too.
    public static let formatVersion = 3
    /// `VerificationReport.formatVersion` when it was produced.
    public var formatVersion: Int
    /// When the report was generated (fixed with `--timestamp` for reproducible output).
    public var generatedAt: Date
    /// The tool that produced it.
    public var tool: ReportTool
    /// The checklist version the audits ran.
    public var checklistVersion: String
    /// The registry revision (change-log sequence or content hash) the report describes, if known.
    public var registryRevision: String?
    /// The committed registry export findings point at when a screen was not scanned from source.
    public var registryFile: String?
    /// Findings at or above this severity fail a screen.
    public var failOn: Severity
    /// What the report covers, e.g. `all apps` or `Photo Editor/Editor`.
    public var scope: String
    /// The checklist items the report mentions, in catalogue order (SARIF rules, JUnit types).
    public var rules: [ReportRule]
    /// Counts over every screen.
    public var summary: ReportSummary
    /// One section per screen, sorted by app then screen name (case-insensitively).
    public var screens: [ScreenReport]
    /// Predicted vs observed: each observed screen of the report compared with what the solver
    /// predicts for its observations (`observe compare`, docs/observations.md); nil or empty
    /// when none of its screens has an observation.
    public var observations: [ScreenObservationChecks]?

    /// Creates it from its parts.
    public init(
        generatedAt: Date, tool: ReportTool = .current, checklistVersion: String = Checklist.version,
        registryRevision: String? = nil, registryFile: String? = nil, failOn: Severity = .error,
        scope: String = "all apps", rules: [ReportRule] = ReportRule.catalogue, screens: [ScreenReport],
        observations: [ScreenObservationChecks] = []
    ) {
        self.formatVersion = Self.formatVersion
        self.generatedAt = generatedAt
        self.tool = tool
        self.checklistVersion = checklistVersion
        self.registryRevision = registryRevision
        self.registryFile = registryFile
        self.failOn = failOn
        self.scope = scope
        self.rules = rules
        let sorted = screens.sorted {
            (RecordName.foldedKey($0.app), RecordName.foldedKey($0.screen))
                < (RecordName.foldedKey($1.app), RecordName.foldedKey($1.screen))
        }
        self.screens = sorted
        self.summary = ReportSummary(screens: sorted)
        let observed = observations.filter { !$0.checks.isEmpty }
        self.observations = observed.isEmpty ? nil : observed
    }

    /// The rule with `id`, if the report lists it.
    public func rule(_ id: String) -> ReportRule? { rules.first { $0.id == id } }
}

/// The tool name and version printed in every format.
public struct ReportTool: Codable, Hashable, Sendable {
    /// `toolbar-registry`.
    public var name: String
    /// Its semantic version.
    public var version: String

    /// Creates it from its parts.
    public init(name: String, version: String) {
        self.name = name
        self.version = version
    }

    /// This build of the tool.
    public static let current = ReportTool(name: "toolbar-registry", version: "0.1.0")
}

/// A checklist item as reports describe it (SARIF rules, JUnit failure types, Markdown links).
public struct ReportRule: Codable, Hashable, Sendable {
    /// Stable kebab-case item id.
    public var id: String
    /// One line naming the question.
    public var title: String
    /// Why it matters.
    public var rationale: String
    /// Its configured severity.
    public var severity: Severity
    /// Automatic or manual.
    public var kind: ItemKind

    /// Creates it from its parts.
    public init(id: String, title: String, rationale: String, severity: Severity, kind: ItemKind) {
        self.id = id
        self.title = title
        self.rationale = rationale
        self.severity = severity
        self.kind = kind
    }

    /// Every catalogue item with its standard severity.
    public static let catalogue: [ReportRule] = rules(configuration: .standard)

    /// Every catalogue item with `configuration`'s severities.
    public static func rules(configuration: ChecklistConfiguration) -> [ReportRule] {
        Checklist.entries(configuration: configuration).map {
            ReportRule(id: $0.id, title: $0.title, rationale: $0.rationale, severity: $0.severity, kind: $0.kind)
        }
    }
}

// MARK: - Summary

/// A screen's overall verdict.
public enum ScreenVerdict: String, Codable, Hashable, Sendable, CaseIterable, Comparable {
    case fail, needsReview, pass

    private var rank: Int {
        switch self {
        case .fail: return 0
        case .needsReview: return 1
        case .pass: return 2
        }
    }

    /// Failures first, then screens needing review, then passes.
    public static func < (lhs: ScreenVerdict, rhs: ScreenVerdict) -> Bool { lhs.rank < rhs.rank }

    /// `fail`, `needs review`, `pass`.
    public var words: String { self == .needsReview ? "needs review" : rawValue }
}

/// Counts over every screen of the report.
public struct ReportSummary: Codable, Hashable, Sendable {
    /// How many screens.
    public var screens: Int
    /// Screens that pass.
    public var passed: Int
    /// Screens that fail.
    public var failed: Int
    /// Items or screens needing review.
    public var needsReview: Int
    /// Open findings by severity.
    public var errors: Int
    /// Open warning findings.
    public var warnings: Int
    /// Open info findings.
    public var infos: Int
    /// Suppressed findings.
    public var suppressed: Int
    /// Per owner (screens without one under `unowned`), sorted by name.
    public var owners: [OwnerSummary]
    /// Per app, sorted by name: its open findings and items needing review day by day.
    public var trend: [AppTrend]

    /// Counts over `list`.
    public init(screens list: [ScreenReport]) {
        screens = list.count
        passed = list.count { $0.verdict == .pass }
        failed = list.count { $0.verdict == .fail }
        needsReview = list.count { $0.verdict == .needsReview }
        // Counted, not sorted: `openFindings` sorts (comparing folded names), which a count does
        // not need; the sort was most of building a report of thousands of findings.
        var errors = 0
        var warnings = 0
        var infos = 0
        for screen in list {
            for row in screen.checklist {
                for finding in row.findings {
                    switch finding.severity {
                    case .error: errors += 1
                    case .warning: warnings += 1
                    case .info: infos += 1
                    }
                }
            }
        }
        self.errors = errors
        self.warnings = warnings
        self.infos = infos
        suppressed = list.reduce(0) { $0 + $1.checklist.reduce(0) { $0 + $1.suppressed.count } }
        var table: [String: OwnerSummary] = [:]
        for screen in list {
            let name = screen.owner ?? OwnerSummary.unowned
            var entry = table[name] ?? OwnerSummary(owner: name)
            entry.screens += 1
            switch screen.verdict {
            case .pass: entry.passed += 1
            case .fail: entry.failed += 1
            case .needsReview: entry.needsReview += 1
            }
            table[name] = entry
        }
        owners = table.values.sorted { $0.owner < $1.owner }
        trend = AppTrend.trends(list)
    }

    /// Reads it back; reports written before `trend` existed read without it.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        screens = try container.decode(Int.self, forKey: .screens)
        passed = try container.decode(Int.self, forKey: .passed)
        failed = try container.decode(Int.self, forKey: .failed)
        needsReview = try container.decode(Int.self, forKey: .needsReview)
        errors = try container.decode(Int.self, forKey: .errors)
        warnings = try container.decode(Int.self, forKey: .warnings)
        infos = try container.decode(Int.self, forKey: .infos)
        suppressed = try container.decode(Int.self, forKey: .suppressed)
        owners = try container.decode([OwnerSummary].self, forKey: .owners)
        trend = try container.decodeIfPresent([AppTrend].self, forKey: .trend) ?? []
    }
}

/// One owner's screens.
public struct OwnerSummary: Codable, Hashable, Sendable {
    /// The name used for screens with no owner.
    public static let unowned = "unowned"
    /// The owner's name.
    public var owner: String
    /// How many screens.
    public var screens: Int = 0
    /// Screens that pass.
    public var passed: Int = 0
    /// Screens that fail.
    public var failed: Int = 0
    /// Items or screens needing review.
    public var needsReview: Int = 0

    /// An owner with no screens counted yet.
    public init(owner: String) { self.owner = owner }
}
