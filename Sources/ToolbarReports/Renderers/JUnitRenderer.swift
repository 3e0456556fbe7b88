import ToolbarChecklist
import ToolbarModel

/// JUnit XML (the common subset GitLab, Jenkins and GitHub reporters read): one suite per
/// screen, one test case per checklist item and scenario where it applies. Findings at or above
/// the report's `failOn` fail their case; items that do not apply or need review are skipped.
///
/// Written straight into bytes a screen at a time: the counts on `<testsuites>` come from a first
/// pass that counts cases without spelling them, so a 1,000-screen report never holds more than a
/// piece of its text.
public enum JUnitRenderer: ReportRenderer {
    /// The format this renderer writes.
    public static let format = ReportFormat.junit

    /// One test case before it is written: its item, and its scenario (a position in the screen's
    /// scenarios) when it is one scenario's case.
    struct Case {
        var scenario: Int?
        var failures: [Finding] = []
        var skipped: String?
        var notes: [Note] = []
    }

    /// A line of a case's `system-out`, spelled only when it is written.
    enum Note {
        case finding(Finding)
        case suppressed(Finding)
        case text(String)
    }

    /// How many cases, failed cases and skipped cases.
    struct Counts {
        var tests = 0
        var failures = 0
        var skipped = 0

        mutating func add(_ cases: [Case]) {
            tests += cases.count
            failures += cases.count { !$0.failures.isEmpty }
            skipped += cases.count { $0.failures.isEmpty && $0.skipped != nil }
        }

        mutating func add(_ other: Counts) {
            tests += other.tests
            failures += other.failures
            skipped += other.skipped
        }

        var attributes: String {
            "tests=\"\(tests)\" failures=\"\(failures)\" errors=\"0\" skipped=\"\(skipped)\""
        }
    }

    /// The whole document in this format.
    public static func render(_ report: VerificationReport) -> String {
        var out = ""
        render(report) { out += $0 }
        return out
    }

    /// The whole document in pieces of about 64 KB.
    public static func render(_ report: VerificationReport, into sink: (String) -> Void) {
        // First the counts (the root element carries the totals), then the text a screen at a time.
        var perScreen: [Counts] = []
        perScreen.reserveCapacity(report.screens.count)
        var total = Counts()
        for screen in report.screens {
            var counts = Counts()
            for row in screen.checklist { counts.add(cases(for: row, screen: screen, failOn: report.failOn)) }
            perScreen.append(counts)
            total.add(counts)
        }
        let stamp = ReportText.timestamp(report.generatedAt)
        var out: [UInt8] = []
        out.reserveCapacity(1 << 17)
        out.append(contentsOf: "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"".utf8)
        XMLText.appendEscaped(report.tool.name, to: &out)
        out.append(contentsOf: " report\" \(total.attributes) time=\"0\">\n".utf8)
        for (screen, counts) in zip(report.screens, perScreen) {
            suite(screen, counts: counts, report: report, stamp: stamp, into: &out)
            if out.count >= 1 << 16 {
                sink(String(decoding: out, as: UTF8.self))
                out.removeAll(keepingCapacity: true)
            }
        }
        out.append(contentsOf: "</testsuites>\n".utf8)
        sink(String(decoding: out, as: UTF8.self))
    }

    // MARK: - Private

    /// One screen's `<testsuite>`.
    static func suite(
        _ screen: ScreenReport, counts: Counts, report: VerificationReport, stamp: String,
        into out: inout [UInt8]
    ) {
        var classname: [UInt8] = []
        XMLText.appendEscaped("\(screen.app).\(screen.screen)", to: &classname)
        var file: [UInt8]?
        if let path = screen.source?.file ?? report.registryFile {
            var bytes = Array(" file=\"".utf8)
            XMLText.appendEscaped(path, to: &bytes)
            bytes.append(UInt8(ascii: "\""))
            file = bytes
        }
        let scenarios = screen.scenarios.map(\.name)
        out.append(contentsOf: "  <testsuite name=\"".utf8)
        out.append(contentsOf: classname)
        out.append(contentsOf: "\" \(counts.attributes) time=\"0\" timestamp=\"\(stamp)\">\n".utf8)
        for row in screen.checklist {
            let base = "\(row.itemID) \(row.title)"
            for testCase in cases(for: row, screen: screen, failOn: report.failOn) {
                out.append(contentsOf: "    <testcase classname=\"".utf8)
                out.append(contentsOf: classname)
                out.append(contentsOf: "\" name=\"".utf8)
                XMLText.appendEscaped(base, to: &out)
                if let index = testCase.scenario {
                    out.append(contentsOf: " @ ".utf8)
                    XMLText.appendEscaped(scenarios[index], to: &out)
                }
                out.append(contentsOf: "\" time=\"0\"".utf8)
                if let file { out.append(contentsOf: file) }
                if testCase.failures.isEmpty, testCase.skipped == nil, testCase.notes.isEmpty {
                    out.append(contentsOf: "/>\n".utf8)
                    continue
                }
                out.append(contentsOf: ">\n".utf8)
                if let first = testCase.failures.first {
                    out.append(contentsOf: "      <failure message=\"".utf8)
                    XMLText.appendText(first.message, to: &out)
                    out.append(contentsOf: "\" type=\"\(first.itemID)\">".utf8)
                    XMLText.appendText(testCase.failures.map { line(for: $0) }.joined(separator: "\n"), to: &out)
                    out.append(contentsOf: "</failure>\n".utf8)
                } else if let skipped = testCase.skipped {
                    out.append(contentsOf: "      <skipped message=\"".utf8)
                    XMLText.appendText(skipped, to: &out)
                    out.append(contentsOf: "\"/>\n".utf8)
                }
                if !testCase.notes.isEmpty {
                    out.append(contentsOf: "      <system-out>".utf8)
                    XMLText.appendText(testCase.notes.map(text).joined(separator: "\n"), to: &out)
                    out.append(contentsOf: "</system-out>\n".utf8)
                }
                out.append(contentsOf: "    </testcase>\n".utf8)
            }
        }
        out.append(contentsOf: "  </testsuite>\n".utf8)
    }

    /// The cases of one item: one per scenario for automatic items that ran (with one for the
    /// screen when a finding names no scenario), else one; one in all when a failure names no
    /// scenario.
    static func cases(for row: ChecklistRow, screen: ScreenReport, failOn: Severity) -> [Case] {
        switch row.verdict {
        case .notApplicable:
            return [Case(skipped: "not applicable: \(row.reason ?? "does not apply")")]
        case .needsReview:
            return [Case(skipped: "needs review: \(row.reason ?? "not signed off")")]
        case .pass, .fail:
            break
        }
        if row.kind == .manual {
            let who = row.signOff.map { "signed off by \($0.author) on \(ReportText.day($0.date))" }
            return [Case(notes: who.map { [.text($0)] } ?? [])]
        }
        let scenarios = screen.scenarios
        func position(_ finding: Finding) -> Int? {
            finding.scenario.flatMap { name in scenarios.firstIndex { $0.name == name } }
        }
        var result: [Case] = scenarios.indices.map { Case(scenario: $0) }
        var whole = Case()
        for finding in row.findings {
            let failing = finding.severity >= failOn
            if let index = position(finding) {
                if failing {
                    result[index].failures.append(finding)
                } else {
                    result[index].notes.append(.finding(finding))
                }
            } else if failing {
                whole.failures.append(finding)
            } else {
                whole.notes.append(.finding(finding))
            }
        }
        for finding in row.suppressed {
            if let index = position(finding) {
                result[index].notes.append(.suppressed(finding))
            } else {
                whole.notes.append(.suppressed(finding))
            }
        }
        // A failure about the screen as a whole (destructive-in-bar names the command once with
        // every scenario it shows in) leaves no scenario's case passing: the item is one case,
        // with every failure and note, so no scenario reads green where the item failed.
        if !whole.failures.isEmpty {
            for scenarioCase in result {
                whole.failures += scenarioCase.failures
                whole.notes += scenarioCase.notes
            }
            return [whole]
        }
        if scenarios.isEmpty || !whole.notes.isEmpty { result.append(whole) }
        return result
    }

    static func text(_ note: Note) -> String {
        switch note {
        case .finding(let finding): return line(for: finding)
        case .suppressed(let finding): return "suppressed: " + line(for: finding)
        case .text(let text): return text
        }
    }

    static func line(for finding: Finding) -> String {
        let context = ReportText.findingContext(finding)
        return "\(finding.severity.rawValue): \(finding.message)" + (context.isEmpty ? "" : " (\(context))")
    }
}
