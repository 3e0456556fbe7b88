import Foundation
import Testing

@testable import ToolbarChecklist

@Suite struct FindingTests {
    static let finding = Finding(
        app: "Photos", screen: "Editor", itemID: "accidental-overflow", severity: .error, commandKey: "share",
        scenario: "iphone-portrait", widthRange: WidthRange(320, 402), message: "Share goes to overflow")

    @Test func theMatchKeyIgnoresWordingWidthsAndCase() {
        var other = Self.finding
        other.app = "PHOTOS"
        other.screen = "editor"
        other.commandKey = "Share"
        other.message = "reworded"
        other.widthRange = WidthRange(320, 500)
        other.severity = .warning
        #expect(other.matchKey == Self.finding.matchKey)
        #expect(other.fingerprint == Self.finding.fingerprint)
    }

    @Test(arguments: [
        \Finding.itemID, \Finding.app, \Finding.screen,
    ] as [WritableKeyPath<Finding, String> & Sendable])
    func theMatchKeyChangesWithMeaning(_ field: WritableKeyPath<Finding, String> & Sendable) {
        var other = Self.finding
        other[keyPath: field] += "-x"
        #expect(other.matchKey != Self.finding.matchKey)
        #expect(other.fingerprint != Self.finding.fingerprint)
    }

    @Test func theFingerprintIsStableAcrossRuns() {
        #expect(Self.finding.fingerprint.count == 16)
        #expect(Self.finding.fingerprint == "\(Self.finding.matchKey.fingerprint)")
        // Pinned (FNV-1a 64 of the folded fields, computed independently): a change here breaks every
        // stored baseline.
        #expect(Self.finding.fingerprint == "92df6024f245b1da")
        #expect(FindingMatchKey(app: "a", screen: "b", commandKey: nil, itemID: "c", scenario: nil).fingerprint
            == FindingMatchKey(app: "A", screen: "B", commandKey: "", itemID: "c", scenario: "").fingerprint)
    }

    @Test func resultsRoundTripThroughJSON() throws {
        let result = ScreenChecklistResult(
            app: "Photos", screen: "Editor", checklistVersion: Checklist.version,
            items: [
                ItemResult(itemID: "accidental-overflow", kind: .automatic, severity: .error, verdict: .fail,
                           findings: [Self.finding]),
                ItemResult(itemID: "manual-search", kind: .manual, severity: .warning, verdict: .needsReview,
                           reason: "not signed off yet",
                           signOff: SignOff(
                               itemID: "manual-search", author: "ana", date: Date(timeIntervalSince1970: 5))),
            ])
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let data = try encoder.encode(result)
        #expect(try JSONDecoder().decode(ScreenChecklistResult.self, from: data) == result)
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.contains(#""verdict":"needsReview""#))
        #expect(text.contains(#""widthRange":{"lower":320,"upper":402}"#))
        #expect(text.contains(#""fingerprint":"92df6024f245b1da""#))
    }

    @Test func widthRangesReadAsPoints() {
        #expect(WidthRange(402, 320).description == "320–402 pt")
        #expect(WidthRange(402, 402).description == "402 pt")
    }
}
