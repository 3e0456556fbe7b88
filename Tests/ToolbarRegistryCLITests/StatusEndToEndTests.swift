import Foundation
import Testing

/// `status`: what needs attention, as a user runs them (in process, see BinaryRunner).
@Suite struct StatusEndToEndTests {
    @Test func statusFollowsAuditsChangesAndOwners() throws {
        let cli = try BinaryRunner()
        defer { cli.cleanUp() }
        try cli.run(["app", "add", "Mail", "--owner", "Inbox"])
        try cli.run(["screen", "add", "Mail/Compose"])
        try cli.run(["screen", "add", "Mail/Settings", "--owner", "Platform"])
        try cli.run([
            "command", "add", "Mail/Compose", "--title", "Send", "--symbol", "paperplane", "--classification", "primary"
        ])
        var items = try cli.json(["status", "--format", "json"])["attention"] as? [[String: Any]] ?? []
        #expect(items.filter { $0["kind"] as? String == "neverAudited" }.count == 2)

        // --owner keeps the audit to the team's screens: Settings belongs to Platform.
        _ = try cli.run(["audit", "--owner", "INBOX"])
        let audited = try cli.json(["history", "Mail/Settings", "--format", "json"])["audits"] as? [Any]
        #expect(audited?.isEmpty == true)
        #expect((try cli.json(["history", "Mail/Compose", "--format", "json"])["audits"] as? [Any])?.count == 1)
        items = try cli.json(["status", "--owner", "inbox", "--format", "json"])["attention"] as? [[String: Any]] ?? []
        #expect(items.allSatisfy { $0["screen"] as? String == "Compose" })
        #expect(!items.contains { $0["kind"] as? String == "neverAudited" })
        #expect(items.contains { $0["kind"] as? String == "missingSignOffs" })
        let severities = items.compactMap { $0["severity"] as? String }
        let rank = ["error": 0, "warning": 1, "info": 2]
        #expect(severities.map { rank[$0] ?? 9 } == severities.map { rank[$0] ?? 9 }.sorted())

        try cli.run(["command", "update", "Mail/Compose/send", "--essential"])
        items = try cli.json(["status", "--app", "Mail", "--format", "json"])["attention"] as? [[String: Any]] ?? []
        let outdated = items.first { $0["kind"] as? String == "auditOutdated" }
        #expect(outdated?["fix"] as? String == "toolbar-registry audit \"Mail/Compose\"")
        #expect(items.contains { $0["screen"] as? String == "Settings" && $0["owner"] as? String == "Platform" })
        #expect(try cli.run(["status", "--owner", "nobody"]).stdout == "Nothing needs attention.\n")
        #expect(try cli.run(["status", "--app", "Mial"]).firstErrorLine.contains("did you mean 'Mail'?"))
    }
}
