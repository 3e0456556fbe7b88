/// Text operations Foundation's `StringProtocol` extensions used to do, in plain Swift: the
/// `toolbar-registry` binary links only FoundationEssentials, which lacks them.
extension String {
    /// This text with every occurrence of `target` replaced by `replacement`, left to right,
    /// compared byte for byte (UTF-8): what escaping needs (every `"` of a CSV field doubled,
    /// every newline of a GitHub workflow command encoded), whatever follows the character, and
    /// without Foundation's `replacingOccurrences(of:with:)`, which skipped a match followed by a
    /// combining mark (the tool links only FoundationEssentials).
    public func replacingEvery(_ target: String, with replacement: String) -> String {
        let pattern = Array(target.utf8)
        guard let first = pattern.first, utf8.contains(first) else { return self }
        let bytes = Array(utf8)
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + replacement.utf8.count)
        var index = 0
        while index < bytes.count {
            if bytes[index] == first, index + pattern.count <= bytes.count,
                bytes[index..<(index + pattern.count)].elementsEqual(pattern)
            {
                result.append(contentsOf: replacement.utf8)
                index += pattern.count
            } else {
                result.append(bytes[index])
                index += 1
            }
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// This text without the leading and trailing scalars in `set`, as Foundation's
    /// `trimmingCharacters(in:)` (scalar by scalar; a combining mark after a trimmed space stays).
    public func trimming(_ set: TrimmedScalars) -> String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !set.contains($0) }) else { return "" }
        let last = scalars.lastIndex(where: { !set.contains($0) })!
        return String(scalars[first...last])
    }
}

/// The scalars ``Swift/String/trimming(_:)`` removes: Foundation's `CharacterSet.whitespaces` and
/// `.whitespacesAndNewlines` as they were (space separators, tab, U+200B), or given scalars.
public struct TrimmedScalars: Sendable {
    private let contains: @Sendable (Unicode.Scalar) -> Bool

    public init(_ scalars: String) {
        let set = Array(scalars.unicodeScalars)
        contains = { set.contains($0) }
    }

    private init(where predicate: @escaping @Sendable (Unicode.Scalar) -> Bool) { contains = predicate }

    func contains(_ scalar: Unicode.Scalar) -> Bool { contains(scalar) }

    /// `CharacterSet.whitespaces`: tab, space, U+00A0, U+1680, U+2000–U+200B, U+202F, U+205F, U+3000.
    public static let whitespaces = TrimmedScalars(where: isWhitespace)

    /// `CharacterSet.whitespacesAndNewlines`: ``whitespaces`` and U+000A–U+000D, U+0085, U+2028, U+2029.
    public static let whitespacesAndNewlines = TrimmedScalars(where: {
        isWhitespace($0) || (0x0A...0x0D).contains($0.value) || [0x85, 0x2028, 0x2029].contains($0.value)
    })

    private static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x20, 0xA0, 0x1680, 0x2000...0x200B, 0x202F, 0x205F, 0x3000: return true
        default: return false
        }
    }
}
