import ToolbarModel
import ToolbarRegistry

/// The options that shape a scenario, declared once: `scenario add` describes a new scenario with
/// them (width and height required, the rest starting from ``newScenario``), and `solve`
/// overrides its `--scenario` preset with them (``all``). A locale implies its direction and a
/// pseudo-locale's expansion (`Scenario.setLocale`); `--rtl`/`--no-rtl` and `--text-expansion`
/// say otherwise explicitly.
enum ScenarioOptions {
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
    static let pip = OptionKey.toggle("--pip", help: "A picture-in-picture window competes for space.")
    static let verticalBar = OptionKey.value(
        "--vertical-bar", valueName: "edge", help: "Where the foldable's vertical bar is.", as: VerticalBarEdge.self)
    static let locale = OptionKey.string(
        "--locale",
        help: "BCP 47 locale (ar, he, fa and ur read right to left; en-XA is pseudo-localized: titles 40% longer).")
    static let rtl = OptionKey.toggle(
        "--rtl", help: "The locale reads right to left (the default for ar, he, fa and ur).")
    static let textExpansion = OptionKey.number(
        "--text-expansion", valueName: "factor", help: "How much longer titles are (default 1, or 1.4 for en-XA).",
        in: 0.5...3)

    /// Every one, optional: what `solve` lists (each given one overrides the preset).
    static let all: [OptionSpec] = [
        width.spec, height.spec, horizontalSizeClass.spec, verticalSizeClass.spec, dynamicType.spec, search.spec,
        keyboard.spec, pip.spec, verticalBar.spec, locale.spec, rtl.spec, textExpansion.spec
    ]

    /// A new scenario's width and height must be given (`scenario add`).
    static let requiredWidth = width.required()
    static let requiredHeight = height.required()

    /// What a new scenario starts from: ``Scenario``'s defaults, which `scenario add` shows in
    /// its help for the options left out.
    static let newScenario = Scenario(name: "new", width: 100, height: 100)

    /// Sets what the options given on the command line say on `scenario`; returns whether any
    /// was given. Only what is given: a default `scenario add` shows is the new scenario's own.
    /// The locale goes first, so that an explicit `--rtl`/`--no-rtl` or `--text-expansion` wins
    /// over what it implies.
    static func apply(_ parsed: ParsedCommand, to scenario: inout Scenario) throws -> Bool {
        var given = false
        if try parsed.isSet(width), let value = try parsed[width] {
            scenario.width = value
            given = true
        }
        if try parsed.isSet(height), let value = try parsed[height] {
            scenario.height = value
            given = true
        }
        if try parsed.isSet(horizontalSizeClass), let value = try parsed[horizontalSizeClass] {
            scenario.horizontalSizeClass = value
            given = true
        }
        if try parsed.isSet(verticalSizeClass), let value = try parsed[verticalSizeClass] {
            scenario.verticalSizeClass = value
            given = true
        }
        if try parsed.isSet(dynamicType), let value = try parsed[dynamicType] {
            scenario.dynamicType = value
            given = true
        }
        if try parsed.isSet(search), let value = try parsed[search] {
            scenario.searchActive = value
            given = true
        }
        if try parsed.isSet(keyboard), let value = try parsed[keyboard] {
            scenario.keyboardUp = value
            given = true
        }
        if try parsed.isSet(pip), let value = try parsed[pip] {
            scenario.pictureInPicture = value
            given = true
        }
        if try parsed.isSet(verticalBar), let value = try parsed[verticalBar] {
            scenario.verticalBarEdge = value
            given = true
        }
        if try parsed.isSet(locale), let value = try parsed[locale] {
            scenario.setLocale(value)
            given = true
        }
        if try parsed.isSet(rtl), let value = try parsed[rtl] {
            scenario.rightToLeft = value
            given = true
        }
        if try parsed.isSet(textExpansion), let value = try parsed[textExpansion] {
            scenario.textExpansion = value
            given = true
        }
        return given
    }
}
