import ToolbarModel
import ToolbarStorage

extension Registry {
    /// The app's screens, sorted by name.
    public func screens(app name: String) throws -> [Screen] {
        try read { try store.screens(appID: try resolveApp(name).id).map(\.value) }
    }

    /// The screen at `App/Screen` with its groups and commands.
    public func inventory(_ path: RecordPath) throws -> ScreenInventory {
        try read {
            let (_, screen) = try resolveScreen(path)
            guard let inventory = try store.inventory(screenID: screen.id) else {
                throw RegistryError.notFound(kind: "screen", name: path.description, parent: nil, suggestion: nil)
            }
            return inventory
        }
    }

    /// Adds a screen to an app.
    public func addScreen(app appName: String, _ screen: Screen) throws {
        try screen.validate()
        try write {
            let app = try resolveApp(appName)
            if try store.screen(appID: app.id, named: screen.name) != nil {
                throw RegistryError.alreadyExists(kind: "screen", name: screen.name, parent: "app '\(app.value.name)'")
            }
            let id = try store.insertScreen(appID: app.id, screen)
            try log(
                "add", kind: "screen", id: id, path: "\(app.value.name)/\(screen.name)", appID: app.id, screenID: id,
                before: nil, after: RecordJSON.encode(screen))
        }
    }

    /// Changes a screen's fields (not its name: see ``renameScreen(_:to:)``).
    public func updateScreen(_ path: RecordPath, _ change: (inout Screen) throws -> Void) throws {
        try write {
            let (app, stored) = try resolveScreen(path)
            var screen = stored.value
            try change(&screen)
            screen.name = stored.value.name
            try screen.validate()
            guard screen != stored.value else { return }
            try store.updateScreen(id: stored.id, screen)
            try log(
                "update", kind: "screen", id: stored.id, path: "\(app.value.name)/\(screen.name)", appID: app.id,
                screenID: stored.id, before: RecordJSON.encode(stored.value), after: RecordJSON.encode(screen))
        }
    }

    /// Renames a screen; its identity and history are kept.
    public func renameScreen(_ path: RecordPath, to newName: String) throws {
        try RecordName.validate(newName, kind: "screen")
        try write {
            let (app, stored) = try resolveScreen(path)
            if let other = try store.screen(appID: app.id, named: newName), other.id != stored.id {
                throw RegistryError.alreadyExists(kind: "screen", name: newName, parent: "app '\(app.value.name)'")
            }
            var screen = stored.value
            screen.name = newName
            try store.updateScreen(id: stored.id, screen)
            try log(
                "rename", kind: "screen", id: stored.id, path: "\(app.value.name)/\(newName)", appID: app.id,
                screenID: stored.id, before: RecordJSON.encode(stored.value), after: RecordJSON.encode(screen))
        }
    }

    /// Removes a screen. With groups or commands on it, `force` is required.
    public func removeScreen(_ path: RecordPath, force: Bool) throws {
        try write {
            let (app, stored) = try resolveScreen(path)
            let counts = try store.childCounts(screenID: stored.id)
            if !force, counts.groups + counts.commands > 0 {
                throw RegistryError.hasChildren(
                    kind: "screen", name: "\(app.value.name)/\(stored.value.name)",
                    children: "\(counts.groups) group(s) and \(counts.commands) command(s)")
            }
            try store.deleteScreen(id: stored.id)
            try log(
                "remove", kind: "screen", id: stored.id, path: "\(app.value.name)/\(stored.value.name)",
                appID: app.id, screenID: stored.id, before: RecordJSON.encode(stored.value), after: nil)
        }
    }
}
