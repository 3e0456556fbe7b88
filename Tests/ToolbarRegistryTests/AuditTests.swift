import Foundation
import Testing
import ToolbarChecklist
import ToolbarModel
import ToolbarRegistry

/// A seeded registry in a fresh directory, for audit tests.
struct SeededRegistry {
    let directory: TemporaryDirectory
    let registry: Registry

    /// A copy of ``seededFiles`` (or ``auditedFiles``): with the fixed author and clock, what
    /// seeding (and auditing) here would make.
    init(audited: Bool = false) throws {
        directory = try TemporaryDirectory()
        for (name, data) in try (audited ? Self.auditedFiles : Self.seededFiles).get() {
            try data.write(to: directory.url.appendingPathComponent(name))
        }
        registry = try directory.registry()
    }

    /// The files of a registry seeded with ``TemporaryDirectory/registry(_:author:)``'s author and
    /// clock, made once per test process (seeding was much of a small audit test's work).
    static let seededFiles = files { _ in }
    /// ``seededFiles`` after an incremental audit of every screen.
    static let auditedFiles = files { _ = try $0.audit(options: AuditOptions(incremental: true)) }

    private static func files(_ then: (Registry) throws -> Void) -> Result<[String: Data], any Error> {
        Result {
            let directory = try TemporaryDirectory()
            do {
                let registry = try directory.registry()
                try registry.seed()
                try then(registry)
            }  // The registry is closed here: its write-ahead log is folded into the file.
            var files: [String: Data] = [:]
            for name in ["r.sqlite", "r.sqlite-wal"] {
                if let data = FileManager.default.contents(atPath: directory.path(name)) { files[name] = data }
            }
            return files
        }
    }

    static let crowded = RecordPath(app: "PhotoEditor", screen: "Crowded Editor")
    static let refactored = RecordPath(app: "PhotoEditor", screen: "Refactored Editor")
}

@Suite struct AuditTests {
    // MARK: - Seed verdicts

    static let seedItems = ["flat-hierarchy", "accidental-overflow", "destructive-in-bar"]

    @Test func theSeedEditorsGetTheExpectedVerdicts() throws {
        let seeded = try SeededRegistry()
        let summary = try seeded.registry.audit(scope: RecordPath(app: "PhotoEditor"))
        let crowded = try #require(summary.screens.first { $0.screen == "Crowded Editor" })
        let refactored = try #require(summary.screens.first { $0.screen == "Refactored Editor" })
        for id in Self.seedItems {
            #expect(crowded.result.result(for: id)?.verdict == .fail, "crowded \(id)")
        }
        for id in ["flat-hierarchy", "destructive-in-bar"] {
            let verdict = refactored.result.result(for: id)?.verdict
            #expect(verdict == .pass || verdict == .notApplicable, "refactored \(id)")
        }
        #expect(crowded.fails)
        // The article's refactor still loses Undo and Redo on narrow iPhones: errors, and only those.
        let errors = refactored.result.findings(atOrAbove: .error)
        #expect(errors.allSatisfy { $0.itemID == "accidental-overflow" }, "\(errors)")
        #expect(Set(errors.compactMap(\.commandKey)) == ["undo", "redo"], "\(errors)")
        #expect(refactored.fails)
        let placement = try #require(refactored.result.result(for: "editing-tools-placement"))
        #expect(placement.verdict == .fail)
        #expect(placement.findings.allSatisfy { $0.severity == .warning })
        #expect(!placement.findings.isEmpty)
        #expect(summary.fails)
    }

    @Test func anAuditIsStoredWithItsFindingsAndLayouts() throws {
        let seeded = try SeededRegistry()
        let summary = try seeded.registry.audit(
            scope: SeededRegistry.crowded, options: AuditOptions(revision: "abc123"))
        let history = try seeded.registry.history(SeededRegistry.crowded)
        #expect(history.count == 1)
        let entry = try #require(history.first)
        #expect(entry.revision == "abc123")
        #expect(entry.author == "tester")
        #expect(entry.checklistVersion == Checklist.version)
        #expect(entry.toolVersion == toolbarRegistryVersion)
        #expect(entry.trend == "first")
        let (stored, items) = try seeded.registry.auditResult(SeededRegistry.crowded)
        #expect(stored.id == summary.screens[0].auditID)
        #expect(items.flatMap(\.findings).sorted() == summary.screens[0].result.findings)
        #expect(items.count == Checklist.catalogue.count)
        let layouts = try seeded.registry.auditLayouts(auditID: stored.id)
        #expect(layouts.count == (try seeded.registry.scenarios().count))
        // Redrawn from what the audit kept, byte for byte the layouts it judged.
        #expect(
            try layouts.allSatisfy {
                try JSONDecoder().decode(Layout.self, from: Data($0.json.utf8)).digest(version: Layout.digestVersion)
                    == $0.digest
            })
        #expect(try seeded.registry.store.layoutCount() == 0)
    }

    @Test func aLeanRunStoresFindingsWithoutKeepingThem() throws {
        let seeded = try SeededRegistry()
        let lean = try seeded.registry.audit(scope: SeededRegistry.crowded, options: AuditOptions(keepFindings: false))
        #expect(lean.fails)
        #expect(lean.screens[0].failingItems.contains("flat-hierarchy"))
        #expect(lean.screens[0].result.items.allSatisfy { $0.findings.isEmpty })
        let full = try seeded.registry.audit(scope: SeededRegistry.crowded)
        let (_, stored) = try seeded.registry.auditResult(SeededRegistry.crowded, id: lean.screens[0].auditID)
        #expect(stored.flatMap(\.findings).sorted() == full.screens[0].result.findings)
    }

    @Test func aScreensRecordsAreKeptOncePerChange() throws {
        let seeded = try SeededRegistry()
        let registry = seeded.registry
        func kept() throws -> Int64 {
            try registry.store.connection.scalarInt("SELECT count(*) FROM audits WHERE records IS NOT NULL") ?? -1
        }
        try registry.audit(scope: SeededRegistry.crowded)
        try registry.audit(scope: SeededRegistry.crowded)
        #expect(try kept() == 1)
        #expect(try registry.history(SeededRegistry.crowded).map(\.trend) == ["first", "same"])
        try registry.updateCommand(RecordPath(app: "PhotoEditor", screen: "Crowded Editor", command: "clear")) {
            $0.title = "Clear All Layers"
        }
        try registry.audit(scope: SeededRegistry.crowded)
        #expect(try kept() == 2)
    }

    /// An audit's layouts are those it judged, whatever changed since: they are redrawn from the
    /// records and scenarios the audit kept, not from the registry as it is now.
    @Test func anAuditsLayoutsOutliveChangesToItsRecordsAndScenarios() throws {
        let seeded = try SeededRegistry()
        let registry = seeded.registry
        let first = try registry.audit(scope: SeededRegistry.crowded).screens[0].auditID
        let judged = try registry.auditLayouts(auditID: first)
        #expect(!judged.isEmpty)
        let scenarios = Dictionary(try registry.scenarios().map { ($0.name, $0) }) { first, _ in first }
        for layout in judged {
            let scenario = try #require(scenarios[layout.scenario])
            #expect(
                layout.json == (try registry.layout(SeededRegistry.crowded, in: scenario)).layout.compactJSON,
                "\(layout.scenario)")
        }
        try registry.updateCommand(RecordPath(app: "PhotoEditor", screen: "Crowded Editor", command: "clear")) {
            $0.title = "Clear All Layers In This Document"
        }
        var narrow = try #require(scenarios[judged[0].scenario])
        narrow.width -= 40
        try registry.removeScenario(narrow.name)
        try registry.addScenario(narrow)
        let second = try registry.audit(scope: SeededRegistry.crowded).screens[0].auditID
        #expect(try registry.auditLayouts(auditID: first) == judged)
        #expect(try registry.auditLayouts(auditID: second).map(\.digest) != judged.map(\.digest))
    }

    // MARK: - Diff

    @Test func aDiffShowsExactlyTheChangeBetweenTwoAudits() throws {
        let seeded = try SeededRegistry()
        let registry = seeded.registry
        try registry.audit(scope: SeededRegistry.crowded)
        try registry.updateCommand(RecordPath(app: "PhotoEditor", screen: "Crowded Editor", command: "clear")) {
            $0.needsConfirmation = false
        }
        try registry.audit(scope: SeededRegistry.crowded)
        let diff = try registry.diff(SeededRegistry.crowded)
        #expect(diff.changes.map(\.recordPath) == ["PhotoEditor/Crowded Editor/clear"])
        #expect(diff.changes.first?.action == "update")
        #expect(diff.new.map(\.itemID) == ["destructive-confirmation"])
        #expect(diff.new.first?.commandKey == "clear")
        #expect(diff.fixed.isEmpty)
        let before = try registry.auditResult(SeededRegistry.crowded, id: diff.from.id).1.flatMap(\.findings)
        #expect(diff.unchanged.map(\.matchKey) == before.map(\.matchKey).sorted())
        let again = try registry.diff(SeededRegistry.crowded, from: diff.to.id, to: diff.from.id)
        #expect(again.from.id == diff.from.id)
    }

    /// A verdict can change because the app changed (deployment target, linked SDK, targets) or
    /// the scenario presets did: the diff lists those too, and nothing of other screens.
    @Test func aDiffListsAppAndScenarioChangesButNotOtherScreens() throws {
        let seeded = try SeededRegistry()
        let registry = seeded.registry
        try registry.audit(scope: SeededRegistry.crowded)
        try registry.updateApp("PhotoEditor") { $0.deploymentTarget = .iOS27 }
        var narrow = try #require(try registry.scenarios().first)
        narrow.name = "narrow-test"
        narrow.width = 300
        try registry.addScenario(narrow)
        try registry.updateCommand(RecordPath(app: "PhotoEditor", screen: "Refactored Editor", command: "undo")) {
            $0.notes = "not this screen"
        }
        try registry.signOff(SeededRegistry.crowded, item: "manual-voiceover")
        try registry.audit(scope: SeededRegistry.crowded)
        let diff = try registry.diff(SeededRegistry.crowded)
        #expect(
            diff.changes.map { "\($0.recordKind) \($0.action) \($0.recordPath)" } == [
                "app update PhotoEditor", "scenario add scenario:narrow-test"
            ])
    }

    /// Layouts are solved once per run for screens with the same records: a copy of the editor in
    /// an app that links an older SDK (no vertical bars) must still get its own layouts.
    @Test func theSameScreenInAnAppOnAnotherSDKGetsItsOwnLayouts() throws {
        let seeded = try SeededRegistry()
        let registry = seeded.registry
        var document = try registry.exportDocument(scope: RecordPath(app: "PhotoEditor"))
        // A copy, not a rename: a new app has an id of its own.
        document.apps[0].app.name = "PhotoEditor Classic"
        document.apps[0].app.stableID = nil
        document.apps[0].app.linkedSDK = OSVersion(26, 0)
        _ = try registry.importDocument(document)
        try registry.audit()
        func vertical(_ app: String) throws -> [String] {
            let path = RecordPath(app: app, screen: "Refactored Editor")
            let id = try #require(try registry.history(path).last?.id)
            return try registry.auditLayouts(auditID: id).filter { $0.json.contains("verticalColumn") }
                .map(\.scenario)
        }
        #expect(try !vertical("PhotoEditor").isEmpty)
        #expect(try vertical("PhotoEditor Classic").isEmpty)
    }

    @Test func aDiffNeedsTwoAudits() throws {
        let seeded = try SeededRegistry()
        try seeded.registry.audit(scope: SeededRegistry.crowded)
        #expect(throws: RegistryError.self) { try seeded.registry.diff(SeededRegistry.crowded) }
    }

    // MARK: - Interrupted runs

    struct Interrupted: Error {}

    @Test func anInterruptedRunLeavesWholeAuditsOnly() throws {
        let seeded = try SeededRegistry()
        let registry = seeded.registry
        let screens = try registry.screens(app: "PhotoEditor").map { RecordPath(app: "PhotoEditor", screen: $0.name) }
        #expect(screens.count >= 2)
        let counter = Counter()
        let options = AuditOptions(onScreenStored: { _ in
            if counter.next() == 2 { throw Interrupted() }
        })
        #expect(throws: Interrupted.self) {
            try registry.audit(scope: RecordPath(app: "PhotoEditor"), options: options)
        }
        #expect(try registry.history(screens[0]).count == 1)
        #expect(try registry.history(screens[1]).isEmpty)
        let (_, items) = try registry.auditResult(screens[0])
        #expect(items.count == Checklist.catalogue.count)
        #expect(try registry.integrityProblems().isEmpty)
    }

    // MARK: - Targets

    @Test func targetsChooseTheScenarios() throws {
        let seeded = try SeededRegistry()
        let registry = seeded.registry
        #expect(try registry.targets(app: "PhotoEditor") == ScenarioTarget.allCases)
        try registry.setTargets(app: "PhotoEditor", [.iPhone])
        #expect(try registry.targets(app: "PhotoEditor") == [.iPhone])
        let scenarios = try registry.auditScenarios(app: "PhotoEditor")
        #expect(!scenarios.isEmpty)
        #expect(scenarios.allSatisfy { $0.target == .iPhone })
        let summary = try registry.audit(scope: SeededRegistry.crowded)
        let layouts = try registry.auditLayouts(auditID: summary.screens[0].auditID)
        #expect(layouts.map(\.scenario) == scenarios.map(\.name).sorted())
    }
}

/// A thread-safe counter for callbacks.
final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0

    func next() -> Int {
        lock.lock()
        defer { lock.unlock() }
        value += 1
        return value
    }
}
