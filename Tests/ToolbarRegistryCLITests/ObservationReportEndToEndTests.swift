import Foundation
import Testing

/// The "Predicted vs observed" section of reports (docs/reports.md): the same comparison as
/// `observe compare`, in HTML, Markdown and JSON, and nothing when no screen was observed.
@Suite struct ObservationReportEndToEndTests {
    static func audited(observations files: [String: String]) throws -> BinaryRunner {
        let cli = try ObserveEndToEndTests.seeded(files)
        if !files.isEmpty {
            let imported = try cli.run(["observe", "import"] + files.keys.sorted())
            #expect(imported.status == 0, "\(imported.stderr)")
        }
        #expect([0, 2].contains(try cli.run(["audit", "PhotoEditor"]).status))
        return cli
    }

    @Test func everyReportShowsPredictedAgainstObservedPlacesAndAgreement() throws {
        let cli = try Self.audited(observations: [
            "iphone.json": try ObserveEndToEndTests.example(), "moved.json": try ObserveEndToEndTests.movedShare()
        ])
        defer { cli.cleanUp() }
        let html = try cli.run(["report", "PhotoEditor", "--format", "html"])
        #expect(html.status == 0, "\(html.stderr)")
        #expect(html.stdout.contains("<h2 id=\"observed\">Predicted vs observed</h2>"))
        #expect(html.stdout.contains("<strong>PhotoEditor</strong>: 19 of 20 places (95 %)"), "\(html.stdout)")
        #expect(
            html.stdout.contains(
                "<tr><td>share</td><td>pinnedTrailing</td><td>overflowMenu</td><td><strong>no</strong></td>"
                    + "<td>label</td></tr>"))
        #expect(html.stdout.contains("iPhone 17, iOS 27.1 — iphone-17-portrait (402 × 874 pt, SDK 27.1)"))

        let markdown = try cli.run(["report", "PhotoEditor", "--format", "md"])
        #expect(markdown.stdout.contains("### Predicted vs observed"), "\(markdown.stdout)")
        #expect(
            markdown.stdout.contains("| PhotoEditor/Refactored Editor | 2 | 19 of 20 places (95 %)"),
            "\(markdown.stdout)")
        #expect(markdown.stdout.contains("| share | pinnedTrailing | overflowMenu | **no** | label |"))

        let json = try cli.json(["report", "PhotoEditor", "--format", "json"])
        let screens = try #require(json["observations"] as? [[String: Any]])
        #expect(screens.map { $0["screen"] as? String } == ["PhotoEditor/Refactored Editor"])
        let checks = try #require(screens.first?["checks"] as? [[String: Any]])
        #expect(checks.count == 2)
        let places = (checks[1]["comparison"] as? [String: Any])?["places"] as? [[String: Any]] ?? []
        let share = try #require(places.first { $0["key"] as? String == "share" })
        #expect(share["predicted"] as? String == "pinnedTrailing")
        #expect(share["observed"] as? String == "overflowMenu")
        #expect(share["agrees"] as? Bool == false)

        // Each report reads what `observe compare` computes.
        let compare = try cli.json(["observe", "compare", "PhotoEditor/Refactored Editor", "--format", "json"])
        let agreement = (compare["comparison"] as? [String: Any])?["agreement"] as? [String: Any]
        #expect(agreement?["agreed"] as? Int == 19)
    }

    @Test func aReportWithoutObservationsHasNoSuchSection() throws {
        let cli = try Self.audited(observations: [:])
        defer { cli.cleanUp() }
        let html = try cli.run(["report", "PhotoEditor", "--format", "html"])
        #expect(html.status == 0)
        #expect(!html.stdout.contains("Predicted vs observed"))
        #expect(try cli.json(["report", "PhotoEditor", "--format", "json"])["observations"] == nil)
    }
}
