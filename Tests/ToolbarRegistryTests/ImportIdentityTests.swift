import Foundation
import Testing
import ToolbarModel
import ToolbarRegistry
import ToolbarStorage

/// What an import stores, row by row, stays what it was however the import is made faster
/// (issue 18): the seeds are imported, then a changed copy of the export with `prune` (updates,
/// renames, removals, new records with custom views, branches, spacers and names that case-fold
/// beyond ASCII, sign-offs and suppressions), and every table it fills is compared with a dump
/// taken before the import was sped up. Regenerate (`TOOLBAR_REGISTRY_REGENERATE_GOLDEN=1`) only
/// when what an import stores changes on purpose.
@Suite struct ImportIdentityTests {
    static let golden = GoldenFile("Tests/ToolbarRegistryTests/Golden")

    @Test func anImportStoresTheSameRowsAsBefore() throws {
        let directory = try TemporaryDirectory()
        do {
            let registry = try directory.registry()
            for name in SeedData.names {
                _ = try registry.importData(Data(try SeedData.bytes(name)), file: name)
            }
            let report = try registry.importDocument(Self.changed(try registry.exportDocument()), prune: true)
            #expect(!report.added.isEmpty && !report.changed.isEmpty && !report.removed.isEmpty)
            #expect(!report.renamed.isEmpty)
        }
        let dump = try Self.dump(directory.path("r.sqlite"))
        #expect(dump == (try Self.golden.expected("import-rows.txt", actual: dump)))
    }

    /// The export with records updated, renamed, removed and added.
    static func changed(_ exported: RegistryDocument) -> RegistryDocument {
        var document = exported
        document.apps[0].app.notes = "Changed by the second import."
        let index = document.apps[0].screens.firstIndex { $0.commands.count >= 3 && !$0.groups.isEmpty } ?? 0
        var entry = document.apps[0].screens[index]
        entry.screen.name += " Renamed"
        entry.screen.title = "A new title"
        entry.commands[0].placement = .topBarLeading
        entry.commands[0].notes = "moved"
        entry.commands[1].key = "renamed-" + entry.commands[1].key
        entry.commands.remove(at: 2)
        entry.commands.append(
            Command(
                key: "Straße-İstanbul", title: "Grüße", symbol: "globe", content: .custom,
                customView: CustomViewInfo(width: 88.5, reactsToActiveState: true, widthSource: .estimated),
                placement: .primaryAction, group: entry.groups.first?.name, order: 90, priority: .high,
                usage: .rare, alternateTitle: "Ǆ", notes: "line one\nline two",
                branch: CommandBranch(set: "size", path: "if", condition: "compact", fromOS: OSVersion(26, 0))))
        entry.commands.append(Command(key: "gap", title: "", content: .spacer, spacer: .flexible, order: 91))
        entry.signOffs.append(
            RegistryDocument.SignOffEntry(
                item: "manual-voiceover", author: "ana", date: "2026-11-30T10:00:00.000Z", note: "read aloud"))
        entry.suppressions.append(
            RegistryDocument.SuppressionEntry(
                item: "title-length", reason: "fine", author: "ana", date: "2026-11-30T10:00:00.000Z"))
        document.apps[0].screens[index] = entry
        var added = entry
        added.screen = Screen(name: "ΣΊΣΥΦΟΣ ﬁle", title: "Sisyphus")
        added.screen.stableID = nil
        for position in added.groups.indices { added.groups[position].stableID = nil }
        for position in added.commands.indices { added.commands[position].stableID = nil }
        added.signOffs = []
        added.suppressions = []
        document.apps[0].screens.append(added)
        if document.apps.count > 1, !document.apps[1].screens.isEmpty { document.apps[1].screens.removeLast() }
        document.scenarios[0].width += 1
        return document
    }

    /// Every table but `schema_migrations` that has rows, by name, each row in rowid order
    /// (WITHOUT ROWID tables by their text) with every column
    /// as SQLite quotes it (text, numbers, NULL and blobs distinguished).
    static func dump(_ path: String) throws -> String {
        let connection = try Connection(path: path, mode: .readOnly)
        let tables = try connection.query(
            "SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite_%' "
                + "AND name <> 'schema_migrations' ORDER BY name"
        ) { $0.string(0) }
        var text = ""
        for table in tables {
            let columns = try connection.query(SQL(dynamic: "SELECT name FROM pragma_table_info('\(table)')")) {
                $0.string(0)
            }
            let select = columns.map { "quote(\"\($0)\")" }.joined(separator: " || ' | ' || ")
            let withoutRowID =
                try connection.scalarInt(
                    "SELECT 1 FROM sqlite_schema WHERE name = ? AND sql LIKE '%WITHOUT ROWID%'", [.text(table)]) != nil
            let order = withoutRowID ? "1" : "rowid"
            let rows = try connection.query(
                SQL(dynamic: "SELECT \(select) FROM \"\(table)\" ORDER BY \(order)")
            ) { $0.string(0) }
            guard !rows.isEmpty else { continue }
            text += "## \(table) (\(columns.joined(separator: ", ")))\n" + rows.map { $0 + "\n" }.joined()
        }
        return text
    }
}
