import ToolbarModel
import ToolbarStorage

extension Registry {
    /// The registry (or one app, or one screen) as a document in the interchange format.
    /// Scenarios are included only when exporting everything.
    public func exportDocument(scope: RecordPath? = nil) throws -> RegistryDocument {
        try read {
            var apps: [Stored<App>]
            if let scope {
                apps = [try resolveApp(scope.app)]
            } else {
                apps = try store.apps()
            }
            var entries: [RegistryDocument.AppEntry] = []
            for app in apps {
                var screens = try store.screens(appID: app.id)
                if let name = scope?.screen {
                    screens = [try resolveScreen(app: app.value.name, screen: name).screen]
                }
                let screenEntries = try screens.map { screen in
                    RegistryDocument.ScreenEntry(
                        screen: screen.value, groups: try store.groups(screenID: screen.id).map(\.value),
                        commands: try store.commands(screenID: screen.id).map(\.value))
                }
                let targets = try store.appTargets(appID: app.id).compactMap(ScenarioTarget.init(rawValue:))
                entries.append(RegistryDocument.AppEntry(app: app.value, screens: screenEntries, targets: targets))
            }
            let scenarios = scope == nil ? try store.scenarios().map(\.value) : []
            return RegistryDocument(apps: entries, scenarios: scenarios)
        }
    }
}
