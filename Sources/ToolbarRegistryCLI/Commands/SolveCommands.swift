import Foundation
import ToolbarModel
import ToolbarRegistry
import ToolbarSolver

/// `toolbar-registry solve`, `sweep` and `where`.
enum SolveCommands {
    /// Options that pick or shape the scenario; given on top of `--scenario`, they override it.
    static let scenarioOptions: [OptionSpec] = [
        .option("--scenario", valueName: "name", help: "A scenario preset (default: \(Registry.defaultScenarioName))."),
        .option("--width", valueName: "points", help: "Window width in points."),
        .option("--height", valueName: "points", help: "Window height in points."),
        .option("--horizontal-size-class", valueName: "class", help: "Horizontal size class.", values: SizeClass.self),
        .option("--vertical-size-class", valueName: "class", help: "Vertical size class.", values: SizeClass.self),
        .option("--dynamic-type", valueName: "size", help: "Dynamic Type size.", values: DynamicTypeSize.self),
        .flag("--search", help: "The search field is active.", inversion: true),
        .flag("--keyboard", help: "The software keyboard is up.", inversion: true),
        .flag("--pip", help: "Picture in picture competes for space.", inversion: true),
        .option("--vertical-bar", valueName: "edge", help: "The foldable's vertical bar edge.", values: VerticalBarEdge.self),
        .option("--locale", help: "BCP 47 locale (en-XA is pseudo-localized: titles 40% longer)."),
        .option("--text-expansion", valueName: "factor", help: "How much longer titles are."),
    ]

    /// The scenario the options describe.
    static func scenario(_ parsed: ParsedCommand, registry: Registry) throws -> Scenario {
        var scenario = try registry.scenario(try parsed.string("--scenario") ?? Registry.defaultScenarioName)
        var custom = false
        func mark() { custom = true }
        if let width = try parsed.double("--width", in: 100...4000) { scenario.width = width; mark() }
        if let height = try parsed.double("--height", in: 100...4000) { scenario.height = height; mark() }
        if let value = try parsed.enumValue("--horizontal-size-class", as: SizeClass.self) { scenario.horizontalSizeClass = value; mark() }
        if let value = try parsed.enumValue("--vertical-size-class", as: SizeClass.self) { scenario.verticalSizeClass = value; mark() }
        if let value = try parsed.enumValue("--dynamic-type", as: DynamicTypeSize.self) { scenario.dynamicType = value; mark() }
        if let value = try parsed.optionalFlag("--search") { scenario.searchActive = value; mark() }
        if let value = try parsed.optionalFlag("--keyboard") { scenario.keyboardUp = value; mark() }
        if let value = try parsed.optionalFlag("--pip") { scenario.pictureInPicture = value; mark() }
        if let value = try parsed.enumValue("--vertical-bar", as: VerticalBarEdge.self) { scenario.verticalBarEdge = value; mark() }
        if let locale = try parsed.string("--locale") {
            scenario.setLocale(locale)
            mark()
        }
        if let value = try parsed.double("--text-expansion", in: 0.5...3) { scenario.textExpansion = value; mark() }
        if custom { scenario.name += "+custom" }
        return scenario
    }

    /// Layouts and sweeps as versioned JSON: `{"version": 1, key: value}` with sorted keys.
    static func printEncodable<T: Encodable>(_ parsed: ParsedCommand, _ key: String, _ value: T) throws {
        parsed.printJSON(key, try jsonValue(value))
    }

    /// Two values side by side: `{"version": 1, key: value, otherKey: other}` with sorted keys.
    static func printEncodable<T: Encodable, U: Encodable>(_ parsed: ParsedCommand, _ key: String, _ value: T,
                                                           _ otherKey: String, _ other: U) throws {
        let members = [JSONMember("version", .number(1)), JSONMember(key, try jsonValue(value)),
                       JSONMember(otherKey, try jsonValue(other))].sorted { $0.key < $1.key }
        parsed.output.write(JSONWriter.string(.object(members)) + "\n")
    }

    /// An encodable value as a JSON tree (keys sorted).
    static func jsonValue<T: Encodable>(_ value: T) throws -> JSONValue {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return try JSONParser.parse(Array(try encoder.encode(value)))
    }

    /// `--config`: the configuration whose pinned metrics the solver uses.
    static let configOption = OptionSpec.option(
        "--config", valueName: "file",
        help: "The configuration whose pinned metrics to use (else .toolbar-registry.json upwards).")

    /// The metrics the team pinned in the configuration that applies.
    static func pins(_ parsed: ParsedCommand) throws -> MetricPins {
        try parsed.auditConfiguration.metrics
    }

    static let solve = CommandSpec(
        "solve", abstract: "Predict a screen's toolbar in one scenario: the bars drawn, then the overflow menu.",
        discussion: "Example: toolbar-registry solve \"PhotoEditor/Refactored Editor\" --scenario iphone-se-portrait",
        arguments: [.required("screen", help: "App/Screen.")],
        options: scenarioOptions + [
            configOption,
            .option("--branch", valueName: "key",
                    help: "Show the branch holding this command for its alternative set (default: the widest).",
                    repeatable: true),
            GlobalOptions.format,
        ],
        run: { parsed in
            let path = try parsed.recordPath("screen", depth: 2...2)
            let registry = try parsed.openRegistry(.read)
            let scenario = try scenario(parsed, registry: registry)
            let pins = try pins(parsed)
            let (inventory, layout) = try registry.layout(
                path, in: scenario, pins: pins, showingBranchesOf: try parsed.values("--branch"))
            let explanation = ToolbarSolver.explain(inventory, in: scenario, pins: pins)
            if try parsed.wantsJSON {
                try printEncodable(parsed, "layout", layout, "explanation", explanation)
                return .success
            }
            parsed.output.line("\(path) in \(scenario.name): \(ScenarioCommands.format(scenario.width)) × "
                + "\(ScenarioCommands.format(scenario.height)) pt, \(scenario.horizontalSizeClass.rawValue) width")
            parsed.output.block(LayoutDrawing.draw(layout, inventory: inventory, columns: parsed.drawingColumns))
            var certainties: [String: Certainty] = [:]
            for shortfall in explanation.shortfalls {
                certainties[shortfall.key] = ToolbarSolver.certainty(inventory, in: scenario, pins: pins) {
                    $0.overflowEntry(for: shortfall.key)?.reason == shortfall.reason
                }
            }
            parsed.output.block(LayoutDrawing.drawExplanation(explanation, inventory: inventory,
                                                              certainties: certainties, columns: parsed.drawingColumns))
            return .success
        })

    static let sweep = CommandSpec(
        "sweep", abstract: "Find the exact widths at which each command changes place.",
        arguments: [.required("screen", help: "App/Screen.")],
        options: [
            .option("--scenario", valueName: "name", help: "The base scenario; everything but the width is held (default: \(Registry.defaultScenarioName))."),
            .option("--from", valueName: "points", help: "Narrowest width.", default: "320"),
            .option("--to", valueName: "points", help: "Widest width.", default: "1400"),
            configOption,
            GlobalOptions.format,
        ],
        run: { parsed in
            let path = try parsed.recordPath("screen", depth: 2...2)
            let from = try parsed.double("--from", in: 100...4000) ?? 320
            let to = try parsed.double("--to", in: 100...4000) ?? 1400
            guard from < to else { throw UsageError("'--from' (\(from)) must be less than '--to' (\(to)).") }
            let registry = try parsed.openRegistry(.read)
            let base = try registry.scenario(try parsed.string("--scenario") ?? Registry.defaultScenarioName)
            let pins = try pins(parsed)
            let (inventory, sweep) = try registry.sweep(path, base: base, widths: from...to, pins: pins)
            let ranges = try registry.breakpointRanges(path, base: base, widths: from...to, pins: pins)
            if try parsed.wantsJSON {
                try printEncodable(parsed, "sweep", sweep, "ranges", ranges)
                return .success
            }
            parsed.output.block(LayoutDrawing.drawSweep(sweep, inventory: inventory, ranges: ranges,
                                                        columns: parsed.drawingColumns))
            return .success
        })

    static let whereIs = CommandSpec(
        "where", abstract: "Answer \"where did Export go?\": a command's place in every scenario, with its breakpoints.",
        arguments: [.required("command", help: "App/Screen/command-key.")],
        options: [
            .option("--scenario", valueName: "name", help: "Only these scenarios (default: all).", repeatable: true),
            configOption,
            GlobalOptions.format,
        ],
        run: { parsed in
            let path = try parsed.recordPath("command", depth: 3...3)
            let registry = try parsed.openRegistry(.read)
            let names = try parsed.values("--scenario")
            let scenarios = names.isEmpty ? nil : try names.map { try registry.scenario($0) }
            let (inventory, command, places) = try registry.locate(path, scenarios: scenarios, pins: try pins(parsed))
            if try parsed.wantsJSON {
                try printEncodable(parsed, "places", places)
                return .success
            }
            if places.isEmpty {
                parsed.output.line("No scenarios; load the presets with 'toolbar-registry seed'.")
                return .success
            }
            parsed.output.block(LayoutDrawing.drawPlaces(places, key: command.key, inventory: inventory,
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
