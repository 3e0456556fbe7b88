import ToolbarChecklist
import ToolbarModel

// MARK: - An item's findings as one column

/// The `audit_items.findings` column: an item's findings (open and suppressed) as one compact
/// JSON array of `[severity, command key|null, scenario|null, lower|null, upper|null, message,
/// suppressed 0|1]`, so a whole-registry audit writes one row per item, not one per finding.
/// App, screen and item id are the audit's and the row's; fingerprints and match keys derive
/// from the fields.
enum AuditFindingsColumn {
    /// One stored finding, without the names its row and audit give it.
    struct Entry: Hashable {
        var severity: Severity
        var commandKey: String?
        var scenario: String?
        var widthRange: WidthRange?
        var message: String
        var suppressed: Bool
    }

    /// The item's findings as the column's text, `nil` when it has none.
    static func encode(_ item: ItemResult) -> String? {
        guard !item.findings.isEmpty || !item.suppressed.isEmpty else { return nil }
        var entries: [JSONValue] = []
        entries.reserveCapacity(item.findings.count + item.suppressed.count)
        for finding in item.findings { entries.append(value(finding, suppressed: false)) }
        for finding in item.suppressed { entries.append(value(finding, suppressed: true)) }
        return JSONWriter.string(.array(entries), style: .compact)
    }

    /// The entries of a column's text; `nil` when it is not the shape ``encode(_:)`` writes.
    static func decode(_ text: String) -> [Entry]? {
        guard case let .array(values)? = try? JSONParser.parse(Array(text.utf8)) else { return nil }
        var entries: [Entry] = []
        entries.reserveCapacity(values.count)
        for value in values {
            guard case let .array(fields) = value, fields.count == 7,
                  case let .string(severityText) = fields[0], let severity = Severity(rawValue: severityText),
                  case let .string(message) = fields[5], case let .number(flag) = fields[6]
            else { return nil }
            let lower = number(fields[3])
            entries.append(Entry(
                severity: severity, commandKey: string(fields[1]), scenario: string(fields[2]),
                widthRange: lower.map { WidthRange($0, number(fields[4]) ?? $0) }, message: message,
                suppressed: flag != 0))
        }
        return entries
    }

    // MARK: - Private

    private static func value(_ finding: Finding, suppressed: Bool) -> JSONValue {
        .array([
            .string(finding.severity.rawValue), finding.commandKey.map(JSONValue.string) ?? .null,
            finding.scenario.map(JSONValue.string) ?? .null, finding.widthRange.map { .number($0.lower) } ?? .null,
            finding.widthRange.map { .number($0.upper) } ?? .null, .string(finding.message),
            .number(suppressed ? 1 : 0),
        ])
    }

    private static func string(_ value: JSONValue) -> String? {
        if case let .string(text) = value { return text }
        return nil
    }

    private static func number(_ value: JSONValue) -> Double? {
        if case let .number(number) = value { return number }
        return nil
    }
}

extension RegistryStore {
    /// The text ``insertAudit(_:items:layouts:)`` stores in the item's `findings` column (for
    /// benchmarks that write the same rows another way).
    public static func findingsColumn(_ item: ItemResult) -> String? { AuditFindingsColumn.encode(item) }
}
