// MARK: - Parser

/// A syntax error with the byte offset where it was found.
struct SyntaxFailure: Error {
    var kind: InterchangeError.Kind
    var offset: Int
    var path: JSONPath
    var message: String
    var hint: String
}

/// A strict RFC 8259 JSON parser over UTF-8 bytes.
///
/// It refuses what a hand-edited or hostile file can contain: trailing commas, comments, raw
/// control characters in strings, invalid UTF-8, lone surrogates in `\u` escapes, duplicate keys,
/// numbers out of range and nesting deeper than ``maximumDepth``. It does not count lines while
/// parsing; positions are computed from byte offsets only when an error is reported.
public enum JSONParser {
    /// The deepest nesting of arrays and objects accepted.
    public static let maximumDepth = 64

    /// Parses one JSON document (an optional UTF-8 byte order mark is skipped).
    /// - Throws: ``InterchangeError`` with the line, column and JSON path of the first problem.
    public static func parse(_ bytes: [UInt8]) throws -> JSONValue {
        try parse(bytes, eachApp: nil)
    }

    /// ``parse(_:)``, calling `eachApp` with each element of the root object's `apps` array as
    /// soon as it is parsed, in order (see ``StreamedApps``).
    static func parse(_ bytes: [UInt8], eachApp: ((JSONValue) -> Void)?) throws -> JSONValue {
        try bytes.withUnsafeBufferPointer { buffer in
            var scanner = JSONScanner(buffer)
            scanner.eachApp = eachApp
            do {
                return try scanner.parseDocument()
            } catch let failure as SyntaxFailure {
                let (line, column) = position(of: failure.offset, in: buffer)
                throw InterchangeError(
                    kind: failure.kind, path: failure.path.description, line: line,
                    column: column, message: failure.message, hint: failure.hint)
            }
        }
    }

    /// The 1-based line and column (in Unicode scalars) of a byte offset.
    static func position(of offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> (line: Int, column: Int) {
        var line = 1
        var lineStart = 0
        let end = min(max(offset, 0), bytes.count)
        var index = 0
        while index < end {
            if bytes[index] == 0x0A {
                line += 1
                lineStart = index + 1
            }
            index += 1
        }
        var column = 1
        index = lineStart
        while index < end {
            if bytes[index] & 0xC0 != 0x80 { column += 1 }
            index += 1
        }
        return (line, column)
    }

    /// The byte offset where the value at `path` starts (or its key, with `atKey`), or of its
    /// deepest ancestor that exists.
    static func offset(of path: JSONPath, atKey: Bool = false, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var scanner = JSONScanner(bytes)
        scanner.skipByteOrderMark()
        return scanner.locate(path.components[...], atKey: atKey)
    }
}

/// The cursor that does the parsing.
struct JSONScanner {
    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0
    var path: [JSONPathComponent] = []
    /// Called with each element of the root object's `apps` array once it is parsed.
    var eachApp: ((JSONValue) -> Void)?

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    // MARK: - Document

    mutating func skipByteOrderMark() {
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { index = 3 }
    }

    mutating func parseDocument() throws -> JSONValue {
        skipByteOrderMark()
        let value = try parseValue(depth: 0)
        skipWhitespace()
        if index < bytes.count {
            throw fail(
                "unexpected \(describe(bytes[index])) after the end of the document",
                hint: "a file holds exactly one JSON object; remove what follows it")
        }
        return value
    }

    // MARK: - Values

    mutating func parseValue(depth: Int) throws -> JSONValue {
        skipWhitespace()
        guard index < bytes.count else { throw truncated() }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try parseObject(depth: depth + 1)
        case UInt8(ascii: "["): return try parseArray(depth: depth + 1)
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"):
            try expectLiteral("true")
            return .bool(true)
        case UInt8(ascii: "f"):
            try expectLiteral("false")
            return .bool(false)
        case UInt8(ascii: "n"):
            try expectLiteral("null")
            return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try parseNumber())
        default:
            throw fail(
                "unexpected \(describe(bytes[index])) where a value belongs",
                hint: "write a string in double quotes, a number, true, false, null, an object or an array")
        }
    }

    mutating func parseObject(depth: Int) throws -> JSONValue {
        if depth > JSONParser.maximumDepth { throw tooDeep() }
        index += 1
        var members: [JSONMember] = []
        members.reserveCapacity(8)
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
            index += 1
            return .object(members)
        }
        var seen: Set<String> = []
        while true {
            skipWhitespace()
            guard index < bytes.count else { throw truncated() }
            guard bytes[index] == UInt8(ascii: "\"") else {
                throw fail(
                    "expected a key in double quotes, found \(describe(bytes[index]))",
                    hint: "object keys are strings; check for a trailing comma or a missing quote")
            }
            let keyOffset = index
            let key = try parseString()
            if members.count < 16 {
                if members.contains(where: { $0.key == key }) { throw duplicate(key, at: keyOffset) }
                if members.count == 15 { seen = Set(members.map(\.key)) }
            }
            if members.count >= 15, !seen.insert(key).inserted { throw duplicate(key, at: keyOffset) }
            skipWhitespace()
            guard index < bytes.count else { throw truncated() }
            guard bytes[index] == UInt8(ascii: ":") else {
                throw fail(
                    "expected ':' after the key \"\(key.debugPreview)\", found \(describe(bytes[index]))",
                    hint: "write \"key\": value")
            }
            index += 1
            path.append(.key(key))
            let value = try parseValue(depth: depth)
            path.removeLast()
            members.append(JSONMember(key, value))
            skipWhitespace()
            guard index < bytes.count else { throw truncated() }
            switch bytes[index] {
            case UInt8(ascii: ","):
                index += 1
            case UInt8(ascii: "}"):
                index += 1
                return .object(members)
            default:
                throw fail(
                    "expected ',' or '}' after a member, found \(describe(bytes[index]))",
                    hint: "separate members with commas and close the object with '}'")
            }
        }
    }

    mutating func parseArray(depth: Int) throws -> JSONValue {
        if depth > JSONParser.maximumDepth { throw tooDeep() }
        index += 1
        var elements: [JSONValue] = []
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
            index += 1
            return .array(elements)
        }
        while true {
            path.append(.index(elements.count))
            let value = try parseValue(depth: depth)
            path.removeLast()
            // The root object is at depth 1, its members' arrays at 2.
            if depth == 2, let eachApp, path.count == 1, path[0] == .key("apps") { eachApp(value) }
            elements.append(value)
            skipWhitespace()
            guard index < bytes.count else { throw truncated() }
            switch bytes[index] {
            case UInt8(ascii: ","):
                index += 1
            case UInt8(ascii: "]"):
                index += 1
                return .array(elements)
            default:
                throw fail(
                    "expected ',' or ']' after an element, found \(describe(bytes[index]))",
                    hint: "separate elements with commas and close the array with ']'")
            }
        }
    }

    // MARK: - Strings

    mutating func parseString() throws -> String {
        index += 1
        let start = index
        var ascii = true
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                let slice = UnsafeBufferPointer(rebasing: bytes[start..<index])
                if !ascii { try validateUTF8(slice, base: start) }
                index += 1
                return String(decoding: slice, as: UTF8.self)
            }
            if byte == UInt8(ascii: "\\") { return try parseEscapedString(from: start) }
            if byte < 0x20 { throw controlCharacter(byte) }
            if byte >= 0x80 { ascii = false }
            index += 1
        }
        throw truncated()
    }

    /// The slow path for strings with escapes.
    mutating func parseEscapedString(from start: Int) throws -> String {
        var buffer = Array(UnsafeBufferPointer(rebasing: bytes[start..<index]))
        var ascii = !buffer.contains { $0 >= 0x80 }
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                // Escapes are ASCII and decode to valid UTF-8, so checking the source bytes is
                // enough, and gives the true offset of a bad byte.
                if !ascii { try validateUTF8(UnsafeBufferPointer(rebasing: bytes[start..<index]), base: start) }
                index += 1
                return String(decoding: buffer, as: UTF8.self)
            case UInt8(ascii: "\\"):
                index += 1
                guard index < bytes.count else { throw truncated() }
                let escape = bytes[index]
                index += 1
                switch escape {
                case UInt8(ascii: "\""): buffer.append(0x22)
                case UInt8(ascii: "\\"): buffer.append(0x5C)
                case UInt8(ascii: "/"): buffer.append(0x2F)
                case UInt8(ascii: "b"): buffer.append(0x08)
                case UInt8(ascii: "f"): buffer.append(0x0C)
                case UInt8(ascii: "n"): buffer.append(0x0A)
                case UInt8(ascii: "r"): buffer.append(0x0D)
                case UInt8(ascii: "t"): buffer.append(0x09)
                case UInt8(ascii: "u"):
                    let scalar = try parseUnicodeEscape()
                    buffer.append(contentsOf: String(Character(scalar)).utf8)
                default:
                    index -= 2
                    throw fail(
                        "invalid escape '\\\(describe(escape))' in a string",
                        hint: "use \\\", \\\\, \\/, \\b, \\f, \\n, \\r, \\t or \\uXXXX")
                }
            default:
                if byte < 0x20 { throw controlCharacter(byte) }
                if byte >= 0x80 { ascii = false }
                buffer.append(byte)
                index += 1
            }
        }
        throw truncated()
    }

    /// Reads `XXXX` after `\u` (and a following `\uXXXX` low surrogate when needed).
    mutating func parseUnicodeEscape() throws -> Unicode.Scalar {
        let escapeStart = index - 2
        let high = try parseHex4()
        if (0xDC00...0xDFFF).contains(high) {
            index = escapeStart
            throw fail(
                "lone low surrogate \\u\(String(high, radix: 16)) in a string",
                hint: "write the character itself, or a complete \\uD8xx\\uDCxx surrogate pair")
        }
        if (0xD800...0xDBFF).contains(high) {
            guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u")
            else {
                index = escapeStart
                throw fail(
                    "lone high surrogate \\u\(String(high, radix: 16)) in a string",
                    hint: "write the character itself, or a complete \\uD8xx\\uDCxx surrogate pair")
            }
            index += 2
            let low = try parseHex4()
            guard (0xDC00...0xDFFF).contains(low) else {
                index = escapeStart
                throw fail(
                    "high surrogate \\u\(String(high, radix: 16)) is not followed by a low surrogate",
                    hint: "write the character itself, or a complete \\uD8xx\\uDCxx surrogate pair")
            }
            let value = 0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)
            return Unicode.Scalar(value) ?? "\u{FFFD}"
        }
        return Unicode.Scalar(high) ?? "\u{FFFD}"
    }

    mutating func parseHex4() throws -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard index < bytes.count else { throw truncated() }
            let byte = bytes[index]
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
            default:
                throw fail(
                    "expected four hex digits after \\u, found \(describe(byte))",
                    hint: "write \\u followed by 4 hex digits")
            }
            value = value << 4 | digit
            index += 1
        }
        return value
    }

    /// Checks well-formed UTF-8 (no overlong forms, surrogates or values above U+10FFFF).
    func validateUTF8(_ slice: UnsafeBufferPointer<UInt8>, base: Int) throws {
        var position = 0
        let count = slice.count
        while position < count {
            let lead = slice[position]
            if lead < 0x80 {
                position += 1
                continue
            }
            var length = 0
            var lower: UInt8 = 0x80
            var upper: UInt8 = 0xBF
            switch lead {
            case 0xC2...0xDF: length = 2
            case 0xE0:
                length = 3
                lower = 0xA0
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED:
                length = 3
                upper = 0x9F
            case 0xF0:
                length = 4
                lower = 0x90
            case 0xF1...0xF3: length = 4
            case 0xF4:
                length = 4
                upper = 0x8F
            default: throw invalidUTF8(at: base + position)
            }
            guard position + length <= count else { throw invalidUTF8(at: base + position) }
            let second = slice[position + 1]
            guard second >= lower, second <= upper else { throw invalidUTF8(at: base + position) }
            var next = position + 2
            while next < position + length {
                guard slice[next] & 0xC0 == 0x80 else { throw invalidUTF8(at: base + position) }
                next += 1
            }
            position += length
        }
    }

    // MARK: - Numbers and literals

    mutating func parseNumber() throws -> Double {
        let start = index
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        let integerStart = index
        var integer: Int64 = 0
        while index < bytes.count, bytes[index] >= 0x30, bytes[index] <= 0x39 {
            if index - integerStart < 18 { integer = integer * 10 + Int64(bytes[index] - 0x30) }
            index += 1
        }
        let integerDigits = index - integerStart
        guard integerDigits > 0 else {
            index = start
            throw fail("a number needs digits", hint: "write numbers such as 44, -3 or 1.4")
        }
        if integerDigits > 1, bytes[integerStart] == UInt8(ascii: "0") {
            index = start
            throw fail("numbers may not start with 0", hint: "write 7, not 07")
        }
        var simple = integerDigits <= 15
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            simple = false
            index += 1
            let fractionStart = index
            while index < bytes.count, bytes[index] >= 0x30, bytes[index] <= 0x39 { index += 1 }
            if index == fractionStart {
                throw fail("a decimal point must be followed by digits", hint: "write 1.0 or 1, not 1.")
            }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            simple = false
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
                index += 1
            }
            let exponentStart = index
            while index < bytes.count, bytes[index] >= 0x30, bytes[index] <= 0x39 { index += 1 }
            if index == exponentStart {
                throw fail("an exponent must have digits", hint: "write 1e3, not 1e")
            }
        }
        if simple {
            let value = Double(integer)
            return bytes[start] == UInt8(ascii: "-") ? -value : value
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            index = start
            throw fail("the number \(text.debugPreview) is out of range", hint: "use a number of ordinary size")
        }
        return value
    }

    mutating func expectLiteral(_ literal: StaticString) throws {
        let text = UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount)
        for byte in text {
            guard index < bytes.count else { throw truncated() }
            guard bytes[index] == byte else {
                throw fail(
                    "unexpected \(describe(bytes[index])) in what looks like '\(literal)'",
                    hint: "strings need double quotes; the only bare words are true, false and null")
            }
            index += 1
        }
    }

    mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x0A, 0x0D, 0x09: index += 1
            default: return
            }
        }
    }

    // MARK: - Locating a path

    /// Walks to the value at `components` and returns its offset, or the deepest ancestor's.
    mutating func locate(_ components: ArraySlice<JSONPathComponent>, atKey: Bool) -> Int {
        skipWhitespace()
        let here = index
        guard let first = components.first, index < bytes.count else { return here }
        let rest = components.dropFirst()
        switch first {
        case .key(let wanted):
            guard bytes[index] == UInt8(ascii: "{") else { return here }
            index += 1
            while true {
                skipWhitespace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { return here }
                let keyStart = index
                guard let key = try? parseString() else { return here }
                skipWhitespace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return here }
                index += 1
                if key == wanted { return rest.isEmpty && atKey ? keyStart : locate(rest, atKey: atKey) }
                guard (try? parseValue(depth: 0)) != nil else { return here }
                skipWhitespace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: ",") else { return here }
                index += 1
            }
        case .index(let wanted):
            guard bytes[index] == UInt8(ascii: "[") else { return here }
            index += 1
            var position = 0
            while true {
                if position == wanted { return locate(rest, atKey: atKey) }
                guard (try? parseValue(depth: 0)) != nil else { return here }
                skipWhitespace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: ",") else { return here }
                index += 1
                position += 1
            }
        }
    }

    // MARK: - Failures

    func describe(_ byte: UInt8) -> String {
        switch byte {
        case 0x21...0x7E: return "'\(Character(Unicode.Scalar(byte)))'"
        default: return "byte 0x\(String(byte, radix: 16, uppercase: true))"
        }
    }

    func fail(_ message: String, hint: String, kind: InterchangeError.Kind = .malformedJSON) -> SyntaxFailure {
        SyntaxFailure(kind: kind, offset: index, path: JSONPath(path), message: message, hint: hint)
    }

    func truncated() -> SyntaxFailure {
        fail("unexpected end of input", hint: "the file is truncated or a bracket, brace or quote is not closed")
    }

    func tooDeep() -> SyntaxFailure {
        fail(
            "nesting deeper than \(JSONParser.maximumDepth) levels",
            hint: "a registry document nests at most 7 levels; this is not one")
    }

    func controlCharacter(_ byte: UInt8) -> SyntaxFailure {
        fail(
            "raw control character 0x\(String(byte, radix: 16, uppercase: true)) inside a string",
            hint: "escape it (\\n, \\t, \\u0000…)")
    }

    func duplicate(_ key: String, at offset: Int) -> SyntaxFailure {
        var failure = fail(
            "the key \"\(key.debugPreview)\" appears twice in one object",
            hint: "keep one of them", kind: .duplicateKey)
        failure.offset = offset
        failure.path = JSONPath(path + [.key(key)])
        return failure
    }

    func invalidUTF8(at offset: Int) -> SyntaxFailure {
        var failure = fail("invalid UTF-8 byte sequence", hint: "save the file as UTF-8", kind: .invalidUTF8)
        failure.offset = offset
        return failure
    }
}
