import ToolbarModel

extension ChecklistItem {
    /// A crowded bar tells the system nothing about which of its commands matter.
    static let flatHierarchy = ChecklistItem(
        ItemDescription(
            id: "flat-hierarchy",
            title: "A crowded bar expresses its command hierarchy",
            rationale: """
                The article "Make SwiftUI Toolbars Work In Resizable iPhone Apps": the crowded editor "treats \
                every command as equally important. SwiftUI can adapt the toolbar, but it does not know your \
                product hierarchy." When \(crowdedCount) or more commands compete for one bar, at least one of \
                them needs a visibilityPriority(_:) or the .topBarPinnedTrailing placement (SwiftUI \
                documentation). Commands moved into a ToolbarOverflowMenu no longer compete for the bar, so \
                they do not make the commands left behind any less flat. \(crowdedCount) is where the bar runs \
                out: an estimate of about three or four symbols beside a short title at 402 pt, since no source \
                gives a symbol count for a 402 pt navigation bar.
                """,
            severity: .error,
            triggering: [
                ItemExample(
                    "Six trailing commands, all at the default priority",
                    Kit.inventory(
                        ["undo", "redo", "crop", "filters", "export", "share"].enumerated().map {
                            Kit.command($0.element, .primary, order: $0.offset + 1)
                        })),
                ItemExample(
                    "Eight trailing commands at the default priority; one more in a ToolbarOverflowMenu changes "
                        + "nothing for them",
                    Kit.inventory(
                        ["undo", "redo", "crop", "filters", "replace", "export", "share", "clear"].enumerated().map {
                            Kit.command($0.element, .primary, order: $0.offset + 1)
                        } + [Kit.command("print", .overflow, .overflowMenu, order: 9)]))
            ],
            nonTriggering: [
                ItemExample(
                    "The same commands with Undo at high priority",
                    Kit.inventory(
                        ["undo", "redo", "crop", "filters", "export", "share"].enumerated().map {
                            Kit.command($0.element, .primary, order: $0.offset + 1) {
                                if $0.key == "undo" { $0.priority = .high }
                            }
                        })),
                ItemExample(
                    "Three commands are not crowded",
                    Kit.inventory([
                        Kit.command("undo", .primary, order: 1), Kit.command("redo", .primary, order: 2),
                        Kit.command("share", .primary, order: 3)
                    ])),
                ItemExample(
                    "Five commands split over the navigation and bottom bars",
                    Kit.inventory([
                        Kit.command("back", .primary, .topBarLeading, order: 1),
                        Kit.command("share", .primary, order: 2), Kit.command("edit", .primary, order: 3),
                        Kit.command("filter", .secondary, .bottomBar, order: 4),
                        Kit.command("compose", .primary, .bottomBar, order: 5)
                    ]))
            ]
        )
    ) { context in
        if let why = context.hierarchyAPIsUnavailable { return .notApplicable(why) }
        var bars: [PlacedBar: [Command]] = [:]
        for command in context.commands where !command.isStatusView {
            guard let bar = command.placedBar?.bar else { continue }
            bars[bar, default: []].append(command)
        }
        let crowded = bars.filter { $0.value.count >= crowdedCount }.sorted { $0.value.count > $1.value.count }
        guard !crowded.isEmpty else {
            return .notApplicable("no bar holds \(crowdedCount) or more commands: not crowded")
        }
        return .from(
            crowded.compactMap { bar, commands -> ItemFinding? in
                let ranked = commands.contains {
                    context.priority(of: $0) != .automatic || $0.placement == .topBarPinnedTrailing
                }
                guard !ranked else { return nil }
                return ItemFinding(
                    "all \(commands.count) commands in the \(bar.barName) share the default priority and none is pinned: "
                        + "the system cannot tell which ones matter when the bar runs out of room")
            })
    }

    /// How many commands in one bar make it crowded: more than fit beside a title at 402 pt (an
    /// estimate of about three or four symbols; no source gives a count).
    static let crowdedCount = 5
}
