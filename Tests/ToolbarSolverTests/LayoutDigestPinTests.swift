import Testing
import ToolbarModel

@testable import ToolbarSolver

/// Audits store format 3 and 4 digests and reports check redrawn layouts against them, so the bytes
/// the digest writer feeds may never change with how it is written. The two layouts pinned in
/// ``LayoutDigestTests`` use a few enum cases and numbers; these pin every case of every enum a
/// layout holds, numbers at each length of their encoding, and strings of every length class, as
/// one SHA-256 of their digests (formats 2 to 4), plus the digests of the generated solver cases.
@Suite struct LayoutDigestPinTests {
    /// Layouts that differ from ``LayoutDigestTests/full`` in one value each: every enum case in
    /// every place an enum is written, whole and fractional numbers around the boundaries of the
    /// variable-length encoding, and strings empty, short, non-ASCII and longer than 127 bytes.
    static let variants: [Layout] = {
        let base = LayoutDigestTests.full
        var layouts: [Layout] = [base]
        func variant(_ change: (inout Layout) -> Void) {
            var layout = base
            change(&layout)
            layouts.append(layout)
        }
        for bar in BarKind.allCases {
            variant { $0.bars = [bar] }
            variant { $0.items[0].bar = bar }
            variant { $0.overflow[0].bar = bar }
            variant { $0.space[0].bar = bar }
            variant { $0.warnings![0].bar = bar }
        }
        for region in Region.allCases {
            variant { $0.items[0].region = region }
            variant { $0.missing[0].region = region }
        }
        for reason in OverflowReason.allCases { variant { $0.overflow[0].reason = reason } }
        for reason in AbsenceReason.allCases { variant { $0.missing[0].reason = reason } }
        for state in TitleState.allCases { variant { $0.title.state = state } }
        for tag in FactTag.allCases { variant { $0.rules[0].tag = tag } }
        for kind in LayoutWarning.Kind.allCases { variant { $0.warnings![0].kind = kind } }
        let numbers: [Double] = [
            0, 1, -1, 63, 64, -64, -65, 127, 128, 8191, 8192, 1_048_576, -1_099_511_627_776, 9_007_199_254_740_992,
            -9_007_199_254_740_992, 9_007_199_254_740_994, 0.5, -0.25, 402.5, 1e300, -1e-300, .infinity, -.infinity,
            .greatestFiniteMagnitude, .leastNonzeroMagnitude
        ]
        for number in numbers {
            variant { $0.title.width = number }
            variant { $0.items[0].x = number }
            variant { $0.space[0].searchX = number }
            variant { $0.windowHeight = number }
        }
        for order in [0, 1, -1, 63, 64, 127, 128, 16383, 16384, Int.max, Int.min] {
            variant { $0.items[0].order = order }
            variant { $0.formatVersion = order }
        }
        let strings = [
            "", "a", "Löschen ✓", "\u{E000}", String(repeating: "x", count: 127), String(repeating: "y", count: 128),
            String(repeating: "é", count: 100), String(repeating: "long title ", count: 1500)
        ]
        for string in strings {
            variant { $0.scenario = string }
            variant { $0.overflow[0].title = string }
            variant { $0.rules[0].id = string }
            variant { $0.warnings![0].keys = [string, string] }
            variant { $0.observedOn = string }
        }
        variant { $0.bars = [] }
        variant { $0.items = [] }
        variant { $0.warnings = [] }
        variant { $0.warnings = nil }
        variant { $0.rightToLeft = true }
        variant { $0.rightToLeft = nil }
        variant { $0.title.x = nil }
        variant { $0.space[0].overflowButtonY = nil }
        return layouts
    }()

    /// Every variant's digests, one line each, hashed: a change to any byte of any of them fails.
    @Test func everyEnumCaseNumberAndStringLengthIsPinned() {
        let lines = Self.variants.map { "\($0.digest(version: 2)!) \($0.digest(version: 3)!)\n" }
        #expect(SHA256.hex(lines.joined()) == "c44879d276c18aecb172d9cd5c779a7f2ee8a32b5e7d341553e1ba1acbd36902")
    }

    /// The same for format 4, whose enum cases are their codes: every case of every enum, in
    /// every place, reaches the digest (each variant's digest differs from the others').
    @Test func everyEnumCaseNumberAndStringLengthIsPinnedInFormatFour() {
        let digests = Self.variants.map { $0.digest(version: 4)! }
        #expect(Set(digests).count == Set(Self.variants.map { $0.digest(version: 3)! }).count)
        let pinned = "81bd0f2bcefcc1bedab72787b1ce6a7d93d32a0da3aa9a8ac936f4bdf5d40880"
        #expect(SHA256.hex(digests.map { $0 + "\n" }.joined()) == pinned)
    }

    /// The generated solver cases' layouts (the solver's real output, every shape it makes):
    /// their format 3 and format 4 digests, hashed.
    @Test func theGeneratedLayoutsDigestsArePinned() {
        let three = Generated.solved.map { $0.layout.digest(version: 3)! + "\n" }
        #expect(SHA256.hex(three.joined()) == "8693a72db418e18aa7dc408d7a73d2a011e1c24123e531890cd8275d66457967")
        let four = Generated.solved.map { $0.layout.fieldDigest + "\n" }
        #expect(SHA256.hex(four.joined()) == "cdd706e8fde6cebf38856d7a0d1be665110a7209ec475d1eb4d3fb094f7647da")
    }

    /// Format 4 writes each case as its code: the codes of one type must differ, or two layouts
    /// that differ only in that case would feed the same bytes.
    @Test func everyCasesDigestCodeIsItsOwn() {
        func check<Value: CaseIterable & LayoutDigestCase>(_: Value.Type) {
            let codes = Value.allCases.map(\.digestCode)
            #expect(Set(codes).count == codes.count, "\(Value.self)")
        }
        check(Region.self)
        check(BarKind.self)
        check(OverflowReason.self)
        check(AbsenceReason.self)
        check(TitleState.self)
        check(FactTag.self)
        check(LayoutWarning.Kind.self)
    }

    /// The writer writes enum cases from static names, not their raw values: each must be its
    /// case's raw value.
    @Test func everyCasesDigestNameIsItsRawValue() {
        func check<Value: CaseIterable & RawRepresentable>(_ name: (Value) -> StaticString)
        where Value.RawValue == String {
            for value in Value.allCases { #expect(name(value).description == value.rawValue) }
        }
        check(\Region.digestName)
        check(\BarKind.digestName)
        check(\OverflowReason.digestName)
        check(\AbsenceReason.digestName)
        check(\TitleState.digestName)
        check(\FactTag.digestName)
        check(\LayoutWarning.Kind.digestName)
    }
}
