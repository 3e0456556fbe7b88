import ToolbarModel

/// The one place text is escaped for XML and HTML (JUnit XML, SVG and HTML).
public enum XMLText {
    /// Escapes `&`, `<`, `>`, `"` and `'`, drops control characters XML 1.0 forbids, and shows
    /// bidirectional controls as their code point (`[U+202E]`, ``BidiText``) so that no text can
    /// reorder the page around it.
    public static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\t", "\n", "\r": out.unicodeScalars.append(scalar)
            default:
                if TextRules.isBidiControl(scalar) {
                    out += BidiText.visible(scalar)
                    continue
                }
                if scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF { continue }
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// Text a person typed, for element content or attribute values that are read, not parsed:
    /// bidi-isolated (``BidiText``; in HTML, U+2068…U+2069 act as `<bdi>`), then escaped.
    public static func text(_ text: String) -> String {
        let isolated = BidiText.isolated(text)
        guard isolated != text else { return escape(text) }
        // Escape what is inside the isolate (its controls are already visible), keep the isolate.
        let inner = String(String.UnicodeScalarView(isolated.unicodeScalars.dropFirst().dropLast()))
        return String(Character(BidiText.isolateStart)) + escape(inner) + String(Character(BidiText.isolateEnd))
    }
}

// MARK: - Into bytes

extension XMLText {
    /// Appends ``escape(_:)`` of `text` to `bytes`; ASCII without markup characters (the common case)
    /// is copied as it is.
    static func appendEscaped(_ text: String, to bytes: inout [UInt8]) {
        if isPlain(text) {
            bytes.append(contentsOf: text.utf8)
        } else {
            bytes.append(contentsOf: escape(text).utf8)
        }
    }

    /// Appends ``text(_:)`` of `text` to `bytes` (ASCII needs no isolate, so it is ``appendEscaped(_:to:)``).
    static func appendText(_ text: String, to bytes: inout [UInt8]) {
        if isPlain(text) {
            bytes.append(contentsOf: text.utf8)
        } else {
            bytes.append(contentsOf: Self.text(text).utf8)
        }
    }

    /// ASCII with no character ``escape(_:)`` changes or drops.
    private static func isPlain(_ text: String) -> Bool {
        text.utf8.allSatisfy { byte in
            switch byte {
            case UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\""), UInt8(ascii: "'"):
                return false
            case 0x09, 0x0A, 0x0D: return true
            default: return byte >= 0x20 && byte < 0x80
            }
        }
    }
}
