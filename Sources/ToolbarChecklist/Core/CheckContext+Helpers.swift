import ToolbarModel

// MARK: - Records

extension CheckContext {
    /// The screen's commands (spacers and dividers left out), in declaration order.
    public var commands: [Command] { inventory.commands.filter { $0.content.isCommand } }

    /// The priority that applies to `command`.
    public func priority(of command: Command) -> VisibilityPriority { inventory.effectivePriority(of: command) }

    /// Whether `command` is marked important: pinned, or priority above automatic.
    public func isProtected(_ command: Command) -> Bool {
        command.placement == .topBarPinnedTrailing || priority(of: command) > .automatic
    }

    /// Whether the screen tells the system anything about its command hierarchy: a priority other
    /// than the default, a pinned item, or commands placed in an overflow menu on purpose.
    public var expressesHierarchy: Bool {
        commands.contains { command in
            priority(of: command) != .automatic || command.placement == .topBarPinnedTrailing
                || command.placement == .overflowMenu
        }
    }

    /// Whether the screen gets vertical bars on the foldable (SDK 27.1, not opted out).
    public var verticalBarsApply: Bool {
        inventory.app.linkedSDK >= .iOS27_1 && inventory.screen.verticalBehavior != .disabled
    }

    /// The scenarios whose layouts put bars at the side.
    public var verticalScenarios: [ScenarioInput] { scenarios.filter(\.isVertical) }

    /// The command with `key`.
    public func command(_ key: String) -> Command? { inventory.commands.first { $0.key == key } }

    /// A command's name for messages: its title, else its key.
    public func name(_ command: Command) -> String { command.title.isEmpty ? command.key : command.title }
}

// MARK: - Small helpers

extension Command {
    /// Whether the command destroys something (classified destructive or a destructive role).
    public var isDestructive: Bool { classification == .destructive || role == .destructive }

    /// Whether the item is navigation (back, close, cancel) for the top of a vertical column.
    public var isNavigation: Bool { placement == .navigation || placement == .cancellationAction }
}

extension ItemCheck {
    /// `.pass` when `issues` is empty, else `.fail(issues)`.
    static func from(_ issues: [ItemFinding]) -> ItemCheck { issues.isEmpty ? .pass : .fail(issues) }
}
