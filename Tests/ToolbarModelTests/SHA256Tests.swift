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
