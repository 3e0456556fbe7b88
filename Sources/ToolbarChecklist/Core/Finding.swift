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
    /// The findings in ``Finding/<(_:_:)`` order, ties broken by the remaining fields so the order
    /// never depends on the input's. Each match key is folded once, and the sort moves indices, not
    /// findings (a whole-registry audit reads back millions of findings).
    public func sortedByMeaning() -> [Finding] {
        let findings = Array(self)
        let keys = findings.map { FindingOrder(meaning: $0.matchKey, message: $0.message, finding: $0) }
        return keys.indices.sorted { keys[$0].precedes(keys[$1]) }.map { findings[$0] }
    }
}

extension ItemFinding {
    /// An item's findings without repeats, in the order ``Sequence/sortedByMeaning()`` gives the
    /// findings made from them (app, screen and item are the same for all of an item's findings).
    static func uniqueSortedByMeaning(_ findings: [ItemFinding]) -> [ItemFinding] {
        guard findings.count > 1 else { return findings }
        // Only the command key needs folding; the other fields compare as they are. Indices are
        // sorted, not findings, and the fields are read in place.
        let folded = findings.map { RecordName.foldedKey($0.commandKey ?? "") }
        return findings.withUnsafeBufferPointer { findings in
            folded.withUnsafeBufferPointer { folded in
                func precedes(_ lhs: Int, _ rhs: Int) -> Bool {
                    if folded[lhs] != folded[rhs] { return folded[lhs] < folded[rhs] }
                    // Fields read through the buffer, never a copy of the whole finding.
                    let leftScenario = findings[lhs].scenario ?? ""
                    let rightScenario = findings[rhs].scenario ?? ""
                    if leftScenario != rightScenario { return leftScenario < rightScenario }
                    if findings[lhs].message != findings[rhs].message {
                        return findings[lhs].message < findings[rhs].message
                    }
                    return FindingOrder.precedes(
                        (findings[lhs].commandKey, findings[lhs].scenario, findings[lhs].widthRange),
                        (findings[rhs].commandKey, findings[rhs].scenario, findings[rhs].widthRange))
                }
                var result: [ItemFinding] = []
                result.reserveCapacity(findings.count)
                var previous: Int?
                for index in findings.indices.sorted(by: precedes) {
                    if let previous, findings[previous] == findings[index] { continue }
                    result.append(findings[index])
                    previous = index
                }
                return result
            }
        }
    }
}

/// A finding's sort key: the meaning's fields and message, then every other field, compared one
/// by one with an early exit (no tuples built per comparison).
private struct FindingOrder {
    var meaning: FindingMatchKey
    var message: String
    var severity = ""
    var commandKey: String?
    var scenario: String?
    var widthRange: WidthRange?

    init(meaning: FindingMatchKey, message: String, finding: Finding) {
        self.init(
            meaning: meaning, message: message, commandKey: finding.commandKey, scenario: finding.scenario, widthRange: finding.widthRange)
        severity = finding.severity.rawValue
    }

    init(meaning: FindingMatchKey, message: String, commandKey: String?, scenario: String?, widthRange: WidthRange?) {
        self.meaning = meaning
        self.message = message
        self.commandKey = commandKey
        self.scenario = scenario
        self.widthRange = widthRange
    }

    func precedes(_ other: FindingOrder) -> Bool {
        if meaning.app != other.meaning.app { return meaning.app < other.meaning.app }
        if meaning.screen != other.meaning.screen { return meaning.screen < other.meaning.screen }
        if meaning.itemID != other.meaning.itemID { return meaning.itemID < other.meaning.itemID }
        if meaning.commandKey != other.meaning.commandKey { return meaning.commandKey < other.meaning.commandKey }
        if meaning.scenario != other.meaning.scenario { return meaning.scenario < other.meaning.scenario }
        if message != other.message { return message < other.message }
        if severity != other.severity { return severity < other.severity }
        return Self.precedes((commandKey, scenario, widthRange), (other.commandKey, other.scenario, other.widthRange))
    }

    /// The tie-break once meaning and message are equal: raw command key, scenario (`nil` first),
    /// then widths.
    static func precedes(
        _ lhs: (commandKey: String?, scenario: String?, widthRange: WidthRange?),
        _ rhs: (commandKey: String?, scenario: String?, widthRange: WidthRange?)
    ) -> Bool {
        if lhs.commandKey != rhs.commandKey { return precedes(lhs.commandKey, rhs.commandKey) }
        if lhs.scenario != rhs.scenario { return precedes(lhs.scenario, rhs.scenario) }
        let lower = lhs.widthRange?.lower ?? -.infinity
        let otherLower = rhs.widthRange?.lower ?? -.infinity
        if lower != otherLower { return lower < otherLower }
        return (lhs.widthRange?.upper ?? -.infinity) < (rhs.widthRange?.upper ?? -.infinity)
    }

    /// `nil` first, then text order.
    static func precedes(_ lhs: String?, _ rhs: String?) -> Bool {
        guard let rhs else { return false }
        guard let lhs else { return true }
        return lhs < rhs
    }
}
