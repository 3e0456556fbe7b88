/// A value that the model refuses: an empty or malformed name, an unknown enum value, a field
/// that is too long. Each case carries what was wrong and what is allowed, so the CLI can print
/// one clear message and the importer can point at the JSON path.
public enum ModelError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A name was empty, contained `/` or control characters, or was too long.
    case invalidName(kind: String, name: String, reason: String)
    /// A text field was longer than its bound.
    case fieldTooLong(field: String, limit: Int, length: Int)
    /// A text field contained control characters.
    case controlCharacters(field: String)
    /// A value is not one of the allowed ones.
    case unknownValue(field: String, value: String, allowed: [String])
    /// A value is out of its range or otherwise malformed.
    case invalidValue(field: String, value: String, reason: String)

    public var description: String {
        switch self {
        case let .invalidName(kind, name, reason):
            return "invalid \(kind) name '\(name.debugPreview)': \(reason)"
        case let .fieldTooLong(field, limit, length):
            return "\(field) is \(length) characters long; the limit is \(limit)"
        case let .controlCharacters(field):
            return "\(field) contains control characters"
        case let .unknownValue(field, value, allowed):
            return "'\(value.debugPreview)' is not a valid \(field); allowed: \(allowed.joined(separator: ", "))"
        case let .invalidValue(field, value, reason):
            return "'\(value.debugPreview)' is not a valid \(field): \(reason)"
        }
    }
}

extension String {
    /// The string shortened to at most 60 characters with control characters escaped, for
    /// messages that quote user input.
    public var debugPreview: String {
        var out = ""
        for scalar in unicodeScalars.prefix(60) {
            if scalar.properties.generalCategory == .control {
                out += "\\u{\(String(scalar.value, radix: 16))}"
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return unicodeScalars.count > 60 ? out + "…" : out
    }
}
