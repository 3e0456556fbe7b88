/// Everything the solver and checklist need about one screen: the screen, its app's context,
/// its groups and its commands in declaration order. Plain values, no I/O.
public struct ScreenInventory: Hashable, Sendable {
    /// The app the screen belongs to (linked SDK, deployment target, owner).
    public var app: App
    public var screen: Screen
    public var groups: [ToolbarGroup]
    /// Commands sorted by `order`.
    public var commands: [Command]

    public init(app: App, screen: Screen, groups: [ToolbarGroup] = [], commands: [Command] = []) {
        self.app = app
        self.screen = screen
        self.groups = groups
        self.commands = commands.sorted { ($0.order, $0.key) < ($1.order, $1.key) }
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
