import ToolbarModel

// MARK: - The field bytes a layout digest hashes

/// The bytes a version-2, -3 or -4 layout digest hashes, written field by field. Every value says where
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
    /// Whether enum cases are written as their one-byte codes (format 4) or their names.
    private let caseCodes: Bool

    init(buffer: UnsafeMutableBufferPointer<UInt8>, hash: Hash, caseCodes: Bool = false) {
        precondition(buffer.count >= 16, "the writer needs room for a number's bytes")
        start = buffer.baseAddress!
        capacity = buffer.count
        hasher = hash
        self.caseCodes = caseCodes
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

    /// An enum case: its one-byte code in format 4, else its name.
    @inline(__always)
    mutating func enumCase<Case: LayoutDigestCase>(_ value: Case) {
        if caseCodes { byte(value.digestCode) } else { name(value.digestName) }
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
