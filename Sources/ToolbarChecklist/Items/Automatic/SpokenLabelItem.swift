import ToolbarModel

extension ChecklistItem {
    /// Icon-only commands have a spoken label.
    static let spokenLabel = ChecklistItem(
        ItemDescription(
            id: "spoken-label",
            title: "Icon-only commands have a spoken label",
            rationale: """
                VoiceOver reads the symbol's name for an icon-only item without a label: a list.bullet menu was announced \
                as "List" (kiwix/kiwix-apple#1684). Give icon-only commands a title or an accessibilityLabel (Human \
                Interface Guidelines: Accessibility).
                """,
            severity: .warning,
            triggering: [
                ItemExample(
                    "A bare symbol with no title or label",
                    Kit.inventory([
                        Command(
                            key: "tune", title: "", symbol: "slider.horizontal.3", content: .symbol,
                            classification: .secondary, order: 1)
                    ]))
            ],
            nonTriggering: [
                ItemExample(
                    "The symbol has an accessibility label",
                    Kit.inventory([
                        Command(
                            key: "tune", title: "", symbol: "slider.horizontal.3", accessibilityLabel: "Adjust",
                            content: .symbol, classification: .secondary, order: 1)
                    ]))
            ]
        )
    ) { context in
        context.check(commandsWhere: { $0.content == .symbol }, otherwise: "no icon-only commands") { command in
            guard
                command.title.allSatisfy(\.isWhitespace)
                    && (command.accessibilityLabel ?? "").allSatisfy(\.isWhitespace)
            else { return nil }
            return ItemFinding(
                commandKey: command.key,
                "icon-only \(command.key) (\(command.symbol ?? "no symbol")) has no title or accessibility label: "
                    + "VoiceOver reads the symbol name")
        }
    }
}
