import Foundation
import Testing
import ToolbarModel

@testable import ToolbarSolver

/// Audits record each judged layout's digest and reports check a redrawn layout against it
/// (docs/audits.md). Versions 2 (SHA-256) and 3 (SipHash-2-4-128) hash the fields directly:
/// every field of every layout type must reach them, and versions 1 (SHA-256 of the compact
/// JSON) and 2 must stay what audits before migration 0012 and before format 3 recorded.
@Suite struct LayoutDigestTests {
    /// A layout with every optional set and one element in every array.
    static let full: Layout = {
        var layout = Layout(
            scenario: "iphone-17-portrait", screen: "Editor", bars: [.navigationBar, .bottomBar],
            items: [
                PlacedItem(
                    key: "undo", region: .leading, bar: .navigationBar, order: 1, x: 16, width: 44, y: 2, height: 44)
            ],
            overflow: [
                OverflowEntry(
                    key: "share", title: "Share", reason: .lackOfRoom, bar: .navigationBar, isDivider: false,
                    isBlank: false)
            ],
            missing: [MissingItem(key: "print", region: .hidden, reason: .sizeClassCondition)],
            title: TitleFate(state: .truncated, width: 80, neededWidth: 120, x: 150),
            space: [
                BarSpace(
                    bar: .navigationBar, available: 360, used: 300, hasBackButton: true, hasOverflowButton: true,
                    searchWidth: 0, x: 8, backButtonX: 10, overflowButtonX: 330, searchX: 200)
            ],
            clipped: [ClippedView(key: "status", width: 120, availableWidth: 84)],
            rules: [FiredRule(id: "overflow-tie-trailing-first", tag: .D)], windowWidth: 402, windowHeight: 874,
            warnings: [LayoutWarning(kind: .overfull, bar: .bottomBar, keys: ["a", "b"], message: "Over-full")],
            rightToLeft: false)
        layout.space[0].overflowButtonY = 600
        layout.observedOn = "iPhone 17 (observation 1)"
        return layout
    }()

    /// One change per stored field, named `Type.field`.
    static let changes: [String: @Sendable (inout Layout) -> Void] = [
        "Layout.formatVersion": { $0.formatVersion += 1 },
        "Layout.scenario": { $0.scenario += "x" },
        "Layout.screen": { $0.screen += "x" },
        "Layout.bars": { $0.bars.append(.keyboardBar) },
        "Layout.items": { $0.items.append($0.items[0]) },
        "Layout.overflow": { $0.overflow.removeAll() },
        "Layout.missing": { $0.missing.removeAll() },
        "Layout.title": { $0.title = TitleFate(state: .shown, width: 0, neededWidth: 0) },
        "Layout.space": { $0.space.removeAll() },
        "Layout.clipped": { $0.clipped.removeAll() },
        "Layout.rules": { $0.rules.removeAll() },
        "Layout.windowWidth": { $0.windowWidth = nil },
        "Layout.windowHeight": { $0.windowHeight! += 1 },
        "Layout.warnings": { $0.warnings = nil },
        "Layout.rightToLeft": { $0.rightToLeft = true },
        "Layout.observedOn": { $0.observedOn = nil },
        "PlacedItem.key": { $0.items[0].key += "x" },
        "PlacedItem.region": { $0.items[0].region = .trailing },
        "PlacedItem.bar": { $0.items[0].bar = .bottomBar },
        "PlacedItem.order": { $0.items[0].order += 1 },
        "PlacedItem.x": { $0.items[0].x = nil },
        "PlacedItem.width": { $0.items[0].width! += 0.5 },
        "PlacedItem.y": { $0.items[0].y = nil },
        "PlacedItem.height": { $0.items[0].height = nil },
        "OverflowEntry.key": { $0.overflow[0].key += "x" },
        "OverflowEntry.title": { $0.overflow[0].title += "x" },
        "OverflowEntry.reason": { $0.overflow[0].reason = .deliberate },
        "OverflowEntry.bar": { $0.overflow[0].bar = .bottomBar },
        "OverflowEntry.isDivider": { $0.overflow[0].isDivider = true },
        "OverflowEntry.isBlank": { $0.overflow[0].isBlank = true },
        "MissingItem.key": { $0.missing[0].key += "x" },
        "MissingItem.region": { $0.missing[0].region = .absent },
        "MissingItem.reason": { $0.missing[0].reason = .notSeen },
        "TitleFate.state": { $0.title.state = .hidden },
        "TitleFate.width": { $0.title.width += 1 },
        "TitleFate.neededWidth": { $0.title.neededWidth += 1 },
        "TitleFate.x": { $0.title.x = nil },
        "BarSpace.bar": { $0.space[0].bar = .bottomBar },
        "BarSpace.available": { $0.space[0].available += 1 },
        "BarSpace.used": { $0.space[0].used += 1 },
        "BarSpace.hasBackButton": { $0.space[0].hasBackButton = false },
        "BarSpace.hasOverflowButton": { $0.space[0].hasOverflowButton = false },
        "BarSpace.searchWidth": { $0.space[0].searchWidth = 40 },
        "BarSpace.x": { $0.space[0].x = nil },
        "BarSpace.backButtonX": { $0.space[0].backButtonX = nil },
        "BarSpace.overflowButtonX": { $0.space[0].overflowButtonX = nil },
        "BarSpace.searchX": { $0.space[0].searchX = nil },
        "BarSpace.overflowButtonY": { $0.space[0].overflowButtonY = nil },
        "ClippedView.key": { $0.clipped[0].key += "x" },
        "ClippedView.width": { $0.clipped[0].width += 1 },
        "ClippedView.availableWidth": { $0.clipped[0].availableWidth += 1 },
        "FiredRule.id": { $0.rules[0].id += "x" },
        "FiredRule.tag": { $0.rules[0].tag = .E },
        "LayoutWarning.kind": { $0.warnings![0].kind = .sheetLaidOutAsFullScreen },
        "LayoutWarning.bar": { $0.warnings![0].bar = nil },
        "LayoutWarning.keys": { $0.warnings![0].keys.removeLast() },
        "LayoutWarning.message": { $0.warnings![0].message += "x" }
    ]

    /// The stored fields of every layout type, read by reflection: a field added to a type
    /// without a change above (and, so, possibly without a place in the digest) fails here.
    @Test func everyFieldOfEveryLayoutTypeIsChangedAbove() {
        let layout = Self.full
        let values: [Any] = [
            layout, layout.items[0], layout.overflow[0], layout.missing[0], layout.title, layout.space[0],
            layout.clipped[0], layout.rules[0], layout.warnings![0]
        ]
        var fields: Set<String> = []
        for value in values {
            let type = String(describing: Swift.type(of: value))
            for child in Mirror(reflecting: value).children {
                fields.insert("\(type).\(child.label ?? "?")")
            }
        }
        #expect(fields == Set(Self.changes.keys))
    }

    @Test(arguments: [2, 3, 4])
    func everyFieldChangesTheDigest(version: Int) {
        let digest = Self.full.digest(version: version)
        #expect(digest != nil)
        for (field, change) in Self.changes.sorted(by: { $0.key < $1.key }) {
            var changed = Self.full
            change(&changed)
            #expect(changed != Self.full, "\(field)")
            #expect(changed.digest(version: version) != digest, "\(field)")
        }
    }

    /// Moving a value from one field to the next must not give the same bytes.
    @Test func neighbouringFieldsDoNotRunTogether() {
        var a = Self.full
        var b = Self.full
        a.scenario = "ab"
        a.screen = "c"
        b.scenario = "a"
        b.screen = "bc"
        #expect(a.fieldDigest != b.fieldDigest)
        a = Self.full
        b = Self.full
        a.windowWidth = nil
        a.windowHeight = 402
        b.windowWidth = 402
        b.windowHeight = nil
        #expect(a.fieldDigest != b.fieldDigest)
    }

    /// Whole numbers are written short and others as their bits: neither may meet the other.
    @Test(arguments: [
        (0.5, 0.0), (1, 1.000_000_1), (-3, 3), (9_007_199_254_740_992, 9_007_199_254_740_994), (1e300, .infinity)
    ])
    func numbersThatDifferDigestDifferently(_ first: Double, _ second: Double) {
        var a = Self.full
        var b = Self.full
        a.title.width = first
        b.title.width = second
        #expect(a.fieldDigest != b.fieldDigest)
    }

    @Test func minusZeroIsZero() {
        var a = Self.full
        var b = Self.full
        a.title.width = 0
        b.title.width = -0.0
        #expect(a.fieldDigest == b.fieldDigest)
    }

    @Test func solvedLayoutsDigestTheSameAfterAJSONRoundTripAndDifferWhenTheyDiffer() throws {
        var byDigest: [String: Layout] = [:]
        for ((inventory, scenario), solved) in zip(Generated.cases, Generated.solved) {
            let layout = solved.layout
            let decoded = try JSONDecoder().decode(Layout.self, from: Data(layout.compactJSON.utf8))
            #expect(decoded.fieldDigest == layout.fieldDigest)
            #expect(ToolbarSolver.solve(inventory, in: scenario).fieldDigest == layout.fieldDigest)
            if let earlier = byDigest[layout.fieldDigest] { #expect(earlier == layout) }
            byDigest[layout.fieldDigest] = layout
        }
        #expect(byDigest.count > 1)
    }

    /// Version 1 is what audits recorded before migration 0012, and reports still check those
    /// audits' layouts with it; new audits record version 4, the field digest with case codes.
    @Test func versionOneIsTheSHA256OfTheCompactJSON() {
        let layout = Self.full
        #expect(layout.digest(version: 1) == SHA256.hex(layout.compactJSON))
        #expect(layout.digest(version: 4) == layout.fieldDigest)
        #expect(layout.digest() == layout.fieldDigest)
        #expect(layout.digest(version: 0) == nil)
        #expect(layout.digest(version: 5) == nil)
        #expect(Layout.digestVersion == 4)
        #expect(Layout.digestVersions == 1...4)
    }

    /// Not a hash: the hex of every byte fed.
    struct Recorded: LayoutDigestHash {
        var bytes: [UInt8] = []
        mutating func update(_ bytes: UnsafeRawBufferPointer) { self.bytes += bytes }
        mutating func finalizeHex() -> String { bytes.map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined() }
    }

    /// Versions 2 and 3 hash the same field bytes after their own heading: SHA-256 for 2 and
    /// SipHash-2-4-128 keyed by the UTF-8 of "toolbar-layout/3" for 3 (checked here with the
    /// hashes alone, on the bytes the writer fed), 64 and 32 lower-case hex digits.
    @Test(arguments: [false, true])
    func versionsTwoAndThreeHashTheSameFieldBytes(long: Bool) {
        let layout = long ? Self.long : Self.full
        let hex = Array(layout.fieldDigest(heading: "", hash: Recorded()).utf8)
        let fields = stride(from: 0, to: hex.count, by: 2).map {
            UInt8(String(decoding: hex[$0..<$0 + 2], as: UTF8.self), radix: 16)!
        }
        #expect(fields.count > (long ? 3 * LayoutDigestWriter<Recorded>.bufferSize : 100))
        let two = Array("toolbar-layout/2\n".utf8) + fields
        #expect(layout.digest(version: 2) == SHA256.hex(bytes: two))
        var sip = SipHash128(key: SipHash128.key(Array("toolbar-layout/3".utf8)))
        sip.update(Array("toolbar-layout/3\n".utf8) + fields)
        let three = sip.finalizeHex()
        #expect(layout.digest(version: 3) == three)
        #expect(three.count == 32 && three.allSatisfy { "0123456789abcdef".contains($0) })
    }

    /// Version 4 hashes the same fields with every enum case as its one-byte code in place of
    /// its name's length and bytes, after its own heading, with SipHash-2-4-128 keyed by the
    /// UTF-8 of "toolbar-layout/4": the fed bytes are the format 3 bytes with each name swapped
    /// for its code, so fewer.
    @Test(arguments: [false, true])
    func versionFourHashesTheFieldsWithCaseCodes(long: Bool) {
        let layout = long ? Self.long : Self.full
        func fed(caseCodes: Bool) -> [UInt8] {
            let hex = Array(layout.fieldDigest(heading: "", hash: Recorded(), caseCodes: caseCodes).utf8)
            return stride(from: 0, to: hex.count, by: 2).map {
                UInt8(String(decoding: hex[$0..<$0 + 2], as: UTF8.self), radix: 16)!
            }
        }
        let names = fed(caseCodes: false)
        let codes = fed(caseCodes: true)
        #expect(codes.count < names.count * 4 / 5)
        var sip = SipHash128(key: SipHash128.key(Array("toolbar-layout/4".utf8)))
        sip.update(Array("toolbar-layout/4\n".utf8) + codes)
        #expect(layout.digest(version: 4) == sip.finalizeHex())
    }

    /// Pinned: the digest of a fixed layout may only change with `Layout.digestVersion`, and
    /// audits that recorded versions 2, 3 and 4 must go on matching.
    @Test func versionsTwoToFourArePinned() {
        #expect(Self.full.digest(version: 2) == "dcfa68d459949bd1780bf4e9e9b8fc0088792f3da00573a8ff1b0e6a6875c3d4")
        #expect(Self.full.digest(version: 3) == "3898dd93fa9ae8ef10e6e8278a095bba")
        #expect(Self.full.digest(version: 4) == "49c2b9fa936c1115e9c8a9f5429e536f")
    }

    /// A layout whose bytes are several times the writer's buffer (hashed whenever it fills),
    /// with strings that straddle its end and one longer than the buffer.
    static let long: Layout = {
        var layout = Self.full
        layout.items = (0..<400).map { index in
            PlacedItem(
                key: "command-\(index)", region: .trailing, bar: .bottomBar, order: index, x: Double(index) * 0.5,
                width: 44, y: nil, height: nil)
        }
        layout.overflow[0].title = String(repeating: "Long title ", count: 700)
        return layout
    }()

    /// Pinned too for a layout longer than the writer's buffer.
    @Test func versionsTwoToFourArePinnedForALayoutLongerThanTheWritersBuffer() {
        #expect(Self.long.digest(version: 2) == "28d2b950881edf1b0677c4cf073b4a1b3cba9382cc975f34c71da46ce666a10c")
        #expect(Self.long.digest(version: 3) == "2a197b49fc1921534e2b60ffc8ba1001")
        #expect(Self.long.digest(version: 4) == "37ea583317695eab77178f7548fa1d22")
    }
}
