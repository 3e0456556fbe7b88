import ToolbarModel

extension ChecklistItem {
    /// At most two pinned trailing items.
    static let pinnedTrailingLimit = ChecklistItem(
        ItemDescription(
            id: "pinned-trailing-limit",
            title: "At most two pinned trailing items",
            rationale: """
                The article "Make SwiftUI Toolbars Work In Resizable iPhone Apps": "Reserve pinned trailing placement for \
                one or two commands that truly need to stay visible. If everything is pinned, nothing is." (SwiftUI \
                documentation: ToolbarItemPlacement.topBarPinnedTrailing.)
                """,
            severity: .warning,
            triggering: [
                ItemExample(
                    "Three commands are pinned",
                    Kit.inventory(
                        ["share", "done", "export"].enumerated().map {
                            Kit.command($0.element, .primary, .topBarPinnedTrailing, order: $0.offset + 1)
                        }))
            ],
            nonTriggering: [
                ItemExample(
                    "Only Share is pinned",
                    Kit.inventory([
                        Kit.command("crop", .secondary, order: 1),
                        Kit.command("share", .primary, .topBarPinnedTrailing, order: 2)
                    ]))
            ]
        )
    ) { context in
        let pinned = context.commands.filter { $0.placement == .topBarPinnedTrailing }
        guard !pinned.isEmpty else { return .notApplicable("nothing is pinned") }
        guard pinned.count > 2 else { return .pass }
        // The count is what was measured: one more pinned item is a new finding.
        return .fail([
            ItemFinding(
                measured: "\(pinned.count) pinned",
                "\(pinned.count) items are pinned trailing (\(pinned.map(\.key).joined(separator: ", "))): "
                    + "if everything is pinned, nothing is")
        ])
    }
}
