import ToolbarModel

// MARK: - JSON strings for the audit columns

/// JSON strings written into the `audits.items` column, which holds every finding of an audit:
/// the same bytes ``JSONWriter/appendString(_:to:)`` writes (a test checks every byte value),
/// read from the string in place and escaped a run at a time. Messages often quote a command's
/// title, and escaping them byte by byte through small arrays was much of the column's cost.
enum ColumnJSON {
    /// Appends `text` as a JSON string.
    @inline(__always)
    static func appendString(_ text: String, to out: inout [UInt8]) {
        withBytes(text) { appendString($0, to: &out) }
    }

    /// Appends the UTF-8 `bytes` as a JSON string: `"` and `\` escaped with a backslash, the
    /// control characters as `\n`, `\r`, `\t`, `\b`, `\f` or `\u00xx`, every other byte as it is.
    /// Runs with nothing to escape are found eight bytes at a time and copied whole.
    static func appendString(_ bytes: UnsafeBufferPointer<UInt8>, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        guard let base = bytes.baseAddress else { return out.append(UInt8(ascii: "\"")) }
        let count = bytes.count
        var start = 0
        var index = 0
        while index < count {
            if count - index >= 8,
                !mayNeedEscaping(UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)))
            {
                index += 8
                continue
            }
            let end = min(index + 8, count)
            while index < end {
                let byte = base[index]
                if byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
                    if start < index {
                        out.append(contentsOf: UnsafeBufferPointer(start: base + start, count: index - start))
                    }
                    start = index + 1
                    appendEscaped(byte, to: &out)
                }
                index += 1
            }
        }
        if start < count { out.append(contentsOf: UnsafeBufferPointer(start: base + start, count: count - start)) }
        out.append(UInt8(ascii: "\""))
    }

    /// Calls `body` with the string's UTF-8 bytes, without copying a native string.
    @inline(__always)
    static func withBytes<Result>(_ text: String, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        if let result = text.utf8.withContiguousStorageIfAvailable(body) { return result }
        var text = text
        return text.withUTF8(body)
    }

    /// Whether any of the eight bytes is below 0x20, `"` or `\` (never false when one is; the
    /// usual bit tricks: a byte below `n` borrows into its top bit, and an equal byte xors to 0).
    @inline(__always)
    private static func mayNeedEscaping(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        let quote = word ^ (ones &* UInt64(UInt8(ascii: "\"")))
        let backslash = word ^ (ones &* UInt64(UInt8(ascii: "\\")))
        let below = (word &- ones &* 0x20) & ~word
        let quotes = (quote &- ones) & ~quote
        let backslashes = (backslash &- ones) & ~backslash
        return (below | quotes | backslashes) & highs != 0
    }

    /// A byte that needs escaping, escaped.
    private static func appendEscaped(_ byte: UInt8, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "\\"))
        switch byte {
        case 0x0A: out.append(UInt8(ascii: "n"))
        case 0x0D: out.append(UInt8(ascii: "r"))
        case 0x09: out.append(UInt8(ascii: "t"))
        case 0x08: out.append(UInt8(ascii: "b"))
        case 0x0C: out.append(UInt8(ascii: "f"))
        case 0..<0x20:
            out.append(contentsOf: "u00".utf8)
            out.append(hexDigit(byte >> 4))
            out.append(hexDigit(byte & 0x0F))
        default: out.append(byte)  // `"` or `\`
        }
    }

    /// A lower-case hex digit, as ``JSONWriter`` writes them.
    private static func hexDigit(_ value: UInt8) -> UInt8 {
        value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "a") + value - 10
    }
}
