import Foundation
import Testing
import ToolbarModel
import ToolbarReports
import ToolbarSolver

/// The "Predicted vs observed" section: written by the JSON, HTML and Markdown renderers, read
/// back from JSON whole, described by the schema, and absent from reports without observations.
@Suite struct ObservationSectionTests {
    /// The fixture report with one observation of its refactored screen: the solver's own layout
    /// with one command moved, under a name that tries to break out of HTML and Markdown.
    static func report() throws -> VerificationReport {
        var inventory = ReportFixtures.refactored
        let metrics = ToolbarSolver.metrics(for: inventory)
        var observation = ObservationSynthesizer.observation(
            of: inventory, in: ReportFixtures.portrait, metrics: metrics)
        // The first bar item is seen in the overflow menu instead.
        let moved = try #require(observation.items.first)
        observation.items.removeFirst()
        var entries = observation.overflow?.entries ?? []
        entries.append(ObservedMenuEntry(identifier: moved.identifier, label: moved.label))
        if observation.overflow == nil {
            observation.overflow = ObservedOverflow(
                button: ObservedItem(identifier: nil, label: "More", frame: moved.frame), opened: true, entries: entries
            )
        } else {
            observation.overflow?.entries = entries
        }
        inventory.app.name = "Photo <b>Editor</b> | *x*"
        let comparison = ToolbarSolver.compare(
            inventory, observed: ObservedLayout.read(observation, against: inventory),
            scenario: ReportFixtures.portrait,
            metrics: metrics)
        let check = ObservationCheck(
            id: 7, device: "iPhone 17, iOS 27.1", linkedSDK: "27.1", takenAt: "2026-11-30T14:02:11Z",
            importedAt: "2026-12-01T01:03:19.018Z", importedBy: "ana", stale: false, comparison: comparison)
        let fixture = ReportFixtures.shared
        return VerificationReport(
            generatedAt: fixture.generatedAt, scope: fixture.scope, screens: fixture.screens,
            observations: [
                ScreenObservationChecks(
                    screen: "\(inventory.app.name)/\(inventory.screen.name)",
                    app: inventory.app.name, checks: [check])
            ])
    }

    @Test func theSectionRoundTripsThroughJSONAndMatchesTheSchema() throws {
        let report = try Self.report()
        let agreement = try #require(report.observations?.first?.agreement)
        #expect(agreement.compared > agreement.agreed)
        let text = JSONRenderer.render(report)
        let decoded = try JSONRenderer.decode(Data(text.utf8))
        #expect(decoded.observations == report.observations)
        #expect(decoded == report)
        let value = try JSONSerialization.jsonObject(with: Data(text.utf8))
        var checker = SchemaTests.Checker(root: try SchemaTests.schema())
        checker.check(value, try SchemaTests.schema(), at: "$")
        #expect(checker.problems.isEmpty, "\(checker.problems.prefix(10))")
    }

    @Test func htmlAndMarkdownShowIt() throws {
        let report = try Self.report()
        let html = HTMLRenderer.render(report)
        #expect(html.contains("<h2 id=\"observed\">Predicted vs observed</h2>"))
        #expect(html.contains("<strong>no</strong>"))
        #expect(!html.contains("<b>Editor</b>"))
        let markdown = MarkdownRenderer.render(report)
        #expect(markdown.contains("### Predicted vs observed"))
        #expect(markdown.contains("**no**"))
        #expect(!markdown.contains("<b>Editor</b>") && !markdown.contains("| *x*"))
    }

    @Test func aReportWithoutObservationsIsUnchanged() {
        let report = ReportFixtures.shared
        #expect(report.observations == nil)
        #expect(!JSONRenderer.render(report).contains("\"observations\""))
        #expect(!HTMLRenderer.render(report).contains("Predicted vs observed"))
        #expect(!MarkdownRenderer.render(report).contains("Predicted vs observed"))
    }
}
