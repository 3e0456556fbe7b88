import ToolbarModel
import ToolbarSolver

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Renders the catalogue as Markdown: one page per item and an index. Pure and deterministic; the
/// tests compare docs/checklist/ with it.
public enum ChecklistDocs {
    /// The index page's file name inside docs/checklist/.
    public static let indexFileName = "README.md"

    /// How the checklist scores on the labelled set of screens (built in the tests, where the
    /// screens and their expected verdicts live), for the index page.
    public struct LabelledSetSummary: Hashable, Sendable {
        public var screens: Int
        public var errorLabels: Int
        public var errorFindings: Int
        public var errorPrecision: Double
        public var errorRecall: Double
        public var allLabels: Int
        public var allFindings: Int
        public var allPrecision: Double
        public var allRecall: Double
        /// Warnings the solver still causes that a solver fix in flight removes: not counted.
        public var pending: Int

        public init(
            screens: Int, errorLabels: Int, errorFindings: Int, errorPrecision: Double, errorRecall: Double,
            allLabels: Int, allFindings: Int, allPrecision: Double, allRecall: Double, pending: Int = 0
        ) {
            self.screens = screens
            self.errorLabels = errorLabels
            self.errorFindings = errorFindings
            self.errorPrecision = errorPrecision
            self.errorRecall = errorRecall
            self.allLabels = allLabels
            self.allFindings = allFindings
            self.allPrecision = allPrecision
            self.allRecall = allRecall
            self.pending = pending
        }
    }

    /// Every page, as (file name inside docs/checklist/, contents), sorted by file name.
    public static func pages(
        for items: [ChecklistItem] = Checklist.catalogue, labelledSet: LabelledSetSummary? = nil
    ) -> [(name: String, contents: String)] {
        var pages = items.map { (name: "\($0.id).md", contents: page(for: $0)) }
        pages.append((name: indexFileName, contents: index(for: items, labelledSet: labelledSet)))
        return pages.sorted { $0.name < $1.name }
    }

    /// The index page: every item with its severity and kind, and the labelled set's score.
    public static func index(
        for items: [ChecklistItem] = Checklist.catalogue, labelledSet: LabelledSetSummary? = nil
    ) -> String {
        var lines = [
            "# Verification checklist", "",
            "<!-- Generated from the catalogue in Sources/ToolbarChecklist; do not edit. Regenerate with",
            "     TOOLBAR_REGISTRY_REGENERATE_DOCS=1 swift test --filter ChecklistDocsTests -->", "",
            "Checklist version \(Checklist.version): \(items.count) items, "
                + "\(items.filter { $0.description.kind == .automatic }.count) automatic and "
                + "\(items.filter { $0.description.kind == .manual }.count) manual.",
            "Every item gives each screen one result: pass, fail, needs review or not applicable (with why).",
            "Items can be turned off and their severity changed in `.toolbar-registry.json`.", "",
            "| Id | Title | Severity | Kind |", "|---|---|---|---|"
        ]
        for item in items {
            let description = item.description
            lines.append(
                "| [`\(description.id)`](\(description.id).md) | \(cell(description.title)) | "
                    + "\(description.severity.rawValue) | \(description.kind.rawValue) |")
        }
        if let labelledSet { lines += [""] + labelledSetSection(labelledSet) }
        lines += [""] + configurationSection
        return lines.joined(separator: "\n") + "\n"
    }

    /// The labelled set's section of the index.
    static func labelledSetSection(_ summary: LabelledSetSummary) -> [String] {
        func percent(_ value: Double) -> String { CFormat.string("%.1f%%", value * 100) }
        return [
            "## How well it judges: the labelled set", "",
            "\(summary.screens) screens built from the situations of the article \"Make SwiftUI Toolbars Work In "
                + "Resizable iPhone Apps\", the guide \"Prepare your toolbars for vertical layout\" and observed app "
                + "reports, each labelled with the verdict an iOS engineer expects from every item (the screens and "
                + "labels are in `Tests/ToolbarChecklistTests/LabelledSet/`). Each screen is solved in every scenario "
                + "preset, the iPhone portrait preset also swept from 320 to 1400 pt, as `audit` does. A finding counts "
                + "once per screen, item and command.", "",
            "| Findings | Labelled | Reported | Precision | Recall |", "|---|---:|---:|---:|---:|",
            "| Errors | \(summary.errorLabels) | \(summary.errorFindings) | \(percent(summary.errorPrecision)) | "
                + "\(percent(summary.errorRecall)) |",
            "| Every severity | \(summary.allLabels) | \(summary.allFindings) | \(percent(summary.allPrecision)) | "
                + "\(percent(summary.allRecall)) |", ""
        ]
            + (summary.pending == 0
                ? []
                : [
                    "Not counted: \(summary.pending) warning(s) the solver still causes and a solver fix in flight removes "
                        + "(each marked `solverPending` beside its screen).", ""
                ]) + [
                "Reproduce with `swift test --filter LabelledSetTests` (it prints both lines)."
            ]
    }

    /// The `.toolbar-registry.json` format, as the index documents it.
    static let configurationSection = [
        "## Configuration: `.toolbar-registry.json`", "",
        "Found from the current directory upwards, like `.swiftlint.yml`. Version "
            + "\(ChecklistConfiguration.currentVersion) of the format; every key but `version` is optional:", "",
        "```json",
        "{",
        "  \"version\": 1,",
        "  \"disabled\": [\"title-length\"],",
        "  \"severity\": {\"flexible-spacer\": \"info\", \"editing-tools-placement\": \"error\"},",
        "  \"failOn\": \"warning\"",
        "}",
        "```", "",
        "- `version` (required): the format version. A file with a newer version is refused, never half-read.",
        "- `disabled`: item ids to turn off; their result is *not applicable* (\"turned off in the configuration\").",
        "- `severity`: item id → `error`, `warning` or `info`, replacing the item's default severity.",
        "- `failOn`: `audit` exits 2 when findings at or above this severity remain (default `error`); "
            + "`--fail-on` overrides it.",
        "",
        "Unknown keys, unknown item ids and unknown severities are errors that name the mistake."
    ]

    /// One item's page: id, title, severity, kind, rationale and its examples with their results.
    public static func page(for item: ChecklistItem) -> String {
        let description = item.description
        var lines = [
            "# \(description.title)", "",
            "<!-- Generated from the catalogue in Sources/ToolbarChecklist; do not edit. -->", "",
            "- Id: `\(description.id)`",
            "- Severity: \(description.severity.rawValue)",
            "- Kind: \(description.kind.rawValue)"
                + (description.kind == .manual
                    ? " (signed off per screen with `toolbar-registry checklist sign`)" : ""),
            "", "## Why", "", description.rationale, ""
        ]
        let sections = [
            ("Triggering examples", description.triggering), ("Non-triggering examples", description.nonTriggering)
        ]
        for (heading, examples) in sections where !examples.isEmpty {
            lines += ["## \(heading)", ""]
            for (number, example) in examples.enumerated() {
                lines += render(example, number: number + 1, item: item)
            }
        }
        return lines.joined(separator: "\n").replacingTrailingBlankLines() + "\n"
    }

    // MARK: - Private

    private static func render(_ example: ItemExample, number: Int, item: ChecklistItem) -> [String] {
        let inventory = example.inventory
        var lines = ["### \(number). \(example.summary)", ""]
        var setting = [
            "app deploys to iOS \(inventory.app.deploymentTarget), links the iOS \(inventory.app.linkedSDK) SDK"
        ]
        setting += screenSettings(inventory.screen)
        if let app = example.appContext {
            setting.append(
                "\(app.verticalOptOutCount) of the app's \(app.screenCount) screens opt out of vertical bars")
        }
        lines.append("Screen `\(inventory.screen.name)`: " + setting.joined(separator: "; ") + ".")
        lines.append("")
        if !inventory.groups.isEmpty {
            for group in inventory.groups {
                lines.append(
                    "- Group `\(group.name)` at \(group.placement.rawValue), priority "
                        + "\(group.priority.map(String.init(describing:)) ?? "automatic")")
            }
            lines.append("")
        }
        if inventory.commands.isEmpty {
            lines += ["No toolbar commands.", ""]
        } else {
            lines += [
                "| Key | Title | Content | Class | Placement | Priority | Details |", "|---|---|---|---|---|---|---|"
            ]
            for command in inventory.commands {
                lines.append(
                    "| `\(command.key)` | \(cell(command.title)) | \(command.content.rawValue) | "
                        + "\(command.classification?.rawValue ?? "—") | \(command.placement.rawValue) | "
                        + "\(inventory.effectivePriority(of: command)) | \(cell(details(command))) |")
            }
            lines.append("")
        }
        for input in example.scenarios {
            let places =
                input.layout.items.map { "`\($0.key)` \($0.region.rawValue)" }
                + input.layout.overflow.map { "`\($0.key)` overflowMenu (\($0.reason.rawValue))" }
                + input.layout.missing.map { "`\($0.key)` \($0.region.rawValue) (\($0.reason.rawValue))" }
            lines.append(
                "Layout in `\(input.scenario.name)` (\(Breakpoint.format(input.scenario.width))×"
                    + "\(Breakpoint.format(input.scenario.height)) pt): " + places.joined(separator: " · "))
            lines.append("")
            if let sweep = input.sweep {
                let points = sweep.breakpoints.map {
                    "`\($0.key)` \($0.below.rawValue) → \($0.atOrAbove.rawValue) at \(Breakpoint.format($0.width)) pt"
                }
                lines.append(
                    "Sweep from \(Breakpoint.format(sweep.from)) to \(Breakpoint.format(sweep.to)) pt: "
                        + (points.isEmpty ? "no breakpoints" : points.joined(separator: " · ")))
                lines.append("")
            }
        }
        lines += outcome(item.check(example.context)) + [""]
        return lines
    }

    private static func outcome(_ check: ItemCheck) -> [String] {
        switch check {
        case .pass, .fail([]):
            return ["Result: **pass**."]
        case .notApplicable(let why):
            return ["Result: **not applicable** — \(why)."]
        case .needsSignOff:
            return ["Result: **needs review** until someone signs it off."]
        case .fail(let issues):
            return ["Result: **fail**:", ""]
                + issues.map { issue in
                    var location = [issue.commandKey.map { "`\($0)`" }, issue.scenario.map { "in `\($0)`" }]
                        .compactMap { $0 }
                    if let widths = issue.widthRange { location.append("at \(widths)") }
                    return "- " + (location.isEmpty ? "" : location.joined(separator: " ") + ": ") + issue.message
                }
        }
    }

    private static func screenSettings(_ screen: Screen) -> [String] {
        var out: [String] = []
        if let search = screen.search { out.append("search (\(search.rawValue))") }
        if screen.scrollPrimary { out.append("scroll-primary content") }
        if screen.minimization != .automatic { out.append("minimizes \(screen.minimization.rawValue)") }
        if screen.verticalBehavior != .automatic {
            out.append("vertical behaviour \(screen.verticalBehavior.rawValue)")
        }
        if let reason = screen.verticalOptOutReason { out.append("opt-out reason \"\(reason)\"") }
        if screen.toolbarRole != .automatic { out.append("toolbarRole(.\(screen.toolbarRole.rawValue))") }
        if screen.navigationKind != .root { out.append(screen.navigationKind.rawValue) }
        if screen.availabilityGated { out.append("availability-gated") }
        return out
    }

    private static func details(_ command: Command) -> String {
        var out: [String] = []
        if let group = command.group { out.append("group \(group)") }
        if command.essential { out.append("essential") }
        if command.role != .none { out.append("role \(command.role.rawValue)") }
        if command.needsConfirmation { out.append("asks for confirmation") }
        if command.sizeClassCondition != .always { out.append("only when \(command.sizeClassCondition.rawValue)") }
        if command.axis != .automatic { out.append("axis \(command.axis.rawValue)") }
        if let usage = command.usage { out.append("used \(usage.rawValue)") }
        if let alternate = command.alternateTitle { out.append("switches to \"\(alternate)\"") }
        if let spacer = command.spacer { out.append("\(spacer.rawValue) spacer") }
        if let label = command.accessibilityLabel { out.append("spoken \"\(label)\"") }
        if let badge = command.badge { out.append("badge \(badge)") }
        if let symbol = command.symbol, command.symbol != "circle" { out.append("symbol \(symbol)") }
        if let info = command.customView {
            var custom = ["\(Breakpoint.format(info.width)) pt wide"]
            if info.reactsToActiveState { custom.append("reads appearsActive") }
            if info.showsTextAndSymbol { custom.append("text and symbol") }
            if info.adaptsToVerticalBar { custom.append("own vertical layout") }
            out.append(custom.joined(separator: ", "))
        }
        return out.joined(separator: "; ")
    }

    private static func cell(_ text: String) -> String {
        text.isEmpty ? "—" : text.replacingEvery("|", with: "\\|")
    }
}

extension String {
    /// The string without blank lines at its end.
    fileprivate func replacingTrailingBlankLines() -> String {
        var text = self
        while text.hasSuffix("\n") { text.removeLast() }
        return text
    }
}
