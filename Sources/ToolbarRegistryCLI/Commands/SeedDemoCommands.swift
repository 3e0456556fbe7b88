import ToolbarChecklist
import ToolbarModel
import ToolbarRegistry
import ToolbarSolver

/// `toolbar-registry seed`.
enum SeedCommand {
    static let spec = CommandSpec(
        "seed", abstract: "Load the built-in scenario presets and seed apps (idempotent: twice = once).",
        run: { parsed in
            let report = try parsed.openRegistry(.create).seed()
            ImportCommand.printReport(report, output: parsed.output, dryRun: false)
            return .success
        })
}

/// `toolbar-registry demo`: the main job on the default database.
enum DemoCommand {
    /// The seed apps' editor screens, drawn side by side at the narrowest iPhone width, in
    /// `columns` together.
    static func printEditorComparison(_ registry: Registry, output: Output, columns: Int) throws {
        let narrowest = try registry.scenarios().filter { $0.target == .iPhone }.min { $0.width < $1.width }
        guard let scenario = narrowest,
            let crowded = try? registry.layout(RecordPath(app: "PhotoEditor", screen: "Crowded Editor"), in: scenario),
            let refactored = try? registry.layout(
                RecordPath(app: "PhotoEditor", screen: "Refactored Editor"), in: scenario)
        else { return }
        output.line()
        output.line(
            "The photo editor at the narrowest iPhone width (\(scenario.name), \(ScenarioCommands.format(scenario.width)) pt):"
        )
        let half = max(30, (columns - 4) / 2)
        output.block(
            LayoutDrawing.sideBySide(
                LayoutDrawing.draw(crowded.layout, inventory: crowded.inventory, columns: half),
                LayoutDrawing.draw(refactored.layout, inventory: refactored.inventory, columns: half)))
    }

    /// Audits every seed screen (stored in each screen's history) and prints each one's checklist
    /// summary: counts of pass / fail / needs review / n/a and the failing item ids.
    static func printAuditSummary(_ registry: Registry, output: Output) throws {
        let summary = try registry.audit()
        output.line()
        output.line("Checklist summary (stored as one audit per screen; toolbar-registry history App/Screen):")
        var table = TextTable(columns: [
            .init("SCREEN"), .init("PASS", alignment: .right), .init("FAIL", alignment: .right),
            .init("REVIEW", alignment: .right), .init("N/A", alignment: .right), .init("FAILING ITEMS")
        ])
        for screen in summary.screens {
            table.addRow([
                "\(screen.app)/\(screen.screen)", String(screen.count(.pass)), String(screen.count(.fail)),
                String(screen.count(.needsReview)), String(screen.count(.notApplicable)),
                screen.failingItems.isEmpty ? "-" : screen.failingItems.joined(separator: ", ")
            ])
        }
        output.write(table.render())
    }

    static let spec = CommandSpec(
        "demo", abstract: "Create or open the registry, load the seeds and show what is registered.",
        run: { parsed in
            let registry = try parsed.openRegistry(.create)
            let report = try registry.seed()
            let output = parsed.output
            output.line(
                "Registry: \(registry.path) (\(report.added.isEmpty ? "seeds already loaded" : "loaded \(report.added.count) seed records"))"
            )
            output.line("Scenarios: \(try registry.scenarios().count) presets (toolbar-registry scenario list)")
            for app in try registry.apps() {
                output.line()
                output.line(
                    output.styled("\(app.name)", .bold)
                        + "  linked SDK \(app.linkedSDK), deployment target \(app.deploymentTarget), owner \(app.owner ?? "-")"
                )
                var table = TextTable(columns: [
                    .init("SCREEN"), .init("PRIMARY", alignment: .right), .init("SECONDARY", alignment: .right),
                    .init("OVERFLOW", alignment: .right), .init("DESTRUCTIVE", alignment: .right),
                    .init("UNCLASSIFIED", alignment: .right)
                ])
                for screen in try registry.screens(app: app.name) {
                    let commands = try registry.commands(RecordPath(app: app.name, screen: screen.name)).filter(
                        \.content.isCommand)
                    func count(_ classification: Classification?) -> String {
                        String(commands.filter { $0.classification == classification }.count)
                    }
                    table.addRow([
                        screen.name, count(.primary), count(.secondary), count(.overflow), count(.destructive),
                        count(nil)
                    ])
                }
                output.write(table.render())
            }
            try printEditorComparison(registry, output: output, columns: parsed.drawingColumns)
            try printAuditSummary(registry, output: output)
            try ReportCommand.writeDemoReports(registry, output: output)
            output.line()
            output.line(
                "Next: toolbar-registry solve \"PhotoEditor/Refactored Editor\" --scenario foldable-outer-landscape")
            output.line("      toolbar-registry where \"PhotoEditor/Crowded Editor/share\"")
            output.line("      toolbar-registry audit \"PhotoEditor/Crowded Editor\"")
            return .success
        })
}
