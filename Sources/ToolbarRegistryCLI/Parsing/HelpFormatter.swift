// MARK: - Help and usage text

/// Renders ArgumentParser-shaped help (OVERVIEW / USAGE / ARGUMENTS / OPTIONS / SUBCOMMANDS) and
/// the one-line usage printed under errors.
enum HelpFormatter {
    /// The column where descriptions start.
    static let labelColumn = 26
    /// The width help text wraps at.
    static let lineWidth = 80

    // MARK: - Full help

    /// The full help for the command at the end of `path`.
    static func help(for path: [CommandSpec]) -> String {
        let command = path[path.count - 1]
        var sections: [String] = []
        if !command.abstract.isEmpty { sections.append("OVERVIEW: \(command.abstract)") }
        if !command.discussion.isEmpty { sections.append(command.discussion) }
        sections.append("USAGE: \(usage(for: path))")
        if !command.arguments.isEmpty {
            let rows = command.arguments.map { argument -> (String, String) in
                var text = argument.help
                if !argument.allowedValues.isEmpty {
                    text += " (values: \(argument.allowedValues.joined(separator: ", ")))"
                }
                return (argument.label, text)
            }
            sections.append("ARGUMENTS:\n" + rows.map(row).joined(separator: "\n"))
        }
        sections.append("OPTIONS:\n" + optionRows(path).map(row).joined(separator: "\n"))
        if command.isGroup {
            let rows = command.subcommands.map { child -> (String, String) in
                var label = ([child.name] + child.aliases).joined(separator: ", ")
                if child.name == command.defaultSubcommand { label += " (default)" }
                return (label, child.abstract)
            }
            let names = path.dropFirst().map(\.name)
            let helpPath = ([path[0].name, "help"] + names + ["<subcommand>"]).joined(separator: " ")
            sections.append(
                "SUBCOMMANDS:\n" + rows.map(row).joined(separator: "\n")
                    + "\n\n  See '\(helpPath)' for detailed help.")
        }
        return sections.joined(separator: "\n\n") + "\n"
    }

    /// Label/description pairs for the OPTIONS section: own options, inherited ones, then
    /// `--version` (top level) and `-h, --help`.
    private static func optionRows(_ path: [CommandSpec]) -> [(String, String)] {
        var rows = orderedOptions(path).map { option in (optionLabel(option), optionText(option)) }
        if path.count == 1, path[0].version != nil { rows.append(("--version", "Show the version.")) }
        rows.append(("-h, --help", "Show help information."))
        return rows
    }

    /// The command's own options first, then the inherited ones nearest ancestor first.
    static func orderedOptions(_ path: [CommandSpec]) -> [OptionSpec] {
        var result: [OptionSpec] = []
        for (index, command) in path.enumerated().reversed() {
            for option in command.options where index == path.count - 1 || option.isInherited {
                if !result.contains(where: { $0.name == option.name }) { result.append(option) }
            }
        }
        return result
    }

    /// `-x, --name <value>` or `--flag/--no-flag`.
    private static func optionLabel(_ option: OptionSpec) -> String {
        var label = option.short.map { "-\($0), " } ?? ""
        label += option.synopsis
        if let inverted = option.invertedName { label += "/\(inverted)" }
        return label
    }

    /// The help line with `(values: …; default: …; env: …)` appended.
    private static func optionText(_ option: OptionSpec) -> String {
        var notes: [String] = []
        if !option.allowedValues.isEmpty { notes.append("values: " + option.allowedValues.joined(separator: ", ")) }
        if option.isFlag {
            if let inverted = option.invertedName {
                notes.append("default: " + (option.defaultValue == "true" ? option.name : inverted))
            }
        } else if let value = option.defaultValue {
            notes.append("default: \(value)")
        }
        if let variable = option.environmentVariable { notes.append("env: \(variable)") }
        if option.isRepeatable { notes.append("repeatable") }
        guard !notes.isEmpty else { return option.help }
        return option.help + " (" + notes.joined(separator: "; ") + ")"
    }

    /// One two-column row, wrapped at ``lineWidth``.
    private static func row(_ pair: (String, String)) -> String {
        let (label, text) = pair
        let head = "  " + label
        let indent = String(repeating: " ", count: labelColumn)
        let lines = wrap(text, width: lineWidth - labelColumn)
        guard let first = lines.first else { return head }
        var result: String
        if head.count < labelColumn - 1 {
            result = head + String(repeating: " ", count: labelColumn - head.count) + first
        } else {
            result = head + "\n" + indent + first
        }
        for line in lines.dropFirst() { result += "\n" + indent + line }
        return result
    }

    /// Splits `text` into lines of at most `width` columns at spaces (long words stay whole).
    static func wrap(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var current = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: true) {
            if current.isEmpty {
                current = String(word)
            } else if current.count + 1 + word.count <= width {
                current += " " + word
            } else {
                lines.append(current)
                current = String(word)
            }
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }

    // MARK: - Usage line

    /// `toolbar-registry screen add [--owner <owner>] <path>`; optional options collapse into
    /// `[<options>]` when the line would pass ``lineWidth``.
    static func usage(for path: [CommandSpec]) -> String {
        let command = path[path.count - 1]
        let name = path.map(\.name).joined(separator: " ")
        if command.isGroup {
            return command.defaultSubcommand == nil ? "\(name) <subcommand>" : "\(name) [<subcommand>]"
        }
        let options = orderedOptions(path)
        let arguments = command.arguments.map(argumentUsage)
        let full = [name] + options.map(optionUsage) + arguments
        let line = full.joined(separator: " ")
        if "Usage: ".count + line.count <= lineWidth { return line }
        let required = options.filter(\.isRequired).map(optionUsage)
        let optional = options.contains { !$0.isRequired } ? ["[<options>]"] : []
        return ([name] + required + optional + arguments).joined(separator: " ")
    }

    /// One option as shown in a usage line.
    private static func optionUsage(_ option: OptionSpec) -> String {
        var text = option.synopsis
        if let inverted = option.invertedName { text = "\(option.name)|\(inverted)" }
        if option.isRepeatable { text += " ..." }
        return option.isRequired ? text : "[\(text)]"
    }

    /// One positional argument as shown in a usage line.
    private static func argumentUsage(_ argument: ArgumentSpec) -> String {
        switch argument.arity {
        case .required: return argument.label
        case .optional: return "[\(argument.label)]"
        case .variadic(let minimum): return minimum > 0 ? "\(argument.label) ..." : "[\(argument.label) ...]"
        }
    }
}
