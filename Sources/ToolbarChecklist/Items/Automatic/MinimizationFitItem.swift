import ToolbarModel

extension ChecklistItem {
    /// Bar minimization only where scrolling is the primary workflow.
    static let minimizationFit = ChecklistItem(
        ItemDescription(
            id: "minimization-fit",
            title: "Bar minimization suits the screen",
            rationale: """
                The article "Make SwiftUI Toolbars Work In Resizable iPhone Apps": add bar minimization on scroll "only when \
                hiding the bar helps the scrolling workflow" — "If the toolbar contains commands the person needs every few \
                seconds, minimizing it may feel like the interface is dodging them." (SwiftUI documentation: \
                toolbarMinimizationBehavior(_:for:).)
                """,
            severity: .warning,
            triggering: [
                ItemExample(
                    "Minimizes on a screen that is not scroll-primary",
                    Kit.inventory(
                        screen: Kit.screen { $0.minimization = .onScrollDown },
                        [
                            Kit.command("share", .primary, order: 1)
                        ])),
                ItemExample(
                    "Minimizes away Undo, used constantly",
                    Kit.inventory(
                        screen: Kit.screen {
                            $0.minimization = .onScrollDown
                            $0.scrollPrimary = true
                        }, [Kit.command("undo", .primary, order: 1) { $0.usage = .constant }]))
            ],
            nonTriggering: [
                ItemExample(
                    "A scrolling inspector with occasional commands",
                    Kit.inventory(
                        screen: Kit.screen {
                            $0.minimization = .onScrollDown
                            $0.scrollPrimary = true
                        }, [Kit.command("share", .primary, order: 1) { $0.usage = .occasional }]))
            ]
        )
    ) { context in
        let screen = context.inventory.screen
        guard screen.minimization == .onScrollDown || screen.minimization == .onScrollUp else {
            return .notApplicable("the bar does not minimize on scroll")
        }
        var issues: [ItemFinding] = []
        if !screen.scrollPrimary {
            issues.append(
                ItemFinding("the bar minimizes on scroll but scrolling is not this screen's primary workflow"))
        }
        for command in context.commands where command.usage == .constant {
            issues.append(
                ItemFinding(
                    commandKey: command.key,
                    "the bar minimizes on scroll but holds \(context.name(command)), which is used constantly"))
        }
        return .from(issues)
    }
}
