import ToolbarModel

extension ChecklistItem {
    /// Search-active pass.
    static let manualSearch = manual(
        id: "manual-search",
        title: "Search-active pass",
        rationale: """
            The article "Make SwiftUI Toolbars Work In Resizable iPhone Apps": "Search active, if the screen has search" \
            and "pinned trailing items move into overflow when search is active and there is not enough room. Test \
            search explicitly."
            """,
        severity: .warning,
        triggering: [
            ItemExample(
                "A screen with search",
                Kit.inventory(
                    screen: Kit.screen { $0.search = .toolbar }, [Kit.command("share", .primary, order: 1)]))
        ],
        nonTriggering: [ItemExample("A screen without search", Kit.anyScreen)],
        notApplicable: { $0.inventory.screen.hasSearch ? nil : "the screen has no search" }
    )
}
