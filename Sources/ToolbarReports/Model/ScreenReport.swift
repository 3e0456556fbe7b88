import ToolbarChecklist
import ToolbarModel
import ToolbarSolver

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

// MARK: - Screen

/// One screen's section of a report.
public struct ScreenReport: Codable, Hashable, Sendable {
    /// The app name, as recorded.
    public var app: String
    /// The screen name, as recorded.
    public var screen: String
    /// The navigation title, if any.
    public var title: String?
    /// The owner that applies (the screen's, else the app's).
    public var owner: String?
    /// Where the screen is declared in Swift source, when it was scanned.
    public var source: SourceLocation?
    /// The line of the screen in the registry export (`registryFile`), when known.
    public var registryLine: Int?
    /// The audit the section shows, if it came from a stored one.
    public var audit: AuditStamp?
    /// The overall verdict at the report's `failOn`.
    public var verdict: ScreenVerdict
    /// The commands table, in declaration order.
    public var commands: [CommandRow]
    /// The checklist, one row per item in catalogue order.
    public var checklist: [ChecklistRow]
    /// Suppressions recorded on the screen, active or not.
    public var suppressions: [SuppressionRow]
    /// The audit's scenarios with their layouts and sweeps, as stored.
    public var scenarios: [ScenarioPicture]
    /// Past audits of the screen, oldest first.
    public var history: [HistoryPoint]
    /// The change since the previous audit, when there is one.
    public var diff: FindingDiff?

    /// Creates it from its parts.
    public init(
        app: String, screen: String, title: String? = nil, owner: String? = nil, source: SourceLocation? = nil,
        registryLine: Int? = nil, audit: AuditStamp? = nil, verdict: ScreenVerdict, commands: [CommandRow],
        checklist: [ChecklistRow], suppressions: [SuppressionRow] = [], scenarios: [ScenarioPicture] = [],
        history: [HistoryPoint] = [], diff: FindingDiff? = nil
    ) {
        self.app = app
        self.screen = screen
        self.title = title
        self.owner = owner
        self.source = source
        self.registryLine = registryLine
        self.audit = audit
        self.verdict = verdict
        self.commands = commands
        self.checklist = checklist
        self.suppressions = suppressions
        self.scenarios = scenarios
        self.history = history
        self.diff = diff
    }

    /// `App/Screen`.
    public var path: String { "\(app)/\(screen)" }

    /// Every open finding, sorted.
    public var openFindings: [Finding] { checklist.flatMap(\.findings).sorted() }

    /// The command with `key` (compared case-insensitively).
    public func command(_ key: String) -> CommandRow? {
        let folded = RecordName.foldedKey(key)
        return commands.first { RecordName.foldedKey($0.key) == folded }
    }

    /// How many checklist items have `verdict`.
    public func count(_ verdict: Verdict) -> Int { checklist.count { $0.verdict == verdict } }
}

/// Which stored audit a section comes from.
public struct AuditStamp: Codable, Hashable, Sendable {
    /// The audit id.
    public var id: String
    /// When it ran.
    public var time: Date

    /// Creates it from its parts.
    public init(id: String, time: Date) {
        self.id = id
        self.time = time
    }
}

// MARK: - Commands

/// One row of the commands table.
public struct CommandRow: Codable, Hashable, Sendable {
    /// The command key.
    public var key: String
    /// The title people read.
    public var title: String
    /// SF Symbol name, if any.
    public var symbol: String?
    /// What the item shows (`ContentKind` raw value).
    public var content: String
    /// `primary`, `secondary`, `overflow`, `destructive`, or `nil` when unclassified.
    public var classification: String?
    /// `destructive`, `cancel` or `confirm` (`Button(role:)`), or `nil` for none.
    public var role: String?
    /// Its placement (`Placement` raw value).
    public var placement: String
    /// Its `ToolbarItemGroup`, by name.
    public var group: String?
    /// The priority that applies (own, else group's, else automatic).
    public var priority: String
    /// Must never disappear from view.
    public var essential: Bool
    /// Its place in each scenario, in the screen's scenario order.
    public var places: [CommandPlaceCell]
    /// Where it is declared in Swift source, when scanned.
    public var source: SourceLocation?
    /// Its line in the registry export, when known.
    public var registryLine: Int?

    /// Creates it from its parts.
    public init(
        key: String, title: String, symbol: String? = nil, content: String, classification: String? = nil,
        role: String? = nil, placement: String, group: String? = nil, priority: String, essential: Bool = false,
        places: [CommandPlaceCell] = [], source: SourceLocation? = nil, registryLine: Int? = nil
    ) {
        self.key = key
        self.title = title
        self.symbol = symbol
        self.content = content
        self.classification = classification
        self.role = role
        self.placement = placement
        self.group = group
        self.priority = priority
        self.essential = essential
        self.places = places
        self.source = source
        self.registryLine = registryLine
    }

    /// The title, else the symbol name, else the key.
    public var label: String { !title.isEmpty ? title : symbol ?? key }

    /// Drawn red, as iOS draws destructive buttons and menu rows: the destructive role or class.
    public var isDestructive: Bool { role == "destructive" || classification == "destructive" }
}

/// Where one command is in one scenario.
public struct CommandPlaceCell: Codable, Hashable, Sendable {
    /// The scenario name.
    public var scenario: String
    /// Where the command is.
    public var region: Region
    /// Why it is in the overflow menu, or absent/hidden, when it is.
    public var reason: String?

    /// Creates it from its parts.
    public init(scenario: String, region: Region, reason: String? = nil) {
        self.scenario = scenario
        self.region = region
        self.reason = reason
    }

    /// `trailing`, `overflowMenu (lackOfRoom)`.
    public var text: String { reason.map { "\(region.rawValue) (\($0))" } ?? region.rawValue }
}

// MARK: - Checklist

/// One checklist item's result on the screen: the checklist's own ``ItemResult`` with the title
/// people read. Its fields read through the result (`row.verdict`, `row.findings`), and it encodes
/// flat, the title among the result's keys, as reports have always spelled it.
@dynamicMemberLookup
public struct ChecklistRow: Codable, Hashable, Sendable {
    /// The title people read.
    public var title: String
    /// The item's result, as the checklist gave it.
    public var result: ItemResult

    /// Creates it from its parts.
    public init(title: String, result: ItemResult) {
        self.title = title
        self.result = result
    }

    /// A field of ``result``: `itemID`, `kind`, `severity`, `verdict`, `reason`, `findings`,
    /// `suppressed`, `signOff`.
    public subscript<Value>(dynamicMember field: WritableKeyPath<ItemResult, Value>) -> Value {
        get { result[keyPath: field] }
        set { result[keyPath: field] = newValue }
    }

    private enum CodingKeys: String, CodingKey { case title }

    /// Reads the flat form: the title beside the result's own keys.
    public init(from decoder: any Decoder) throws {
        title = try decoder.container(keyedBy: CodingKeys.self).decode(String.self, forKey: .title)
        result = try ItemResult(from: decoder)
    }

    /// Writes the flat form: the result's keys with the title among them.
    public func encode(to encoder: any Encoder) throws {
        try result.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(title, forKey: .title)
    }
}

/// A suppression as the report lists it.
public struct SuppressionRow: Codable, Hashable, Sendable {
    /// The checklist item id.
    public var itemID: String
    /// Only this command, when set.
    public var commandKey: String?
    /// Who made it.
    public var author: String
    /// Why it is accepted.
    public var reason: String
    /// When it ends, if it does.
    public var until: Date?
    /// No longer applies (records changed, or past its date at generation time).
    public var inactive: Bool

    /// Creates it from its parts.
    public init(
        itemID: String, commandKey: String? = nil, author: String, reason: String, until: Date? = nil,
        inactive: Bool = false
    ) {
        self.itemID = itemID
        self.commandKey = commandKey
        self.author = author
        self.reason = reason
        self.until = until
        self.inactive = inactive
    }

    /// Whether it covers `finding` (same item, and the same command when it names one).
    public func covers(_ finding: Finding) -> Bool {
        Suppression(itemID: itemID, commandKey: commandKey, author: author, reason: reason).covers(finding)
    }
}

// MARK: - Pictures

/// A scenario as the audit stored it, with the solver's layout and sweep.
public struct ScenarioPicture: Codable, Hashable, Sendable {
    /// The scenario name.
    public var name: String
    /// One line saying what it is.
    public var summary: String
    /// The kind of device or window (`ScenarioTarget` raw value).
    public var target: String
    /// Window width, points.
    public var width: Double
    /// Window height, points.
    public var height: Double
    /// `none`, `leading` or `trailing`.
    public var verticalBarEdge: String
    /// The scenario's locale reads right to left (its layout is mirrored where iOS mirrors).
    public var rightToLeft: Bool
    /// The solver's layout, as stored.
    public var layout: Layout
    /// The sweep over widths, when the audit stored one.
    public var sweep: Sweep?

    /// Creates it from its parts.
    public init(scenario: Scenario, layout: Layout, sweep: Sweep? = nil) {
        self.name = scenario.name
        self.summary = scenario.summary
        self.target = scenario.target.rawValue
        self.width = scenario.width
        self.height = scenario.height
        self.verticalBarEdge = scenario.verticalBarEdge.rawValue
        self.rightToLeft = scenario.rightToLeft
        self.layout = layout
        self.sweep = sweep
    }

    /// Reads it back; reports written before `rightToLeft` existed read as left to right.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        summary = try container.decode(String.self, forKey: .summary)
        target = try container.decode(String.self, forKey: .target)
        width = try container.decode(Double.self, forKey: .width)
        height = try container.decode(Double.self, forKey: .height)
        verticalBarEdge = try container.decode(String.self, forKey: .verticalBarEdge)
        rightToLeft = try container.decodeIfPresent(Bool.self, forKey: .rightToLeft) ?? false
        layout = try container.decode(Layout.self, forKey: .layout)
        sweep = try container.decodeIfPresent(Sweep.self, forKey: .sweep)
    }
}

// MARK: - History and diff

/// One past audit's counts, who ran it, and the record changes logged since the audit before it.
public struct HistoryPoint: Codable, Hashable, Sendable {
    /// The audit id.
    public var auditID: String
    /// When it ran.
    public var time: Date
    /// Who ran it, when known.
    public var author: String?
    /// Open error findings.
    public var errors: Int
    /// Open warning findings.
    public var warnings: Int
    /// Open info findings.
    public var infos: Int
    /// Items or screens needing review.
    public var needsReview: Int
    /// Record changes logged after the previous audit up to this one (none for the first), oldest
    /// first: the screen's records, its app's record and the scenario presets, as `diff` lists them.
    public var changes: [HistoryChange]

    /// Creates it from its parts.
    public init(
        auditID: String, time: Date, author: String? = nil, errors: Int, warnings: Int, infos: Int = 0,
        needsReview: Int = 0, changes: [HistoryChange] = []
    ) {
        self.auditID = auditID
        self.time = time
        self.author = author
        self.errors = errors
        self.warnings = warnings
        self.infos = infos
        self.needsReview = needsReview
        self.changes = changes
    }

    /// Reads it back; reports written before `author` and `changes` existed read without them.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        auditID = try container.decode(String.self, forKey: .auditID)
        time = try container.decode(Date.self, forKey: .time)
        author = try container.decodeIfPresent(String.self, forKey: .author)
        errors = try container.decode(Int.self, forKey: .errors)
        warnings = try container.decode(Int.self, forKey: .warnings)
        infos = try container.decode(Int.self, forKey: .infos)
        needsReview = try container.decode(Int.self, forKey: .needsReview)
        changes = try container.decodeIfPresent([HistoryChange].self, forKey: .changes) ?? []
    }

    /// All open findings.
    public var findings: Int { errors + warnings + infos }
}

/// One change-log entry between two audits: who changed what.
public struct HistoryChange: Codable, Hashable, Sendable {
    /// When it was logged.
    public var time: Date
    /// Who made it.
    public var author: String
    /// `add`, `update`, `rename`, `move` or `remove`.
    public var action: String
    /// `app`, `screen`, `group`, `command` or `scenario`.
    public var kind: String
    /// The record's path when it changed (`App/Screen/key`).
    public var record: String
    /// The fields an update changed, sorted (empty for other actions).
    public var fields: [String]

    /// Creates it from its parts.
    public init(time: Date, author: String, action: String, kind: String, record: String, fields: [String] = []) {
        self.time = time
        self.author = author
        self.action = action
        self.kind = kind
        self.record = record
        self.fields = fields
    }

    /// `ana updated command PhotoEditor/Editor/share (placement, priority)`.
    public var sentence: String {
        let verb: String
        switch action {
        case "add": verb = "added"
        case "update": verb = "updated"
        case "rename": verb = "renamed"
        case "move": verb = "moved"
        case "remove": verb = "removed"
        default: verb = action
        }
        return "\(author) \(verb) \(kind) \(record)" + (fields.isEmpty ? "" : " (\(fields.joined(separator: ", ")))")
    }
}

/// What changed since the previous audit, paired by `Finding.fingerprint`.
public struct FindingDiff: Codable, Hashable, Sendable {
    /// The previous audit's id, if stored.
    public var previousAuditID: String?
    /// Findings not in the previous audit.
    public var new: [Finding]
    /// Findings of the previous audit that are gone.
    public var fixed: [Finding]
    /// Findings in both.
    public var unchanged: [Finding]

    /// Creates it from its parts.
    public init(previousAuditID: String? = nil, new: [Finding], fixed: [Finding], unchanged: [Finding]) {
        self.previousAuditID = previousAuditID
        self.new = new.sorted()
        self.fixed = fixed.sorted()
        self.unchanged = unchanged.sorted()
    }

    /// Compares two audits' open findings by fingerprint, counted (``FindingComparison``).
    public init(previousAuditID: String? = nil, previous: [Finding], current: [Finding]) {
        let comparison = FindingComparison(before: previous, after: current)
        self.init(
            previousAuditID: previousAuditID, new: comparison.new, fixed: comparison.fixed,
            unchanged: comparison.unchanged)
    }

    /// Whether `finding` is new since the previous audit.
    public func isNew(_ finding: Finding) -> Bool { new.contains(finding) }
}
