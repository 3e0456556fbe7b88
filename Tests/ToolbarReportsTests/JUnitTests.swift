import Foundation
import Testing
import ToolbarReports

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// What JUnit consumers read: the counts on `<testsuites>` and each `<testsuite>` (written before
/// the cases, from a counting pass) agree with the cases that follow, and the document written in
/// pieces is the one written whole.
@Suite struct JUnitTests {
    /// Reads `tests`, `failures` and `skipped` of every suite and of the root, and counts the cases.
    final class Counter: NSObject, XMLParserDelegate {
        struct Counts: Equatable {
            var tests = 0
            var failures = 0
            var skipped = 0
        }
        var root = Counts()
        var declared: [Counts] = []
        var counted: [Counts] = []
        private var caseFailed = false
        private var caseSkipped = false

        func parser(
            _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
            qualifiedName: String?, attributes: [String: String] = [:]
        ) {
            let counts = Counts(
                tests: Int(attributes["tests"] ?? "") ?? -1,
                failures: Int(attributes["failures"] ?? "") ?? -1,
                skipped: Int(attributes["skipped"] ?? "") ?? -1)
            switch elementName {
            case "testsuites": root = counts
            case "testsuite":
                declared.append(counts)
                counted.append(Counts())
            case "testcase":
                caseFailed = false
                caseSkipped = false
                counted[counted.count - 1].tests += 1
            case "failure": caseFailed = true
            case "skipped": caseSkipped = true
            default: break
            }
        }

        func parser(
            _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
            qualifiedName: String?
        ) {
            guard elementName == "testcase" else { return }
            if caseFailed { counted[counted.count - 1].failures += 1 }
            if caseSkipped && !caseFailed { counted[counted.count - 1].skipped += 1 }
        }
    }

    /// The fixture's screens many times over, so the document is written in several pieces.
    static let big: VerificationReport = {
        let fixture = ReportFixtures.shared
        var screens: [ScreenReport] = []
        for copy in 0..<60 {
            for screen in fixture.screens {
                var renamed = screen
                renamed.screen += " \(copy)"
                screens.append(renamed)
            }
        }
        return VerificationReport(generatedAt: fixture.generatedAt, screens: screens)
    }()

    @Test func theCountsAgreeWithTheCases() throws {
        let parser = XMLParser(data: Data(JUnitRenderer.render(Self.big).utf8))
        let counter = Counter()
        parser.delegate = counter
        #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")")
        #expect(counter.declared.count == Self.big.screens.count)
        #expect(counter.declared == counter.counted)
        let total = counter.counted.reduce(into: Counter.Counts()) { total, suite in
            total.tests += suite.tests
            total.failures += suite.failures
            total.skipped += suite.skipped
        }
        #expect(counter.root == total)
        #expect(total.failures > 0 && total.skipped > 0)
    }

    /// destructive-in-bar fails the Crowded Editor with one finding that names its scenarios: the
    /// item is one failing case, with no scenario's case passing beside it.
    @Test func aFailureAboutTheWholeScreenIsOneCaseWithNoScenarioPassing() throws {
        let lines = JUnitRenderer.render(ReportFixtures.shared).split(separator: "\n")
        let cases = lines.indices.filter {
            lines[$0].contains("classname=\"Photo Editor.Crowded Editor\"")
                && lines[$0].contains("name=\"destructive-in-bar ")
        }
        #expect(cases.count == 1)
        let only = try #require(cases.first)
        #expect(!lines[only].contains(" @ "))
        #expect(lines[only + 1].contains("<failure message=\"destructive Clear is visible in the bar"))
        // An item whose findings each name a scenario keeps one case per scenario.
        let perScenario = lines.filter {
            $0.contains("classname=\"Photo Editor.Crowded Editor\"") && $0.contains("name=\"accidental-overflow ")
        }
        #expect(perScenario.count > 1)
        #expect(perScenario.allSatisfy { $0.contains(" @ ") })
    }

    @Test func aBigReportIsWrittenInPiecesThatMakeTheWholeDocument() {
        var pieces: [String] = []
        JUnitRenderer.render(Self.big) { pieces.append($0) }
        #expect(pieces.count > 1)
        #expect(pieces.allSatisfy { $0.utf8.count < 1 << 17 })
        #expect(pieces.joined() == JUnitRenderer.render(Self.big))
    }
}
