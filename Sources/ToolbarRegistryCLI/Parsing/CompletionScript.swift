// MARK: - Shell completion

/// Shell completion scripts for a command tree — bash, zsh and fish — written from one walk over
/// the tree, so every shell offers the same words: subcommands and aliases at every level
/// (with their abstracts where the shell shows descriptions), option spellings after `-`, and the
/// allowed values after an option that declares them; anything else falls back to file names.
enum CompletionScript {
    /// The shells a script can be generated for.
    static let shells = ["bash", "zsh", "fish"]

    /// The script for `shell` (one of ``shells``).
    static func script(for root: CommandSpec, shell: String) -> String {
        switch shell {
        case "zsh": return zsh(for: root)
        case "fish": return fish(for: root)
        default: return bash(for: root)
        }
    }

    // MARK: - What each command offers

    /// One spelling of a command's path (aliases give a command several) and what may follow it.
    struct Entry {
        /// The words from the root, joined by spaces, e.g. `toolbar-registry screen ls`.
        var spelling: String
        /// Whether the command only groups subcommands.
        var isGroup: Bool
        /// Subcommand names and aliases with their abstracts, then `help` for groups.
        var subcommands: [(name: String, help: String)]
        /// Options accepted here: inherited ones, the command's own, `--version` at the top, `-h/--help`.
        var options: [OptionEntry]
    }

    /// One option as completion sees it.
    struct OptionEntry {
        /// `--name`.
        var long: String
        /// `--no-name` for invertible flags.
        var inverted: String?
        /// The short letter, if any.
        var short: Character?
        /// One line of help.
        var help: String
        /// Whether a value follows.
        var takesValue: Bool
        /// The allowed values, if declared.
        var values: [String]

        /// Every spelling a user may type.
        var spellings: [String] { [long] + (inverted.map { [$0] } ?? []) + (short.map { ["-\($0)"] } ?? []) }
    }

    /// Every command of the tree, once per way of spelling its path, in tree order.
    static func entries(for root: CommandSpec) -> [Entry] {
        var entries: [Entry] = []
        visit(root, path: [root], spellings: [root.name]) { path, spelling in
            let command = path[path.count - 1]
            var subcommands = command.subcommands.flatMap { child in
                ([child.name] + child.aliases).map { (name: $0, help: child.abstract) }
            }
            if command.isGroup { subcommands.append((name: "help", help: "Show help for a subcommand.")) }
            var options = CommandTree.availableOptions(path).map { option in
                OptionEntry(
                    long: option.name, inverted: option.invertedName, short: option.short, help: option.help,
                    takesValue: !option.isFlag, values: option.allowedValues)
            }
            if path.count == 1, root.version != nil {
                options.append(
                    OptionEntry(long: "--version", short: nil, help: "Show the version.", takesValue: false, values: [])
                )
            }
            options.append(
                OptionEntry(long: "--help", short: "h", help: "Show help information.", takesValue: false, values: []))
            entries.append(
                Entry(spelling: spelling, isGroup: command.isGroup, subcommands: subcommands, options: options))
        }
        return entries
    }

    /// Calls `body` for every command, once per way of spelling its path (aliases included).
    private static func visit(
        _ command: CommandSpec, path: [CommandSpec], spellings: [String],
        _ body: ([CommandSpec], String) -> Void
    ) {
        for spelling in spellings { body(path, spelling) }
        for child in command.subcommands {
            let names = [child.name] + child.aliases
            let childSpellings = spellings.flatMap { prefix in names.map { "\(prefix) \($0)" } }
            visit(child, path: path + [child], spellings: childSpellings, body)
        }
    }

    /// The root's name as a shell function name: `toolbar_registry`.
    static func functionName(_ root: CommandSpec) -> String {
        root.name.map { $0.isLetter || $0.isNumber ? String($0) : "_" }.joined()
    }

    /// `text` in single quotes for bash and zsh.
    static func quote(_ text: String) -> String {
        "'" + text.replacingEvery("'", with: "'\\''") + "'"
    }

    /// Help text on one line, as shells show descriptions.
    static func oneLine(_ text: String) -> String {
        text.split(whereSeparator: \.isNewline).joined(separator: " ")
    }

    // MARK: - The lookups bash and zsh share

    /// The arms of the three `case` lookups the bash and zsh scripts both define: the
    /// subcommands of a command path (groups only), its options, and the allowed values of an
    /// option after it (matched as `path|--option` or `path|-o`). Each closure gives the shell's
    /// answer for one arm: `echo …` in bash, `reply=(…)` in zsh.
    struct Lookups {
        var subcommands: [String] = []
        var options: [String] = []
        var values: [String] = []

        init(
            for root: CommandSpec, subcommands: (Entry) -> String, options: (Entry) -> String,
            values: (OptionEntry) -> String
        ) {
            for entry in CompletionScript.entries(for: root) {
                let pattern = quote(entry.spelling)
                if entry.isGroup { self.subcommands.append("        \(pattern)) \(subcommands(entry)) ;;") }
                self.options.append("        \(pattern)) \(options(entry)) ;;")
                for option in entry.options where !option.values.isEmpty {
                    let spellings = [option.long] + (option.short.map { ["-\($0)"] } ?? [])
                    let patterns = spellings.map { quote("\(entry.spelling)|\($0)") }.joined(separator: "|")
                    self.values.append("        \(patterns)) \(values(option)) ;;")
                }
            }
        }

        /// The three functions, `<prefix>_subcommands`, `<prefix>_options` and `<prefix>_values`,
        /// a blank line between them; `fallback` is the answer when no arm matches, if any.
        func functions(_ prefix: String, fallback: String?) -> String {
            [
                function("\(prefix)_subcommands", "\"$1\"", subcommands, fallback),
                function("\(prefix)_options", "\"$1\"", options, fallback),
                function("\(prefix)_values", "\"$1|$2\"", values, fallback)
            ].joined(separator: "\n\n")
        }

        private func function(_ name: String, _ subject: String, _ arms: [String], _ fallback: String?) -> String {
            let last = fallback.map { ["        *) \($0) ;;"] } ?? []
            return (["\(name)() {", "    case \(subject) in", arms.joined(separator: "\n")] + last + ["    esac", "}"])
                .joined(separator: "\n")
        }
    }

    // MARK: - bash

    /// The bash script for `root` (zsh users may load the zsh one instead).
    static func bash(for root: CommandSpec) -> String {
        let function = "_" + functionName(root)
        let lookups = Lookups(
            for: root, subcommands: { "echo \(quote($0.subcommands.map(\.name).joined(separator: " ")))" },
            // `-h` before `--help`, as users know it.
            options: { entry in
                let words = entry.options.flatMap { $0.long == "--help" ? ["-h", "--help"] : $0.spellings }
                return "echo \(quote(words.joined(separator: " ")))"
            },
            values: { "echo \(quote($0.values.joined(separator: " ")))" })
        return """
            # bash completion for \(root.name)
            # Generated by '\(root.name) completions bash'. Install it as
            #   ~/.local/share/bash-completion/completions/\(root.name)
            # or load it for this session with
            #   source <(\(root.name) completions bash)

            \(lookups.functions(function, fallback: nil))

            \(function)() {
                local cur="${COMP_WORDS[COMP_CWORD]}" prev="${COMP_WORDS[COMP_CWORD-1]}"
                local path=\(quote(root.name)) word i values
                for ((i = 1; i < COMP_CWORD; i++)); do
                    word="${COMP_WORDS[i]}"
                    case " $(\(function)_subcommands "$path") " in
                        *" $word "*) path="$path $word" ;;
                    esac
                done
                values="$(\(function)_values "$path" "$prev")"
                if [[ -n "$values" ]]; then
                    COMPREPLY=($(compgen -W "$values" -- "$cur"))
                elif [[ "$cur" == -* ]]; then
                    COMPREPLY=($(compgen -W "$(\(function)_options "$path")" -- "$cur"))
                else
                    COMPREPLY=($(compgen -W "$(\(function)_subcommands "$path")" -- "$cur"))
                fi
            }

            complete -o default -F \(function) \(quote(root.name))

            """
    }
}
