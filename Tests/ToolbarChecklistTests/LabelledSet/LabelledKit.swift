import ToolbarModel

/// Builders that keep the labelled screens short: commands get their order from their position.
enum LK {
    /// An app on the iOS 27.1 SDK that deploys to 27.1 (no availability questions).
    static let app = App(name: "Labelled", deploymentTarget: OSVersion(27, 1), linkedSDK: OSVersion(27, 1))
    /// The same app still supporting iOS 26.
    static let legacy = App(name: "Labelled", deploymentTarget: OSVersion(26, 0), linkedSDK: OSVersion(27, 1))
    /// An app built with the iOS 26.5 SDK (no iOS 27 padding, no vertical bars).
    static let sdk26 = App(name: "Labelled", deploymentTarget: OSVersion(26, 0), linkedSDK: OSVersion(26, 5))
    /// An app built with the iOS 27.0 SDK (iOS 27 padding, no vertical bars).
    static let sdk27 = App(name: "Labelled", deploymentTarget: OSVersion(27, 0), linkedSDK: OSVersion(27, 0))

    /// A screen inventory; each command's order is its position.
    static func screen(
        _ name: String, app: App = app, title: String? = "Title", groups: [ToolbarGroup] = [],
        _ configure: (inout Screen) -> Void = { _ in }, _ commands: [Command]
    ) -> ScreenInventory {
        var screen = Screen(name: name, title: title)
        configure(&screen)
        let ordered = commands.enumerated().map { index, command in
            var command = command
            command.order = index + 1
            return command
        }
        return ScreenInventory(app: app, screen: screen, groups: groups, commands: ordered)
    }

    /// A screen inventory with the screen's defaults.
    static func screen(
        _ name: String, app: App = app, title: String? = "Title", groups: [ToolbarGroup] = [], _ commands: [Command]
    ) -> ScreenInventory {
        screen(name, app: app, title: title, groups: groups, { _ in }, commands)
    }

    /// A `Label` (symbol in the bar, symbol and title in the overflow menu).
    static func label(
        _ key: String, _ title: String, _ symbol: String, _ classification: Classification?,
        _ placement: Placement = .topBarTrailing, _ configure: (inout Command) -> Void = { _ in }
    ) -> Command {
        var command = Command(
            key: key, title: title, symbol: symbol, content: .symbolAndText, classification: classification,
            placement: placement)
        configure(&command)
        return command
    }

    /// A symbol-only item with a title for VoiceOver and the overflow menu.
    static func symbol(
        _ key: String, _ title: String, _ symbol: String, _ classification: Classification?,
        _ placement: Placement = .topBarTrailing, _ configure: (inout Command) -> Void = { _ in }
    ) -> Command {
        var command = label(key, title, symbol, classification, placement, configure)
        command.content = .symbol
        return command
    }

    /// A text-only button.
    static func text(
        _ key: String, _ title: String, _ classification: Classification?, _ placement: Placement = .topBarTrailing,
        _ configure: (inout Command) -> Void = { _ in }
    ) -> Command {
        var command = Command(
            key: key, title: title, content: .text, classification: classification, placement: placement)
        configure(&command)
        return command
    }

    /// A custom view of `width` points.
    static func custom(
        _ key: String, _ title: String, width: Double, _ classification: Classification?,
        _ placement: Placement = .topBarTrailing, activeState: Bool = true, textAndSymbol: Bool = false,
        _ configure: (inout Command) -> Void = { _ in }
    ) -> Command {
        var command = Command(
            key: key, title: title, content: .custom,
            customView: CustomViewInfo(
                width: width, reactsToActiveState: activeState, showsTextAndSymbol: textAndSymbol),
            classification: classification, placement: placement)
        configure(&command)
        return command
    }

    /// A `ToolbarSpacer`.
    static func spacer(_ key: String, _ sizing: SpacerSizing, _ placement: Placement = .topBarTrailing) -> Command {
        Command(key: key, title: "", content: .spacer, spacer: sizing, placement: placement)
    }

    /// A `Divider` in an overflow menu.
    static func divider(_ key: String = "divider") -> Command {
        Command(key: key, title: "", content: .divider, placement: .overflowMenu)
    }
}
