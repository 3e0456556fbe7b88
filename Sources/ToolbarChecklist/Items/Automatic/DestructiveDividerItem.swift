import ToolbarModel

extension ChecklistItem {
    /// Destructive overflow entries are set apart by a divider.
    static let destructiveDivider = ChecklistItem(
        ItemDescription(
            id: "destructive-divider",
            title: "A divider separates destructive overflow entries",
            rationale: """
                The overflow menu of the article "Make SwiftUI Toolbars Work In Resizable iPhone Apps" puts a Divider() \
                between Export Image and Clear Edits, so the destructive entry is not one slip away from a harmless one.
                """,
            severity: .warning,
            triggering: [
                ItemExample(
                    "Clear follows Export directly",
                    Kit.inventory([
                        Kit.command("export", .overflow, .overflowMenu, order: 1),
                        Kit.command("clear", .destructive, .overflowMenu, order: 2) { $0.role = .destructive }
                    ]))
            ],
            nonTriggering: [
                ItemExample(
                    "A divider sits between Export and Clear",
                    Kit.inventory([
                        Kit.command("export", .overflow, .overflowMenu, order: 1),
                        Command(key: "divider", title: "", content: .divider, placement: .overflowMenu, order: 2),
                        Kit.command("clear", .destructive, .overflowMenu, order: 3) { $0.role = .destructive }
                    ]))
            ]
        )
    ) { context in
        let menu = context.inventory.commands.filter { $0.placement == .overflowMenu }
        let destructive = menu.filter { $0.content.isCommand && $0.isDestructive }
        guard !destructive.isEmpty else { return .notApplicable("no destructive entry in the overflow menu") }
        var issues: [ItemFinding] = []
        for command in destructive {
            guard let index = menu.firstIndex(of: command) else { continue }
            let before = index > 0 ? menu[index - 1] : nil
            let after = index + 1 < menu.count ? menu[index + 1] : nil
            let unseparated = [before, after].compactMap { $0 }.filter { $0.content.isCommand && !$0.isDestructive }
            if let neighbour = unseparated.first {
                issues.append(
                    ItemFinding(
                        commandKey: command.key,
                        "destructive \(context.name(command)) sits beside \(context.name(neighbour)) in the overflow "
                            + "menu with no divider between them"))
            }
        }
        return .from(issues)
    }
}
