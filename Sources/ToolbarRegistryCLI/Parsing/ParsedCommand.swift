import ToolbarModel

// MARK: - Parsed command line

/// A parsed command line handed to a run closure, with typed accessors for its values.
///
/// Options are read with typed keys, `parsed[key]` (see ``OptionKey``); positional arguments by
/// their value name. Every accessor throws ``UsageError`` (exit 64) when a value cannot be read as
/// asked, and ``Failure`` when asked for a name the command never declared (a programming mistake).
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
