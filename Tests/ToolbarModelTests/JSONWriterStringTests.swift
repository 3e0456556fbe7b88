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

    /// Words holding several bytes to escape, next to each other or apart, among ASCII and
    /// multi-byte scalars: the writer jumps to each word's lowest flagged byte, so every mix of
    /// them in a word must still come out as escaping one byte at a time would write.
    @Test func wordsWithSeveralBytesToEscapeAreEscapedAsOneByteAtATimeWould() {
        let pieces = ["a", "\"", "\\", "\n", "\u{1}", "\u{1F}", " ", "é", "\u{E000}", "~", "\u{7F}"]
        // A fixed linear congruential sequence: the same strings on every run.
        var state: UInt64 = 0x2545_f491_4f6c_dd1d
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        for round in 0..<3000 {
            // Mostly short strings; every tenth long enough to fill the writer's stack buffer,
            // with runs longer than it between some escapes.
            var text = ""
            let length = round % 10 == 0 ? next(900) : next(40)
            let plain = round % 20 == 0 ? String(repeating: "p", count: next(1200)) : ""
            for index in 0..<length {
                text += pieces[next(pieces.count)]
                if index == length / 2 { text += plain }
            }
            var written: [UInt8] = []
            JSONWriter.appendString(text, to: &written)
            #expect(written == Self.reference(text), "\(Array(text.utf8))")
        }
    }
}
