import ToolbarCodegen
import ToolbarModel

/// Which framework `generate` writes.
public enum CodeFramework: String, Sendable, CaseIterable {
    /// SwiftUI `.toolbar { }` content.
    case swiftUI
    /// A UIKit view controller's `navigationItem`.
    case uiKit
    /// An XCUITest that records what the toolbar shows on a device as an observation document
    /// (docs/observations.md).
    case xcuiTest
}

/// A plan for one screen with its before/after judgement.
public struct PlanResult: Sendable {
    /// The plan: current and planned inventory, a decision per command.
    public var plan: ToolbarPlan
    /// Checklist and visibility, before → after.
    public var judgement: PlanJudgement
    /// Whether the plan was written into the registry.
    public var applied: Bool
}

extension Registry {
    // MARK: - Plan

    /// Plans the screen's toolbar from its command hierarchy and judges it in `scenarios` (all
    /// registered scenarios when nil). Decisions that would make a checklist item worse there are
    /// withdrawn. Reads only.
    public func plan(_ screenPath: RecordPath, scenarios: [Scenario]? = nil) throws -> PlanResult {
        let inventory = try inventory(screenPath)
        let scenarios = try scenarios ?? self.scenarios()
        let (plan, judgement) = Planner.judgedPlan(inventory, in: scenarios)
        return PlanResult(plan: plan, judgement: judgement, applied: false)
    }

    /// Plans the screen and writes the plan into the registry in one transaction: groups added,
    /// changed or removed, every command updated and moved into its planned place, the screen's
    /// settings changed; each change is a change-log entry by ``author``.
    public func applyPlan(_ screenPath: RecordPath, scenarios: [Scenario]? = nil) throws -> PlanResult {
        try write {
            var result = try plan(screenPath, scenarios: scenarios)
            try apply(result.plan, at: screenPath)
            result.applied = true
            return result
        }
    }

    /// Writes `plan.after` over the screen (inside the caller's transaction).
    private func apply(_ plan: ToolbarPlan, at path: RecordPath) throws {
        let before = plan.before
        let after = plan.after
        func byName(_ groups: [ToolbarGroup]) -> [String: ToolbarGroup] {
            Dictionary(groups.map { (RecordName.foldedKey($0.name), $0) }, uniquingKeysWith: { first, _ in first })
        }
        let planned = byName(after.groups)
        let existing = byName(before.groups)
        // 1. Take commands out of groups they leave or whose placement changes.
        for command in before.commands {
            guard let name = command.group.map(RecordName.foldedKey) else { continue }
            let target = after.commands.first { $0.key == command.key }
            let stays =
                target?.group.map(RecordName.foldedKey) == name
                && planned[name]?.placement == existing[name]?.placement
            if !stays {
                let commandPath = RecordPath(app: path.app, screen: path.screen, command: command.key)
                try moveCommand(commandPath, Move(group: .some(nil)))
            }
        }
        // 2. Groups: change, add.
        for group in after.groups {
            let key = RecordName.foldedKey(group.name)
            if let old = existing[key] {
                if old != group { try updateGroup(path, name: old.name) { $0 = group } }
            } else {
                try addGroup(path, group)
            }
        }
        // 3. Commands: fields, then group, placement and position in planned order.
        for command in after.commands {
            let commandPath = RecordPath(app: path.app, screen: path.screen, command: command.key)
            if before.commands.contains(where: { $0.key == command.key }) {
                try moveCommand(
                    commandPath,
                    Move(
                        position: command.order, group: .some(command.group),
                        placement: command.placement))
                try updateCommand(commandPath) { stored in
                    let keep = (stored.group, stored.placement, stored.order)
                    stored = command
                    (stored.group, stored.placement, stored.order) = keep
                }
            } else {
                try addCommand(path, command, position: command.order)
            }
        }
        // 4. Groups nobody uses any more.
        for group in before.groups where planned[RecordName.foldedKey(group.name)] == nil {
            try removeGroup(path, name: group.name, force: false)
        }
        // 5. The screen's settings.
        if after.screen != before.screen {
            try updateScreen(path) { $0 = after.screen }
        }
    }

    // MARK: - Generate

    /// The toolbar code for the registered screen. When it wraps iOS 27 APIs in `#available`
    /// checks and the screen is not yet recorded as gated, the screen is marked gated (one
    /// change-log entry). A `typeName` that cannot name a Swift type is refused
    /// (``GeneratorOptions/isValidTypeName(_:)``).
    public func generate(_ screenPath: RecordPath, framework: CodeFramework, typeName: String? = nil) throws -> String {
        if let typeName, !GeneratorOptions.isValidTypeName(typeName) {
            throw RegistryError.invalid(
                .invalidValue(field: "type name", value: typeName, reason: "expected a Swift type name"))
        }
        if framework == .xcuiTest {
            return XCUITestGenerator.generate(try inventory(screenPath), options: GeneratorOptions(typeName: typeName))
        }
        return try write {
            var inventory = try inventory(screenPath)
            if AvailabilityGate.required(for: inventory) != nil, !inventory.screen.availabilityGated {
                try updateScreen(screenPath) { $0.availabilityGated = true }
                inventory.screen.availabilityGated = true
            }
            let options = GeneratorOptions(typeName: typeName)
            switch framework {
            case .swiftUI: return SwiftUIGenerator.generate(inventory, options: options)
            case .uiKit: return UIKitGenerator.generate(inventory, options: options)
            case .xcuiTest: return XCUITestGenerator.generate(inventory, options: options)
            }
        }
    }
}
