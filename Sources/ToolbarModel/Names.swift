#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Rules for record names (apps, screens, groups, command keys, scenarios).
///
/// Names keep their case and are unique per parent ignoring case. The comparison key is the
/// name in Unicode canonical composition with full Unicode case folding applied in Swift
/// (so `Straße` and `STRASSE` collide, which SQLite's ASCII-only `NOCASE` would miss).
public enum RecordName {
    /// The longest accepted name, in characters.
    public static let maximumLength = 100

    /// The bounds of a name: 100 characters, 400 Unicode scalars, 800 bytes.
    public static let bounds = TextRules.Bounds(characters: maximumLength)

    /// Validates a name: not empty, no `/`, within ``bounds``, no control or invisible characters
    /// (``TextRules``), no leading or trailing white space.
    public static func validate(_ name: String, kind: String) throws {
        if name.isEmpty {
            throw ModelError.invalidName(kind: kind, name: name, reason: "a name may not be empty")
        }
        if let refusal = TextRules.check(name, bounds: bounds) {
            let reason: String
            switch refusal {
            case .tooLong(let limit, let unit, _): reason = "a name may be at most \(limit) \(unit) long"
            case .control: reason = "a name may not contain control characters"
            case .invisible(let scalar):
                reason = "a name may not contain invisible characters (it contains \(TextRules.describe(scalar)))"
            }
            throw ModelError.invalidName(kind: kind, name: name, reason: reason)
        }
        // `/` is the byte 0x2F, which no other scalar's UTF-8 contains; the bytes are read from
        // the string's storage (stepping through its scalars cost about ten times as much).
        var bytes = name
        if bytes.withUTF8({ $0.contains(0x2F) }) {
            throw ModelError.invalidName(
                kind: kind, name: name, reason: "a name may not contain '/' (it separates App/Screen/command)")
        }
        let edgeIsSpace =
            TextRules.isPrintableASCII(name)
            ? name.utf8.first == 0x20 || name.utf8.last == 0x20
            : name.first!.isWhitespace || name.last!.isWhitespace
        if edgeIsSpace {
            throw ModelError.invalidName(
                kind: kind, name: name, reason: "a name may not start or end with white space")
        }
    }

    /// The case-folded key used for uniqueness and lookups.
    public static func foldedKey(_ name: String) -> String {
        // ASCII names (most of them) only need lower-casing; Foundation's folding is slow. One
        // plain pass over the bytes finds both (closures and ranges cost a call each byte in a
        // debug build).
        // The bytes are read from the string's storage: stepping through `utf8` an index at a
        // time cost about 30 instructions a byte (an audit folds about 250 keys a screen).
        // Read in place where the bytes are contiguous (always, for a native string): making a
        // mutable copy for `withUTF8` cost a retain and a release a call.
        enum Kind { case lower, upper, beyondASCII }
        func kind(_ bytes: UnsafeBufferPointer<UInt8>) -> Kind {
            var kind = Kind.lower
            for byte in bytes {
                if byte >= 0x80 { return .beyondASCII }
                if byte >= 0x41, byte <= 0x5A { kind = .upper }
            }
            return kind
        }
        let found: Kind
        if let inPlace = name.utf8.withContiguousStorageIfAvailable(kind) {
            found = inPlace
        } else {
            var copy = name
            found = copy.withUTF8(kind)
        }
        switch found {
        case .lower: return name
        case .beyondASCII: return NameFolding.foldedKey(name)
        case .upper:
            return String(decoding: name.utf8.map { $0 >= 0x41 && $0 <= 0x5A ? $0 + 32 : $0 }, as: UTF8.self)
        }
    }

    /// Turns a title into a command key: lower-case words joined by `-` (`Replace Photo` →
    /// `replace-photo`). Letters outside ASCII are kept; a title without letters or digits gives
    /// `command`.
    public static func slug(_ title: String) -> String {
        var words: [String] = []
        var current = ""
        for character in NameFolding.precomposed(title) {
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

    /// The longest author name (`--author`, `$TOOLBAR_REGISTRY_AUTHOR`), in characters.
    public static let authorLimit = 100

    /// Validates who is acting, as recorded in the change log: not empty, at most
    /// ``authorLimit`` characters, no control or invisible characters (no ESC or newline forged
    /// into the log).
    public static func validateAuthor(_ author: String) throws {
        if author.isEmpty {
            throw ModelError.invalidValue(field: "author", value: author, reason: "it may not be empty")
        }
        try validate(author, field: "author", limit: authorLimit)
    }

    /// Validates an optional text by ``TextRules``: at most `limit` characters (and four
    /// scalars, eight bytes per character), no control characters except, when `multiline`,
    /// newlines and tabs, and no invisible format characters.
    public static func validate(_ text: String?, field: String, limit: Int = titleLimit, multiline: Bool = false) throws
    {
        guard let text else { return }
        switch TextRules.check(text, bounds: TextRules.Bounds(characters: limit), multiline: multiline) {
        case nil: return
        case .tooLong(let limit, let unit, let length)?:
            throw ModelError.fieldTooLong(field: field, limit: limit, length: length, unit: unit)
        case .control?:
            throw ModelError.controlCharacters(field: field)
        case .invisible(let scalar)?:
            throw ModelError.invisibleCharacter(field: field, scalar: scalar)
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
