import Testing
import ToolbarChecklist
import ToolbarModel
import ToolbarRegistry

/// An audit shares layouts and lack-of-room notes between screens with the same records (the same
/// screen in several apps): the first copy is judged straight, the second is judged and kept, the
/// later ones read what was kept (``RecordsSeen``). Sharing must never change what is stored: every
/// copy stores what the screen stores when audited alone.
@Suite struct AuditNoteSharingTests {
    /// What the findings of one screen say, without the app's name and ids (which differ by app).
    static func messages(_ registry: Registry, _ path: RecordPath) throws -> [String] {
        try registry.auditResult(path).1.flatMap { item in
            (item.findings + item.suppressed).map {
                "\(item.itemID) \($0.commandKey ?? "-") \($0.scenario ?? "-") \($0.measured ?? "-"): \($0.message)"
            }
        }
    }

    static func app(_ name: String) -> RegistryDocument.AppEntry {
        var entry = AuditGoldenTests.benchmarkShapedApp()
        entry.app.name = name
        entry.app.bundleID = "com.example.\(name.lowercased())"
        return entry
    }

    /// The scenario and digest of each layout the screen's latest audit judged.
    static func layoutDigests(_ registry: Registry, _ path: RecordPath) throws -> [[String]] {
        let (summary, _) = try registry.auditResult(path)
        return try registry.auditLayouts(auditID: summary.id).map { [$0.scenario, $0.digest] }
    }

    /// Four copies: the first judged straight, the second judged and kept, the third and fourth
    /// read from the caches (two judging threads may also take the second and third at once).
    @Test func theSameScreenInSeveralAppsStoresWhatItStoresAlone() throws {
        let directory = try TemporaryDirectory()
        let alone = try directory.registry("alone.sqlite")
        _ = try alone.importDocument(RegistryDocument(apps: [Self.app("Two")]))
        try alone.audit()
        let shared = try directory.registry("shared.sqlite")
        let apps = ["One", "Two", "Three", "Four"]
        _ = try shared.importDocument(RegistryDocument(apps: apps.map(Self.app)))
        try shared.audit()
        var notes = 0
        for screen in ["Screen 0", "Screen 1", "Screen 2"] {
            let expected = try Self.messages(alone, RecordPath(app: "Two", screen: screen))
            let expectedLayouts = try Self.layoutDigests(alone, RecordPath(app: "Two", screen: screen))
            #expect(expectedLayouts.count == 32)
            for app in apps {
                let path = RecordPath(app: app, screen: screen)
                #expect(try Self.messages(shared, path) == expected, "\(path)")
                #expect(try Self.layoutDigests(shared, path) == expectedLayouts, "\(path)")
            }
            notes += expected.filter { $0.contains(" pt more in a ") }.count
        }
        // The screens have lack-of-room notes to share (or the test would prove nothing).
        #expect(notes > 0)
    }

    @Test func screensWithOtherRecordsDoNotShareNotes() throws {
        // The same keys, scenarios and widths, but other titles: another records digest, so each
        // screen's notes name its own commands.
        let directory = try TemporaryDirectory()
        let registry = try directory.registry()
        var renamed = Self.app("Renamed")
        for screen in renamed.screens.indices {
            for command in renamed.screens[screen].commands.indices {
                renamed.screens[screen].commands[command].title += " (renamed)"
            }
        }
        _ = try registry.importDocument(RegistryDocument(apps: [Self.app("One"), renamed]))
        try registry.audit()
        let original = try Self.messages(registry, RecordPath(app: "One", screen: "Screen 0"))
        let other = try Self.messages(registry, RecordPath(app: "Renamed", screen: "Screen 0"))
        let notes = other.filter { $0.contains(" pt more in a ") }
        #expect(!notes.isEmpty)
        #expect(notes.allSatisfy { $0.contains("(renamed)") })
        #expect(original.allSatisfy { !$0.contains("(renamed)") })
    }
}
