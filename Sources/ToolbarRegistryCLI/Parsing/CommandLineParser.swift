import ToolbarModel

// MARK: - Parse outcome

/// What a command line asks for once read.
enum ParseOutcome {
    /// Run the leaf command.
    case run(ParsedCommand)
    /// Print the help of the command at this path.
    case help([CommandSpec])
    /// Print the version.
    case version(String)
    /// Print a shell completion script.
    case completionScript(String)
    /// Print the manual page (`help --man`).
    case manual
    /// Reject the command line, showing the usage of the command at this path.
    case usageError(UsageError, [CommandSpec])
}

// MARK: - Parser

/// Reads a command line against a command tree, ArgumentParser-style.
struct CommandLineParser {
    /// The root of the tree.
    let root: CommandSpec
    /// The environment (for option fallbacks), folder and standard input.
    let context: CommandContext
    /// Where the run closure writes.
    let output: Output

    /// The state of one parse.
    private struct State {
        var path: [CommandSpec]
        var positionals: [String] = []
        var optionValues: [String: [String]] = [:]
        var flagValues: [String: Bool] = [:]
        var terminated = false
    }

    /// Parses `arguments` (without the program name).
    func parse(_ arguments: [String]) -> ParseOutcome {
        var state = State(path: [root])
        do {
            var index = 0
            while index < arguments.count {
                let word = arguments[index]
                index += 1
                if let outcome = try step(word, &state, &index, arguments) { return outcome }
            }
            return try finish(&state)
        } catch {
            // `-h` anywhere before `--` wins over a mistake elsewhere on the line.
            if arguments.prefix(while: { $0 != "--" }).contains(where: { $0 == "-h" || $0 == "--help" }) {
                return .help(state.path)
            }
            return .usageError(error as? UsageError ?? UsageError("\(error)"), state.path)
        }
    }

    // MARK: - One word

    /// Handles one word; returns an outcome when parsing ends early (help, version).
    private func step(
        _ word: String, _ state: inout State, _ index: inout Int, _ arguments: [String]
    ) throws -> ParseOutcome? {
        if state.terminated {
            state.positionals.append(word)
            return nil
        }
        if word == "--" {
            state.terminated = true
            return nil
        }
        if word == "-h" || word == "--help" {
            return .help(state.path)
        }
        if word == "--version", state.path.count == 1, let version = root.version {
            return .version(version)
        }
        if state.path.count == 1,
            word == "--generate-completion-script" || word.hasPrefix("--generate-completion-script=")
        {
            return .completionScript(try completionScript(word, &index, arguments))
        }
        if word.hasPrefix("-"), word.count > 1, !looksNumeric(word) {
            try readOption(word, &state, &index, arguments)
            return nil
        }
        return try readPositional(word, &state, Array(arguments[index...]))
    }

    /// Reads a positional word: a subcommand, `help <sub>...`, or an argument value.
    private func readPositional(_ word: String, _ state: inout State, _ rest: [String]) throws -> ParseOutcome? {
        let command = state.path[state.path.count - 1]
        guard command.isGroup, state.positionals.isEmpty else {
            state.positionals.append(word)
            return nil
        }
        if let child = command.subcommand(named: word) {
            state.path.append(child)
            return nil
        }
        if word == "help" {
            if rest.first == "--man" {
                guard state.path.count == 1, rest.count == 1 else {
                    throw UsageError("'help --man' prints the whole manual and takes nothing else.")
                }
                return .manual
            }
            return try helpTarget(Array(rest.prefix { !$0.hasPrefix("-") }), from: state.path)
        }
        if let fallback = defaultChild(of: command) {
            state.path.append(fallback)
            state.positionals.append(word)
            return nil
        }
        throw unknownSubcommand(word, of: state.path)
    }

    /// Resolves `help a b c` relative to `path`.
    private func helpTarget(_ words: [String], from path: [CommandSpec]) throws -> ParseOutcome {
        var target = path
        for word in words {
            let command = target[target.count - 1]
            guard let child = command.subcommand(named: word) else {
                throw unknownSubcommand(word, of: target)
            }
            target.append(child)
        }
        return .help(target)
    }

    /// Reads an option or flag word, taking its value from `=value` or the next word.
    private func readOption(_ word: String, _ state: inout State, _ index: inout Int, _ arguments: [String]) throws {
        var spelling = word
        var inline: String?
        if word.hasPrefix("--"), let equals = word.firstIndex(of: "=") {
            spelling = String(word[..<equals])
            inline = String(word[word.index(after: equals)...])
        }
        if !word.hasPrefix("--"), word.count > 2, let flags = combinedShortFlags(word, path: state.path) {
            for flag in flags { state.flagValues[flag.name] = true }
            return
        }
        guard let (spec, inverted) = CommandTree.option(spelled: spelling, in: state.path) else {
            let command = state.path[state.path.count - 1]
            if let fallback = defaultChild(of: command), state.positionals.isEmpty,
                CommandTree.option(spelled: spelling, in: state.path + [fallback]) != nil
            {
                state.path.append(fallback)
                return try readOption(word, &state, &index, arguments)
            }
            throw unknownOption(spelling, path: state.path)
        }
        if spec.isFlag {
            if inline != nil {
                throw UsageError("The flag '\(spelling)' does not take a value.")
            }
            state.flagValues[spec.name] = !inverted
            return
        }
        let value: String
        if let inline {
            value = inline
        } else if index < arguments.count, !isOptionWord(arguments[index], path: state.path) {
            value = arguments[index]
            index += 1
        } else {
            throw UsageError("Missing value for '\(spec.synopsis)'.")
        }
        if !spec.allowedValues.isEmpty, !spec.allowedValues.contains(value) {
            throw UsageError(CommandTree.invalidValueMessage(value, for: spec.name, allowed: spec.allowedValues))
        }
        if state.optionValues[spec.name] != nil, !spec.isRepeatable {
            throw UsageError("The option '\(spec.name)' may be given only once.")
        }
        state.optionValues[spec.name, default: []].append(value)
    }

    // MARK: - End of the command line

    /// Binds the positionals and checks required options once every word is read.
    private func finish(_ state: inout State) throws -> ParseOutcome {
        var command = state.path[state.path.count - 1]
        if command.isGroup {
            guard let fallback = defaultChild(of: command) else {
                let names = command.subcommands.map(\.name).joined(separator: ", ")
                throw UsageError(
                    "Missing subcommand for '\(state.path.map(\.name).joined(separator: " "))'. "
                        + "Choose one of: \(names).")
            }
            state.path.append(fallback)
            command = fallback
        }
        let bound = try bind(state.positionals, to: command.arguments)
        for option in CommandTree.availableOptions(state.path) where option.isRequired {
            let fromEnvironment =
                option.environmentVariable.flatMap { context.environment[$0] }.map { !$0.isEmpty } ?? false
            if state.optionValues[option.name] == nil, option.defaultValue == nil, !fromEnvironment {
                throw UsageError("Missing expected argument '\(option.synopsis)'.")
            }
        }
        return .run(
            ParsedCommand(
                path: state.path, optionValues: state.optionValues, flagValues: state.flagValues,
                argumentValues: bound, positionals: state.positionals, context: context,
                output: output))
    }

    /// Distributes positional values over the declared arguments.
    private func bind(_ values: [String], to specs: [ArgumentSpec]) throws -> [String: [String]] {
        var bound: [String: [String]] = [:]
        var remaining = values[...]
        let requiredCount = specs.reduce(0) { count, spec in
            switch spec.arity {
            case .required: return count + 1
            case .optional: return count
            case .variadic(let minimum): return count + minimum
            }
        }
        var stillNeeded = requiredCount
        for spec in specs {
            switch spec.arity {
            case .required:
                guard let value = remaining.popFirst() else {
                    throw UsageError("Missing expected argument '\(spec.label)'.")
                }
                bound[spec.valueName] = [value]
                stillNeeded -= 1
            case .optional:
                if remaining.count > stillNeeded, let value = remaining.popFirst() {
                    bound[spec.valueName] = [value]
                }
            case .variadic(let minimum):
                guard remaining.count >= minimum else {
                    throw UsageError("Missing expected argument '\(spec.label) ...'.")
                }
                bound[spec.valueName] = Array(remaining)
                remaining = []
            }
            for value in bound[spec.valueName] ?? [] where !spec.allowedValues.isEmpty {
                if !spec.allowedValues.contains(value) {
                    throw UsageError(
                        CommandTree.invalidValueMessage(value, for: spec.label, allowed: spec.allowedValues))
                }
            }
        }
        if let extra = remaining.first {
            throw UsageError("Unexpected argument '\(extra.debugPreview)'.")
        }
        return bound
    }

    // MARK: - Helpers

    /// The default subcommand of a group, if it declares one.
    private func defaultChild(of command: CommandSpec) -> CommandSpec? {
        command.defaultSubcommand.flatMap { command.subcommand(named: $0) }
    }

    /// Whether a word following an option is itself an option rather than its value.
    private func isOptionWord(_ word: String, path: [CommandSpec]) -> Bool {
        if word == "--" || word == "-h" || word == "--help" { return true }
        let spelling = word.split(separator: "=", maxSplits: 1).first.map(String.init) ?? word
        return CommandTree.option(spelled: spelling, in: path) != nil
    }

    /// The script asked for by `--generate-completion-script <shell>`.
    private func completionScript(_ word: String, _ index: inout Int, _ arguments: [String]) throws -> String {
        let name = "--generate-completion-script"
        var shell: String
        if word.count > name.count {
            shell = String(word.dropFirst(name.count + 1))
        } else if index < arguments.count {
            shell = arguments[index]
            index += 1
        } else {
            throw UsageError("Missing value for '\(name) <shell>'.")
        }
        guard CompletionScript.shells.contains(shell) else {
            throw UsageError(CommandTree.invalidValueMessage(shell, for: name, allowed: CompletionScript.shells))
        }
        return CompletionScript.script(for: root, shell: shell)
    }

    /// The flags of a word like `-fv` when every letter is a short flag of `path`.
    private func combinedShortFlags(_ word: String, path: [CommandSpec]) -> [OptionSpec]? {
        var flags: [OptionSpec] = []
        for letter in word.dropFirst() {
            guard let (spec, _) = CommandTree.option(spelled: "-\(letter)", in: path), spec.isFlag else { return nil }
            flags.append(spec)
        }
        return flags
    }

    /// Whether a dash-prefixed word is a negative number, which is read as a value.
    private func looksNumeric(_ word: String) -> Bool {
        Double(word) != nil
    }

    /// The error for an unknown option, with a close spelling when there is one.
    private func unknownOption(_ spelling: String, path: [CommandSpec]) -> UsageError {
        var message = "Unknown option '\(spelling.debugPreview)'"
        if path.count > 1 { message += " for '\(path.map(\.name).joined(separator: " "))'" }
        message += "."
        if let close = Suggestion.closest(to: spelling, in: CommandTree.optionSpellings(path)) {
            message += " Did you mean '\(close)'?"
        }
        return UsageError(message)
    }

    /// The error for an unknown subcommand, with a close name when there is one.
    private func unknownSubcommand(_ word: String, of path: [CommandSpec]) -> UsageError {
        let command = path[path.count - 1]
        let name = path.map(\.name).joined(separator: " ")
        var message = "Unknown subcommand '\(word.debugPreview)' for '\(name)'."
        let candidates = command.subcommands.flatMap { [$0.name] + $0.aliases }
        if let close = Suggestion.closest(to: word, in: candidates) {
            message += " Did you mean '\(close)'?"
        } else {
            message += " Choose one of: \(command.subcommands.map(\.name).joined(separator: ", "))."
        }
        return UsageError(message)
    }
}
