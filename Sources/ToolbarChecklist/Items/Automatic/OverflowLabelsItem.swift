import ToolbarModel

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
        var inOverflow = Set(context.commands.filter { $0.placement == .overflowMenu }.map(\.key))
        var whereSeen: [String: String] = [:]
        for input in context.scenarios {
            for item in input.layout.overflow where !item.isDivider && !inOverflow.contains(item.key) {
                inOverflow.insert(item.key)
                whereSeen[item.key] = input.scenario.name
            }
        }
        let candidates = context.commands.filter { inOverflow.contains($0.key) }
        guard !candidates.isEmpty else { return .notApplicable("no command reaches the overflow menu") }
        var issues: [ItemFinding] = []
        for command in candidates {
            let scenario = whereSeen[command.key]
            if command.content == .custom {
                issues.append(
                    ItemFinding(
                        commandKey: command.key, scenario: scenario,
                        "custom view \(context.name(command)) would appear blank in the overflow menu"))
            } else if command.title.allSatisfy({ $0.isWhitespace && !$0.isNewline }) {
                issues.append(
                    ItemFinding(
                        commandKey: command.key, scenario: scenario,
                        "\(command.key) has no text title: a mystery icon in the overflow menu"))
            }
        }
        return .from(issues)
    }
}
