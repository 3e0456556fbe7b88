import ToolbarChecklist
import ToolbarModel

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

// MARK: - An audit's item results as one column

/// The `audits.items` column (migration 0004): every item result of one audit as one compact JSON
/// array, so storing an audit is one row, not one row per item:
///
///     [[item id, kind, severity, verdict, reason|null, sign-off|null, findings|null], ...]
///
/// A sign-off is `[author, at, note|null, stale 0|1]`; findings are grouped as
/// ``AuditFindingsColumn`` describes. Items are kept in the order given (the catalogue's).
enum AuditItemsColumn {
    /// The items as the column's text.
    static func encode(_ items: [ItemResult]) -> String {
        var out: [UInt8] = [UInt8(ascii: "[")]
        // Room for the whole column at once: an item takes about 96 bytes, a finding about 64.
        let findings = items.reduce(0) { $0 + $1.findings.count + $1.suppressed.count }
        out.reserveCapacity(items.count * 96 + findings * 64)
        // Read in place, field by field from the array: a copy of each item retained and released
        // every field, and so did a read through a pointer (`pointee` passed to a call is copied,
        // as the memory may change under it).
        for position in items.indices {
            if position > 0 { out.append(UInt8(ascii: ",")) }
            out.append(UInt8(ascii: "["))
            JSONWriter.appendString(items[position].itemID, to: &out)
            out.append(UInt8(ascii: ","))
            appendName(items[position].kind, to: &out)
            out.append(UInt8(ascii: ","))
            appendName(items[position].severity, to: &out)
            out.append(UInt8(ascii: ","))
            appendName(items[position].verdict, to: &out)
            out.append(UInt8(ascii: ","))
            appendOptional(items[position].reason, to: &out)
            out.append(UInt8(ascii: ","))
            if let signOff = items[position].signOff {
                out.append(UInt8(ascii: "["))
                JSONWriter.appendString(signOff.author, to: &out)
                out.append(UInt8(ascii: ","))
                JSONWriter.appendString(Timestamp.string(from: signOff.date), to: &out)
                out.append(UInt8(ascii: ","))
                appendOptional(signOff.note, to: &out)
                JSONWriter.appendRaw(signOff.stale ? ",1]" : ",0]", to: &out)
            } else {
                JSONWriter.appendRaw("null", to: &out)
            }
            out.append(UInt8(ascii: ","))
            AuditFindingsColumn.append(open: items[position].findings, suppressed: items[position].suppressed, to: &out)
            out.append(UInt8(ascii: "]"))
        }
        out.append(UInt8(ascii: "]"))
        return out.withUnsafeBufferPointer { JSONWriter.text(fromValidUTF8: $0) }
    }

    /// The item results of a column's text, with `app` and `screen` filled into their findings
    /// (each item's findings in meaning order); `nil` when the text is not this shape. Findings
    /// stored without a fingerprint get the one `legacy` gives (by default, ids derived from the
    /// names and scenario names as their families).
    static func decode(
        _ text: String, app: String, screen: String, legacy: FingerprintContext? = nil
    ) -> [ItemResult]? {
        let legacy = legacy ?? FingerprintContext(app: app, screen: screen)
        guard case .array(let rows)? = try? JSONParser.parse(Array(text.utf8)) else { return nil }
        var items: [ItemResult] = []
        items.reserveCapacity(rows.count)
        for row in rows {
            guard case .array(let fields) = row, fields.count == 7,
                case .string(let itemID) = fields[0], case .string(let kind) = fields[1],
                case .string(let severity) = fields[2], case .string(let verdict) = fields[3]
            else { return nil }
            var item = ItemResult(
                itemID: itemID, kind: ItemKind(rawValue: kind) ?? .automatic,
                severity: Severity(rawValue: severity) ?? .error, verdict: Verdict(rawValue: verdict) ?? .fail,
                reason: string(fields[4]), signOff: signOff(fields[5], itemID: itemID))
            if fields[6] != .null {
                guard let entries = AuditFindingsColumn.decode(fields[6], itemID: itemID, legacy: legacy) else {
                    return nil
                }
                for entry in entries {
                    let finding = Finding(
                        app: app, screen: screen, itemID: itemID, severity: entry.severity,
                        commandKey: entry.commandKey, scenario: entry.scenario, widthRange: entry.widthRange,
                        message: entry.message, measured: entry.measured, fingerprint: entry.fingerprint)
                    if entry.suppressed { item.suppressed.append(finding) } else { item.findings.append(finding) }
                }
                item.findings = item.findings.sortedByMeaning()
                item.suppressed = item.suppressed.sortedByMeaning()
            }
            items.append(item)
        }
        return items
    }

    // MARK: - Private

    private static func appendOptional(_ text: String?, to out: inout [UInt8]) {
        if let text { JSONWriter.appendString(text, to: &out) } else { JSONWriter.appendRaw("null", to: &out) }
    }

    // MARK: - Enum cases as static JSON strings

    /// An item's kind as the JSON string of its raw value, from static bytes: building the raw
    /// value's `String` to escape it cost more than the rest of the field (a test checks every
    /// case against `JSONWriter.appendString(rawValue)`).
    static func appendName(_ kind: ItemKind, to out: inout [UInt8]) {
        switch kind {
        case .automatic: JSONWriter.appendRaw(#""automatic""#, to: &out)
        case .manual: JSONWriter.appendRaw(#""manual""#, to: &out)
        }
    }

    /// A severity as the JSON string of its raw value, from static bytes.
    static func appendName(_ severity: Severity, to out: inout [UInt8]) {
        switch severity {
        case .info: JSONWriter.appendRaw(#""info""#, to: &out)
        case .warning: JSONWriter.appendRaw(#""warning""#, to: &out)
        case .error: JSONWriter.appendRaw(#""error""#, to: &out)
        }
    }

    /// A verdict as the JSON string of its raw value, from static bytes.
    static func appendName(_ verdict: Verdict, to out: inout [UInt8]) {
        switch verdict {
        case .pass: JSONWriter.appendRaw(#""pass""#, to: &out)
        case .fail: JSONWriter.appendRaw(#""fail""#, to: &out)
        case .needsReview: JSONWriter.appendRaw(#""needsReview""#, to: &out)
        case .notApplicable: JSONWriter.appendRaw(#""notApplicable""#, to: &out)
        }
    }

    private static func string(_ value: JSONValue) -> String? {
        if case .string(let text) = value { return text }
        return nil
    }

    private static func signOff(_ value: JSONValue, itemID: String) -> SignOff? {
        guard case .array(let fields) = value, fields.count == 4, case .string(let author) = fields[0],
            case .string(let at) = fields[1]
        else { return nil }
        return SignOff(
            itemID: itemID, author: author, date: Timestamp.parse(at) ?? .distantPast, note: string(fields[2]),
            stale: fields[3] == .number(1))
    }
}

extension RegistryStore {
    /// The text ``insertAudit(_:items:layouts:)`` stores in the audit's `items` column: callers
    /// may compute it ahead (on other threads) and pass it to
    /// ``insertAudit(_:itemsColumn:layouts:storedLayoutDigests:)``.
    public static func itemsColumn(_ items: [ItemResult]) -> String { AuditItemsColumn.encode(items) }
}
