import Foundation
import ToolbarModel
import ToolbarRegistry
import ToolbarSolver

/// `toolbar-registry solve`, `sweep` and `where`.
enum SolveCommands {
    /// Options that pick or shape the scenario; given on top of `--scenario`, they override it.
    enum ScenarioOption {
        static let scenario = OptionKey.string(
            "--scenario", valueName: "name", help: "A scenario preset (default: \(Registry.defaultScenarioName)).")
        static let width = OptionKey.number(
            "--width", valueName: "points", help: "Window width in points.", in: 100...4000)
        static let height = OptionKey.number(
            "--height", valueName: "points", help: "Window height in points.", in: 100...4000)
        static let horizontalSizeClass = OptionKey.value(
            "--horizontal-size-class", valueName: "class", help: "Horizontal size class.", as: SizeClass.self)
        static let verticalSizeClass = OptionKey.value(
            "--vertical-size-class", valueName: "class", help: "Vertical size class.", as: SizeClass.self)
        static let dynamicType = OptionKey.value(
            "--dynamic-type", valueName: "size", help: "Dynamic Type size.", as: DynamicTypeSize.self)
        static let search = OptionKey.toggle("--search", help: "The search field is active.")
        static let keyboard = OptionKey.toggle("--keyboard", help: "The software keyboard is up.")
        static let pip = OptionKey.toggle("--pip", help: "Picture in picture competes for space.")
        static let verticalBar = OptionKey.value(
            "--vertical-bar", valueName: "edge", help: "The foldable's vertical bar edge.", as: VerticalBarEdge.self)
        static let locale = OptionKey.string(
            "--locale", help: "BCP 47 locale (en-XA is pseudo-localized: titles 40% longer).")
        static let textExpansion = OptionKey.number(
            "--text-expansion", valueName: "factor", help: "How much longer titles are.", in: 0.5...3)

        static let all: [OptionSpec] = [
            scenario.spec, width.spec, height.spec, horizontalSizeClass.spec, verticalSizeClass.spec,
            dynamicType.spec, search.spec, keyboard.spec, pip.spec, verticalBar.spec, locale.spec,
            textExpansion.spec
        ]
    }

    /// The scenario the options describe.
    static func scenario(_ parsed: ParsedCommand, registry: Registry) throws -> Scenario {
        var scenario = try registry.scenario(try parsed[ScenarioOption.scenario] ?? Registry.defaultScenarioName)
        var custom = false
        func mark() { custom = true }
        if let width = try parsed[ScenarioOption.width] {
            scenario.width = width
            mark()
        }
        if let height = try parsed[ScenarioOption.height] {
            scenario.height = height
            mark()
        }
        if let value = try parsed[ScenarioOption.horizontalSizeClass] {
            scenario.horizontalSizeClass = value
            mark()
        }
        if let value = try parsed[ScenarioOption.verticalSizeClass] {
            scenario.verticalSizeClass = value
            mark()
        }
        if let value = try parsed[ScenarioOption.dynamicType] {
            scenario.dynamicType = value
            mark()
        }
        if let value = try parsed[ScenarioOption.search] {
            scenario.searchActive = value
            mark()
        }
        if let value = try parsed[ScenarioOption.keyboard] {
            scenario.keyboardUp = value
            mark()
        }
        if let value = try parsed[ScenarioOption.pip] {
            scenario.pictureInPicture = value
            mark()
        }
        if let value = try parsed[ScenarioOption.verticalBar] {
            scenario.verticalBarEdge = value
            mark()
        }
        if let locale = try parsed[ScenarioOption.locale] {
            scenario.setLocale(locale)
            mark()
        }
        if let value = try parsed[ScenarioOption.textExpansion] {
            scenario.textExpansion = value
            mark()
        }
        if custom { scenario.name += "+custom" }
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
        options: ScenarioOption.all + [configOption.spec, branch.spec, GlobalOptions.format.spec],
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
