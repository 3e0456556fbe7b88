import ToolbarModel
import ToolbarRegistry

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
#if canImport(Glibc)
    import Glibc
#endif

/// Entry point of the command-line tool.
public enum CLI {
    /// The whole command tree.
    public static var root: CommandSpec {
        tree(subcommands: topLevel.map { $0.spec() })
    }

    /// The tree a command line needs: when its first word names a top-level command, a root
    /// holding only that command (its whole subtree, the root's options and texts), so a fresh
    /// process builds the options of one command rather than of all of them; else the whole tree.
    /// `completions` prints the whole tree, so it always gets it.
    public static func tree(for arguments: [String]) -> CommandSpec {
        guard let first = arguments.first, first != "completions",
            let entry = topLevel.first(where: { $0.names.contains(first) })
        else { return root }
        return tree(subcommands: [entry.spec()])
    }

    /// The root with `subcommands` below it.
    private static func tree(subcommands: [CommandSpec]) -> CommandSpec {
        var root = CommandSpec(
            "toolbar-registry",
            abstract: "Keep a team's toolbar design registry, predict toolbar layouts and audit them.",
            discussion: """
                Records are addressed by name: App, App/Screen, App/Screen/command-key.
                The registry is --db PATH, else $TOOLBAR_REGISTRY_DB, else ./toolbar-registry.sqlite.
                Exit codes: 0 success, 1 failure, 2 audit findings at or above the threshold, 64 usage error.
                The manual: toolbar-registry help --man | man -l -
                """,
            options: GlobalOptions.all,
            subcommands: subcommands,
            version: toolbarRegistryVersion)
        root.manualSections = manualSections
        return root
    }

    /// The top-level commands in the order help lists them, each with the words that name it
    /// (name, then aliases; a test checks them against the commands) and how to build it.
    static let topLevel: [(names: [String], spec: @Sendable () -> CommandSpec)] = [
        // Getting started
        (["demo"], { DemoCommand.spec }), (["seed"], { SeedCommand.spec }),
        // Records
        (["app"], { AppCommands.spec }), (["screen"], { ScreenCommands.spec }), (["group"], { GroupCommands.spec }),
        (["command"], { CommandCommands.spec }), (["scenario"], { ScenarioCommands.spec }),
        // Reading source code
        (["scan"], { ScanCommand.spec }),
        // Predicting layouts
        (["solve"], { SolveCommands.solve }), (["sweep"], { SolveCommands.sweep }),
        (["where"], { SolveCommands.whereIs }),
        // Checking predictions on devices
        (["observe"], { ObserveCommands.spec }), (["calibrate"], { CalibrateCommand.spec }),
        // Auditing and reporting
        (["audit"], { AuditCommands.audit }), (["history"], { AuditCommands.history }),
        (["diff"], { AuditCommands.diff }), (["checklist"], { ChecklistCommands.spec }),
        (["suppress"], { ChecklistCommands.suppress }), (["report"], { ReportCommand.spec }),
        (["status"], { StatusCommand.spec }),
        // Changing the toolbar
        (["plan"], { PlanCommands.plan }), (["generate"], { PlanCommands.generate }),
        // History, interchange and the database
        (["log"], { LogCommand.spec }), (["import"], { ImportCommand.spec }), (["export"], { ExportCommand.spec }),
        (["db"], { DatabaseCommands.spec }),
        // The shell
        (["completions"], { CompletionsCommand.spec })
    ]

    /// What the manual page (`toolbar-registry help --man`) says beyond the command tree.
    static let manualSections = [
        ManualSection(
            "Environment",
            definitions: [
                (
                    "TOOLBAR_REGISTRY_DB",
                    "The registry database when --db is not given (else ./toolbar-registry.sqlite)."
                ),
                ("TOOLBAR_REGISTRY_AUTHOR", "Who is acting when --author is not given (else the OS user)."),
                ("TOOLBAR_REGISTRY_BUSY_TIMEOUT", "Seconds to wait for another writer (0 to 3600; default 5)."),
                ("NO_COLOR", "When set and not empty, no colour (unless --color always)."),
                (
                    "CLICOLOR_FORCE",
                    "When set and not 0, colour even through pipes (unless NO_COLOR is set or --color never)."
                ),
                ("COLUMNS", "The width human tables fit; else the terminal's width; pipes and files get whole lines.")
            ]),
        ManualSection(
            "Exit status",
            definitions: [
                ("0", "Success."),
                ("1", "Failure: bad file contents, unknown record, database problem."),
                ("2", "The audit found problems at or above the --fail-on threshold."),
                ("64", "Usage error: unknown command or option, missing argument, a value that is not allowed.")
            ]),
        ManualSection(
            "Files",
            definitions: [
                (
                    "toolbar-registry.sqlite",
                    "The registry, in the current folder unless --db or TOOLBAR_REGISTRY_DB say otherwise."
                ),
                (".toolbar-registry.json", "The audit configuration, found in the current folder or a parent.")
            ]),
        ManualSection(
            "See also",
            paragraphs: [
                "toolbar-registry help COMMAND for any command's help; the documentation in the repository's "
                    + "docs/ folder (docs/ci.md for CI and Xcode, docs/library.md for the Swift library)."
            ])
    ]

    /// Runs the tool with the process's own arguments and returns the exit code. An argument
    /// (or `$TOOLBAR_REGISTRY_DB` / `$TOOLBAR_REGISTRY_AUTHOR`) that is not valid UTF-8 is a
    /// usage error: Swift would otherwise turn the bad bytes into U+FFFD, storing a different
    /// name than was typed or opening a different file than was named.
    public static func main() -> Int32 {
        let count = Int(CommandLine.argc)
        for index in 1..<max(count, 1) {
            guard let pointer = CommandLine.unsafeArgv[index] else { continue }
            if String(validatingCString: pointer) == nil {
                let shown = String(
                    decoding: UnsafeBufferPointer(start: pointer, count: strlen(pointer)).map { UInt8(bitPattern: $0) },
                    as: UTF8.self)
                return usageError(
                    "argument \(index) ('\(shown.debugPreview)') is not valid UTF-8; give names and paths as UTF-8 text."
                )
            }
        }
        for name in ["TOOLBAR_REGISTRY_DB", "TOOLBAR_REGISTRY_AUTHOR"] {
            if let pointer = getenv(name), String(validatingCString: pointer) == nil {
                return usageError("$\(name) is not valid UTF-8; give it as UTF-8 text.")
            }
        }
        ScanHandOff.runsAsBinary.withLock { $0 = true }
        return run(Array(CommandLine.arguments.dropFirst()))
    }

    private static func usageError(_ message: String) -> Int32 {
        let text = "Error: \(message)\nSee 'toolbar-registry --help' for more information.\n"
        _ = Registry.writeAll(Array(text.utf8), to: 2)
        return 64
    }

    /// Runs the tool with `arguments` (without the program name) and returns the exit code.
    public static func run(_ arguments: [String], environment: [String: String] = processEnvironment()) -> Int32 {
        tree(for: arguments).run(arguments: arguments, environment: environment)
    }

    /// The process's environment, read from `environ` (the first of repeated names wins, as
    /// `getenv` finds it). Foundation's `ProcessInfo.environment` cost a fresh process more than
    /// SQLite's whole query.
    public static func processEnvironment() -> [String: String] {
        var result: [String: String] = [:]
        var entry = environ
        while let pointer = entry.pointee {
            let text = String(cString: pointer)
            if let equals = text.utf8.firstIndex(of: UInt8(ascii: "=")) {
                let name = String(text[..<equals])
                if result[name] == nil { result[name] = String(text[text.index(after: equals)...]) }
            }
            entry += 1
        }
        return result
    }
}
