import ToolbarModel
import ToolbarStorage

extension Registry {
    /// The screen's groups, sorted by name.
    public func groups(_ screenPath: RecordPath) throws -> [ToolbarGroup] {
        try read { try store.groups(screenID: try resolveScreen(screenPath).screen.id).map(\.value) }
    }

    /// Adds a `ToolbarItemGroup` to a screen.
    public func addGroup(_ screenPath: RecordPath, _ group: ToolbarGroup) throws {
        try group.validate()
        try write {
            let (app, screen) = try resolveScreen(screenPath)
            if try store.group(screenID: screen.id, named: group.name) != nil {
                throw RegistryError.alreadyExists(kind: "group", name: group.name, parent: "screen '\(screenPath)'")
            }
            let id = try store.insertGroup(screenID: screen.id, group)
            try log(
                "add", kind: "group", id: id, path: "\(app.value.name)/\(screen.value.name)#\(group.name)",
                appID: app.id, screenID: screen.id, before: nil, after: RecordJSON.encode(group))
        }
    }

    /// Changes a group's name, placement or priority. A new placement moves its commands with it.
    public func updateGroup(_ screenPath: RecordPath, name: String, _ change: (inout ToolbarGroup) throws -> Void)
        throws
    {
        try write {
            let (app, screen) = try resolveScreen(screenPath)
            let stored = try resolveGroup(screen: screen, app: app, name: name)
            var group = stored.value
            try change(&group)
            try group.validate()
            guard group != stored.value else { return }
            if let other = try store.group(screenID: screen.id, named: group.name), other.id != stored.id {
                throw RegistryError.alreadyExists(kind: "group", name: group.name, parent: "screen '\(screenPath)'")
            }
            try store.updateGroup(id: stored.id, group)
            if group.placement != stored.value.placement {
                for command in try store.commands(screenID: screen.id)
                where command.value.group.map(RecordName.foldedKey) == RecordName.foldedKey(stored.value.name) {
                    var moved = command.value
                    moved.placement = group.placement
                    try store.updateCommand(id: command.id, groupID: stored.id, moved)
                }
            }
            try log(
                "update", kind: "group", id: stored.id, path: "\(app.value.name)/\(screen.value.name)#\(group.name)",
                appID: app.id, screenID: screen.id, before: RecordJSON.encode(stored.value),
                after: RecordJSON.encode(group))
        }
    }

    /// Removes a group. With commands in it, `force` is required; they stay on the screen ungrouped.
    public func removeGroup(_ screenPath: RecordPath, name: String, force: Bool) throws {
        try write {
            let (app, screen) = try resolveScreen(screenPath)
            let stored = try resolveGroup(screen: screen, app: app, name: name)
            let count = try store.commandCount(groupID: stored.id)
            if count > 0, !force {
                throw RegistryError.hasChildren(
                    kind: "group", name: stored.value.name,
                    children: "\(count) command(s) (they would stay on the screen without a group)")
            }
            try store.deleteGroup(id: stored.id)
            try log(
                "remove", kind: "group", id: stored.id,
                path: "\(app.value.name)/\(screen.value.name)#\(stored.value.name)",
                appID: app.id, screenID: screen.id, before: RecordJSON.encode(stored.value), after: nil)
        }
    }
}
