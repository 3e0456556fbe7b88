import Foundation
import Testing
import ToolbarModel
import ToolbarRegistry
import ToolbarSolver
import ToolbarStorage
import ToolbarTestSupport

/// Audits are compared byte for byte and reports check redrawn layouts against the digests an
/// audit recorded, so what a full audit writes to `audits.items` and `audits.layout_digests`
/// may not change with how it is encoded. Pinned here as one SHA-256 over every audit of the
/// seeded registry and the benchmark-shaped screens (``AuditGoldenTests``), with a signed-off
/// and a suppressed item, screen by screen.
@Suite struct AuditStoredBytesTests {
    @Test func theItemsColumnsAndLayoutDigestsOfAFullAuditArePinned() throws {
        let seeded = try SeededRegistry()
        let registry = seeded.registry
        _ = try registry.importDocument(RegistryDocument(apps: [AuditGoldenTests.benchmarkShapedApp()]))
        try registry.signOff(SeededRegistry.crowded, item: "manual-voiceover")
        try registry.suppress(SeededRegistry.crowded, item: "flat-hierarchy", reason: "accepted for now")
        let summary = try registry.audit()
        #expect(summary.screens.count == 12)
        let rows = try registry.store.connection.query(
            "SELECT id, items, layout_digests FROM audits ORDER BY screen_id, id"
        ) { (id: $0.int64(0), items: $0.string(1), digests: $0.string(2)) }
        #expect(rows.count == 12)
        let text = rows.map { "\($0.items)\n\($0.digests)\n" }.joined()
        #expect(text.contains("\u{E000}"))  // message templates are among them
        #expect(SHA256.hex(text) == "73271e6b3a3ce4ba51001b195987766dc6fb04637ad7e37346d81db720f993f4")
        // The same audits with their layouts' digests in format 3 are the bytes pinned before
        // format 4: the items are unchanged, and so are the layouts the digests stand for.
        let formatThree = try rows.map { row -> String in
            let layouts = try registry.auditLayouts(auditID: row.id).map { stored in
                let layout = try JSONDecoder().decode(Layout.self, from: Data(stored.json.utf8))
                return (stored.scenario, layout.digest(version: 3)!)
            }
            return "\(row.items)\n\(RegistryStore.layoutDigestsColumn(layouts))\n"
        }
        #expect(SHA256.hex(formatThree.joined()) == "1661f821045463492e5f2aa54bb408784edf965c69607b37a2d79b7d9d941d66")
    }
}
