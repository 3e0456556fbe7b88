import ToolbarModel

/// Lines of apps, screens and commands in a registry export (docs/json-format.md: one key per
/// line, keys sorted, so a screen's `"commands"` come before its `"name"`). Pure: it reads text
/// the caller loaded. Names compare case-insensitively.
public struct RegistryFileIndex: Hashable, Sendable {
    private var lines: [String: Int] = [:]

    /// Indexes `text`, the contents of a registry export.
    public init(text: String) {
        var app = ""
        var pending: [(key: String, line: Int)] = []
        var number = 0
        for raw in text.split(separator: "\n", omittingEmptySubsequences: false) {
            number += 1
            let trimmed = raw.drop { $0 == " " }
            let indent = raw.count - trimmed.count
            guard let (field, value) = Self.field(trimmed) else { continue }
            switch (indent, field) {
            case (6, "name"):
                app = RecordName.foldedKey(value)
                lines[app] = number
            case (14, "key"):
                pending.append((value, number))
            case (10, "name"):
                let screen = app + "/" + RecordName.foldedKey(value)
                lines[screen] = number
                for entry in pending { lines[screen + "/" + RecordName.foldedKey(entry.key)] = entry.line }
                pending.removeAll()
            default:
                break
            }
        }
    }

    /// The line of the command (or, with `command == nil`, the screen), counting from 1.
    public func line(app: String, screen: String, command: String?) -> Int? {
        var key = RecordName.foldedKey(app) + "/" + RecordName.foldedKey(screen)
        if let command { key += "/" + RecordName.foldedKey(command) }
        return lines[key]
    }

    /// `"name": "Editor",` → (`name`, `Editor`) for string values, JSON escapes decoded
    /// (`"Say \"Hi\""` is `Say "Hi"`, `\u00e9` is `é`), so a name with any legal character is found.
    private static func field(_ line: Substring) -> (String, String)? {
        guard line.hasPrefix("\""), let close = line.dropFirst().firstIndex(of: "\"") else { return nil }
        let name = String(line[line.index(after: line.startIndex)..<close])
        var rest = line[line.index(after: close)...].drop { $0 == " " || $0 == ":" }
        guard rest.hasPrefix("\"") else { return nil }
        rest = rest.dropFirst()
        guard let end = rest.lastIndex(of: "\"") else { return nil }
        return unescaped(rest[..<end]).map { (name, $0) }
    }

    /// The text of a JSON string's contents (between its quotes), or nil when an escape is broken.
    static func unescaped(_ text: Substring) -> String? {
        guard text.contains("\\") else { return String(text) }
        var out = String.UnicodeScalarView()
        var scalars = text.unicodeScalars.makeIterator()
        var pendingHigh: UInt32?
        while let scalar = scalars.next() {
            guard scalar == "\\" else {
                out.append(scalar)
                continue
            }
            guard let escape = scalars.next() else { return nil }
            switch escape {
            case "\"", "\\", "/": out.append(escape)
            case "b": out.append("\u{08}")
            case "f": out.append("\u{0C}")
            case "n": out.append("\n")
            case "r": out.append("\r")
            case "t": out.append("\t")
            case "u":
                var value: UInt32 = 0
                for _ in 0..<4 {
                    guard let digit = scalars.next(), let nibble = UInt32(String(digit), radix: 16) else { return nil }
                    value = value << 4 | nibble
                }
                if (0xD800...0xDBFF).contains(value) {
                    pendingHigh = value
                    continue
                }
                if (0xDC00...0xDFFF).contains(value), let high = pendingHigh {
                    value = 0x10000 + ((high - 0xD800) << 10) + (value - 0xDC00)
                }
                guard let decoded = Unicode.Scalar(value) else { return nil }
                out.append(decoded)
            default:
                return nil
            }
            pendingHigh = nil
        }
        return String(out)
    }
}
