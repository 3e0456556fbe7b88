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

    /// `"name": "Editor",` → (`name`, `Editor`) for plain string values.
    private static func field(_ line: Substring) -> (String, String)? {
        guard line.hasPrefix("\""), let close = line.dropFirst().firstIndex(of: "\"") else { return nil }
        let name = String(line[line.index(after: line.startIndex)..<close])
        var rest = line[line.index(after: close)...].drop { $0 == " " || $0 == ":" }
        guard rest.hasPrefix("\"") else { return nil }
        rest = rest.dropFirst()
        guard let end = rest.lastIndex(of: "\"") else { return nil }
        return (name, String(rest[..<end]))
    }
}
