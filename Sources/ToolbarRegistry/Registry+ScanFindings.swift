import ToolbarChecklist
import ToolbarModel
import ToolbarStorage

extension Registry {
    /// The prefix of the audit item ids that carry a scanned screen's source findings, one item per
    /// scanner rule: `source-device-idiom-check`.
    public static let sourceFindingItemPrefix = "source-"

    /// The scanned screen's stored source findings as audit items, one failing automatic item per
    /// rule. Reports place a finding at its command's source (else the screen's): a finding found
    /// elsewhere ends with `(at file:line:column)`, one found there says nothing more. Findings the
    /// app's deployment target makes moot (iOS 27 API without availability checks, in an app that
    /// deploys to iOS 27) are left out. Empty for screens never scanned or without findings.
    func sourceFindingItems(screenID: Int64, inventory: ScreenInventory) throws -> [ItemResult] {
        guard let (appID, typeName) = try store.scannedType(screenID: screenID) else { return [] }
        let records = try store.sourceFindings(appID: appID, screen: typeName)
        let sources = try store.commandSources(screenID: screenID)
        var commandPlaces: [String: SourceLocation] = [:]
        for command in try store.commands(screenID: screenID) {
            if let source = sources[command.id] {
                commandPlaces[RecordName.foldedKey(command.value.key)] = source.location
            }
        }
        var byRule: [String: [Finding]] = [:]
        // Fingerprinted by the records' stable ids, as checklist findings are; a rule's findings
        // on one command (at several lines) share a fingerprint and are counted.
        let ids = FingerprintContext(inventory: inventory, scenarios: [])
        for record in records {
            if record.id == "missing-availability-gating", inventory.app.deploymentTarget >= .iOS27 { continue }
            let itemID = Self.sourceFindingItemPrefix + record.id
            let shownAt = record.command.flatMap { commandPlaces[RecordName.foldedKey($0)] } ?? inventory.screen.source
            let samePlace = shownAt?.file == record.location.file && shownAt?.line == record.location.line
            byRule[itemID, default: []].append(
                Finding(
                    app: inventory.app.name, screen: inventory.screen.name, itemID: itemID,
                    severity: record.severity, commandKey: record.command,
                    message: samePlace ? record.message : "\(record.message) (at \(record.location))",
                    fingerprint: ids.fingerprint(
                        itemID: itemID, commandKey: record.command, scenario: nil, measured: nil)))
        }
        return byRule.keys.sorted().map { itemID in
            let findings = (byRule[itemID] ?? []).sorted()
            return ItemResult(
                itemID: itemID, kind: .automatic, severity: findings.map(\.severity).max() ?? .info, verdict: .fail,
                findings: findings)
        }
    }
}
