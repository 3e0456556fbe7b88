import Foundation
import Testing
import ToolbarChecklist
import ToolbarModel
import ToolbarStorage

@Suite struct AuditStoreTests {
    let directory: TemporaryDirectory
    let store: RegistryStore
    let screenID: Int64

    init() throws {
        directory = try TemporaryDirectory()
        let store = try RegistryStore.open(path: directory.path("r.sqlite"))
        screenID = try store.write {
            let appID = try store.insertApp(App(name: "Notes"))
            return try store.insertScreen(appID: appID, Screen(name: "Editor"))
        }
        self.store = store
    }

    func header(_ digest: String = "d1") -> AuditHeader {
        AuditHeader(
            screenID: screenID, at: "2026-11-29T12:00:00.000Z", author: "ana", toolVersion: "0.1.0",
            checklistVersion: "1.0.0", recordsDigest: digest, revision: "abc", registryRevision: 3)
    }

    static let finding = Finding(
        app: "Notes", screen: "Editor", itemID: "flat-hierarchy", severity: .error,
        commandKey: "share", scenario: "iphone-17-portrait", widthRange: WidthRange(320, 488),
        message: "m")

    static let items = [
        ItemResult(itemID: "flat-hierarchy", kind: .automatic, severity: .error, verdict: .fail, findings: [finding]),
        ItemResult(
            itemID: "manual-voiceover", kind: .manual, severity: .warning, verdict: .needsReview,
            reason: "not signed off yet")
    ]

    @Test func anAuditRoundTripsItsItemsFindingsAndLayouts() throws {
        let layouts = [
            StoredLayout(scenario: "a", digest: "x", json: "{}"), StoredLayout(scenario: "b", digest: "x", json: "{}")
        ]
        let id = try store.write { try store.insertAudit(header(), items: Self.items, layouts: layouts) }
        #expect(try store.auditItems(auditID: id, app: "Notes", screen: "Editor") == Self.items)
        #expect(try store.auditLayouts(auditID: id).map(\.scenario) == ["a", "b"])
        #expect(try store.layoutCount() == 1)
        let counts = try #require(try store.audits(screenID: screenID).first)
        #expect(counts.header.revision == "abc")
        #expect(counts.verdicts == [.fail: 1, .needsReview: 1])
        #expect(counts.findings == [.error: 1])
    }

    @Test func removingTheScreenRemovesItsAuditsAndReviews() throws {
        try store.write {
            _ = try store.insertAudit(header(), items: Self.items, layouts: [])
            _ = try store.insertSignOff(
                screenID: screenID, itemID: "manual-voiceover", author: "ana",
                at: "2026-11-29T12:00:00.000Z", note: nil, recordsDigest: "d1")
            _ = try store.insertSuppression(
                screenID: screenID,
                StoredSuppression(
                    itemID: "flat-hierarchy", commandKey: nil, reason: "r", author: "ana",
                    at: "2026-11-29T12:00:00.000Z",
                    until: nil, recordsDigest: "d1"))
            try store.deleteScreen(id: screenID)
        }
        for table: SQL in ["audits", "sign_offs", "suppressions"] {
            #expect(try store.connection.scalarInt("SELECT count(*) FROM \(table)") == 0, "\(table)")
        }
        #expect(try store.integrityProblems().isEmpty)
    }

    /// New registries get 16 KiB pages (audit rows and layouts are 3–16 KiB); files made before
    /// keep theirs, as SQLite cannot change it for a database in WAL mode.
    @Test func aNewRegistryHasSixteenKiBPagesAndAnOldOneKeepsItsOwn() throws {
        #expect(try store.connection.scalarInt("PRAGMA page_size") == 16384)
        let path = directory.path("old.sqlite")
        try Migrator(migrations: Array(Migration.builtIn.prefix(1))).migrate(Connection(path: path))
        let old = try RegistryStore.open(path: path)
        #expect(try old.connection.scalarInt("PRAGMA page_size") == 4096)
        #expect(try old.integrityProblems().isEmpty)
    }

    @Test func tablesAreStrict() throws {
        #expect(throws: StorageError.self) {
            try store.write {
                try store.connection.run(
                    "INSERT INTO audits (screen_id, at, author, tool_version, checklist_version, records_digest, "
                        + "registry_revision) VALUES (?, 'a', 'b', 'c', 'd', 'e', 'not a number')",
                    [.integer(screenID)])
            }
        }
    }

    @Test func appTargetsAreReplacedAsASet() throws {
        let appID = try #require(try store.app(named: "Notes")?.id)
        try store.write { try store.setAppTargets(appID: appID, ["iPhone", "foldable", "iPhone"]) }
        #expect(try store.appTargets(appID: appID) == ["foldable", "iPhone"].sorted())
        try store.write { try store.setAppTargets(appID: appID, []) }
        #expect(try store.appTargets(appID: appID).isEmpty)
    }
}
