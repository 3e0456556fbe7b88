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

    @Test func aMessageSeveralGroupsUseIsWrittenOnce() throws {
        // The same screen under two names: each of its messages is used by two groups.
        let fixture = ReportFixtures.report()
        var twin = try #require(fixture.screens.last)
        twin.screen += " (copy)"
        func renamed(_ findings: [Finding]) -> [Finding] {
            findings.map { finding in
                var copy = finding
                copy.screen = twin.screen
                return copy
            }
        }
        twin.checklist = twin.checklist.map { row in
            var copy = row
            copy.findings = renamed(row.findings)
            copy.suppressed = renamed(row.suppressed)
            return copy
        }
        twin.diff = twin.diff.map { diff in
            var copy = diff
            copy.new = renamed(diff.new)
            copy.fixed = renamed(diff.fixed)
            copy.unchanged = renamed(diff.unchanged)
            return copy
        }
        twin.scenarios = twin.scenarios.map { picture in
            var copy = picture
            copy.layout.screen = twin.screen
            copy.sweep?.screen = twin.screen
            return copy
        }
        let report = VerificationReport(generatedAt: fixture.generatedAt, screens: fixture.screens + [twin])
        let text = JSONRenderer.render(report)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let shared = try #require(object["sharedMessages"] as? [String])
        #expect(!shared.isEmpty)
        // Every group's message: a shared one by position (used at least twice), else inline.
        var inline: [String] = []
        var positions: [Int] = []
        func collect(_ groups: Any?) {
            for group in groups as? [[String: Any]] ?? [] {
                if let text = group["message"] as? String { inline.append(text) }
                if let number = group["message"] as? Int { positions.append(number) }
            }
        }
        for screen in object["screens"] as? [[String: Any]] ?? [] {
            for row in screen["checklist"] as? [[String: Any]] ?? [] {
                collect(row["findings"])
                collect(row["suppressed"])
            }
            collect((screen["diff"] as? [String: Any])?["fixed"])
        }
        #expect(Set(positions) == Set(shared.indices))
        for position in shared.indices {
            #expect(positions.count { $0 == position } >= 2, "\(shared[position]) is used once")
        }
        #expect(Set(inline).isDisjoint(with: shared))
        #expect(Set(inline).count == inline.count, "an inline message is used twice")
        let decoded = try JSONRenderer.decode(Data(text.utf8))
        #expect(decoded == report)
    }

    /// What the solver adds to a layout beyond places (its warnings, where the title, the bars'
    /// fixed buttons and the column's overflow button sit) survives the compact form.
    @Test func warningsAndPositionsRoundTrip() throws {
        var modal = LayoutSVGTests.mail
        modal.screen.navigationKind = .modal
        modal.commands += [
            Command(key: "cancel", title: "Cancel", content: .text, placement: .cancellationAction, order: 20),
            Command(key: "save", title: "Save Changes", content: .text, placement: .confirmationAction, order: 21),
        ]
        var narrow = LayoutSVGTests.portrait
        narrow.name = "narrow"
        narrow.width = 200
        let inputs = [LayoutSVGTests.landscape, narrow, LayoutSVGTests.portrait].map {
            ScenarioInput(solving: modal, in: $0)
        }
        let kinds = inputs.map { Set(($0.layout.warnings ?? []).map(\.kind)) }
        #expect(kinds[0].contains(.sheetLaidOutAsFullScreen))
        #expect(kinds[1].contains(.overfull))
        #expect(inputs[0].layout.space.contains { $0.overflowButtonY != nil })
        #expect(inputs[2].layout.space.contains { $0.overflowButtonX != nil })
        let result = Checklist.evaluate(Checklist.Input(inventory: modal, scenarios: inputs, now: .distantPast))
        let screen = ReportBuilder.screen(inventory: modal, scenarios: inputs, result: result, diff: nil,
                                          now: .distantPast)
        let report = VerificationReport(generatedAt: ReportFixtures.generatedAt, screens: [screen])
        let decoded = try JSONRenderer.decode(Data(JSONRenderer.render(report).utf8))
        #expect(decoded.screens.first?.scenarios.map(\.layout) == inputs.map(\.layout))
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
