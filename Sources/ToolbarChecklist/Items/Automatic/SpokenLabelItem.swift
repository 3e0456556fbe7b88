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
        // The commands are read in place, by index: filtering them copied each icon-only one.
        let commands = context.commands
        var hasIconOnly = false
        var issues: [ItemFinding] = []
        for index in commands.indices where commands[index].content == .symbol {
            hasIconOnly = true
            guard
                commands[index].title.allSatisfy(\.isWhitespace)
                    && (commands[index].accessibilityLabel ?? "").allSatisfy(\.isWhitespace)
            else { continue }
            issues.append(
                ItemFinding(
                    commandKey: commands[index].key,
                    "icon-only \(commands[index].key) (\(commands[index].symbol ?? "no symbol")) has no title or "
                        + "accessibility label: VoiceOver reads the symbol name"))
        }
        guard hasIconOnly else { return .notApplicable("no icon-only commands") }
        return .from(issues)
    }
}
