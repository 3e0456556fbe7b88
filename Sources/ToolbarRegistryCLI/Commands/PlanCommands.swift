import ToolbarChecklist
import ToolbarCodegen
import ToolbarModel
import ToolbarRegistry
import ToolbarSolver

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `toolbar-registry plan` and `generate`.
enum PlanCommands {
    enum PlanOptions {
        static let apply = OptionKey.flag("--apply", help: "Write the plan into the registry.")
        static let scenario = OptionKey.repeated(
            "--scenario", valueName: "name", help: "Judge in these scenarios only (default: all).")
    }

    static let plan = CommandSpec(
        "plan", abstract: "Propose the toolbar a screen should ship, from its command hierarchy, judged before/after.",
        discussion: """
            Every command gets a decision with its reason (seed 000's method): related primaries in one \
            high-priority group, one pinned trailing action, secondary tools when there is room, overflow and \
            destructive commands in a ToolbarOverflowMenu. The solver and checklist then compare the current and \
            the planned toolbar in every registered scenario; a decision that would make a checklist item worse \
            is withdrawn. --apply writes the plan in one transaction, with a change-log entry per change.
            Example: toolbar-registry plan "PhotoEditor/Crowded Editor" --apply
            """,
        arguments: [.required("screen", help: "App/Screen.")],
        options: [PlanOptions.apply.spec, PlanOptions.scenario.spec, GlobalOptions.format.spec],
        run: { parsed in
            let path = try parsed.recordPath("screen", depth: 2...2)
            let registry = try parsed.openRegistry(try parsed[PlanOptions.apply] ? .write : .read)
            let names = try parsed[PlanOptions.scenario]
            let scenarios = names.isEmpty ? nil : try names.map { try registry.scenario($0) }
            let result =
                try parsed[PlanOptions.apply]
                ? try registry.applyPlan(path, scenarios: scenarios) : try registry.plan(path, scenarios: scenarios)
            if try parsed.wantsJSON {
                parsed.printJSON("plan", result.json(path: path))
            } else {
                parsed.output.block(PlanReport.text(result, path: path))
            }
            return .success
        })

    enum GenerateOptions {
        static let swiftui = OptionKey.flag("--swiftui", help: "Write SwiftUI.")
        static let uikit = OptionKey.flag("--uikit", help: "Write UIKit.")
        static let xcuitest = OptionKey.flag(
            "--xcuitest", help: "Write an XCUITest recording the toolbar (docs/observations.md).")
        static let typeName = OptionKey.string(
            "--type-name", valueName: "name", help: "The view or view controller's type name.")
    }

    static let outputOption = GlobalOptions.output.with(
        help: "Write to this file (replaced safely) instead of standard output; '-' is stdout.")

    static let generate = CommandSpec(
        "generate",
        abstract: "Write the registered toolbar as SwiftUI or UIKit code, or an XCUITest that records it on devices.",
        discussion: """
            SwiftUI: .toolbar { } content split into named @ToolbarContentBuilder properties, size-class \
            conditions, confirmation dialogs, iOS 27 APIs behind #available when the app deploys to an older \
            release (the screen is then recorded as gated). UIKit: navigationItem groups, pinnedTrailingGroup, \
            additionalOverflowItems. Each command carries a `// toolbar-registry:` comment that scan reads back \
            and an accessibility identifier toolbar.<key> that UI tests find it by. XCUITest: a test that writes \
            what the toolbar shows as an observation document for 'observe import' (docs/observations.md).
            Example: toolbar-registry generate "PhotoEditor/Refactored Editor" --swiftui --output Toolbar.swift
            """,
        arguments: [.required("screen", help: "App/Screen.")],
        options: [
            GenerateOptions.swiftui.spec, GenerateOptions.uikit.spec, GenerateOptions.xcuitest.spec,
            outputOption.spec, GenerateOptions.typeName.spec
        ],
        run: { parsed in
            let path = try parsed.recordPath("screen", depth: 2...2)
            let swiftUI = try parsed[GenerateOptions.swiftui]
            let uiKit = try parsed[GenerateOptions.uikit]
            let xcuiTest = try parsed[GenerateOptions.xcuitest]
            guard [swiftUI, uiKit, xcuiTest].filter({ $0 }).count == 1 else {
                throw UsageError("Give exactly one of '--swiftui', '--uikit' and '--xcuitest'.")
            }
            if let name = try parsed[GenerateOptions.typeName], !GeneratorOptions.isValidTypeName(name) {
                throw UsageError(
                    "The value '\(name.debugPreview)' is invalid for '--type-name': expected a Swift type name.")
            }
            let registry = try parsed.openRegistry(.read)
            let destination = try parsed.checkedOutputFile(registry)
            let code = try registry.generate(
                path, framework: swiftUI ? .swiftUI : uiKit ? .uiKit : .xcuiTest,
                typeName: try parsed[GenerateOptions.typeName])
            try parsed.writeResult(registry, to: destination) { $0(code) }
            return .success
        })
}

// MARK: - Reports

/// The plan as text and as JSON.
enum PlanReport {
    static func text(_ result: PlanResult, path: RecordPath) -> String {
        let plan = result.plan
        let judgement = result.judgement
        var lines: [String] = []
        let changes = plan.decisions.filter { !$0.kept }.count
        lines.append(
            "Plan for \(path): \(plan.decisions.count) decisions, \(changes) change the toolbar"
                + (result.applied ? " (applied)" : ""))
        lines.append("")
        var decisions = TextTable(headers: ["COMMAND", "PLAN", "STATUS", "WHY"])
        for decision in plan.decisions {
            decisions.addRow([
                decision.key ?? "(screen)", decision.action, decision.kept ? "kept" : "change",
                decision.reason
            ])
        }
        lines.append(decisions.render())
        lines.append("")
        var checklist = TextTable(headers: ["CHECKLIST ITEM", "BEFORE", "AFTER"])
        for item in judgement.items
        where item.before != item.after || item.findingsBefore != item.findingsAfter
            || item.after == .fail
        {
            checklist.addRow([
                item.itemID, verdict(item.before, item.findingsBefore),
                verdict(item.after, item.findingsAfter)
            ])
        }
        if checklist.rows.isEmpty {
            lines.append("Checklist: no item changes.")
        } else {
            lines.append(checklist.render())
        }
        let better = judgement.items.filter(\.isBetter).count
        lines.append("\(better) item(s) fixed, \(judgement.worsened.count) made worse.")
        if let scenario = judgement.horizontalScenario {
            lines.append("")
            lines.append("Horizontal (\(scenario), widths \(widths)):")
            judgement.visibility.forEach { lines.append("  " + $0.horizontalSentence) }
        }
        if let scenario = judgement.verticalScenario {
            lines.append("")
            lines.append("Vertical (\(scenario), widths \(widths)):")
            judgement.visibility.forEach { lines.append("  " + $0.verticalSentence) }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static var widths: String {
        let range = ToolbarPlan.sweepWidths
        return "\(Breakpoint.format(range.lowerBound))–\(Breakpoint.format(range.upperBound)) pt"
    }

    static func verdict(_ verdict: Verdict, _ findings: Int) -> String {
        verdict == .fail ? "fail (\(findings))" : verdict.rawValue
    }
}
