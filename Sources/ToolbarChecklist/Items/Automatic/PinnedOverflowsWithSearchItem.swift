import ToolbarModel
import ToolbarSolver

extension ChecklistItem {
    /// A pinned item moves to overflow while search is active.
    static let pinnedOverflowsWithSearch = ChecklistItem(
        ItemDescription(
            id: "pinned-overflows-with-search",
            title: "Pinned items stay visible with search active",
            rationale: """
                The SwiftUI documentation for ToolbarItemPlacement.topBarPinnedTrailing: "Pinned items only move to the \
                overflow menu when search is active and there isn't enough room." The article "Make SwiftUI Toolbars Work In \
                Resizable iPhone Apps" adds: "Test search explicitly." When the layout shows it, the manual search check \
                (manual-search) must be signed off. A screen without search is not asked.
                """,
            severity: .warning,
            triggering: [
                ItemExample(
                    "Share goes to overflow with search active",
                    Kit.inventory(
                        screen: Kit.screen { $0.search = .toolbar },
                        [
                            Kit.command("share", .primary, .topBarPinnedTrailing, order: 1)
                        ]),
                    scenarios: [Kit.layout(Kit.search, [.overflow("share", .searchActive)])])
            ],
            nonTriggering: [
                ItemExample(
                    "A screen without search: an active-search scenario says nothing about it",
                    Kit.inventory([Kit.command("share", .primary, .topBarPinnedTrailing, order: 1)]),
                    scenarios: [Kit.layout(Kit.search, [.shown("share", .pinnedTrailing)])]),
                ItemExample(
                    "Share stays pinned with search active",
                    Kit.inventory(
                        screen: Kit.screen { $0.search = .toolbar },
                        [
                            Kit.command("share", .primary, .topBarPinnedTrailing, order: 1)
                        ]),
                    scenarios: [Kit.layout(Kit.search, [.shown("share", .pinnedTrailing)])])
            ]
        )
    ) { context in
        guard context.inventory.screen.hasSearch else { return .notApplicable("the screen has no search") }
        let pinned = context.commands.filter { $0.placement == .topBarPinnedTrailing }
        guard !pinned.isEmpty else { return .notApplicable("nothing is pinned") }
        let searching = context.scenarios.filter(\.scenario.searchActive)
        guard !searching.isEmpty else { return .notApplicable("no scenario with search active applies") }
        var issues: [ItemFinding] = []
        for input in searching {
            for command in pinned where input.isInOverflow(command.key) {
                issues.append(
                    ItemFinding(
                        commandKey: command.key, scenario: input.scenario.name,
                        widthRange: input.width,
                        "pinned \(context.name(command)) moves to the overflow menu with search active in "
                            + "\(input.scenario.name); sign off the manual search check (manual-search)"))
            }
        }
        return .from(issues)
    }
}
