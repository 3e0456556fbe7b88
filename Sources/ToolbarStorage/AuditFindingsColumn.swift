import ToolbarChecklist
import ToolbarModel

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
#if canImport(Glibc)
    import Glibc
#endif

// MARK: - An item's findings as one column

/// An audit item's findings in the `audits.items` column (format of migration 0004), open and
/// suppressed, as one compact JSON array of groups, so a whole-registry audit writes few bytes per
/// finding:
///
///     [[severity, command key|null, message, flags, [occurrence, ...], identity], ...]
///
/// A group holds the findings that share severity, command, message and flags; each occurrence is
/// `[scenario|null]`, `[scenario|null, width]` or `[scenario|null, lower, upper]`. Flag 1 marks
/// suppressed findings; flag 2 marks a message template in which U+E000 stands for the
/// occurrence's scenario name, so "Undo overflows in iphone-17-portrait" seen in 20 scenarios is
/// stored once. `identity` is, per occurrence, the finding's 16-hex-digit fingerprint followed by
/// its measured value when that is not the default (the width bands): one string when every
/// occurrence has the same, else a list parallel to the occurrences. App, screen and item id are
/// the audit's and the row's.
///
/// Groups written before fingerprints were stored have five fields: their findings get the
/// fingerprint the reader's ``FingerprintContext`` gives (the default measured value, the
/// registry's current ids and scenario families).
enum AuditFindingsColumn {
    /// One stored finding, without the names its row and audit give it.
    struct Entry {
        var severity: Severity
        var commandKey: String?
        var scenario: String?
        var widthRange: WidthRange?
        var message: String
        var suppressed: Bool
        var measured: String?
        var fingerprint: String
    }

    /// Stands for the scenario name in a message template.
    static let scenarioMarker: Unicode.Scalar = "\u{E000}"
    static let suppressedFlag = 1
    static let templateFlag = 2

    /// Appends the item's findings as JSON (`null` when it has none). Written as bytes, not
    /// through a `JSONValue` tree: a whole-registry audit encodes millions of findings.
    /// The item's open and suppressed findings are passed, not the item: the items column reads
    /// them in place (passing the whole item copied it).
    static func append(open: [Finding], suppressed: [Finding], to out: inout [UInt8]) {
        guard !open.isEmpty || !suppressed.isEmpty else { return JSONWriter.appendRaw("null", to: &out) }
        // The findings are read in place: a copy of each (eight strings to retain and release)
        // cost more than grouping it.
        open.withUnsafeBufferPointer { open in
            suppressed.withUnsafeBufferPointer { suppressed in
                Grouping(open: open, suppressed: suppressed).write(to: &out)
            }
        }
    }

    /// The entries of a parsed value; `nil` when it is not the shape ``append(open:suppressed:to:)`` writes.
    /// Groups stored without fingerprints get the ones `legacy` gives, for item `itemID`.
    static func decode(_ value: JSONValue, itemID: String, legacy: FingerprintContext) -> [Entry]? {
        guard case .array(let groups) = value else { return nil }
        var entries: [Entry] = []
        for group in groups {
            guard case .array(let fields) = group, fields.count == 5 || fields.count == 6,
                case .string(let severityText) = fields[0], let severity = Severity(rawValue: severityText),
                case .string(let message) = fields[2], case .number(let flags) = fields[3],
                case .array(let occurrences) = fields[4]
            else { return nil }
            var identities: [String]?
            if fields.count == 6 {
                switch fields[5] {
                case .string(let identity):
                    identities = Array(repeating: identity, count: occurrences.count)
                case .array(let values) where values.count == occurrences.count:
                    identities = values.compactMap(string)
                    guard identities?.count == occurrences.count else { return nil }
                default:
                    return nil
                }
            }
            let flagBits = Int(flags)
            for (position, occurrence) in occurrences.enumerated() {
                guard case .array(let parts) = occurrence, (1...3).contains(parts.count) else { return nil }
                let scenario = string(parts[0])
                let lower = parts.count > 1 ? number(parts[1]) : nil
                let upper = parts.count > 2 ? number(parts[2]) : lower
                var text = message
                if flagBits & 2 != 0 {
                    guard let scenario else { return nil }
                    text = filled(message, scenario: scenario)
                }
                let commandKey = string(fields[1])
                let widthRange = lower.map { WidthRange($0, upper ?? $0) }
                var measured = widthRange.map(FindingFingerprint.widthBands)
                let fingerprint: String
                if let identity = identities?[position] {
                    guard identity.utf8.count >= fingerprintLength else { return nil }
                    fingerprint = String(identity.prefix(fingerprintLength))
                    let rest = identity.dropFirst(fingerprintLength)
                    if !rest.isEmpty { measured = String(rest) }
                } else {
                    fingerprint = legacy.fingerprint(
                        itemID: itemID, commandKey: commandKey, scenario: scenario, measured: measured)
                }
                entries.append(
                    Entry(
                        severity: severity, commandKey: commandKey, scenario: scenario, widthRange: widthRange,
                        message: text, suppressed: flagBits & 1 != 0, measured: measured, fingerprint: fingerprint))
            }
        }
        return entries
    }

    // MARK: - Templates

    /// The message with every occurrence of the scenario name replaced by the marker; `nil` when
    /// the message does not name the scenario or already holds the marker (then it is kept as is).
    /// Byte-wise, so the template gives back exactly the message.
    static func template(_ message: String, scenario: String) -> String? {
        templateBytes(message, scenario: scenario).map { String(decoding: $0, as: UTF8.self) }
    }

    /// ``template(_:scenario:)``'s UTF-8 bytes: groups keep and write a template as bytes, never
    /// as a `String` (making one validated every byte again).
    static func templateBytes(_ message: String, scenario: String) -> [UInt8]? {
        withBytes(message) { text in
            withBytes(scenario) { name in
                markerBytes.withUnsafeBufferPointer { marker in
                    replacing(name, with: marker, in: text, unlessHoldingMarker: true)
                }
            }
        }
    }

    /// Calls `body` with the string's UTF-8 bytes, without copying a native string.
    @inline(__always)
    static func withBytes<Result>(_ text: String, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        if let result = text.utf8.withContiguousStorageIfAvailable(body) { return result }
        var text = text
        return text.withUTF8(body)
    }

    /// Whether `template` with the marker replaced by `scenario` is exactly `message`.
    static func fills(_ template: String, with scenario: String, giving message: String) -> Bool {
        withBytes(template) { fills($0, with: scenario, giving: message) }
    }

    /// Whether the template's bytes with the marker replaced by `scenario` are exactly `message`.
    static func fills(_ template: UnsafeBufferPointer<UInt8>, with scenario: String, giving message: String) -> Bool {
        guard !scenario.isEmpty else { return false }
        return withBytes(scenario) { scenario in
            withBytes(message) { message in fills(template, with: scenario, giving: message) }
        }
    }

    private static func fills(
        _ template: UnsafeBufferPointer<UInt8>, with scenario: UnsafeBufferPointer<UInt8>,
        giving message: UnsafeBufferPointer<UInt8>
    ) -> Bool {
        guard let templateBase = template.baseAddress, let messageBase = message.baseAddress else {
            return template.isEmpty && message.isEmpty
        }
        // The template's text between markers and the scenario at each marker, compared a run at
        // a time (the markers found left to right, as a byte-by-byte walk would find them).
        var position = 0
        var index = 0
        while index < template.count {
            let marker = nextMarker(in: template, from: index) ?? template.count
            let run = marker - index
            guard run <= message.count - position,
                run == 0 || memcmp(messageBase + position, templateBase + index, run) == 0
            else { return false }
            position += run
            index = marker
            if index < template.count {
                guard scenario.count <= message.count - position,
                    memcmp(messageBase + position, scenario.baseAddress!, scenario.count) == 0
                else { return false }
                position += scenario.count
                index += markerBytes.count
            }
        }
        return position == message.count
    }

    /// Where the first marker at or after `start` begins in `text`; `nil` when there is none.
    private static func nextMarker(in text: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        guard let base = text.baseAddress else { return nil }
        var index = start
        while index + 3 <= text.count {
            guard let found = memchr(base + index, Int32(markerLead), text.count - 2 - index) else { return nil }
            index = UnsafePointer<UInt8>(found.assumingMemoryBound(to: UInt8.self)) - base
            if text[index + 1] == markerTail, text[index + 2] == markerTail { return index }
            index += 1
        }
        return nil
    }

    /// The template with the marker replaced by the scenario name.
    static func filled(_ template: String, scenario: String) -> String {
        var template = template
        var scenario = scenario
        return template.withUTF8 { text in
            scenario.withUTF8 { name in
                markerBytes.withUnsafeBufferPointer { marker in
                    replacing(marker, with: name, in: text, unlessHoldingMarker: false).map {
                        String(decoding: $0, as: UTF8.self)
                    } ?? String(decoding: text, as: UTF8.self)
                }
            }
        }
    }

    // MARK: - Private

    private static let markerBytes = Array(String(scenarioMarker).utf8)
    /// The marker's UTF-8 is EE 80 80: its first byte, and each of the other two.
    private static let markerLead: UInt8 = 0xee
    private static let markerTail: UInt8 = 0x80

    /// A fingerprint's length in characters.
    private static let fingerprintLength = 16

    /// The fingerprint, followed by the measured value unless it is the default one.
    static func identity(_ finding: UnsafePointer<Finding>) -> String {
        guard let measured = finding.pointee.measured,
            measured != finding.pointee.widthRange.map(FindingFingerprint.widthBands)
        else { return finding.pointee.fingerprint }
        return finding.pointee.fingerprint + measured
    }

    /// `["scenario"]`, `["scenario",402]` or `["scenario",320,488]` (`null` for no scenario).
    static func appendOccurrence(_ finding: UnsafePointer<Finding>, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "["))
        if let scenario = finding.pointee.scenario {
            JSONWriter.appendString(scenario, to: &out)
        } else {
            JSONWriter.appendRaw("null", to: &out)
        }
        if let range = finding.pointee.widthRange {
            out.append(UInt8(ascii: ","))
            JSONWriter.appendNumber(range.lower, to: &out)
            if range.upper != range.lower {
                out.append(UInt8(ascii: ","))
                JSONWriter.appendNumber(range.upper, to: &out)
            }
        }
        out.append(UInt8(ascii: "]"))
    }

    /// `text` with every non-overlapping occurrence of `pattern` (left to right) replaced; `nil`
    /// when there is none, or when `unlessHoldingMarker` and `text` holds the marker.
    private static func replacing(
        _ pattern: UnsafeBufferPointer<UInt8>, with replacement: UnsafeBufferPointer<UInt8>,
        in text: UnsafeBufferPointer<UInt8>, unlessHoldingMarker: Bool
    ) -> [UInt8]? {
        guard !pattern.isEmpty, pattern.count <= text.count, let base = text.baseAddress else { return nil }
        if unlessHoldingMarker, nextMarker(in: text, from: 0) != nil { return nil }
        var out: [UInt8] = []
        var start = 0
        var index = 0
        let first = Int32(pattern[0])
        // Candidates found by their first byte with `memchr`, then compared whole.
        while index + pattern.count <= text.count {
            guard let found = memchr(base + index, first, text.count - pattern.count + 1 - index) else { break }
            index = UnsafePointer<UInt8>(found.assumingMemoryBound(to: UInt8.self)) - base
            if memcmp(base + index, pattern.baseAddress!, pattern.count) == 0 {
                if out.isEmpty { out.reserveCapacity(text.count + replacement.count) }
                out.append(contentsOf: UnsafeBufferPointer(rebasing: text[start..<index]))
                out.append(contentsOf: replacement)
                index += pattern.count
                start = index
            } else {
                index += 1
            }
        }
        guard start > 0 else { return nil }
        out.append(contentsOf: UnsafeBufferPointer(rebasing: text[start...]))
        return out
    }

    private static func string(_ value: JSONValue) -> String? {
        if case .string(let text) = value { return text }
        return nil
    }

    private static func number(_ value: JSONValue) -> Double? {
        if case .number(let number) = value { return number }
        return nil
    }
}
