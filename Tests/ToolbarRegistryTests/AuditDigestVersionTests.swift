import Foundation
import Testing
import ToolbarModel
import ToolbarStorage

@testable import ToolbarRegistry

/// Audits record which format their layout digests are in (migration 0012); an audit stored
/// before that recorded SHA-256 of each layout's compact JSON, and ones stored before format 4
/// SHA-256 of its fields (format 2) or SipHash of them with case names (format 3): all must still
/// be redrawn and checked against them.
@Suite struct AuditDigestVersionTests {
    @Test func newAuditsRecordTheFieldDigestAndItsVersion() throws {
        let seeded = try SeededRegistry()
        let registry = seeded.registry
        let auditID = try registry.audit(scope: SeededRegistry.crowded).screens[0].auditID
        let header = try #require(try registry.store.audit(id: auditID))
        #expect(header.layoutDigestVersion == Layout.digestVersion)
        let audited = try registry.read { try registry.auditedLayouts(header, presets: [:]) }
        #expect(!audited.isEmpty)
        for layout in audited {
            #expect(layout.digest == layout.layout.fieldDigest, "\(layout.scenario.name)")
            #expect(layout.digest.count == 32, "\(layout.scenario.name)")
            #expect(!layout.scenario.summary.contains("redrawn by solver"), "\(layout.scenario.name)")
        }
    }

    /// An audit stored before format 4 recorded version 2 (SHA-256 of the fields) or 3
    /// (SipHash of the fields with case names): its layouts are redrawn and checked in that
    /// format, and a wrong digest is still caught.
    @Test(arguments: [(2, 64), (3, 32)])
    func anAuditStoredInAnEarlierFieldFormatIsRedrawnAndChecked(version: Int, digits: Int) throws {
        let seeded = try SeededRegistry()
        let registry = seeded.registry
        let auditID = try registry.audit(scope: SeededRegistry.crowded).screens[0].auditID
        let judged = try registry.auditLayouts(auditID: auditID)
        let recorded = try judged.map { stored in
            try #require(try JSONDecoder().decode(Layout.self, from: Data(stored.json.utf8)).digest(version: version))
        }
        let members = zip(judged, recorded).map { JSONMember($0.scenario, .string($1)) }
        try registry.store.connection.run(
            "UPDATE audits SET layout_digests = ?, layout_digest_version = ? WHERE id = ?",
            [.text(JSONWriter.string(.object(members), style: .compact)), .integer(Int64(version)), .integer(auditID)])

        let header = try #require(try registry.store.audit(id: auditID))
        #expect(header.layoutDigestVersion == version)
        let redrawn = try registry.auditLayouts(auditID: auditID)
        #expect(redrawn.map(\.digest) == recorded)
        #expect(redrawn.allSatisfy { $0.digest.count == digits })
        #expect(redrawn.map(\.json) == judged.map(\.json))
        let audited = try registry.read { try registry.auditedLayouts(header, presets: [:]) }
        #expect(audited.allSatisfy { !$0.scenario.summary.contains("redrawn by solver") })

        // Format 4's digests under an earlier format do not match: the recorded format is the one checked.
        try registry.store.connection.run(
            "UPDATE audits SET layout_digests = json_set(layout_digests, ?, ?) WHERE id = ?",
            [.text("$.\"\(judged[0].scenario)\""), .text(judged[0].digest), .integer(auditID)])
        let tampered = try registry.read { try registry.auditedLayouts(header, presets: [:]) }
        #expect(tampered[0].scenario.summary.contains("redrawn by solver"))
        #expect(tampered.dropFirst().allSatisfy { !$0.scenario.summary.contains("redrawn by solver") })
    }

    /// A registry as the build before migration 0012 left it: migrations 0001–0011, the seed
    /// records, and an audit whose digests are SHA-256 of each layout's compact JSON, with no
    /// digest version. Opened by this build (which adds the column, NULL for it), the audit's
    /// layouts are redrawn and match; a wrong digest is still caught.
    @Test func anAuditStoredBeforeDigestVersionsIsRedrawnAndChecked() throws {
        let seeded = try SeededRegistry()
        let auditID = try seeded.registry.audit(scope: SeededRegistry.crowded).screens[0].auditID
        let judged = try seeded.registry.auditLayouts(auditID: auditID)
        let formatOne = judged.map { JSONMember($0.scenario, .string(SHA256.hex($0.json))) }

        let path = seeded.directory.path("before-0012.sqlite")
        let old = try Connection(path: path)
        try Migrator(migrations: Migration.builtIn.filter { $0.version <= 11 }).migrate(old)
        try old.execute("ATTACH '\(seeded.directory.path("r.sqlite"))' AS current")
        let tables = try old.query(
            "SELECT name FROM main.sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite_%' "
                + "AND name <> 'schema_migrations' ORDER BY rootpage"
        ) { $0.string(0) }
        try old.execute("PRAGMA foreign_keys = OFF")
        for table in tables {
            let columns = try old.query(SQL(dynamic: "SELECT name FROM pragma_table_info('\(table)')")) {
                $0.string(0)
            }.joined(separator: ", ")
            try old.execute("INSERT INTO main.\(table) (\(columns)) SELECT \(columns) FROM current.\(table)")
        }
        try old.run(
            "UPDATE audits SET layout_digests = ? WHERE id = ?",
            [.text(JSONWriter.string(.object(formatOne), style: .compact)), .integer(auditID)])
        try old.execute("DETACH current")
        let versionColumns = "SELECT count(*) FROM pragma_table_info('audits') WHERE name = 'layout_digest_version'"
        #expect(try old.scalarInt(SQL(dynamic: versionColumns)) == 0)

        let registry = try Registry.open(path: path, author: "tester")
        let header = try #require(try registry.store.audit(id: auditID))
        #expect(header.layoutDigestVersion == nil)
        let redrawn = try registry.auditLayouts(auditID: auditID)
        #expect(redrawn.map(\.digest) == judged.map { SHA256.hex($0.json) })
        #expect(redrawn.map(\.json) == judged.map(\.json))
        let audited = try registry.read { try registry.auditedLayouts(header, presets: [:]) }
        #expect(audited.allSatisfy { !$0.scenario.summary.contains("redrawn by solver") })

        // The check can fail: a digest of another layout is reported as such.
        try registry.store.connection.run(
            "UPDATE audits SET layout_digests = json_set(layout_digests, ?, ?) WHERE id = ?",
            [.text("$.\"\(judged[0].scenario)\""), .text(String(repeating: "0", count: 64)), .integer(auditID)])
        let tampered = try registry.read { try registry.auditedLayouts(header, presets: [:]) }
        #expect(tampered[0].scenario.summary.contains("redrawn by solver"))
        #expect(tampered.dropFirst().allSatisfy { !$0.scenario.summary.contains("redrawn by solver") })
    }
}
