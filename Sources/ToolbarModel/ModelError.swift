/// A value that the model refuses: an empty or malformed name, an unknown enum value, a field
/// that is too long. Each case carries what was wrong and what is allowed, so the CLI can print
/// one clear message and the importer can point at the JSON path.
public enum ModelError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A name was empty, contained `/` or control characters, or was too long.
    case invalidName(kind: String, name: String, reason: String)
    /// A text field was longer than its bound.
    case fieldTooLong(field: String, limit: Int, length: Int, unit: String = "characters")
    /// A text field contained control characters.
    case controlCharacters(field: String)
    /// A text field contained an invisible format character (``TextRules``).
    case invisibleCharacter(field: String, scalar: Unicode.Scalar)
    /// A value is not one of the allowed ones.
    case unknownValue(field: String, value: String, allowed: [String])
    /// A value is out of its range or otherwise malformed.
    case invalidValue(field: String, value: String, reason: String)

    public var description: String {
        switch self {
        case .invalidName(let kind, let name, let reason):
            return "invalid \(kind) name '\(name.debugPreview)': \(reason)"
        case .fieldTooLong(let field, let limit, let length, let unit):
            return "\(field) is \(length) \(unit) long; the limit is \(limit)"
        case .controlCharacters(let field):
            return "\(field) contains control characters"
        case .invisibleCharacter(let field, let scalar):
            return "\(field) \(TextRules.Refusal.invisible(scalar))"
        case .unknownValue(let field, let value, let allowed):
            return "'\(value.debugPreview)' is not a valid \(field); allowed: \(allowed.joined(separator: ", "))"
        case .invalidValue(let field, let value, let reason):
            return "'\(value.debugPreview)' is not a valid \(field): \(reason)"
        }
    }
}

extension String {
    /// The string shortened to at most 60 characters with control and invisible format
    /// characters escaped, for messages that quote user input.
    public var debugPreview: String { preview(limit: 60) }

    /// A path quoted in a message: at most 200 characters, keeping the end (the file name), with
    /// control and invisible format characters escaped.
    public var pathPreview: String {
        let scalars = unicodeScalars
        guard scalars.count > 200 else { return preview(limit: 200) }
        return "…" + String(String.UnicodeScalarView(scalars.suffix(199))).preview(limit: 199)
    }

    /// The first `limit` Unicode scalars with control characters, invisible format characters
    /// (bidi controls, zero-width characters) and line or paragraph separators written as
    /// `\u{…}`, then `…` when cut.
    public func preview(limit: Int) -> String {
        var out = ""
        for scalar in unicodeScalars.prefix(limit) {
            if TextRules.isInvisible(scalar) || scalar.properties.generalCategory == .control {
                out += "\\u{\(String(scalar.value, radix: 16))}"
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return unicodeScalars.count > limit ? out + "…" : out
    }
}
