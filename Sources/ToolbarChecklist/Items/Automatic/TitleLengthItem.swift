import ToolbarModel

extension ChecklistItem {
    /// Text titles stay short.
    static let titleLength = ChecklistItem(
        ItemDescription(
            id: "title-length",
            title: "Text item titles are short",
            rationale: """
                Long localized text buttons push items off the bar: 27–31 character Russian and Polish titles \
                (OneBusAway/onebusaway-ios#1348), a long German title pushing the trailing items off-screen \
                (microsoft/fluentui-apple#1919). The Human Interface Guidelines (Toolbars) ask for titles under \
                \(maximumTitleLength) characters, and translations grow.
                """,
            severity: .warning,
            triggering: [
                ItemExample(
                    "A text button titled \"Export Full Resolution\"",
                    Kit.inventory([
                        Command(
                            key: "export", title: "Export Full Resolution", content: .text, classification: .secondary,
                            order: 1)
                    ]))
            ],
            nonTriggering: [
                ItemExample(
                    "A text button titled \"Done\"",
                    Kit.inventory([
                        Command(key: "done", title: "Done", content: .text, classification: .primary, order: 1)
                    ]))
            ]
        )
    ) { context in
        context.check(commandsWhere: { $0.content == .text }, otherwise: "no text items") { command in
            let title = command.title
            guard title.count > maximumTitleLength else { return nil }
            return ItemFinding(
                commandKey: command.key,
                "text title \"\(title)\" is \(title.count) characters; the HIG asks for fewer "
                    + "than \(maximumTitleLength), and translations grow")
        }
    }

    /// The HIG's title length.
    static let maximumTitleLength = 15
}
