import Foundation
import ToolbarChecklist

/// SARIF 2.1.0 as GitHub code scanning accepts it: every checklist item as a rule (id, short and
/// full description, help, default level), every open or suppressed finding as a result with a
/// physical location (source, else the registry export given by `--registry-file`), the screen
/// and command as logical locations, a stable partial fingerprint and, with a diff, its baseline state.
public enum SARIFRenderer: ReportRenderer {
    /// The format this renderer writes.
    public static let format = ReportFormat.sarif
    /// The schema GitHub asks for.
    public static let schema = "https://json.schemastore.org/sarif-2.1.0.json"
    /// The name of our partial fingerprint (its value is `Finding.fingerprint`; the name changes with
    /// `FindingFingerprint.version`, so code scanning never compares fingerprints of two versions).
    public static let fingerprintName = "toolbarRegistryFinding/v\(FindingFingerprint.version)"
    /// The file results point at when the report knows neither source nor registry export.
    public static let fallbackFile = "toolbar-registry.json"

    /// The whole document in this format.
    public static func render(_ report: VerificationReport) -> String {
        let ruleIndex = Dictionary(report.rules.enumerated().map { ($1.id, $0) }) { first, _ in first }
        var results: [[String: Any]] = []
        for screen in report.screens {
            for row in screen.checklist {
                for finding in row.findings {
                    results.append(result(finding, screen: screen, report: report, ruleIndex: ruleIndex))
                }
                for finding in row.suppressed {
                    var entry = result(finding, screen: screen, report: report, ruleIndex: ruleIndex)
                    let reasons = screen.suppressions.filter { !$0.inactive && $0.covers(finding) }
                    let list: [SuppressionRow?] = reasons.isEmpty ? [nil] : reasons
                    entry["suppressions"] = list.map { reason -> [String: Any] in
                        var suppression: [String: Any] = ["kind": "external", "status": "accepted"]
                        if let reason { suppression["justification"] = "\(reason.reason) (\(reason.author))" }
                        return suppression
                    }
                    results.append(entry)
                }
            }
        }
        let rules: [[String: Any]] = report.rules.map { rule in
            [
                "id": rule.id, "name": rule.id,
                "shortDescription": ["text": rule.title], "fullDescription": ["text": rule.rationale],
                "help": [
                    "text": "\(rule.title) — \(rule.rationale) See `toolbar-registry checklist show \(rule.id)`.",
                ],
                "defaultConfiguration": ["level": level(rule.severity)],
                "properties": ["kind": rule.kind.rawValue],
            ]
        }
        let driver: [String: Any] = [
            "name": report.tool.name, "semanticVersion": report.tool.version,
            "rules": rules,
        ]
        var properties: [String: Any] = ["checklistVersion": report.checklistVersion, "scope": report.scope]
        if let revision = report.registryRevision { properties["registryRevision"] = revision }
        let run: [String: Any] = [
            "tool": ["driver": driver], "results": results, "columnKind": "unicodeCodePoints",
            "automationDetails": ["id": "\(report.tool.name)/\(ReportText.timestamp(report.generatedAt))"],
            "properties": properties,
        ]
        let log: [String: Any] = ["$schema": schema, "version": "2.1.0", "runs": [run]]
        let options: JSONSerialization.WritingOptions = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? JSONSerialization.data(withJSONObject: log, options: options),
              let text = String(data: data, encoding: .utf8) else { return "{}\n" }
        return text + "\n"
    }

    /// `error`, `warning` or `note`.
    public static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .info: return "note"
        }
    }

    // MARK: - Private

    static func result(_ finding: Finding, screen: ScreenReport, report: VerificationReport,
                       ruleIndex: [String: Int]) -> [String: Any] {
        let place = ReportLocator.location(of: finding, in: screen, report: report)
            ?? ReportLocation(file: fallbackFile, line: 1)
        var region: [String: Any] = ["startLine": max(1, place.line)]
        if let column = place.column { region["startColumn"] = max(1, column) }
        var logical: [[String: Any]] = [["fullyQualifiedName": screen.path, "name": screen.screen, "kind": "type"]]
        if let key = finding.commandKey {
            logical.append(["fullyQualifiedName": "\(screen.path)/\(key)", "name": key, "kind": "member"])
        }
        let context = ReportText.findingContext(finding)
        var result: [String: Any] = [
            "ruleId": finding.itemID, "level": level(finding.severity), "kind": "fail",
            "message": ["text": "\(screen.path): \(finding.message)" + (context.isEmpty ? "" : " (\(context))")],
            "locations": [[
                "physicalLocation": ["artifactLocation": ["uri": relative(place.file)], "region": region],
                "logicalLocations": logical,
            ]],
            "partialFingerprints": [fingerprintName: finding.fingerprint],
        ]
        if let index = ruleIndex[finding.itemID] { result["ruleIndex"] = index }
        if let scenario = finding.scenario { result["properties"] = ["scenario": scenario] }
        if let diff = screen.diff { result["baselineState"] = diff.isNew(finding) ? "new" : "unchanged" }
        return result
    }

    /// Repository-relative URIs: no leading `./` or `/`.
    static func relative(_ path: String) -> String {
        var path = path
        while path.hasPrefix("./") { path.removeFirst(2) }
        while path.hasPrefix("/") { path.removeFirst() }
        return path.replacingOccurrences(of: " ", with: "%20")
    }
}
