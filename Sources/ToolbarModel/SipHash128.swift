/// SipHash-2-4 with 128-bit output (Aumasson and Bernstein, "SipHash: a fast short-input PRF",
/// 2012, and the reference's 128-bit variant): for layout digests (format 3), which only check
/// that a redrawn layout is the one an audit judged. A keyed pseudorandom function, not a
/// collision-resistant hash: with a published key (`init(key:)`; ``Layout`` documents its own)
/// anyone can be made to agree on two inputs with the same tag, so nothing a person signs or an
/// attacker controls may rest on it; SHA-256 stays for those. About 4 instructions a byte where
/// SHA-256 takes about 40. Checked against the reference implementation's published test
/// vectors in the tests.
public struct SipHash128: Sendable {
    private var v0: UInt64
    private var v1: UInt64
    private var v2: UInt64
    private var v3: UInt64
    /// Up to 7 bytes not yet compressed, least significant first (little-endian order).
    private var tail: UInt64 = 0
    private var tailCount = 0
    /// Bytes fed so far (only its low byte reaches the last word, as the specification says).
    private var length: UInt64 = 0

    /// A hasher keyed by `key`'s 16 bytes, read as two little-endian 64-bit words.
    public init(key: (UInt64, UInt64)) {
        let (k0, k1) = key
        v0 = k0 ^ 0x736f_6d65_7073_6575  // "somepseu"
        v1 = k1 ^ 0x646f_7261_6e64_6f6d ^ 0xee  // "dorandom"; 0xee selects 128-bit output
        v2 = k0 ^ 0x6c79_6765_6e65_7261  // "lygenera"
        v3 = k1 ^ 0x7465_6462_7974_6573  // "tedbytes"
    }

    /// A key's two words from its 16 bytes (`bytes` must hold exactly 16).
    public static func key<Bytes: Collection>(_ bytes: Bytes) -> (UInt64, UInt64) where Bytes.Element == UInt8 {
        precondition(bytes.count == 16, "a SipHash key is 16 bytes")
        var words: (UInt64, UInt64) = (0, 0)
        for (index, byte) in bytes.enumerated() {
            if index < 8 {
                words.0 |= UInt64(byte) << UInt64(8 * index)
            } else {
                words.1 |= UInt64(byte) << UInt64(8 * (index - 8))
            }
        }
        return words
    }

    /// Feeds raw bytes: whole 8-byte words straight from the input (``compressWords(_:_:)``), the
    /// rest kept for the next call.
    public mutating func update(_ bytes: UnsafeRawBufferPointer) {
        guard var next = bytes.baseAddress, !bytes.isEmpty else { return }
        var remaining = bytes.count
        length &+= UInt64(remaining)
        if tailCount > 0 {
            while tailCount < 8 && remaining > 0 {
                tail |= UInt64(next.load(as: UInt8.self)) << UInt64(8 &* tailCount)
                next += 1
                remaining &-= 1
                tailCount &+= 1
            }
            guard tailCount == 8 else { return }
            compress(tail)
            tail = 0
            tailCount = 0
        }
        let words = remaining >> 3
        if words > 0 {
            compressWords(next, words)
            next += words &<< 3
            remaining &= 7
        }
        while remaining > 0 {
            tail |= UInt64(next.load(as: UInt8.self)) << UInt64(8 &* tailCount)
            next += 1
            remaining &-= 1
            tailCount &+= 1
        }
    }

    /// Compresses `count` (at least one) little-endian words from `start`, the state in locals and
    /// the loop on a pointer: 34 instructions a word (the rounds' 28, the load, two xors and the
    /// loop's three), where the loop on an overflow-checked index took 40.
    private mutating func compressWords(_ start: UnsafeRawPointer, _ count: Int) {
        var (v0, v1, v2, v3) = (self.v0, self.v1, self.v2, self.v3)
        var word = start
        let end = start + (count &<< 3)
        repeat {
            let m = UInt64(littleEndian: word.loadUnaligned(as: UInt64.self))
            v3 ^= m
            Self.round(&v0, &v1, &v2, &v3)
            Self.round(&v0, &v1, &v2, &v3)
            v0 ^= m
            word += 8
        } while word < end
        (self.v0, self.v1, self.v2, self.v3) = (v0, v1, v2, v3)
    }

    /// Feeds the bytes of a collection (copied when not contiguous).
    public mutating func update<Bytes: Sequence>(_ bytes: Bytes) where Bytes.Element == UInt8 {
        let done: Void? = bytes.withContiguousStorageIfAvailable { update(UnsafeRawBufferPointer($0)) }
        if done == nil {
            Array(bytes).withUnsafeBytes { update($0) }
        }
    }

    /// Finishes: the last word (the held bytes and the length's low byte on top), then the two
    /// 64-bit halves of the tag, each after four rounds.
    public mutating func finalize() -> (UInt64, UInt64) {
        compress(tail | (length << 56))
        v2 ^= 0xee
        for _ in 0..<4 { round() }
        let first = v0 ^ v1 ^ v2 ^ v3
        v1 ^= 0xdd
        for _ in 0..<4 { round() }
        let second = v0 ^ v1 ^ v2 ^ v3
        return (first, second)
    }

    /// Finishes and returns the tag's 16 bytes (each half least significant byte first, as the
    /// reference writes them) as 32 lower-case hex digits.
    public mutating func finalizeHex() -> String {
        let (first, second) = finalize()
        return String(unsafeUninitializedCapacity: 32) { text in
            // Plain counting loops and no arrays: the tests run a debug build.
            func hexDigit(_ value: UInt64) -> UInt8 {
                let digit = UInt8(truncatingIfNeeded: value) & 0x0f
                return digit < 10 ? UInt8(ascii: "0") + digit : UInt8(ascii: "a") + digit - 10
            }
            var position = 0
            var half = 0
            while half < 2 {
                var bits = half == 0 ? first : second
                for _ in 0..<8 {
                    text[position] = hexDigit(bits >> 4)
                    text[position + 1] = hexDigit(bits)
                    position += 2
                    bits >>= 8
                }
                half += 1
            }
            return 32
        }
    }

    /// One message word: two rounds between mixing it into v3 and into v0.
    @inline(__always)
    private mutating func compress(_ word: UInt64) {
        v3 ^= word
        round()
        round()
        v0 ^= word
    }

    /// SipRound: additions, rotations and xors of the four state words.
    @inline(__always)
    private mutating func round() { Self.round(&v0, &v1, &v2, &v3) }

    /// SipRound on state words held elsewhere (in locals, for ``compressWords(_:_:)``).
    @inline(__always)
    private static func round(_ v0: inout UInt64, _ v1: inout UInt64, _ v2: inout UInt64, _ v3: inout UInt64) {
        v0 &+= v1
        v1 = v1.rotatedLeft(13) ^ v0
        v0 = v0.rotatedLeft(32)
        v2 &+= v3
        v3 = v3.rotatedLeft(16) ^ v2
        v0 &+= v3
        v3 = v3.rotatedLeft(21) ^ v0
        v2 &+= v1
        v1 = v1.rotatedLeft(17) ^ v2
        v2 = v2.rotatedLeft(32)
    }
}

extension UInt64 {
    @inline(__always)
    fileprivate func rotatedLeft(_ count: UInt64) -> UInt64 { (self << count) | (self >> (64 - count)) }
}
