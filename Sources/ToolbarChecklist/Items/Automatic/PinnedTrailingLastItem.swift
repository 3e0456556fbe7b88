import ToolbarModel
import ToolbarSolver

extension ChecklistItem {
    /// A pinned item is the trailing-most visible item.
    static let pinnedTrailingLast = ChecklistItem(
        ItemDescription(
            id: "pinned-trailing-last",
            title: "A pinned item is the trailing-most visible item",
            rationale: """
                The article "Make SwiftUI Toolbars Work In Resizable iPhone Apps": keep Share pinned at the trailing edge — \
                "it is visually expected near the trailing edge" — and ask "Does Share stay where people expect it?" A \
                visible item after the pinned one moves it away from the edge.
                """,
            severity: .warning,
            triggering: [
                ItemExample(
                    "Export is shown after the pinned Share",
                    Kit.inventory([
                        Kit.command("share", .primary, .topBarPinnedTrailing, order: 1),
                        Kit.command("export", .secondary, order: 2)
                    ]),
                    scenarios: [
                        Kit.layout(Kit.portrait, [.shown("share", .pinnedTrailing), .shown("export", .trailing)])
                    ])
            ],
            nonTriggering: [
                ItemExample(
                    "Share is the last visible item",
                    Kit.inventory([
                        Kit.command("export", .secondary, order: 1),
                        Kit.command("share", .primary, .topBarPinnedTrailing, order: 2)
                    ]),
                    scenarios: [
                        Kit.layout(Kit.portrait, [.shown("export", .trailing), .shown("share", .pinnedTrailing)])
                    ])
            ]
        )
    ) { context in
        let pinned = Set(context.commands.filter { $0.placement == .topBarPinnedTrailing }.map(\.key))
        guard !pinned.isEmpty else { return .notApplicable("nothing is pinned") }
        guard !context.scenarios.isEmpty else { return .notApplicable("no scenario layouts to judge") }
        var issues: [ItemFinding] = []
        for input in context.scenarios where !input.isVertical {
            let bar = input.layout.items.filter { $0.bar == .navigationBar }
            for item in bar where pinned.contains(item.key) {
                let after = bar.first { other in
                    !pinned.contains(other.key)
                        && position(of: other, in: input.layout) > position(of: item, in: input.layout)
                }
                guard let after else { continue }
                issues.append(
                    ItemFinding(
                        commandKey: item.key, scenario: input.scenario.name,
                        "pinned \(item.key) is not the trailing-most visible item in \(input.scenario.name): "
                            + "\(after.key) comes after it"))
            }
        }
        return .from(issues)
    }

    /// Where an item sits along its bar in reading order: from its x when the solver gives one
    /// (mirrored back in a right-to-left layout), else region then order.
    private static func position(of item: PlacedItem, in layout: Layout) -> Double {
        if let x = layout.readingPosition(of: item) { return x }
        let regions: [Region] = [.leading, .principal, .center, .trailing, .pinnedTrailing]
        return Double((regions.firstIndex(of: item.region) ?? 0) * 1000 + item.order)
    }
}
