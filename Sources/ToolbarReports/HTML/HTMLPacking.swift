/// A large HTML report's inert blocks written smaller: repeats (a findings list's phrasing, table
/// rows, drawing definitions) become back-references, the way LZ77 compresses, in a form that
/// stays text inside a `<script>` element and that the page's script unpacks in a few lines.
///
/// The packed text is the markup's UTF-8 bytes, each run already seen earlier in the block (at
/// least ``minimumMatch`` bytes, whole characters) replaced by a reference: the byte 0x01, then
/// the run's length less ``minimumMatch`` and its distance back less one, each a number written
/// 5 bits to a character from `?` (0x3F) to `~` (0x7E), lowest bits first, the sixth bit set on
/// every character but a number's last. Escaped markup never holds 0x01 (``XMLText`` drops
/// control characters), nor a carriage return (which an HTML parser would turn into a line
/// feed): markup that holds either is left unpacked. References hold no `<`, so packing cannot
/// form `</script` or `<!--` where the markup has none.
enum HTMLPacking {
    /// The shortest run written as a reference (a reference takes 4 to 8 bytes).
    static let minimumMatch = 8
    /// How many earlier places with the same first bytes are tried for each position.
    static let chainDepth = 8
    static let marker: UInt8 = 1

    /// `markup` packed, or nil when it holds a byte packing cannot carry (then it is kept as is).
    static func pack(_ markup: String) -> String? {
        let input = Array(markup.utf8)
        if input.contains(where: { $0 == marker || $0 == 13 }) { return nil }
        let count = input.count
        var output: [UInt8] = []
        output.reserveCapacity(count / 3)
        // The last position with each hash of four bytes, and before it the previous one.
        let tableSize = 1 << 15
        var head = [Int32](repeating: -1, count: tableSize)
        var previous = [Int32](repeating: -1, count: count)
        func hash(_ index: Int) -> Int {
            let word =
                UInt32(input[index]) | UInt32(input[index + 1]) << 8 | UInt32(input[index + 2]) << 16
                | UInt32(input[index + 3]) << 24
            return Int((word &* 2_654_435_761) >> 17) & (tableSize - 1)
        }
        func isContinuation(_ index: Int) -> Bool { index < count && input[index] & 0xC0 == 0x80 }
        func remember(_ index: Int) {
            guard index + 3 < count else { return }
            let key = hash(index)
            previous[index] = head[key]
            head[key] = Int32(index)
        }
        var index = 0
        while index < count {
            var bestLength = 0
            var bestDistance = 0
            if index + minimumMatch <= count, !isContinuation(index) {
                var candidate = Int(head[hash(index)])
                var tries = 0
                while candidate >= 0, tries < chainDepth {
                    var length = 0
                    while index + length < count, input[candidate + length] == input[index + length] { length += 1 }
                    // End on a character boundary, so literal bytes stay whole characters.
                    while length > 0, isContinuation(index + length) { length -= 1 }
                    if length > bestLength {
                        bestLength = length
                        bestDistance = index - candidate
                    }
                    candidate = Int(previous[candidate])
                    tries += 1
                }
            }
            if bestLength >= minimumMatch {
                output.append(marker)
                write(bestLength - minimumMatch, to: &output)
                write(bestDistance - 1, to: &output)
                for position in index..<(index + bestLength) { remember(position) }
                index += bestLength
            } else {
                output.append(input[index])
                remember(index)
                index += 1
            }
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// `value` as 5-bit digits from `?`, lowest first, 32 added to every digit but the last.
    static func write(_ value: Int, to output: inout [UInt8]) {
        var rest = value
        repeat {
            let digit = UInt8(rest & 31)
            rest >>= 5
            output.append(0x3F + digit + (rest > 0 ? 32 : 0))
        } while rest > 0
    }

    /// The markup `packed` holds (what the page's script does, for tests and tools).
    static func unpack(_ packed: String) -> String {
        let input = Array(packed.utf8)
        var output: [UInt8] = []
        output.reserveCapacity(input.count * 4)
        var index = 0
        func number() -> Int {
            var value = 0
            var shift = 0
            while index < input.count {
                let digit = Int(input[index]) - 0x3F
                index += 1
                value |= (digit & 31) << shift
                shift += 5
                if digit & 32 == 0 { break }
            }
            return value
        }
        while index < input.count {
            guard input[index] == marker else {
                output.append(input[index])
                index += 1
                continue
            }
            index += 1
            let length = number() + minimumMatch
            let distance = number() + 1
            for _ in 0..<length { output.append(output[output.count - distance]) }
        }
        return String(decoding: output, as: UTF8.self)
    }
}
