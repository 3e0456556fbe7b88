/// Everything the solver and checklist need about one screen: the screen, its app's context,
/// its groups and its commands in declaration order. Plain values, no I/O.
///
/// The fields live in one shared box (``ScreenInventoryStorage``), so a copy costs one retain;
/// it is still a value: changing a copy's field leaves every other copy as it was.
public struct ScreenInventory: Hashable, Sendable {
    /// The app the screen belongs to (linked SDK, deployment target, owner).
    public var app: App {
        @inlinable get { storage.fields.app }
        @inlinable set { uniqueStorage().fields.app = newValue }
        // Changed in place (`inventory.app.owner = …`), without a copy of the app first.
        @inlinable _modify { yield &uniqueStorage().fields.app }
    }
    public var screen: Screen {
        @inlinable get { storage.fields.screen }
        @inlinable set { uniqueStorage().fields.screen = newValue }
        @inlinable _modify { yield &uniqueStorage().fields.screen }
    }
    public var groups: [ToolbarGroup] {
        @inlinable get { storage.fields.groups }
        @inlinable set { uniqueStorage().fields.groups = newValue }
        @inlinable _modify { yield &uniqueStorage().fields.groups }
    }
    /// Commands sorted by `order`.
    public var commands: [Command] {
        @inlinable get { storage.fields.commands }
        @inlinable set { uniqueStorage().fields.commands = newValue }
        // Changed in place (`inventory.commands.append(…)`), so the array is not copied first.
        @inlinable _modify { yield &uniqueStorage().fields.commands }
    }

    @usableFromInline var storage: ScreenInventoryStorage

    public init(app: App, screen: Screen, groups: [ToolbarGroup] = [], commands: [Command] = []) {
        storage = ScreenInventoryStorage(
            ScreenInventoryFields(
                app: app, screen: screen, groups: groups,
                commands: commands.sorted { ($0.order, $0.key) < ($1.order, $1.key) }))
    }

    /// The group named `name`, compared case-insensitively.
    public func group(named name: String) -> ToolbarGroup? {
        let key = RecordName.foldedKey(name)
        return groups.first { RecordName.foldedKey($0.name) == key }
    }

    /// The priority that applies to `command`: its own, else its group's, else automatic.
    public func effectivePriority(of command: Command) -> VisibilityPriority {
        command.effectivePriority(groupPriority: command.group.flatMap { group(named: $0)?.priority })
    }

    /// The owner that applies: the screen's, else the app's.
    public var effectiveOwner: String? { screen.owner ?? app.owner }
}

extension ScreenInventory {
    @inlinable public static func == (lhs: ScreenInventory, rhs: ScreenInventory) -> Bool {
        lhs.storage.holdsFields(equalTo: rhs.storage)
    }

    public func hash(into hasher: inout Hasher) {
        storage.fields.hash(into: &hasher)
    }

    @inlinable mutating func uniqueStorage() -> ScreenInventoryStorage {
        ScreenInventoryStorage.unique(&storage)
    }
}
