import ToolbarModel

extension ChecklistItem {
    /// Text titles stay short.
    static let titleLength = ChecklistItem(
        ItemDescription(
            id: "title-length",
            title: "Text item titles are short",
            rationale: """
                Toolbar-evidence §3, pitfall 5: long localized text buttons (27–31 character ru/pl titles, a long \
                German title pushing items off-screen); the HIG asks for titles under \(maximumTitleLength) \
                characters, and localized titles grow.
                """,
            severity: .warning,
            triggering: [
                ItemExample("A text button titled \"Export Full Resolution\"", Kit.inventory([
                    Command(
                        key: "export", title: "Export Full Resolution", content: .text, classification: .secondary,
                        order: 1),
                ])),
            ],
            nonTriggering: [
                ItemExample("A text button titled \"Done\"", Kit.inventory([
                    Command(key: "done", title: "Done", content: .text, classification: .primary, order: 1),
                ])),
            ]
        )
    ) { context in
        let text = context.commands.filter { $0.content == .text }
        guard !text.isEmpty else { return .notApplicable("no text items") }
        return .from(text.filter { $0.title.count > maximumTitleLength }.map { command in
            ItemFinding(
                commandKey: command.key,
                "text title \"\(command.title)\" is \(command.title.count) characters; the HIG asks for fewer "
                    + "than \(maximumTitleLength), and translations grow")
        })
    }

    /// The HIG's title length.
    static let maximumTitleLength = 15
}
