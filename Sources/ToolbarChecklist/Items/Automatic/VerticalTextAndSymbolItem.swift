import ToolbarModel

extension ChecklistItem {
    /// Custom views do not show both text and a symbol.
    static let verticalTextAndSymbol = ChecklistItem(
        ItemDescription(
            id: "vertical-text-and-symbol",
            title: "Custom views show a badge, not text beside a symbol",
            rationale: """
                The guide "Prepare your toolbars for vertical layout" gives Apple's content advice for the \
                vertical bar: "minimise text-only items and custom views that show both text and a symbol. A \
                count shown as text next to an inbox symbol, for example, can become a badge on a symbol-only \
                item." The Human Interface Guidelines (Toolbars) likewise separate text and symbol buttons. A \
                status view in the principal area, such as an "Edited" chip, is not a command, never joins the \
                vertical column and is left out.
                """,
            severity: .info,
            triggering: [
                ItemExample(
                    "An inbox count as text beside the symbol",
                    Kit.inventory([
                        Command(
                            key: "inbox", title: "Inbox", content: .custom,
                            customView: CustomViewInfo(width: 60, reactsToActiveState: true, showsTextAndSymbol: true),
                            classification: .primary, order: 1)
                    ]))
            ],
            nonTriggering: [
                ItemExample(
                    "The count is a badge on a symbol item",
                    Kit.inventory([
                        Kit.command("inbox", .primary, order: 1) {
                            $0.content = .symbol
                            $0.badge = "3"
                        }
                    ])),
                ItemExample(
                    "The principal \"Edited\" chip shows a dot beside its text: a status, not a command",
                    Kit.inventory([
                        Command(
                            key: "status", title: "Edited", content: .custom,
                            customView: CustomViewInfo(
                                width: 72, reactsToActiveState: true, showsTextAndSymbol: true),
                            placement: .principal, order: 1)
                    ]))
            ]
        )
    ) { context in
        // The commands are read in place, by index: filtering them copied each custom view. Not
        // through `CheckContext.check(commandsWhere:otherwise:_:)` as the other command items are:
        // asked there whether a command is a status view, each screen paid 40 more retains.
        let commands = context.commands
        var hasCustom = false
        var issues: [ItemFinding] = []
        for index in commands.indices where commands[index].content == .custom && !commands[index].isStatusView {
            hasCustom = true
            guard commands[index].customView?.showsTextAndSymbol ?? false else { continue }
            issues.append(
                ItemFinding(
                    commandKey: commands[index].key,
                    "custom view \(context.name(commands[index])) shows text beside a symbol; a count belongs in a badge"
                ))
        }
        guard hasCustom else { return .notApplicable("no custom views besides a principal status view") }
        return .from(issues)
    }
}
