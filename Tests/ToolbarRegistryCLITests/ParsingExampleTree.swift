import ToolbarModel
import ToolbarRegistryCLI

// MARK: - A small command tree shaped like the real one

/// The example tree the parsing and help tests run against.
enum ExampleTree {
    /// Its options, one of each kind.
    enum Key {
        static let db = OptionKey.string(
            "--db", valueName: "path", help: "The registry database.", default: "./toolbar-registry.sqlite",
            environment: "TOOLBAR_REGISTRY_DB", inherited: true)
        static let format = OptionKey.string(
            "--format", help: "The output format.", default: "text", allowed: ["text", "json"], inherited: true)
        static let title = OptionKey.string("--title", short: "t", help: "The navigation title.")
        static let placement = OptionKey.value("--placement", help: "Where search goes.", as: Placement.self)
        static let width = OptionKey.int("--width", help: "A width in points.")
        static let exclude = OptionKey.repeated("--exclude", valueName: "key", help: "A command to leave out.")
        static let force = OptionKey.flag("--force", short: "f", help: "Replace an existing screen.")
        static let search = OptionKey.flag(
            "--search", help: "Whether the screen has search.", inversion: true, default: true)
        static let by = OptionKey.string("--by", valueName: "name", help: "Only changes by this author.")
        static let failOn = OptionKey.required(
            "--fail-on", valueName: "severity", help: "Exit 2 at this severity.", allowed: ["warning", "error"])
        /// Declared by no command: reading it is a failure.
        static let nope = OptionKey.flag("--nope", help: "Nothing.")
    }

    /// `toolbar-registry` with `screen add|list`, `log` and `sweep`.
    static let root = CommandSpec(
        "toolbar-registry",
        abstract: "Keep a toolbar design registry.",
        options: [Key.db.spec, Key.format.spec],
        subcommands: [screen, log, sweep, fail],
        version: "1.2.3"
    )

    /// A group with a default subcommand.
    static let screen = CommandSpec(
        "screen",
        abstract: "Manage screens.",
        subcommands: [add, list],
        defaultSubcommand: "list"
    )

    /// A leaf with every kind of option.
    static let add = CommandSpec(
        "add",
        abstract: "Register a screen.",
        discussion: "Names keep their case and are unique per app ignoring case.",
        arguments: [.required("path", help: "The screen as App/Screen.")],
        options: [
            Key.title.spec, Key.placement.spec, Key.width.spec, Key.exclude.spec, Key.force.spec, Key.search.spec
        ],
        validate: { parsed in
            if let width = try parsed[Key.width], width < 0 {
                throw UsageError("The value '\(width)' is invalid for '--width': a width cannot be negative.")
            }
        },
        run: { parsed in
            let fields = [
                "path=\(try parsed.argument("path") ?? "-")",
                "title=\(try parsed[Key.title] ?? "-")",
                "placement=\(try parsed[Key.placement]?.rawValue ?? "-")",
                "width=\(try parsed[Key.width].map(String.init) ?? "-")",
                "exclude=\(try parsed[Key.exclude].joined(separator: ","))",
                "force=\(try parsed[Key.force])",
                "search=\(try parsed[Key.search])",
                "db=\(try parsed[Key.db])",
                "format=\(try parsed[Key.format])"
            ]
            parsed.output.line(fields.joined(separator: " "))
            return .success
        }
    )

    /// The default subcommand of `screen`, with an alias and an optional argument.
    static let list = CommandSpec(
        "list",
        aliases: ["ls"],
        abstract: "List screens.",
        arguments: [.optional("app", help: "Only this app's screens.")],
        run: { parsed in
            parsed.output.line(
                "list app=\(try parsed.argument("app") ?? "*") format=\(try parsed[Key.format])")
            return .success
        }
    )

    /// A variadic leaf.
    static let log = CommandSpec(
        "log",
        abstract: "Show the change log.",
        arguments: [.variadic("record", help: "Records to show.")],
        options: [Key.by.spec],
        run: { parsed in
            let records = try parsed.arguments("record").joined(separator: ",")
            parsed.output.line("log records=\(records) by=\(try parsed[Key.by] ?? "-")")
            return .success
        }
    )

    /// A leaf with a required option and a findings exit code.
    static let sweep = CommandSpec(
        "sweep",
        abstract: "Solve a screen at every width.",
        arguments: [.required("screen", help: "The screen as App/Screen.")],
        options: [Key.failOn.spec],
        run: { parsed in
            try parsed[Key.failOn] == "warning" ? .findings : .success
        }
    )

    /// A leaf whose run closure fails in several ways, chosen by its argument.
    static let fail = CommandSpec(
        "fail",
        abstract: "Fail on purpose.",
        arguments: [
            .required("how", help: "How to fail.", allowed: ["failure", "model", "exit", "usage", "undeclared"])
        ],
        run: { parsed in
            switch try parsed.argument("how") {
            case "failure": throw Failure("no screen 'Edtor' in app 'PhotoEditor'; did you mean 'Editor'?")
            case "model": throw ModelError.controlCharacters(field: "title")
            case "exit": throw ExitCode(3)
            case "usage": throw UsageError("Give either --title or --symbol.")
            default: _ = try parsed[Key.nope]
            }
            return .success
        }
    )
}

// MARK: - Running

/// What one run printed and returned.
struct RunResult: Equatable, CustomStringConvertible {
    /// The exit status.
    var status: Int32
    /// Everything written to stdout.
    var stdout: String
    /// Everything written to stderr.
    var stderr: String

    var description: String { "status \(status)\nstdout:\n\(stdout)\nstderr:\n\(stderr)" }

    /// Runs `arguments` against the example tree with captured output.
    static func of(_ arguments: [String], environment: [String: String] = [:]) -> RunResult {
        let out = CapturedText()
        let err = CapturedText()
        let status = ExampleTree.root.run(arguments: arguments, environment: environment, stdout: out, stderr: err)
        return RunResult(status: status, stdout: out.text, stderr: err.text)
    }
}
