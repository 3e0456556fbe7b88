import ToolbarChecklist
import ToolbarModel

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

    /// The whole document in pieces (a few hundred results each), at most ``resultLimit`` results.
    public static func render(_ report: VerificationReport, into sink: (String) -> Void) {
        render(report, resultLimit: resultLimit, into: sink)
    }

    /// The whole document with at most `resultLimit` results.
    public static func render(_ report: VerificationReport, resultLimit: Int) -> String {
        var text = ""
        render(report, resultLimit: resultLimit) { text += $0 }
        return text
    }

    /// The whole document with at most `resultLimit` results, in pieces.
    public static func render(_ report: VerificationReport, resultLimit: Int, into sink: (String) -> Void) {
        // First which results there are and how severe, then the JSON of those kept.
        var groups: [(screen: Int, row: Int, findings: [Finding], suppressed: Bool)] = []
        var ranks: [Int] = []
        for (screenIndex, screen) in report.screens.enumerated() {
            for (rowIndex, row) in screen.checklist.enumerated() {
                for group in SARIFResults.groups(row.findings) {
                    groups.append((screenIndex, rowIndex, group, false))
                    ranks.append(rank(group[0].severity, suppressed: false))
                }
                for group in SARIFResults.groups(row.suppressed) {
                    groups.append((screenIndex, rowIndex, group, true))
                    ranks.append(rank(group[0].severity, suppressed: true))
                }
            }
        }
        let kept = SARIFResults.keepMostSevere(ranks, limit: max(0, resultLimit))
        let cut = groups.count - kept.count
        let ruleIndex = Dictionary(report.rules.enumerated().map { ($1.id, $0) }) { first, _ in first }
        var out = JSONOut(capacity: 1 << 16)
        out.object { out in
            out.member("$schema", schema)
            out.key("runs")
            out.array { out in
                out.object { out in
                    out.key("automationDetails")
                    out.object { out in
                        out.member("id", "\(report.tool.name)/\(ReportText.timestamp(report.generatedAt))")
                    }
                    out.member("columnKind", "unicodeCodePoints")
                    if cut > 0 { invocations(&out, cut: cut, total: groups.count, limit: resultLimit) }
                    out.key("properties")
                    out.object { out in
                        out.member("checklistVersion", report.checklistVersion)
                        out.member("registryRevision", ifPresent: report.registryRevision)
                        if cut > 0 { out.member("resultsCut", cut) }
                        out.member("scope", report.scope)
                    }
                    // Written below, a result per line, without holding the whole log.
                    out.key("results")
                    out.array { _ in }
                    out.key("tool")
                    out.object { out in
                        out.key("driver")
                        driver(&out, report: report)
                    }
                }
            }
            out.member("version", "2.1.0")
        }
        // The document around its results, then the results a piece at a time.
        let frame = out.text
        let marker = #""results":[]"#
        guard let split = frame.firstRange(of: marker) else { return sink(frame + "\n") }
        var piece = JSONOut(capacity: 1 << 16)
        piece.bytes.append(contentsOf: frame[..<split.lowerBound].utf8)
        piece.bytes.append(contentsOf: #""results":["#.utf8)
        for (position, index) in kept.enumerated() {
            let group = groups[index]
            let screen = report.screens[group.screen]
            piece.bytes.append(contentsOf: (position == 0 ? "\n  " : ",\n  ").utf8)
            result(
                &piece, group.findings, screen: screen, report: report, ruleIndex: ruleIndex,
                suppressedBy: group.suppressed ? suppressions(of: group.findings, in: screen) : nil)
            if piece.bytes.count >= 1 << 16 {
                sink(piece.text)
                piece.bytes.removeAll(keepingCapacity: true)
            }
        }
        if !kept.isEmpty { piece.bytes.append(0x0A) }
        piece.bytes.append(UInt8(ascii: "]"))
        piece.bytes.append(contentsOf: frame[split.upperBound...].utf8)
        piece.bytes.append(0x0A)
        sink(piece.text)
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

    /// The reasons that suppress any of `findings` (active ones), or `[nil]` when none is known.
    static func suppressions(of findings: [Finding], in screen: ScreenReport) -> [SuppressionRow?] {
        let reasons = screen.suppressions.filter { reason in !reason.inactive && findings.contains { reason.covers($0) }
        }
        return reasons.isEmpty ? [nil] : reasons
    }

    /// The run's one invocation, with the notification that results were cut.
    static func invocations(_ out: inout JSONOut, cut: Int, total: Int, limit: Int) {
        out.key("invocations")
        out.array { out in
            out.object { out in
                out.member("executionSuccessful", true)
                out.key("toolExecutionNotifications")
                out.array { out in
                    out.object { out in
                        out.key("descriptor")
                        out.object { out in
                            out.member("id", resultsCutID)
                        }
                        out.member("level", "warning")
                        out.key("message")
                        text(
                            &out,
                            "\(cut) of \(total) results were left out: a SARIF run may hold \(limit) "
                                + "(GitHub code scanning refuses more). The most severe are kept; the HTML report "
                                + "(toolbar-registry report --format html) lists every finding.")
                    }
                }
            }
        }
    }

    /// `tool.driver`: the tool and every checklist item as a rule.
    static func driver(_ out: inout JSONOut, report: VerificationReport) {
        out.object { out in
            out.member("name", report.tool.name)
            out.key("rules")
            out.array { out in
                for rule in report.rules {
                    out.nextLine(indent: 1)
                    out.object { out in
                        out.key("defaultConfiguration")
                        out.object { out in
                            out.member("level", level(rule.severity))
                        }
                        out.key("fullDescription")
                        text(&out, rule.rationale)
                        out.key("help")
                        text(
                            &out, "\(rule.title) — \(rule.rationale) See `toolbar-registry checklist show \(rule.id)`.")
                        out.member("id", rule.id)
                        out.member("name", rule.id)
                        out.key("properties")
                        out.object { out in
                            out.member("kind", rule.kind.rawValue)
                        }
                        out.key("shortDescription")
                        text(&out, rule.title)
                    }
                }
                if !report.rules.isEmpty { out.newline(indent: 0) }
            }
            out.member("semanticVersion", report.tool.version)
        }
    }

    /// `{"text": …}`.
    static func text(_ out: inout JSONOut, _ value: String) {
        out.object { out in
            out.member("text", value)
        }
    }

    /// One result for `group`: the findings of one item on one record, one per scenario; with
    /// `suppressedBy`, suppressed by those reasons (`nil`: no reason known).
    static func result(
        _ out: inout JSONOut, _ group: [Finding], screen: ScreenReport, report: VerificationReport,
        ruleIndex: [String: Int], suppressedBy reasons: [SuppressionRow?]?
    ) {
        let finding = group[0]
        let place =
            ReportLocator.location(of: finding, in: screen, report: report)
            ?? SourceLocation(file: fallbackFile, line: 1)
        let prints = Array(Set(group.map(\.fingerprint))).sorted()
        let scenarios = group.compactMap(\.scenario)
        out.object { out in
            if let diff = screen.diff {
                let new = group.count { diff.isNew($0) }
                out.member("baselineState", new == 0 ? "unchanged" : new == group.count ? "new" : "updated")
            }
            out.member("kind", "fail")
            out.member("level", level(finding.severity))
            out.key("locations")
            out.array { out in
                out.object { out in
                    out.key("logicalLocations")
                    out.array { out in
                        logicalLocation(&out, name: screen.screen, qualified: screen.path, kind: "type")
                        if let key = finding.commandKey {
                            logicalLocation(&out, name: key, qualified: "\(screen.path)/\(key)", kind: "member")
                        }
                    }
                    out.key("physicalLocation")
                    out.object { out in
                        out.key("artifactLocation")
                        out.object { out in
                            out.member("uri", SARIFPaths.uri(place.file))
                            if !SARIFPaths.isAbsolute(place.file) { out.member("uriBaseId", SARIFPaths.sourceRootBase) }
                        }
                        out.key("region")
                        out.object { out in
                            if let column = place.column { out.member("startColumn", max(1, column)) }
                            out.member("startLine", max(1, place.line))
                        }
                    }
                }
            }
            out.key("message")
            text(&out, SARIFResults.message(group, path: screen.path))
            out.key("partialFingerprints")
            out.object { out in
                out.member(fingerprintName, prints.joined(separator: ","))
            }
            if !scenarios.isEmpty {
                out.key("properties")
                out.object { out in
                    if group.count == 1 {
                        out.member("scenario", scenarios[0])
                    } else {
                        out.key("fingerprints")
                        out.array(prints) { $0.string($1) }
                        out.key("scenarios")
                        out.array(scenarios) { $0.string($1) }
                    }
                }
            }
            out.member("ruleId", finding.itemID)
            out.member("ruleIndex", ifPresent: ruleIndex[finding.itemID])
            if let reasons {
                out.key("suppressions")
                out.array(reasons) { out, reason in
                    out.object { out in
                        if let reason {
                            out.member("justification", BidiText.isolated("\(reason.reason) (\(reason.author))"))
                        }
                        out.member("kind", "external")
                        out.member("status", "accepted")
                    }
                }
            }
        }
    }

    /// A screen (`type`) or command (`member`) by name, its controls made visible.
    static func logicalLocation(_ out: inout JSONOut, name: String, qualified: String, kind: String) {
        out.object { out in
            out.member("fullyQualifiedName", BidiText.visibleControls(qualified))
            out.member("kind", kind)
            out.member("name", BidiText.visibleControls(name))
        }
    }
}
