import Testing

@testable import ToolbarModel

/// Writers make an audit's columns and records text as bytes and turn them into a string with
/// `JSONWriter.text(fromValidUTF8:)`, which joins pieces split around long ASCII runs: it must
/// give exactly what `String(decoding:as:)` gives, wherever the runs and the other bytes fall.
@Suite struct ValidUTF8TextTests {
    static func check(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let bytes = Array(text.utf8)
        let made = bytes.withUnsafeBufferPointer { JSONWriter.text(fromValidUTF8: $0) }
        #expect(Array(made.utf8) == bytes, sourceLocation: sourceLocation)
        #expect(made == String(decoding: bytes, as: UTF8.self), sourceLocation: sourceLocation)
    }

    @Test func shortAndUniformTexts() {
        for text in ["", "a", "é", "—", "\u{E000}", "🦆", "plain ascii", String(repeating: "é", count: 300)] {
            Self.check(text)
        }
        Self.check(String(repeating: "x", count: 1000))
    }

    /// ASCII runs just shorter than, as long as and longer than the split length, before,
    /// between and after other scalars of one to four bytes.
    @Test func runsAroundTheSplitLength() {
        let length = JSONWriter.asciiRunLength
        let others = ["é", "—", "\u{E000}", "🦆", "é—🦆"]
        for size in [0, 1, 7, 8, 9, length - 1, length, length + 1, 3 * length + 5] {
            let run = String(repeating: "a", count: size)
            for other in others {
                Self.check(run + other)
                Self.check(other + run)
                Self.check(other + run + other)
                Self.check(run + other + run)
                Self.check(run + other + run + other + run)
                Self.check(other + run + other + String(repeating: "b", count: length * 2) + other)
            }
        }
    }

    /// A long text like an items column: JSON with a non-ASCII message now and then.
    @Test func aColumnLikeText() {
        var text = "["
        for index in 0..<200 {
            let message = index % 7 == 0 ? "Undo — overflows in \u{E000}" : "Share is hidden at width \(index)"
            text +=
                "[\"item-\(index)\",\"automatic\",\"error\",\"fail\",null,null,[[\"error\",\"k\",\"\(message)\",2]]],"
        }
        text += "\"Ünïcödé at the end\"]"
        Self.check(text)
    }
}
