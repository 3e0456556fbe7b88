import ToolbarModel
import ToolbarStorage

extension Registry {
    /// The registry (or one app, or one screen) as a document in the interchange format: every
    /// record with its stable id, each screen's sign-offs and suppressions, each app's targets.
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
                let screenEntries = try screens.map { screen in try exportScreen(screen, app: app.value) }
                let targets = try store.appTargets(appID: app.id).compactMap(ScenarioTarget.init(rawValue:))
                entries.append(RegistryDocument.AppEntry(app: app.value, screens: screenEntries, targets: targets))
            }
            let scenarios = scope == nil ? try store.scenarios().map(\.value) : []
            return RegistryDocument(apps: entries, scenarios: scenarios)
        }
    }

    /// One screen with its groups, commands and reviews. A review's records digest is written
    /// only when the records changed since it (it is stale): absent means "made on these records".
    private func exportScreen(_ screen: Stored<Screen>, app: App) throws -> RegistryDocument.ScreenEntry {
        let groups = try store.groups(screenID: screen.id).map(\.value)
        let commands = try store.commands(screenID: screen.id).map(\.value)
        let digest = Self.recordsDigest(
            ScreenInventory(app: app, screen: screen.value, groups: groups, commands: commands))
        let signOffs = try store.signOffs(screenID: screen.id).map { stored in
            RegistryDocument.SignOffEntry(
                item: stored.itemID, author: stored.author, date: stored.at, note: stored.note,
                recordsDigest: stored.recordsDigest == digest ? nil : stored.recordsDigest)
        }
        let suppressions = try store.suppressions(screenID: screen.id).map { stored in
            RegistryDocument.SuppressionEntry(
                item: stored.itemID, command: stored.commandKey, reason: stored.reason, author: stored.author,
                date: stored.at, until: stored.until,
                recordsDigest: stored.recordsDigest == digest ? nil : stored.recordsDigest)
        }
        return RegistryDocument.ScreenEntry(
            screen: screen.value, groups: groups, commands: commands, signOffs: signOffs, suppressions: suppressions)
    }
}
