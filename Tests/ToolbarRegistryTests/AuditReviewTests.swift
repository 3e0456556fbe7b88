import Foundation
import Testing
import ToolbarChecklist
import ToolbarModel
import ToolbarRegistry

@Suite struct AuditReviewTests {
    static let clear = RecordPath(app: "PhotoEditor", screen: "Crowded Editor", command: "clear")

    // MARK: - Sign-offs

    @Test func aSignOffPassesTheItemUntilTheRecordsChange() throws {
        let seeded = try SeededRegistry()
        let registry = seeded.registry
        let screen = SeededRegistry.crowded
        try registry.signOff(screen, item: "manual-voiceover", note: "checked on iOS 27 b3")
        let signed = try registry.audit(scope: screen).screens[0].result.result(for: "manual-voiceover")
        #expect(signed?.verdict == .pass)
        #expect(signed?.signOff?.author == "tester")
        #expect(signed?.signOff?.note == "checked on iOS 27 b3")

        try registry.updateCommand(Self.clear) { $0.title = "Clear All" }
        #expect(try registry.signOffs(screen).map(\.stale) == [true])
        let stale = try registry.audit(scope: screen).screens[0].result.result(for: "manual-voiceover")
        #expect(stale?.verdict == .needsReview)
        #expect(stale?.reason?.contains("changed since") == true)
    }

    @Test func signingIsLoggedWithItsAuthor() throws {
        let seeded = try SeededRegistry()
        seeded.registry.author = "ana"
        try seeded.registry.signOff(SeededRegistry.crowded, item: "manual-device-run")
        let entry = try #require(try seeded.registry.changeLog(scope: SeededRegistry.crowded).last)
        #expect(entry.author == "ana")
        #expect(entry.action == "sign")
        #expect(entry.after?.contains("manual-device-run") == true)
    }

    @Test(arguments: ["flat-hierarchy", "no-such-item"])
    func onlyManualItemsCanBeSigned(_ id: String) throws {
        let seeded = try SeededRegistry()
        #expect(throws: RegistryError.self) { try seeded.registry.signOff(SeededRegistry.crowded, item: id) }
        #expect(try seeded.registry.signOffs(SeededRegistry.crowded).isEmpty)
    }

    @Test func requireSignOffsCountsUnsignedManualItems() throws {
        let seeded = try SeededRegistry()
        let clean = RecordPath(app: "FoldableShowcase", screen: "Mail Sidebar")
        #expect(try !seeded.registry.audit(scope: clean).fails)
        let strict = try seeded.registry.audit(scope: clean, options: AuditOptions(requireSignOffs: true))
        #expect(strict.fails)
        #expect(strict.screens[0].itemsNeedingReview.contains("manual-resize-pass"))
    }

    // MARK: - Suppressions

    @Test func aSuppressionAcceptsFindingsUntilItsDate() throws {
        let seeded = try SeededRegistry()
        let registry = seeded.registry
        let screen = SeededRegistry.crowded
        try registry.suppress(
            screen, item: "destructive-in-bar", commandKey: "clear", reason: "legacy screen",
            until: parseDate("2026-12-01"))
        let during = try registry.audit(scope: screen).screens[0].result.result(for: "destructive-in-bar")
        #expect(during?.findings.isEmpty == true)
        #expect(during?.suppressed.isEmpty == false)
        #expect(during?.verdict == .pass)
        #expect(try registry.history(screen).last?.suppressed == during?.suppressed.count)

        registry.now = { "2026-12-02T00:00:00.000Z" }
        let after = try registry.audit(scope: screen).screens[0].result.result(for: "destructive-in-bar")
        #expect(after?.verdict == .fail)
        #expect(after?.suppressed.isEmpty == true)
    }

    @Test func aSuppressionEndsWhenTheRecordsChange() throws {
        let seeded = try SeededRegistry()
        let registry = seeded.registry
        let screen = SeededRegistry.crowded
        try registry.suppress(screen, item: "flat-hierarchy", reason: "being redesigned")
        #expect(try registry.audit(scope: screen).screens[0].result.result(for: "flat-hierarchy")?.verdict == .pass)
        try registry.updateCommand(Self.clear) { $0.title = "Clear All" }
        #expect(try registry.suppressions(screen).map(\.stale) == [true])
        #expect(try registry.audit(scope: screen).screens[0].result.result(for: "flat-hierarchy")?.verdict == .fail)
    }

    @Test func aSuppressionNeedsAReasonAndAKnownCommand() throws {
        let seeded = try SeededRegistry()
        let screen = SeededRegistry.crowded
        #expect(throws: RegistryError.self) {
            try seeded.registry.suppress(screen, item: "flat-hierarchy", reason: "  ")
        }
        #expect(throws: RegistryError.self) {
            try seeded.registry.suppress(screen, item: "flat-hierarchy", commandKey: "nope", reason: "x")
        }
        #expect(try seeded.registry.suppressions(screen).isEmpty)
    }

    // MARK: - Baselines

    @Test func aBaselineRoundTripsAndFiltersToNewFindings() throws {
        let seeded = try SeededRegistry()
        let registry = seeded.registry
        let first = try registry.audit(scope: SeededRegistry.crowded)
        #expect(first.fails)
        let path = seeded.directory.path("baseline.json")
        try first.baseline.write(to: path)
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(!text.contains(seeded.directory.url.path))
        let loaded = try Baseline.load(path: path)
        #expect(loaded == first.baseline)
        #expect(loaded.fileText() == text)
        #expect(loaded.entries == loaded.entries.sorted())

        let again = try registry.audit(scope: SeededRegistry.crowded, options: AuditOptions(baseline: loaded))
        #expect(!again.fails)
        #expect(again.screens[0].newFindings.isEmpty)

        try registry.updateCommand(Self.clear) { $0.needsConfirmation = false }
        let changed = try registry.audit(
            scope: SeededRegistry.crowded, options: AuditOptions(failOn: .warning, baseline: loaded))
        #expect(changed.fails)
        #expect(changed.screens[0].newFindings.map(\.itemID) == ["destructive-confirmation"])
    }

    @Test func aStrictBaselineFailsWhenABaselinedFindingIsFixed() throws {
        let seeded = try SeededRegistry()
        let registry = seeded.registry
        let fingerprint = FingerprintContext(app: "PhotoEditor", screen: "Crowded Editor")
            .fingerprint(itemID: "title-length", commandKey: "clear", scenario: nil, measured: nil)
        let extra = BaselineEntry(
            app: "photoeditor", screen: "CROWDED EDITOR", command: "clear", item: "title-length",
            scenario: nil, fingerprint: fingerprint)
        let baseline = Baseline(entries: try registry.audit(scope: SeededRegistry.crowded).baseline.entries + [extra])
        let lenient = try registry.audit(scope: SeededRegistry.crowded, options: AuditOptions(baseline: baseline))
        #expect(!lenient.fails)
        #expect(lenient.fixedBaselineEntries == [extra])
        let strict = try registry.audit(
            scope: SeededRegistry.crowded, options: AuditOptions(baseline: baseline, strictBaseline: true))
        #expect(strict.fails)
    }

    @Test func aMalformedBaselineIsRefused() throws {
        #expect(throws: RegistryError.self) { try Baseline.parse(Data("{\"version\": 2}".utf8), file: "b.json") }
        #expect(throws: RegistryError.self) { try Baseline.parse(Data("not json".utf8), file: "b.json") }
        let noFingerprint =
            #"{"findings": [{"app": "A", "screen": "S", "item": "i"}], "format": "toolbar-registry-baseline", "version": 2}"#
        #expect(throws: RegistryError.self) { try Baseline.parse(Data(noFingerprint.utf8), file: "b.json") }
    }

    @Test func aVersionOneBaselineIsRefusedWithTheRewriteCommand() throws {
        let old = #"{"findings": [], "format": "toolbar-registry-baseline", "version": 1}"#
        #expect {
            try Baseline.parse(Data(old.utf8), file: "ci/baseline.json")
        } throws: { error in
            "\(error)".contains("version 1") && "\(error)".contains("--write-baseline ci/baseline.json")
        }
    }

    @Test func aBaselineAcceptsAsManyFindingsPerFingerprintAsItHolds() throws {
        func finding(_ message: String, scenario: String? = nil) -> Finding {
            Finding(
                app: "Notes", screen: "Editor", itemID: "availability-gating", severity: .error,
                commandKey: "export", scenario: scenario, message: message)
        }
        let first = finding("ToolbarOverflowMenu needs iOS 27.0")
        let second = finding("visibilityPriority needs iOS 27.0")
        let baseline = Baseline(findings: [first])
        let match = baseline.match([first, second], app: "Notes", screen: "Editor")
        #expect(match.new.count == 1)
        #expect(match.fixed.isEmpty)
        #expect(baseline.match([first], app: "Notes", screen: "Editor").new.isEmpty)

        // Two findings with one fingerprint are one entry with a count, and read back as such.
        let both = Baseline(findings: [first, second])
        #expect(both.entries.count == 1)
        #expect(both.entries.first?.count == 2)
        #expect(both.fileText().contains("\"count\": 2"))
        let reread = try Baseline.parse(Data(both.fileText().utf8), file: "b.json")
        #expect(reread == both)
        #expect(reread.match([first, second], app: "Notes", screen: "Editor").new.isEmpty)
        // One of the two fixed: the entry's unused count is reported.
        let fixed = reread.match([first], app: "NOTES", screen: "editor").fixed
        #expect(fixed.map(\.count) == [1])
    }

    // MARK: - Configuration file

    @Test func theConfigurationFileIsFoundFromTheCurrentDirectoryUpwards() throws {
        let directory = try TemporaryDirectory()
        let nested = directory.url.appendingPathComponent("a/b/c")
        try FileManager.default.createDirectory(at: nested, withIntermediateDirectories: true)
        #expect(AuditConfigurationFile.discover(from: nested.path).map { $0.hasPrefix(directory.url.path) } != true)
        let file = directory.url.appendingPathComponent("a/.toolbar-registry.json")
        try Data(#"{"version": 1, "disabled": ["flat-hierarchy"], "failOn": "warning"}"#.utf8).write(to: file)
        let found = try #require(AuditConfigurationFile.discover(from: nested.path))
        #expect(URL(fileURLWithPath: found).standardizedFileURL == file.standardizedFileURL)
        let (configuration, path) = try AuditConfigurationFile.resolve(explicit: nil, directory: nested.path)
        #expect(path == found)
        #expect(configuration.failOn == .warning)
        #expect(configuration.isDisabled("flat-hierarchy"))

        let seeded = try SeededRegistry()
        let summary = try seeded.registry.audit(
            scope: SeededRegistry.refactored, options: AuditOptions(configuration: configuration))
        #expect(summary.threshold == .warning)
        #expect(summary.fails)
        #expect(summary.screens[0].result.result(for: "flat-hierarchy")?.verdict == .notApplicable)
    }

    @Test func aBadConfigurationFileNamesTheMistake() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path(".toolbar-registry.json")
        try Data(#"{"version": 1, "disabled": ["no-such-item"]}"#.utf8).write(to: URL(fileURLWithPath: path))
        #expect {
            try AuditConfigurationFile.load(path: path)
        } throws: { error in
            "\(error)".contains("no-such-item")
        }
    }
}
