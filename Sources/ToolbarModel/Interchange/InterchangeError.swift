// MARK: - Errors

/// Why an interchange document was refused: what was wrong, where (its JSON path, and its line
/// and column when the parser can tell), and what to do about it.
public struct InterchangeError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The kind of problem, for callers that branch on it and for tests.
    public enum Kind: String, Sendable {
        /// Not JSON: a syntax error, truncated input, a lone surrogate, nesting too deep.
        case malformedJSON
        /// Bytes that are not UTF-8.
        case invalidUTF8
        /// A key that appears twice in one object.
        case duplicateKey
        /// A value of the wrong JSON type (a string where a number belongs…).
        case wrongType
        /// A key the format does not define.
        case unknownKey
        /// A value that is not one of the allowed ones.
        case unknownValue
        /// A required key is missing.
        case missingField
        /// Two records with the same name (ignoring case) under one parent.
        case duplicateName
        /// A command names a group its screen does not declare.
        case undeclaredGroup
        /// A grouped command's placement differs from its group's.
        case placementMismatch
        /// A record the model refuses (bad name, over-long text, inconsistent fields…).
        case invalidRecord
        /// The `format` is not `toolbar-registry`.
        case unsupportedFormat
        /// The `version` is newer than this build reads, or not a version at all.
        case unsupportedVersion
    }

    /// The kind of problem.
    public var kind: Kind
    /// The JSON path of the first problem, e.g. `$.apps[0].screens[2].commands[5].placement`.
    public var path: String
    /// The 1-based line of the problem, when known.
    public var line: Int?
    /// The 1-based column (in Unicode scalars) of the problem, when known.
    public var column: Int?
    /// What is wrong.
    public var message: String
    /// What to do about it.
    public var hint: String

    /// An error of `kind` at `path` (and `line`/`column` when known).
    public init(kind: Kind, path: String, line: Int? = nil, column: Int? = nil, message: String, hint: String) {
        self.kind = kind
        self.path = path
        self.line = line
        self.column = column
        self.message = message
        self.hint = hint
    }

    /// `$.apps[0].name (line 4, column 15): what is wrong; what to do`.
    /// The path and message are cut (300 and 1,000 Unicode scalars) so that a 10 MB key or
    /// value in the file cannot make a 10 MB error line.
    public var description: String {
        var location = path.preview(limit: 300)
        if let line {
            location += column.map { " (line \(line), column \($0))" } ?? " (line \(line))"
        }
        return "\(location): \(message.preview(limit: 1_000)); \(hint.preview(limit: 300))"
    }
}

// MARK: - JSON paths

/// One step of a JSON path: an object key or an array index.
public enum JSONPathComponent: Hashable, Sendable {
    /// An object member, by key.
    case key(String)
    /// An array element, by 0-based index.
    case index(Int)
}

/// A JSON path such as `$.apps[0].screens[2].name`.
public struct JSONPath: Hashable, Sendable, CustomStringConvertible {
    /// The steps from the document root.
    public var components: [JSONPathComponent]

    /// The path made of `components`; empty is the root, `$`.
    public init(_ components: [JSONPathComponent] = []) {
        self.components = components
    }

    /// The path one key further down.
    public func appending(_ key: String) -> JSONPath { JSONPath(components + [.key(key)]) }

    /// The path one index further down.
    public func appending(_ index: Int) -> JSONPath { JSONPath(components + [.index(index)]) }

    /// `$` followed by `.key` (or `["key"]` for keys that are not identifiers) and `[index]`.
    public var description: String {
        var text = "$"
        for component in components {
            switch component {
            case .index(let index):
                text += "[\(index)]"
            case .key(let key):
                let plain =
                    !key.isEmpty
                    && key.unicodeScalars.allSatisfy {
                        ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "_"
                    }
                if plain {
                    text += ".\(key.debugPreview)"
                } else {
                    var escaped = ""
                    for scalar in key.debugPreview.unicodeScalars {
                        if scalar == "\"" || scalar == "\\" { escaped += "\\" }
                        escaped.unicodeScalars.append(scalar)
                    }
                    text += "[\"\(escaped)\"]"
                }
            }
        }
        return text
    }
}

/// An error found while reading records, before its line is known.
struct DecodeFailure: Error {
    var kind: InterchangeError.Kind
    var path: JSONPath
    var message: String
    var hint: String
}
