import ToolbarModel

// MARK: - Writing indented code

/// Collects lines of Swift with 4-space indentation.
struct CodeWriter {
    private(set) var lines: [String] = []
    private var depth = 0

    /// Appends one line at the current depth (an empty line stays empty).
    mutating func line(_ text: String = "") {
        lines.append(text.isEmpty ? "" : String(repeating: "    ", count: depth) + text)
    }

    /// Appends `opening`, the block's lines one level deeper, then `closing`.
    mutating func block(_ opening: String, closing: String = "}", _ body: (inout CodeWriter) -> Void) {
        line(opening)
        depth += 1
        body(&self)
        depth -= 1
        line(closing)
    }

    /// Appends the block's lines one level deeper, then `closing` (the opening line is already written).
    mutating func indented(closing: String, _ body: (inout CodeWriter) -> Void) {
        depth += 1
        body(&self)
        depth -= 1
        line(closing)
    }

    /// Appends a trailing comment to the last line.
    mutating func comment(_ text: String?) {
        guard let text, !text.isEmpty, let last = lines.indices.last else { return }
        lines[last] += " // " + text
    }

    /// The longest line generated code should have.
    static let lineLimit = 120

    /// The current indentation, in characters.
    var indentWidth: Int { 4 * depth }

    /// Appends `text` to the last line (for `} label: {`).
    mutating func lineAppendingToLast(_ text: String) {
        guard let last = lines.indices.last else { return }
        lines[last] += text
    }

    /// The code, ending with a newline.
    var text: String { lines.joined(separator: "\n") + "\n" }
}

// MARK: - Names and literals

/// Swift identifiers and literals made from registry values.
enum SwiftNames {
    /// `replace-photo` → `replacePhoto`; `Crowded Editor` → `crowdedEditor`. Never empty, never a
    /// leading digit, never a keyword.
    static func lowerCamel(_ text: String) -> String {
        let words = text.split { !($0.isASCII && ($0.isLetter || $0.isNumber)) }.map(String.init)
        var name = words.enumerated().map { index, word in
            index == 0 ? word.prefix(1).lowercased() + word.dropFirst() : word.prefix(1).uppercased() + word.dropFirst()
        }.joined()
        if name.isEmpty { name = "item" }
        if name.first?.isNumber == true { name = "item" + name }
        if keywords.contains(name) { name += "Item" }
        return name
    }

    /// `Crowded Editor` → `CrowdedEditor`.
    static func upperCamel(_ text: String) -> String {
        let lower = lowerCamel(text)
        return lower.prefix(1).uppercased() + lower.dropFirst()
    }

    /// A Swift string literal.
    static func literal(_ text: String) -> String {
        var escaped = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": escaped += "\\\\"
            case "\"": escaped += "\\\""
            case "\n": escaped += "\\n"
            case "\r": escaped += "\\r"
            case "\t": escaped += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    escaped += "\\u{\(String(scalar.value, radix: 16))}"
                } else {
                    escaped.unicodeScalars.append(scalar)
                }
            }
        }
        return "\"" + escaped + "\""
    }

    /// `// `-comment lines holding `text`, wrapped at word boundaries to about `width` characters.
    static func commentLines(_ text: String, width: Int = 80) -> [String] {
        var lines: [String] = []
        var current = ""
        for word in commentText(text).split(separator: " ") {
            if !current.isEmpty, current.count + 1 + word.count > width {
                lines.append("// " + current)
                current = ""
            }
            current += (current.isEmpty ? "" : " ") + word
        }
        if !current.isEmpty || lines.isEmpty { lines.append("// " + current) }
        return lines
    }

    /// Text safe inside a `//` comment (one line).
    static func commentText(_ text: String) -> String {
        text.split(whereSeparator: \.isNewline).joined(separator: " ")
    }

    /// The registry comment the scanner reads: `toolbar-registry: key=<key> classification=<value>`.
    static func registryComment(_ command: Command) -> String {
        var text = "toolbar-registry: key=\(command.key)"
        if let classification = command.classification { text += " classification=\(classification.rawValue)" }
        return text
    }

    /// `.high`, `.low`, `.init(higherThan: .low)`.
    static func priority(_ priority: VisibilityPriority) -> String {
        switch priority {
        case .tier(let tier): return "." + tier.rawValue
        case .higherThan(let tier): return ".init(higherThan: .\(tier.rawValue))"
        case .lowerThan(let tier): return ".init(lowerThan: .\(tier.rawValue))"
        }
    }

    static let keywords: Set<String> = [
        "as", "break", "case", "catch", "class", "continue", "default", "defer", "do", "else", "enum", "extension",
        "fallthrough", "false", "for", "func", "guard", "if", "import", "in", "init", "inout", "internal", "is",
        "let", "nil", "operator", "private", "protocol", "public", "repeat", "rethrows", "return", "self", "Self",
        "static", "struct", "subscript", "super", "switch", "throw", "throws", "true", "try", "typealias", "var",
        "where", "while", "body", "some", "any", "content"
    ]
}

// MARK: - Options

/// What the generators need besides the inventory.
public struct GeneratorOptions: Hashable, Sendable {
    /// The view or view controller's type name; `nil` derives it from the screen name.
    public var typeName: String?

    /// Options with an optional type name.
    public init(typeName: String? = nil) {
        self.typeName = typeName
    }

    /// Whether `name` can name the generated type: ASCII letters, digits and `_`, not starting
    /// with a digit, and not a Swift keyword. The one check the CLI and the service both use.
    public static func isValidTypeName(_ name: String) -> Bool {
        !name.isEmpty && name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
            && name.first?.isNumber != true && !SwiftNames.keywords.contains(name)
    }
}
