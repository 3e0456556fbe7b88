import ToolbarChecklist
import ToolbarModel
import ToolbarStorage

extension Registry {
    /// The prefix of the audit item ids that carry a scanned screen's source findings, one item per
    /// scanner rule: `source-device-idiom-check`.
    public static let sourceFindingItemPrefix = "source-"

    /// The scanned screen's stored source findings as audit items, one failing automatic item per
    /// rule, each finding's message starting with `file:line:column:`. Empty for screens never
    /// scanned or without findings.
    func sourceFindingItems(screenID: Int64, inventory: ScreenInventory) throws -> [ItemResult] {
        guard let (appID, typeName) = try store.scannedType(screenID: screenID) else { return [] }
        let records = try store.sourceFindings(appID: appID, screen: typeName)
        var byRule: [String: [Finding]] = [:]
        // Fingerprinted by the records' stable ids, as checklist findings are; a rule's findings
        // on one command (at several lines) share a fingerprint and are counted.
        let ids = FingerprintContext(inventory: inventory, scenarios: [])
        for record in records {
            let itemID = Self.sourceFindingItemPrefix + record.id
            byRule[itemID, default: []].append(Finding(
                app: inventory.app.name, screen: inventory.screen.name, itemID: itemID,
                severity: Severity(rawValue: record.severity) ?? .warning, commandKey: record.command,
                message: "\(record.location): \(record.message)",
                fingerprint: ids.fingerprint(itemID: itemID, commandKey: record.command, scenario: nil, measured: nil)))
        }
        return byRule.keys.sorted().map { itemID in
            let findings = (byRule[itemID] ?? []).sorted()
            return ItemResult(
                itemID: itemID, kind: .automatic, severity: findings.map(\.severity).max() ?? .info, verdict: .fail,
                findings: findings)
        }
    }
}
