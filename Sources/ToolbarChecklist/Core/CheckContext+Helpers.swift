import ToolbarModel

// MARK: - Records

extension CheckContext {
    /// The priority that applies to `command`.
    public func priority(of command: Command) -> VisibilityPriority {
        if let own = command.priority { return own }
        guard command.group != nil, groupsHavePriorities else { return .automatic }
        return groupPriorities[command.key] ?? inventory.effectivePriority(of: command)
    }

    /// Whether `command` is marked important: pinned, priority above automatic, or a system
    /// navigation action (Cancel, Done, Back), which its placement keeps in the bar.
    public func isProtected(_ command: Command) -> Bool {
        command.placement == .topBarPinnedTrailing || priority(of: command) > .automatic
            || command.isSystemNavigationAction
    }

    /// Whether the team says `command` must stay in view: primary, essential, pinned, or a priority
    /// above automatic. Such a command leaving the bar for lack of room is a problem.
    public func isImportant(_ command: Command) -> Bool {
        !command.isStatusView
            && (command.classification == .primary || command.essential
                || command.placement == .topBarPinnedTrailing || priority(of: command) > .automatic)
    }

    /// Why `command` is important, for messages: "primary", "essential", "pinned" or "high-priority".
    public func importance(of command: Command) -> String {
        if command.essential { return "essential" }
        if command.classification == .primary { return "primary" }
        if command.placement == .topBarPinnedTrailing { return "pinned" }
        return "high-priority"
    }

    /// Why the iOS 27 hierarchy APIs (visibilityPriority(_:), .topBarPinnedTrailing) cannot be
    /// asked for: the app links an older SDK. `nil` when they can.
    public var hierarchyAPIsUnavailable: String? {
        let sdk = inventory.app.linkedSDK
        guard sdk < .iOS27 else { return nil }
        return "the app links the iOS \(sdk) SDK: visibilityPriority(_:) and .topBarPinnedTrailing need iOS 27"
    }

    /// Whether the screen gets vertical bars on the foldable: SDK 27.1, not opted out, and not a
    /// sidebar or inspector column (in a split view only the detail column goes vertical).
    public var verticalBarsApply: Bool {
        inventory.app.linkedSDK >= .iOS27_1 && inventory.screen.verticalBehavior != .disabled
            && inventory.screen.columnRole != .sidebar && inventory.screen.columnRole != .inspector
    }

    /// The command with `key`. The commands are read in place, and only the one found is copied:
    /// `first(where:)` copied every command it passed (a retain and a release of its shared
    /// storage each) to compare its key.
    public func command(_ key: String) -> Command? {
        inventory.commands.withUnsafeBufferPointer { commands in
            commands.indices.first { commands[$0].key == key }.map { commands[$0] }
        }
    }

    /// A command's name for messages: its title, else its key.
    public func name(_ command: Command) -> String { command.title.isEmpty ? command.key : command.title }

    /// The words findings use for each of `commands`, worked out once: an item that loops over
    /// the scenarios reads these instead of copying every `Command` in every scenario.
    func words(for commands: [Command]) -> [CommandWords] {
        commands.map { CommandWords(key: $0.key, name: name($0), importance: importance(of: $0)) }
    }
}

/// A command as messages name it: its key, its name (``CheckContext/name(_:)``) and why it is
/// important (``CheckContext/importance(of:)``).
struct CommandWords {
    let key: String
    let name: String
    let importance: String
}

// MARK: - Small helpers

extension Command {
    /// Whether the command destroys something (classified destructive or a destructive role).
    public var isDestructive: Bool { classification == .destructive || role == .destructive }

    /// Whether the item is navigation (back, close, cancel) for the top of a vertical column.
    public var isNavigation: Bool { placement == .navigation || placement == .cancellationAction }

    /// Whether the item is a system navigation action (back or close, cancel, confirm): its placement
    /// puts it where the system keeps it, so it needs no priority and forms no group.
    public var isSystemNavigationAction: Bool {
        placement == .navigation || placement == .cancellationAction || placement == .confirmationAction
    }

    /// Whether the item is a status or title view rather than a command: a custom view in the
    /// principal (title) area that is not classified primary, like an "Edited" chip. It never
    /// overflows and never joins the vertical column, so the hierarchy checks leave it out.
    public var isStatusView: Bool {
        placement == .principal && content == .custom && classification != .primary
    }

    /// Whether `other` is declared in another branch of the same conditional: the two never show
    /// together.
    func isAlternative(to other: Command) -> Bool {
        guard let branch, let otherBranch = other.branch else { return false }
        return RecordName.foldedKey(branch.set) == RecordName.foldedKey(otherBranch.set)
            && branch.path != otherBranch.path
    }

    /// The bar the item's placement puts it in on iPhone, before room is counted; `nil` for the
    /// overflow menu and `.secondaryAction` (which the system puts there).
    var placedBar: PlacedBar? {
        switch placement {
        case .overflowMenu, .secondaryAction: return nil
        case .bottomBar, .status: return .bottom
        case .keyboard: return .keyboard
        case .navigation, .cancellationAction, .topBarLeading: return .navigation(.leading)
        case .principal, .largeTitle: return .navigation(.principal)
        case .topBarPinnedTrailing: return .navigation(.pinned)
        case .automatic, .primaryAction, .confirmationAction, .destructiveAction, .topBarTrailing:
            return .navigation(.trailing)
        }
    }
}

/// Where a placement puts an item, as the checklist groups them (ToolbarItemPlacement docs).
enum PlacedBar: Hashable {
    enum Side: Hashable { case leading, principal, trailing, pinned }
    case navigation(Side)
    case bottom, keyboard

    /// The bar without the side: items in one bar compete for its width.
    var bar: PlacedBar {
        if case .navigation = self { return .navigation(.trailing) }
        return self
    }

    /// The bar's name for messages: "navigation bar", "bottom bar" or "keyboard bar".
    var barName: String {
        switch self {
        case .navigation: return "navigation bar"
        case .bottom: return "bottom bar"
        case .keyboard: return "keyboard bar"
        }
    }

    /// A name for messages.
    var name: String {
        switch self {
        case .navigation(.leading): return "leading navigation bar"
        case .navigation(.principal): return "principal area"
        case .navigation(.trailing): return "trailing navigation bar"
        case .navigation(.pinned): return "pinned trailing edge"
        case .bottom: return "bottom bar"
        case .keyboard: return "keyboard bar"
        }
    }
}

extension ItemCheck {
    /// `.pass` when `issues` is empty, else `.fail(issues)`.
    static func from(_ issues: [ItemFinding]) -> ItemCheck { issues.isEmpty ? .pass : .fail(issues) }
}

extension CheckContext {
    /// The check of an item about some kind of command: `.notApplicable(reason)` when no command
    /// is of the kind (`applies`), else the findings `finding` gives for those that are (`nil` for
    /// one that is fine). The commands are read in place, by index: filtering them first copied
    /// each command of the kind (a retain and a release).
    func check(
        commandsWhere applies: (Command) -> Bool, otherwise reason: String, _ finding: (Command) -> ItemFinding?
    ) -> ItemCheck {
        let commands = commands
        var applied = false
        var issues: [ItemFinding] = []
        for index in commands.indices where applies(commands[index]) {
            applied = true
            if let issue = finding(commands[index]) { issues.append(issue) }
        }
        return applied ? .from(issues) : .notApplicable(reason)
    }
}
