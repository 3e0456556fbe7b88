import ToolbarModel

extension ChecklistItem {
    /// Related primary commands share one high-priority group.
    static let primaryGroupPriority = ChecklistItem(
        ItemDescription(
            id: "primary-group-priority",
            title: "Primary commands are grouped with high priority",
            rationale: """
                Seed 000: "Group related primary commands with ToolbarItemGroup" and "Apply \
                .visibilityPriority(.high) to the group that should survive tight widths." Undo and Redo are a \
                pair: keep them in one group and mark the group as important. Pinned and navigation items are \
                left out.
                """,
            severity: .warning,
            triggering: [
                ItemExample("Undo and Redo are separate items at the default priority", Kit.inventory([
                    Kit.command("undo", .primary, .topBarLeading, order: 1),
                    Kit.command("redo", .primary, .topBarLeading, order: 2),
                ])),
            ],
            nonTriggering: [
                ItemExample(
                    "Undo and Redo share a high-priority group",
                    Kit.inventory(groups: [undoRedo], [
                        Kit.command("undo", .primary, .topBarLeading, order: 1) { $0.group = "undo-redo" },
                        Kit.command("redo", .primary, .topBarLeading, order: 2) { $0.group = "undo-redo" },
                    ])),
            ]
        )
    ) { context in
        let primaries = context.commands.filter {
            $0.classification == .primary && $0.placement != .topBarPinnedTrailing && !$0.isNavigation
        }
        guard primaries.count >= 2 else { return .notApplicable("fewer than two primary commands to group") }
        var issues: [ItemFinding] = []
        for command in primaries {
            guard let name = command.group, let group = context.inventory.group(named: name) else {
                issues.append(ItemFinding(
                    commandKey: command.key, "primary \(context.name(command)) is not in a ToolbarItemGroup"))
                continue
            }
            if (group.priority ?? .automatic) < .high && context.priority(of: command) < .high {
                issues.append(ItemFinding(
                    commandKey: command.key,
                    "primary \(context.name(command)) is in group \(group.name), which is not "
                        + ".visibilityPriority(.high)"))
            }
        }
        let groups = Set(primaries.compactMap { $0.group.map(RecordName.foldedKey) })
        if groups.count > 1, issues.isEmpty {
            let names = groups.sorted().joined(separator: ", ")
            issues.append(ItemFinding("primary commands are split over \(groups.count) groups: \(names)"))
        }
        return .from(issues)
    }

    /// The Undo/Redo group of the examples.
    private static let undoRedo = ToolbarGroup(name: "undo-redo", placement: .topBarLeading, priority: .high)
}
