import Foundation

/// Rules for record names (apps, screens, groups, command keys, scenarios).
///
/// Names keep their case and are unique per parent ignoring case. The comparison key is the
/// name in Unicode canonical composition with full Unicode case folding applied in Swift
/// (so `Straße` and `STRASSE` collide, which SQLite's ASCII-only `NOCASE` would miss).
public enum RecordName {
    /// The longest accepted name, in characters.
    public static let maximumLength = 100

    /// Validates a name: not empty, no `/`, no control characters, not over-long, no leading or
    /// trailing white space.
    public static func validate(_ name: String, kind: String) throws {
        if name.isEmpty {
            throw ModelError.invalidName(kind: kind, name: name, reason: "a name may not be empty")
        }
        if name.count > maximumLength {
            throw ModelError.invalidName(
                kind: kind, name: name, reason: "a name may be at most \(maximumLength) characters long")
        }
        if name.unicodeScalars.contains("/") {
            throw ModelError.invalidName(
                kind: kind, name: name, reason: "a name may not contain '/' (it separates App/Screen/command)")
        }
        let printableASCII = name.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
        if !printableASCII, name.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
            throw ModelError.invalidName(kind: kind, name: name, reason: "a name may not contain control characters")
        }
        let edgeIsSpace = printableASCII
            ? name.utf8.first == 0x20 || name.utf8.last == 0x20
            : name.first!.isWhitespace || name.last!.isWhitespace
        if edgeIsSpace {
            throw ModelError.invalidName(
                kind: kind, name: name, reason: "a name may not start or end with white space")
        }
    }

    /// The case-folded key used for uniqueness and lookups.
    public static func foldedKey(_ name: String) -> String {
        // ASCII names (most of them) only need lower-casing; Foundation's folding is slow.
        if name.utf8.allSatisfy({ $0 < 0x80 }) {
            if !name.utf8.contains(where: { (0x41...0x5A).contains($0) }) { return name }
            return String(decoding: name.utf8.map { (0x41...0x5A).contains($0) ? $0 + 32 : $0 }, as: UTF8.self)
        }
        return name.precomposedStringWithCanonicalMapping
            .folding(options: [.caseInsensitive], locale: nil)
            .precomposedStringWithCanonicalMapping
    }

    /// Turns a title into a command key: lower-case words joined by `-` (`Replace Photo` →
    /// `replace-photo`). Letters outside ASCII are kept; a title without letters or digits gives
    /// `command`.
    public static func slug(_ title: String) -> String {
        var words: [String] = []
        var current = ""
        for character in title.precomposedStringWithCanonicalMapping {
            if character.isLetter || character.isNumber {
                current += character.lowercased()
            } else if !current.isEmpty {
                words.append(current)
                current = ""
            }
        }
        if !current.isEmpty { words.append(current) }
        let slug = words.joined(separator: "-")
        return slug.isEmpty ? "command" : String(slug.prefix(maximumLength))
    }
}

/// Checks free-text fields (titles, notes, reasons) against their bounds.
public enum TextField {
    /// Titles, labels and short texts.
    public static let titleLimit = 200
    /// Notes and reasons.
    public static let notesLimit = 2000

    /// Validates an optional text: bounded length, and no control characters except, when
    /// `multiline`, newlines and tabs.
    public static func validate(_ text: String?, field: String, limit: Int = titleLimit, multiline: Bool = false) throws {
        guard let text else { return }
        // Printable ASCII (the common case, and hot in bulk imports) has no control characters
        // and one character per byte: skip the Unicode property lookups.
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) {
            if text.utf8.count > limit {
                throw ModelError.fieldTooLong(field: field, limit: limit, length: text.utf8.count)
            }
            return
        }
        if text.count > limit {
            throw ModelError.fieldTooLong(field: field, limit: limit, length: text.count)
        }
        for scalar in text.unicodeScalars where scalar.properties.generalCategory == .control {
            if multiline, scalar == "\n" || scalar == "\t" { continue }
            throw ModelError.controlCharacters(field: field)
        }
    }
}

/// The address of a record: `App`, `App/Screen` or `App/Screen/command-key`.
public struct RecordPath: Hashable, Sendable, CustomStringConvertible {
    public var app: String
    public var screen: String?
    public var command: String?

    public init(app: String, screen: String? = nil, command: String? = nil) {
        self.app = app
        self.screen = screen
        self.command = command
    }

    /// Parses `App`, `App/Screen` or `App/Screen/key`; empty components are refused.
    public init(parsing text: String) throws {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard (1...3).contains(parts.count), !parts.contains(where: \.isEmpty) else {
            throw ModelError.invalidValue(
                field: "record path", value: text, reason: "expected App, App/Screen or App/Screen/command-key")
        }
        self.init(app: parts[0], screen: parts.count > 1 ? parts[1] : nil, command: parts.count > 2 ? parts[2] : nil)
    }

    public var description: String {
        [app, screen, command].compactMap { $0 }.joined(separator: "/")
    }
}
