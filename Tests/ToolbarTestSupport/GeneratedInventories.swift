import ToolbarModel

/// Plausible random screens for property tests, from a seeded generator (same seed, same screens).
package enum GeneratedInventories {
    package static let titles = [
        "Undo", "Redo", "Share", "Crop", "Filters", "Adjust", "Export", "Replace", "Delete", "Archive", "Flag",
        "Reply", "Select", "Search", "Info", "Print", "Duplicate", "Rotate", "Favorite", "Move"
    ]
    package static let symbols = [
        "star", "trash", "square.and.arrow.up", "crop", "pencil", "folder", "flag", "info.circle"
    ]
    package static let placements: [Placement] = [
        .automatic, .primaryAction, .secondaryAction, .topBarLeading, .topBarTrailing, .topBarPinnedTrailing,
        .bottomBar, .overflowMenu, .navigation, .principal
    ]

    /// `count` inventories from `seed`.
    package static func make(count: Int, seed: UInt64) -> [ScreenInventory] {
        var rng = SplitMix64(seed: seed)
        return (0..<count).map { index in inventory(index, &rng) }
    }

    package static func inventory(_ index: Int, _ rng: inout SplitMix64) -> ScreenInventory {
        let sdks = [OSVersion(26, 0), OSVersion(27, 0), OSVersion(27, 1)]
        let targets = [OSVersion(26, 0), OSVersion(27, 1)]
        let app = App(
            name: "App\(index)", deploymentTarget: targets.randomElement(using: &rng)!,
            linkedSDK: sdks.randomElement(using: &rng)!)
        var screen = Screen(name: "Screen \(index)", title: Bool.random(using: &rng) ? "Photo" : nil)
        screen.navigationKind = NavigationKind.allCases.randomElement(using: &rng)!
        screen.scrollPrimary = Bool.random(using: &rng)
        screen.toolbarRole = [ToolbarRole.automatic, .automatic, .editor, .browser].randomElement(using: &rng)!
        if Int.random(in: 0..<4, using: &rng) == 0 { screen.search = .automatic }
        let groupNames = ["history", "tools", "actions"]
        var groups: [ToolbarGroup] = []
        for name in groupNames where Bool.random(using: &rng) {
            groups.append(
                ToolbarGroup(
                    name: name,
                    placement: [.topBarLeading, .topBarTrailing, .secondaryAction]
                        .randomElement(using: &rng)!, priority: [nil, .high, .low].randomElement(using: &rng)!))
        }
        var commands: [Command] = []
        var used: Set<String> = []
        for order in 1...Int.random(in: 1...11, using: &rng) {
            var title = titles.randomElement(using: &rng)!
            while used.contains(title) { title = titles.randomElement(using: &rng)! }
            used.insert(title)
            var command = Command(key: RecordName.slug(title), title: title, order: order)
            command.symbol = symbols.randomElement(using: &rng)!
            command.content = [ContentKind.symbolAndText, .symbolAndText, .symbol, .text].randomElement(using: &rng)!
            command.classification = [Classification.primary, .secondary, .overflow, .destructive, nil]
                .randomElement(using: &rng)!
            if command.classification == .destructive, Bool.random(using: &rng) { command.role = .destructive }
            if command.classification == .destructive, Bool.random(using: &rng) { command.needsConfirmation = true }
            command.essential = Int.random(in: 0..<6, using: &rng) == 0
            command.placement = placements.randomElement(using: &rng)!
            if let group = groups.randomElement(using: &rng), Bool.random(using: &rng) {
                command.group = group.name
                command.placement = group.placement
            }
            if Int.random(in: 0..<5, using: &rng) == 0 { command.priority = [.high, .low].randomElement(using: &rng)! }
            if Int.random(in: 0..<8, using: &rng) == 0 { command.alternateTitle = "Done" }
            if Int.random(in: 0..<6, using: &rng) == 0 {
                command.sizeClassCondition = [.regularWidth, .regularWidthOrCompactHeight].randomElement(using: &rng)!
            }
            if Int.random(in: 0..<12, using: &rng) == 0 {
                command.content = .custom
                command.customView = CustomViewInfo(width: 60)
            }
            commands.append(command)
        }
        if Int.random(in: 0..<6, using: &rng) == 0 {
            commands.append(
                Command(
                    key: "gap", title: "", content: .spacer, spacer: .fixed, placement: .topBarTrailing,
                    order: commands.count + 1))
        }
        return ScreenInventory(app: app, screen: screen, groups: groups, commands: commands)
    }
}
