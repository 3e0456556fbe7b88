import ToolbarModel
import ToolbarSolver

// MARK: - Description

/// What an item is: its documentation, and (through its examples) its tests.
public struct ItemDescription: Sendable {
    /// Stable kebab-case id, e.g. `primary-hidden-before-secondary`.
    public var id: String
    /// One line naming the question.
    public var title: String
    /// Why it matters, naming the seed guidance or toolbar-evidence pitfall it enforces.
    public var rationale: String
    /// How serious its findings are.
    public var severity: Severity
    /// Automatic or manual.
    public var kind: ItemKind
    /// Screens on which the item fails (automatic) or needs review (manual).
    public var triggering: [ItemExample]
    /// Screens on which it passes or does not apply.
    public var nonTriggering: [ItemExample]

    public init(
        id: String, title: String, rationale: String, severity: Severity, kind: ItemKind = .automatic,
        triggering: [ItemExample], nonTriggering: [ItemExample]
    ) {
        self.id = id
        self.title = title
        self.rationale = rationale
        self.severity = severity
        self.kind = kind
        self.triggering = triggering
        self.nonTriggering = nonTriggering
    }
}

// MARK: - Check

/// What an item's check says about one screen.
public enum ItemCheck: Hashable, Sendable {
    /// Nothing to report.
    case pass
    /// The problems found (an empty list counts as a pass).
    case fail([ItemFinding])
    /// The item does not apply, and why.
    case notApplicable(String)
    /// A manual item that applies: a person must sign it off.
    case needsSignOff
}

/// Everything an item's check may read about one screen. Pure values, and a memo of the lack-of-room
/// notes already worked out for it.
public struct CheckContext: Sendable {
    /// The screen, its app, groups and commands.
    public let inventory: ScreenInventory
    /// The scenarios that apply, with their layouts.
    public let scenarios: [ScenarioInput]
    /// What the checklist knows about the screen's siblings in its app.
    public let appContext: AppContext?
    /// The screen's commands (spacers and dividers left out), in declaration order.
    public let commands: [Command]
    /// The effective priority of each command that takes its group's, by key, worked out once
    /// (group names are case-folded). Empty when no group has a priority; a command with its own
    /// priority or no group is not listed.
    let groupPriorities: [String: VisibilityPriority]
    /// Whether any group of the screen has a priority (else a group gives its commands none).
    let groupsHavePriorities: Bool
    /// The scenarios whose layouts put bars at the side (found once; several items read them).
    public let verticalScenarios: [ScenarioInput]
    /// Numbers the team measured in place of the solver's estimates: explanations solve with them,
    /// as the layouts were.
    public let pins: MetricPins
    /// Lack-of-room notes and explanations already worked out for this screen (several items
    /// write the same note).
    let lackOfRoom = LackOfRoomMemo()
    /// Notes shared with the run's other screens of the same records, when the caller keeps them.
    var sharedNotes: LackOfRoomNoteCache.Scope?
    /// The solve's preparations of this screen, when the caller keeps them
    /// (``Checklist/Input/solvedShapes``): explanations start from them.
    var solvedShapes: SolvedShapes?

    public init(
        inventory: ScreenInventory, scenarios: [ScenarioInput] = [], appContext: AppContext? = nil,
        pins: MetricPins = .none
    ) {
        self.pins = pins
        self.inventory = inventory
        self.scenarios = scenarios
        self.verticalScenarios = scenarios.filter(\.isVertical)
        self.appContext = appContext
        // The records read once, and each record read in place by index: a loop over them copied
        // every command and group it passed (a retain and a release each).
        let all = inventory.commands
        let commands = all.filter { $0.content.isCommand }
        self.commands = commands
        // Only commands that take their group's priority need the lookup: hashing every key of
        // every screen was a sixth of what setting up an audit's checklist cost.
        var groups: [String: VisibilityPriority] = [:]
        let records = inventory.groups
        for index in records.indices {
            if let priority = records[index].priority { groups[RecordName.foldedKey(records[index].name)] = priority }
        }
        var priorities: [String: VisibilityPriority] = [:]
        if !groups.isEmpty {
            for index in all.indices where all[index].priority == nil {
                guard let group = all[index].group else { continue }
                priorities[all[index].key] = groups[RecordName.foldedKey(group)] ?? .automatic
            }
        }
        self.groupPriorities = priorities
        self.groupsHavePriorities = !groups.isEmpty
    }
}

// MARK: - Item

/// One verification question: its description and its check.
public struct ChecklistItem: Sendable {
    /// Its documentation and examples.
    public var description: ItemDescription
    /// Decides the item from records and layouts; manual items return `.needsSignOff` or
    /// `.notApplicable`.
    public var check: @Sendable (CheckContext) -> ItemCheck

    public init(_ description: ItemDescription, check: @escaping @Sendable (CheckContext) -> ItemCheck) {
        self.description = description
        self.check = check
    }

    /// The item's id.
    public var id: String { description.id }
}
