import Foundation
import Testing
import ToolbarChecklist
import ToolbarModel
import ToolbarStorage

/// Findings are stored grouped, each message once (migration 0004): whatever the messages hold,
/// an audit reads back exactly what was stored, and audits written in 0002's shape survive the
/// migration unchanged.
@Suite struct GroupedFindingsTests {
    let directory: TemporaryDirectory

    init() throws { directory = try TemporaryDirectory() }

    static func finding(
        _ command: String?, _ scenario: String?, _ range: WidthRange?, _ message: String, severity: Severity = .error
    ) -> Finding {
        Finding(
            app: "Notes", screen: "Editor", itemID: "primary-hidden-before-secondary", severity: severity,
            commandKey: command, scenario: scenario, widthRange: range, message: message)
    }

    /// Messages that name their scenario once, twice, inside a longer word, not at all, that
    /// already hold the template marker, and non-ASCII text; point and range widths; no scenario.
    static let findings: [Finding] = [
        finding("undo", "iphone-17-portrait", WidthRange(at: 402), "Undo overflows in iphone-17-portrait"),
        finding("undo", "ipad-mini-portrait", WidthRange(at: 744), "Undo overflows in ipad-mini-portrait"),
        finding("redo", "ipad", WidthRange(320, 488), "ipad and ipad-mini: ipad twice"),
        finding("redo", "ipad-mini-portrait", nil, "no scenario named here"),
        finding("share", "search-active", WidthRange(at: 402.5), "marker \u{E000} in search-active"),
        finding("Délete", "foldable-inner-portrait", WidthRange(at: 669), "Löschen in foldable-inner-portrait ✓"),
        // Joins the group of "ipad \u{E000}" made from the finding before, though its own
        // template would be "\u{E000} \u{E000}".
        finding("zoom", "aaa", WidthRange(at: 400), "ipad aaa"),
        finding("zoom", "ipad", WidthRange(at: 500), "ipad ipad"),
        finding(nil, nil, nil, "visibilityPriority needs iOS 27.0", severity: .warning),
        finding(nil, "iphone-17-portrait", nil, "iphone-17-portrait", severity: .warning)
    ]

    func openStore(_ name: String) throws -> (RegistryStore, Int64) {
        let store = try RegistryStore.open(path: directory.path(name))
        let screenID = try store.write {
            let appID = try store.insertApp(App(name: "Notes"))
            return try store.insertScreen(appID: appID, Screen(name: "Editor"))
        }
        return (store, screenID)
    }

    func header(_ screenID: Int64) -> AuditHeader {
        AuditHeader(
            screenID: screenID, at: "2026-11-29T12:00:00.000Z", author: "ana", toolVersion: "0.1.0",
            checklistVersion: "1.0.0", recordsDigest: "d", revision: nil, registryRevision: 1)
    }

    @Test func everyFindingReadsBackExactly() throws {
        let (store, screenID) = try openStore("r.sqlite")
        let item = ItemResult(
            itemID: "primary-hidden-before-secondary", kind: .automatic, severity: .error, verdict: .fail,
            findings: Array(Self.findings.dropLast(2)).sortedByMeaning(),
            suppressed: Array(Self.findings.suffix(2)).sortedByMeaning())
        let id = try store.write { try store.insertAudit(header(screenID), items: [item], layouts: []) }
        #expect(try store.auditItems(auditID: id, app: "Notes", screen: "Editor") == [item])
        let counts = try #require(try store.audits(screenID: screenID).first)
        #expect(counts.findings == [.error: 8])
        #expect(counts.suppressed == 2)
    }

    /// The column's bytes are pinned: how a message is found to fill a group's template is an
    /// implementation detail, what is stored is not (audits are compared byte for byte).
    @Test func theStoredColumnIsPinned() {
        let item = ItemResult(
            itemID: "primary-hidden-before-secondary", kind: .automatic, severity: .error, verdict: .fail,
            findings: Array(Self.findings.dropLast(2)).sortedByMeaning(),
            suppressed: Array(Self.findings.suffix(2)).sortedByMeaning())
        let pinned =
            ("[[\"primary-hidden-before-secondary\",\"automatic\",\"error\",\"fail\",null,null,[[\"err"
                + "or\",\"Délete\",\"Löschen in \u{E000} ✓\",2,[[\"foldable-inner-portrait\",669]],\"89686a"
                + "3cee79468c\"],[\"error\",\"redo\",\"\u{E000} and \u{E000}-mini: \u{E000} twice\",2,[[\"i"
                + "pad\",320,488]],\"f02fe94552ea09a1\"],[\"error\",\"redo\",\"no scenario named here\",0,["
                + "[\"ipad-mini-portrait\"]],\"5cbf79811d543462\"],[\"error\",\"share\",\"marker \u{E000} i"
                + "n search-active\",0,[[\"search-active\",402.5]],\"fd0a76e9be472341\"],[\"error\",\"undo"
                + "\",\"Undo overflows in \u{E000}\",2,[[\"ipad-mini-portrait\",744],[\"iphone-17-portrait"
                + "\",402]],[\"aa501b2bec1d8907\",\"5f37790ac819002c\"]],[\"error\",\"zoom\",\"ipad "
                + "\u{E000}\",2,[[\"aaa\",400],[\"ipad\",500]],[\"cb8f44bff92ddf33\",\"bde0a43460709f27\"]]"
                + ",[\"warning\",null,\"visibilityPriority needs iOS 27.0\",1,[[null]],\"cfb0e54db76665aa\""
                + "],[\"warning\",null,\"\u{E000}\",3,[[\"iphone-17-portrait\"]],\"563e038ba10412c2\"]]]]")
        #expect(RegistryStore.itemsColumn([item]) == pinned)
    }

    @Test func anAuditReferringToAMissingLayoutIsAnIntegrityProblem() throws {
        let (store, screenID) = try openStore("r.sqlite")
        let layouts = [StoredLayout(scenario: "wide", digest: "d1", json: "{}", screen: "Editor")]
        let id = try store.write { try store.insertAudit(header(screenID), items: [], layouts: layouts) }
        #expect(try store.integrityProblems().isEmpty)
        try store.write { _ = try store.connection.run("DELETE FROM layouts") }
        #expect(try store.integrityProblems() == ["audit \(id) refers to a missing layout 1 (scenario wide)"])
    }

    @Test func aMessageSeenInManyScenariosIsStoredOnce() throws {
        let (store, screenID) = try openStore("r.sqlite")
        let scenarios = (1...20).map { "scenario-\($0)" }
        let item = ItemResult(
            itemID: "primary-hidden-before-secondary", kind: .automatic, severity: .error, verdict: .fail,
            findings: scenarios.map {
                Self.finding("undo", $0, WidthRange(at: 402), "primary Undo is in the overflow menu in \($0)")
            }.sortedByMeaning())
        let id = try store.write { try store.insertAudit(header(screenID), items: [item], layouts: []) }
        let column = try #require(
            try store.connection.scalarText(
                "SELECT items FROM audits WHERE id = ?", [.integer(id)]))
        #expect(column.components(separatedBy: "primary Undo is in the overflow menu").count == 2)
        #expect(try store.auditItems(auditID: id, app: "Notes", screen: "Editor") == [item])
    }

    /// Each finding's fingerprint and measured value are stored with it; groups stored before
    /// fingerprints were (five fields) get the ones the reader's context gives.
    @Test func fingerprintsAndMeasuredValuesReadBackAndOlderGroupsGetTheReadersOnes() throws {
        let (store, screenID) = try openStore("r.sqlite")
        let portrait = Scenario(name: "iphone-17-portrait", width: 402, height: 874)
        let small = Scenario(name: "iphone-se-portrait", width: 320, height: 568)
        let ids = FingerprintContext(
            appID: "a1", screenID: "s1", commandIDs: ["undo": "c1"],
            scenarioFamilies: [
                portrait.name: portrait.family, small.name: small.family
            ])
        func finding(_ scenario: String?, _ range: WidthRange?, measured: String?) -> Finding {
            let measured = measured ?? range.map(FindingFingerprint.widthBands)
            return Finding(
                app: "Notes", screen: "Editor", itemID: "availability-gating", severity: .error, commandKey: "undo",
                scenario: scenario, widthRange: range, message: "Undo", measured: measured,
                fingerprint: ids.fingerprint(
                    itemID: "availability-gating", commandKey: "undo", scenario: scenario, measured: measured))
        }
        let findings = [
            finding(portrait.name, WidthRange(at: 402), measured: nil),
            finding(small.name, WidthRange(320, 384), measured: nil),
            finding(nil, nil, measured: "visibilityPriority"),
            finding(nil, WidthRange(at: 402), measured: "ToolbarOverflowMenu")
        ].sortedByMeaning()
        let item = ItemResult(
            itemID: "availability-gating", kind: .automatic, severity: .error, verdict: .fail, findings: findings)
        let id = try store.write { try store.insertAudit(header(screenID), items: [item], layouts: []) }
        #expect(try store.auditItems(auditID: id, app: "Notes", screen: "Editor") == [item])

        // The same group as an earlier version stored it: no identities.
        let column =
            #"[["availability-gating","automatic","error","fail",null,null,"#
            + #"[["error","undo","Undo",0,[["iphone-17-portrait",402],["iphone-se-portrait",320,384]]]]]]"#
        try store.write {
            _ = try store.connection.run("UPDATE audits SET items = ? WHERE id = ?", [.text(column), .integer(id)])
        }
        let read = try store.auditItems(auditID: id, app: "Notes", screen: "Editor", legacyFingerprints: ids)
        #expect(
            read.first?.findings
                == [
                    finding(portrait.name, WidthRange(at: 402), measured: nil),
                    finding(small.name, WidthRange(320, 384), measured: nil)
                ].sortedByMeaning())
    }

    /// A registry audited before 0004 (findings one array each) is migrated in place: every
    /// finding, suppressed flag and width comes back as it was.
    @Test func findingsStoredBefore0004SurviveTheMigration() throws {
        let path = directory.path("old.sqlite")
        let before = Migration.builtIn.filter { $0.version < 4 }
        try Migrator(migrations: before).migrate(Connection(path: path))
        let connection = try Connection(path: path)
        try OldSchemaRows.insertNotesEditor(connection)
        try connection.execute(
            """
            INSERT INTO audits (id, screen_id, at, author, tool_version, checklist_version, records_digest,
                registry_revision) VALUES (1, 1, '2026-11-01T00:00:00.000Z', 'ana', '0.1.0', '1.0.0', 'd', 1);
            """)
        var old: [String] = []
        for (index, finding) in Self.findings.enumerated() {
            let suppressed = index >= Self.findings.count - 2
            let fields: [JSONValue] = [
                .string(finding.severity.rawValue), finding.commandKey.map(JSONValue.string) ?? .null,
                finding.scenario.map(JSONValue.string) ?? .null, finding.widthRange.map { .number($0.lower) } ?? .null,
                finding.widthRange.map { .number($0.upper) } ?? .null, .string(finding.message),
                .number(suppressed ? 1 : 0)
            ]
            old.append(JSONWriter.string(.array(fields), style: .compact))
        }
        try connection.run(
            """
            INSERT INTO audit_items (audit_id, item_id, kind, severity, verdict, reason, sign_off_author, \
                sign_off_at, sign_off_note, sign_off_stale, findings)
            VALUES (1, 'primary-hidden-before-secondary', 'automatic', 'error', 'fail', NULL, NULL, NULL, NULL, NULL, ?), \
            (1, 'manual-voiceover', 'manual', 'warning', 'pass', NULL, 'ana', '2026-11-02T10:00:00.000Z', 'ok', 0, NULL), \
            (1, 'title-length', 'automatic', 'warning', 'notApplicable', 'no title', NULL, NULL, NULL, NULL, NULL)
            """, [.text("[" + old.joined(separator: ",") + "]")])
        try connection.execute(
            """
            INSERT INTO layouts (digest, json) VALUES ('d1', '{"a":1}'), ('d2', '{"b":2}');
            INSERT INTO audit_layouts (audit_id, scenario, layout_digest)
            VALUES (1, 'ipad-mini-portrait', 'd2'), (1, 'iphone-17-portrait', 'd1'), (1, 'search-active', 'd1');
            """)

        let store = try RegistryStore.open(path: path)
        let items = try store.auditItems(auditID: 1, app: "Notes", screen: "Editor")
        let migrated = try #require(items.first { $0.itemID == "primary-hidden-before-secondary" })
        #expect(migrated.findings == Array(Self.findings.dropLast(2)).sortedByMeaning())
        #expect(migrated.suppressed == Array(Self.findings.suffix(2)).sortedByMeaning())
        let signed = try #require(items.first { $0.itemID == "manual-voiceover" })
        #expect(signed.findings.isEmpty && signed.verdict == .pass)
        #expect(signed.signOff?.author == "ana" && signed.signOff?.note == "ok" && signed.signOff?.stale == false)
        #expect(items.first { $0.itemID == "title-length" }?.reason == "no title")
        #expect(items.map(\.itemID) == ["manual-voiceover", "primary-hidden-before-secondary", "title-length"])
        #expect(
            try store.auditLayouts(auditID: 1).map { "\($0.scenario)=\($0.json)" } == [
                #"ipad-mini-portrait={"b":2}"#, #"iphone-17-portrait={"a":1}"#, #"search-active={"a":1}"#
            ])
        #expect(try store.integrityProblems().isEmpty)
    }
}
