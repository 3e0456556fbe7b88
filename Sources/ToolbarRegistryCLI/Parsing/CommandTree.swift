import ToolbarModel

// MARK: - Shared rules of the command tree

/// Lookups over a path of commands shared by the parser, the accessors and the help formatter.
enum CommandTree {
    /// The options a command accepts: inherited ones from its ancestors, then its own.
    static func availableOptions(_ path: [CommandSpec]) -> [OptionSpec] {
        var result: [OptionSpec] = []
        for (index, command) in path.enumerated() {
            let isLast = index == path.count - 1
            for option in command.options where isLast || option.isInherited {
                if !result.contains(where: { $0.name == option.name }) { result.append(option) }
            }
        }
        return result
    }

    /// The option of `path` spelled `word` (`--name`, `--no-name` or `-x`), and whether it is inverted.
    static func option(spelled word: String, in path: [CommandSpec]) -> (spec: OptionSpec, inverted: Bool)? {
        for spec in availableOptions(path) {
            if spec.name == word { return (spec, false) }
            if spec.invertedName == word { return (spec, true) }
            if let short = spec.short, word == "-\(short)" { return (spec, false) }
        }
        return nil
    }

    /// Every spelling a user may type for the options of `path`, for suggestions.
    static func optionSpellings(_ path: [CommandSpec]) -> [String] {
        availableOptions(path).flatMap { [$0.name] + ($0.invertedName.map { [$0] } ?? []) } + ["--help"]
    }

    /// The message for a value outside the allowed ones.
    static func invalidValueMessage(_ value: String, for label: String, allowed: [String]) -> String {
        var message =
            "The value '\(value.debugPreview)' is invalid for '\(label)'. Allowed: "
            + allowed.joined(separator: ", ") + "."
        if let close = Suggestion.closest(to: value, in: allowed) {
            message += " Did you mean '\(close)'?"
        }
        return message
    }

    /// Problems in a declared tree (duplicate names or short flags, an option declared twice or
    /// again below an inherited one, misplaced variadic arguments, bad defaults, missing help),
    /// one line each; empty when the tree is sound. Meant for a test over the real tree.
    static func problems(in root: CommandSpec) -> [String] {
        var problems: [String] = []
        check(root, path: [root], into: &problems)
        return problems
    }

    private static func check(_ command: CommandSpec, path: [CommandSpec], into problems: inout [String]) {
        let where_ = path.map(\.name).joined(separator: " ")
        var names: Set<String> = []
        for word in command.subcommands.flatMap({ [$0.name] + $0.aliases }) where !names.insert(word).inserted {
            problems.append("\(where_): subcommand name '\(word)' is used twice")
        }
        if let name = command.defaultSubcommand, command.subcommand(named: name) == nil {
            problems.append("\(where_): default subcommand '\(name)' does not exist")
        }
        if command.isGroup, !command.arguments.isEmpty {
            problems.append("\(where_): a group command cannot take positional arguments")
        }
        if !command.isGroup, command.run == nil {
            problems.append("\(where_): a leaf command needs a run closure")
        }
        for (index, argument) in command.arguments.enumerated() {
            if case .variadic = argument.arity, index != command.arguments.count - 1 {
                problems.append("\(where_): variadic <\(argument.valueName)> must be the last argument")
            }
        }
        if command.abstract.trimming(.whitespaces).isEmpty {
            problems.append("\(where_): the command has no abstract")
        }
        for argument in command.arguments where argument.help.trimming(.whitespaces).isEmpty {
            problems.append("\(where_): <\(argument.valueName)> has no help")
        }
        let inherited = availableOptions(Array(path.dropLast())).filter(\.isInherited).map(\.name)
        var declared: Set<String> = []
        for option in command.options {
            if !declared.insert(option.name).inserted {
                problems.append("\(where_): option '\(option.name)' is declared twice")
            } else if path.count > 1, inherited.contains(option.name) {
                problems.append("\(where_): option '\(option.name)' is declared again (the inherited one wins)")
            }
        }
        var spellings: Set<String> = ["--help", "-h"]
        for option in availableOptions(path) {
            let words =
                [option.name] + (option.invertedName.map { [$0] } ?? []) + (option.short.map { ["-\($0)"] } ?? [])
            for word in words where !spellings.insert(word).inserted {
                problems.append("\(where_): option spelling '\(word)' is used twice")
            }
            if !Self.isOptionName(option.name) {
                problems.append("\(where_): option '\(option.name)' must be '--' and lowercase words joined by '-'")
            }
            if let short = option.short, !(short.isASCII && short.isLetter) {
                problems.append("\(where_): short name '-\(short)' of '\(option.name)' must be a letter")
            }
            if option.help.trimming(.whitespaces).isEmpty {
                problems.append("\(where_): option '\(option.name)' has no help")
            }
            if option.isRequired, option.defaultValue != nil || option.environmentVariable != nil {
                problems.append("\(where_): required option '\(option.name)' also has a default or variable")
            }
            if let value = option.defaultValue, !option.isFlag, !option.allowedValues.isEmpty,
                !option.allowedValues.contains(value)
            {
                problems.append("\(where_): default '\(value)' of '\(option.name)' is not an allowed value")
            }
        }
        for child in command.subcommands {
            check(child, path: path + [child], into: &problems)
        }
    }

    /// `--` followed by lowercase words (letters and digits) joined by single dashes.
    static func isOptionName(_ name: String) -> Bool {
        guard name.hasPrefix("--") else { return false }
        let words = name.dropFirst(2).split(separator: "-", omittingEmptySubsequences: false)
        return !words.isEmpty
            && words.allSatisfy { word in
                !word.isEmpty && word.allSatisfy { ($0.isASCII && $0.isLowercase) || $0.isNumber }
            }
    }
}

extension CommandSpec {
    /// Problems in this tree (duplicate names, misplaced variadic arguments, bad defaults), one
    /// line each; empty when sound. Call it from a test over the real command tree.
    public func declarationProblems() -> [String] {
        CommandTree.problems(in: self)
    }
}
