import Foundation
import ToolbarChecklist

/// SARIF 2.1.0 as GitHub code scanning accepts it: every checklist item as a rule (id, short and
/// full description, help, default level), every open or suppressed finding as a result with a
/// physical location (source, else the registry export given by `--registry-file`), the screen
/// and command as logical locations, a stable partial fingerprint and, with a diff, its baseline state.
///
/// Within GitHub's limits: the findings of one item on one record (command, else screen) in
/// several scenarios are one result listing them (``SARIFResults``), and a run holds at most
/// ``resultLimit`` results, the most severe kept, with a run-level notification when some were cut.
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
    /// GitHub code scanning refuses a run with more results than this.
    public static let resultLimit = 25_000
    /// The id of the notification that says results were cut.
    public static let resultsCutID = "results-cut"

    /// The whole document in this format, at most ``resultLimit`` results.
    public static func render(_ report: VerificationReport) -> String { render(report, resultLimit: resultLimit) }

    /// The whole document with at most `resultLimit` results.
    public static func render(_ report: VerificationReport, resultLimit: Int) -> String {
        let ruleIndex = Dictionary(report.rules.enumerated().map { ($1.id, $0) }) { first, _ in first }
        var entries: [(rank: Int, result: [String: Any])] = []
        for screen in report.screens {
            for row in screen.checklist {
                for group in SARIFResults.groups(row.findings) {
                    let entry = result(group, screen: screen, report: report, ruleIndex: ruleIndex)
                    entries.append((rank(group[0].severity, suppressed: false), entry))
                }
                for group in SARIFResults.groups(row.suppressed) {
                    var entry = result(group, screen: screen, report: report, ruleIndex: ruleIndex)
                    let reasons = screen.suppressions.filter { reason in
                        !reason.inactive && group.contains { reason.covers($0) }
                    }
                    let list: [SuppressionRow?] = reasons.isEmpty ? [nil] : reasons
                    entry["suppressions"] = list.map { reason -> [String: Any] in
                        var suppression: [String: Any] = ["kind": "external", "status": "accepted"]
                        if let reason {
                            suppression["justification"] = BidiText.isolated("\(reason.reason) (\(reason.author))")
                        }
                        return suppression
                    }
                    entries.append((rank(group[0].severity, suppressed: true), entry))
                }
            }
        }
        let kept = SARIFResults.keepMostSevere(entries.map(\.rank), limit: max(0, resultLimit))
        let results = kept.map { entries[$0].result }
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
        var run: [String: Any] = [
            "tool": ["driver": driver], "results": results, "columnKind": "unicodeCodePoints",
            "automationDetails": ["id": "\(report.tool.name)/\(ReportText.timestamp(report.generatedAt))"],
            "properties": properties,
        ]
        if kept.count < entries.count {
            let cut = entries.count - kept.count
            properties["resultsCut"] = cut
            run["properties"] = properties
            run["invocations"] = [[
                "executionSuccessful": true,
                "toolExecutionNotifications": [[
                    "level": "warning", "descriptor": ["id": resultsCutID],
                    "message": ["text": "\(cut) of \(entries.count) results were left out: a SARIF run may hold "
                        + "\(resultLimit) (GitHub code scanning refuses more). The most severe are kept; "
                        + "the HTML or JSON report (toolbar-registry report --format html) lists every finding."],
                ]],
            ]]
        }
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

    /// Open errors first, then warnings, then notes, then suppressed findings.
    static func rank(_ severity: Severity, suppressed: Bool) -> Int {
        let base: Int
        switch severity {
        case .error: base = 0
        case .warning: base = 1
        case .info: base = 2
        }
        return suppressed ? base + 3 : base
    }

    /// One result for `group`: the findings of one item on one record, one per scenario.
    static func result(_ group: [Finding], screen: ScreenReport, report: VerificationReport,
                       ruleIndex: [String: Int]) -> [String: Any] {
        let finding = group[0]
        let place = ReportLocator.location(of: finding, in: screen, report: report)
            ?? ReportLocation(file: fallbackFile, line: 1)
        var region: [String: Any] = ["startLine": max(1, place.line)]
        if let column = place.column { region["startColumn"] = max(1, column) }
        var logical: [[String: Any]] = [[
            "fullyQualifiedName": BidiText.visibleControls(screen.path),
            "name": BidiText.visibleControls(screen.screen), "kind": "type",
        ]]
        if let key = finding.commandKey {
            logical.append([
                "fullyQualifiedName": BidiText.visibleControls("\(screen.path)/\(key)"),
                "name": BidiText.visibleControls(key), "kind": "member",
            ])
        }
        var artifact: [String: Any] = ["uri": SARIFPaths.uri(place.file)]
        if !SARIFPaths.isAbsolute(place.file) { artifact["uriBaseId"] = SARIFPaths.sourceRootBase }
        let prints = Array(Set(group.map(\.fingerprint))).sorted()
        var result: [String: Any] = [
            "ruleId": finding.itemID, "level": level(finding.severity), "kind": "fail",
            "message": ["text": SARIFResults.message(group, path: screen.path)],
            "locations": [[
                "physicalLocation": ["artifactLocation": artifact, "region": region],
                "logicalLocations": logical,
            ]],
            "partialFingerprints": [fingerprintName: prints.joined(separator: ",")],
        ]
        if let index = ruleIndex[finding.itemID] { result["ruleIndex"] = index }
        let scenarios = group.compactMap(\.scenario)
        if !scenarios.isEmpty {
            var properties: [String: Any] = [:]
            if group.count == 1 {
                properties["scenario"] = scenarios[0]
            } else {
                properties["scenarios"] = scenarios
                properties["fingerprints"] = prints
            }
            result["properties"] = properties
        }
        if let diff = screen.diff {
            let new = group.count { diff.isNew($0) }
            result["baselineState"] = new == 0 ? "unchanged" : new == group.count ? "new" : "updated"
        }
        return result
    }
}
