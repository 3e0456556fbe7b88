import Foundation
import ToolbarModel
import ToolbarRegistry

/// Options every command accepts, and what commands share to reach the registry.
enum GlobalOptions {
    static let all: [OptionSpec] = [
        .option(
            "--db", valueName: "path", help: "The registry database (else $TOOLBAR_REGISTRY_DB, else ./toolbar-registry.sqlite).",
            inherited: true),
        .option(
            "--author", valueName: "name", help: "Who is acting, recorded with every write (else $TOOLBAR_REGISTRY_AUTHOR, else the OS user).",
            inherited: true),
    ]

    /// `--format text|json` for listings and shows.
    static let format = OptionSpec.option(
        "--format", help: "Output format; the JSON shapes are documented in docs/cli-json.md.", default: "text",
        allowed: ["text", "json"])
}

extension ParsedCommand {
    /// The database path from `--db`, the environment or the default.
    var databasePath: String {
        get throws { RegistryLocation.databasePath(explicit: try string("--db"), environment: environment) }
    }

    /// Opens (creating and migrating) the registry with the resolved author.
    func openRegistry() throws -> Registry {
        let author = RegistryLocation.author(explicit: try string("--author"), environment: environment)
        return try Registry.open(path: try databasePath, author: author, busyTimeout: try busyTimeout)
    }

    /// How long to wait for another writer: `$TOOLBAR_REGISTRY_BUSY_TIMEOUT` seconds, else 5.
    var busyTimeout: Double {
        get throws {
            guard let text = environment["TOOLBAR_REGISTRY_BUSY_TIMEOUT"], !text.isEmpty else { return 5 }
            guard let seconds = Double(text), seconds >= 0, seconds <= 3600 else {
                throw UsageError("TOOLBAR_REGISTRY_BUSY_TIMEOUT must be a number of seconds from 0 to 3600, not '\(text.debugPreview)'.")
            }
            return seconds
        }
    }

    /// Whether `--format json` was asked for.
    var wantsJSON: Bool {
        get throws { try string("--format") == "json" }
    }

    /// Prints a JSON document: `{"version": 1, key: value}` with sorted keys.
    func printJSON(_ key: String, _ value: JSONValue) {
        output.write(JSONWriter.string(.object([JSONMember("version", .number(1)), JSONMember(key, value)])) + "\n")
    }

    /// A record path argument, or a usage error.
    func recordPath(_ valueName: String, depth: ClosedRange<Int>) throws -> RecordPath {
        guard let text = try argument(valueName) else { throw UsageError("Missing expected argument '<\(valueName)>'.") }
        let path: RecordPath
        do {
            path = try RecordPath(parsing: text)
        } catch {
            throw UsageError("The value '\(text.debugPreview)' is invalid for '<\(valueName)>': expected \(Self.pathShape(depth)).")
        }
        let count = path.command != nil ? 3 : path.screen != nil ? 2 : 1
        guard depth.contains(count) else {
            throw UsageError("The value '\(text.debugPreview)' is invalid for '<\(valueName)>': expected \(Self.pathShape(depth)).")
        }
        return path
    }

    /// A record name argument checked against the naming rules, or a usage error.
    func recordName(_ valueName: String, kind: String) throws -> String {
        guard let name = try argument(valueName) else { throw UsageError("Missing expected argument '<\(valueName)>'.") }
        try checkName(name, kind: kind)
        return name
    }

    /// Checks a name, turning a refusal into a usage error.
    func checkName(_ name: String, kind: String) throws {
        do {
            try RecordName.validate(name, kind: kind)
        } catch let error as ModelError {
            throw UsageError("\(error.description).")
        }
    }

    /// A visibility priority option.
    func priority(_ name: String) throws -> VisibilityPriority? {
        guard let text = try string(name) else { return nil }
        do {
            return try VisibilityPriority(parsing: text)
        } catch {
            throw UsageError("The value '\(text.debugPreview)' is invalid for '\(name)'. Allowed: \(VisibilityPriority.allowedValues.joined(separator: ", ")).")
        }
    }

    /// A version option such as `27.1`.
    func version(_ name: String) throws -> OSVersion? {
        guard let text = try string(name) else { return nil }
        do {
            return try OSVersion(parsing: text)
        } catch {
            throw UsageError("The value '\(text.debugPreview)' is invalid for '\(name)': expected a version such as 26.0 or 27.1.")
        }
    }

    /// A date option (`YYYY-MM-DD` or ISO 8601).
    func date(_ name: String) throws -> Date? {
        guard let text = try string(name) else { return nil }
        guard let date = ToolbarRegistry.parseDate(text) else {
            throw UsageError("The value '\(text.debugPreview)' is invalid for '\(name)': expected a date such as 2026-11-29.")
        }
        return date
    }

    /// A Boolean flag's value when it was given (`--x` or `--no-x`), else nil.
    func optionalFlag(_ name: String) throws -> Bool? {
        try isSet(name) ? try flag(name) : nil
    }

    /// A text option; an explicitly empty value clears the field (`--owner ""`).
    func text(_ name: String) throws -> String?? {
        guard try isSet(name) else { return nil }
        let value = try string(name) ?? ""
        return .some(value.isEmpty ? nil : value)
    }

    private static func pathShape(_ depth: ClosedRange<Int>) -> String {
        ["App", "App/Screen", "App/Screen/command-key"][depth.lowerBound - 1...depth.upperBound - 1].joined(separator: " or ")
    }
}
