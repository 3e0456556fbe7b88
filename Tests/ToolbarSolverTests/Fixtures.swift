import ToolbarModel
import ToolbarSolver
@_exported import ToolbarTestSupport

// MARK: - Scenarios (numbers from toolbar-facts §1b, §3a, §3b)

/// Scenario values built in the tests, so they do not depend on the shipped presets.
enum Scenarios {
    static let iPhoneSE = Scenario(name: "iphone-se-portrait", width: 320, height: 568)
    static let iPhone17 = Scenario(name: "iphone-17-portrait", width: 402, height: 874)
    static let iPhone17Landscape = Scenario(
        name: "iphone-17-landscape", width: 874, height: 402, horizontalSizeClass: .compact,
        verticalSizeClass: .compact)
    static let iPhone17ProMaxLandscape = Scenario(
        name: "iphone-17-pro-max-landscape", width: 956, height: 440, horizontalSizeClass: .regular,
        verticalSizeClass: .compact)
    static let iPad = Scenario(
        name: "ipad-pro-13-portrait", target: .iPad, width: 1032, height: 1376, horizontalSizeClass: .regular,
        verticalSizeClass: .regular)
    static let iPhoneOnIPad = Scenario(
        name: "iphone-on-ipad-wide", target: .iPhoneOnIPad, width: 900, height: 1000, horizontalSizeClass: .regular,
        verticalSizeClass: .regular)
    static let outerPortrait = Scenario(
        name: "foldable-outer-portrait", target: .foldable, width: 466, height: 678, verticalBarEdge: .trailing)
    static let outerLandscape = Scenario(
        name: "foldable-outer-landscape", target: .foldable, width: 678, height: 466, verticalSizeClass: .compact,
        verticalBarEdge: .trailing)
    static let innerLandscape = Scenario(
        name: "foldable-inner-landscape", target: .foldable, width: 951, height: 669, horizontalSizeClass: .regular,
        verticalSizeClass: .regular, verticalBarEdge: .trailing)
    static let innerPortrait = Scenario(
        name: "foldable-inner-portrait", target: .foldable, width: 669, height: 951, horizontalSizeClass: .regular,
        verticalSizeClass: .regular)

    /// Every iPhone portrait width of toolbar-facts §3a.
    static let iPhonePortraitWidths: [Double] = [320, 360, 375, 390, 393, 402, 414, 420, 428, 430, 440]

    static func iPhone(width: Double, search: Bool = false) -> Scenario {
        Scenario(name: "iphone-\(Int(width))", width: width, height: 874, searchActive: search)
    }
}

// MARK: - Seed 000: the photo editor

enum PhotoEditor {
    static let app = App(name: "Photos", linkedSDK: OSVersion(27, 1))

    static func symbolItem(
        _ key: String, _ title: String, order: Int, placement: Placement, group: String? = nil,
        role: CommandRole = .none, condition: SizeClassCondition = .always
    ) -> Command {
        Command(
            key: key, title: title, symbol: "sf.\(key)", content: .symbolAndText, placement: placement,
            group: group, order: order, role: role, sizeClassCondition: condition)
    }

    /// "The crowded version": eight buttons in one trailing `ToolbarItemGroup`, all default priority.
    static let crowded: ScreenInventory = {
        let keys = [
            ("undo", "Undo"), ("redo", "Redo"), ("crop", "Crop"), ("filters", "Filters"),
            ("replace", "Replace"), ("export", "Export"), ("share", "Share"), ("clear", "Clear")
        ]
        let commands = keys.enumerated().map { index, pair in
            symbolItem(
                pair.0, pair.1, order: index + 1, placement: .topBarTrailing, group: "editor",
                role: pair.0 == "clear" ? .destructive : .none)
        }
        return ScreenInventory(
            app: app, screen: Screen(name: "PhotoEditorCrowded", title: "Sunset"),
            groups: [ToolbarGroup(name: "editor", placement: .topBarTrailing)], commands: commands)
    }()

    /// "Put the refactor together": Undo/Redo high, editing tools by size class, pinned Share, overflow menu.
    static func refactored(role: ToolbarRole = .automatic) -> ScreenInventory {
        let tools = SizeClassCondition.regularWidthOrCompactHeight
        let commands = [
            symbolItem("undo", "Undo", order: 1, placement: .topBarLeading, group: "undo-redo"),
            symbolItem("redo", "Redo", order: 2, placement: .topBarLeading, group: "undo-redo"),
            symbolItem("crop", "Crop", order: 3, placement: .secondaryAction, group: "editing-tools", condition: tools),
            symbolItem(
                "filters", "Filters", order: 4, placement: .secondaryAction, group: "editing-tools",
                condition: tools),
            symbolItem(
                "adjust", "Adjust", order: 5, placement: .secondaryAction, group: "editing-tools",
                condition: tools),
            symbolItem("share", "Share", order: 6, placement: .topBarPinnedTrailing),
            symbolItem("replace-photo", "Replace Photo", order: 7, placement: .overflowMenu),
            symbolItem("export-image", "Export Image", order: 8, placement: .overflowMenu),
            Command(key: "divider-1", title: "", content: .divider, placement: .overflowMenu, order: 9),
            symbolItem("clear-edits", "Clear Edits", order: 10, placement: .overflowMenu, role: .destructive)
        ]
        return ScreenInventory(
            app: app, screen: Screen(name: "PhotoEditor", title: "Sunset", toolbarRole: role),
            groups: [
                ToolbarGroup(name: "undo-redo", placement: .topBarLeading, priority: .high),
                ToolbarGroup(name: "editing-tools", placement: .secondaryAction)
            ],
            commands: commands)
    }
}

// MARK: - Seed 001: vertical bars

enum Foldable {
    static let app = App(name: "Mail", linkedSDK: OSVersion(27, 1))
    static let oldApp = App(name: "OldMail", linkedSDK: OSVersion(27, 0))

    static func symbol(
        _ key: String, order: Int, placement: Placement = .topBarTrailing,
        priority: VisibilityPriority? = nil, group: String? = nil,
        axis: AxisBehavior = .automatic
    ) -> Command {
        Command(
            key: key, title: key.capitalized, symbol: "sf.\(key)", content: .symbol, placement: placement,
            group: group, order: order, priority: priority, axis: axis)
    }

    /// A compose sheet: close and done, a symbol, a text button, a cart-total custom view.
    static func compose(
        app: App = app, vertical: VerticalBehavior = .automatic,
        column: ColumnRole = .full
    ) -> ScreenInventory {
        let commands = [
            symbol("close", order: 1, placement: .cancellationAction),
            symbol("done", order: 2, placement: .topBarPinnedTrailing),
            symbol("attach", order: 3),
            Command(key: "drafts", title: "Drafts", content: .text, placement: .topBarTrailing, order: 4),
            Command(
                key: "cart-total", title: "Total", content: .custom, customView: CustomViewInfo(width: 96),
                placement: .topBarLeading, order: 5)
        ]
        return ScreenInventory(
            app: app,
            screen: Screen(
                name: "Compose", title: "New Message", columnRole: column,
                verticalBehavior: vertical, navigationKind: .modal), commands: commands)
    }

    /// Only symbol items plus a Select button kept horizontal: no horizontal bar on a vertical pose.
    static let selectable: ScreenInventory = {
        let commands = [
            symbol("close", order: 1, placement: .cancellationAction),
            symbol("archive", order: 2),
            Command(
                key: "select", title: "Select", symbol: "sf.select", content: .symbolAndText,
                placement: .topBarTrailing, order: 3, axis: .horizontalOnly, alternateTitle: "Done")
        ]
        return ScreenInventory(app: app, screen: Screen(name: "Gallery", title: "Gallery"), commands: commands)
    }()

    /// Many symbol items with mixed priorities, for the keyboard on the outer display.
    static let inbox: ScreenInventory = {
        let commands = [
            symbol("close", order: 1, placement: .cancellationAction),
            symbol("done", order: 2, placement: .topBarPinnedTrailing),
            symbol("reply", order: 3, priority: .high),
            symbol("forward", order: 4),
            symbol("flag", order: 5, priority: .low),
            symbol("archive", order: 6),
            symbol("move", order: 7, priority: .low),
            symbol("print", order: 8, priority: .lowerThan(.automatic))
        ]
        return ScreenInventory(
            app: app, screen: Screen(name: "Inbox", title: "Inbox", navigationKind: .modal),
            commands: commands)
    }()
}

extension PhotoEditor {
    /// The seeded Refactored Editor (Seeds/photo-editor.json): the refactor with its principal
    /// status chip, whose 72 pt width is an estimate.
    static func seededRefactored() -> ScreenInventory {
        var inventory = refactored()
        inventory.screen.title = "Photo"
        inventory.commands.insert(
            Command(
                key: "status", title: "Edited", symbol: "circle.fill", content: .custom,
                customView: CustomViewInfo(
                    width: 72, reactsToActiveState: true, showsTextAndSymbol: true,
                    widthSource: .estimated),
                placement: .principal, order: 1),
            at: 0)
        return inventory
    }
}
