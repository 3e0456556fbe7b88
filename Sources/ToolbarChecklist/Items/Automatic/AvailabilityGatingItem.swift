import ToolbarModel

extension ChecklistItem {
    /// iOS 27 toolbar APIs on an app that supports older versions are availability-gated.
    static let availabilityGating = ChecklistItem(
        ItemDescription(
            id: "availability-gating",
            title: "iOS 27 toolbar APIs are availability-gated",
            rationale: """
                The article "Make SwiftUI Toolbars Work In Resizable iPhone Apps": "gate the iOS examples with iOS and \
                iPadOS 27 availability." The SwiftUI documentation lists visibilityPriority(_:), ToolbarOverflowMenu, \
                .topBarPinnedTrailing and toolbarMinimizationBehavior(_:for:) as iOS 27.0, and axisBehavior(_:), \
                toolbarVerticalBehavior(_:) and toolbarVerticalCompressionBehavior(_:) as iOS 27.1. An app whose \
                deployment target is older needs #available checks on such a screen.
                """,
            severity: .error,
            triggering: [
                ItemExample(
                    "An iOS 26 app pins Share without #available",
                    Kit.inventory(
                        app: Kit.legacyApp,
                        [
                            Kit.command("share", .primary, .topBarPinnedTrailing, order: 1)
                        ]))
            ],
            nonTriggering: [
                ItemExample(
                    "The same screen marked as availability-gated",
                    Kit.inventory(
                        app: Kit.legacyApp, screen: Kit.screen { $0.availabilityGated = true },
                        [
                            Kit.command("share", .primary, .topBarPinnedTrailing, order: 1)
                        ])),
                ItemExample(
                    "An app that requires iOS 27.1",
                    Kit.inventory([
                        Kit.command("share", .primary, .topBarPinnedTrailing, order: 1)
                    ]))
            ]
        )
    ) { context in
        let uses = apiUses(context)
        guard !uses.isEmpty else { return .notApplicable("the screen uses no iOS 27 toolbar API") }
        guard !context.inventory.screen.availabilityGated else { return .pass }
        let target = context.inventory.app.deploymentTarget
        // Each API is its own finding (what was measured), so a second API on the same command is
        // a new finding, not a repeat of the first.
        return .from(
            uses.filter { $0.version > target }.map { use in
                ItemFinding(
                    commandKey: use.key, group: use.group, measured: use.api,
                    "\(use.api)\(use.group.map { " on group \($0)" } ?? "") needs iOS \(use.version) but the app deploys "
                        + "to iOS \(target) and the screen is not marked as availability-gated")
            })
    }

    /// One iOS 27 API a record of the screen uses: by a command (its key), a group (its name) or
    /// the screen (neither).
    private struct APIUse {
        var key: String?
        var group: String?
        var api: String
        var version: OSVersion
    }

    /// The iOS 27 APIs the screen's records use.
    private static func apiUses(_ context: CheckContext) -> [APIUse] {
        var uses: [APIUse] = []
        let screen = context.inventory.screen
        for group in context.inventory.groups where group.priority != nil {
            uses.append(APIUse(group: group.name, api: "visibilityPriority", version: .iOS27))
        }
        for command in context.commands {
            func use(_ api: String, _ version: OSVersion) {
                uses.append(APIUse(key: command.key, api: api, version: version))
            }
            if command.priority != nil { use("visibilityPriority", .iOS27) }
            if command.placement == .overflowMenu { use("ToolbarOverflowMenu", .iOS27) }
            if command.placement == .topBarPinnedTrailing { use(".topBarPinnedTrailing", .iOS27) }
            if command.axis != .automatic { use("axisBehavior", .iOS27_1) }
        }
        if screen.minimization != .automatic { uses.append(APIUse(api: "toolbarMinimizeBehavior", version: .iOS27)) }
        if screen.verticalBehavior != .automatic {
            uses.append(APIUse(api: "toolbarVerticalBehavior", version: .iOS27_1))
        }
        if screen.verticalCompression != .automatic {
            uses.append(APIUse(api: "toolbarVerticalCompressionBehavior", version: .iOS27_1))
        }
        return uses
    }
}
