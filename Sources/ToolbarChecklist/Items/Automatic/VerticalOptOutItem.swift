import ToolbarModel

extension ChecklistItem {
    /// Opting out of vertical bars is deliberate and per screen.
    static let verticalOptOut = ChecklistItem(
        ItemDescription(
            id: "vertical-opt-out",
            title: "Vertical-bar opt-outs are deliberate, per screen",
            rationale: """
                The guide "Prepare your toolbars for vertical layout": "Opt out deliberately, per screen — not globally to \
                avoid doing the work." Apple names single-page layouts with heavy bottom content and sheets with only a \
                close button; each opt-out records its reason, and an app does not opt out on every screen (SwiftUI \
                documentation: toolbarVerticalBehavior(_:)).
                """,
            severity: .warning,
            triggering: [
                ItemExample(
                    "Opts out with no reason",
                    Kit.inventory(
                        screen: Kit.screen { $0.verticalBehavior = .disabled },
                        [Kit.command("share", .primary, order: 1)])),
                ItemExample(
                    "Every screen of the app opts out",
                    Kit.inventory(
                        screen: Kit.screen {
                            $0.verticalBehavior = .disabled
                            $0.verticalOptOutReason = "calculator keypad fills the bottom"
                        }, [Kit.command("share", .primary, order: 1)]),
                    appContext: AppContext(screenCount: 4, verticalOptOutCount: 4))
            ],
            nonTriggering: [
                ItemExample(
                    "One screen of four opts out, with a reason",
                    Kit.inventory(
                        screen: Kit.screen {
                            $0.verticalBehavior = .disabled
                            $0.verticalOptOutReason = "calculator keypad fills the bottom"
                        }, [Kit.command("share", .primary, order: 1)]),
                    appContext: AppContext(screenCount: 4, verticalOptOutCount: 1))
            ]
        )
    ) { context in
        let screen = context.inventory.screen
        guard screen.verticalBehavior == .disabled else { return .notApplicable("the screen does not opt out") }
        var issues: [ItemFinding] = []
        if (screen.verticalOptOutReason ?? "").allSatisfy(\.isWhitespace) {
            issues.append(ItemFinding("the screen opts out of vertical bars without saying why"))
        }
        if let app = context.appContext, app.screenCount > 1, app.verticalOptOutCount >= app.screenCount {
            issues.append(
                ItemFinding(
                    "all \(app.screenCount) screens of \(context.inventory.app.name) opt out of vertical bars: "
                        + "opt out per screen, not globally"))
        }
        return .from(issues)
    }
}
