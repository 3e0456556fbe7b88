import Testing
import ToolbarModel

@testable import ToolbarStorage

/// The audit items column escapes its strings itself, a run at a time; stored audits are compared
/// byte for byte, so it must write exactly what ``JSONWriter`` writes, for every byte value.
@Suite struct ColumnJSONTests {
    static let strings: [String] =
        (0..<128).map { String(UnicodeScalar(UInt8($0))) } + [
            "", "plain", "\"Undo\" overflows in \u{E000}", "back\\slash", "tab\there\nand\r\u{8}\u{C}\u{1F}\u{0}",
            "Löschen ✓ \u{E000}\u{E001}", "\"\"", "\\", "ends with \"", String(repeating: "é\"", count: 40)
        ]

    @Test func everyStringIsWrittenAsJSONWriterWritesIt() {
        for text in Self.strings {
            var column: [UInt8] = []
            ColumnJSON.appendString(text, to: &column)
            var writer: [UInt8] = []
            JSONWriter.appendString(text, to: &writer)
            #expect(column == writer, "\(Array(text.utf8))")
        }
    }
}
