import ToolbarModel

extension ChecklistItem {
    /// iOS 27 toolbar APIs on an app that supports older versions are availability-gated.
    static let availabilityGating = ChecklistItem(
        ItemDescription(
            id: "availability-gating",
            title: "iOS 27 toolbar APIs are availability-gated",
            rationale: """
                Seed 000: "gate the iOS examples with iOS and iPadOS 27 availability." Visibility priority, the \
                overflow menu, pinned trailing placement and minimization are iOS 27.0; axis behaviour and \
                vertical behaviour are iOS 27.1 (seed 001). An app whose deployment target is older needs \
                #available checks on such a screen.
                """,
            severity: .error,
            triggering: [
                ItemExample("An iOS 26 app pins Share without #available", Kit.inventory(app: Kit.legacyApp, [
                    Kit.command("share", .primary, .topBarPinnedTrailing, order: 1),
                ])),
            ],
            nonTriggering: [
                ItemExample(
                    "The same screen marked as availability-gated",
                    Kit.inventory(app: Kit.legacyApp, screen: Kit.screen { $0.availabilityGated = true }, [
                        Kit.command("share", .primary, .topBarPinnedTrailing, order: 1),
                    ])),
                ItemExample("An app that requires iOS 27.1", Kit.inventory([
                    Kit.command("share", .primary, .topBarPinnedTrailing, order: 1),
                ])),
            ]
        )
    ) { context in
        let uses = apiUses(context)
        guard !uses.isEmpty else { return .notApplicable("the screen uses no iOS 27 toolbar API") }
        guard !context.inventory.screen.availabilityGated else { return .pass }
        let target = context.inventory.app.deploymentTarget
        return .from(uses.filter { $0.version > target }.map { use in
            ItemFinding(
                commandKey: use.key,
                "\(use.api) needs iOS \(use.version) but the app deploys to iOS \(target) and the screen is not "
                    + "marked as availability-gated")
        })
    }

    /// The iOS 27 APIs the screen's records use: (command key or nil, API, version).
    private static func apiUses(_ context: CheckContext) -> [(key: String?, api: String, version: OSVersion)] {
        var uses: [(key: String?, api: String, version: OSVersion)] = []
        let screen = context.inventory.screen
        for group in context.inventory.groups where group.priority != nil {
            uses.append((nil, "visibilityPriority on group \(group.name)", .iOS27))
        }
        for command in context.commands {
            if command.priority != nil { uses.append((command.key, "visibilityPriority", .iOS27)) }
            if command.placement == .overflowMenu { uses.append((command.key, "ToolbarOverflowMenu", .iOS27)) }
            if command.placement == .topBarPinnedTrailing {
                uses.append((command.key, ".topBarPinnedTrailing", .iOS27))
            }
            if command.axis != .automatic { uses.append((command.key, "axisBehavior", .iOS27_1)) }
        }
        if screen.minimization != .automatic { uses.append((nil, "toolbarMinimizeBehavior", .iOS27)) }
        if screen.verticalBehavior != .automatic { uses.append((nil, "toolbarVerticalBehavior", .iOS27_1)) }
        if screen.verticalCompression != .automatic {
            uses.append((nil, "toolbarVerticalCompressionBehavior", .iOS27_1))
        }
        return uses
    }
}
