import ToolbarModel
import ToolbarRegistry
import ToolbarSolver

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `toolbar-registry solve`, `sweep` and `where`.
enum SolveCommands {
    /// `--scenario`: the preset the scenario options (``ScenarioOptions``) override.
    static let scenarioOption = OptionKey.string(
        "--scenario", valueName: "name", help: "A scenario preset (default: \(Registry.defaultScenarioName)).")

    /// The scenario the options describe: the preset, with every scenario option given on top
    /// (then named `<preset>+custom`).
    static func scenario(_ parsed: ParsedCommand, registry: Registry) throws -> Scenario {
        var scenario = try registry.scenario(try parsed[scenarioOption] ?? Registry.defaultScenarioName)
        if try ScenarioOptions.apply(parsed, to: &scenario) { scenario.name += "+custom" }
        return scenario
    }

    /// `--config`: the configuration whose pinned metrics the solver uses.
    static let configOption = GlobalOptions.config.with(
        help: "The configuration whose pinned metrics to use (else .toolbar-registry.json upwards).")

    static let branch = OptionKey.repeated(
        "--branch", valueName: "key",
        help: "Show the branch holding this command for its alternative set (default: the widest).")

    enum SweepOptions {
        static let scenario = OptionKey.string(
            "--scenario", valueName: "name",
            help: "The base scenario; everything but the width is held (default: \(Registry.defaultScenarioName)).")
        static let from = OptionKey.number(
            "--from", valueName: "points", help: "Narrowest width.", default: 320, shown: "320", in: 100...4000)
        static let to = OptionKey.number(
            "--to", valueName: "points", help: "Widest width.", default: 1400, shown: "1400", in: 100...4000)
    }

    static let scenarioFilter = OptionKey.repeated(
        "--scenario", valueName: "name", help: "Only these scenarios (default: all).")

    /// The metrics the team pinned in the configuration that applies.
    static func pins(_ parsed: ParsedCommand) throws -> MetricPins {
        try parsed.auditConfiguration.metrics
    }

    static let solve = CommandSpec(
        "solve", abstract: "Predict a screen's toolbar in one scenario: the bars drawn, then the overflow menu.",
        discussion: "Example: toolbar-registry solve \"PhotoEditor/Refactored Editor\" --scenario iphone-se-portrait",
        arguments: [.required("screen", help: "App/Screen.")],
        options: [scenarioOption.spec] + ScenarioOptions.all + [
            configOption.spec, branch.spec, GlobalOptions.format.spec
        ],
        run: { parsed in
            let path = try parsed.recordPath("screen", depth: 2...2)
            let registry = try parsed.openRegistry(.read)
            let scenario = try scenario(parsed, registry: registry)
            let pins = try pins(parsed)
            let (inventory, layout) = try registry.layout(
                path, in: scenario, pins: pins, showingBranchesOf: try parsed[branch])
            let explanation = ToolbarSolver.explain(inventory, in: scenario, pins: pins)
            if try parsed.wantsJSON {
                try parsed.printJSON([
                    JSONMember("layout", JSONValueEncoder.encode(layout)),
                    JSONMember("explanation", JSONValueEncoder.encode(explanation))
                ])
                return .success
            }
            parsed.output.line(
                "\(path) in \(scenario.name): \(ScenarioCommands.format(scenario.width)) × "
                    + "\(ScenarioCommands.format(scenario.height)) pt, \(scenario.horizontalSizeClass.rawValue) width")
            parsed.output.block(LayoutDrawing.draw(layout, inventory: inventory, columns: parsed.drawingColumns))
            var certainties: [String: Certainty] = [:]
            for shortfall in explanation.shortfalls {
                certainties[shortfall.key] = ToolbarSolver.certainty(inventory, in: scenario, pins: pins) {
                    $0.overflowEntry(for: shortfall.key)?.reason == shortfall.reason
                }
            }
            parsed.output.block(
                LayoutDrawing.drawExplanation(
                    explanation, inventory: inventory,
                    certainties: certainties, columns: parsed.drawingColumns))
            return .success
        })

    static let sweep = CommandSpec(
        "sweep", abstract: "Find the exact widths at which each command changes place.",
        arguments: [.required("screen", help: "App/Screen.")],
        options: [
            SweepOptions.scenario.spec, SweepOptions.from.spec, SweepOptions.to.spec, configOption.spec,
            GlobalOptions.format.spec
        ],
        run: { parsed in
            let path = try parsed.recordPath("screen", depth: 2...2)
            let from = try parsed[SweepOptions.from]
            let to = try parsed[SweepOptions.to]
            guard from < to else { throw UsageError("'--from' (\(from)) must be less than '--to' (\(to)).") }
            let registry = try parsed.openRegistry(.read)
            let base = try registry.scenario(try parsed[SweepOptions.scenario] ?? Registry.defaultScenarioName)
            let pins = try pins(parsed)
            let (inventory, sweep) = try registry.sweep(path, base: base, widths: from...to, pins: pins)
            let ranges = try registry.breakpointRanges(path, base: base, widths: from...to, pins: pins)
            if try parsed.wantsJSON {
                try parsed.printJSON([
                    JSONMember("sweep", JSONValueEncoder.encode(sweep)),
                    JSONMember("ranges", JSONValueEncoder.encode(ranges))
                ])
                return .success
            }
            parsed.output.block(
                LayoutDrawing.drawSweep(
                    sweep, inventory: inventory, ranges: ranges,
                    columns: parsed.drawingColumns))
            return .success
        })

    static let whereIs = CommandSpec(
        "where",
        abstract: "Answer \"where did Export go?\": a command's place in every scenario, with its breakpoints.",
        arguments: [.required("command", help: "App/Screen/command-key.")],
        options: [
            scenarioFilter.spec, configOption.spec,
            GlobalOptions.format.spec
        ],
        run: { parsed in
            let path = try parsed.recordPath("command", depth: 3...3)
            let registry = try parsed.openRegistry(.read)
            let names = try parsed[scenarioFilter]
            let scenarios = names.isEmpty ? nil : try names.map { try registry.scenario($0) }
            let (inventory, command, places) = try registry.locate(path, scenarios: scenarios, pins: try pins(parsed))
            if try parsed.wantsJSON {
                parsed.printJSON("places", try JSONValueEncoder.encode(places))
                return .success
            }
            if places.isEmpty {
                parsed.output.line("No scenarios; load the presets with 'toolbar-registry seed'.")
                return .success
            }
            parsed.output.block(
                LayoutDrawing.drawPlaces(
                    places, key: command.key, inventory: inventory,
                    columns: parsed.drawingColumns))
            return .success
        })
}

extension Output {
    /// Writes a block of text, ending it with a newline when it has none.
    func block(_ text: String) {
        write(text.hasSuffix("\n") ? text : text + "\n")
    }
}

extension ParsedCommand {
    /// The columns a drawing may take: the terminal's width (`terminalWidth`), else 80 for pipes
    /// and files (a picture needs a width).
    var drawingColumns: Int { min(max(terminalWidth ?? 80, 16), 1000) }
}
