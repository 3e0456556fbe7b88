import ToolbarModel

// MARK: - Records

extension CheckContext {
    /// The priority that applies to `command`.
    public func priority(of command: Command) -> VisibilityPriority {
        priorities[command.key] ?? inventory.effectivePriority(of: command)
    }

    /// Whether `command` is marked important: pinned, or priority above automatic.
    public func isProtected(_ command: Command) -> Bool {
        command.placement == .topBarPinnedTrailing || priority(of: command) > .automatic
    }

    /// Whether the screen gets vertical bars on the foldable (SDK 27.1, not opted out).
    public var verticalBarsApply: Bool {
        inventory.app.linkedSDK >= .iOS27_1 && inventory.screen.verticalBehavior != .disabled
    }

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
