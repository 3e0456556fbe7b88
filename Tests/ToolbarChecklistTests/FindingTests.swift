import Foundation
import Testing
import ToolbarModel

@testable import ToolbarChecklist

@Suite struct FindingTests {
    static let finding = Finding(
        app: "Photos", screen: "Editor", itemID: "accidental-overflow", severity: .error, commandKey: "share",
        scenario: "iphone-portrait", widthRange: WidthRange(320, 402), message: "Share goes to overflow")

    static let ids = FingerprintContext(app: "Photos", screen: "Editor")

    static func fingerprint(
        item: String = "accidental-overflow", command: String? = "share", group: String? = nil,
        scenario: String? = "iphone-portrait", measured: String? = "widths <375..375-440",
        context: FingerprintContext = ids
    ) -> String {
        context.fingerprint(itemID: item, commandKey: command, group: group, scenario: scenario, measured: measured)
    }

    @Test func theFingerprintIgnoresWordingSeverityExactWidthsAndCase() {
        let other = Finding(
            app: "PHOTOS", screen: "editor", itemID: "accidental-overflow", severity: .warning, commandKey: "Share",
            scenario: "iphone-portrait", widthRange: WidthRange(330, 420), message: "reworded")
        #expect(other.matchKey == Self.finding.matchKey)
        #expect(other.fingerprint == Self.finding.fingerprint)
        #expect(Self.finding.fingerprint == Self.fingerprint())
    }

    @Test func theFingerprintChangesWithItemRecordMeasurementAndScenarioFamily() {
        let base = Self.fingerprint()
        #expect(Self.fingerprint(item: "flat-hierarchy") != base)
        #expect(Self.fingerprint(command: "crop") != base)
        #expect(Self.fingerprint(command: nil) != base)
        #expect(Self.fingerprint(command: nil, group: "share") != Self.fingerprint(command: nil))
        #expect(Self.fingerprint(measured: "widths <375") != base)
        #expect(Self.fingerprint(scenario: "iphone-landscape") != base)
        #expect(Self.fingerprint(context: FingerprintContext(app: "Photos", screen: "Viewer")) != base)
        #expect(Self.fingerprint(context: FingerprintContext(app: "Notes", screen: "Editor")) != base)
    }

    @Test func scenariosOfOneFamilyShareFingerprintsAndStableIDsFollowRenames() {
        let portrait = Scenario(name: "iphone-17-portrait", width: 402, height: 874)
        let small = Scenario(name: "iphone-se-portrait", width: 320, height: 568)
        let landscape = Scenario(name: "iphone-17-landscape", width: 874, height: 402, verticalSizeClass: .compact)
        #expect(portrait.family == small.family)
        #expect(portrait.family != landscape.family)
        let context = FingerprintContext(app: "Photos", screen: "Editor", scenarios: [portrait, small, landscape])
        #expect(
            Self.fingerprint(scenario: portrait.name, context: context)
                == Self.fingerprint(scenario: small.name, context: context))
        #expect(
            Self.fingerprint(scenario: portrait.name, context: context)
                != Self.fingerprint(scenario: landscape.name, context: context))

        // A command renamed from share to send keeps the id it was given as share.
        var renamed = Self.ids
        renamed.commandIDs["send"] = StableID.derived(.command, name: "share")
        #expect(Self.fingerprint(command: "send", context: renamed) == Self.fingerprint())
    }

    @Test func theFingerprintIsStableAcrossRuns() {
        #expect(Self.finding.fingerprint.count == 16)
        // Pinned (FNV-1a 64 of the fields, computed independently): a change here breaks every stored baseline, so it
        // comes with a new FindingFingerprint.version.
        #expect(Self.finding.fingerprint == "82c309faf4346615")
        #expect(StableID.derived(.command, name: "Share") == StableID.derived(.command, name: "share"))
        #expect(StableID.derived(.command, name: "share") != StableID.derived(.group, name: "share"))
        #expect(StableID.derived(.command, name: "share", attempt: 1) != StableID.derived(.command, name: "share"))
    }

    /// The fingerprint is FNV-1a 64 of the fields joined by 0x1F, as 16 hex digits with leading
    /// zeros (here computed from the joined text, as fingerprints were first made).
    @Test func theFingerprintIsTheHashOfTheJoinedFields() {
        func reference(_ fields: [String]) -> String {
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            for byte in fields.joined(separator: "\u{1F}").utf8 {
                hash ^= UInt64(byte)
                hash = hash &* 0x0000_0100_0000_01b3
            }
            let hex = String(hash, radix: 16)
            return String(repeating: "0", count: 16 - hex.count) + hex
        }
        var leadingZero = false
        for index in 0..<400 {
            let records: [(FindingRecord, String)] = [
                (.screen, "screen"), (.group("g\(index)"), "group:g\(index)"),
                (.command("c-\(index)-ü"), "command:c-\(index)-ü")
            ]
            for (record, text) in records {
                for measured in [nil, "widths <375", "\(index)"] {
                    let fingerprint = FindingFingerprint.make(
                        itemID: "item-\(index % 7)", appID: "app", screenID: "s\(index)", record: record,
                        measured: measured, scenarioFamily: index % 3 == 0 ? nil : "iphone")
                    let expected = reference([
                        "2", "item-\(index % 7)", "app", "s\(index)", text, measured ?? "",
                        index % 3 == 0 ? "" : "iphone"
                    ])
                    #expect(fingerprint == expected)
                    leadingZero = leadingZero || fingerprint.hasPrefix("0")
                }
            }
        }
        #expect(leadingZero, "some fingerprint starts with a zero digit")
    }

    @Test(arguments: [
        (WidthRange(320, 320), "widths <375"),
        (WidthRange(402, 402), "widths 375-440"),
        (WidthRange(320, 375), "widths <375"),
        (WidthRange(320, 384), "widths <375..375-440"),
        (WidthRange(320, 1400), "widths <375..1024+"),
        (WidthRange(768, 1023), "widths 768-1023")
    ])
    func widthRangesAreMeasuredByBands(_ range: WidthRange, _ bands: String) {
        #expect(FindingFingerprint.widthBands(range) == bands)
    }

    @Test func resultsRoundTripThroughJSON() throws {
        let result = ScreenChecklistResult(
            app: "Photos", screen: "Editor", checklistVersion: Checklist.version,
            items: [
                ItemResult(
                    itemID: "accidental-overflow", kind: .automatic, severity: .error, verdict: .fail,
                    findings: [Self.finding]),
                ItemResult(
                    itemID: "manual-search", kind: .manual, severity: .warning, verdict: .needsReview,
                    reason: "not signed off yet",
                    signOff: SignOff(
                        itemID: "manual-search", author: "ana", date: Date(timeIntervalSince1970: 5)))
            ])
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let data = try encoder.encode(result)
        #expect(try JSONDecoder().decode(ScreenChecklistResult.self, from: data) == result)
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.contains(#""verdict":"needsReview""#))
        #expect(text.contains(#""widthRange":{"lower":320,"upper":402}"#))
        #expect(text.contains(#""fingerprint":"\#(Self.finding.fingerprint)""#))
        #expect(text.contains(#""measured":"widths <375..375-440""#))
    }

    @Test func widthRangesReadAsPoints() {
        #expect(WidthRange(402, 320).description == "320–402 pt")
        #expect(WidthRange(402, 402).description == "402 pt")
    }
}

/// Findings are paired by fingerprint and counted: one more of an accepted kind is new.
@Suite struct FindingComparisonTests {
    static func finding(_ message: String, command: String = "export", scenario: String? = nil, measured: String? = nil)
        -> Finding
    {
        Finding(
            app: "Notes", screen: "Editor", itemID: "availability-gating", severity: .error, commandKey: command,
            scenario: scenario, message: message, measured: measured)
    }

    @Test func aSecondFindingWithTheSameFingerprintIsNew() {
        // Without a measured value both findings share one fingerprint: the count still tells.
        let first = Self.finding("ToolbarOverflowMenu needs iOS 27.0")
        let second = Self.finding("visibilityPriority needs iOS 27.0")
        #expect(first.fingerprint == second.fingerprint)
        let comparison = FindingComparison(before: [first], after: [first, second])
        #expect(comparison.new == [second])
        #expect(comparison.unchanged == [first])
        #expect(comparison.fixed.isEmpty)
    }

    @Test func rewordedFindingsAreUnchangedAndGoneOnesFixed() {
        let before = [Self.finding("old wording"), Self.finding("share", command: "share")]
        let after = [Self.finding("new wording")]
        let comparison = FindingComparison(before: before, after: after)
        #expect(comparison.new.isEmpty)
        #expect(comparison.unchanged == after)
        #expect(comparison.fixed == [before[1]])
    }

    @Test func exactOccurrencesPairFirst() {
        let a = Self.finding("A", scenario: "s1")
        let b = Self.finding("B", scenario: "s2")
        let c = Self.finding("C", scenario: "s3")
        // One family per scenario name here (no scenarios known): a, b and c differ.
        #expect(Set([a, b, c].map(\.fingerprint)).count == 3)
        let family = FingerprintContext(
            app: "Notes", screen: "Editor",
            scenarios: ["s1", "s2", "s3"].map { Scenario(name: $0, width: 402, height: 874) })
        func inFamily(_ finding: Finding) -> Finding {
            var finding = finding
            finding.fingerprint = family.fingerprint(
                itemID: finding.itemID, commandKey: finding.commandKey, scenario: finding.scenario, measured: nil)
            return finding
        }
        let comparison = FindingComparison(before: [inFamily(b), inFamily(c)], after: [inFamily(a), inFamily(b)])
        #expect(comparison.unchanged == [inFamily(a), inFamily(b)])
        #expect(comparison.new.isEmpty)
        #expect(comparison.fixed.isEmpty)
        let grown = FindingComparison(before: [inFamily(b)], after: [inFamily(a), inFamily(b)])
        #expect(grown.unchanged == [inFamily(b)])
        #expect(grown.new == [inFamily(a)])
    }
}
