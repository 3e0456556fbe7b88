import ToolbarModel
import ToolbarRegistry

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Options every command accepts, and what commands share to reach the registry.
enum GlobalOptions {
    static let db = OptionKey.string(
        "--db", valueName: "path",
        help: "The registry database (else $TOOLBAR_REGISTRY_DB, else ./toolbar-registry.sqlite).",
        inherited: true)
    static let author = OptionKey.string(
        "--author", valueName: "name",
        help: "Who is acting, recorded with every write (else $TOOLBAR_REGISTRY_AUTHOR, else the OS user).",
        inherited: true)
    /// Read before parsing (``ColorChoice/given(in:)``), so that a usage error is coloured too.
    static let color = OptionKey.string(
        "--color", valueName: "when",
        help:
            "When to colour output: auto (terminals only; NO_COLOR turns it off, CLICOLOR_FORCE on), always or never.",
        default: "auto", allowed: ColorChoice.allCases.map(\.rawValue), inherited: true)

    static let all: [OptionSpec] = [db.spec, author.spec, color.spec]

    /// `--format text|json` for listings and shows.
    static let format = OptionKey.string(
        "--format", help: "Output format; the JSON shapes are documented in docs/cli-json.md.", default: "text",
        allowed: ["text", "json"])

    /// `--config FILE`: the audit configuration (read by ``ParsedCommand/auditConfiguration``).
    static let config = OptionKey.string(
        "--config", valueName: "file", help: "The configuration file (else .toolbar-registry.json upwards).")

    /// `--output FILE` of the commands that write a result (read by
    /// ``ParsedCommand/outputFile()``; `-` or absent: standard output).
    static let output = OptionKey.string(
        "--output", short: "o", valueName: "path",
        help: "Write to this file (replaced safely) instead of stdout; '-' is stdout.")

    // MARK: - Values of the registry's own kinds

    /// A visibility priority: low, automatic, high, higherThan:TIER, lowerThan:TIER.
    @Sendable static func priority(_ text: String, for name: String) throws -> VisibilityPriority {
        do {
            return try VisibilityPriority(parsing: text)
        } catch {
            throw UsageError(
                "The value '\(text.debugPreview)' is invalid for '\(name)'. Allowed: \(VisibilityPriority.allowedValues.joined(separator: ", "))."
            )
        }
    }

    /// A version such as `27.1`.
    @Sendable static func version(_ text: String, for name: String) throws -> OSVersion {
        do {
            return try OSVersion(parsing: text)
        } catch {
            throw UsageError(
                "The value '\(text.debugPreview)' is invalid for '\(name)': expected a version such as 26.0 or 27.1.")
        }
    }

    /// A date (`YYYY-MM-DD`, UTC midnight, or an ISO 8601 timestamp): the one date parser every
    /// command uses (``ToolbarRegistry/parseDate(_:)``).
    @Sendable static func date(_ text: String, for name: String) throws -> Date {
        guard let date = ToolbarRegistry.parseDate(text) else {
            throw UsageError(
                "The value '\(text.debugPreview)' is invalid for '\(name)': expected a date such as 2026-11-29 or 2026-11-29T21:30:00Z."
            )
        }
        return date
    }
}

extension ParsedCommand {
    /// The database path from `--db`, the environment or the default. `--db ""` is a usage error.
    var databasePath: String {
        get throws {
            let explicit = try self[GlobalOptions.db]
            if explicit?.isEmpty == true { throw UsageError("'--db' needs a path; the value is empty.") }
            return RegistryLocation.databasePath(explicit: explicit, environment: environment)
        }
    }

    /// Opens the registry read-only without ever writing it (`db status`, `db check`, `db backup`).
    func openRegistryReadOnly() throws -> Registry {
        try Registry.openReadOnly(path: resolved(try databasePath))
    }

    /// The audit configuration that applies: `--config FILE`, else `.toolbar-registry.json` in the
    /// working directory or a parent, else the defaults.
    var auditConfiguration: ChecklistConfiguration {
        get throws {
            try AuditConfigurationFile.resolve(
                explicit: try self[GlobalOptions.config].map(resolved), directory: context.directory
            ).0
        }
    }

    /// Opens the registry for `access`, with the resolved author, and says on stderr when the
    /// open created it ("Created registry x"). Read commands pass `.read`, commands that never
    /// write `.inspect`, commands that add to an existing registry `.write`, and only the
    /// commands that may start a registry (`seed`, `demo`, `import`, `app add`, `scenario add`,
    /// `scan --create-app`, `db restore`) `.create`. While another process migrates the registry
    /// this one waits, saying so on a terminal.
    func openRegistry(_ access: RegistryAccess) throws -> Registry {
        let path = try databasePath
        let registry = try Registry.open(
            path: resolved(path), author: try author, busyTimeout: try busyTimeout, access: access,
            lockWait: try lockWait)
        if registry.wasCreated { output.writeError("Created registry \(path).\n") }
        return registry
    }

    /// The acting author: `--author`, `$TOOLBAR_REGISTRY_AUTHOR` or the OS user; a name that
    /// breaks the text rules (over-long, control or invisible characters) is a usage error.
    var author: String {
        get throws {
            let author = RegistryLocation.author(explicit: try self[GlobalOptions.author], environment: environment)
            do {
                try TextField.validateAuthor(author)
            } catch let error as ModelError {
                throw UsageError(
                    "\(error.description) (from \(try isSet(GlobalOptions.author) ? "--author" : "$TOOLBAR_REGISTRY_AUTHOR or the OS user"))."
                )
            }
            return author
        }
    }

    /// How long to wait for another process's migration (`$TOOLBAR_REGISTRY_MIGRATION_TIMEOUT`
    /// seconds, else 600), with a line on stderr after 1 s and every 10 s when it is a terminal.
    var lockWait: LockWait {
        get throws {
            var timeout = 600.0
            if let text = environment["TOOLBAR_REGISTRY_MIGRATION_TIMEOUT"], !text.isEmpty {
                guard let seconds = Double(text), seconds >= 0, seconds <= 86_400 else {
                    throw UsageError(
                        "TOOLBAR_REGISTRY_MIGRATION_TIMEOUT must be a number of seconds from 0 to 86400, not '\(text.debugPreview)'."
                    )
                }
                timeout = seconds
            }
            guard output.isTerminal(.stderr) else { return LockWait(timeout: timeout) }
            let output = self.output
            let shown = SecondsShown()
            return LockWait(timeout: timeout) { waited in
                let second = Int(waited)
                guard second == 1 || second % 10 == 0, second > 0, shown.advance(to: second) else { return }
                output.writeError("Waiting for another process that is migrating the registry (\(second) s)…\n")
                output.flush()
            }
        }
    }

    /// How long to wait for another writer: `$TOOLBAR_REGISTRY_BUSY_TIMEOUT` seconds, else 5.
    var busyTimeout: Double {
        get throws {
            guard let text = environment["TOOLBAR_REGISTRY_BUSY_TIMEOUT"], !text.isEmpty else { return 5 }
            guard let seconds = Double(text), seconds >= 0, seconds <= 3600 else {
                throw UsageError(
                    "TOOLBAR_REGISTRY_BUSY_TIMEOUT must be a number of seconds from 0 to 3600, not '\(text.debugPreview)'."
                )
            }
            return seconds
        }
    }

    /// Whether `--format json` was asked for.
    var wantsJSON: Bool {
        get throws { try self[GlobalOptions.format] == "json" }
    }

    /// Prints a JSON document: `{"version": 1, key: value}` with sorted keys.
    func printJSON(_ key: String, _ value: JSONValue) {
        printJSON([JSONMember(key, value)])
    }

    /// Prints a JSON document: `{"version": 1, key: value}` with `value` encoded as the tree its
    /// `Encodable` conformance gives (``JSONValueEncoder``).
    func printJSON<Value: Encodable>(_ key: String, _ value: Value) throws {
        printJSON(key, try JSONValueEncoder.encode(value))
    }

    /// Prints a JSON document: `{"version": 1, …members}` with sorted keys. Every `--format json`
    /// document is written here, once, by ``JSONWriter``.
    func printJSON(_ members: [JSONMember]) {
        output.write(JSONWriter.string(.object([JSONMember("version", .number(1))] + members)) + "\n")
    }

    /// A record path argument, or a usage error.
    func recordPath(_ valueName: String, depth: ClosedRange<Int>) throws -> RecordPath {
        guard let text = try argument(valueName) else {
            throw UsageError("Missing expected argument '<\(valueName)>'.")
        }
        let path: RecordPath
        do {
            path = try RecordPath(parsing: text)
        } catch {
            throw UsageError(
                "The value '\(text.debugPreview)' is invalid for '<\(valueName)>': expected \(Self.pathShape(depth)).")
        }
        let count = path.command != nil ? 3 : path.screen != nil ? 2 : 1
        guard depth.contains(count) else {
            throw UsageError(
                "The value '\(text.debugPreview)' is invalid for '<\(valueName)>': expected \(Self.pathShape(depth)).")
        }
        return path
    }

    /// A record name argument checked against the naming rules, or a usage error.
    func recordName(_ valueName: String, kind: String) throws -> String {
        guard let name = try argument(valueName) else {
            throw UsageError("Missing expected argument '<\(valueName)>'.")
        }
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

    private static func pathShape(_ depth: ClosedRange<Int>) -> String {
        ["App", "App/Screen", "App/Screen/command-key"][depth.lowerBound - 1...depth.upperBound - 1].joined(
            separator: " or ")
    }
}

/// The last whole second a wait line showed (the wait calls back from one thread at a time).
private final class SecondsShown: @unchecked Sendable {
    private var last = -1

    /// Whether `second` is new, remembering it.
    func advance(to second: Int) -> Bool {
        guard second != last else { return false }
        last = second
        return true
    }
}
