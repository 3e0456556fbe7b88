import Foundation
import ToolbarModel
import ToolbarRegistry

/// Entry point of the command-line tool.
public enum CLI {
    /// The whole command tree.
    public static var root: CommandSpec {
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
            subcommands: [
                // Getting started
                DemoCommand.spec, SeedCommand.spec,
                // Records
                AppCommands.spec, ScreenCommands.spec, GroupCommands.spec, CommandCommands.spec, ScenarioCommands.spec,
                // Reading source code
                ScanCommand.spec,
                // Predicting layouts
                SolveCommands.solve, SolveCommands.sweep, SolveCommands.whereIs,
                // Checking predictions on devices
                ObserveCommands.spec, CalibrateCommand.spec,
                // Auditing and reporting
                AuditCommands.audit, AuditCommands.history, AuditCommands.diff, ChecklistCommands.spec,
                ChecklistCommands.suppress, ReportCommand.spec, StatusCommand.spec,
                // Changing the toolbar
                PlanCommands.plan, PlanCommands.generate,
                // History, interchange and the database
                LogCommand.spec, ImportCommand.spec, ExportCommand.spec, DatabaseCommands.spec,
                // The shell
                CompletionsCommand.spec
            ],
            version: toolbarRegistryVersion)
        root.manualSections = manualSections
        return root
    }

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
        FileHandle.standardError.write(
            Data("Error: \(message)\nSee 'toolbar-registry --help' for more information.\n".utf8))
        return 64
    }

    /// Runs the tool with `arguments` (without the program name) and returns the exit code.
    public static func run(_ arguments: [String], environment: [String: String] = ProcessInfo.processInfo.environment)
        -> Int32
    {
        root.run(arguments: arguments, environment: environment)
    }
}
