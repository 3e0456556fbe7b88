import ToolbarModel

/// The `update`, `rename` and `remove` commands of `app`, `screen` and `command` (and `scenario
/// remove`), written once: the same checks before the registry is opened, one registry call (the
/// closure each record kind gives), and the same sentence after (`Updated app 'Photos'.`).
enum RecordCommands {
    /// `<kind> update`: sets the fields given as options. Every value is checked while reading the
    /// command line (set on `probe` with `apply`), before the registry is opened; `perform` then
    /// makes the change and returns the record as the sentence names it.
    static func update<Record: Sendable>(
        _ kind: String, abstract: String, argument: ArgumentSpec, options: [OptionSpec], probe: Record,
        apply: @escaping @Sendable (ParsedCommand, inout Record) throws -> Void,
        perform: @escaping @Sendable (ParsedCommand) throws -> String
    ) -> CommandSpec {
        CommandSpec(
            "update", abstract: abstract, arguments: [argument], options: options,
            validate: { parsed in
                var record = probe
                try apply(parsed, &record)
            },
            run: { parsed in
                let record = try perform(parsed)
                parsed.output.line("Updated \(kind) '\(record)'.")
                return .success
            })
    }

    /// `<kind> rename`: `perform` renames the record and returns it as typed and its new name.
    static func rename(
        _ kind: String, abstract: String, arguments: [ArgumentSpec],
        perform: @escaping @Sendable (ParsedCommand) throws -> (record: String, newName: String)
    ) -> CommandSpec {
        CommandSpec(
            "rename", abstract: abstract, arguments: arguments,
            run: { parsed in
                let (record, newName) = try perform(parsed)
                parsed.output.line("Renamed \(kind) '\(record)' to '\(newName)'.")
                return .success
            })
    }

    /// `<kind> remove`: `perform` removes the record and returns it as typed.
    static func remove(
        _ kind: String, abstract: String, argument: ArgumentSpec, options: [OptionSpec] = [],
        perform: @escaping @Sendable (ParsedCommand) throws -> String
    ) -> CommandSpec {
        CommandSpec(
            "remove", abstract: abstract, arguments: [argument], options: options,
            run: { parsed in
                let record = try perform(parsed)
                parsed.output.line("Removed \(kind) '\(record)'.")
                return .success
            })
    }
}
