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
        static let width = OptionKey.required(
            "--width", valueName: "points", help: "Window width in points.", in: 100...4000)
        static let height = OptionKey.required(
            "--height", valueName: "points", help: "Window height in points.", in: 100...4000)
        static let target = OptionKey.value(
            "--target", help: "The kind of device or window.", default: ScenarioTarget.iPhone)
        static let horizontalSizeClass = OptionKey.value(
            "--horizontal-size-class", valueName: "class", help: "Horizontal size class.", default: SizeClass.compact)
        static let verticalSizeClass = OptionKey.value(
            "--vertical-size-class", valueName: "class", help: "Vertical size class.", default: SizeClass.regular)
        static let dynamicType = OptionKey.value(
            "--dynamic-type", valueName: "size", help: "Dynamic Type size.", default: DynamicTypeSize.large)
        static let search = OptionKey.flag("--search", help: "The search field is active.")
        static let keyboard = OptionKey.flag("--keyboard", help: "The software keyboard is up.")
        static let pip = OptionKey.flag("--pip", help: "A picture-in-picture window competes for space.")
        static let inactive = OptionKey.flag("--inactive", help: "The window is inactive.")
        static let verticalBar = OptionKey.value(
            "--vertical-bar", valueName: "edge", help: "Where the foldable's vertical bar is.",
            default: VerticalBarEdge.none)
        static let locale = OptionKey.string(
            "--locale",
            help: "BCP 47 locale (ar, he, fa and ur read right to left; en-XA is pseudo-localized: titles 40% longer).",
            default: "en")
        static let rtl = OptionKey.toggle(
            "--rtl", help: "The locale reads right to left (the default for ar, he, fa and ur).")
        static let textExpansion = OptionKey.number(
            "--text-expansion", valueName: "factor",
            help: "How much longer titles are (default 1, or 1.4 for en-XA).", default: 1, shown: "1", in: 0.5...3)
        static let summary = OptionKey.string("--summary", valueName: "text", help: "One line saying what it is.")
        static let sources = OptionKey.string("--sources", valueName: "text", help: "Where its numbers come from.")
    }

    static let add = CommandSpec(
        "add", abstract: "Add a scenario of your own.",
        arguments: [.required("name", help: "A kebab-case name.")],
        options: [
            AddOptions.width.spec, AddOptions.height.spec, AddOptions.target.spec,
            AddOptions.horizontalSizeClass.spec, AddOptions.verticalSizeClass.spec, AddOptions.dynamicType.spec,
            AddOptions.search.spec, AddOptions.keyboard.spec, AddOptions.pip.spec, AddOptions.inactive.spec,
            AddOptions.verticalBar.spec, AddOptions.locale.spec, AddOptions.rtl.spec, AddOptions.textExpansion.spec,
            AddOptions.summary.spec, AddOptions.sources.spec
        ],
        run: { parsed in
            var scenario = Scenario(
                name: try parsed.recordName("name", kind: "scenario"), summary: try parsed[AddOptions.summary] ?? "",
                target: try parsed[AddOptions.target],
                width: try parsed[AddOptions.width], height: try parsed[AddOptions.height],
                horizontalSizeClass: try parsed[AddOptions.horizontalSizeClass],
                verticalSizeClass: try parsed[AddOptions.verticalSizeClass],
                dynamicType: try parsed[AddOptions.dynamicType],
                searchActive: try parsed[AddOptions.search], keyboardUp: try parsed[AddOptions.keyboard],
                pictureInPicture: try parsed[AddOptions.pip], windowActive: try !parsed[AddOptions.inactive],
                verticalBarEdge: try parsed[AddOptions.verticalBar],
                sources: try parsed[AddOptions.sources] ?? "[I] added by hand")
            // The locale implies the direction and a pseudo-locale's expansion (as for `solve`);
            // `--rtl`/`--no-rtl` and `--text-expansion` say otherwise explicitly.
            scenario.setLocale(try parsed[AddOptions.locale])
            if let rightToLeft = try parsed[AddOptions.rtl] { scenario.rightToLeft = rightToLeft }
            if try parsed.isSet(AddOptions.textExpansion) {
                scenario.textExpansion = try parsed[AddOptions.textExpansion]
            }
            do {
                try scenario.validate()
            } catch let error as ModelError {
                throw UsageError("\(error.description).")
            }
            try parsed.openRegistry(.create).addScenario(scenario)
            parsed.output.line("Added scenario '\(scenario.name)'.")
            return .success
        })

    static let remove = CommandSpec(
        "remove", abstract: "Remove a scenario.",
        arguments: [.required("name", help: "The scenario.")],
        run: { parsed in
            let name = try parsed.recordName("name", kind: "scenario")
            try parsed.openRegistry(.write).removeScenario(name)
            parsed.output.line("Removed scenario '\(name)'.")
            return .success
        })
}
