import Testing
import ToolbarModel

@testable import ToolbarSolver

/// The digest writer copies strings of up to 32 bytes with overlapping word loads and stores
/// instead of `memmove`: every length must give exactly the string's bytes, in place, with the
/// bytes around them untouched.
@Suite struct LayoutDigestCopyTests {
    @Test func everyShortLengthCopiesExactlyItsBytes() {
        let source: [UInt8] = (0..<40).map { UInt8(1 + $0 * 3) }
        for size in 1...32 {
            var target = [UInt8](repeating: 0xaa, count: 48)
            source.withUnsafeBytes { from in
                target.withUnsafeMutableBytes { to in
                    LayoutDigestWriter<SipHash128>.copyShort(from: from.baseAddress! + 1, to: to.baseAddress! + 5, size)
                }
            }
            #expect(Array(target[5..<5 + size]) == Array(source[1..<1 + size]), "size \(size)")
            #expect(target[0..<5].allSatisfy { $0 == 0xaa } && target[(5 + size)...].allSatisfy { $0 == 0xaa })
        }
    }

    /// Each length from empty to past the short copy, as the writer feeds it: the length, then
    /// exactly the string's bytes (checked at the scenario, the first string a layout writes).
    @Test func everyStringLengthIsFedAsItsLengthAndBytes() {
        for size in 0...70 {
            var layout = LayoutDigestTests.full
            layout.formatVersion = 1
            layout.scenario = String(decoding: (0..<size).map { UInt8(ascii: "a") + UInt8($0 % 26) }, as: UTF8.self)
            let hex = Array(layout.fieldDigest(heading: "", hash: LayoutDigestTests.Recorded()).utf8)
            let fed = stride(from: 0, to: hex.count, by: 2).map {
                UInt8(String(decoding: hex[$0..<$0 + 2], as: UTF8.self), radix: 16)!
            }
            // The format version (zigzag 1 is one byte: 2), then the scenario's length and bytes.
            #expect(fed[0] == 2 && Int(fed[1]) == size)
            #expect(Array(fed[2..<2 + size]) == Array(layout.scenario.utf8), "size \(size)")
        }
    }
}
