import ToolbarModel
import ToolbarSolver

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

    /// One command's place in an example layout.
    enum Spot {
        /// Shown in a bar region.
        case shown(String, Region)
        /// In the overflow menu.
        case overflow(String, OverflowReason)
        /// Absent or hidden.
        case missing(String, Region, AbsenceReason)
    }

    /// A scenario with a hand-written layout, spots in reading order.
    static func layout(_ scenario: Scenario, _ spots: [Spot]) -> ScenarioInput {
        var items: [PlacedItem] = []
        var overflow: [OverflowEntry] = []
        var missing: [MissingItem] = []
        for (index, spot) in spots.enumerated() {
            switch spot {
            case .shown(let key, let region):
                let bar: BarKind =
                    switch region {
                    case .verticalColumn: .verticalColumn
                    case .horizontalBar: .horizontalBar
                    case .bottomBar: .bottomBar
                    default: .navigationBar
                    }
                let order = items.filter { $0.region == region }.count
                items.append(PlacedItem(key: key, region: region, bar: bar, order: order, x: Double(index) * 44))
            case .overflow(let key, let reason):
                overflow.append(OverflowEntry(key: key, title: key, reason: reason, bar: .navigationBar))
            case .missing(let key, let region, let reason):
                missing.append(MissingItem(key: key, region: region, reason: reason))
            }
        }
        let layout = Layout(
            scenario: scenario.name, screen: "Editor", bars: [.navigationBar], items: items, overflow: overflow,
            missing: missing, title: TitleFate(state: .shown, width: 0, neededWidth: 0), space: [], clipped: [],
            rules: [])
        return ScenarioInput(scenario: scenario, layout: layout)
    }
}
