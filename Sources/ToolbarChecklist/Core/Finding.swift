import ToolbarModel

// MARK: - Match key

/// What a finding means, independent of row ids and wording: used to match findings across
/// audits, baselines and suppressions. Names are case-folded as the registry compares them.
public struct FindingMatchKey: Codable, Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The case-folded app name.
    public var app: String
    /// The case-folded screen name.
    public var screen: String
    /// The case-folded command key, empty when none.
    public var commandKey: String
    /// The checklist item id.
    public var itemID: String
    /// The scenario name, empty when none.
    public var scenario: String

    public init(app: String, screen: String, commandKey: String?, itemID: String, scenario: String?) {
        self.app = RecordName.foldedKey(app)
        self.screen = RecordName.foldedKey(screen)
        self.commandKey = RecordName.foldedKey(commandKey ?? "")
        self.itemID = itemID
        self.scenario = scenario ?? ""
    }

    /// Orders by meaning, for sorted, deterministic output.
    public static func < (lhs: FindingMatchKey, rhs: FindingMatchKey) -> Bool {
        (lhs.app, lhs.screen, lhs.itemID, lhs.commandKey, lhs.scenario)
            < (rhs.app, rhs.screen, rhs.itemID, rhs.commandKey, rhs.scenario)
    }

    /// `app/screen/command#item@scenario`.
    public var description: String {
        "\(app)/\(screen)/\(commandKey)#\(itemID)@\(scenario)"
    }

    /// A stable 16-hex-digit FNV-1a hash of the key, the same on every platform and run.
    public var fingerprint: String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        let fields = [app, screen, commandKey, itemID, scenario]
        for byte in fields.joined(separator: "\u{1F}").utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}

// MARK: - Finding

/// One problem the checklist found on a screen.
public struct Finding: Codable, Hashable, Sendable, Comparable {
    /// The app name, as recorded.
    public var app: String
    /// The screen name, as recorded.
    public var screen: String
    /// The checklist item id.
    public var itemID: String
    /// How serious it is (the item's severity after configuration).
    public var severity: Severity
    /// The command it is about, if one.
    public var commandKey: String?
    /// The scenario it was seen in, if one.
    public var scenario: String?
    /// The widths at which it happens, if known.
    public var widthRange: WidthRange?
    /// What is wrong, in a sentence.
    public var message: String

    public init(
        app: String, screen: String, itemID: String, severity: Severity, commandKey: String? = nil,
        scenario: String? = nil, widthRange: WidthRange? = nil, message: String
    ) {
        self.app = app
        self.screen = screen
        self.itemID = itemID
        self.severity = severity
        self.commandKey = commandKey
        self.scenario = scenario
        self.widthRange = widthRange
        self.message = message
    }

    /// The meaning of the finding, for baselines and diffs.
    public var matchKey: FindingMatchKey {
        FindingMatchKey(app: app, screen: screen, commandKey: commandKey, itemID: itemID, scenario: scenario)
    }

    /// A stable hash of ``matchKey``.
    public var fingerprint: String { matchKey.fingerprint }

    /// Orders by meaning, for sorted, deterministic output.
    public static func < (lhs: Finding, rhs: Finding) -> Bool {
        (lhs.matchKey, lhs.message) < (rhs.matchKey, rhs.message)
    }

    // MARK: - Codable

    private enum CodingKeys: String, CodingKey {
        case app, screen, itemID, severity, commandKey, scenario, widthRange, message, fingerprint
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            app: try container.decode(String.self, forKey: .app),
            screen: try container.decode(String.self, forKey: .screen),
            itemID: try container.decode(String.self, forKey: .itemID),
            severity: try container.decode(Severity.self, forKey: .severity),
            commandKey: try container.decodeIfPresent(String.self, forKey: .commandKey),
            scenario: try container.decodeIfPresent(String.self, forKey: .scenario),
            widthRange: try container.decodeIfPresent(WidthRange.self, forKey: .widthRange),
            message: try container.decode(String.self, forKey: .message))
    }

    /// Encodes every field plus the derived `fingerprint`, which readers may use but never need.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(app, forKey: .app)
        try container.encode(screen, forKey: .screen)
        try container.encode(itemID, forKey: .itemID)
        try container.encode(severity, forKey: .severity)
        try container.encodeIfPresent(commandKey, forKey: .commandKey)
        try container.encodeIfPresent(scenario, forKey: .scenario)
        try container.encodeIfPresent(widthRange, forKey: .widthRange)
        try container.encode(message, forKey: .message)
        try container.encode(fingerprint, forKey: .fingerprint)
    }
}

/// A finding as an item reports it, before the evaluator adds the screen and severity.
public struct ItemFinding: Hashable, Sendable {
    /// The command it is about, if one.
    public var commandKey: String?
    /// The scenario it was seen in, if one.
    public var scenario: String?
    /// The widths at which it happens, if known.
    public var widthRange: WidthRange?
    /// What is wrong, in a sentence.
    public var message: String

    public init(commandKey: String? = nil, scenario: String? = nil, widthRange: WidthRange? = nil, _ message: String) {
        self.commandKey = commandKey
        self.scenario = scenario
        self.widthRange = widthRange
        self.message = message
    }
}

// MARK: - Sorting

extension Sequence where Element == Finding {
    /// The findings in ``Finding/<(_:_:)`` order, each match key folded once rather than on every
    /// comparison (the checklist sorts millions of findings in a whole-registry audit).
    public func sortedByMeaning() -> [Finding] {
        map { (key: $0.matchKey, finding: $0) }
            .sorted { ($0.key, $0.finding.message) < ($1.key, $1.finding.message) }
            .map(\.finding)
    }
}
