import ToolbarChecklist

/// JUnit XML (the common subset GitLab, Jenkins and GitHub reporters read): one suite per
/// screen, one test case per checklist item and scenario where it applies. Findings at or above
/// the report's `failOn` fail their case; items that do not apply or need review are skipped.
public enum JUnitRenderer: ReportRenderer {
    /// The format this renderer writes.
    public static let format = ReportFormat.junit

    /// One test case before it is written.
    struct Case {
        var name: String
        var failures: [Finding] = []
        var skipped: String?
        var notes: [String] = []
    }

    /// The whole document in this format.
    public static func render(_ report: VerificationReport) -> String {
        var suites: [(ScreenReport, [Case])] = []
        for screen in report.screens {
            suites.append((screen, screen.checklist.flatMap { cases(for: $0, screen: screen, failOn: report.failOn) }))
        }
        let all = suites.flatMap(\.1)
        let stamp = ReportText.timestamp(report.generatedAt)
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<testsuites name=\"\(XMLText.escape(report.tool.name)) report\" \(counts(all)) time=\"0\">\n"
        for (screen, list) in suites {
            let classname = XMLText.escape("\(screen.app).\(screen.screen)")
            out += "  <testsuite name=\"\(classname)\" \(counts(list)) time=\"0\" timestamp=\"\(stamp)\">\n"
            for testCase in list {
                out += "    <testcase classname=\"\(classname)\" name=\"\(XMLText.escape(testCase.name))\" time=\"0\""
                if let file = screen.source?.file ?? report.registryFile { out += " file=\"\(XMLText.escape(file))\"" }
                if testCase.failures.isEmpty, testCase.skipped == nil, testCase.notes.isEmpty {
                    out += "/>\n"
                    continue
                }
                out += ">\n"
                if let first = testCase.failures.first {
                    let body = testCase.failures.map { line(for: $0) }.joined(separator: "\n")
                    out += "      <failure message=\"\(XMLText.text(first.message))\" type=\"\(first.itemID)\">"
                        + XMLText.text(body) + "</failure>\n"
                } else if let skipped = testCase.skipped {
                    out += "      <skipped message=\"\(XMLText.text(skipped))\"/>\n"
                }
                if !testCase.notes.isEmpty {
                    out += "      <system-out>\(XMLText.text(testCase.notes.joined(separator: "\n")))</system-out>\n"
                }
                out += "    </testcase>\n"
            }
            out += "  </testsuite>\n"
        }
        out += "</testsuites>\n"
        return out
    }

    // MARK: - Private

    /// The cases of one item: one per scenario for automatic items that ran, else one.
    static func cases(for row: ChecklistRow, screen: ScreenReport, failOn: Severity) -> [Case] {
        let base = "\(row.itemID) \(row.title)"
        switch row.verdict {
        case .notApplicable:
            return [Case(name: base, skipped: "not applicable: \(row.reason ?? "does not apply")")]
        case .needsReview:
            return [Case(name: base, skipped: "needs review: \(row.reason ?? "not signed off")")]
        case .pass, .fail:
            break
        }
        if row.kind == .manual {
            let who = row.signOff.map { "signed off by \($0.author) on \(ReportText.day($0.date))" }
            return [Case(name: base, notes: who.map { [$0] } ?? [])]
        }
        let names = screen.scenarios.map(\.name)
        var result: [Case] = names.map { Case(name: "\(base) @ \($0)") }
        var whole = Case(name: base)
        for finding in row.findings {
            let index = finding.scenario.flatMap { names.firstIndex(of: $0) }
            let failing = finding.severity >= failOn
            if let index {
                if failing {
                    result[index].failures.append(finding)
                } else {
                    result[index].notes.append(line(for: finding))
                }
            } else if failing {
                whole.failures.append(finding)
            } else {
                whole.notes.append(line(for: finding))
            }
        }
        for finding in row.suppressed {
            let note = "suppressed: " + line(for: finding)
            if let index = finding.scenario.flatMap({ names.firstIndex(of: $0) }) {
                result[index].notes.append(note)
            } else {
                whole.notes.append(note)
            }
        }
        if names.isEmpty || !whole.failures.isEmpty || !whole.notes.isEmpty { result.append(whole) }
        return result
    }

    static func line(for finding: Finding) -> String {
        let context = ReportText.findingContext(finding)
        return "\(finding.severity.rawValue): \(finding.message)" + (context.isEmpty ? "" : " (\(context))")
    }

    static func counts(_ cases: [Case]) -> String {
        let failures = cases.count { !$0.failures.isEmpty }
        let skipped = cases.count { $0.failures.isEmpty && $0.skipped != nil }
        return "tests=\"\(cases.count)\" failures=\"\(failures)\" errors=\"0\" skipped=\"\(skipped)\""
    }
}
