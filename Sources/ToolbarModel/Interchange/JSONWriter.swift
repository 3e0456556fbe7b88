// MARK: - Deterministic writer

/// Writes `JSONValue` trees deterministically: object keys sorted by their UTF-8 bytes,
/// 2-space indentation (or compact), integral numbers without a fraction, non-ASCII text kept
/// as UTF-8, and control characters escaped.
public enum JSONWriter {
    /// How the output is laid out.
    public enum Style: Sendable {
        /// One member or element per line, 2-space indentation, a final newline.
        case pretty
        /// No white space at all, no final newline.
        case compact
    }

    /// The value as UTF-8 bytes.
    public static func bytes(_ value: JSONValue, style: Style = .pretty) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(4096)
        write(value, style: style, indent: 0, into: &out)
        if style == .pretty { out.append(0x0A) }
        return out
    }

    /// The value as a string.
    public static func string(_ value: JSONValue, style: Style = .pretty) -> String {
        String(decoding: bytes(value, style: style), as: UTF8.self)
    }

    /// The text of UTF-8 `bytes` a writer made from strings and ASCII punctuation (so valid
    /// UTF-8): exactly `String(decoding: bytes, as: UTF8.self)`, made faster when few bytes are
    /// not ASCII. `String(decoding:)` checks a buffer eight bytes at a time while it is all
    /// ASCII, but from the first byte that is not (a title with "é", a message with "—"), it
    /// checks every byte of the buffer one at a time: most of the cost of an audit's items
    /// column. Here each ASCII run of at least ``asciiRunLength`` bytes becomes a string of its
    /// own (the fast check) and the bytes between such runs another; the pieces are joined,
    /// split only where a scalar starts. With no such run it is the plain decoding.
    public static func text(fromValidUTF8 bytes: UnsafeBufferPointer<UInt8>) -> String {
        guard let base = bytes.baseAddress else { return "" }
        let count = bytes.count
        let highs: UInt64 = 0x8080_8080_8080_8080
        var result = ""
        // Where the bytes not yet added start, and where the current ASCII run starts.
        var pending = 0
        var run = 0
        var index = 0
        func add(_ start: Int, _ end: Int) {
            if result.isEmpty { result.reserveCapacity(count) }
            result.append(String(decoding: UnsafeBufferPointer(start: base + start, count: end - start), as: UTF8.self))
        }
        while index < count {
            if count - index >= 8, UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self) & highs == 0 {
                index += 8
                continue
            }
            guard base[index] >= 0x80 else {
                index += 1
                continue
            }
            if index - run >= asciiRunLength {
                if pending < run { add(pending, run) }
                add(run, index)
                pending = index
            }
            while index < count, base[index] >= 0x80 { index += 1 }
            run = index
        }
        guard pending > 0 || (run > 0 && count - run >= asciiRunLength) else {
            return String(decoding: bytes, as: UTF8.self)
        }
        if count - run >= asciiRunLength {
            if pending < run { add(pending, run) }
            add(run, count)
        } else {
            add(pending, count)
        }
        return result
    }

    /// The shortest ASCII run ``text(fromValidUTF8:)`` makes a string of its own (a string made
    /// and joined costs a few hundred instructions, checking a byte one at a time about seven).
    static let asciiRunLength = 128

    /// The canonical text of a number: `44`, `-3`, `1.4`, `0.001`.
    public static func numberText(_ number: Double) -> String {
        guard number.isFinite else { return "null" }
        if number == number.rounded(), abs(number) < 1e15 {
            return String(Int64(number))
        }
        return "\(number)"
    }

    // MARK: - Writing

    private static func write(_ value: JSONValue, style: Style, indent: Int, into out: inout [UInt8]) {
        switch value {
        case .null:
            out.append(contentsOf: "null".utf8)
        case .bool(let flag):
            out.append(contentsOf: (flag ? "true" : "false").utf8)
        case .number(let number):
            out.append(contentsOf: numberText(number).utf8)
        case .string(let text):
            writeString(text, into: &out)
        case .array(let elements):
            guard !elements.isEmpty else {
                out.append(contentsOf: "[]".utf8)
                return
            }
            out.append(UInt8(ascii: "["))
            for (index, element) in elements.enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                newline(style: style, indent: indent + 1, into: &out)
                write(element, style: style, indent: indent + 1, into: &out)
            }
            newline(style: style, indent: indent, into: &out)
            out.append(UInt8(ascii: "]"))
        case .object(let members):
            guard !members.isEmpty else {
                out.append(contentsOf: "{}".utf8)
                return
            }
            let sorted = members.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
            out.append(UInt8(ascii: "{"))
            for (index, member) in sorted.enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                newline(style: style, indent: indent + 1, into: &out)
                writeString(member.key, into: &out)
                out.append(UInt8(ascii: ":"))
                if style == .pretty { out.append(UInt8(ascii: " ")) }
                write(member.value, style: style, indent: indent + 1, into: &out)
            }
            newline(style: style, indent: indent, into: &out)
            out.append(UInt8(ascii: "}"))
        }
    }

    private static func newline(style: Style, indent: Int, into out: inout [UInt8]) {
        guard style == .pretty else { return }
        out.append(0x0A)
        // A plain loop: appending a `repeatElement` runs as unspecialised generic code in a debug
        // build (the tests), a quarter of writing pretty JSON there.
        for _ in 0..<indent * 2 { out.append(0x20) }
    }

    /// Appends `text` as a JSON string (quoted, escaped as ``write(_:style:indent:into:)`` does),
    /// for writers that build JSON bytes without a `JSONValue` tree.
    public static func appendString(_ text: String, to out: inout [UInt8]) { writeString(text, into: &out) }

    /// Appends `text`'s bytes as they are (JSON punctuation and literals such as `null`, or a
    /// value already quoted): copied from static bytes, where appending a string's `utf8` view
    /// went through generic code that cost more than a hundred instructions a call. Inlinable,
    /// so that callers in other modules (the audit columns) copy their constant bytes in place
    /// instead of calling here, which still cost about 120 instructions a call.
    @inlinable @inline(__always)
    public static func appendRaw(_ text: StaticString, to out: inout [UInt8]) {
        out.append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    /// Appends the canonical text of a number (see ``numberText(_:)``).
    public static func appendNumber(_ number: Double, to out: inout [UInt8]) {
        // Whole when it converts back to itself (below 1e15 the conversion cannot overflow, and
        // NaN and the infinities are not below it): what `number == number.rounded()` decided,
        // without calling libm's `round`. -0 writes 0.
        if abs(number) < 1e15, Double(Int64(number)) == number {
            appendInteger(Int64(number), to: &out)
        } else {
            out.append(contentsOf: numberText(number).utf8)
        }
    }

    private static func appendInteger(_ value: Int64, to out: inout [UInt8]) {
        guard value != 0 else { return out.append(UInt8(ascii: "0")) }
        if value < 0 { out.append(UInt8(ascii: "-")) }
        var magnitude = value.magnitude
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
            var start = digits.count
            while magnitude > 0 {
                start -= 1
                digits[start] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
            }
            out.append(contentsOf: digits[start...])
        }
    }

    /// A string's bytes read in place (a native string is not copied).
    private static func writeString(_ text: String, into out: inout [UInt8]) {
        if text.utf8.withContiguousStorageIfAvailable({ appendString($0, to: &out) }) != nil { return }
        var text = text
        text.withUTF8 { appendString($0, to: &out) }
    }
}
