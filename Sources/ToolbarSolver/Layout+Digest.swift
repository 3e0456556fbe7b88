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
    func fieldDigest<Hash: LayoutDigestHash>(heading: StaticString, hash: Hash) -> String {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: LayoutDigestWriter<Hash>.bufferSize) { buffer in
            var out = LayoutDigestWriter(buffer: buffer, hash: hash)
            out.text(heading)
            writeFields(to: &out)
            return out.finish()
        }
    }

    /// Feeds the fields, in declaration order, to `out`. Written as plain loops and `if let`s,
    /// enum cases as their names' static bytes: generic closures per array and optional, and a
    /// `String` built per raw value, cost more than hashing the bytes did.
    private func writeFields<Hash>(to out: inout LayoutDigestWriter<Hash>) {
        out.integer(formatVersion)
        out.string(scenario)
        out.string(screen)
        out.count(bars.count)
        for bar in bars { out.name(bar.digestName) }
        out.count(items.count)
        for item in items {
            out.string(item.key)
            out.name(item.region.digestName)
            out.name(item.bar.digestName)
            out.integer(item.order)
            out.number(item.x)
            out.number(item.width)
            out.number(item.y)
            out.number(item.height)
        }
        out.count(overflow.count)
        for entry in overflow {
            out.string(entry.key)
            out.string(entry.title)
            out.name(entry.reason.digestName)
            out.name(entry.bar.digestName)
            out.bool(entry.isDivider)
            out.bool(entry.isBlank)
        }
        out.count(missing.count)
        for item in missing {
            out.string(item.key)
            out.name(item.region.digestName)
            out.name(item.reason.digestName)
        }
        out.name(title.state.digestName)
        out.number(title.width)
        out.number(title.neededWidth)
        out.number(title.x)
        out.count(space.count)
        for bar in space {
            out.name(bar.bar.digestName)
            out.number(bar.available)
            out.number(bar.used)
            out.bool(bar.hasBackButton)
            out.bool(bar.hasOverflowButton)
            out.number(bar.searchWidth)
            out.number(bar.x)
            out.number(bar.backButtonX)
            out.number(bar.overflowButtonX)
            out.number(bar.searchX)
            out.number(bar.overflowButtonY)
        }
        out.count(clipped.count)
        for view in clipped {
            out.string(view.key)
            out.number(view.width)
            out.number(view.availableWidth)
        }
        out.count(rules.count)
        for rule in rules {
            out.string(rule.id)
            out.name(rule.tag.digestName)
        }
        out.number(windowWidth)
        out.number(windowHeight)
        if let warnings {
            out.present()
            out.count(warnings.count)
            for warning in warnings {
                out.name(warning.kind.digestName)
                if let bar = warning.bar {
                    out.present()
                    out.name(bar.digestName)
                } else {
                    out.absent()
                }
                out.count(warning.keys.count)
                for key in warning.keys { out.string(key) }
                out.string(warning.message)
            }
        } else {
            out.absent()
        }
        out.bool(rightToLeft)
        out.string(observedOn)
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
///
/// An optional is tag 0 when absent, else tag 1 and the value. A value of bounded size (at most
/// ten bytes: a tag and a number, a count) first makes room for its largest size, then stores
/// its bytes unchecked: one test of the room per value, not per byte.
struct LayoutDigestWriter<Hash: LayoutDigestHash> {
    /// The buffer's size: at most 1 KiB, which `withUnsafeTemporaryAllocation` always takes on the
    /// stack (above it, it asks whether the thread's stack has room, and on the audit's threads
    /// it allocated on the heap every time). A typical layout's bytes take two or three.
    static var bufferSize: Int { 1024 }

    private let start: UnsafeMutablePointer<UInt8>
    private let capacity: Int
    private var count = 0
    private var hasher: Hash

    init(buffer: UnsafeMutableBufferPointer<UInt8>, hash: Hash) {
        precondition(buffer.count >= 16, "the writer needs room for a number's bytes")
        start = buffer.baseAddress!
        capacity = buffer.count
        hasher = hash
    }

    /// The lower-case hex digest of every byte written.
    mutating func finish() -> String {
        flush()
        return hasher.finalizeHex()
    }

    /// An optional's tag for a value that follows.
    @inline(__always)
    mutating func present() { byte(1) }

    /// An optional's tag for no value.
    @inline(__always)
    mutating func absent() { byte(0) }

    @inline(__always)
    mutating func integer(_ value: Int) {
        reserve(10)
        putUnsigned(zigzag(Int64(value)))
    }

    /// An array's element count.
    @inline(__always)
    mutating func count(_ value: Int) {
        reserve(10)
        putUnsigned(UInt64(value))
    }

    /// A whole number within ±2^53 as tag 0 and the number; any other as tag 1 and its IEEE 754
    /// bits (-0 as 0, so equal numbers feed equal bytes).
    @inline(__always)
    mutating func number(_ value: Double) {
        reserve(9)
        putNumber(value)
    }

    @inline(__always)
    mutating func number(_ value: Double?) {
        reserve(10)
        guard let value else { return put(0) }
        put(1)
        putNumber(value)
    }

    @inline(__always)
    mutating func bool(_ value: Bool) { byte(value ? 1 : 0) }

    @inline(__always)
    mutating func bool(_ value: Bool?) {
        reserve(2)
        guard let value else { return put(0) }
        put(1)
        put(value ? 1 : 0)
    }

    /// A string: its UTF-8 length and bytes, read in place (a copy to call `withUTF8` on cost a
    /// retain and a release per string).
    mutating func string(_ value: String) {
        let done: Void? = value.utf8.withContiguousStorageIfAvailable { lengthAndBytes($0) }
        if done == nil {
            var value = value
            value.withUTF8 { lengthAndBytes($0) }
        }
    }

    mutating func string(_ value: String?) {
        guard let value else { return absent() }
        present()
        string(value)
    }

    /// An enum case's name (its raw value), from static bytes: written as ``string(_:)`` writes
    /// the raw value.
    @inline(__always)
    mutating func name(_ value: StaticString) {
        lengthAndBytes(UnsafeBufferPointer(start: value.utf8Start, count: value.utf8CodeUnitCount))
    }

    /// Bytes without their length (the format's fixed heading).
    mutating func text(_ value: StaticString) {
        append(UnsafeBufferPointer(start: value.utf8Start, count: value.utf8CodeUnitCount))
    }

    // MARK: - Private

    /// Makes room for `size` bytes (at most 16, the least buffer), hashing the buffer if needed.
    @inline(__always)
    private mutating func reserve(_ size: Int) {
        if capacity &- count < size { flush() }
    }

    @inline(__always)
    private mutating func byte(_ value: UInt8) {
        reserve(1)
        put(value)
    }

    /// Stores a byte ``reserve(_:)`` made room for.
    @inline(__always)
    private mutating func put(_ value: UInt8) {
        start[count] = value
        count &+= 1
    }

    /// Signed numbers as unsigned ones with the sign in the lowest bit: small magnitudes stay short.
    @inline(__always)
    private func zigzag(_ value: Int64) -> UInt64 { UInt64(bitPattern: (value << 1) ^ (value >> 63)) }

    /// LEB128: seven bits a byte, least significant first, the high bit set on all but the last.
    @inline(__always)
    private mutating func putUnsigned(_ value: UInt64) {
        // Most counts, lengths and whole numbers take one byte: stored without entering the loop.
        guard value >= 0x80 else { return put(UInt8(truncatingIfNeeded: value)) }
        var value = value
        while value >= 0x80 {
            put(UInt8(truncatingIfNeeded: value) | 0x80)
            value >>= 7
        }
        put(UInt8(truncatingIfNeeded: value))
    }

    /// Nine bytes at most: a tag and eight bytes of LEB128 (a zigzagged number within ±2^53 has
    /// at most 55 bits) or the eight bytes of the bits.
    @inline(__always)
    private mutating func putNumber(_ value: Double) {
        // Within ±2^53 (NaN and the infinities are not) the conversion cannot overflow, and the
        // number is whole when it converts back to itself: -0 gives 0, as `Int64(exactly:)` did,
        // which called libm's `trunc` for one of the two callers.
        if abs(value) <= 9_007_199_254_740_992, Double(Int64(value)) == value {
            put(0)
            putUnsigned(zigzag(Int64(value)))
        } else {
            put(1)
            // Least significant byte first: little-endian order.
            UnsafeMutableRawPointer(start + count).storeBytes(of: value.bitPattern.littleEndian, as: UInt64.self)
            count &+= 8
        }
    }

    @inline(__always)
    private mutating func lengthAndBytes(_ bytes: UnsafeBufferPointer<UInt8>) {
        reserve(10)
        putUnsigned(UInt64(bytes.count))
        append(bytes)
    }

    /// Copies `bytes` into the buffer. Most are names and keys of a few to a few dozen bytes:
    /// up to 32 are copied as two pairs of overlapping words (never reading outside `bytes`),
    /// not by a call to `memmove`, which cost more than the copy.
    @inline(__always)
    private mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        let size = bytes.count
        guard let source = bytes.baseAddress, size > 0 else { return }
        guard size <= 32, size <= capacity &- count else { return appendLong(source, size) }
        Self.copyShort(from: UnsafeRawPointer(source), to: UnsafeMutableRawPointer(start + count), size)
        count &+= size
    }

    /// Copies 1 to 32 bytes with whole-word loads and stores that may overlap.
    @inline(__always)
    static func copyShort(from source: UnsafeRawPointer, to target: UnsafeMutableRawPointer, _ size: Int) {
        if size >= 16 {
            let last = size &- 16
            let a = source.loadUnaligned(as: UInt64.self)
            let b = source.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
            let c = source.loadUnaligned(fromByteOffset: last, as: UInt64.self)
            let d = source.loadUnaligned(fromByteOffset: last &+ 8, as: UInt64.self)
            target.storeBytes(of: a, as: UInt64.self)
            target.storeBytes(of: b, toByteOffset: 8, as: UInt64.self)
            target.storeBytes(of: c, toByteOffset: last, as: UInt64.self)
            target.storeBytes(of: d, toByteOffset: last &+ 8, as: UInt64.self)
        } else if size >= 8 {
            let a = source.loadUnaligned(as: UInt64.self)
            let b = source.loadUnaligned(fromByteOffset: size &- 8, as: UInt64.self)
            target.storeBytes(of: a, as: UInt64.self)
            target.storeBytes(of: b, toByteOffset: size &- 8, as: UInt64.self)
        } else if size >= 4 {
            let a = source.loadUnaligned(as: UInt32.self)
            let b = source.loadUnaligned(fromByteOffset: size &- 4, as: UInt32.self)
            target.storeBytes(of: a, as: UInt32.self)
            target.storeBytes(of: b, toByteOffset: size &- 4, as: UInt32.self)
        } else {
            // 1 to 3 bytes: the first, the middle and the last (some the same byte).
            let a = source.load(as: UInt8.self)
            let b = source.load(fromByteOffset: size >> 1, as: UInt8.self)
            let c = source.load(fromByteOffset: size &- 1, as: UInt8.self)
            target.storeBytes(of: a, as: UInt8.self)
            target.storeBytes(of: b, toByteOffset: size >> 1, as: UInt8.self)
            target.storeBytes(of: c, toByteOffset: size &- 1, as: UInt8.self)
        }
    }

    /// Bytes longer than a short copy, or more than the buffer has room for.
    private mutating func appendLong(_ source: UnsafePointer<UInt8>, _ size: Int) {
        if size > capacity &- count {
            flush()
            if size > capacity { return hasher.update(UnsafeRawBufferPointer(start: source, count: size)) }
        }
        (start + count).update(from: source, count: size)
        count &+= size
    }

    /// Hashes what the buffer holds and empties it.
    private mutating func flush() {
        guard count > 0 else { return }
        hasher.update(UnsafeRawBufferPointer(start: start, count: count))
        count = 0
    }
}

// MARK: - Enum names as static bytes

/// Each case's raw value as a `StaticString`, for the digest to write without building a `String`
/// per case (a test checks every case against its raw value).
extension Region {
    var digestName: StaticString {
        switch self {
        case .leading: "leading"
        case .principal: "principal"
        case .center: "center"
        case .trailing: "trailing"
        case .pinnedTrailing: "pinnedTrailing"
        case .bottomBar: "bottomBar"
        case .keyboardBar: "keyboardBar"
        case .verticalColumn: "verticalColumn"
        case .horizontalBar: "horizontalBar"
        case .overflowMenu: "overflowMenu"
        case .hidden: "hidden"
        case .absent: "absent"
        }
    }
}

extension BarKind {
    var digestName: StaticString {
        switch self {
        case .navigationBar: "navigationBar"
        case .bottomBar: "bottomBar"
        case .keyboardBar: "keyboardBar"
        case .verticalColumn: "verticalColumn"
        case .horizontalBar: "horizontalBar"
        }
    }
}

extension OverflowReason {
    var digestName: StaticString {
        switch self {
        case .deliberate: "deliberate"
        case .byPlacement: "byPlacement"
        case .lackOfRoom: "lackOfRoom"
        case .searchActive: "searchActive"
        }
    }
}

extension AbsenceReason {
    var digestName: StaticString {
        switch self {
        case .sizeClassCondition: "sizeClassCondition"
        case .horizontalOnlyWithoutHorizontalBar: "horizontalOnlyWithoutHorizontalBar"
        case .keyboardHidden: "keyboardHidden"
        case .layoutOnly: "layoutOnly"
        case .unavailableOnOS: "unavailableOnOS"
        case .otherBranch: "otherBranch"
        case .notSeen: "notSeen"
        }
    }
}

extension TitleState {
    var digestName: StaticString {
        switch self {
        case .shown: "shown"
        case .truncated: "truncated"
        case .hidden: "hidden"
        case .none: "none"
        case .large: "large"
        case .replacedByPrincipal: "replacedByPrincipal"
        case .replacedBySearch: "replacedBySearch"
        case .notInBar: "notInBar"
        }
    }
}

extension FactTag {
    var digestName: StaticString {
        switch self {
        case .D: "D"
        case .E: "E"
        case .T: "T"
        case .I: "I"
        }
    }
}

extension LayoutWarning.Kind {
    var digestName: StaticString {
        switch self {
        case .overfull: "overfull"
        case .sheetLaidOutAsFullScreen: "sheetLaidOutAsFullScreen"
        }
    }
}
