import ToolbarModel
import ToolbarRegistry

/// `toolbar-registry scenario list|show|add|remove`.
enum ScenarioCommands {
    static let spec = CommandSpec(
        "scenario", abstract: "Manage scenarios: the widths and poses a toolbar must survive.",
        subcommands: [list, show, add, remove])

    static let list = CommandSpec(
        "list", abstract: "List scenarios.", options: [GlobalOptions.format.spec],
        run: { parsed in
            let scenarios = try parsed.openRegistry(.read).scenarios()
            if try parsed.wantsJSON {
                parsed.printJSON("scenarios", .array(scenarios.map(RecordJSON.encode)))
                return .success
            }
            var table = TextTable(columns: [
                .init("NAME"), .init("TARGET"), .init("WIDTH", alignment: .right), .init("HEIGHT", alignment: .right),
                .init("SIZE CLASSES"), .init("TYPE"), .init("EXTRAS")
            ])
            for scenario in scenarios {
                table.addRow([
                    scenario.name, scenario.target.rawValue, format(scenario.width), format(scenario.height),
                    "\(scenario.horizontalSizeClass.rawValue.prefix(1))w \(scenario.verticalSizeClass.rawValue.prefix(1))h",
                    scenario.dynamicType.rawValue, extras(scenario)
                ])
            }
            parsed.output.write(
                scenarios.isEmpty ? "No scenarios; load the presets with 'toolbar-registry seed'.\n" : table.render())
            return .success
        })

    static func format(_ number: Double) -> String { JSONWriter.numberText(number) }

    static func extras(_ scenario: Scenario) -> String {
        var parts: [String] = []
        if scenario.searchActive { parts.append("search") }
        if scenario.keyboardUp { parts.append("keyboard") }
        if scenario.pictureInPicture { parts.append("PiP") }
        if !scenario.windowActive { parts.append("inactive") }
        if scenario.verticalBarEdge != .none { parts.append("vertical bar \(scenario.verticalBarEdge.rawValue)") }
        if scenario.locale != "en" { parts.append(scenario.locale) }
        return parts.isEmpty ? "-" : parts.joined(separator: ", ")
    }

    static let show = CommandSpec(
        "show", abstract: "Show one scenario and where its numbers come from.",
        arguments: [.required("name", help: "The scenario, e.g. iphone-17-portrait.")],
        options: [GlobalOptions.format.spec],
        run: { parsed in
            let scenario = try parsed.openRegistry(.read).scenario(try parsed.recordName("name", kind: "scenario"))
            if try parsed.wantsJSON {
                parsed.printJSON("scenario", RecordJSON.encode(scenario))
                return .success
            }
            var table = TextTable(headers: ["FIELD", "VALUE"])
            table.addRow(["name", scenario.name])
            table.addRow(["summary", scenario.summary])
            table.addRow(["target", scenario.target.rawValue])
            table.addRow(["size", "\(format(scenario.width)) × \(format(scenario.height)) pt"])
            table.addRow([
                "size classes",
                "\(scenario.horizontalSizeClass.rawValue) width, \(scenario.verticalSizeClass.rawValue) height"
            ])
            table.addRow(["Dynamic Type", scenario.dynamicType.rawValue])
            table.addRow(["extras", extras(scenario)])
            table.addRow(["text expansion", format(scenario.textExpansion)])
            table.addRow(["sources", scenario.sources])
            parsed.output.write(table.render(includeHeader: false))
            return .success
        })

    enum AddOptions {
        static let target = OptionKey.value(
            "--target", help: "The kind of device or window.", default: ScenarioTarget.iPhone)
        static let inactive = OptionKey.flag("--inactive", help: "The window is inactive.")
        static let summary = OptionKey.string("--summary", valueName: "text", help: "One line saying what it is.")
        static let sources = OptionKey.string("--sources", valueName: "text", help: "Where its numbers come from.")
    }

    /// What a new scenario starts from (the defaults `add`'s help shows).
    private static let new = ScenarioOptions.newScenario

    static let add = CommandSpec(
        "add", abstract: "Add a scenario of your own.",
        arguments: [.required("name", help: "A kebab-case name.")],
        options: [
            ScenarioOptions.requiredWidth.spec, ScenarioOptions.requiredHeight.spec, AddOptions.target.spec,
            ScenarioOptions.horizontalSizeClass.spec.showing(new.horizontalSizeClass.rawValue),
            ScenarioOptions.verticalSizeClass.spec.showing(new.verticalSizeClass.rawValue),
            ScenarioOptions.dynamicType.spec.showing(new.dynamicType.rawValue), ScenarioOptions.search.spec,
            ScenarioOptions.keyboard.spec, ScenarioOptions.pip.spec, AddOptions.inactive.spec,
            ScenarioOptions.verticalBar.spec.showing(new.verticalBarEdge.rawValue),
            ScenarioOptions.locale.spec.showing(new.locale), ScenarioOptions.rtl.spec,
            ScenarioOptions.textExpansion.spec.showing(JSONWriter.numberText(new.textExpansion)),
            AddOptions.summary.spec, AddOptions.sources.spec
        ],
        run: { parsed in
            var scenario = Scenario(
                name: try parsed.recordName("name", kind: "scenario"), summary: try parsed[AddOptions.summary] ?? "",
                target: try parsed[AddOptions.target], width: try parsed[ScenarioOptions.requiredWidth],
                height: try parsed[ScenarioOptions.requiredHeight], windowActive: try !parsed[AddOptions.inactive],
                sources: try parsed[AddOptions.sources] ?? "[I] added by hand")
            _ = try ScenarioOptions.apply(parsed, to: &scenario)
            do {
                try scenario.validate()
            } catch let error as ModelError {
                throw UsageError("\(error.description).")
            }
            try parsed.openRegistry(.create).addScenario(scenario)
            parsed.output.line("Added scenario '\(scenario.name)'.")
            return .success
        })

    static let remove = RecordCommands.remove(
        "scenario", abstract: "Remove a scenario.", argument: .required("name", help: "The scenario."),
        perform: { parsed in
            let name = try parsed.recordName("name", kind: "scenario")
            try parsed.openRegistry(.write).removeScenario(name)
            return name
        })
}
