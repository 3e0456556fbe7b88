import ToolbarModel

// MARK: - Command declarations

/// The code a leaf command runs once its command line is parsed and validated.
public typealias RunHandler = @Sendable (ParsedCommand) throws -> ExitCode

/// A check run after parsing and before the run closure; throw ``UsageError`` to reject (exit 64).
public typealias ValidateHandler = @Sendable (ParsedCommand) throws -> Void

/// One command of the tool: its name, help texts, arguments, options, subcommands and run closure.
///
/// A group command has subcommands and usually no run closure; a leaf has a run closure. Options
/// marked ``OptionSpec/isInherited`` are accepted by, and listed in the help of, every descendant.
///
/// Options are typed keys (``OptionKey``): declared once, listed by their `spec`, read with
/// `parsed[key]`.
///
/// ```swift
/// let placement = OptionKey.value("--placement", help: "Where search goes.", as: Placement.self)
/// let force = OptionKey.flag("--force", short: "f", help: "Replace an existing screen.")
/// let db = OptionKey.string(
///     "--db", valueName: "path", help: "The database.", environment: "TOOLBAR_REGISTRY_DB", inherited: true)
/// let add = CommandSpec(
///     "add", abstract: "Register a screen.",
///     arguments: [.required("path", help: "The screen as App/Screen.")],
///     options: [placement.spec, force.spec],
///     run: { parsed in
///         let path = try parsed.argument("path") ?? ""
///         let where_ = try parsed[placement]  // Placement?
///         parsed.output.line("added \(path) \(where_?.rawValue ?? "-")\(try parsed[force] ? " (forced)" : "")")
///         return .success
///     })
/// let root = CommandSpec(
///     "toolbar-registry", abstract: "Keep a toolbar design registry.",
///     options: [db.spec],
///     subcommands: [CommandSpec("screen", abstract: "Manage screens.", subcommands: [add])],
///     version: "1.0.0")
/// let status = root.run(arguments: Array(CommandLine.arguments.dropFirst()),
///                       environment: ProcessInfo.processInfo.environment)
/// ```
public struct CommandSpec: Sendable {
    /// The name typed on the command line, e.g. `add`.
    public var name: String
    /// Other names accepted for this command, e.g. `ls` for `list`.
    public var aliases: [String]
    /// A one-line summary shown in OVERVIEW and in the parent's SUBCOMMANDS list.
    public var abstract: String
    /// Longer help text printed after the overview.
    public var discussion: String
    /// Positional arguments in order; at most one variadic, and it comes last.
    public var arguments: [ArgumentSpec]
    /// Options and flags.
    public var options: [OptionSpec]
    /// Child commands.
    public var subcommands: [CommandSpec]
    /// The subcommand run when a group is invoked without one.
    public var defaultSubcommand: String?
    /// The version printed by `--version` (top level only).
    public var version: String?
    /// Extra checks before `run`.
    public var validate: ValidateHandler?
    /// What the command does; nil for a pure group.
    public var run: RunHandler?
    /// Sections the root adds to its manual page (`help --man`) after the generated ones.
    public var manualSections: [ManualSection] = []

    /// Declares a command.
    public init(
        _ name: String,
        aliases: [String] = [],
        abstract: String,
        discussion: String = "",
        arguments: [ArgumentSpec] = [],
        options: [OptionSpec] = [],
        subcommands: [CommandSpec] = [],
        defaultSubcommand: String? = nil,
        version: String? = nil,
        validate: ValidateHandler? = nil,
        run: RunHandler? = nil
    ) {
        self.name = name
        self.aliases = aliases
        self.abstract = abstract
        self.discussion = discussion
        self.arguments = arguments
        self.options = options
        self.subcommands = subcommands
        self.defaultSubcommand = defaultSubcommand
        self.version = version
        self.validate = validate
        self.run = run
    }

    /// Whether this command only groups subcommands.
    public var isGroup: Bool { !subcommands.isEmpty }

    /// The subcommand called `word` by name or alias.
    public func subcommand(named word: String) -> CommandSpec? {
        subcommands.first { $0.name == word || $0.aliases.contains(word) }
    }
}

// MARK: - Positional arguments

/// A positional argument: required, optional, or variadic (zero or more, or one or more).
public struct ArgumentSpec: Sendable, Equatable {
    /// How many values the argument takes.
    public enum Arity: Sendable, Equatable {
        /// Exactly one value.
        case required
        /// Zero or one value.
        case optional
        /// Any number of values; `minimum` of them are needed.
        case variadic(minimum: Int)
    }

    /// The value name shown as `<name>` in help and messages.
    public var valueName: String
    /// One line of help.
    public var help: String
    /// How many values it takes.
    public var arity: Arity
    /// Allowed values, shown as `(values: a, b)` and checked while parsing.
    public var allowedValues: [String]

    /// Declares a positional argument.
    public init(_ valueName: String, help: String, arity: Arity = .required, allowedValues: [String] = []) {
        self.valueName = valueName
        self.help = help
        self.arity = arity
        self.allowedValues = allowedValues
    }

    /// A required argument.
    public static func required(_ valueName: String, help: String, allowed: [String] = []) -> ArgumentSpec {
        ArgumentSpec(valueName, help: help, arity: .required, allowedValues: allowed)
    }

    /// An optional argument.
    public static func optional(_ valueName: String, help: String, allowed: [String] = []) -> ArgumentSpec {
        ArgumentSpec(valueName, help: help, arity: .optional, allowedValues: allowed)
    }

    /// A variadic argument taking at least `minimum` values.
    public static func variadic(_ valueName: String, help: String, minimum: Int = 0) -> ArgumentSpec {
        ArgumentSpec(valueName, help: help, arity: .variadic(minimum: minimum))
    }

    /// `<name>` as shown in help and error messages.
    public var label: String { "<\(valueName)>" }
}

// MARK: - Options and flags

/// An option (`--name <value>`) or a flag (`--name`, with `--no-name` when declared invertible).
public struct OptionSpec: Sendable, Equatable {
    /// Whether this takes a value or is a flag.
    public enum Kind: Sendable, Equatable {
        /// Takes a value named `valueName`.
        case option(valueName: String)
        /// A boolean switch; `inversion` adds `--no-<name>`.
        case flag(inversion: Bool)
    }

    /// The long name including dashes, e.g. `--placement`; the key for ``ParsedCommand`` accessors.
    public var name: String
    /// A one-character short name without the dash, e.g. `f` for `-f`.
    public var short: Character?
    /// One line of help.
    public var help: String
    /// Option or flag.
    public var kind: Kind
    /// Whether it may be given several times (values are collected in order).
    public var isRepeatable: Bool
    /// Whether it must be given.
    public var isRequired: Bool
    /// The default value, shown in help and returned when the option is absent (flags: "true").
    public var defaultValue: String?
    /// Allowed values, shown as `(values: a, b)` and checked while parsing.
    public var allowedValues: [String]
    /// An environment variable consulted when the option is absent, before the default.
    public var environmentVariable: String?
    /// Whether every descendant command accepts and lists it too.
    public var isInherited: Bool

    /// Declares an option or flag; prefer the ``option(_:short:valueName:help:)`` family.
    public init(
        _ name: String, short: Character? = nil, help: String, kind: Kind, isRepeatable: Bool = false,
        isRequired: Bool = false, defaultValue: String? = nil, allowedValues: [String] = [],
        environmentVariable: String? = nil, isInherited: Bool = false
    ) {
        self.name = name
        self.short = short
        self.help = help
        self.kind = kind
        self.isRepeatable = isRepeatable
        self.isRequired = isRequired
        self.defaultValue = defaultValue
        self.allowedValues = allowedValues
        self.environmentVariable = environmentVariable
        self.isInherited = isInherited
    }

    /// An option taking a value; the value name defaults to the long name without dashes.
    public static func option(
        _ name: String, short: Character? = nil, valueName: String? = nil, help: String,
        default defaultValue: String? = nil, allowed: [String] = [], required: Bool = false,
        repeatable: Bool = false, environment: String? = nil, inherited: Bool = false
    ) -> OptionSpec {
        OptionSpec(
            name, short: short, help: help, kind: .option(valueName: valueName ?? bareName(name)),
            isRepeatable: repeatable, isRequired: required, defaultValue: defaultValue,
            allowedValues: allowed, environmentVariable: environment, isInherited: inherited)
    }

    /// An option whose allowed values are a ``RegistryEnum``'s raw values.
    public static func option<E: RegistryEnum>(
        _ name: String, short: Character? = nil, valueName: String? = nil, help: String, values: E.Type,
        default defaultValue: E? = nil, required: Bool = false, repeatable: Bool = false, inherited: Bool = false
    ) -> OptionSpec {
        option(
            name, short: short, valueName: valueName, help: help, default: defaultValue?.rawValue,
            allowed: E.allowedValues, required: required, repeatable: repeatable, inherited: inherited)
    }

    /// A boolean flag; `inversion: true` also accepts `--no-<name>`; `default` applies when absent.
    public static func flag(
        _ name: String, short: Character? = nil, help: String, inversion: Bool = false,
        default defaultValue: Bool = false, inherited: Bool = false
    ) -> OptionSpec {
        OptionSpec(
            name, short: short, help: help, kind: .flag(inversion: inversion),
            defaultValue: defaultValue ? "true" : nil, isInherited: inherited)
    }

    /// Whether this is a flag.
    public var isFlag: Bool {
        if case .flag = kind { return true }
        return false
    }

    /// The `--no-<name>` spelling when the flag is invertible.
    public var invertedName: String? {
        if case .flag(inversion: true) = kind { return "--no-" + Self.bareName(name) }
        return nil
    }

    /// The value name, for options.
    public var valueName: String? {
        if case .option(let valueName) = kind { return valueName }
        return nil
    }

    /// `--name <value>` (or just `--name` for flags) as used in messages.
    public var synopsis: String {
        if let valueName { return "\(name) <\(valueName)>" }
        return name
    }

    /// The name without leading dashes.
    static func bareName(_ name: String) -> String {
        String(name.drop { $0 == "-" })
    }
}
