#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

// MARK: - Manual page

/// A section a tool adds to its manual page after the generated ones (ENVIRONMENT, EXIT STATUS,
/// FILES, SEE ALSO …): paragraphs, then term/definition pairs.
public struct ManualSection: Sendable {
    /// The heading, e.g. `ENVIRONMENT` (shown in capitals).
    public var title: String
    /// Paragraphs of plain text.
    public var paragraphs: [String]
    /// Terms with their definitions, e.g. an environment variable and what it does.
    public var definitions: [(term: String, definition: String)]

    /// Declares a section.
    public init(_ title: String, paragraphs: [String] = [], definitions: [(term: String, definition: String)] = []) {
        self.title = title
        self.paragraphs = paragraphs
        self.definitions = definitions
    }
}

/// Writes a command tree as one man(7) page — NAME, SYNOPSIS, DESCRIPTION, OPTIONS, then every
/// command with its arguments and options, then the tool's own sections — for
/// `<tool> help --man` and for installing as `share/man/man1/<tool>.1`.
enum ManualPage {
    /// The page for `root`.
    static func render(_ root: CommandSpec) -> String {
        var page: [String] = []
        let version = root.version.map { "\(root.name) \($0)" } ?? root.name
        page.append(".TH \(argument(root.name.uppercased())) 1 \"\" \(argument(version)) \"User Commands\"")
        page.append(".nh")  // no hyphenation: option names and paths stay whole
        page.append(".ad l")
        page.append(".SH NAME")
        page.append(escape("\(root.name) - \(root.abstract)"))
        page.append(".SH SYNOPSIS")
        page.append("\\fB\(escape(root.name))\\fR [\\fIoptions\\fR] \\fIcommand\\fR [\\fIarguments\\fR]")
        if !root.discussion.isEmpty {
            page.append(".SH DESCRIPTION")
            page += paragraphs(root.discussion)
        }
        page.append(".SH OPTIONS")
        page.append("These options are accepted by every command.")
        page += optionItems(HelpFormatter.orderedOptions([root]))
        if root.version != nil { page += item("\\fB\\-\\-version\\fR", "Show the version.") }
        page += item(
            "\\fB\\-h\\fR, \\fB\\-\\-help\\fR",
            "Show help information; also \\fB\(escape(root.name)) help\\fR \\fIcommand\\fR.")
        page.append(".SH COMMANDS")
        visit(root, path: [root]) { path in page += commandSection(path) }
        for section in root.manualSections {
            page.append(".SH \(argument(section.title.uppercased()))")
            for paragraph in section.paragraphs { page += [".PP", escape(paragraph)] }
            for (term, definition) in section.definitions {
                page += item("\\fB\(escape(term))\\fR", escape(definition))
            }
        }
        return page.joined(separator: "\n") + "\n"
    }

    /// Every command below the root, depth first.
    private static func visit(_ command: CommandSpec, path: [CommandSpec], _ body: ([CommandSpec]) -> Void) {
        for child in command.subcommands {
            body(path + [child])
            visit(child, path: path + [child], body)
        }
    }

    /// One command: its name and aliases, abstract, discussion, usage, arguments and own options.
    private static func commandSection(_ path: [CommandSpec]) -> [String] {
        let command = path[path.count - 1]
        let name = path.dropFirst().map(\.name).joined(separator: " ")
        var lines = [".SS \(argument(name))", escape(command.abstract)]
        if !command.aliases.isEmpty {
            lines += [".PP", escape("Also spelled: " + command.aliases.joined(separator: ", ") + ".")]
        }
        lines += paragraphs(command.discussion)
        lines += [".PP", "Usage: \\fB\(escape(HelpFormatter.usage(for: path)))\\fR"]
        for argument in command.arguments {
            var text = argument.help
            if !argument.allowedValues.isEmpty { text += " Values: \(argument.allowedValues.joined(separator: ", "))." }
            lines += item("\\fI\(escape(argument.label))\\fR", escape(text))
        }
        lines += optionItems(command.options)
        if command.isGroup {
            let names = command.subcommands.map(\.name).joined(separator: ", ")
            var text = "Subcommands: \(names)."
            if let fallback = command.defaultSubcommand { text += " Without one, '\(fallback)' runs." }
            lines += [".PP", escape(text)]
        }
        return lines
    }

    /// `.TP` items for options: `-x, --name <value>` and the help with its notes.
    private static func optionItems(_ options: [OptionSpec]) -> [String] {
        options.flatMap { option -> [String] in
            var tag = option.short.map { "\\fB\\-\(escape(String($0)))\\fR, " } ?? ""
            tag += "\\fB\(escape(option.name))\\fR"
            if let value = option.valueName { tag += " \\fI<\(escape(value))>\\fR" }
            if let inverted = option.invertedName { tag += ", \\fB\(escape(inverted))\\fR" }
            var notes: [String] = []
            if !option.allowedValues.isEmpty {
                notes.append("Values: \(option.allowedValues.joined(separator: ", ")).")
            }
            if let value = option.defaultValue, !option.isFlag { notes.append("Default: \(value).") }
            if let variable = option.environmentVariable { notes.append("Environment: \(variable).") }
            if option.isRepeatable { notes.append("May be repeated.") }
            return item(tag, escape(([option.help] + notes).joined(separator: " ")))
        }
    }

    /// A tagged paragraph.
    private static func item(_ tag: String, _ text: String) -> [String] {
        [".TP", tag, text]
    }

    /// One `.PP` paragraph per non-empty line of `text`.
    private static func paragraphs(_ text: String) -> [String] {
        text.split(whereSeparator: \.isNewline).flatMap { line -> [String] in
            let trimmed = String(line).trimming(.whitespaces)
            return trimmed.isEmpty ? [] : [".PP", escape(trimmed)]
        }
    }

    /// Text safe on a roff text line: backslashes and hyphens escaped, characters beyond ASCII
    /// as `\[uXXXX]`, a leading `.` or `'` guarded, and no line breaks.
    static func escape(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "\\": out += "\\e"
            case "-": out += "\\-"
            case "\n", "\r": out += " "
            case _ where !character.isASCII:
                // roff input is ASCII: other characters by code point, as groff and mandoc read them.
                for scalar in character.unicodeScalars {
                    let digits = String(scalar.value, radix: 16, uppercase: true)
                    out += "\\[u" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits + "]"
                }
            default: out.append(character)
            }
        }
        if out.hasPrefix(".") || out.hasPrefix("'") { out = "\\&" + out }
        return out
    }

    /// A quoted macro argument.
    private static func argument(_ text: String) -> String {
        "\"" + escape(text).replacingEvery("\"", with: "\\(dq") + "\""
    }
}
