/// The rules every piece of text a person types into the registry obeys — names, titles,
/// owners, notes, reasons, authors — on every input path (the command line, import files, and
/// the scanner's records, which reach the registry through the same model types).
///
/// - **Bounded in cost.** A limit in characters (what a person sees), in Unicode scalars and in
///   UTF-8 bytes: one character may carry any number of combining marks, so a character limit
///   alone lets a 10 MB "one letter" through. The byte bound is checked first, in constant time.
/// - **Nothing invisible.** Control characters, bidirectional controls (U+202A–U+202E,
///   U+2066–U+2069, U+200E, U+200F, U+061C), zero-width and other format characters (general
///   category Cf: U+200B, U+2060, U+FEFF, U+00AD …) and line or paragraph separators (U+2028,
///   U+2029) are refused with their code point. They make look-alike twins (`Photo\u{200B}Editor`
///   beside `PhotoEditor`) and reorder the rest of a report line. Two joiners keep their
///   legitimate uses: U+200D ZERO WIDTH JOINER between two emoji (👩‍💻), and U+200C ZERO WIDTH
///   NON-JOINER between two letters of a script that needs it (Persian, Indic scripts).
public enum TextRules {
    /// Bounds of one kind of text.
    public struct Bounds: Sendable, Equatable {
        /// At most this many characters (extended grapheme clusters).
        public var characters: Int
        /// At most this many Unicode scalars.
        public var scalars: Int
        /// At most this many UTF-8 bytes.
        public var bytes: Int

        /// Explicit bounds.
        public init(characters: Int, scalars: Int, bytes: Int) {
            self.characters = characters
            self.scalars = scalars
            self.bytes = bytes
        }

        /// Bounds of `characters` characters: four scalars and eight bytes per character, room
        /// for accented letters, CJK and emoji sequences, and none for a pile of combining marks.
        public init(characters: Int) {
            self.characters = characters
            scalars = characters * 4
            bytes = characters * 8
        }
    }

    /// Why a text was refused (the model error carries the field's name).
    public enum Refusal: Equatable, Sendable, CustomStringConvertible {
        case tooLong(limit: Int, unit: String, length: Int)
        case invisible(Unicode.Scalar)
        case control(Unicode.Scalar)

        public var description: String {
            switch self {
            case .tooLong(let limit, let unit, let length):
                return length == .max
                    ? "longer than the limit of \(limit) \(unit)"
                    : "\(length) \(unit) long; the limit is \(limit)"
            case .invisible(let scalar):
                return "contains \(TextRules.describe(scalar)), an invisible character that can disguise text"
            case .control(let scalar):
                return "contains the control character \(TextRules.describe(scalar))"
            }
        }
    }

    /// The first rule `text` breaks, or nil. `multiline` lets newlines and tabs through.
    public static func check(_ text: String, bounds: Bounds, multiline: Bool = false) -> Refusal? {
        let bytes = text.utf8.count
        if bytes > bounds.bytes { return .tooLong(limit: bounds.bytes, unit: "bytes", length: bytes) }
        // Printable ASCII (the common case, and hot in bulk imports): one character per byte.
        if isPrintableASCII(text) {
            return bytes > bounds.characters
                ? .tooLong(limit: bounds.characters, unit: "characters", length: bytes) : nil
        }
        let scalars = Array(text.unicodeScalars)
        if scalars.count > bounds.scalars {
            return .tooLong(limit: bounds.scalars, unit: "Unicode scalars", length: scalars.count)
        }
        for (index, scalar) in scalars.enumerated() {
            if scalar.properties.generalCategory == .control {
                if multiline, scalar == "\n" || scalar == "\t" { continue }
                return .control(scalar)
            }
            if isInvisible(scalar), !isJoinerInPlace(scalars, at: index) { return .invisible(scalar) }
        }
        let characters = text.count
        if characters > bounds.characters {
            return .tooLong(limit: bounds.characters, unit: "characters", length: characters)
        }
        return nil
    }

    /// Whether every byte of `text` is printable ASCII (0x20–0x7E). The bytes are read from the
    /// string's storage: stepping through `utf8` an index at a time cost about ten times as much,
    /// and an import checks every text of every record it reads.
    static func isPrintableASCII(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            for byte in bytes where byte < 0x20 || byte >= 0x7F { return false }
            return true
        }
    }

    /// Whether a scalar is an invisible format character or a line/paragraph separator.
    public static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .format, .lineSeparator, .paragraphSeparator: return true
        default: return false
        }
    }

    /// Whether a scalar is one of the bidirectional controls that reorder text.
    public static func isBidiControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: return true
        default: return false
        }
    }

    /// `U+202E RIGHT-TO-LEFT OVERRIDE`: the code point and, where Unicode names it, its name.
    public static func describe(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        var text = "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        if let name = scalar.properties.name ?? scalar.properties.nameAlias { text += " " + name }
        if isBidiControl(scalar) { text += " (a bidirectional control)" }
        return text
    }

    /// U+200D between two emoji, or U+200C between two letters outside Latin, Greek and Cyrillic.
    private static func isJoinerInPlace(_ scalars: [Unicode.Scalar], at index: Int) -> Bool {
        guard index > 0, index + 1 < scalars.count else { return false }
        let before = scalars[index - 1]
        let after = scalars[index + 1]
        switch scalars[index].value {
        case 0x200D:
            func isEmoji(_ scalar: Unicode.Scalar) -> Bool {
                scalar.value > 0x7F && (scalar.properties.isEmoji || scalar.value == 0xFE0F)
            }
            return isEmoji(before) && isEmoji(after)
        case 0x200C:
            func isJoiningLetter(_ scalar: Unicode.Scalar) -> Bool {
                guard scalar.value >= 0x0590 else { return false }
                switch scalar.properties.generalCategory {
                case .otherLetter, .nonspacingMark, .spacingMark: return true
                default: return false
                }
            }
            return isJoiningLetter(before) && isJoiningLetter(after)
        default:
            return false
        }
    }
}
