import Foundation
import ToolbarModel
import ToolbarRegistry

/// Entry point of the command-line tool.
public enum CLI {
    /// The whole command tree.
    public static var root: CommandSpec {
        CommandSpec(
            "toolbar-registry",
            abstract: "Keep a team's toolbar design registry, predict toolbar layouts and audit them.",
            discussion: """
                Records are addressed by name: App, App/Screen, App/Screen/command-key.
                The registry is --db PATH, else $TOOLBAR_REGISTRY_DB, else ./toolbar-registry.sqlite.
                Exit codes: 0 success, 1 failure, 2 audit findings at or above the threshold, 64 usage error.
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
                // Auditing and reporting
                AuditCommands.audit, AuditCommands.history, AuditCommands.diff, ChecklistCommands.spec,
                ChecklistCommands.suppress, ReportCommand.spec, StatusCommand.spec,
                // Changing the toolbar
                PlanCommands.plan, PlanCommands.generate,
                // History, interchange and the database
                LogCommand.spec, ImportCommand.spec, ExportCommand.spec, DatabaseCommands.spec,
            ],
            version: toolbarRegistryVersion)
    }

    /// Runs the tool with the process's own arguments and returns the exit code. An argument
    /// (or `$TOOLBAR_REGISTRY_DB` / `$TOOLBAR_REGISTRY_AUTHOR`) that is not valid UTF-8 is a
    /// usage error: Swift would otherwise turn the bad bytes into U+FFFD, storing a different
    /// name than was typed or opening a different file than was named.
    public static func main() -> Int32 {
        let count = Int(CommandLine.argc)
        for index in 1..<max(count, 1) {
            guard let pointer = CommandLine.unsafeArgv[index] else { continue }
            if String(validatingCString: pointer) == nil {
                let shown = String(decoding: UnsafeBufferPointer(start: pointer, count: strlen(pointer)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
                return usageError("argument \(index) ('\(shown.debugPreview)') is not valid UTF-8; give names and paths as UTF-8 text.")
            }
        }
        for name in ["TOOLBAR_REGISTRY_DB", "TOOLBAR_REGISTRY_AUTHOR"] {
            if let pointer = getenv(name), String(validatingCString: pointer) == nil {
                return usageError("$\(name) is not valid UTF-8; give it as UTF-8 text.")
            }
        }
        return run(Array(CommandLine.arguments.dropFirst()))
    }

    private static func usageError(_ message: String) -> Int32 {
        FileHandle.standardError.write(Data("Error: \(message)\nSee 'toolbar-registry --help' for more information.\n".utf8))
        return 64
    }

    /// Runs the tool with `arguments` (without the program name) and returns the exit code.
    public static func run(_ arguments: [String], environment: [String: String] = ProcessInfo.processInfo.environment) -> Int32 {
        root.run(arguments: arguments, environment: environment)
    }
}
