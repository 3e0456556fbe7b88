import ToolbarModel

@testable import ToolbarChecklist

/// Situations from the guide "Prepare your toolbars for vertical layout" (the foldable's side bar).
extension LabelledSet {
    static let guide = "guide \"Prepare your toolbars for vertical layout\""

    static func inbox(_ name: String, app: App = LK.app) -> ScreenInventory {
        LK.screen(
            name, app: app, title: "Inbox", groups: [ToolbarGroup(name: "bottom-tools", placement: .bottomBar)],
            {
                $0.search = .automatic
                $0.hasTabBar = true
                $0.titleDisplayMode = .large
            },
            [
                LK.text("select", "Select", .secondary) {
                    $0.axis = .horizontalOnly
                    $0.alternateTitle = "Done"
                },
                LK.symbol("mailboxes", "Mailboxes", "tray", .primary, .topBarLeading) {
                    $0.badge = "12"
                    $0.usage = .frequent
                },
                LK.symbol("filter", "Filter", "line.3.horizontal.decrease", .secondary, .bottomBar) {
                    $0.group = "bottom-tools"
                },
                {
                    var spacer = LK.spacer("flexible-space", .flexible, .bottomBar)
                    spacer.group = "bottom-tools"
                    return spacer
                }(),
                {
                    var spacer = LK.spacer("fixed-space", .fixed, .bottomBar)
                    spacer.group = "bottom-tools"
                    return spacer
                }(),
                LK.symbol("compose", "Compose", "square.and.pencil", .primary, .bottomBar) {
                    $0.group = "bottom-tools"
                    $0.usage = .frequent
                }
            ])
    }

    static let verticalScreens: [LabelledScreen] = [
        LabelledScreen(
            "inbox with a horizontalOnly Select", source: "\(guide): Select becomes Done, a tab bar, a badge",
            inbox("Inbox"),
            fails: ["vertical-primary-overflow": ["mailboxes", "compose"]],
            // The navigation bar keeps its title and horizontal-only items beside the column (the
            // guide: items too wide for the column "stay in the navigation bar"); the solver fix that
            // says so is in flight.
            solverPending: ["vertical-horizontal-only-hidden": ["select"]]),
        LabelledScreen(
            "compose sheet: close then done", source: "\(guide), \"Controlling placement\"",
            LK.screen(
                "Compose", title: "New Message", { $0.navigationKind = .modal },
                [
                    LK.symbol("close", "Close", "xmark", .primary, .cancellationAction) {
                        $0.essential = true
                        $0.role = .cancel
                    },
                    LK.symbol("done", "Done", "checkmark", .primary, .topBarPinnedTrailing) {
                        $0.essential = true
                        $0.role = .confirm
                    },
                    LK.text("save-draft", "Save Draft", .secondary, .topBarLeading)
                ]),
            fails: [:]),
        LabelledScreen(
            "cart with a total and checkout",
            source: "\(guide): \"Text that carries real information, such as a cart total\"",
            LK.screen(
                "Cart", { $0.navigationKind = .pushed },
                [
                    LK.custom("sync-status", "Sync Status", width: 36, .secondary, activeState: false) {
                        $0.axis = .verticalPreferred
                        $0.symbol = "arrow.triangle.2.circlepath"
                        $0.customView?.adaptsToVerticalBar = true
                    },
                    LK.custom("cart-total", "Total", width: 96, .primary, .bottomBar, activeState: false),
                    LK.symbol("checkout", "Checkout", "creditcard", .primary, .bottomBar) { $0.essential = true }
                ]),
            fails: [
                "essential-protected": ["checkout"], "custom-view-active-state": ["sync-status", "cart-total"]
            ]),
        LabelledScreen(
            "calculator opts out with its reason", source: "\(guide), \"Opting out\"",
            LK.screen(
                "Calculator",
                {
                    $0.verticalBehavior = .disabled
                    $0.verticalOptOutReason = "Single-page layout with heavy bottom content (the keypad)"
                }, [LK.symbol("history", "History", "clock.arrow.circlepath", .secondary, .topBarLeading)]),
            appContext: AppContext(screenCount: 4, verticalOptOutCount: 1),
            fails: [:]),
        LabelledScreen(
            "an opt-out without a reason", source: "\(guide): \"Opt out deliberately, per screen\"",
            LK.screen(
                "Opt Out Silent", { $0.verticalBehavior = .disabled },
                [
                    LK.symbol("share", "Share", "square.and.arrow.up", .primary)
                ]),
            appContext: AppContext(screenCount: 4, verticalOptOutCount: 1),
            fails: ["vertical-opt-out": [""]]),
        LabelledScreen(
            "every screen opts out", source: "\(guide): \"not globally to avoid doing the work\"",
            LK.screen(
                "Opt Out Everywhere",
                {
                    $0.verticalBehavior = .disabled
                    $0.verticalOptOutReason = "Not ready for the foldable"
                }, [LK.symbol("share", "Share", "square.and.arrow.up", .primary)]),
            appContext: AppContext(screenCount: 3, verticalOptOutCount: 3),
            fails: ["vertical-opt-out": [""]]),
        LabelledScreen(
            "a sheet with only a close button opts out",
            source: "\(guide): Apple names \"sheets with only a close button\"",
            LK.screen(
                "Close Only",
                {
                    $0.navigationKind = .modal
                    $0.verticalBehavior = .disabled
                    $0.verticalOptOutReason = "A sheet with only a close button"
                },
                [
                    LK.symbol("close", "Close", "xmark", .primary, .cancellationAction) { $0.role = .close }
                ]),
            appContext: AppContext(screenCount: 5, verticalOptOutCount: 1),
            fails: [:]),
        LabelledScreen(
            "mail sidebar", source: "\(guide): \"In a split view only the detail column participates\"",
            LK.screen(
                "Mail Sidebar", title: "Mailboxes", { $0.columnRole = .sidebar },
                [
                    LK.symbol("new-mailbox", "New Mailbox", "folder.badge.plus", .secondary, .bottomBar)
                ]),
            fails: [:]),
        LabelledScreen(
            "message inspector", source: "\(guide): \"inspectors do not get a bar of their own\"",
            LK.screen(
                "Message Inspector", title: nil, { $0.columnRole = .inspector },
                [
                    LK.symbol("close-inspector", "Close", "xmark", .primary, .cancellationAction) { $0.role = .cancel }
                ]),
            fails: [:]),
        LabelledScreen(
            "message detail", source: "\(guide), the detail column of a split view",
            LK.screen(
                "Message Detail", title: nil, { $0.columnRole = .detail },
                [
                    LK.symbol("reply", "Reply", "arrowshape.turn.up.left", .primary, .primaryAction),
                    LK.symbol("archive", "Archive", "archivebox", .secondary),
                    LK.symbol("flag", "Flag", "flag", .overflow, .overflowMenu),
                    LK.label("delete", "Delete", "trash", .destructive, .overflowMenu) {
                        $0.role = .destructive
                        $0.needsConfirmation = true
                    }
                ]),
            fails: ["destructive-divider": ["delete"]]),
        LabelledScreen(
            "a switching Select without horizontalOnly",
            source: "\(guide): \"Use .horizontalOnly for an item that switches\"",
            LK.screen(
                "Select Jumps",
                [
                    LK.label("select", "Select", "checkmark.circle", .secondary) { $0.alternateTitle = "Done" },
                    LK.symbol("share", "Share", "square.and.arrow.up", .primary)
                ]),
            fails: ["vertical-label-switching": ["select"]]),
        LabelledScreen(
            "a wide chip opted into the column",
            source: "\(guide): \"must fit the bar's fixed width or have its own vertical layout\"",
            LK.screen(
                "Wide Chip Column",
                [
                    LK.custom("status", "Status", width: 120, .secondary) { $0.axis = .verticalPreferred },
                    LK.symbol("share", "Share", "square.and.arrow.up", .primary)
                ]),
            fails: ["vertical-custom-view-fit": ["status"]]),
        LabelledScreen(
            "a chip with its own vertical layout", source: "\(guide): read toolbarVerticalEdge",
            LK.screen(
                "Adapting Chip",
                [
                    LK.custom("status", "Status", width: 120, .secondary) {
                        $0.axis = .verticalPreferred
                        $0.customView?.adaptsToVerticalBar = true
                    },
                    LK.symbol("share", "Share", "square.and.arrow.up", .primary)
                ]),
            fails: [:]),
        LabelledScreen(
            "leading Undo beside the system Back button",
            source: "\(guide): \"Use a leading item only for a custom Back or Close button\"",
            LK.screen(
                "Pushed Leading", groups: [ToolbarGroup(name: "undo-redo", placement: .topBarLeading, priority: .high)],
                { $0.navigationKind = .pushed },
                [
                    LK.symbol("undo", "Undo", "arrow.uturn.backward", .primary, .topBarLeading) {
                        $0.group = "undo-redo"
                    },
                    LK.symbol("share", "Share", "square.and.arrow.up", .primary)
                ]),
            fails: ["vertical-navigation-first": ["undo"]]),
        LabelledScreen(
            "a flexible spacer keeps two items apart",
            source: "\(guide): \"Flexible spacers have zero size on the vertical axis\"",
            LK.screen(
                "Flexible Apart",
                [
                    LK.symbol("undo", "Undo", "arrow.uturn.backward", .primary, .bottomBar) { $0.priority = .high },
                    LK.spacer("gap", .flexible, .bottomBar),
                    LK.symbol("delete", "Delete", "trash", .destructive, .bottomBar) {
                        $0.role = .destructive
                        $0.needsConfirmation = true
                    }
                ]),
            fails: ["flexible-spacer": ["gap"], "destructive-in-bar": ["delete"]]),
        LabelledScreen(
            "an inbox count as text beside a symbol", source: "\(guide): \"can become a badge on a symbol-only item\"",
            LK.screen(
                "Count Text",
                [
                    LK.custom("inbox", "Inbox", width: 60, .primary, textAndSymbol: true),
                    LK.symbol("compose", "Compose", "square.and.pencil", .primary)
                ]),
            fails: ["vertical-text-and-symbol": ["inbox"]]),
        LabelledScreen(
            "an app on the iOS 27.0 SDK uses axisBehavior",
            source: "SwiftUI documentation: axisBehavior(_:) is iOS 27.1",
            LK.screen(
                "SDK 27.0 Axis", app: LK.sdk27,
                [
                    LK.text("select", "Select", .secondary) {
                        $0.axis = .horizontalOnly
                        $0.alternateTitle = "Done"
                    },
                    LK.symbol("share", "Share", "square.and.arrow.up", .primary)
                ]),
            fails: ["availability-gating": ["select"]]),
        LabelledScreen(
            "keyboard accessory done", source: "\(guide): \"Keyboard accessory bars stay attached to the keyboard\"",
            LK.screen(
                "Keyboard Done",
                [
                    LK.text("done", "Done", .primary, .keyboard),
                    LK.symbol("bold", "Bold", "bold", .secondary, .keyboard)
                ]),
            fails: [:]),
        LabelledScreen(
            "a text button stays horizontal", source: "\(guide): \"text-only items stay horizontal\"",
            LK.screen(
                "Text Stays",
                [
                    LK.text("save", "Save", .primary) { $0.priority = .high },
                    LK.symbol("share", "Share", "square.and.arrow.up", .secondary)
                ]),
            fails: [:]),
        LabelledScreen(
            "a segmented control in the principal area",
            source: "\(guide): \"a segmented control, stay in the navigation bar\"",
            LK.screen(
                "Segmented", title: nil,
                [
                    LK.custom("mode", "Mode", width: 120, .primary, .principal),
                    LK.symbol("add", "Add", "plus", .primary)
                ]),
            fails: [:]),
        LabelledScreen(
            "tab bar gives way to toolbar items",
            source: "SwiftUI documentation: toolbarVerticalCompressionBehavior(_:)",
            LK.screen(
                "Tabs Compress",
                {
                    $0.hasTabBar = true
                    $0.verticalCompression = .prefersToolbarItems
                },
                [
                    LK.symbol("add", "Add", "plus", .primary) { $0.priority = .high },
                    LK.symbol("sort", "Sort", "arrow.up.arrow.down", .secondary),
                    LK.symbol("filter", "Filter", "line.3.horizontal.decrease", .secondary)
                ]),
            fails: [:])
    ]
}
