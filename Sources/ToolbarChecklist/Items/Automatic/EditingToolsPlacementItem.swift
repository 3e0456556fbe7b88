import ToolbarModel

extension ChecklistItem {
    /// Commands shown "when there is room" that their placement still sends to overflow.
    static let editingToolsPlacement = ChecklistItem(
        ItemDescription(
            id: "editing-tools-placement",
            title: "Commands shown when there is room are placed where they show",
            rationale: """
                The article "Make SwiftUI Toolbars Work In Resizable iPhone Apps" shows Crop, Filters and Adjust "when \
                the size classes suggest enough room", but places them in .secondaryAction. The WWDC22 session "SwiftUI on \
                iPad: Add toolbars, titles, and more": "By default, secondary actions will not be visible in the toolbar. \
                Instead, they live in the overflow menu" — only toolbarRole(.editor) brings them into the bar, and only on \
                iPad. The size-class condition says there is room; the placement still hides them.
                """,
            severity: .warning,
            triggering: [
                ItemExample(
                    "Crop appears with room, in .secondaryAction, without the editor role",
                    Kit.inventory([
                        Kit.command("crop", .secondary, .secondaryAction, order: 1) {
                            $0.sizeClassCondition = .regularWidthOrCompactHeight
                        }
                    ]))
            ],
            nonTriggering: [
                ItemExample(
                    "The same screen with toolbarRole(.editor)",
                    Kit.inventory(
                        screen: Kit.screen { $0.toolbarRole = .editor },
                        [
                            Kit.command("crop", .secondary, .secondaryAction, order: 1) {
                                $0.sizeClassCondition = .regularWidthOrCompactHeight
                            }
                        ])),
                ItemExample(
                    "Crop in the trailing bar",
                    Kit.inventory([
                        Kit.command("crop", .secondary, .topBarTrailing, order: 1) {
                            $0.sizeClassCondition = .regularWidthOrCompactHeight
                        }
                    ]))
            ]
        )
    ) { context in
        let conditional = context.commands.filter {
            $0.sizeClassCondition != .always && $0.sizeClassCondition != .compactWidth
        }
        guard !conditional.isEmpty else { return .notApplicable("no command depends on having room") }
        guard context.inventory.screen.toolbarRole != .editor else { return .pass }
        return .from(
            conditional.filter { $0.placement == .secondaryAction }.map { command in
                ItemFinding(
                    commandKey: command.key,
                    "\(context.name(command)) is shown only when there is room (\(command.sizeClassCondition.rawValue)) "
                        + "but .secondaryAction puts it in the overflow menu without toolbarRole(.editor)")
            })
    }
}
