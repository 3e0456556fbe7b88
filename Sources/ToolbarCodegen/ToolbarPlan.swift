import ToolbarModel

// MARK: - Decisions

/// Which of seed 000's rules a decision follows.
public enum PlanRule: String, Hashable, Sendable, CaseIterable {
    /// Related primary commands share one high-priority group.
    case primaryGroup
    /// One (at most two) essential command pinned at the trailing edge.
    case pinnedTrailing
    /// Secondary tools shown when the size classes suggest room.
    case secondaryWhenRoom
    /// Overflow commands live in a `ToolbarOverflowMenu` on purpose.
    case overflowMenu
    /// Destructive commands last in the menu, after a divider, behind a confirmation.
    case destructiveLast
    /// Items whose label switches stay in the horizontal bar.
    case horizontalOnly
    /// A symbol so the item can join a vertical column.
    case symbolForColumn
    /// The navigation item comes first.
    case navigationFirst
    /// Left as it is (custom views, spacers, unclassified commands).
    case unchanged
    /// A screen-level setting (toolbar role, minimization, availability gating).
    case screen
    /// A change that keeps a primary, essential or high-priority command in its bar at a width
    /// people use, proved by solving again (`ToolbarSolver.explain`'s remedies).
    case roomForPrimaries
}

/// One decision of a plan: what happens to a command (or the screen) and why.
public struct PlanDecision: Hashable, Sendable {
    /// The command key, or `nil` for a decision about the screen.
    public var key: String?
    /// The rule it follows.
    public var rule: PlanRule
    /// What the plan does, e.g. "group undo-redo (topBarLeading, high)".
    public var action: String
    /// Why, in the seed's words.
    public var reason: String
    /// Whether the current toolbar already did this (the plan keeps it).
    public var kept: Bool

    /// Makes a decision.
    public init(key: String?, rule: PlanRule, action: String, reason: String, kept: Bool) {
        self.key = key
        self.rule = rule
        self.action = action
        self.reason = reason
        self.kept = kept
    }
}

// MARK: - Plan

/// A proposed toolbar for one screen: the current inventory, the planned one, and a decision with a
/// reason for every command.
public struct ToolbarPlan: Hashable, Sendable {
    /// The screen as registered.
    public var before: ScreenInventory
    /// The screen as planned.
    public var after: ScreenInventory
    /// One decision per command (in planned order), then the screen-level decisions.
    public var decisions: [PlanDecision]

    /// Makes a plan.
    public init(before: ScreenInventory, after: ScreenInventory, decisions: [PlanDecision]) {
        self.before = before
        self.after = after
        self.decisions = decisions
    }

    /// The decisions about command `key`.
    public func decisions(for key: String) -> [PlanDecision] { decisions.filter { $0.key == key } }

    /// Whether the plan changes anything.
    public var changesAnything: Bool { before != after }
}
