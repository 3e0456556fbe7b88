import ToolbarModel

@testable import ToolbarChecklist

/// Situations from the article "Make SwiftUI Toolbars Work In Resizable iPhone Apps": the crowded
/// photo editor, its refactor and the decisions the article walks through.
extension LabelledSet {
    static let article = "article \"Make SwiftUI Toolbars Work In Resizable iPhone Apps\""

    /// The refactor's commands, with the chip's width and the padding as parameters.
    static func refactor(
        _ name: String, chip: Double? = 72, paddingRemoved: Bool = false, app: App = LK.legacy
    ) -> ScreenInventory {
        var commands: [Command] = []
        if let chip {
            commands.append(
                LK.custom(
                    "status", "Edited", width: chip, nil, .principal, textAndSymbol: true
                ) { $0.alternateTitle = "Saved" })
        }
        commands += [
            LK.label("undo", "Undo", "arrow.uturn.backward", .primary, .topBarLeading) { $0.group = "undo-redo" },
            LK.label("redo", "Redo", "arrow.uturn.forward", .primary, .topBarLeading) { $0.group = "undo-redo" }
        ]
        for (key, title, symbol) in [
            ("crop", "Crop", "crop"), ("filters", "Filters", "camera.filters"),
            ("adjust", "Adjust", "slider.horizontal.3")
        ] {
            commands.append(
                LK.label(key, title, symbol, .secondary, .secondaryAction) {
                    $0.group = "editing-tools"
                    $0.sizeClassCondition = .regularWidthOrCompactHeight
                })
        }
        commands += [
            LK.label("share", "Share", "square.and.arrow.up", .primary, .topBarPinnedTrailing) { $0.essential = true },
            LK.label("replace-photo", "Replace Photo", "photo.on.rectangle", .overflow, .overflowMenu),
            LK.label("export-image", "Export Image", "square.and.arrow.down", .overflow, .overflowMenu),
            LK.divider(),
            LK.label("clear-edits", "Clear Edits", "trash", .destructive, .overflowMenu) {
                $0.role = .destructive
                $0.needsConfirmation = true
            }
        ]
        return LK.screen(
            name, app: app, title: "Photo",
            groups: [
                ToolbarGroup(name: "undo-redo", placement: .topBarLeading, priority: .high),
                ToolbarGroup(name: "editing-tools", placement: .secondaryAction)
            ],
            {
                $0.scrollPrimary = true
                $0.minimization = .onScrollDown
                $0.availabilityGated = true
                $0.paddingRemoved = paddingRemoved
            }, commands)
    }

    /// The crowded editor's eight buttons in one trailing group, plus `extra`.
    static func crowded(_ name: String, extra: [Command] = []) -> ScreenInventory {
        let entries = SeedFixtures.crowdedButtons
        let commands = entries.map { key, title, symbol, classification in
            LK.label(key, title, symbol, classification) {
                $0.group = "tools"
                if key == "clear" {
                    $0.role = .destructive
                    $0.needsConfirmation = true
                }
            }
        }
        return LK.screen(
            name, app: LK.legacy, title: "Photo", groups: [ToolbarGroup(name: "tools", placement: .topBarTrailing)],
            { _ in }, commands + extra)
    }

    static let editorScreens: [LabelledScreen] = [
        // The crowded version: flat, accidental overflow, Clear beside Share where there is room.
        LabelledScreen(
            "crowded editor", source: "\(article), \"The crowded version\"", crowded("Crowded Editor"),
            fails: [
                "flat-hierarchy": [""], "accidental-overflow": ["share"], "primary-hidden-before-secondary": ["share"],
                "primary-group-priority": ["undo"], "overflow-classified-in-menu": ["replace", "export"],
                "destructive-in-bar": ["clear"], "vertical-primary-overflow": ["share"]
            ]),
        LabelledScreen(
            "crowded editor with one overflow entry",
            source: "\(article), \"The crowded version\" plus a ToolbarOverflowMenu",
            crowded("Crowded Plus", extra: [LK.label("print", "Print", "printer", .overflow, .overflowMenu)]),
            fails: [
                "flat-hierarchy": [""], "accidental-overflow": ["share"], "primary-hidden-before-secondary": ["share"],
                "primary-group-priority": ["undo"], "overflow-classified-in-menu": ["replace", "export"],
                "destructive-in-bar": ["clear"], "availability-gating": ["print"],
                "vertical-primary-overflow": ["share"]
            ]),
        // The refactor still loses Undo and Redo on narrow iPhones with a 72 pt chip and the iOS 27 padding.
        LabelledScreen(
            "refactored editor", source: "\(article), \"Put the refactor together\"", refactor("Refactored Editor"),
            fails: [
                "accidental-overflow": ["undo", "redo"],
                "editing-tools-placement": ["crop", "filters", "adjust"]
            ]),
        LabelledScreen(
            "refactor without padding", source: "\(article); contentMarginsRemoved() from the SwiftUI documentation",
            refactor("Refactor No Padding", paddingRemoved: true),
            fails: [
                "accidental-overflow": ["redo"],
                "editing-tools-placement": ["crop", "filters", "adjust"]
            ]),
        LabelledScreen(
            "refactor with a measured 44 pt chip, no padding", source: "\(article), the status chip kept small",
            refactor("Refactor Small Chip", chip: 44, paddingRemoved: true),
            fails: ["editing-tools-placement": ["crop", "filters", "adjust"]]),
        LabelledScreen(
            "refactor without the chip", source: "\(article), without the custom status item",
            refactor("Refactor No Chip", chip: nil),
            fails: ["editing-tools-placement": ["crop", "filters", "adjust"]]),
        LabelledScreen(
            "refactor with the editor role", source: "\(article); toolbarRole(.editor) in the WWDC22 session",
            {
                var inventory = refactor("Refactor Editor Role", chip: nil)
                inventory.screen.toolbarRole = .editor
                return inventory
            }(),
            fails: [:]),
        // Pinned trailing items.
        LabelledScreen(
            "three pinned items", source: "\(article): \"If everything is pinned, nothing is.\"",
            LK.screen(
                "Three Pinned",
                [
                    LK.label("share", "Share", "square.and.arrow.up", .primary, .topBarPinnedTrailing),
                    LK.label("done", "Done", "checkmark", .primary, .topBarPinnedTrailing),
                    LK.label("export", "Export", "square.and.arrow.down", .secondary, .topBarPinnedTrailing)
                ]),
            fails: ["pinned-trailing-limit": [""]]),
        LabelledScreen(
            "pinned share with search", source: "\(article): \"Test search explicitly.\"",
            LK.screen(
                "Search Share", { $0.search = .toolbar },
                [
                    LK.label("filter", "Filter", "line.3.horizontal.decrease", .secondary),
                    LK.label("sort", "Sort", "arrow.up.arrow.down", .secondary),
                    LK.label("share", "Share", "square.and.arrow.up", .primary, .topBarPinnedTrailing)
                ]),
            fails: [:]),
        LabelledScreen(
            "pinned share without search", source: "\(article), the pinned Share",
            LK.screen(
                "Pinned Share",
                [
                    LK.label("edit", "Edit", "pencil", .secondary),
                    LK.label("share", "Share", "square.and.arrow.up", .primary, .topBarPinnedTrailing)
                ]),
            fails: [:]),
        // Minimization.
        LabelledScreen(
            "minimizes but does not scroll", source: "\(article), \"Minimize the navigation bar while scrolling\"",
            LK.screen(
                "Minimize Static", { $0.minimization = .onScrollDown },
                [
                    LK.label("share", "Share", "square.and.arrow.up", .primary)
                ]),
            fails: ["minimization-fit": [""]]),
        LabelledScreen(
            "minimizes away a constant command", source: "\(article): \"commands the person needs every few seconds\"",
            LK.screen(
                "Minimize Undo",
                {
                    $0.minimization = .onScrollDown
                    $0.scrollPrimary = true
                },
                [
                    LK.label("undo", "Undo", "arrow.uturn.backward", .primary) {
                        $0.usage = .constant
                        $0.priority = .high
                    }
                ]),
            fails: ["minimization-fit": ["undo"]]),
        LabelledScreen(
            "scrolling inspector minimizes", source: "\(article), an editor with a scrolling inspector",
            LK.screen(
                "Inspector Scroll",
                {
                    $0.minimization = .onScrollDown
                    $0.scrollPrimary = true
                },
                [
                    LK.label("share", "Share", "square.and.arrow.up", .primary) { $0.usage = .occasional }
                ]),
            fails: [:]),
        // Custom content.
        LabelledScreen(
            "status chip ignores appearsActive", source: "\(article), \"Dim custom toolbar content when inactive\"",
            LK.screen(
                "Chip Inactive",
                [
                    LK.custom("status", "Saved", width: 60, nil, .principal, activeState: false),
                    LK.label("share", "Share", "square.and.arrow.up", .primary)
                ]),
            fails: ["custom-view-active-state": ["status"]]),
        LabelledScreen(
            "dashboard in the principal area",
            source: "\(article): \"A whole dashboard in the principal toolbar area\"",
            LK.screen(
                "Dashboard",
                [
                    LK.custom("dashboard", "Dashboard", width: 260, nil, .principal),
                    LK.symbol("undo", "Undo", "arrow.uturn.backward", .primary, .topBarLeading),
                    LK.symbol("share", "Share", "square.and.arrow.up", .primary)
                ]),
            fails: ["custom-view-width": ["dashboard"], "accidental-overflow": ["undo", "share"]]),
        // Size classes and placements.
        LabelledScreen(
            "editing tools in secondaryAction", source: "\(article), \"Use size classes for broad toolbar choices\"",
            LK.screen(
                "Tools Secondary",
                [
                    LK.label("crop", "Crop", "crop", .secondary, .secondaryAction) {
                        $0.sizeClassCondition = .regularWidthOrCompactHeight
                    },
                    LK.label("share", "Share", "square.and.arrow.up", .primary, .topBarPinnedTrailing)
                ]),
            fails: ["editing-tools-placement": ["crop"]]),
        LabelledScreen(
            "iOS 26 app pins Share without #available",
            source: "\(article): \"gate the iOS examples with iOS and iPadOS 27 availability\"",
            LK.screen(
                "Ungated", app: LK.legacy,
                [
                    LK.label("share", "Share", "square.and.arrow.up", .primary, .topBarPinnedTrailing)
                ]),
            fails: ["availability-gating": ["share"]]),
        // Destructive commands.
        LabelledScreen(
            "delete beside share",
            source: "\(article): \"'Clear Edits' should not live one accidental tap away beside Undo\"",
            LK.screen(
                "Delete Beside",
                [
                    LK.label("share", "Share", "square.and.arrow.up", .primary),
                    LK.label("delete", "Delete", "trash", .destructive) { $0.role = .destructive }
                ]),
            fails: ["destructive-in-bar": ["delete"], "destructive-confirmation": ["delete"]]),
        LabelledScreen(
            "destructive entry without a divider", source: "\(article), the overflow menu's Divider()",
            LK.screen(
                "No Divider",
                [
                    LK.label("share", "Share", "square.and.arrow.up", .primary),
                    LK.label("export", "Export", "square.and.arrow.down", .overflow, .overflowMenu),
                    LK.label("delete", "Delete", "trash", .destructive, .overflowMenu) {
                        $0.role = .destructive
                        $0.needsConfirmation = true
                    }
                ]),
            fails: ["destructive-divider": ["delete"]]),
        LabelledScreen(
            "an unclassified command", source: "\(article): \"List every command and mark it\"",
            LK.screen(
                "Unclassified",
                [
                    LK.label("share", "Share", "square.and.arrow.up", .primary),
                    LK.label("duplicate", "Duplicate", "plus.square.on.square", nil)
                ]),
            fails: ["every-command-classified": ["duplicate"]]),
        LabelledScreen(
            "overflow command left in the bar",
            source: "\(article): \"Move lower-frequency commands into ToolbarOverflowMenu\"",
            LK.screen(
                "Overflow In Bar",
                [
                    LK.label("share", "Share", "square.and.arrow.up", .primary),
                    LK.label("print", "Print", "printer", .overflow)
                ]),
            fails: ["overflow-classified-in-menu": ["print"]]),
        LabelledScreen(
            "a small document viewer", source: "\(article), a document detail screen that fits",
            LK.screen(
                "Viewer", { $0.navigationKind = .pushed },
                [
                    LK.label("markup", "Markup", "pencil.tip.crop.circle", .secondary),
                    LK.label("share", "Share", "square.and.arrow.up", .primary, .topBarPinnedTrailing),
                    LK.label("print", "Print", "printer", .overflow, .overflowMenu)
                ]),
            fails: [:]),
        LabelledScreen(
            "undo and redo apart", source: "\(article): \"Group related primary commands with ToolbarItemGroup\"",
            LK.screen(
                "Undo Redo Apart",
                [
                    LK.label("undo", "Undo", "arrow.uturn.backward", .primary, .topBarLeading),
                    LK.label("redo", "Redo", "arrow.uturn.forward", .primary, .topBarLeading),
                    LK.label("share", "Share", "square.and.arrow.up", .primary, .topBarPinnedTrailing)
                ]),
            fails: ["primary-group-priority": ["undo"]])
    ]
}
