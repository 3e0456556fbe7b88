@_spi(_Unicode) import Swift

/// The case-folded, canonically composed form of a record name, in plain Swift, giving exactly
/// what Foundation's `precomposedStringWithCanonicalMapping` and `folding(options:
/// .caseInsensitive, locale: nil)` gave on Linux (keys stored by earlier builds stay valid):
/// the standard library's NFC and full case folding, with Foundation's own Unicode data where it
/// differs (`NameFoldingTests` compares the two over every scalar and random strings):
/// - scalars from Unicode 16 on are unknown to it: not folded, not reordered, not composed;
/// - Cherokee folds to its lower case (`Ꭰ` → `ꭰ`), and U+1C80–U+1C88 do not fold;
/// - a precomposed Hangul LV syllable followed by a trailing consonant jamo stays apart.
enum NameFolding {
    static func foldedKey(_ name: String) -> String {
        var folded = String.UnicodeScalarView()
        for scalar in precomposed(name).unicodeScalars {
            switch scalar.value {
            case 0x13A0...0x13FD, 0xAB70...0xABBF:
                folded.append(contentsOf: scalar.properties.lowercaseMapping.unicodeScalars)
            case 0x1C80...0x1C88:
                folded.append(scalar)
            default:
                if isUnknown(scalar) {
                    folded.append(scalar)
                } else {
                    folded.append(contentsOf: scalar.properties._caseFolded.unicodeScalars)
                }
            }
        }
        return precomposed(String(folded))
    }

    /// `text` in canonical composition (NFC), as Foundation composed it.
    static func precomposed(_ text: String) -> String {
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return text }
        var result = ""
        var segment = String.UnicodeScalarView()
        var previous: Unicode.Scalar?
        func flush() {
            if !segment.isEmpty { result += String(decoding: String(segment)._nfcCodeUnits, as: UTF8.self) }
            segment.removeAll()
        }
        for scalar in text.unicodeScalars {
            if isUnknown(scalar) {
                flush()
                result.unicodeScalars.append(scalar)
            } else {
                if let previous, isHangulLV(previous), (0x11A8...0x11C2).contains(scalar.value) { flush() }
                segment.append(scalar)
            }
            previous = scalar
        }
        flush()
        return result
    }

    /// Assigned from Unicode 16 on: after the data Foundation's string functions carry.
    private static func isUnknown(_ scalar: Unicode.Scalar) -> Bool {
        guard scalar.value >= 0x0370, let age = scalar.properties.age else { return false }
        return age.major >= 16
    }

    private static func isHangulLV(_ scalar: Unicode.Scalar) -> Bool {
        (0xAC00...0xD7A3).contains(scalar.value) && (scalar.value - 0xAC00) % 28 == 0
    }
}
