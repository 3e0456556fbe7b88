import ToolbarModel

extension ChecklistItem {
    /// The layout does not rely on flexible spacers.
    static let flexibleSpacer = ChecklistItem(
        ItemDescription(
            id: "flexible-spacer",
            title: "A flexible spacer is not all that keeps a destructive command apart",
            rationale: """
                The guide "Prepare your toolbars for vertical layout": "Flexible spacers have zero size on the vertical \
                axis; fixed spacers keep their minimum size." Each flexible space also splits the glass background \
                (WWDC25 session "Build a UIKit app with the new design"; LoopKit/Loop#2504). Where only a flexible \
                spacer keeps a destructive command away from the others, it sits right beside them in the vertical \
                column — one slip from its neighbour, which the article "Make SwiftUI Toolbars Work In Resizable \
                iPhone Apps" warns against. A fixed spacer beside it keeps them apart; elsewhere items lose only \
                their spread, which the column's own spacing replaces.
                """,
            severity: .warning,
            triggering: [
                ItemExample(
                    "Only a flexible spacer separates Delete from Undo",
                    Kit.inventory([
                        Kit.command("undo", .primary, order: 1),
                        Command(key: "gap", title: "", content: .spacer, spacer: .flexible, order: 2),
                        Kit.command("delete", .destructive, order: 3) { $0.role = .destructive }
                    ]))
            ],
            nonTriggering: [
                ItemExample(
                    "A flexible spacer spreads Undo and Share: the column's spacing replaces it",
                    Kit.inventory([
                        Kit.command("undo", .primary, order: 1),
                        Command(key: "gap", title: "", content: .spacer, spacer: .flexible, order: 2),
                        Kit.command("share", .primary, order: 3)
                    ])),
                ItemExample(
                    "A flexible spacer with a fixed one beside it",
                    Kit.inventory([
                        Kit.command("filter", .secondary, .bottomBar, order: 1),
                        Command(
                            key: "flexible", title: "", content: .spacer, spacer: .flexible, placement: .bottomBar,
                            order: 2),
                        Command(
                            key: "fixed", title: "", content: .spacer, spacer: .fixed, placement: .bottomBar, order: 3),
                        Kit.command("delete", .destructive, .bottomBar, order: 4) { $0.role = .destructive }
                    ])),
                ItemExample(
                    "A flexible spacer that only pushes Share to the end",
                    Kit.inventory([
                        Command(key: "push", title: "", content: .spacer, spacer: .flexible, order: 1),
                        Kit.command("share", .primary, order: 2)
                    ]))
            ]
        )
    ) { context in
        guard context.verticalBarsApply else { return .notApplicable(verticalNotApplicable(context)) }
        let flexible = context.inventory.commands.filter { $0.content == .spacer && $0.spacer == .flexible }
        guard !flexible.isEmpty else { return .notApplicable("no flexible spacer") }
        // Per bar, the flexible spacers that alone keep a destructive command apart from another one.
        var bars: [PlacedBar: [Command]] = [:]
        for item in context.inventory.commands.sorted(by: { $0.order < $1.order }) {
            guard let bar = item.placedBar?.bar else { continue }
            bars[bar, default: []].append(item)
        }
        var issues: [ItemFinding] = []
        for bar in bars.keys.sorted(by: { $0.barName < $1.barName }) {
            let items = bars[bar] ?? []
            var lonely: [(spacer: Command, before: Command, after: Command)] = []
            var index = 0
            while index < items.count {
                guard items[index].content.isCommand else {
                    index += 1
                    continue
                }
                // The run of spacers and dividers up to the next command.
                var next = index + 1
                while next < items.count, !items[next].content.isCommand { next += 1 }
                let between = items[(index + 1)..<next]
                if next < items.count, items[index].isDestructive != items[next].isDestructive,
                    !between.contains(where: { $0.spacer == .fixed }),
                    let spacer = between.first(where: { $0.spacer == .flexible })
                {
                    lonely.append((spacer, items[index], items[next]))
                }
                index = next
            }
            guard let first = lonely.first else { continue }
            let pairs = lonely.map { "\(context.name($0.before)) and \(context.name($0.after))" }
            issues.append(
                ItemFinding(
                    commandKey: first.spacer.key, measured: bar.barName,
                    "only a flexible spacer keeps \(pairs.joined(separator: "; ")) apart in the \(bar.barName); it has "
                        + "zero size in the vertical column, where they sit side by side (add a fixed spacer to keep them "
                        + "apart)"))
        }
        return .from(issues)
    }
}
