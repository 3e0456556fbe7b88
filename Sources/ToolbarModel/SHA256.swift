internal import ToolbarSHA256Hardware

/// SHA-256 (FIPS 180-4), for migration checksums, record digests, layout digests and source
/// content hashes. Written here because Linux has no CryptoKit; checked against the published
/// test vectors in the tests.
///
/// Where the CPU has the SHA extensions (x86-64 SHA-NI: most Intel CPUs since 2019 and every AMD
/// Zen), the 64 rounds of each block run on them (``ToolbarSHA256Hardware``, about a tenth of
/// the Swift rounds' time); elsewhere, and under valgrind, whose CPU hides them, the Swift rounds
/// below run. Both give the same digest: the tests compare them over every length up to 1,100
/// bytes.
public struct SHA256: Sendable {
    /// The eight working words (a plain struct, not an array: no bounds or uniqueness checks in
    /// the compression loop).
    private struct State: Sendable {
        var a: UInt32 = 0x6a09_e667, b: UInt32 = 0xbb67_ae85, c: UInt32 = 0x3c6e_f372, d: UInt32 = 0xa54f_f53a
        var e: UInt32 = 0x510e_527f, f: UInt32 = 0x9b05_688c, g: UInt32 = 0x1f83_d9ab, h: UInt32 = 0x5be0_cd19

        var words: [UInt32] { [a, b, c, d, e, f, g, h] }
    }

    private var state = State()
    private var buffer: [UInt8] = []
    private var length: UInt64 = 0
    /// Whether this hash runs its rounds on the CPU's SHA extensions.
    private let hardware: Bool

    /// Whether this CPU runs SHA-256's rounds in hardware, asked once.
    package static let hardwareRoundsAvailable = toolbar_sha256_hardware_available() != 0

    private static let k: [UInt32] = [
        0x428a_2f98, 0x7137_4491, 0xb5c0_fbcf, 0xe9b5_dba5, 0x3956_c25b, 0x59f1_11f1, 0x923f_82a4, 0xab1c_5ed5,
        0xd807_aa98, 0x1283_5b01, 0x2431_85be, 0x550c_7dc3, 0x72be_5d74, 0x80de_b1fe, 0x9bdc_06a7, 0xc19b_f174,
        0xe49b_69c1, 0xefbe_4786, 0x0fc1_9dc6, 0x240c_a1cc, 0x2de9_2c6f, 0x4a74_84aa, 0x5cb0_a9dc, 0x76f9_88da,
        0x983e_5152, 0xa831_c66d, 0xb003_27c8, 0xbf59_7fc7, 0xc6e0_0bf3, 0xd5a7_9147, 0x06ca_6351, 0x1429_2967,
        0x27b7_0a85, 0x2e1b_2138, 0x4d2c_6dfc, 0x5338_0d13, 0x650a_7354, 0x766a_0abb, 0x81c2_c92e, 0x9272_2c85,
        0xa2bf_e8a1, 0xa81a_664b, 0xc24b_8b70, 0xc76c_51a3, 0xd192_e819, 0xd699_0624, 0xf40e_3585, 0x106a_a070,
        0x19a4_c116, 0x1e37_6c08, 0x2748_774c, 0x34b0_bcb5, 0x391c_0cb3, 0x4ed8_aa4a, 0x5b9c_ca4f, 0x682e_6ff3,
        0x748f_82ee, 0x78a5_636f, 0x84c8_7814, 0x8cc7_0208, 0x90be_fffa, 0xa450_6ceb, 0xbef9_a3f7, 0xc671_78f2
    ]

    public init() {
        hardware = Self.hardwareRoundsAvailable
    }

    /// A hash that runs the Swift rounds when `hardware` is false (the tests compare the two).
    package init(hardware: Bool) {
        self.hardware = hardware && Self.hardwareRoundsAvailable
    }

    /// Feeds more bytes.
    public mutating func update<Bytes: Sequence>(_ bytes: Bytes) where Bytes.Element == UInt8 {
        let done: Void? = bytes.withContiguousStorageIfAvailable { update(contiguous: $0) }
        if done == nil {
            Array(bytes).withUnsafeBufferPointer { update(contiguous: $0) }
        }
    }

    /// Feeds raw bytes (no generic dispatch: for callers that write into a buffer of their own).
    public mutating func update(_ bytes: UnsafeRawBufferPointer) {
        update(contiguous: bytes.assumingMemoryBound(to: UInt8.self))
    }

    /// Hashes whole 64-byte blocks straight from the input; only a partial block is copied.
    private mutating func update(contiguous input: UnsafeBufferPointer<UInt8>) {
        guard let base = input.baseAddress, !input.isEmpty else { return }
        length &+= UInt64(input.count)
        var index = 0
        if !buffer.isEmpty {
            let take = min(64 - buffer.count, input.count)
            buffer.append(contentsOf: UnsafeBufferPointer(start: base, count: take))
            index = take
            if buffer.count == 64 { compressBuffer() }
        }
        let whole = (input.count - index) / 64
        if whole > 0 {
            compress(UnsafeRawPointer(base + index), blocks: whole)
            index += whole * 64
        }
        if index < input.count {
            buffer.append(contentsOf: UnsafeBufferPointer(start: base + index, count: input.count - index))
        }
    }

    private mutating func compressBuffer() {
        // Compressed in place: a copy of the array (`let block = buffer`) would make emptying
        // it below allocate a new one.
        var words = state
        buffer.withUnsafeBytes { pointer in
            if let base = pointer.baseAddress { Self.compress(&words, base, blocks: 1, hardware: hardware) }
        }
        state = words
        buffer.removeAll(keepingCapacity: true)
    }

    /// Feeds the UTF-8 bytes of a string.
    public mutating func update(_ text: String) { update(text.utf8) }

    /// Finishes and returns the 32-byte digest.
    public mutating func finalize() -> [UInt8] {
        finish()
        var digest: [UInt8] = []
        digest.reserveCapacity(32)
        for word in state.words {
            for shift in stride(from: 24, through: 0, by: -8) {
                digest.append(UInt8(truncatingIfNeeded: word >> UInt32(shift)))
            }
        }
        return digest
    }

    /// Pads the message (FIPS 180-4 §5.1.1) and compresses the last one or two blocks, built on
    /// the stack from what the buffer holds.
    private mutating func finish() {
        let bitLength = length &* 8
        let held = buffer.count
        let blocks = held < 56 ? 1 : 2
        var words = state
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 128) { tail in
            let end = blocks * 64
            tail.initialize(repeating: 0)
            _ = buffer.withUnsafeBufferPointer { held in
                UnsafeMutableBufferPointer(rebasing: tail[0..<held.count]).update(fromContentsOf: held)
            }
            tail[held] = 0x80
            for index in 0..<8 {
                tail[end - 1 - index] = UInt8(truncatingIfNeeded: bitLength >> UInt64(8 * index))
            }
            Self.compress(&words, UnsafeRawPointer(tail.baseAddress!), blocks: blocks, hardware: hardware)
        }
        state = words
        buffer.removeAll(keepingCapacity: true)
    }

    /// The lower-case hex digest of `text`'s UTF-8 bytes.
    public static func hex(_ text: String) -> String { hex(bytes: text.utf8) }

    /// The lower-case hex digest of `bytes`.
    public static func hex<Bytes: Sequence>(bytes: Bytes) -> String where Bytes.Element == UInt8 {
        var hasher = SHA256()
        hasher.update(bytes)
        return hasher.finalizeHex()
    }

    /// Finishes and returns the digest as 64 lower-case hex digits, written straight from the
    /// state's words.
    public mutating func finalizeHex() -> String {
        finish()
        let words = state.words
        return String(unsafeUninitializedCapacity: 64) { text in
            // Plain counting loops: a debug build (the tests) runs `stride` as unspecialised generic code.
            var position = 0
            for word in words {
                var shift: UInt32 = 32
                while shift > 0 {
                    shift -= 4
                    let digit = UInt8(truncatingIfNeeded: word >> shift) & 0x0f
                    text[position] = digit < 10 ? UInt8(ascii: "0") + digit : UInt8(ascii: "a") + digit - 10
                    position += 1
                }
            }
            return 64
        }
    }

    /// Compresses `blocks` consecutive 64-byte blocks starting at `data`. The rounds go eight at a
    /// time with the working words' roles renamed instead of shifted (`round`), which saves the
    /// eight moves a round otherwise takes; choice and majority use their shorter equivalent forms.
    private mutating func compress(_ data: UnsafeRawPointer, blocks: Int) {
        Self.compress(&state, data, blocks: blocks, hardware: hardware)
    }

    private static func compress(_ state: inout State, _ data: UnsafeRawPointer, blocks: Int, hardware: Bool) {
        if hardware { return compressInHardware(&state, data, blocks: blocks) }
        var current = state
        withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 64) { w in
            Self.k.withUnsafeBufferPointer { k in
                for block in 0..<blocks {
                    let bytes = data + block * 64
                    for i in 0..<16 {
                        w[i] = UInt32(bigEndian: bytes.loadUnaligned(fromByteOffset: i * 4, as: UInt32.self))
                    }
                    for i in 16..<64 {
                        let s0 = w[i - 15].rotatedRight(7) ^ w[i - 15].rotatedRight(18) ^ (w[i - 15] &>> 3)
                        let s1 = w[i - 2].rotatedRight(17) ^ w[i - 2].rotatedRight(19) ^ (w[i - 2] &>> 10)
                        w[i] = w[i - 16] &+ s0 &+ w[i - 7] &+ s1
                    }
                    var a = current.a
                    var b = current.b
                    var c = current.c
                    var d = current.d
                    var e = current.e
                    var f = current.f
                    var g = current.g
                    var h = current.h
                    var i = 0
                    while i < 64 {
                        Self.round(a, b, c, &d, e, f, g, &h, k[i] &+ w[i])
                        Self.round(h, a, b, &c, d, e, f, &g, k[i + 1] &+ w[i + 1])
                        Self.round(g, h, a, &b, c, d, e, &f, k[i + 2] &+ w[i + 2])
                        Self.round(f, g, h, &a, b, c, d, &e, k[i + 3] &+ w[i + 3])
                        Self.round(e, f, g, &h, a, b, c, &d, k[i + 4] &+ w[i + 4])
                        Self.round(d, e, f, &g, h, a, b, &c, k[i + 5] &+ w[i + 5])
                        Self.round(c, d, e, &f, g, h, a, &b, k[i + 6] &+ w[i + 6])
                        Self.round(b, c, d, &e, f, g, h, &a, k[i + 7] &+ w[i + 7])
                        i += 8
                    }
                    current.a &+= a
                    current.b &+= b
                    current.c &+= c
                    current.d &+= d
                    current.e &+= e
                    current.f &+= f
                    current.g &+= g
                    current.h &+= h
                }
            }
        }
        state = current
    }

    /// The rounds on the CPU's SHA extensions: the words go to C as eight contiguous words (a
    /// tuple of one type is laid out in order; a struct's stored properties need not be).
    private static func compressInHardware(_ state: inout State, _ data: UnsafeRawPointer, blocks: Int) {
        var words = (state.a, state.b, state.c, state.d, state.e, state.f, state.g, state.h)
        withUnsafeMutablePointer(to: &words) { tuple in
            tuple.withMemoryRebound(to: UInt32.self, capacity: 8) { words in
                toolbar_sha256_hardware_compress(words, data.assumingMemoryBound(to: UInt8.self), blocks)
            }
        }
        state = State(
            a: words.0, b: words.1, c: words.2, d: words.3, e: words.4, f: words.5, g: words.6, h: words.7)
    }

    /// One round: `h` becomes the new first word and `d` the new fifth; the caller renames the
    /// others (FIPS 180-4 §6.2.2 step 3, with `Ch` as `g ^ (e & (f ^ g))` and `Maj` as
    /// `(a & b) | (c & (a | b))`).
    @inline(__always)
    private static func round(
        _ a: UInt32, _ b: UInt32, _ c: UInt32, _ d: inout UInt32,
        _ e: UInt32, _ f: UInt32, _ g: UInt32, _ h: inout UInt32, _ kw: UInt32
    ) {
        let t1 = h &+ (e.rotatedRight(6) ^ e.rotatedRight(11) ^ e.rotatedRight(25)) &+ (g ^ (e & (f ^ g))) &+ kw
        let t2 = (a.rotatedRight(2) ^ a.rotatedRight(13) ^ a.rotatedRight(22)) &+ ((a & b) | (c & (a | b)))
        d &+= t1
        h = t1 &+ t2
    }
}

extension UInt32 {
    @inline(__always)
    fileprivate func rotatedRight(_ count: UInt32) -> UInt32 { (self &>> count) | (self &<< (32 &- count)) }
}
