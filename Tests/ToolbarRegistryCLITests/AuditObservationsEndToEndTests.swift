import Foundation
import Testing

/// `audit` judges what a device showed where an observation of the same records exists, says so,
/// lets it satisfy `manual-device-run`, and judges the screen again when its observations change
/// (docs/audits.md, "Observed layouts").
@Suite struct AuditObservationsEndToEndTests {
    static let screen = "PhotoEditor/Refactored Editor"

    static func auditJSON(_ cli: BinaryRunner, _ extra: [String] = []) throws -> [String: Any] {
        let result = try cli.run(["audit", Self.screen, "--format", "json"] + extra)
        #expect([0, 2].contains(result.status), "\(result.stderr)")
        let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        let audit = try #require(object?["audit"] as? [String: Any])
        return try #require((audit["screens"] as? [[String: Any]])?.first)
    }

    static func item(_ screen: [String: Any], _ id: String) -> [String: Any]? {
        (screen["items"] as? [[String: Any]])?.first { $0["id"] as? String == id }
    }

    @Test func anObservationIsJudgedAndSignsOffTheDeviceRun() throws {
        let cli = try ObserveEndToEndTests.seeded(["iphone.json": try ObserveEndToEndTests.example()])
        defer { cli.cleanUp() }
        let before = try Self.auditJSON(cli)
        #expect(Self.item(before, "manual-device-run")?["verdict"] as? String == "needsReview")
        #expect(before["observedOn"] == nil)

        #expect(try cli.run(["observe", "import", "iphone.json"]).status == 0)
        let text = try cli.run(["audit", Self.screen])
        #expect(
            text.stdout.contains("  judged as observed: iphone-17-portrait on iPhone 17, iOS 27.1 (observation 1)"),
            "\(text.stdout)")
        let after = try Self.auditJSON(cli, ["--all"])
        #expect(after["observedOn"] as? [String] == ["iphone-17-portrait on iPhone 17, iOS 27.1 (observation 1)"])
        let deviceRun = try #require(Self.item(after, "manual-device-run"))
        #expect(deviceRun["verdict"] as? String == "pass")
        let signOff = try #require(deviceRun["signOff"] as? [String: Any])
        #expect(signOff["author"] as? String == "observation 1")
        #expect(
            (signOff["note"] as? String)?.hasPrefix("observed on iPhone 17, iOS 27.1 in iphone-17-portrait") == true)

        // The report shows the observation beside the prediction.
        let html = try cli.run(["report", Self.screen, "--format", "html"])
        #expect(html.stdout.contains("Predicted vs observed"))
    }

    @Test func aChangedObservationJudgesTheScreenAgainAndAStaleOneIsNotUsed() throws {
        let cli = try ObserveEndToEndTests.seeded([
            "iphone.json": try ObserveEndToEndTests.example(), "moved.json": try ObserveEndToEndTests.movedShare()
        ])
        defer { cli.cleanUp() }
        #expect(try cli.run(["observe", "import", "iphone.json"]).status == 0)
        _ = try Self.auditJSON(cli)
        #expect(try Self.auditJSON(cli)["unchanged"] as? Bool == true)

        // A newer observation of the same scenario: judged again, as that device showed it.
        #expect(try cli.run(["observe", "import", "moved.json"]).status == 0)
        let moved = try Self.auditJSON(cli)
        #expect(moved["unchanged"] as? Bool == false)
        #expect(moved["observedOn"] as? [String] == ["iphone-17-portrait on iPhone 17, iOS 27.1 (observation 2)"])
        let layout = try cli.json(["history", Self.screen, "--format", "json"])
        #expect((layout["audits"] as? [Any])?.count == 2)

        // The screen's records change: the observations were made on other records and are not used.
        #expect(try cli.run(["command", "update", "\(Self.screen)/share", "--title", "Share…"]).status == 0)
        let changed = try Self.auditJSON(cli)
        #expect(changed["unchanged"] as? Bool == false)
        #expect(changed["observedOn"] == nil)
        #expect(Self.item(changed, "manual-device-run")?["verdict"] as? String == "needsReview")
    }
}
