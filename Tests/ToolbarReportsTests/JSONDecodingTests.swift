import Foundation
import Testing
import ToolbarChecklist
import ToolbarModel
import ToolbarSolver

@testable import ToolbarReports

/// Reading JSON reports back: version 3 gives the model back whole (what it leaves out is
/// derived), version 2 and 1 files written before it still read, and a file this version cannot
/// read says where.
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
        let report = ReportFixtures.shared
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
            ScenarioInput(solving: mail, in: LayoutSVGTests.landscape)
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
        let fixture = ReportFixtures.shared
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
            Command(key: "save", title: "Save Changes", content: .text, placement: .confirmationAction, order: 21)
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
        let screen = ReportBuilder.screen(
            inventory: modal, scenarios: inputs, result: result, diff: nil,
            now: .distantPast)
        let report = VerificationReport(generatedAt: ReportFixtures.generatedAt, screens: [screen])
        let decoded = try JSONRenderer.decode(Data(JSONRenderer.render(report).utf8))
        #expect(decoded.screens.first?.scenarios.map(\.layout) == inputs.map(\.layout))
        #expect(decoded == report)
    }

    @Test func aNewerVersionIsRefusedByName() throws {
        let text = JSONRenderer.render(ReportFixtures.shared)
            .replacingOccurrences(
                of: "\"formatVersion\":\(VerificationReport.formatVersion),",
                with: "\"formatVersion\":9,")
        #expect(
            throws: ReportDecodingError(
                path: "$",
                problem: "format version 9 is newer than this tool reads (\(VerificationReport.formatVersion))")
        ) {
            try JSONRenderer.decode(Data(text.utf8))
        }
    }

    @Test func aMissingSharedLayoutNamesWhereItIsUsed() throws {
        var object = try #require(
            try JSONSerialization.jsonObject(with: Data(JSONRenderer.render(ReportFixtures.shared).utf8))
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
        let text = JSONRenderer.render(ReportFixtures.shared)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let layouts = try #require(object["solverLayouts"] as? [String: Any])
        let screens = try #require(object["screens"] as? [[String: Any]])
        let named = screens.flatMap {
            ($0["scenarios"] as? [[String: Any]] ?? []).compactMap { $0["layout"] as? String }
        }
        #expect(Set(named) == Set(layouts.keys))
        let bodies = try layouts.values.map { try JSONSerialization.data(withJSONObject: $0, options: .sortedKeys) }
        #expect(Set(bodies).count == layouts.count)
    }

    /// A version 2 file (commands by key, every scenario's fields in place), as the tool wrote the
    /// fixture report before version 3: it reads, with its layouts and sweeps naming the screen's
    /// commands, and writes again as version 3 without changing.
    @Test func aVersionTwoReportStillReads() throws {
        let data = try Data(contentsOf: GoldenRendererTests.golden.directory.appendingPathComponent("report-v2.json"))
        let decoded = try JSONRenderer.decode(data)
        #expect(decoded.screens.count == 2)
        for screen in decoded.screens {
            let keys = Set(screen.commands.map(\.key))
            #expect(!screen.scenarios.isEmpty)
            for picture in screen.scenarios {
                #expect(picture.width > 0 && picture.height > 0)
                #expect(picture.layout.items.allSatisfy { keys.contains($0.key) })
                #expect((picture.sweep?.initial ?? []).allSatisfy { keys.contains($0.key) })
            }
            // The places derived from the layouts name every scenario.
            #expect(screen.commands.allSatisfy { $0.places.count == screen.scenarios.count })
        }
        let again = try JSONRenderer.decode(Data(JSONRenderer.render(decoded).utf8))
        #expect(again == decoded)
    }

    /// Layouts and sweeps name a screen's commands by position; a key no command has (the search
    /// button's row, say) stays a key; and a screen whose scenario differs from the definition
    /// `sharedScenarios` gives its name writes only what differs, and reads back whole.
    @Test func commandsByPositionAndScenarioDefinitionsRoundTrip() throws {
        let mail = LayoutSVGTests.mail
        var wide = LayoutSVGTests.portrait
        wide.width += 100
        wide.summary = "A wider portrait"
        let first = ScenarioInput(solving: mail, in: LayoutSVGTests.portrait, sweepWidths: 320...1000)
        var other = mail
        other.screen.name = "Other"
        other.commands.append(Command(key: "extra", title: "Extra", symbol: "star", placement: .bottomBar, order: 99))
        let second = ScenarioInput(solving: other, in: wide)
        func screen(_ inventory: ScreenInventory, _ input: ScenarioInput) -> ScreenReport {
            let result = Checklist.evaluate(
                Checklist.Input(inventory: inventory, scenarios: [input], now: .distantPast))
            return ReportBuilder.screen(inventory: inventory, scenarios: [input], result: result, now: .distantPast)
        }
        let report = VerificationReport(
            generatedAt: ReportFixtures.generatedAt, screens: [screen(mail, first), screen(other, second)])
        let text = JSONRenderer.render(report)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let definitions = try #require(object["sharedScenarios"] as? [String: [String: Any]])
        #expect(definitions.keys.sorted() == [LayoutSVGTests.portrait.name])
        #expect(definitions[LayoutSVGTests.portrait.name]?["width"] as? Double == LayoutSVGTests.portrait.width)
        let screens = try #require(object["screens"] as? [[String: Any]])
        let scenarios = screens.map { ($0["scenarios"] as? [[String: Any]])?.first ?? [:] }
        #expect(scenarios[0].keys.sorted() == ["layout", "name", "sweep"])
        #expect(scenarios[1].keys.sorted() == ["layout", "name", "summary", "width"])
        #expect(scenarios[1]["width"] as? Double == wide.width)
        // Every command a layout or sweep names is a position in the screen's commands.
        let layouts = try #require(object["solverLayouts"] as? [String: [String: Any]])
        let layout = try #require(layouts[scenarios[0]["layout"] as? String ?? ""])
        let items = try #require(layout["items"] as? [[Any]])
        #expect(!items.isEmpty)
        #expect(items.allSatisfy { $0.first is Int })
        let sweep = try #require(scenarios[0]["sweep"] as? [String: Any])
        #expect((sweep["initial"] as? [[Any]] ?? []).map { $0.first as? Int } == Array(0..<mail.commands.count))
        let decoded = try JSONRenderer.decode(Data(text.utf8))
        #expect(decoded == report)
    }

    @Test func aKeyNoCommandHasIsWrittenAsTheKey() throws {
        let fixture = ReportFixtures.shared
        var screen = try #require(fixture.screens.first)
        var picture = try #require(screen.scenarios.first)
        picture.layout.missing.append(MissingItem(key: "not-a-command", region: .absent, reason: .layoutOnly))
        screen.scenarios[0] = picture
        let report = VerificationReport(generatedAt: fixture.generatedAt, screens: [screen])
        let text = JSONRenderer.render(report)
        #expect(text.contains(#"["not-a-command","absent","#))
        #expect(try JSONRenderer.decode(Data(text.utf8)) == report)
    }

    @Test func aCommandPositionOutOfRangeIsRefusedWhereItIs() throws {
        let fixture = ReportFixtures.shared
        let text = JSONRenderer.render(fixture)
        var object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        var layouts = try #require(object["solverLayouts"] as? [String: [String: Any]])
        let digest = try #require(layouts.keys.sorted().first)
        var layout = try #require(layouts[digest])
        var items = try #require(layout["items"] as? [[Any]])
        try #require(!items.isEmpty)
        items[0][0] = 999
        layout["items"] = items
        layouts[digest] = layout
        object["solverLayouts"] = layouts
        do {
            _ = try JSONRenderer.decode(try JSONSerialization.data(withJSONObject: object))
            Issue.record("a layout naming command 999 was read")
        } catch let error as ReportDecodingError {
            #expect(error.problem == "no command 999 in commands")
        }
    }
}
