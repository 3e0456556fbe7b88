import ToolbarModel

// MARK: - Match key

/// What a finding is about by name, independent of row ids and wording: the order of sorted
/// output. Findings are matched across audits and baselines by ``Finding/fingerprint``, not by
/// this key. Names are case-folded as the registry compares them.
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
    /// What the item measured (an API name, a count, the width bands…), part of the fingerprint;
    /// `nil` when the item reports none and the finding has no widths.
    public var measured: String?
    /// The finding's identity across audits, baselines and reports (see ``FindingFingerprint``).
    public var fingerprint: String

    /// A finding; without `fingerprint`, the one ``FingerprintContext/init(app:screen:scenarios:)``
    /// gives (ids derived from the names, the scenario name as its family), and without
    /// `measured`, the width range's bands.
    public init(
        app: String, screen: String, itemID: String, severity: Severity, commandKey: String? = nil,
        scenario: String? = nil, widthRange: WidthRange? = nil, message: String, measured: String? = nil,
        fingerprint: String? = nil
    ) {
        self.app = app
        self.screen = screen
        self.itemID = itemID
        self.severity = severity
        self.commandKey = commandKey
        self.scenario = scenario
        self.widthRange = widthRange
        self.message = message
        let measured = measured ?? widthRange.map(FindingFingerprint.widthBands)
        self.measured = measured
        self.fingerprint =
            fingerprint
            ?? FingerprintContext(app: app, screen: screen).fingerprint(
                itemID: itemID, commandKey: commandKey, scenario: scenario, measured: measured)
    }

    /// What the finding is about by name, for sorted output.
    public var matchKey: FindingMatchKey {
        FindingMatchKey(app: app, screen: screen, commandKey: commandKey, itemID: itemID, scenario: scenario)
    }

    /// Orders by meaning, for sorted, deterministic output.
    public static func < (lhs: Finding, rhs: Finding) -> Bool {
        (lhs.matchKey, lhs.message) < (rhs.matchKey, rhs.message)
    }

    // MARK: - Codable

    private enum CodingKeys: String, CodingKey {
        case app, screen, itemID, severity, commandKey, scenario, widthRange, message, measured, fingerprint
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
            message: try container.decode(String.self, forKey: .message),
            measured: try container.decodeIfPresent(String.self, forKey: .measured),
            fingerprint: try container.decodeIfPresent(String.self, forKey: .fingerprint))
    }

    /// Encodes every field (`measured` when there is one).
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
        try container.encodeIfPresent(measured, forKey: .measured)
        try container.encode(fingerprint, forKey: .fingerprint)
    }
}

/// A finding as an item reports it, before the evaluator adds the screen, severity and
/// fingerprint.
///
/// The fingerprint (``FindingFingerprint``) is made of the item, the record (`commandKey`, else
/// `group`, else the screen), `measured` and the scenario's family. Set `measured` whenever one
/// record can have several different problems for the same item — the API it uses, the count
/// that is over the limit, the neighbour it clashes with — so that a second problem is a second
/// identity rather than a repeat of the first. Leave it `nil` to use the default: the width
/// range's bands when there is a width range, else nothing. Keep it short and free of titles
/// and exact numbers that change for unrelated reasons (a title edit must not make a new finding).
public struct ItemFinding: Hashable, Sendable {
    /// The command it is about, if one.
    public var commandKey: String?
    /// The group it is about, when it is about a group rather than one command.
    public var group: String?
    /// The scenario it was seen in, if one.
    public var scenario: String?
    /// The widths at which it happens, if known.
    public var widthRange: WidthRange?
    /// What the item measured, for the fingerprint (see above); `nil` for the default.
    public var measured: String?
    /// What is wrong, in a sentence.
    public var message: String

    public init(
        commandKey: String? = nil, group: String? = nil, scenario: String? = nil, widthRange: WidthRange? = nil,
        measured: String? = nil, _ message: String
    ) {
        self.commandKey = commandKey
        self.group = group
        self.scenario = scenario
        self.widthRange = widthRange
        self.measured = measured
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
    /// The indices of an item's findings without repeats (the first of equal ones), in the order
    /// ``Sequence/sortedByMeaning()`` gives the findings made from them (app, screen and item are
    /// the same for all of an item's findings). Indices, not findings: the evaluator reads each
    /// finding in place rather than copying it into a new array (a retain and a release of each of
    /// its strings).
    static func uniqueMeaningOrder(_ findings: [ItemFinding]) -> [Int] {
        guard findings.count > 1 else { return Array(findings.indices) }
        // Only the command key needs folding; the other fields compare as they are. Indices are
        // sorted, not findings, and the fields are read in place.
        // Read by index: `map` copied each finding to read its key.
        var folded: [String] = []
        folded.reserveCapacity(findings.count)
        for index in findings.indices { folded.append(RecordName.foldedKey(findings[index].commandKey ?? "")) }
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
                    if findings[lhs].widthRange != findings[rhs].widthRange
                        || findings[lhs].commandKey != findings[rhs].commandKey
                    {
                        return FindingOrder.precedes(
                            (findings[lhs].commandKey, findings[lhs].scenario, findings[lhs].widthRange),
                            (findings[rhs].commandKey, findings[rhs].scenario, findings[rhs].widthRange))
                    }
                    if findings[lhs].group != findings[rhs].group {
                        return FindingOrder.precedes(findings[lhs].group, findings[rhs].group)
                    }
                    return FindingOrder.precedes(findings[lhs].measured, findings[rhs].measured)
                }
                var result: [Int] = []
                result.reserveCapacity(findings.count)
                var previous: Int?
                /// `==` field by field, read in place: `==` on the two findings copied both. Every
                /// field of `ItemFinding` (UniqueMeaningOrderTests checks the list).
                func same(_ lhs: Int, _ rhs: Int) -> Bool {
                    findings[lhs].message == findings[rhs].message
                        && findings[lhs].commandKey == findings[rhs].commandKey
                        && findings[lhs].scenario == findings[rhs].scenario
                        && findings[lhs].widthRange == findings[rhs].widthRange
                        && findings[lhs].group == findings[rhs].group
                        && findings[lhs].measured == findings[rhs].measured
                }
                for index in findings.indices.sorted(by: precedes) {
                    // A finding the previous one precedes (nearly always, and found with a
                    // comparison or two) is no repeat of it: only the others are compared whole.
                    if let previous, !precedes(previous, index), same(previous, index) { continue }
                    result.append(index)
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
    var fingerprint = ""

    init(meaning: FindingMatchKey, message: String, finding: Finding) {
        self.init(
            meaning: meaning, message: message, commandKey: finding.commandKey, scenario: finding.scenario,
            widthRange: finding.widthRange)
        severity = finding.severity.rawValue
        fingerprint = finding.fingerprint
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
        if (commandKey, scenario, widthRange) != (other.commandKey, other.scenario, other.widthRange) {
            return Self.precedes(
                (commandKey, scenario, widthRange), (other.commandKey, other.scenario, other.widthRange))
        }
        return fingerprint < other.fingerprint
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
