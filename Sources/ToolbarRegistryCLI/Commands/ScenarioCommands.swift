import ToolbarModel
import ToolbarRegistry

/// `toolbar-registry scenario list|show|add|remove`.
enum ScenarioCommands {
    static let spec = CommandSpec(
        "scenario", abstract: "Manage scenarios: the widths and poses a toolbar must survive.",
        subcommands: [list, show, add, remove])

    static let list = CommandSpec(
        "list", abstract: "List scenarios.", options: [GlobalOptions.format],
        run: { parsed in
            let scenarios = try parsed.openRegistry(.read).scenarios()
            if try parsed.wantsJSON {
                parsed.printJSON("scenarios", .array(scenarios.map(RecordJSON.encode)))
                return .success
            }
            var table = TextTable(columns: [
                .init("NAME"), .init("TARGET"), .init("WIDTH", alignment: .right), .init("HEIGHT", alignment: .right),
                .init("SIZE CLASSES"), .init("TYPE"), .init("EXTRAS"),
            ])
            for scenario in scenarios {
                table.addRow([scenario.name, scenario.target.rawValue, format(scenario.width), format(scenario.height),
                              "\(scenario.horizontalSizeClass.rawValue.prefix(1))w \(scenario.verticalSizeClass.rawValue.prefix(1))h",
                              scenario.dynamicType.rawValue, extras(scenario)])
            }
            parsed.output.write(scenarios.isEmpty ? "No scenarios; load the presets with 'toolbar-registry seed'.\n" : table.render())
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
        arguments: [.required("name", help: "The scenario, e.g. iphone-17-portrait.")], options: [GlobalOptions.format],
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
            table.addRow(["size classes", "\(scenario.horizontalSizeClass.rawValue) width, \(scenario.verticalSizeClass.rawValue) height"])
            table.addRow(["Dynamic Type", scenario.dynamicType.rawValue])
            table.addRow(["extras", extras(scenario)])
            table.addRow(["text expansion", format(scenario.textExpansion)])
            table.addRow(["sources", scenario.sources])
            parsed.output.write(table.render(includeHeader: false))
            return .success
        })

    static let add = CommandSpec(
        "add", abstract: "Add a scenario of your own.",
        arguments: [.required("name", help: "A kebab-case name.")],
        options: [
            .option("--width", valueName: "points", help: "Window width in points.", required: true),
            .option("--height", valueName: "points", help: "Window height in points.", required: true),
            .option("--target", help: "The kind of device or window.", values: ScenarioTarget.self, default: .iPhone),
            .option("--horizontal-size-class", valueName: "class", help: "Horizontal size class.", values: SizeClass.self, default: .compact),
            .option("--vertical-size-class", valueName: "class", help: "Vertical size class.", values: SizeClass.self, default: .regular),
            .option("--dynamic-type", valueName: "size", help: "Dynamic Type size.", values: DynamicTypeSize.self, default: .large),
            .flag("--search", help: "The search field is active."),
            .flag("--keyboard", help: "The software keyboard is up."),
            .flag("--pip", help: "A picture-in-picture window competes for space."),
            .flag("--inactive", help: "The window is inactive."),
            .option("--vertical-bar", valueName: "edge", help: "Where the foldable's vertical bar is.", values: VerticalBarEdge.self, default: VerticalBarEdge.none),
            .option("--locale", help: "BCP 47 locale (ar, he, fa and ur read right to left; en-XA is pseudo-localized: titles 40% longer).", default: "en"),
            .flag("--rtl", help: "The locale reads right to left (the default for ar, he, fa and ur).", inversion: true),
            .option("--text-expansion", valueName: "factor", help: "How much longer titles are (default 1, or 1.4 for en-XA).", default: "1"),
            .option("--summary", valueName: "text", help: "One line saying what it is."),
            .option("--sources", valueName: "text", help: "Where its numbers come from."),
        ],
        run: { parsed in
            var scenario = Scenario(
                name: try parsed.recordName("name", kind: "scenario"), summary: try parsed.string("--summary") ?? "",
                target: try parsed.enumValue("--target", as: ScenarioTarget.self) ?? .iPhone,
                width: try parsed.double("--width", in: 100...4000) ?? 0, height: try parsed.double("--height", in: 100...4000) ?? 0,
                horizontalSizeClass: try parsed.enumValue("--horizontal-size-class", as: SizeClass.self) ?? .compact,
                verticalSizeClass: try parsed.enumValue("--vertical-size-class", as: SizeClass.self) ?? .regular,
                dynamicType: try parsed.enumValue("--dynamic-type", as: DynamicTypeSize.self) ?? .large,
                searchActive: try parsed.flag("--search"), keyboardUp: try parsed.flag("--keyboard"),
                pictureInPicture: try parsed.flag("--pip"), windowActive: try !parsed.flag("--inactive"),
                verticalBarEdge: try parsed.enumValue("--vertical-bar", as: VerticalBarEdge.self) ?? VerticalBarEdge.none,
                sources: try parsed.string("--sources") ?? "[I] added by hand")
            // The locale implies the direction and a pseudo-locale's expansion (as for `solve`);
            // `--rtl`/`--no-rtl` and `--text-expansion` say otherwise explicitly.
            scenario.setLocale(try parsed.string("--locale") ?? "en")
            if let rightToLeft = try parsed.optionalFlag("--rtl") { scenario.rightToLeft = rightToLeft }
            if try parsed.isSet("--text-expansion") {
                scenario.textExpansion = try parsed.double("--text-expansion", in: 0.5...3) ?? 1
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
