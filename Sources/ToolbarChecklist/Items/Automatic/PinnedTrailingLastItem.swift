import ToolbarModel

extension ChecklistItem {
    /// A pinned item is the trailing-most visible item.
    static let pinnedTrailingLast = ChecklistItem(
        ItemDescription(
            id: "pinned-trailing-last",
            title: "A pinned item is the trailing-most visible item",
            rationale: """
                Seed 000: "Keep Share pinned at the trailing edge … it is visually expected near the trailing \
                edge" and "Does Share stay where people expect it?" A visible item after the pinned one moves it \
                away from the edge.
                """,
            severity: .warning,
            triggering: [
                ItemExample(
                    "Export is shown after the pinned Share",
                    Kit.inventory([
                        Kit.command("share", .primary, .topBarPinnedTrailing, order: 1),
                        Kit.command("export", .secondary, order: 2),
                    ]),
                    scenarios: [Kit.layout(Kit.portrait, [("share", .pinnedTrailing, .declared), ("export", .trailing, .declared)])]),
            ],
            nonTriggering: [
                ItemExample(
                    "Share is the last visible item",
                    Kit.inventory([
                        Kit.command("export", .secondary, order: 1),
                        Kit.command("share", .primary, .topBarPinnedTrailing, order: 2),
                    ]),
                    scenarios: [Kit.layout(Kit.portrait, [("export", .trailing, .declared), ("share", .pinnedTrailing, .declared)])]),
            ]
        )
    ) { context in
        let pinned = Set(context.commands.filter { $0.placement == .topBarPinnedTrailing }.map(\.key))
        guard !pinned.isEmpty else { return .notApplicable("nothing is pinned") }
        guard !context.scenarios.isEmpty else { return .notApplicable("no scenario layouts to judge") }
        var issues: [Issue] = []
        for input in context.scenarios where !input.isVertical {
            let trailing = input.layout.items.filter { $0.place == .trailing || $0.place == .pinnedTrailing }
            for item in trailing where pinned.contains(item.key) {
                guard let after = trailing.first(where: { $0.order > item.order && !pinned.contains($0.key) }) else {
                    continue
                }
                issues.append(Issue(
                    commandKey: item.key, scenario: input.scenario.name,
                    "pinned \(item.key) is not the trailing-most visible item in \(input.scenario.name): "
                        + "\(after.key) comes after it"))
            }
        }
        return .from(issues)
    }
}
