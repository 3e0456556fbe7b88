import ToolbarModel
import ToolbarStorage

extension Registry {
    /// Every app, sorted by name.
    public func apps() throws -> [App] {
        try read { try store.apps().map(\.value) }
    }

    /// The app named `name` (ignoring case).
    public func app(_ name: String) throws -> App {
        try read { try resolveApp(name).value }
    }

    /// `app show --format json`: the app's record with its screens' names and its targets.
    public static func appDetailsJSON(_ app: App, screens: [Screen], targets: [ScenarioTarget]) -> JSONValue {
        guard case .object(var members) = RecordJSON.encode(app) else { return RecordJSON.encode(app) }
        members.append(JSONMember("screens", .array(screens.map { .string($0.name) })))
        members.append(JSONMember("targets", .array(targets.map { .string($0.rawValue) })))
        return .object(members)
    }

    /// The app with its screens' names, for `app show`.
    public func appDetails(_ name: String) throws -> (app: App, screens: [Screen]) {
        try read {
            let app = try resolveApp(name)
            return (app.value, try store.screens(appID: app.id).map(\.value))
        }
    }

    /// Registers a new app.
    public func addApp(_ app: App) throws {
        try app.validate()
        try write {
            if try store.app(named: app.name) != nil {
                throw RegistryError.alreadyExists(kind: "app", name: app.name, parent: nil)
            }
            let id = try store.insertApp(app)
            try log(
                "add", kind: "app", id: id, path: app.name, appID: id, screenID: nil, before: nil,
                after: RecordJSON.encode(app))
        }
    }

    /// Changes an app's fields (not its name: see ``renameApp(_:to:)``).
    public func updateApp(_ name: String, _ change: (inout App) throws -> Void) throws {
        try write {
            let stored = try resolveApp(name)
            var app = stored.value
            try change(&app)
            app.name = stored.value.name
            try app.validate()
            guard app != stored.value else { return }
            try store.updateApp(id: stored.id, app)
            try log(
                "update", kind: "app", id: stored.id, path: app.name, appID: stored.id, screenID: nil,
                before: RecordJSON.encode(stored.value), after: RecordJSON.encode(app))
        }
    }

    /// Renames an app; its identity and history are kept.
    public func renameApp(_ name: String, to newName: String) throws {
        try RecordName.validate(newName, kind: "app")
        try write {
            let stored = try resolveApp(name)
            if let other = try store.app(named: newName), other.id != stored.id {
                throw RegistryError.alreadyExists(kind: "app", name: newName, parent: nil)
            }
            var app = stored.value
            app.name = newName
            try store.updateApp(id: stored.id, app)
            try log(
                "rename", kind: "app", id: stored.id, path: newName, appID: stored.id, screenID: nil,
                before: RecordJSON.encode(stored.value), after: RecordJSON.encode(app))
        }
    }

    /// Removes an app. With screens in it, `force` is required.
    public func removeApp(_ name: String, force: Bool) throws {
        try write {
            let stored = try resolveApp(name)
            let counts = try store.childCounts(appID: stored.id)
            if !force, counts.screens > 0 {
                throw RegistryError.hasChildren(
                    kind: "app", name: stored.value.name,
                    children: "\(counts.screens) screen(s), \(counts.groups) group(s) and \(counts.commands) command(s)"
                )
            }
            try store.deleteApp(id: stored.id)
            try log(
                "remove", kind: "app", id: stored.id, path: stored.value.name, appID: stored.id, screenID: nil,
                before: RecordJSON.encode(stored.value), after: nil)
        }
    }

    /// Registers a new app and, when given, the scenario targets its audits use — one action.
    public func addApp(_ app: App, targets: [ScenarioTarget]) throws {
        try write {
            try addApp(app)
            if !targets.isEmpty { try setTargets(app: app.name, targets) }
        }
    }

    /// Changes an app's fields and, when given, its scenario targets — one action.
    public func updateApp(_ name: String, targets: [ScenarioTarget]?, _ change: (inout App) throws -> Void) throws {
        try write {
            try updateApp(name, change)
            if let targets { try setTargets(app: name, targets) }
        }
    }
}
