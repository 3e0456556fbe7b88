import ToolbarModel

// MARK: - Typed option keys

/// An option or flag declared once and read back typed with `parsed[key]`.
///
/// The key carries its declaration (``spec``, listed in a command's `options`) and how its value
/// is read, so a misspelt name or a value read as the wrong type is a compile error rather than
/// a failure at run time. Declare keys as static properties next to the command that lists them:
///
/// ```swift
/// enum ScreenOptions {
///     static let placement = OptionKey.value("--placement", help: "Where search goes.", as: Placement.self)
///     static let force = OptionKey.flag("--force", short: "f", help: "Replace an existing screen.")
/// }
/// let add = CommandSpec(
///     "add", abstract: "Register a screen.",
///     options: [ScreenOptions.placement.spec, ScreenOptions.force.spec],
///     run: { parsed in
///         let placement: Placement? = try parsed[ScreenOptions.placement]
///         let force: Bool = try parsed[ScreenOptions.force]
///         …
///     })
/// ```
///
/// Reading a key the command does not list is a ``Failure`` naming it (the declaration test
/// walks the real tree for that, see `OptionDeclarationTests`).
public struct OptionKey<Value>: Sendable {
    /// The declaration a command lists in its `options`.
    public let spec: OptionSpec
    /// Reads the value from a parsed command line.
    let read: @Sendable (ParsedCommand) throws -> Value

    /// A key for `spec` read by `read` (the constructors below cover the usual kinds).
    public init(_ spec: OptionSpec, read: @escaping @Sendable (ParsedCommand) throws -> Value) {
        self.spec = spec
        self.read = read
    }

    /// The long name, e.g. `--placement`, as messages show it.
    public var name: String { spec.name }

    /// The same option with help worded for another command (read the same way).
    public func with(help: String) -> Self {
        var spec = spec
        spec.help = help
        return Self(spec, read: read)
    }

    /// The same optional option made required for another command: help lists it in the usage
    /// line, and a command line without it is a usage error naming it.
    public func required<Wrapped>() -> OptionKey<Wrapped> where Value == Wrapped? {
        var spec = spec
        spec.isRequired = true
        let read = read
        return OptionKey<Wrapped>(spec) { [spec] parsed in
            guard let value = try read(parsed) else {
                throw UsageError("Missing expected argument '\(spec.synopsis)'.")
            }
            return value
        }
    }
}

extension OptionSpec {
    /// The same declaration with help showing `value` as what applies when the option is not
    /// given (for a command that starts from that value; reading the option returns it then).
    public func showing(_ value: String) -> OptionSpec {
        var spec = self
        spec.defaultValue = value
        return spec
    }
}

extension ParsedCommand {
    /// The typed value of `key`: see the ``OptionKey`` constructors for what each kind returns.
    public subscript<Value>(key: OptionKey<Value>) -> Value {
        get throws { try key.read(self) }
    }

    /// Whether the option or flag was given on the command line (`--x` or `--no-x` for flags).
    public func isSet<Value>(_ key: OptionKey<Value>) throws -> Bool {
        try isSet(named: key.spec.name)
    }
}

// MARK: - Text

extension OptionKey where Value == String? {
    /// A text option: its value, else its environment variable, else nil.
    public static func string(
        _ name: String, short: Character? = nil, valueName: String? = nil, help: String, allowed: [String] = [],
        environment: String? = nil, inherited: Bool = false
    ) -> Self {
        let spec = OptionSpec.option(
            name, short: short, valueName: valueName, help: help, allowed: allowed, environment: environment,
            inherited: inherited)
        return Self(spec) { try $0.string(named: name) }
    }
}

extension OptionKey where Value == String {
    /// A text option with a default: never nil.
    public static func string(
        _ name: String, short: Character? = nil, valueName: String? = nil, help: String, default defaultValue: String,
        allowed: [String] = [], environment: String? = nil, inherited: Bool = false
    ) -> Self {
        let spec = OptionSpec.option(
            name, short: short, valueName: valueName, help: help, default: defaultValue, allowed: allowed,
            environment: environment, inherited: inherited)
        return Self(spec) { try $0.requiredString(named: name) }
    }

    /// A text option that must be given (a usage error names it when absent).
    public static func required(
        _ name: String, short: Character? = nil, valueName: String? = nil, help: String, allowed: [String] = []
    ) -> Self {
        let spec = OptionSpec.option(
            name, short: short, valueName: valueName, help: help, allowed: allowed, required: true)
        return Self(spec) { try $0.requiredString(named: name) }
    }
}

extension OptionKey where Value == String?? {
    /// A text field: nil when not given, `.some(nil)` when given empty (`--owner ""` clears the
    /// field), else the text.
    public static func clearable(_ name: String, valueName: String? = nil, help: String) -> Self {
        let spec = OptionSpec.option(name, valueName: valueName, help: help)
        return Self(spec) { parsed in
            guard try parsed.isSet(named: name) else { return nil }
            let value = try parsed.string(named: name) ?? ""
            return .some(value.isEmpty ? nil : value)
        }
    }
}

extension OptionKey where Value == [String] {
    /// A repeatable text option: every value given, in order.
    public static func repeated(_ name: String, short: Character? = nil, valueName: String? = nil, help: String)
        -> Self
    {
        let spec = OptionSpec.option(name, short: short, valueName: valueName, help: help, repeatable: true)
        return Self(spec) { try $0.values(named: name) }
    }
}

// MARK: - Numbers

extension OptionKey where Value == Int? {
    /// An integer option, checked against `range` when given.
    public static func int(
        _ name: String, short: Character? = nil, valueName: String? = nil, help: String,
        in range: ClosedRange<Int>? = nil
    ) -> Self {
        let spec = OptionSpec.option(name, short: short, valueName: valueName, help: help)
        return Self(spec) { try $0.int(named: name, in: range) }
    }
}

extension OptionKey where Value == Int {
    /// An integer option with a default, checked against `range`.
    public static func int(
        _ name: String, short: Character? = nil, valueName: String? = nil, help: String, default defaultValue: Int,
        in range: ClosedRange<Int>? = nil
    ) -> Self {
        let spec = OptionSpec.option(
            name, short: short, valueName: valueName, help: help, default: String(defaultValue))
        return Self(spec) { try $0.int(named: name, in: range) ?? defaultValue }
    }
}

extension OptionKey where Value == Double? {
    /// A number option, checked against `range` when given.
    public static func number(
        _ name: String, short: Character? = nil, valueName: String? = nil, help: String,
        in range: ClosedRange<Double>? = nil
    ) -> Self {
        let spec = OptionSpec.option(name, short: short, valueName: valueName, help: help)
        return Self(spec) { try $0.double(named: name, in: range) }
    }
}

extension OptionKey where Value == Double {
    /// A number option with a default (shown in help as `defaultText`), checked against `range`.
    public static func number(
        _ name: String, short: Character? = nil, valueName: String? = nil, help: String,
        default defaultValue: Double, shown defaultText: String, in range: ClosedRange<Double>? = nil
    ) -> Self {
        let spec = OptionSpec.option(name, short: short, valueName: valueName, help: help, default: defaultText)
        return Self(spec) { try $0.double(named: name, in: range) ?? defaultValue }
    }
}

extension OptionKey where Value == Double {
    /// A number option that must be given, checked against `range`.
    public static func required(
        _ name: String, short: Character? = nil, valueName: String? = nil, help: String, in range: ClosedRange<Double>
    ) -> Self {
        let spec = OptionSpec.option(name, short: short, valueName: valueName, help: help, required: true)
        return Self(spec) { parsed in
            guard let value = try parsed.double(named: name, in: range) else {
                throw UsageError("Missing expected argument '\(spec.synopsis)'.")
            }
            return value
        }
    }
}

// MARK: - Flags

extension OptionKey where Value == Bool {
    /// A flag: `--x` sets it, `--no-x` (with `inversion`) clears it, else `default`.
    public static func flag(
        _ name: String, short: Character? = nil, help: String, inversion: Bool = false,
        default defaultValue: Bool = false, inherited: Bool = false
    ) -> Self {
        let spec = OptionSpec.flag(
            name, short: short, help: help, inversion: inversion, default: defaultValue, inherited: inherited)
        return Self(spec) { try $0.flag(named: name) }
    }
}

extension OptionKey where Value == Bool? {
    /// A flag with `--no-x`: true or false when given, nil when not (a field left unchanged).
    public static func toggle(_ name: String, help: String) -> Self {
        let spec = OptionSpec.flag(name, help: help, inversion: true)
        return Self(spec) { parsed in try parsed.isSet(named: name) ? try parsed.flag(named: name) : nil }
    }
}

// MARK: - Enumerations

extension OptionKey {
    /// An option whose values are a ``RegistryEnum``'s raw values; nil when not given.
    public static func value<E: RegistryEnum>(
        _ name: String, short: Character? = nil, valueName: String? = nil, help: String, as type: E.Type,
        inherited: Bool = false
    ) -> Self where Value == E? {
        let spec = OptionSpec.option(
            name, short: short, valueName: valueName, help: help, values: E.self, inherited: inherited)
        return Self(spec) { try $0.enumValue(named: name, as: E.self) }
    }

    /// A repeatable enumeration option: every value given, in order.
    public static func repeated<E: RegistryEnum>(
        _ name: String, short: Character? = nil, valueName: String? = nil, help: String, as type: E.Type
    ) -> Self where Value == [E] {
        let spec = OptionSpec.option(
            name, short: short, valueName: valueName, help: help, values: E.self, repeatable: true)
        return Self(spec) { try $0.enumValues(named: name, as: E.self) }
    }
}

extension OptionKey where Value: RegistryEnum {
    /// An enumeration option with a default: never nil.
    public static func value(
        _ name: String, short: Character? = nil, valueName: String? = nil, help: String, default defaultValue: Value
    ) -> Self {
        let spec = OptionSpec.option(
            name, short: short, valueName: valueName, help: help, values: Value.self, default: defaultValue)
        return Self(spec) { try $0.enumValue(named: name, as: Value.self) ?? defaultValue }
    }

    /// An enumeration option that must be given.
    public static func required(
        _ name: String, short: Character? = nil, valueName: String? = nil, help: String, as type: Value.Type
    ) -> Self {
        let spec = OptionSpec.option(
            name, short: short, valueName: valueName, help: help, values: Value.self, required: true)
        return Self(spec) { parsed in
            guard let value = try parsed.enumValue(named: name, as: Value.self) else {
                throw UsageError("Missing expected argument '\(spec.synopsis)'.")
            }
            return value
        }
    }
}

// MARK: - Values of the caller's own kind

extension OptionKey {
    /// An option whose text `parse` turns into a value (nil when not given); `parse` gets the
    /// text and the option's name for its message, and throws ``UsageError`` for a bad value.
    public static func parsed<T>(
        _ name: String, short: Character? = nil, valueName: String? = nil, help: String,
        default defaultValue: String? = nil, allowed: [String] = [], environment: String? = nil,
        inherited: Bool = false, _ parse: @escaping @Sendable (String, String) throws -> T
    ) -> Self where Value == T? {
        let spec = OptionSpec.option(
            name, short: short, valueName: valueName, help: help, default: defaultValue, allowed: allowed,
            environment: environment, inherited: inherited)
        return Self(spec) { parsed in try parsed.string(named: name).map { try parse($0, name) } }
    }

    /// Like ``parsed(_:short:valueName:help:default:allowed:environment:inherited:_:)``, and an
    /// explicitly empty value clears the field: nil when not given, `.some(nil)` when empty.
    public static func clearable<T>(
        _ name: String, valueName: String? = nil, help: String,
        _ parse: @escaping @Sendable (String, String) throws -> T
    ) -> Self where Value == T?? {
        let spec = OptionSpec.option(name, valueName: valueName, help: help)
        return Self(spec) { parsed in
            guard try parsed.isSet(named: name) else { return nil }
            let text = try parsed.string(named: name) ?? ""
            return .some(text.isEmpty ? nil : try parse(text, name))
        }
    }
}

// MARK: - Reading by name (for the keys above only)

/// The readers behind the keys: private to this file, so that commands read options only through
/// keys and a name is typed once, in its declaration.
fileprivate extension ParsedCommand {
    /// Whether the option or flag was given on the command line.
    func isSet(named name: String) throws -> Bool {
        let spec = try declared(name)
        return spec.isFlag ? flagValues[spec.name] != nil : optionValues[spec.name] != nil
    }

    /// The option's value: the last one given, else its environment variable, else its default.
    func string(named name: String) throws -> String? {
        let spec = try declared(name, flag: false)
        if let value = optionValues[spec.name]?.last { return value }
        if let variable = spec.environmentVariable, let value = environment[variable], !value.isEmpty {
            if !spec.allowedValues.isEmpty, !spec.allowedValues.contains(value) {
                throw UsageError(
                    CommandTree.invalidValueMessage(value, for: spec.name, allowed: spec.allowedValues)
                        + " (The value comes from $\(variable).)")
            }
            return value
        }
        return spec.defaultValue
    }

    /// The option's value, or a usage error naming it when absent.
    func requiredString(named name: String) throws -> String {
        let spec = try declared(name, flag: false)
        guard let value = try string(named: name) else {
            throw UsageError("Missing expected argument '\(spec.synopsis)'.")
        }
        return value
    }

    /// Every value given for a repeatable option (the default alone when none was given).
    func values(named name: String) throws -> [String] {
        let spec = try declared(name, flag: false)
        if let given = optionValues[spec.name] { return given }
        return spec.defaultValue.map { [$0] } ?? []
    }

    /// The option's value as an integer, optionally checked against a range.
    func int(named name: String, in range: ClosedRange<Int>? = nil) throws -> Int? {
        guard let text = try string(named: name) else { return nil }
        return try Self.integer(text, for: name, in: range)
    }

    /// The option's value as a number, optionally checked against a range.
    func double(named name: String, in range: ClosedRange<Double>? = nil) throws -> Double? {
        guard let text = try string(named: name) else { return nil }
        guard let value = Double(text), value.isFinite else {
            throw UsageError("The value '\(text.debugPreview)' is invalid for '\(name)': expected a number.")
        }
        if let range, !range.contains(value) {
            throw UsageError(
                "The value '\(text.debugPreview)' is invalid for '\(name)': "
                    + "expected a number from \(range.lowerBound) to \(range.upperBound).")
        }
        return value
    }

    /// Whether the flag is on: `--x` sets it, `--no-x` clears it, else its declared default.
    func flag(named name: String) throws -> Bool {
        let spec = try declared(name, flag: true)
        return flagValues[spec.name] ?? (spec.defaultValue == "true")
    }

    /// The option's value parsed as a model enum; an unknown value lists the allowed ones.
    func enumValue<E: RegistryEnum>(named name: String, as type: E.Type) throws -> E? {
        guard let text = try string(named: name) else { return nil }
        return try Self.parseEnum(text, for: name, as: type)
    }

    /// Every value of a repeatable option parsed as a model enum.
    func enumValues<E: RegistryEnum>(named name: String, as type: E.Type) throws -> [E] {
        try values(named: name).map { try Self.parseEnum($0, for: name, as: type) }
    }

    /// The declared option called `name` (long name, `--no-` inversion or `-x`).
    func declared(_ name: String, flag: Bool? = nil) throws -> OptionSpec {
        let options = availableOptions
        guard
            let spec = options.first(where: { $0.name == name || $0.invertedName == name })
                ?? options.first(where: { $0.short.map { "-\($0)" } == name })
        else {
            throw Failure("'\(commandName)' declares no option '\(name)'.")
        }
        if let flag, flag != spec.isFlag {
            throw Failure("'\(name)' of '\(commandName)' is \(spec.isFlag ? "a flag" : "an option with a value").")
        }
        return spec
    }
}
