import Testing
import ToolbarModel

/// Stored audit columns write widths and flags through `appendNumber`, and audits are compared
/// byte for byte: it must write what deciding "whole" by `number == number.rounded()` wrote.
@Suite struct JSONWriterNumberTests {
    /// The definition before the rounding call was dropped: a whole number below 1e15 as its
    /// digits, anything else as ``JSONWriter/numberText(_:)``.
    static func reference(_ number: Double) -> String {
        if number == number.rounded(), abs(number) < 1e15 { return String(Int64(number)) }
        return JSONWriter.numberText(number)
    }

    static let numbers: [Double] = [
        0, -0.0, 1, -1, 3, 9, 10, 402, -402, 320.5, -0.25, 0.001, 1e15 - 1, -(1e15 - 1), 1e15, -1e15, 1e16,
        9_007_199_254_740_992, 4_503_599_627_370_495.5, .nan, .infinity, -.infinity, .greatestFiniteMagnitude,
        .leastNonzeroMagnitude, -.leastNonzeroMagnitude, 0.5, 1.5, 2.5, -2.5, 999_999_999_999_999.9
    ]

    @Test func everyNumberIsWrittenAsRoundingDecidedIt() {
        for number in Self.numbers {
            var out: [UInt8] = []
            JSONWriter.appendNumber(number, to: &out)
            #expect(String(decoding: out, as: UTF8.self) == Self.reference(number), "\(number)")
        }
    }
}
