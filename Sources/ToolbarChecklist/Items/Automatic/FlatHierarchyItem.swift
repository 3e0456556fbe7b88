import ToolbarModel

extension ChecklistItem {
    /// A crowded screen tells the system nothing about which commands matter.
    static let flatHierarchy = ChecklistItem(
        ItemDescription(
            id: "flat-hierarchy",
            title: "A crowded toolbar expresses its command hierarchy",
            rationale: """
                Seed 000: the crowded editor "treats every command as equally important. SwiftUI can adapt the \
                toolbar, but it does not know your product hierarchy." A screen with \(crowdedCount) or more \
                commands needs a priority, a pinned item or a deliberate overflow menu (toolbar-evidence §3, \
                pitfall 1).
                """,
            severity: .error,
            triggering: [
                ItemExample("Six trailing commands, all at the default priority, none in overflow", Kit.inventory(
                    ["undo", "redo", "crop", "filters", "export", "share"].enumerated().map {
                        Kit.command($0.element, .primary, order: $0.offset + 1)
                    })),
            ],
            nonTriggering: [
                ItemExample("The same commands with Undo at high priority", Kit.inventory(
                    ["undo", "redo", "crop", "filters", "export", "share"].enumerated().map {
                        Kit.command($0.element, .primary, order: $0.offset + 1) {
                            if $0.key == "undo" { $0.priority = .high }
                        }
                    })),
                ItemExample("Three commands are not crowded", Kit.inventory([
                    Kit.command("undo", .primary, order: 1), Kit.command("redo", .primary, order: 2),
                    Kit.command("share", .primary, order: 3),
                ])),
            ]
        )
    ) { context in
        let commands = context.commands
        guard commands.count >= crowdedCount else {
            return .notApplicable("fewer than \(crowdedCount) commands: not crowded")
        }
        guard !context.expressesHierarchy else { return .pass }
        return .fail([ItemFinding(
            "all \(commands.count) commands share the default priority, none is pinned and none is in an "
                + "overflow menu on purpose: the system cannot tell which ones matter")])
    }

    /// How many commands make a toolbar crowded [I]: more than fit beside a title at 402 pt
    /// (toolbar-evidence §1, "~3–4 with a short one").
    static let crowdedCount = 5
}
