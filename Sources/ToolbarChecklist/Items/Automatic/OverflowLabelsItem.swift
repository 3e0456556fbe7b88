import ToolbarModel
import ToolbarSolver

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension ChecklistItem {
    /// Overflow entries have a complete text label.
    static let overflowLabels = ChecklistItem(
        ItemDescription(
            id: "overflow-labels",
            title: "Overflow entries have complete labels",
            rationale: """
                The article "Make SwiftUI Toolbars Work In Resizable iPhone Apps" asks: "Does overflow contain complete \
                labels, not mystery icons?" A custom view has no menu form and shows as a blank row (LoopKit/Loop#2515, \
                software-mansion/react-native-screens#4587), and a bare image has no title to show.
                """,
            severity: .error,
            triggering: [
                ItemExample(
                    "A custom status view and an untitled symbol are in the overflow menu",
                    Kit.inventory([
                        Command(
                            key: "status", title: "Status", content: .custom, customView: CustomViewInfo(width: 80),
                            classification: .overflow, placement: .overflowMenu, order: 1),
                        Command(
                            key: "tune", title: "", symbol: "slider.horizontal.3", content: .symbol,
                            classification: .overflow, placement: .overflowMenu, order: 2)
                    ]))
            ],
            nonTriggering: [
                ItemExample(
                    "Export has a title and a symbol",
                    Kit.inventory([
                        Kit.command("export", .overflow, .overflowMenu, order: 1)
                    ]))
            ]
        )
    ) { context in
        // Only a custom view or a command without a text title makes a finding, so the menus are
        // searched for those few; for the rest it is enough that one command reaches a menu (pass,
        // not "not applicable"). Keeping a set and a dictionary of every key in every scenario's
        // menu hashed every entry of every layout.
        var issues: [ItemFinding] = []
        for command in context.commands {
            let custom = command.content == .custom
            guard custom || command.title.allSatisfy({ $0.isWhitespace && !$0.isNewline }) else { continue }
            guard let seen = overflowSighting(of: command.key, in: context) else { continue }
            issues.append(
                ItemFinding(
                    commandKey: command.key, scenario: seen.scenario,
                    custom
                        ? "custom view \(context.name(command)) would appear blank in the overflow menu"
                        : "\(command.key) has no text title: a mystery icon in the overflow menu"))
        }
        guard !issues.isEmpty || reachesOverflow(context) else {
            return .notApplicable("no command reaches the overflow menu")
        }
        return .from(issues)
    }

    /// Where a command reaches the overflow menu.
    private struct Sighting {
        /// The first scenario whose menu shows it; `nil` when its placement puts it there.
        var scenario: String?
    }

    /// Whether `key` reaches the overflow menu: placed there (no scenario named), else the first
    /// scenario whose menu shows it as a row (not a divider). `nil` when it never does.
    private static func overflowSighting(of key: String, in context: CheckContext) -> Sighting? {
        let placed = context.commands.withUnsafeBufferPointer { commands in
            commands.indices.contains { commands[$0].key == key && commands[$0].placement == .overflowMenu }
        }
        if placed { return Sighting(scenario: nil) }
        for input in context.scenarios where input.layout.showsInOverflowRow(key) {
            return Sighting(scenario: input.scenario.name)
        }
        return nil
    }

    /// Whether any command of the screen reaches the overflow menu: placed there, or a row of some
    /// scenario's menu. Menus are read row by row, and most rows are a command's.
    private static func reachesOverflow(_ context: CheckContext) -> Bool {
        context.commands.withUnsafeBufferPointer { commands in
            if commands.indices.contains(where: { commands[$0].placement == .overflowMenu }) { return true }
            return context.scenarios.contains { input in
                input.layout.overflow.withUnsafeBufferPointer { overflow in
                    overflow.indices.contains { row in
                        !overflow[row].isDivider && commands.indices.contains { commands[$0].key == overflow[row].key }
                    }
                }
            }
        }
    }
}

extension Layout {
    /// Whether the overflow menu has a row (not a divider) for `key`, its entries read in place.
    fileprivate func showsInOverflowRow(_ key: String) -> Bool {
        overflow.withUnsafeBufferPointer { overflow in
            overflow.indices.contains { !overflow[$0].isDivider && overflow[$0].key == key }
        }
    }
}
