import ToolbarModel
import ToolbarSolver

// MARK: - What a finding is about

/// The record a finding is about, by stable id (``StableID``), so a renamed record keeps its
/// findings' identity.
public enum FindingRecord: Hashable, Sendable {
    /// The screen as a whole.
    case screen
    /// One group of the screen, by its stable id.
    case group(String)
    /// One command of the screen, by its stable id.
    case command(String)

    /// `screen`, `group:ID` or `command:ID` as its kind's prefix and the id, hashed one after the
    /// other without building the text.
    var fingerprintParts: (prefix: StaticString, id: String) {
        switch self {
        case .screen: return ("screen", "")
        case .group(let id): return ("group:", id)
        case .command(let id): return ("command:", id)
        }
    }
}

// MARK: - Fingerprint

/// A finding's identity across audits, baselines and reports: the same problem on the same
/// record gets the same fingerprint, whatever the message says and whatever else changed.
///
/// It is a stable 16-hex-digit FNV-1a hash of, in order:
/// 1. the fingerprint version (`2`);
/// 2. the checklist item id;
/// 3. the app's, the screen's and the record's stable ids (``FindingRecord``: the command or group
///    the finding names, else the screen) — so renames keep it, and records are never confused
///    with their siblings;
/// 4. what the item measured (``ItemFinding/measured``): an API name, a count, or by default the
///    width range's bands (``widthBands(_:)``);
/// 5. the scenario's family (``Scenario/family``), not its name — so renaming a preset or moving
///    its size keeps it.
///
/// Not in it: the message, the severity, the titles, the exact widths. Several findings may share
/// a fingerprint (the same problem in two scenarios of one family); baselines and diffs count
/// them, so one more of them is a new finding.
public enum FindingFingerprint {
    /// Bumped when the fields or their encoding change; SARIF names it in `partialFingerprints`.
    public static let version = 2

    /// The fingerprint of the fields above.
    public static func make(
        itemID: String, appID: String, screenID: String, record: FindingRecord, measured: String?,
        scenarioFamily: String?
    ) -> String {
        Hash(itemID: itemID, appID: appID, screenID: screenID)
            .fingerprint(record: record, measured: measured, scenarioFamily: scenarioFamily)
    }

    /// The FNV-1a state after the fields every finding of one item on one screen starts with
    /// (the version, the item, the app and the screen), so an item's findings feed only their own
    /// fields: the fields' bytes in order, 0x1F between two fields, no field built as text.
    struct Hash {
        private var state: UInt64 = 0xcbf2_9ce4_8422_2325

        init(itemID: String, appID: String, screenID: String) {
            feed(versionText)
            feed(0x1F)
            feed(itemID)
            feed(0x1F)
            feed(appID)
            feed(0x1F)
            feed(screenID)
        }

        /// The fingerprint of a finding with these fields after the shared ones.
        func fingerprint(record: FindingRecord, measured: String?, scenarioFamily: String?) -> String {
            var hash = self
            hash.feed(0x1F)
            let record = record.fingerprintParts
            record.prefix.withUTF8Buffer { for byte in $0 { hash.feed(byte) } }
            hash.feed(record.id)
            hash.feed(0x1F)
            hash.feed(measured ?? "")
            hash.feed(0x1F)
            hash.feed(scenarioFamily ?? "")
            return hash.hex
        }

        private mutating func feed(_ byte: UInt8) {
            state ^= UInt64(byte)
            state = state &* 0x0000_0100_0000_01b3
        }

        private mutating func feed(_ field: String) {
            // The bytes straight from the string's storage: stepping through `utf8` an index at a
            // time cost several times the hashing itself. Same bytes, same order.
            let fed: Void? = field.utf8.withContiguousStorageIfAvailable { bytes in
                for byte in bytes { feed(byte) }
            }
            if fed == nil {
                for byte in field.utf8 { feed(byte) }
            }
        }

        /// 16 lower-case hex digits, leading zeros kept.
        private var hex: String {
            String(unsafeUninitializedCapacity: 16) { buffer in
                let digits: StaticString = "0123456789abcdef"
                digits.withUTF8Buffer { digits in
                    for index in 0..<16 {
                        buffer[index] = digits[Int(truncatingIfNeeded: (state >> UInt64(60 - 4 * index)) & 0xF)]
                    }
                }
                return 16
            }
        }
    }

    /// `version` as text, made once.
    private static let versionText = String(version)

    // MARK: - Width bands

    /// The lower edges of the width bands, in points: below 375 (the smallest iPhones), 375–440
    /// (iPhone portrait), 441–599 (large portrait phones' landscape, the foldable's outer display,
    /// narrow windows), 600–767, 768–1023, 1024 and wider.
    public static let bandEdges: [Double] = [375, 441, 600, 768, 1024]

    /// The band a width falls in: `<375`, `375-440`, `441-599`, `600-767`, `768-1023`, `1024+`.
    public static func band(of width: Double) -> String {
        bandNames[bandEdges.firstIndex(where: { width < $0 }) ?? bandEdges.count]
    }

    /// Each band's name, below the first edge first, made once.
    private static let bandNames: [String] = (0...bandEdges.count).map { index in
        guard index < bandEdges.count else { return "\(Breakpoint.format(bandEdges.last!))+" }
        if index == 0 { return "<\(Breakpoint.format(bandEdges[0]))" }
        return "\(Breakpoint.format(bandEdges[index - 1]))-\(Breakpoint.format(bandEdges[index] - 1))"
    }

    /// What a width range measures by default: `widths 375-440`, or `widths <375..441-599` when
    /// it spans bands. A range from a sweep ends before its breakpoint (`upper` is excluded).
    /// A finding that now reaches a band it did not is a different finding.
    public static func widthBands(_ range: WidthRange) -> String {
        let first = band(of: range.lower)
        let last = band(of: range.upper > range.lower ? range.upper.nextDown : range.upper)
        return first == last ? "widths \(first)" : "widths \(first)..\(last)"
    }
}

// MARK: - The ids a screen's fingerprints use

/// The stable ids and scenario families one screen's findings are fingerprinted with. Built
/// from the screen's records and scenarios by the checklist; a registry reading audits stored
/// before fingerprints were stored builds it from the records and scenarios it has.
public struct FingerprintContext: Sendable {
    /// The app's stable id.
    public var appID: String
    /// The screen's stable id.
    public var screenID: String
    /// Command stable ids by case-folded key; a key not listed gets the id derived from it.
    public var commandIDs: [String: String]
    /// Group stable ids by case-folded name; a name not listed gets the id derived from it.
    public var groupIDs: [String: String]
    /// Scenario families by scenario name; a scenario not listed is its own family.
    public var scenarioFamilies: [String: String]

    public init(
        appID: String, screenID: String, commandIDs: [String: String] = [:], groupIDs: [String: String] = [:],
        scenarioFamilies: [String: String] = [:]
    ) {
        self.appID = appID
        self.screenID = screenID
        self.commandIDs = commandIDs
        self.groupIDs = groupIDs
        self.scenarioFamilies = scenarioFamilies
    }

    /// Every id derived from the names (records that were never renamed have exactly these).
    public init(app: String, screen: String, scenarios: [Scenario] = []) {
        self.init(
            appID: StableID.derived(.app, name: app), screenID: StableID.derived(.screen, name: screen),
            scenarioFamilies: Self.families(scenarios))
    }

    /// The stable ids of `inventory`'s records and the families of `scenarios`.
    public init(inventory: ScreenInventory, scenarios: [Scenario]) {
        // The records read once, and each one in place by index: a loop over them copied every
        // command and group it passed (a retain and a release each).
        var commandIDs: [String: String] = [:]
        let commands = inventory.commands
        for index in commands.indices where commands[index].stableID != nil {
            commandIDs[RecordName.foldedKey(commands[index].key)] = commands[index].stableID
        }
        var groupIDs: [String: String] = [:]
        let groups = inventory.groups
        for index in groups.indices where groups[index].stableID != nil {
            groupIDs[RecordName.foldedKey(groups[index].name)] = groups[index].stableID
        }
        self.init(
            appID: inventory.app.effectiveStableID, screenID: inventory.screen.effectiveStableID,
            commandIDs: commandIDs, groupIDs: groupIDs, scenarioFamilies: Self.families(scenarios))
    }

    /// The record a finding naming `commandKey` or `group` is about.
    public func record(commandKey: String?, group: String?) -> FindingRecord {
        if let commandKey {
            let key = RecordName.foldedKey(commandKey)
            return .command(commandIDs[key] ?? StableID.derived(.command, name: key))
        }
        if let group {
            let key = RecordName.foldedKey(group)
            return .group(groupIDs[key] ?? StableID.derived(.group, name: key))
        }
        return .screen
    }

    /// The fingerprint of a finding of `itemID` with these fields.
    public func fingerprint(
        itemID: String, commandKey: String?, group: String? = nil, scenario: String?, measured: String?
    ) -> String {
        fingerprints(itemID: itemID).fingerprint(
            commandKey: commandKey, group: group, scenario: scenario, measured: measured)
    }

    /// The fingerprints of `itemID`'s findings on this screen: the fields they all start with are
    /// hashed once (an audit fingerprints about a hundred findings a screen, most of one item).
    public func fingerprints(itemID: String) -> ItemFingerprints {
        ItemFingerprints(context: self, hash: FindingFingerprint.Hash(itemID: itemID, appID: appID, screenID: screenID))
    }

    /// One item's findings' fingerprints on one screen (``fingerprints(itemID:)``).
    public struct ItemFingerprints: Sendable {
        let context: FingerprintContext
        let hash: FindingFingerprint.Hash

        /// What ``FingerprintContext/fingerprint(itemID:commandKey:group:scenario:measured:)`` gives
        /// for the item.
        public func fingerprint(commandKey: String?, group: String? = nil, scenario: String?, measured: String?)
            -> String
        {
            hash.fingerprint(
                record: context.record(commandKey: commandKey, group: group), measured: measured,
                scenarioFamily: scenario.map { context.scenarioFamilies[$0] ?? $0 })
        }

        /// The same, given the finding's scenario's family (``Scenario/family``) rather than its
        /// name: the checklist works out the families of the scenarios its findings name only.
        func fingerprint(commandKey: String?, group: String?, scenarioFamily: String?, measured: String?) -> String {
            hash.fingerprint(
                record: context.record(commandKey: commandKey, group: group), measured: measured,
                scenarioFamily: scenarioFamily)
        }
    }

    private static func families(_ scenarios: [Scenario]) -> [String: String] {
        var families: [String: String] = [:]
        for scenario in scenarios { families[scenario.name] = scenario.family }
        return families
    }
}
