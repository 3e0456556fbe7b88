import Testing
import ToolbarModel

@Suite struct SHA256Tests {
    // FIPS 180-4 / NIST example vectors.
    @Test(arguments: [
        ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
        ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
        (
            "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
            "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"
        ),
        (
            "abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu",
            "cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1"
        )
    ])
    func matchesPublishedVectors(input: String, expected: String) {
        #expect(SHA256.hex(input) == expected)
        // The Swift rounds too, where the default runs on the CPU's SHA extensions.
        var portable = SHA256(hardware: false)
        portable.update(input)
        #expect(portable.finalizeHex() == expected)
    }

    @Test func millionAsMatchesPublishedVector() {
        var hasher = SHA256()
        let chunk = [UInt8](repeating: UInt8(ascii: "a"), count: 1000)
        for _ in 0..<1000 { hasher.update(chunk) }
        let hex = hasher.finalize().map {
            String($0, radix: 16).count == 1 ? "0" + String($0, radix: 16) : String($0, radix: 16)
        }.joined()
        #expect(hex == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }
}

@Suite struct SHA256FeedingTests {
    /// Whole blocks are hashed straight from the input and partial ones buffered: any split of the
    /// same bytes into updates gives the same digest.
    @Test(arguments: [1, 3, 63, 64, 65, 127, 200, 1000])
    func anySplitOfTheInputGivesTheSameDigest(chunk: Int) {
        let bytes = (0..<1000).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }
        var hasher = SHA256()
        var start = 0
        while start < bytes.count {
            hasher.update(bytes[start..<min(start + chunk, bytes.count)])
            start += chunk
        }
        let whole = SHA256.hex(bytes: bytes)
        let split = hasher.finalize().map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined()
        #expect(split == whole)
    }
}

/// The rounds on the CPU's SHA extensions (x86-64 SHA-NI) against the Swift rounds. Skipped on a
/// CPU without them, where every hash runs the Swift rounds.
@Suite(.enabled(if: SHA256.hardwareRoundsAvailable, "this CPU has no SHA extensions"))
struct SHA256HardwareTests {
    /// Every length from empty to seventeen blocks and a bit, so every way the padding falls
    /// (one or two final blocks, a partial block held over) and runs of whole blocks are covered.
    @Test func hardwareAndSwiftRoundsGiveTheSameDigestAtEveryLength() {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        let bytes = (0..<1100).map { _ -> UInt8 in
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return UInt8(truncatingIfNeeded: state >> 56)
        }
        var differing: [Int] = []
        for length in 0...bytes.count {
            var hardware = SHA256(hardware: true)
            var portable = SHA256(hardware: false)
            hardware.update(bytes[0..<length])
            portable.update(bytes[0..<length])
            if hardware.finalizeHex() != portable.finalizeHex() { differing.append(length) }
        }
        #expect(differing.isEmpty, "lengths whose digests differ: \(differing.prefix(10))")
    }

    @Test func theDefaultRunsInHardwareWhereTheCPUHasIt() {
        // A million "a"s through the default hash and the Swift rounds: the same published digest.
        let chunk = [UInt8](repeating: UInt8(ascii: "a"), count: 1000)
        var hardware = SHA256()
        var portable = SHA256(hardware: false)
        for _ in 0..<1000 {
            hardware.update(chunk)
            portable.update(chunk)
        }
        let expected = "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0"
        #expect(hardware.finalizeHex() == expected)
        #expect(portable.finalizeHex() == expected)
    }
}
