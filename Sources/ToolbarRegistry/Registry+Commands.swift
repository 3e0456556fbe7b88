import ToolbarModel
import ToolbarStorage

extension Registry {
    /// The screen's commands in declaration order.
    public func commands(_ screenPath: RecordPath) throws -> [Command] {
        try read { try store.commands(screenID: try resolveScreen(screenPath).screen.id).map(\.value) }
    }

    /// The command at `App/Screen/key`.
    public func command(_ path: RecordPath) throws -> Command {
        try read { try resolveCommand(path).command.value }
    }

    /// Adds a command to a screen at `position` (1-based; nil appends). An empty key becomes
    /// ``Command/defaultKey`` (the title's slug, else the label's or symbol's, else `spacer`…).
    /// When the command names a group and `placementFromGroup` is set, it takes the group's
    /// placement; otherwise its placement must match the group's. Returns the key.
    @discardableResult
    public func addCommand(
        _ screenPath: RecordPath, _ command: Command, position: Int? = nil, placementFromGroup: Bool = false
    ) throws -> String {
        try write {
            let (app, screen) = try resolveScreen(screenPath)
            var command = command
            if command.key.isEmpty { command.key = command.defaultKey }
            if try store.command(screenID: screen.id, key: command.key) != nil {
                throw RegistryError.alreadyExists(kind: "command", name: command.key, parent: "screen '\(screenPath)'")
            }
            let groupID = try groupID(for: &command, screen: screen, app: app, placementFromGroup: placementFromGroup)
            var ids = try store.commands(screenID: screen.id).map(\.id)
            command.order = ids.count + 1
            try command.validate()
            let id = try store.insertCommand(screenID: screen.id, groupID: groupID, command)
            if let position, position < command.order {
                ids.insert(id, at: max(0, position - 1))
                try store.renumberCommands(ids: ids)
                command.order = max(1, position)
            }
            try log(
                "add", kind: "command", id: id, path: "\(app.value.name)/\(screen.value.name)/\(command.key)",
                appID: app.id, screenID: screen.id, before: nil, after: RecordJSON.encode(command))
            return command.key
        }
    }

    /// Changes a command's fields (not its key, group or position: see rename and move).
    public func updateCommand(_ path: RecordPath, _ change: (inout Command) throws -> Void) throws {
        try write {
            let (app, screen, stored) = try resolveCommand(path)
            var command = stored.value
            try change(&command)
            command.key = stored.value.key
            command.order = stored.value.order
            command.group = stored.value.group
            let groupID = try groupID(for: &command, screen: screen, app: app, placementFromGroup: false)
            try command.validate()
            guard command != stored.value else { return }
            try store.updateCommand(id: stored.id, groupID: groupID, command)
            try log(
                "update", kind: "command", id: stored.id, path: "\(app.value.name)/\(screen.value.name)/\(command.key)",
                appID: app.id, screenID: screen.id, before: RecordJSON.encode(stored.value),
                after: RecordJSON.encode(command))
        }
    }

    /// Gives a command a new key; its identity and history are kept.
    public func renameCommand(_ path: RecordPath, to newKey: String) throws {
        try RecordName.validate(newKey, kind: "command key")
        try write {
            let (app, screen, stored) = try resolveCommand(path)
            if let other = try store.command(screenID: screen.id, key: newKey), other.id != stored.id {
                throw RegistryError.alreadyExists(
                    kind: "command", name: newKey, parent: "screen '\(app.value.name)/\(screen.value.name)'")
            }
            var command = stored.value
            command.key = newKey
            let groupID = try command.group.map { try resolveGroup(screen: screen, app: app, name: $0).id }
            try store.updateCommand(id: stored.id, groupID: groupID, command)
            try log(
                "rename", kind: "command", id: stored.id, path: "\(app.value.name)/\(screen.value.name)/\(newKey)",
                appID: app.id, screenID: screen.id, before: RecordJSON.encode(stored.value),
                after: RecordJSON.encode(command))
        }
    }

    /// What a move changes.
    public struct Move: Sendable {
        /// The new 1-based position in the screen's declaration order.
        public var position: Int?
        /// The group to join; `.some(nil)` leaves its group.
        public var group: String??
        /// The new placement (must match the group's when grouped).
        public var placement: Placement?

        public init(position: Int? = nil, group: String?? = nil, placement: Placement? = nil) {
            self.position = position
            self.group = group
            self.placement = placement
        }
    }

    /// Reorders a command, or moves it to another group or placement.
    public func moveCommand(_ path: RecordPath, _ move: Move) throws {
        try write {
            let (app, screen, stored) = try resolveCommand(path)
            var command = stored.value
            var placementFromGroup = false
            if let group = move.group {
                command.group = group
                placementFromGroup = move.placement == nil && group != nil
                if group == nil, move.placement == nil { command.placement = stored.value.placement }
            }
            if let placement = move.placement { command.placement = placement }
            let groupID = try groupID(for: &command, screen: screen, app: app, placementFromGroup: placementFromGroup)
            var ids = try store.commands(screenID: screen.id).map(\.id)
            if let position = move.position {
                guard (1...ids.count).contains(position) else {
                    throw RegistryError.invalid(
                        .invalidValue(
                            field: "position", value: "\(position)", reason: "must be between 1 and \(ids.count)"))
                }
                ids.removeAll { $0 == stored.id }
                ids.insert(stored.id, at: position - 1)
                command.order = position
            }
            try command.validate()
            guard command != stored.value else { return }
            try store.updateCommand(id: stored.id, groupID: groupID, command)
            if move.position != nil { try store.renumberCommands(ids: ids) }
            try log(
                "move", kind: "command", id: stored.id, path: "\(app.value.name)/\(screen.value.name)/\(command.key)",
                appID: app.id, screenID: screen.id, before: RecordJSON.encode(stored.value),
                after: RecordJSON.encode(command))
        }
    }

    /// Removes a command; the others close the gap in the declaration order.
    public func removeCommand(_ path: RecordPath) throws {
        try write {
            let (app, screen, stored) = try resolveCommand(path)
            try store.deleteCommand(id: stored.id)
            try store.renumberCommands(ids: try store.commands(screenID: screen.id).map(\.id))
            try log(
                "remove", kind: "command", id: stored.id,
                path: "\(app.value.name)/\(screen.value.name)/\(stored.value.key)",
                appID: app.id, screenID: screen.id, before: RecordJSON.encode(stored.value), after: nil)
        }
    }

    /// Resolves the command's group and checks (or takes) its placement.
    private func groupID(
        for command: inout Command, screen: Stored<Screen>, app: Stored<App>, placementFromGroup: Bool
    ) throws -> Int64? {
        guard let name = command.group else { return nil }
        let group = try resolveGroup(screen: screen, app: app, name: name)
        command.group = group.value.name
        if placementFromGroup {
            command.placement = group.value.placement
        } else if command.placement != group.value.placement {
            throw RegistryError.conflict(
                "command '\(command.key)' has placement \(command.placement.rawValue) but its group '\(group.value.name)' "
                    + "is placed at \(group.value.placement.rawValue); items of a group share its placement")
        }
        return group.id
    }
}
