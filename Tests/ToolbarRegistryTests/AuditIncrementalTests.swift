import Foundation
import Testing
import ToolbarChecklist
import ToolbarModel
import ToolbarRegistry
import ToolbarStorage

/// Incremental audits: a screen is judged again only when something its audit judged changed;
/// the others keep their last audit, which still counts.
@Suite struct AuditIncrementalTests {
    static let incremental = AuditOptions(incremental: true)

    /// Every seeded screen, by path.
    static func screenPaths(_ registry: Registry) throws -> [String] {
        try registry.audit(options: AuditOptions(keepFindings: false, incremental: true)).screens
            .map { "\($0.app)/\($0.screen)" }
    }

    @Test func aSecondRunWithNothingChangedJudgesNothingAndKeepsTheResults() throws {
        let seeded = try SeededRegistry()
        let first = try seeded.registry.audit(options: Self.incremental)
        #expect(first.unchangedCount == 0)
        let second = try seeded.registry.audit(options: Self.incremental)
        #expect(second.auditedCount == 0)
        #expect(second.unchangedCount == first.screens.count)
        #expect(second.fails == first.fails)
        for (before, after) in zip(first.screens, second.screens) {
            #expect(after.unchanged)
            #expect(after.auditID == before.auditID)
            #expect(after.fails == before.fails)
            #expect(after.result.items.map(\.itemID) == before.result.items.map(\.itemID))
            #expect(after.result.items.map(\.verdict) == before.result.items.map(\.verdict))
            #expect(after.result.findings == before.result.findings)
            #expect(after.newFindings == before.newFindings)
        }
        // Nothing new was stored.
        #expect(try seeded.registry.history(SeededRegistry.crowded).count == 1)
        // `--all` (not incremental) judges and stores every screen again.
        let all = try seeded.registry.audit()
        #expect(all.unchangedCount == 0)
        #expect(try seeded.registry.history(SeededRegistry.crowded).count == 2)
    }

    /// What makes a screen be judged again, and which screens it reaches.
    enum Change: String, CaseIterable, CustomStringConvertible {
        case command, screenRecord, appSDK, targets, preset, configuration, signOff, suppression, metricPin

        var description: String { rawValue }
    }

    @Test(arguments: Change.allCases)
    func eachChangeReauditsTheScreensItReachesAndNoOthers(_ change: Change) throws {
        let seeded = try SeededRegistry()
        let registry = seeded.registry
        var options = Self.incremental
        let all = try Self.screenPaths(registry)
        let crowded = SeededRegistry.crowded.description
        let photoEditor = all.filter { $0.hasPrefix("PhotoEditor/") }
        let expected: Set<String>
        switch change {
        case .command:
            try registry.updateCommand(RecordPath(app: "PhotoEditor", screen: "Crowded Editor", command: "clear")) {
                $0.needsConfirmation = false
            }
            expected = [crowded]
        case .screenRecord:
            try registry.updateScreen(SeededRegistry.crowded) { $0.notes = "a note is a record change" }
            expected = [crowded]
        case .appSDK:
            try registry.updateApp("PhotoEditor") { $0.linkedSDK = OSVersion(27, 0) }
            expected = Set(photoEditor)
        case .targets:
            try registry.setTargets(app: "PhotoEditor", [.iPhone])
            expected = Set(photoEditor)
        case .preset:
            // A preset every app meets: every screen.
            var preset = try registry.scenario("iphone-17-portrait")
            try registry.removeScenario(preset.name)
            preset.width -= 10
            try registry.addScenario(preset)
            expected = Set(all)
        case .configuration:
            options.configuration = ChecklistConfiguration(disabled: ["title-length"])
            expected = Set(all)
        case .metricPin:
            options.configuration.metrics = try ChecklistConfiguration.parse(
                Data(#"{"version": 1, "metrics": {"capsulePadding": 6}}"#.utf8)
            ).metrics
            expected = Set(all)
        case .signOff:
            try registry.signOff(SeededRegistry.crowded, item: "manual-voiceover")
            expected = [crowded]
        case .suppression:
            try registry.suppress(SeededRegistry.crowded, item: "flat-hierarchy", reason: "accepted for now")
            expected = [crowded]
        }
        let summary = try registry.audit(options: options)
        let audited = Set(summary.screens.filter { !$0.unchanged }.map { "\($0.app)/\($0.screen)" })
        #expect(audited == expected)
        #expect(summary.auditedCount + summary.unchangedCount == all.count)
        // And once judged, the next run leaves them alone.
        #expect(try registry.audit(options: options).auditedCount == 0)
    }

    @Test func aFailOnChangeJudgesNothingAgainButAppliesTheNewThreshold() throws {
        let seeded = try SeededRegistry()
        let first = try seeded.registry.audit(options: Self.incremental)
        #expect(first.fails)
        let strictest = try seeded.registry.audit(options: AuditOptions(failOn: .info, incremental: true))
        #expect(strictest.auditedCount == 0)
        #expect(strictest.screens.filter(\.fails).count >= first.screens.filter(\.fails).count)
    }

    /// Baselines judge unchanged screens' stored findings as they judge new ones: an accepted
    /// finding stays accepted, and a strict baseline still sees fixed entries.
    @Test func baselinesCountTheFindingsOfUnchangedScreens() throws {
        let seeded = try SeededRegistry()
        let registry = seeded.registry
        let first = try registry.audit(options: Self.incremental)
        let baseline = first.baseline
        var withBaseline = Self.incremental
        withBaseline.baseline = baseline
        let accepted = try registry.audit(options: withBaseline)
        #expect(accepted.auditedCount == 0)
        #expect(!accepted.fails)
        #expect(accepted.screens.allSatisfy { $0.newFindings.isEmpty })
        #expect(accepted.baseline.fileText() == baseline.fileText())
        // Without the baseline the same unchanged screens fail again.
        #expect(try registry.audit(options: Self.incremental).fails)
    }

    /// The stored result of an incremental run is the one a full run stores: the same findings
    /// and the same layout digests for every screen, on a registry where some screens, one app's
    /// SDK and one preset changed since the last audit.
    @Test func anIncrementalRunStoresWhatAFullRunStores() throws {
        let seeded = try SeededRegistry(audited: true)
        let registry = seeded.registry
        try registry.updateCommand(RecordPath(app: "PhotoEditor", screen: "Crowded Editor", command: "clear")) {
            $0.needsConfirmation = false
        }
        try registry.updateScreen(RecordPath(app: "FoldableShowcase", screen: "Inbox")) { $0.notes = "changed" }
        try registry.updateApp("PhotoEditor") { $0.linkedSDK = OSVersion(27, 0) }
        var preset = try registry.scenario("foldable-outer-portrait")
        try registry.removeScenario(preset.name)
        preset.width += 12
        try registry.addScenario(preset)

        let incremental = try registry.audit(options: Self.incremental)
        #expect(incremental.auditedCount > 0)
        let full = try registry.audit()
        #expect(full.unchangedCount == 0)
        #expect(incremental.screens.count == full.screens.count)
        #expect(incremental.fails == full.fails)
        for (kept, judged) in zip(incremental.screens, full.screens) {
            #expect(kept.screen == judged.screen)
            #expect(kept.result.findings == judged.result.findings, "\(kept.app)/\(kept.screen)")
            #expect(kept.result.items.map(\.verdict) == judged.result.items.map(\.verdict))
            #expect(kept.fails == judged.fails)
            let path = RecordPath(app: kept.app, screen: kept.screen)
            let (_, keptItems) = try registry.auditResult(path, id: kept.auditID)
            let (_, judgedItems) = try registry.auditResult(path, id: judged.auditID)
            #expect(keptItems == judgedItems, "\(path)")
            let keptLayouts = try registry.auditLayouts(auditID: kept.auditID).map { [$0.scenario, $0.digest] }
            let judgedLayouts = try registry.auditLayouts(auditID: judged.auditID).map { [$0.scenario, $0.digest] }
            #expect(keptLayouts == judgedLayouts, "\(path)")
        }
    }

    /// Without reading findings back, an unchanged screen is judged from its stored outcome: the
    /// same counts, failing items, items needing review and verdict at every threshold.
    @Test(arguments: [Severity.error, .warning, .info], [false, true])
    func theStoredOutcomeJudgesAsTheFindingsDo(_ threshold: Severity, _ requireSignOffs: Bool) throws {
        let seeded = try SeededRegistry(audited: true)
        var options = AuditOptions(failOn: threshold, requireSignOffs: requireSignOffs, incremental: true)
        let read = try seeded.registry.audit(options: options)
        options.readUnchangedFindings = false
        let outcome = try seeded.registry.audit(options: options)
        #expect(outcome.fails == read.fails)
        for (fast, full) in zip(outcome.screens, read.screens) {
            #expect(fast.unchanged && full.unchanged)
            #expect(fast.result.items.isEmpty)
            #expect(fast.fails == full.fails, "\(full.app)/\(full.screen)")
            #expect(Verdict.allCases.map(fast.count) == Verdict.allCases.map(full.count))
            #expect(fast.failingItems == full.failingItems)
            #expect(fast.itemsNeedingReview == full.itemsNeedingReview)
        }
    }

    /// A suppression that ends between two runs changes the result without a logged change: the
    /// screen is judged again.
    @Test func aSuppressionThatEndsReauditsItsScreen() throws {
        let seeded = try SeededRegistry()
        let registry = seeded.registry
        let until = try #require(Timestamp.parse("2026-12-01T00:00:00.000Z"))
        try registry.suppress(
            SeededRegistry.crowded, item: "flat-hierarchy", reason: "until the redesign", until: until)
        let first = try registry.audit(scope: SeededRegistry.crowded, options: Self.incremental)
        #expect(first.screens[0].result.result(for: "flat-hierarchy")?.findings.isEmpty == true)
        #expect(try registry.audit(scope: SeededRegistry.crowded, options: Self.incremental).auditedCount == 0)
        registry.now = { "2026-12-02T12:00:00.000Z" }
        let later = try registry.audit(scope: SeededRegistry.crowded, options: Self.incremental)
        #expect(later.auditedCount == 1)
        #expect(later.screens[0].result.result(for: "flat-hierarchy")?.findings.isEmpty == false)
    }
}
