import ToolbarModel

// MARK: - Parsed command line

/// A parsed command line handed to a run closure, with typed accessors for its values.
///
/// Every accessor throws ``UsageError`` (exit 64) when a value cannot be read as asked, and
/// ``Failure`` when asked for a name the command never declared (a programming mistake).
public struct ParsedCommand: Sendable {
    /// The commands from the root to the one being run.
    public let path: [CommandSpec]
    /// Option values by long name, in the order given.
    let optionValues: [String: [String]]
    /// Flags given on the command line by long name (`false` for `--no-x`).
    let flagValues: [String: Bool]
    /// Positional values bound to each declared argument by value name.
    let argumentValues: [String: [String]]
    /// Every positional value in order.
    public let positionals: [String]
    /// The environment, folder and standard input the command runs with.
    public let context: CommandContext
    /// Where results and diagnostics go.
    public let output: Output

    /// The environment the tool runs in.
    public var environment: [String: String] { context.environment }

    /// The command being run.
    public var command: CommandSpec { path[path.count - 1] }

    /// The command's full name, e.g. `toolbar-registry screen add`.
    public var commandName: String { path.map(\.name).joined(separator: " ") }

    // MARK: - Options

    /// The options this command accepts: its own and those inherited from its ancestors.
    public var availableOptions: [OptionSpec] { CommandTree.availableOptions(path) }

    /// Whether the option or flag was given on the command line.
    public func isSet(_ name: String) throws -> Bool {
        let spec = try declared(name)
        return spec.isFlag ? flagValues[spec.name] != nil : optionValues[spec.name] != nil
    }

    /// The option's value: the last one given, else its environment variable, else its default.
    public func string(_ name: String) throws -> String? {
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
    public func requiredString(_ name: String) throws -> String {
        let spec = try declared(name, flag: false)
        guard let value = try string(name) else {
            throw UsageError("Missing expected argument '\(spec.synopsis)'.")
        }
        return value
    }

    /// Every value given for a repeatable option (the default alone when none was given).
    public func values(_ name: String) throws -> [String] {
        let spec = try declared(name, flag: false)
        if let given = optionValues[spec.name] { return given }
        return spec.defaultValue.map { [$0] } ?? []
    }

    /// The option's value as an integer, optionally checked against a range.
    public func int(_ name: String, in range: ClosedRange<Int>? = nil) throws -> Int? {
        guard let text = try string(name) else { return nil }
        return try Self.integer(text, for: name, in: range)
    }

    /// The option's value as a number, optionally checked against a range.
    public func double(_ name: String, in range: ClosedRange<Double>? = nil) throws -> Double? {
        guard let text = try string(name) else { return nil }
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
    public func flag(_ name: String) throws -> Bool {
        let spec = try declared(name, flag: true)
        return flagValues[spec.name] ?? (spec.defaultValue == "true")
    }

    /// The option's value parsed as a model enum; an unknown value lists the allowed ones.
    public func enumValue<E: RegistryEnum>(_ name: String, as type: E.Type) throws -> E? {
        guard let text = try string(name) else { return nil }
        return try Self.parseEnum(text, for: name, as: type)
    }

    /// Every value of a repeatable option parsed as a model enum.
    public func enumValues<E: RegistryEnum>(_ name: String, as type: E.Type) throws -> [E] {
        try values(name).map { try Self.parseEnum($0, for: name, as: type) }
    }

    // MARK: - Files

    /// `path` as the file system should see it (see ``CommandContext/resolve(_:)``); messages
    /// keep showing the path as the user typed it.
    public func resolved(_ path: String) -> String { context.resolve(path) }

    // MARK: - Positional arguments

    /// The positional value at `index` (counting every positional given), if present.
    public func argument(_ index: Int) -> String? {
        positionals.indices.contains(index) ? positionals[index] : nil
    }

    /// The value bound to the declared argument `<valueName>`, if present.
    public func argument(_ valueName: String) throws -> String? {
        try arguments(valueName).first
    }

    /// Every value bound to the declared argument `<valueName>` (for variadic arguments).
    public func arguments(_ valueName: String) throws -> [String] {
        guard command.arguments.contains(where: { $0.valueName == valueName }) else {
            throw Failure("'\(commandName)' declares no argument '<\(valueName)>'.")
        }
        return argumentValues[valueName] ?? []
    }

    /// The value bound to `<valueName>` as an integer.
    public func intArgument(_ valueName: String, in range: ClosedRange<Int>? = nil) throws -> Int? {
        guard let text = try argument(valueName) else { return nil }
        return try Self.integer(text, for: "<\(valueName)>", in: range)
    }

    /// The value bound to `<valueName>` parsed as a model enum.
    public func enumArgument<E: RegistryEnum>(_ valueName: String, as type: E.Type) throws -> E? {
        guard let text = try argument(valueName) else { return nil }
        return try Self.parseEnum(text, for: "<\(valueName)>", as: type)
    }

    // MARK: - Helpers

    /// The declared option called `name` (long name, `--no-` inversion or `-x`).
    private func declared(_ name: String, flag: Bool? = nil) throws -> OptionSpec {
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

    /// Parses an integer for `label`, checking the range.
    static func integer(_ text: String, for label: String, in range: ClosedRange<Int>?) throws -> Int {
        guard let value = Int(text) else {
            throw UsageError("The value '\(text.debugPreview)' is invalid for '\(label)': expected an integer.")
        }
        if let range, !range.contains(value) {
            throw UsageError(
                "The value '\(text.debugPreview)' is invalid for '\(label)': "
                    + "expected an integer from \(range.lowerBound) to \(range.upperBound).")
        }
        return value
    }

    /// Parses a model enum for `label`, listing the allowed values on failure.
    static func parseEnum<E: RegistryEnum>(_ text: String, for label: String, as type: E.Type) throws -> E {
        if let value = E(rawValue: text) { return value }
        throw UsageError(CommandTree.invalidValueMessage(text, for: label, allowed: E.allowedValues))
    }
}
