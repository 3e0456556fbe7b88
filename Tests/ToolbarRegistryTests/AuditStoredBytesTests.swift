import Foundation
import Testing
import ToolbarModel
import ToolbarRegistry
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
            "SELECT items, layout_digests FROM audits ORDER BY screen_id, id"
        ) { "\($0.string(0))\n\($0.string(1))\n" }
        #expect(rows.count == 12)
        let text = rows.joined()
        #expect(text.contains("\u{E000}"))  // message templates are among them
        #expect(SHA256.hex(text) == "1661f821045463492e5f2aa54bb408784edf965c69607b37a2d79b7d9d941d66")
    }
}
