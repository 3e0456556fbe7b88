import Foundation
import Testing
import ToolbarChecklist
import ToolbarModel
@testable import ToolbarReports
import ToolbarSolver

/// Reading JSON reports back: version 2 gives the model back whole (what it leaves out is
/// derived), version 1 files written before it still read, and a file this version cannot read
/// says where.
@Suite struct JSONDecodingTests {
    /// The report as version 1 wrote it: the model as Foundation's encoder spells it.
    static func versionOne(_ report: VerificationReport) throws -> Data {
        var old = report
        old.formatVersion = 1
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .custom { date, encoder in
            var container = encoder.singleValueContainer()
            try container.encode(ReportText.timestamp(date))
        }
        return try encoder.encode(old)
    }

    @Test func aVersionOneReportStillReads() throws {
        let report = ReportFixtures.report()
        let decoded = try JSONRenderer.decode(Self.versionOne(report))
        #expect(decoded.formatVersion == 1)
        var expected = report
        expected.formatVersion = 1
        #expect(decoded == expected)
    }

    @Test func rightToLeftFoldableAndSweptScenariosRoundTrip() throws {
        let mail = LayoutSVGTests.mail
        var mirrored = LayoutSVGTests.portrait
        mirrored.name = "iphone-17-portrait-rtl"
        mirrored.rightToLeft = true
        let inputs = [
            ScenarioInput(solving: mail, in: LayoutSVGTests.portrait, sweepWidths: 320...1000),
            ScenarioInput(solving: mail, in: mirrored),
            ScenarioInput(solving: mail, in: LayoutSVGTests.landscape),
        ]
        let result = Checklist.evaluate(Checklist.Input(inventory: mail, scenarios: inputs, now: .distantPast))
        let screen = ReportBuilder.screen(
            inventory: mail, scenarios: inputs, result: result,
            diff: FindingDiff(previous: Array(result.findings.dropFirst()), current: result.findings),
            now: .distantPast)
        let report = VerificationReport(generatedAt: ReportFixtures.generatedAt, screens: [screen])
        let decoded = try JSONRenderer.decode(Data(JSONRenderer.render(report).utf8))
        #expect(decoded.screens.first?.scenarios.map(\.rightToLeft) == [false, true, false])
        #expect(decoded == report)
    }

    @Test func aNewerVersionIsRefusedByName() throws {
        let text = JSONRenderer.render(ReportFixtures.report())
            .replacingOccurrences(of: "\"formatVersion\":2,", with: "\"formatVersion\":9,")
        #expect(throws: ReportDecodingError(
            path: "$", problem: "format version 9 is newer than this tool reads (\(VerificationReport.formatVersion))")) {
            try JSONRenderer.decode(Data(text.utf8))
        }
    }

    @Test func aMissingSharedLayoutNamesWhereItIsUsed() throws {
        var object = try #require(
            try JSONSerialization.jsonObject(with: Data(JSONRenderer.render(ReportFixtures.report()).utf8))
                as? [String: Any])
        object["solverLayouts"] = [String: Any]()
        let data = try JSONSerialization.data(withJSONObject: object)
        do {
            _ = try JSONRenderer.decode(data)
            Issue.record("a report without its layouts was read")
        } catch let error as ReportDecodingError {
            #expect(error.path == "$.screens[0].scenarios[0]")
            #expect(error.problem.hasPrefix("no layout "))
        }
    }

    @Test func layoutsAreWrittenOncePerDigest() throws {
        // Every scenario names a stored layout, each stored layout is used, and no two are equal.
        let text = JSONRenderer.render(ReportFixtures.report())
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let layouts = try #require(object["solverLayouts"] as? [String: Any])
        let screens = try #require(object["screens"] as? [[String: Any]])
        let named = screens.flatMap { ($0["scenarios"] as? [[String: Any]] ?? []).compactMap { $0["layout"] as? String } }
        #expect(Set(named) == Set(layouts.keys))
        let bodies = try layouts.values.map { try JSONSerialization.data(withJSONObject: $0, options: .sortedKeys) }
        #expect(Set(bodies).count == layouts.count)
    }
}
