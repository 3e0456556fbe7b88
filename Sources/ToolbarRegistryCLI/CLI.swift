import Foundation
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

    /// Runs the tool with `arguments` (without the program name) and returns the exit code.
    public static func run(_ arguments: [String], environment: [String: String] = ProcessInfo.processInfo.environment) -> Int32 {
        root.run(arguments: arguments, environment: environment)
    }
}
