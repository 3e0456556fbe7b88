import ToolbarModel

/// Text a person typed (names, titles, owners, reasons, finding messages) as reports show it,
/// so that it can never reorder the line around it.
///
/// The registry refuses bidirectional controls on every input path (``TextRules``), but a registry
/// written before that rule, or a report model built by a library user, may still hold them. At
/// render time:
/// - every bidirectional control (U+202A–U+202E, U+2066–U+2069, U+200E, U+200F, U+061C) is shown
///   as its code point, `[U+202E]`, so a spoof is visible instead of effective;
/// - text that held such a control, or that holds right-to-left letters (Hebrew, Arabic and the
///   other right-to-left scripts), is wrapped in U+2068 FIRST STRONG ISOLATE … U+2069 POP
///   DIRECTIONAL ISOLATE, the plain-text form of HTML's `<bdi>`: its direction is its own and
///   the text around it keeps its order.
///
/// Plain left-to-right text (ASCII, accented Latin, CJK, emoji) comes back unchanged.
public enum BidiText {
    /// U+2068 FIRST STRONG ISOLATE.
    public static let isolateStart: Unicode.Scalar = "\u{2068}"
    /// U+2069 POP DIRECTIONAL ISOLATE.
    public static let isolateEnd: Unicode.Scalar = "\u{2069}"

    /// `text` with its controls made visible and, where needed, isolated.
    public static func isolated(_ text: String) -> String {
        // ASCII (the common case) has neither controls nor right-to-left letters.
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return text }
        var hadControl = false
        var rightToLeft = false
        for scalar in text.unicodeScalars {
            if TextRules.isBidiControl(scalar) {
                hadControl = true
            } else if isRightToLeft(scalar) {
                rightToLeft = true
            }
        }
        guard hadControl || rightToLeft else { return text }
        var out = String.UnicodeScalarView()
        out.append(isolateStart)
        for scalar in text.unicodeScalars {
            if TextRules.isBidiControl(scalar) {
                out.append(contentsOf: visible(scalar).unicodeScalars)
            } else {
                out.append(scalar)
            }
        }
        out.append(isolateEnd)
        return String(out)
    }

    /// `text` with its bidirectional controls shown as `[U+202E]`, not isolated (for paths and
    /// attribute values, whose characters must otherwise stay as they are).
    public static func visibleControls(_ text: String) -> String {
        if text.utf8.allSatisfy({ $0 < 0x80 }) || !text.unicodeScalars.contains(where: TextRules.isBidiControl) {
            return text
        }
        var out = ""
        for scalar in text.unicodeScalars {
            if TextRules.isBidiControl(scalar) {
                out += visible(scalar)
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// `[U+202E]`.
    static func visible(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "[U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + "]"
    }

    /// A letter of a right-to-left script (strong bidirectional class R or AL): Hebrew, Arabic,
    /// Syriac, Thaana, N'Ko, Samaritan, Mandaic, their presentation forms, and the right-to-left
    /// blocks of the supplementary planes.
    static func isRightToLeft(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x10800...0x10FFF, 0x1E800...0x1EFFF:
            // Marks and digits of those blocks are not strong, but isolating them is harmless.
            return scalar.properties.generalCategory != .nonspacingMark
        default:
            return false
        }
    }
}
