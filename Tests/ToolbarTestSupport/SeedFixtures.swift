import ToolbarModel

/// The photo editor of seed 000, before and after the refactor (the checklist tests add the
/// solver's layouts, the report tests a variant with hostile text).
package enum SeedFixtures {
    package static let app = App(name: "Photo Editor", deploymentTarget: OSVersion(26, 0), linkedSDK: OSVersion(27, 1))

    package static let portrait = Scenario(name: "iphone-17-portrait", width: 402, height: 874)
    package static let wide = Scenario(
        name: "iphone-on-ipad-wide", target: .iPhoneOnIPad, width: 834, height: 1112, horizontalSizeClass: .regular)
    package static let foldable = Scenario(
        name: "foldable-outer-landscape", target: .foldable, width: 700, height: 380, verticalSizeClass: .compact,
        verticalBarEdge: .trailing)

    // MARK: - Crowded

    /// The crowded editor's eight buttons (key, title, symbol, classification), in order: the
    /// fixture below, and the checklist's labelled screens built on it.
    package static let crowdedButtons: [(String, String, String, Classification)] = [
        ("undo", "Undo", "arrow.uturn.backward", .primary), ("redo", "Redo", "arrow.uturn.forward", .primary),
        ("crop", "Crop", "crop", .secondary), ("filters", "Filters", "camera.filters", .secondary),
        ("replace", "Replace", "photo.on.rectangle", .overflow),
        ("export", "Export", "square.and.arrow.down", .overflow),
        ("share", "Share", "square.and.arrow.up", .primary), ("clear", "Clear", "trash", .destructive)
    ]

    /// Eight buttons in one `.topBarTrailing` group, no priority, no overflow menu.
    package static let crowded: ScreenInventory = {
        let entries = crowdedButtons
        let commands = entries.enumerated().map { index, entry in
            Command(
                key: entry.0, title: entry.1, symbol: entry.2, classification: entry.3, placement: .topBarTrailing,
                group: "tools", order: index + 1, role: entry.0 == "clear" ? .destructive : .none,
                needsConfirmation: entry.0 == "clear")
        }
        return ScreenInventory(
            app: app, screen: Screen(name: "Crowded Editor", title: "Photo"),
            groups: [ToolbarGroup(name: "tools", placement: .topBarTrailing)], commands: commands)
    }()

    // MARK: - Refactored

    /// The refactor: status chip, high-priority Undo/Redo, size-class editing tools in
    /// `.secondaryAction`, pinned Share, and a deliberate overflow menu with a divider before Clear.
    package static let refactored: ScreenInventory = {
        var screen = Screen(name: "Editor", title: "Photo", scrollPrimary: true, minimization: .onScrollDown)
        screen.availabilityGated = true
        func tool(_ key: String, _ title: String, _ symbol: String, order: Int) -> Command {
            Command(
                key: key, title: title, symbol: symbol, classification: .secondary, placement: .secondaryAction,
                group: "editing-tools", order: order, sizeClassCondition: .regularWidthOrCompactHeight)
        }
        let commands = [
            Command(
                key: "status", title: "Edited", content: .custom,
                customView: CustomViewInfo(width: 72, reactsToActiveState: true, showsTextAndSymbol: true),
                classification: .secondary, placement: .principal, order: 1),
            Command(
                key: "undo", title: "Undo", symbol: "arrow.uturn.backward", classification: .primary,
                placement: .topBarLeading, group: "undo-redo", order: 2),
            Command(
                key: "redo", title: "Redo", symbol: "arrow.uturn.forward", classification: .primary,
                placement: .topBarLeading, group: "undo-redo", order: 3),
            tool("crop", "Crop", "crop", order: 4),
            tool("filters", "Filters", "camera.filters", order: 5),
            tool("adjust", "Adjust", "slider.horizontal.3", order: 6),
            Command(
                key: "share", title: "Share", symbol: "square.and.arrow.up", classification: .primary,
                placement: .topBarPinnedTrailing, order: 7),
            Command(
                key: "replace-photo", title: "Replace Photo", symbol: "photo.on.rectangle",
                classification: .overflow, placement: .overflowMenu, order: 8),
            Command(
                key: "export-image", title: "Export Image", symbol: "square.and.arrow.down",
                classification: .overflow, placement: .overflowMenu, order: 9),
            Command(key: "divider", title: "", content: .divider, placement: .overflowMenu, order: 10),
            Command(
                key: "clear-edits", title: "Clear Edits", symbol: "trash", classification: .destructive,
                placement: .overflowMenu, order: 11, role: .destructive, needsConfirmation: true)
        ]
        return ScreenInventory(
            app: app, screen: screen,
            groups: [
                ToolbarGroup(name: "undo-redo", placement: .topBarLeading, priority: .high),
                ToolbarGroup(name: "editing-tools", placement: .secondaryAction)
            ],
            commands: commands)
    }()
}
