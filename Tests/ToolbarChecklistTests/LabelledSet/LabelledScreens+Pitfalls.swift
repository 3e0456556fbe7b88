import ToolbarModel

@testable import ToolbarChecklist

/// Situations from app reports and the common toolbar pitfalls they show.
extension LabelledSet {
    /// LoopKit/Loop's bottom toolbar: five image items split into pills by flexible spaces
    /// (LoopKit/Loop#2504), Settings last.
    static func loop(
        _ name: String, app: App, settingsPriority: VisibilityPriority? = nil, paddingRemoved: Bool = false
    )
        -> ScreenInventory
    {
        LK.screen(
            name, app: app, title: "Status", { $0.paddingRemoved = paddingRemoved },
            [
                LK.symbol("carbs", "Add Carbs", "fork.knife", .primary, .bottomBar),
                LK.spacer("space-1", .flexible, .bottomBar),
                LK.symbol("bolus", "Bolus", "drop", .primary, .bottomBar),
                LK.spacer("space-2", .flexible, .bottomBar),
                LK.symbol("pre-meal", "Pre-Meal", "target", .secondary, .bottomBar),
                LK.spacer("space-3", .flexible, .bottomBar),
                LK.symbol("workout", "Workout", "figure.run", .secondary, .bottomBar),
                LK.spacer("space-4", .flexible, .bottomBar),
                LK.symbol("settings", "Settings", "gearshape", .primary, .bottomBar) {
                    $0.essential = true
                    $0.priority = settingsPriority
                }
            ])
    }

    static let pitfallScreens: [LabelledScreen] = [
        // Key action pushed into overflow: LoopKit/Loop#2513, #2524.
        LabelledScreen(
            "loop bottom bar on the iOS 27 SDK", source: "LoopKit/Loop#2524: only 3 + ··· fit at 375 pt",
            loop("Loop 27", app: LK.app),
            fails: [
                "accidental-overflow": ["settings"], "essential-protected": ["settings"], "flat-hierarchy": [""],
                "primary-hidden-before-secondary": ["settings"], "vertical-primary-overflow": ["settings"]
            ]),
        LabelledScreen(
            "loop with Settings at high priority", source: "LoopKit/Loop#2524, the fix: Settings .high",
            loop("Loop High", app: LK.app, settingsPriority: .high),
            fails: [:]),
        LabelledScreen(
            "loop with the padding removed", source: "LoopKit/Loop#2524: isPaddingRemoved restored all five",
            loop("Loop No Padding", app: LK.app, paddingRemoved: true),
            fails: [
                "essential-protected": ["settings"], "flat-hierarchy": [""], "accidental-overflow": ["settings"],
                "primary-hidden-before-secondary": ["settings"], "vertical-primary-overflow": ["settings"]
            ]),
        LabelledScreen(
            "loop on the iOS 26.5 SDK", source: "LoopKit/Loop#2524: five fit at 360 and 375 pt with the 26.5 SDK",
            loop("Loop 26", app: LK.sdk26),
            fails: ["accidental-overflow": ["settings"], "primary-hidden-before-secondary": ["settings"]]),
        // Blank overflow entries: LoopKit/Loop#2515, software-mansion/react-native-screens#4587.
        LabelledScreen(
            "custom views overflow blank",
            source: "LoopKit/Loop#2515: a custom-view item has nothing to show in the menu",
            LK.screen(
                "Blank Overflow",
                [
                    LK.custom("graph", "Graph", width: 120, .secondary),
                    LK.custom("pump", "Pump", width: 120, .secondary),
                    LK.custom("sensor", "Sensor", width: 120, .secondary),
                    LK.symbol("settings", "Settings", "gearshape", .primary, .topBarLeading)
                ]),
            fails: ["overflow-labels": ["pump", "sensor"]]),
        LabelledScreen(
            "a deliberate custom view in the overflow menu", source: "software-mansion/react-native-screens#4587",
            LK.screen(
                "Menu Custom",
                [
                    LK.label("share", "Share", "square.and.arrow.up", .primary),
                    LK.custom("gauge", "Gauge", width: 40, .overflow, .overflowMenu)
                ]),
            fails: ["overflow-labels": ["gauge"]]),
        // VoiceOver reads the symbol name: kiwix/kiwix-apple#1684.
        LabelledScreen(
            "icon-only item without a label", source: "kiwix/kiwix-apple#1684: list.bullet read as \"List\"",
            LK.screen(
                "No Label",
                [
                    Command(
                        key: "outline", title: "", symbol: "list.bullet", content: .symbol, classification: .secondary,
                        placement: .topBarTrailing),
                    LK.label("share", "Share", "square.and.arrow.up", .primary)
                ]),
            fails: ["spoken-label": ["outline"]]),
        // Long localized titles: OneBusAway/onebusaway-ios#1348, microsoft/fluentui-apple#1919.
        LabelledScreen(
            "a long German text button", source: "microsoft/fluentui-apple#1919",
            LK.screen(
                "German",
                [
                    LK.text("export", "Vollständige Auflösung exportieren", .secondary),
                    LK.symbol("share", "Teilen", "square.and.arrow.up", .primary)
                ]),
            fails: ["title-length": ["export"], "accidental-overflow": ["share"]]),
        LabelledScreen(
            "short text buttons", source: "Human Interface Guidelines (Toolbars): titles under 15 characters",
            LK.screen(
                "Short Text",
                [
                    LK.text("cancel", "Cancel", .primary, .cancellationAction),
                    LK.text("save", "Save", .primary, .confirmationAction)
                ]),
            fails: [:]),
        // Two ellipses: wikimedia/wikipedia-ios#5778.
        LabelledScreen(
            "a hand-made more menu", source: "wikimedia/wikipedia-ios#5778",
            LK.screen(
                "Hand Made More",
                [
                    LK.symbol("more", "More", "ellipsis.circle", .secondary),
                    LK.label("share", "Share", "square.and.arrow.up", .primary)
                ]),
            fails: ["hand-made-overflow": ["more"]]),
        // A wide custom title causes folds: manaflow-ai/cmux#10376, #11016.
        LabelledScreen(
            "a wide custom title", source: "manaflow-ai/cmux#10376: a wide title pushes the trailing items into More",
            LK.screen(
                "Wide Title", title: nil,
                [
                    LK.custom("title", "Workspace", width: 220, nil, .topBarLeading),
                    LK.symbol("terminal", "Terminal", "terminal", .primary),
                    LK.symbol("changes", "Changes", "arrow.triangle.branch", .secondary)
                ]),
            fails: [
                "custom-view-width": ["title"], "accidental-overflow": ["terminal"],
                "every-command-classified": ["title"], "overflow-labels": ["title"]
            ]),
        LabelledScreen(
            "a capped custom title", source: "manaflow-ai/cmux#11016: the title pill capped at 140 pt",
            LK.screen(
                "Capped Title", title: nil,
                [
                    LK.custom("title", "Workspace", width: 140, .secondary, .topBarLeading),
                    LK.symbol("terminal", "Terminal", "terminal", .primary)
                ]),
            fails: [:]),
        // A pushed screen with a crowded trailing edge.
        LabelledScreen(
            "pushed detail with five actions", source: "LoopKit/Loop#2513: the last item unreachable at 360 pt",
            LK.screen(
                "Pushed Five", { $0.navigationKind = .pushed },
                [
                    LK.symbol("reply", "Reply", "arrowshape.turn.up.left", .primary),
                    LK.symbol("forward", "Forward", "arrowshape.turn.up.right", .secondary),
                    LK.symbol("flag", "Flag", "flag", .secondary),
                    LK.symbol("move", "Move", "folder", .secondary),
                    LK.symbol("archive", "Archive", "archivebox", .primary)
                ]),
            fails: [
                "flat-hierarchy": [""], "accidental-overflow": ["archive"],
                "primary-hidden-before-secondary": ["archive"],
                "vertical-primary-overflow": ["archive"]
            ]),
        LabelledScreen(
            "pushed detail, ranked",
            source: "LoopKit/Loop#2524 and the WWDC26 session \"What's new in SwiftUI\": priorities",
            LK.screen(
                "Pushed Ranked", { $0.navigationKind = .pushed },
                [
                    LK.symbol("reply", "Reply", "arrowshape.turn.up.left", .primary) { $0.priority = .high },
                    LK.symbol("forward", "Forward", "arrowshape.turn.up.right", .secondary),
                    LK.symbol("flag", "Flag", "flag", .secondary) { $0.priority = .low },
                    LK.symbol("move", "Move", "folder", .secondary) { $0.priority = .low },
                    LK.symbol("archive", "Archive", "archivebox", .primary) { $0.priority = .high }
                ]),
            fails: [:]),
        // A modal sheet's navigation actions stay.
        LabelledScreen(
            "a modal with cancel and done", source: "SwiftUI documentation: cancellationAction and confirmationAction",
            LK.screen(
                "Modal Form", { $0.navigationKind = .modal },
                [
                    LK.text("cancel", "Cancel", .primary, .cancellationAction) {
                        $0.role = .cancel
                        $0.essential = true
                    },
                    LK.text("done", "Done", .primary, .confirmationAction) {
                        $0.role = .confirm
                        $0.essential = true
                    }
                ]),
            fails: [:]),
        LabelledScreen(
            "an iPad app in a narrow split view", source: "Human Interface Guidelines (Layout): Split View widths",
            LK.screen(
                "iPad Split",
                [
                    LK.symbol("new", "New", "square.and.pencil", .primary),
                    LK.symbol("search", "Search", "magnifyingglass", .secondary),
                    LK.symbol("sort", "Sort", "arrow.up.arrow.down", .secondary),
                    LK.symbol("select", "Select", "checkmark.circle", .secondary),
                    LK.symbol("share", "Share", "square.and.arrow.up", .secondary),
                    LK.symbol("info", "Info", "info.circle", .secondary)
                ]),
            targets: [.iPad],
            fails: ["flat-hierarchy": [""]]),
        LabelledScreen(
            "an app built with the iOS 26.5 SDK", source: "LoopKit/Loop#2524: the linked SDK decides the padding",
            LK.screen(
                "Old SDK", app: LK.sdk26,
                [
                    LK.symbol("undo", "Undo", "arrow.uturn.backward", .primary, .topBarLeading),
                    LK.symbol("redo", "Redo", "arrow.uturn.forward", .primary, .topBarLeading),
                    LK.symbol("share", "Share", "square.and.arrow.up", .primary)
                ]),
            fails: ["primary-group-priority": ["undo"]])
    ]
}
