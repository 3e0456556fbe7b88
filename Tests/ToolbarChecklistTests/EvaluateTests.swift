import Foundation
import Testing
import ToolbarModel

@testable import ToolbarChecklist

@Suite struct EvaluateTests {
    static let now = Date(timeIntervalSince1970: 1_800_000_000)

    /// A screen with two commands that fail `destructive-confirmation`, and search (manual-search applies).
    static let inventory = Kit.inventory(
        screen: Kit.screen { $0.search = .toolbar },
        [
            Kit.command("delete", .destructive, .overflowMenu, order: 1) { $0.role = .destructive },
            Kit.command("wipe", .destructive, .overflowMenu, order: 2) { $0.role = .destructive }
        ])

    func evaluate(
        signOffs: [SignOff] = [], suppressions: [Suppression] = [], configuration: ChecklistConfiguration = .standard
    ) -> ScreenChecklistResult {
        Checklist.evaluate(
            Checklist.Input(
                inventory: Self.inventory, signOffs: signOffs, suppressions: suppressions, configuration: configuration,
                now: Self.now))
    }

    // MARK: - Manual items

    @Test func manualItemsNeedReviewUntilSignedOff() throws {
        let unsigned = try #require(evaluate().result(for: "manual-search"))
        #expect(unsigned.verdict == .needsReview)
        #expect(unsigned.reason == "not signed off yet")

        let signOff = SignOff(itemID: "manual-search", author: "ana", date: Self.now, note: "search bar fine")
        let signed = try #require(evaluate(signOffs: [signOff]).result(for: "manual-search"))
        #expect(signed.verdict == .pass)
        #expect(signed.signOff == signOff)
    }

    @Test func aStaleSignOffNeedsReviewAgain() throws {
        let stale = SignOff(itemID: "manual-search", author: "ana", date: Self.now, stale: true)
        let result = try #require(evaluate(signOffs: [stale]).result(for: "manual-search"))
        #expect(result.verdict == .needsReview)
        #expect(result.reason?.contains("ana") == true)
    }

    @Test func theNewestSignOffCounts() throws {
        let old = SignOff(itemID: "manual-search", author: "ana", date: Self.now - 100, stale: true)
        let new = SignOff(itemID: "manual-search", author: "ben", date: Self.now, stale: false)
        let result = try #require(evaluate(signOffs: [new, old]).result(for: "manual-search"))
        #expect(result.verdict == .pass)
        #expect(result.signOff?.author == "ben")
    }

    @Test func aManualItemThatDoesNotApplySaysWhy() throws {
        let result = Checklist.evaluate(Checklist.Input(inventory: Kit.anyScreen, now: Self.now))
        let search = try #require(result.result(for: "manual-search"))
        #expect(search.verdict == .notApplicable)
        #expect(search.reason == "the screen has no search")
    }

    // MARK: - Suppressions

    @Test func anActiveSuppressionMovesFindingsAside() throws {
        let suppression = Suppression(
            itemID: "destructive-confirmation", author: "ana", reason: "undo exists", until: Self.now + 60)
        let result = try #require(evaluate(suppressions: [suppression]).result(for: "destructive-confirmation"))
        #expect(result.verdict == .pass)
        #expect(result.findings.isEmpty)
        #expect(result.suppressed.map(\.commandKey) == ["delete", "wipe"])
    }

    @Test func aCommandSuppressionCoversOnlyThatCommand() throws {
        let suppression = Suppression(
            itemID: "destructive-confirmation", commandKey: "WIPE", author: "ana", reason: "r")
        let result = try #require(evaluate(suppressions: [suppression]).result(for: "destructive-confirmation"))
        #expect(result.verdict == .fail)
        #expect(result.findings.map(\.commandKey) == ["delete"])
        #expect(result.suppressed.map(\.commandKey) == ["wipe"])
    }

    @Test(arguments: [
        Suppression(itemID: "destructive-confirmation", author: "ana", reason: "r", until: EvaluateTests.now),
        Suppression(itemID: "destructive-confirmation", author: "ana", reason: "r", stale: true)
    ])
    func expiredOrStaleSuppressionsNoLongerApply(_ suppression: Suppression) throws {
        let result = try #require(evaluate(suppressions: [suppression]).result(for: "destructive-confirmation"))
        #expect(result.verdict == .fail)
        #expect(result.findings.count == 2)
        #expect(result.suppressed.isEmpty)
    }

    // MARK: - Configuration

    @Test func aDisabledItemIsNotApplicable() throws {
        let configuration = ChecklistConfiguration(disabled: ["destructive-confirmation"])
        let result = try #require(evaluate(configuration: configuration).result(for: "destructive-confirmation"))
        #expect(result.verdict == .notApplicable)
        #expect(result.reason == "turned off in the configuration")
        #expect(result.findings.isEmpty)
    }

    @Test func aSeverityOverrideAppliesToFindings() throws {
        let configuration = ChecklistConfiguration(severity: ["destructive-confirmation": .error])
        let result = evaluate(configuration: configuration)
        let item = try #require(result.result(for: "destructive-confirmation"))
        #expect(item.severity == .error)
        #expect(item.findings.allSatisfy { $0.severity == .error })
        #expect(result.fails(at: .error))
        #expect(!evaluate().fails(at: .error))
        #expect(evaluate().fails(at: .warning))
    }

    @Test func needsReviewCountsOnlyWithRequireSignOffs() {
        let configuration = ChecklistConfiguration(disabled: ["destructive-confirmation"])
        let result = evaluate(configuration: configuration)
        #expect(!result.fails(at: .warning))
        #expect(result.fails(at: .warning, requireSignOffs: true))
        #expect(result.verdictCounts[.needsReview, default: 0] > 0)
    }
}
