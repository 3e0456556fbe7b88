import ToolbarModel

// MARK: - A layout's digest

/// An audit records, per scenario, a digest of the layout it judged, and a report redraws the
/// layout and checks it against that digest (docs/audits.md). Three formats exist; an audit
/// records which one its digests are in (`audits.layout_digest_version`):
///
/// 1. SHA-256 of the layout's ``compactJSON`` (audits stored before migration 0012). Encoding the
///    JSON, numbers as shortest decimal text, was most of the digest's cost.
/// 2. SHA-256 of the layout's fields fed in a fixed order as bytes (``LayoutDigestWriter``): strings
///    as their UTF-8 length and bytes, numbers as whole numbers or their IEEE 754 bits, optionals
///    and arrays behind a tag or a count, so two different layouts never feed the same bytes. No
///    text is built, and about half the bytes of the JSON are hashed.
/// 3. The same field bytes under their own heading, hashed with SipHash-2-4 with 128-bit output
///    (``SipHash128``) keyed by ``digestKey``: 32 hex digits. The digest only tells a redrawn
///    layout from another one, with nothing adversarial in between, so it needs a good 128-bit
///    function of the bytes, not a cryptographic hash; SHA-256's compression was most of format
///    2's cost (about ten times SipHash's per byte).
extension Layout {
    /// The digest format new audits record.
    public static let digestVersion = 3

    /// The digest formats this build can check (an audit records one of them).
    public static let digestVersions: ClosedRange<Int> = 1...3

    /// Format 3's SipHash key: the 16 UTF-8 bytes of "toolbar-layout/3". Fixed and published:
    /// the digest is a check against mistakes (another solver, other records), not a secret.
    public static let digestKey: (UInt64, UInt64) = SipHash128.key(Array("toolbar-layout/3".utf8))

    /// The layout's digest in `version`'s format (lower-case hex); `nil` for a version this build
    /// does not know.
    public func digest(version: Int = Layout.digestVersion) -> String? {
        switch version {
        case 1: return SHA256.hex(compactJSON)
        case 2: return fieldDigest(heading: "toolbar-layout/2\n", hash: SHA256())
        case 3: return fieldDigest
        default: return nil
        }
    }

    /// The digest new audits record (format 3): SipHash-2-4-128 of the fields, in declaration
    /// order (a test changes each field of every type here and expects another digest, so a field
    /// added to a type and not here fails it).
    public var fieldDigest: String {
        fieldDigest(heading: "toolbar-layout/3\n", hash: SipHash128(key: Layout.digestKey))
    }

    /// The lower-case hex `hash` of `heading` and the fields (formats 2 and 3).
    func fieldDigest<Hash: LayoutDigestHash>(heading: String, hash: Hash) -> String {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: LayoutDigestWriter<Hash>.bufferSize) { buffer in
            var out = LayoutDigestWriter(buffer: buffer, hash: hash)
            out.text(heading)
            writeFields(to: &out)
            return out.finish()
        }
    }

    /// Feeds the fields, in declaration order, to `out`.
    private func writeFields<Hash>(to out: inout LayoutDigestWriter<Hash>) {
        out.integer(formatVersion)
        out.string(scenario)
        out.string(screen)
        out.array(bars) { $0.string($1.rawValue) }
        out.array(items) { out, item in
            out.string(item.key)
            out.string(item.region.rawValue)
            out.string(item.bar.rawValue)
            out.integer(item.order)
            out.optional(item.x) { $0.number($1) }
            out.optional(item.width) { $0.number($1) }
            out.optional(item.y) { $0.number($1) }
            out.optional(item.height) { $0.number($1) }
        }
        out.array(overflow) { out, entry in
            out.string(entry.key)
            out.string(entry.title)
            out.string(entry.reason.rawValue)
            out.string(entry.bar.rawValue)
            out.bool(entry.isDivider)
            out.bool(entry.isBlank)
        }
        out.array(missing) { out, item in
            out.string(item.key)
            out.string(item.region.rawValue)
            out.string(item.reason.rawValue)
        }
        out.string(title.state.rawValue)
        out.number(title.width)
        out.number(title.neededWidth)
        out.optional(title.x) { $0.number($1) }
        out.array(space) { out, bar in
            out.string(bar.bar.rawValue)
            out.number(bar.available)
            out.number(bar.used)
            out.bool(bar.hasBackButton)
            out.bool(bar.hasOverflowButton)
            out.number(bar.searchWidth)
            out.optional(bar.x) { $0.number($1) }
            out.optional(bar.backButtonX) { $0.number($1) }
            out.optional(bar.overflowButtonX) { $0.number($1) }
            out.optional(bar.searchX) { $0.number($1) }
            out.optional(bar.overflowButtonY) { $0.number($1) }
        }
        out.array(clipped) { out, view in
            out.string(view.key)
            out.number(view.width)
            out.number(view.availableWidth)
        }
        out.array(rules) { out, rule in
            out.string(rule.id)
            out.string(rule.tag.rawValue)
        }
        out.optional(windowWidth) { $0.number($1) }
        out.optional(windowHeight) { $0.number($1) }
        out.optional(warnings) { out, warnings in
            out.array(warnings) { out, warning in
                out.string(warning.kind.rawValue)
                out.optional(warning.bar) { $0.string($1.rawValue) }
                out.array(warning.keys) { $0.string($1) }
                out.string(warning.message)
            }
        }
        out.optional(rightToLeft) { $0.bool($1) }
        out.optional(observedOn) { $0.string($1) }
    }
}

/// A hash the field bytes of a layout digest go to: SHA-256 (format 2) or SipHash-2-4-128 (format 3).
protocol LayoutDigestHash {
    mutating func update(_ bytes: UnsafeRawBufferPointer)
    /// The lower-case hex digest of every byte fed.
    mutating func finalizeHex() -> String
}

extension SHA256: LayoutDigestHash {}
extension SipHash128: LayoutDigestHash {}

/// The bytes a version-2 or -3 layout digest hashes, written field by field. Every value says where
/// it ends (a length, a count, a tag or a fixed width), so the bytes decode back to one sequence
/// of fields only. Counts, lengths and whole numbers are variable-length (LEB128): the fewer bytes,
/// the less there is to hash, and hashing was most of format 2's cost. The bytes go into a
/// fixed buffer (the caller's, on the stack) that is hashed each time it fills and at the end, so
/// no array grows with the layout and each byte is one store.
struct LayoutDigestWriter<Hash: LayoutDigestHash> {
    /// The buffer's size: a typical layout's bytes fit in one.
    static var bufferSize: Int { 4096 }

    private let buffer: UnsafeMutableBufferPointer<UInt8>
    private var count = 0
    private var hasher: Hash

    init(buffer: UnsafeMutableBufferPointer<UInt8>, hash: Hash) {
        precondition(buffer.count >= 16, "the writer needs room for a number's bytes")
        self.buffer = buffer
        hasher = hash
    }

    /// The lower-case hex digest of every byte written.
    mutating func finish() -> String {
        flush()
        return hasher.finalizeHex()
    }

    mutating func integer(_ value: Int) { signed(Int64(value)) }

    /// A whole number within ±2^53 as tag 0 and the number; any other as tag 1 and its IEEE 754
    /// bits (-0 as 0, so equal numbers feed equal bytes).
    mutating func number(_ value: Double) {
        if value.rounded(.towardZero) == value, abs(value) <= 9_007_199_254_740_992 {
            byte(0)
            signed(Int64(value))
        } else {
            byte(1)
            var bits = value.bitPattern  // least significant byte first: little-endian order
            for _ in 0..<8 {
                byte(UInt8(truncatingIfNeeded: bits))
                bits >>= 8
            }
        }
    }

    mutating func bool(_ value: Bool) { byte(value ? 1 : 0) }

    mutating func string(_ value: String) {
        var value = value
        value.withUTF8 { text in
            unsigned(UInt64(text.count))
            append(text)
        }
    }

    /// A string's bytes without their length (the format's fixed heading).
    mutating func text(_ value: String) {
        var value = value
        value.withUTF8 { append($0) }
    }

    mutating func array<Element>(_ elements: [Element], _ write: (inout LayoutDigestWriter, Element) -> Void) {
        unsigned(UInt64(elements.count))
        for element in elements { write(&self, element) }
    }

    mutating func optional<Wrapped>(_ value: Wrapped?, _ write: (inout LayoutDigestWriter, Wrapped) -> Void) {
        guard let value else { return byte(0) }
        byte(1)
        write(&self, value)
    }

    /// Zigzag, then LEB128.
    private mutating func signed(_ value: Int64) {
        unsigned(UInt64(bitPattern: (value << 1) ^ (value >> 63)))
    }

    private mutating func unsigned(_ value: UInt64) {
        var value = value
        while value >= 0x80 {
            byte(UInt8(truncatingIfNeeded: value) | 0x80)
            value >>= 7
        }
        byte(UInt8(truncatingIfNeeded: value))
    }

    @inline(__always)
    private mutating func byte(_ value: UInt8) {
        if count == buffer.count { flush() }
        buffer[count] = value
        count += 1
    }

    private mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
        if bytes.count > buffer.count - count {
            flush()
            if bytes.count > buffer.count { return hasher.update(UnsafeRawBufferPointer(bytes)) }
        }
        (buffer.baseAddress! + count).update(from: source, count: bytes.count)
        count += bytes.count
    }

    /// Hashes what the buffer holds and empties it.
    private mutating func flush() {
        guard count > 0 else { return }
        hasher.update(UnsafeRawBufferPointer(start: buffer.baseAddress, count: count))
        count = 0
    }
}
