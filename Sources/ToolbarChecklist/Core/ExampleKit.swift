import ToolbarModel

/// Builders that keep the items' examples short. Internal: examples are data, not API.
enum Kit {
    // MARK: - Records

    /// An app on the iOS 27.1 SDK with a 27.1 deployment target (so no availability findings).
    static let app = App(name: "Photos", deploymentTarget: OSVersion(27, 1), linkedSDK: OSVersion(27, 1))

    /// An app that still supports iOS 26.
    static let legacyApp = App(name: "Photos", deploymentTarget: OSVersion(26, 0), linkedSDK: OSVersion(27, 1))

    /// A screen named `Editor`, with any changes applied.
    static func screen(_ configure: (inout Screen) -> Void = { _ in }) -> Screen {
        var screen = Screen(name: "Editor", title: "Editor")
        configure(&screen)
        return screen
    }

    /// A screen inventory.
    static func inventory(
        app: App = app, screen: Screen = screen(), groups: [ToolbarGroup] = [], _ commands: [Command]
    ) -> ScreenInventory {
        ScreenInventory(app: app, screen: screen, groups: groups, commands: commands)
    }

    /// A symbol-and-text command titled after its key (`replace-photo` → `Replace Photo`).
    static func command(
        _ key: String, _ classification: Classification?, _ placement: Placement = .topBarTrailing,
        order: Int, _ configure: (inout Command) -> Void = { _ in }
    ) -> Command {
        let title = key.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(separator: " ")
        var command = Command(
            key: key, title: title, symbol: "circle", classification: classification, placement: placement,
            order: order)
        configure(&command)
        return command
    }

    // MARK: - Scenarios

    /// An iPhone in portrait.
    static let portrait = Scenario(name: "iphone-portrait", width: 402, height: 874)
    /// The same with search active.
    static let search = Scenario(name: "iphone-portrait-search", width: 402, height: 874, searchActive: true)
    /// A wide iPhone-on-iPad window.
    static let wide = Scenario(
        name: "iphone-on-ipad-wide", target: .iPhoneOnIPad, width: 834, height: 1112, horizontalSizeClass: .regular)
    /// The foldable's outer display, bars at the side.
    static let foldable = Scenario(
        name: "foldable-outer-landscape", target: .foldable, width: 700, height: 380, verticalSizeClass: .compact,
        verticalBarEdge: .trailing)

    /// A scenario with a layout given as `(key, place, reason)` in reading order.
    static func layout(_ scenario: Scenario, _ places: [(String, LayoutPlace, PlaceReason)]) -> ScenarioInput {
        let items = places.enumerated().map { index, entry in
            PlacedItem(key: entry.0, place: entry.1, order: index + 1, reason: entry.2)
        }
        return ScenarioInput(scenario: scenario, layout: LayoutSnapshot(items: items))
    }
}
