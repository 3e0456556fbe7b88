import Testing
import ToolbarChecklist
import ToolbarModel
import ToolbarRegistry
import ToolbarStorage

/// The JSON shapes of `db status`, `db check`, `checklist` and `app show`, which library users
/// get from the library as the CLI prints them.
@Suite struct ResultJSONTests {
    @Test func aFreshRegistryHasEveryMigrationAppliedAndNonePending() throws {
        let directory = try TemporaryDirectory(prefix: "result-json")
        let registry = try directory.registry()
        let status = try registry.migrationStatus().json
        guard case .array(let applied)? = status["applied"], case .object(let first)? = applied.first else {
            Issue.record("no applied migrations: \(JSONWriter.string(status, style: .compact))")
            return
        }
        #expect(applied.count == Migration.builtIn.count)
        #expect(first.map(\.key) == ["version", "name", "checksum", "appliedAt"])
        #expect(status["pending"] == .array([]))
        let check = JSONWriter.string(try registry.databaseCheck().json, style: .compact)
        #expect(check == #"{"ok":true,"pending":[],"problems":[]}"#)
    }

    @Test(arguments: [(3, "audit_outcome", "0003_audit_outcome"), (12, "x", "0012_x"), (12345, "y", "12345_y")])
    func aMigrationIsNamedAsItsFile(version: Int, name: String, file: String) {
        #expect(Migration(version: version, name: name, sql: "").fileName == file)
    }

    @Test func checklistEntriesAndItemsCarryTheirIdsSeverityAndExamples() throws {
        let entry = try #require(Checklist.entries().first)
        #expect(
            JSONWriter.string(entry.json, style: .compact)
                == #"{"id":"\#(entry.id)","kind":"\#(entry.kind.rawValue)","severity":"\#(entry.severity.rawValue)","title":"\#(entry.title)"}"#
        )
        let item = try Registry.checklistItem(entry.id).description
        guard case .object(let members) = item.json else {
            Issue.record("not an object")
            return
        }
        #expect(members.map(\.key) == ["id", "title", "kind", "severity", "rationale", "triggering", "nonTriggering"])
    }

    @Test func appDetailsAreTheRecordWithScreensAndTargets() throws {
        let app = App(name: "Notes")
        let json = Registry.appDetailsJSON(app, screens: [], targets: [])
        guard case .object(let members) = json else {
            Issue.record("not an object")
            return
        }
        #expect(members.suffix(2).map(\.key) == ["screens", "targets"])
        #expect(
            members.dropLast(2).map(\.key)
                == {
                    guard case .object(let record) = RecordJSON.encode(app) else { return [] }
                    return record.map(\.key)
                }())
    }
}
