import Foundation
import Testing
import ToolbarChecklist
import ToolbarReports

/// What the report model says about the fixtures' screens.
@Suite struct ReportModelTests {
    static let report = ReportFixtures.shared

    @Test func screensAreSortedAndSummarised() throws {
        let report = Self.report
        #expect(report.screens.map(\.screen) == ["Crowded Editor", "Editor"])
        #expect(report.summary.screens == 2)
        #expect(report.summary.failed + report.summary.needsReview + report.summary.passed == 2)
        #expect(report.summary.owners.map(\.owner) == ["Editor Team", "Imaging"])
        let crowded = try #require(report.screens.first)
        #expect(crowded.verdict == .fail)
        #expect(crowded.source?.line == 42)
    }

    @Test func everyCommandHasAPlaceInEveryScenario() {
        for screen in Self.report.screens {
            for command in screen.commands {
                #expect(command.places.map(\.scenario) == screen.scenarios.map(\.name))
            }
        }
    }

    @Test func suppressionsAndSignOffsAreKept() throws {
        let editor = try #require(Self.report.screens.first { $0.screen == "Editor" })
        #expect(editor.suppressions.map(\.itemID) == ["editing-tools-placement", "title-length"])
        #expect(editor.suppressions.map(\.inactive) == [false, true])
        let voiceOver = try #require(editor.checklist.first { $0.itemID == "manual-voiceover" })
        #expect(voiceOver.signOff?.author == "cy")
        #expect(voiceOver.verdict == .pass)
        let device = try #require(editor.checklist.first { $0.itemID == "manual-device-run" })
        #expect(device.signOff?.stale == true)
        #expect(device.verdict == .needsReview)
    }

    @Test func diffSplitsNewFixedAndUnchanged() throws {
        let crowded = try #require(Self.report.screens.first)
        let diff = try #require(crowded.diff)
        #expect(diff.new.count == 2)
        #expect(diff.fixed.map(\.itemID) == ["title-length"])
        #expect(diff.new.count + diff.unchanged.count == crowded.openFindings.count)
    }

    @Test func registryIndexFindsCommandAndScreenLines() {
        let index = RegistryFileIndex(text: ReportFixtures.registryText)
        #expect(index.line(app: "photo editor", screen: "EDITOR", command: "share") == 13)
        #expect(index.line(app: "Photo Editor", screen: "Editor", command: "clear-edits") == 9)
        #expect(index.line(app: "Photo Editor", screen: "Editor", command: nil) == 17)
        #expect(index.line(app: "Photo Editor", screen: "Other", command: "share") == nil)
    }

    @Test(arguments: [
        (0.0, "1970-01-01T00:00:00Z"), (951_782_400, "2000-02-29T00:00:00Z"), (1_796_000_000, "2026-11-30T00:53:20Z")
    ])
    func timestampsAreUTC(seconds: Double, text: String) {
        #expect(ReportText.timestamp(Date(timeIntervalSince1970: seconds)) == text)
    }
}
