import ToolbarModel

extension ChecklistItem {
    /// Related primary commands — side by side in one bar region — share one high-priority group.
    static let primaryGroupPriority = ChecklistItem(
        ItemDescription(
            id: "primary-group-priority",
            title: "Related primary commands are grouped with high priority",
            rationale: """
                The article "Make SwiftUI Toolbars Work In Resizable iPhone Apps": "Group related primary commands \
                with ToolbarItemGroup" and "Apply .visibilityPriority(.high) to the group that should survive \
                tight widths" — Undo and Redo are a pair. In the WWDC26 session "What's new in SwiftUI" the \
                high priority on the Undo/Redo ToolbarItemGroup keeps both buttons. Primary commands are \
                related when they sit next to each other in one bar region; a primary on its own, one in \
                another region, a custom view (a cart total is information, not a button to group), a pinned \
                item and the navigation placements (Cancel, Done, Back) are left out.
                """,
            severity: .warning,
            triggering: [
                ItemExample(
                    "Undo and Redo are side by side, not grouped, at the default priority",
                    Kit.inventory([
                        Kit.command("undo", .primary, .topBarLeading, order: 1),
                        Kit.command("redo", .primary, .topBarLeading, order: 2)
                    ])),
                ItemExample(
                    "Undo and Redo share a group that is not high priority",
                    Kit.inventory(
                        groups: [ToolbarGroup(name: "tools", placement: .topBarTrailing)],
                        [
                            Kit.command("undo", .primary, order: 1) { $0.group = "tools" },
                            Kit.command("redo", .primary, order: 2) { $0.group = "tools" },
                            Kit.command("crop", .secondary, order: 3) { $0.group = "tools" }
                        ]))
            ],
            nonTriggering: [
                ItemExample(
                    "Undo and Redo share a high-priority group",
                    Kit.inventory(
                        groups: [undoRedo],
                        [
                            Kit.command("undo", .primary, .topBarLeading, order: 1) { $0.group = "undo-redo" },
                            Kit.command("redo", .primary, .topBarLeading, order: 2) { $0.group = "undo-redo" }
                        ])),
                ItemExample(
                    "Mailboxes in the navigation bar and Compose in the bottom bar are unrelated",
                    Kit.inventory([
                        Kit.command("mailboxes", .primary, .topBarLeading, order: 1),
                        Kit.command("compose", .primary, .bottomBar, order: 2)
                    ])),
                ItemExample(
                    "An informational Total beside Checkout: a custom view is not a command to group",
                    Kit.inventory([
                        Command(
                            key: "total", title: "Total", content: .custom, customView: CustomViewInfo(width: 96),
                            classification: .primary, placement: .bottomBar, order: 1),
                        Kit.command("checkout", .primary, .bottomBar, order: 2)
                    ])),
                ItemExample(
                    "A modal's Done is a navigation placement, not a command to group",
                    Kit.inventory([
                        Kit.command("done", .primary, .confirmationAction, order: 1),
                        Kit.command("send", .primary, .topBarTrailing, order: 2)
                    ])),
                ItemExample(
                    "Share and Print are primaries with Crop between them",
                    Kit.inventory([
                        Kit.command("share", .primary, order: 1), Kit.command("crop", .secondary, order: 2),
                        Kit.command("print", .primary, order: 3)
                    ]))
            ]
        )
    ) { context in
        let runs = relatedPrimaryRuns(context)
        guard !runs.isEmpty else {
            return .notApplicable("no primary commands sit next to each other in one bar region")
        }
        var issues: [ItemFinding] = []
        for run in runs {
            let names = run.map(context.name)
            let list = names.dropLast().joined(separator: ", ") + " and " + (names.last ?? "")
            let measured = "related " + run.map(\.key).joined(separator: "+")
            let groups = Set(run.map { $0.group.map(RecordName.foldedKey) })
            guard groups.count == 1, let name = run[0].group, let group = context.inventory.group(named: name) else {
                issues.append(
                    ItemFinding(
                        commandKey: run[0].key, measured: measured,
                        "primaries \(list) sit next to each other but are not one ToolbarItemGroup: group them"
                            + (context.hierarchyAPIsUnavailable == nil
                                ? " and give the group .visibilityPriority(.high)" : "")))
                continue
            }
            // Before the iOS 27 SDK there is no priority to ask for: one group is all there is.
            let high = (group.priority ?? .automatic) >= .high || run.allSatisfy { context.priority(of: $0) >= .high }
            if !high, context.hierarchyAPIsUnavailable == nil {
                issues.append(
                    ItemFinding(
                        commandKey: run[0].key, group: group.name, measured: measured,
                        "primaries \(list) share group \(group.name), which is not .visibilityPriority(.high)"))
            }
        }
        return .from(issues)
    }

    /// Runs of two or more primary commands (not custom views, pinned or navigation placements)
    /// that sit next to each other, in declaration order, in one bar region: nothing else — no other
    /// command, spacer or divider — between them in that region.
    static func relatedPrimaryRuns(_ context: CheckContext) -> [[Command]] {
        var regions: [PlacedBar: [Command]] = [:]
        for command in context.inventory.commands.sorted(by: { $0.order < $1.order }) {
            guard let region = command.placedBar else { continue }
            regions[region, default: []].append(command)
        }
        func related(_ command: Command) -> Bool {
            command.classification == .primary && command.content != .custom
                && command.placement != .topBarPinnedTrailing && !command.isSystemNavigationAction
        }
        var runs: [[Command]] = []
        for region in regions.keys.sorted(by: { $0.name < $1.name }) {
            var run: [Command] = []
            for command in regions[region] ?? [] {
                if related(command) {
                    // Alternatives of one conditional never show together: they are not a pair.
                    if let last = run.last, last.isAlternative(to: command) {
                        if run.count >= 2 { runs.append(run) }
                        run = []
                    }
                    run.append(command)
                } else {
                    if run.count >= 2 { runs.append(run) }
                    run = []
                }
            }
            if run.count >= 2 { runs.append(run) }
        }
        return runs.sorted { $0[0].order < $1[0].order }
    }

    /// The Undo/Redo group of the examples.
    private static let undoRedo = ToolbarGroup(name: "undo-redo", placement: .topBarLeading, priority: .high)
}
