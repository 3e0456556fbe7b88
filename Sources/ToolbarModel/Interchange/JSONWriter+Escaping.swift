// MARK: - JSON strings, escaped

extension JSONWriter {
    /// Appends the UTF-8 `bytes` as a JSON string (quoted, escaped as ``appendString(_:to:)``
    /// escapes a string), for writers that hold the text as bytes.
    ///
    /// An audit writes every finding's message (often quoting a title) through here, and records
    /// digests hash what this writes. Bytes to escape are found eight at a time
    /// (``firstToEscape(_:from:count:)``). A string with none is appended whole; one with some is
    /// written into a buffer on the stack, escapes and the runs between them, and appended a
    /// buffer at a time: appending each run and each escape's bytes to the array (a uniqueness
    /// and a capacity check each) cost about 130 instructions an escape.
    public static func appendString(_ bytes: UnsafeBufferPointer<UInt8>, to out: inout [UInt8]) {
        let count = bytes.count
        guard let base = bytes.baseAddress, let first = firstToEscape(base, from: 0, count: count) else {
            out.append(UInt8(ascii: "\""))
            if count > 0 { out.append(contentsOf: bytes) }
            out.append(UInt8(ascii: "\""))
            return
        }
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: escapeBufferSize) { scratch in
            guard let buffer = scratch.baseAddress else { return }
            let capacity = scratch.count
            var used = 0
            func flush() {
                out.append(contentsOf: UnsafeBufferPointer(start: buffer, count: used))
                used = 0
            }
            buffer[0] = UInt8(ascii: "\"")
            used = 1
            var start = 0
            var index = first
            while true {
                let run = index &- start
                if run > capacity &- maxEscapeLength {
                    // Longer than the buffer holds with an escape after it: appended as it is,
                    // after what the buffer holds.
                    flush()
                    out.append(contentsOf: UnsafeBufferPointer(start: base + start, count: run))
                } else if run > 0 {
                    if run > capacity &- used { flush() }
                    (buffer + used).update(from: base + start, count: run)
                    used &+= run
                }
                guard index < count else { break }
                if capacity &- used < maxEscapeLength { flush() }
                used &+= writeEscaped(base[index], to: buffer + used)
                index &+= 1
                start = index
                index = firstToEscape(base, from: index, count: count) ?? count
            }
            if used == capacity { flush() }
            buffer[used] = UInt8(ascii: "\"")
            used &+= 1
            flush()
        }
    }

    /// The stack buffer ``appendString(_:to:)`` escapes into: well under the 1 KiB that
    /// `withUnsafeTemporaryAllocation` always takes on the stack.
    static let escapeBufferSize = 512

    /// The most bytes one escaped byte takes (`\u00xx`).
    static let maxEscapeLength = 6

    /// Where the first byte at or after `start` that needs escaping is; `nil` when none does.
    /// Eight bytes at a time: the lowest of a word's ``escapeFlags(_:)`` is always such a byte.
    @inline(__always)
    static func firstToEscape(_ base: UnsafePointer<UInt8>, from start: Int, count: Int) -> Int? {
        var index = start
        while count &- index >= 8 {
            let flags = escapeFlags(UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)))
            if flags != 0 { return index &+ flags.trailingZeroBitCount &>> 3 }
            index &+= 8
        }
        while index < count {
            let byte = base[index]
            if byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") { return index }
            index &+= 1
        }
        return nil
    }

    /// The top bit of each of the eight bytes (least significant first) that may be below 0x20,
    /// `"` or `\`: zero only when none is. The usual bit tricks (a byte below `n` borrows into
    /// its top bit, and an equal byte xors to 0) flag such a byte exactly; a flag may be false
    /// only above a true one (the borrow runs on upwards), so the lowest flag is always a byte to
    /// escape.
    @inline(__always)
    static func escapeFlags(_ word: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        let quote = word ^ (ones &* UInt64(UInt8(ascii: "\"")))
        let backslash = word ^ (ones &* UInt64(UInt8(ascii: "\\")))
        let below = (word &- ones &* 0x20) & ~word
        let quotes = (quote &- ones) & ~quote
        let backslashes = (backslash &- ones) & ~backslash
        return (below | quotes | backslashes) & highs
    }

    /// Writes a byte that needs escaping, escaped, at `target` and returns how many bytes that
    /// took: `\n`, `\r`, `\t`, `\b`, `\f`, `\u00xx` for the other control characters, a backslash
    /// before `"` and `\`.
    @inline(__always)
    static func writeEscaped(_ byte: UInt8, to target: UnsafeMutablePointer<UInt8>) -> Int {
        target[0] = UInt8(ascii: "\\")
        switch byte {
        case 0x0A: target[1] = UInt8(ascii: "n")
        case 0x0D: target[1] = UInt8(ascii: "r")
        case 0x09: target[1] = UInt8(ascii: "t")
        case 0x08: target[1] = UInt8(ascii: "b")
        case 0x0C: target[1] = UInt8(ascii: "f")
        case 0..<0x20:
            func hexDigit(_ value: UInt8) -> UInt8 {
                value < 10 ? UInt8(ascii: "0") &+ value : UInt8(ascii: "a") &+ (value &- 10)
            }
            target[1] = UInt8(ascii: "u")
            target[2] = UInt8(ascii: "0")
            target[3] = UInt8(ascii: "0")
            target[4] = hexDigit(byte >> 4)
            target[5] = hexDigit(byte & 0x0F)
            return 6
        default: target[1] = byte  // `"` or `\`
        }
        return 2
    }
}
