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
    /// A run at least this long is taken without trying older places (they rarely do better,
    /// and comparing long runs again and again is where the time would go).
    static let goodEnough = 64
    /// How many places at each end of a long run are remembered for later runs.
    static let remembered = 16
    static let marker: UInt8 = 1

    /// `markup` packed, or nil when it holds a byte packing cannot carry (then it is kept as is).
    static func pack(_ markup: String) -> String? {
        var markup = markup
        return markup.withUTF8 { pack(bytes: $0) }
    }

    /// The packing itself, over the markup's bytes: greedy, with hash chains of four-byte
    /// prefixes. Every reference is shorter than the run it stands for, so the output never
    /// outgrows the input.
    static func pack(bytes input: UnsafeBufferPointer<UInt8>) -> String? {
        let count = input.count
        for byte in input where byte == marker || byte == 13 { return nil }
        guard count > 0 else { return "" }
        let tableSize = 1 << 15
        // The last position with each hash of four bytes, and before each position the previous one.
        let head = UnsafeMutableBufferPointer<Int32>.allocate(capacity: tableSize)
        head.initialize(repeating: -1)
        let previous = UnsafeMutableBufferPointer<Int32>.allocate(capacity: count)
        defer {
            head.deallocate()
            previous.deallocate()
        }
        let raw = UnsafeRawBufferPointer(input)
        func hash(_ index: Int) -> Int {
            let word = UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt32.self))
            return Int((word &* 2_654_435_761) >> 17) & (tableSize - 1)
        }
        /// How many bytes from `candidate` and `index` are the same, up to `longest`; eight at a time.
        func common(_ candidate: Int, _ index: Int, longest: Int) -> Int {
            var length = 0
            while length + 8 <= longest {
                let difference =
                    raw.loadUnaligned(fromByteOffset: candidate + length, as: UInt64.self)
                    ^ raw.loadUnaligned(fromByteOffset: index + length, as: UInt64.self)
                if difference != 0 { return length + UInt64(littleEndian: difference).trailingZeroBitCount / 8 }
                length += 8
            }
            while length < longest, input[candidate + length] == input[index + length] { length += 1 }
            return length
        }
        func remember(_ index: Int) {
            guard index + 3 < count else { return }
            let key = hash(index)
            previous[index] = head[key]
            head[key] = Int32(index)
        }
        let written = [UInt8](unsafeUninitializedCapacity: count) { output, size in
            var out = 0
            var index = 0
            while index < count {
                var bestLength = 0
                var bestDistance = 0
                if index + minimumMatch <= count, input[index] & 0xC0 != 0x80 {
                    var candidate = Int(head[hash(index)])
                    var tries = 0
                    let longest = count - index
                    while candidate >= 0, tries < chainDepth {
                        tries += 1
                        // Only a place that could beat the best so far is compared in full.
                        if bestLength == 0 || input[candidate + bestLength] == input[index + bestLength] {
                            var length = common(candidate, index, longest: longest)
                            // End on a character boundary, so literal bytes stay whole characters.
                            while length > 0, index + length < count, input[index + length] & 0xC0 == 0x80 {
                                length -= 1
                            }
                            if length > bestLength {
                                bestLength = length
                                bestDistance = index - candidate
                                if length >= goodEnough || length == longest { break }
                            }
                        }
                        candidate = Int(previous[candidate])
                    }
                }
                // For blocks under 32 MB a reference is always shorter than its run; the check
                // keeps the output within the input's size whatever the block.
                if bestLength >= minimumMatch,
                    1 + digits(bestLength - minimumMatch) + digits(bestDistance - 1) < bestLength
                {
                    output[out] = marker
                    out += 1
                    write(bestLength - minimumMatch, to: output, at: &out)
                    write(bestDistance - 1, to: output, at: &out)
                    // A long run's middle is not remembered: runs that repeat it start where it
                    // starts or continue where it ends, and hashing every byte of long runs is
                    // where most of the packing time went.
                    let end = index + bestLength
                    if bestLength <= 2 * remembered {
                        for position in index..<end { remember(position) }
                    } else {
                        for position in index..<(index + remembered) { remember(position) }
                        for position in (end - remembered)..<end { remember(position) }
                    }
                    index += bestLength
                } else {
                    output[out] = input[index]
                    out += 1
                    remember(index)
                    index += 1
                }
            }
            size = out
        }
        return String(decoding: written, as: UTF8.self)
    }

    /// `value` as 5-bit digits from `?`, lowest first, 32 added to every digit but the last.
    static func write(_ value: Int, to output: UnsafeMutableBufferPointer<UInt8>, at end: inout Int) {
        var rest = value
        repeat {
            let digit = UInt8(rest & 31)
            rest >>= 5
            output[end] = 0x3F + digit + (rest > 0 ? 32 : 0)
            end += 1
        } while rest > 0
    }

    /// How many characters ``write(_:to:at:)`` takes for `value`.
    static func digits(_ value: Int) -> Int {
        var rest = value >> 5
        var count = 1
        while rest > 0 {
            rest >>= 5
            count += 1
        }
        return count
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
