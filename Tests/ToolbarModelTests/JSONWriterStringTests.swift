import Testing
import ToolbarModel

/// JSON strings are escaped a run of bytes at a time; records digests hash what the writer writes
/// and stored audits are compared byte for byte, so it must write exactly what escaping one byte
/// at a time writes, for every byte value, at every position of an eight-byte run.
@Suite struct JSONWriterStringTests {
    static let strings: [String] =
        (0..<128).map { String(UnicodeScalar(UInt8($0))) } + [
            "", "plain", "\"Undo\" overflows in \u{E000}", "back\\slash", "tab\there\nand\r\u{8}\u{C}\u{1F}\u{0}",
            "Löschen ✓ \u{E000}\u{E001}", "\"\"", "\\", "ends with \"", String(repeating: "é\"", count: 40)
        ]
        + (0..<17).map { String(repeating: "a", count: $0) + "\"" + String(repeating: "b", count: 16 - $0) }

    /// One byte at a time: `"` and `\` after a backslash, the control characters as `\n`, `\r`,
    /// `\t`, `\b`, `\f` or `\u00xx`, every other byte as it is.
    static func reference(_ text: String) -> [UInt8] {
        var out: [UInt8] = [UInt8(ascii: "\"")]
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"): out += [UInt8(ascii: "\\"), byte]
            case 0x0A: out += Array("\\n".utf8)
            case 0x0D: out += Array("\\r".utf8)
            case 0x09: out += Array("\\t".utf8)
            case 0x08: out += Array("\\b".utf8)
            case 0x0C: out += Array("\\f".utf8)
            case 0..<0x20:
                let hex = Array("0123456789abcdef".utf8)
                out += Array("\\u00".utf8) + [hex[Int(byte >> 4)], hex[Int(byte & 0x0F)]]
            default: out.append(byte)
            }
        }
        out.append(UInt8(ascii: "\""))
        return out
    }

    @Test func everyStringIsEscapedAsOneByteAtATimeWould() {
        for text in Self.strings {
            var written: [UInt8] = []
            JSONWriter.appendString(text, to: &written)
            #expect(written == Self.reference(text), "\(Array(text.utf8))")
            var fromBytes: [UInt8] = []
            Array(text.utf8).withUnsafeBufferPointer { JSONWriter.appendString($0, to: &fromBytes) }
            #expect(fromBytes == written)
        }
    }
}
