import ToolbarModel

/// The one place text is escaped for XML and HTML (JUnit XML, SVG and HTML).
public enum XMLText {
    /// Escapes `&`, `<`, `>`, `"` and `'`, drops control characters XML 1.0 forbids, and shows
    /// bidirectional controls as their code point (`[U+202E]`, ``BidiText``) so that no text can
    /// reorder the page around it.
    public static func escape(_ text: String) -> String {
        var text = text
        guard let escaped = text.withUTF8({ escaped($0) }) else { return text }
        return String(decoding: escaped, as: UTF8.self)
    }

    /// ``escape(_:)`` over UTF-8 bytes, or nil when nothing changes (most text: then the text is
    /// kept, not copied). Only the bytes that can start a bidirectional control or U+FFFE/U+FFFF
    /// (0xD8, 0xE2, 0xEF) are decoded.
    static func escaped(_ bytes: UnsafeBufferPointer<UInt8>) -> [UInt8]? {
        var out: [UInt8] = []
        var changed = false
        var copied = 0
        var index = 0
        let count = bytes.count
        while index < count {
            let byte = bytes[index]
            var width = 1
            var replacement: String?
            if byte < 0x80 {
                switch byte {
                case UInt8(ascii: "&"): replacement = "&amp;"
                case UInt8(ascii: "<"): replacement = "&lt;"
                case UInt8(ascii: ">"): replacement = "&gt;"
                case UInt8(ascii: "\""): replacement = "&quot;"
                case UInt8(ascii: "'"): replacement = "&apos;"
                case 0x09, 0x0A, 0x0D: break
                case ..<0x20: replacement = ""
                default: break
                }
            } else {
                width = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : 2
                if byte == 0xD8 || byte == 0xE2 || byte == 0xEF {
                    let value =
                        width == 2
                        ? UInt32(byte & 0x1F) << 6 | UInt32(bytes[index + 1] & 0x3F)
                        : UInt32(byte & 0x0F) << 12 | UInt32(bytes[index + 1] & 0x3F) << 6
                            | UInt32(bytes[index + 2] & 0x3F)
                    if value == 0xFFFE || value == 0xFFFF {
                        replacement = ""
                    } else if let scalar = Unicode.Scalar(value), TextRules.isBidiControl(scalar) {
                        replacement = BidiText.visible(scalar)
                    }
                }
            }
            if let replacement {
                if !changed {
                    out.reserveCapacity(count + 16)
                    changed = true
                }
                out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[copied..<index]))
                out.append(contentsOf: replacement.utf8)
                copied = index + width
            }
            index += width
        }
        guard changed else { return nil }
        out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[copied..<count]))
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
