import ToolbarModel

/// Small registry documents made in code, for tests that need several apps and nothing else.
package enum SmallDocuments {
    /// Apps `App 0`, `App 1`, … of two screens each (`Screen 0`, `Screen 1`), each screen with a
    /// bottom-bar group `tools` and two commands: `share` in the trailing bar, `crop` in the group.
    package static func apps(_ count: Int = 3) -> RegistryDocument {
        RegistryDocument(
            apps: (0..<count).map { app in
                .init(
                    app: App(name: "App \(app)", bundleID: "com.example.app\(app)"),
                    screens: (0..<2).map { screen in
                        .init(
                            screen: Screen(name: "Screen \(screen)"),
                            groups: [ToolbarGroup(name: "tools", placement: .bottomBar)],
                            commands: [
                                Command(
                                    key: "share", title: "Share", symbol: "square.and.arrow.up",
                                    placement: .topBarTrailing, order: 1),
                                Command(
                                    key: "crop", title: "Crop", symbol: "crop", placement: .bottomBar, group: "tools",
                                    order: 2)
                            ])
                    })
            })
    }
}
