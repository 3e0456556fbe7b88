import ToolbarModel

/// The fields of one command the solver reads, copied once into a plain value without strings, so
/// the hot loops never copy a `Command` (whose many strings cost a retain each).
struct Facts {
    var placement: Placement
    var content: ContentKind
    var axis: AxisBehavior
    var condition: SizeClassCondition
    var isFlexibleSpacer: Bool
    var rank: Int
    /// The group as a small id (`-1` for none), equal for equal names.
    var group: Int
    /// A custom view's recorded width (an estimated one scaled by `BarMetrics.customViewEstimateScale`).
    var customWidth: Double?
    var adaptsToVerticalBar: Bool
    /// Display columns of the title, for text items and custom views (0 otherwise); for a text
    /// item whose title is unknown, `BarMetrics.unknownTitleColumns`.
    var titleColumns: Int
    /// A text item whose title the code does not state (its width is a guess).
    var titleUnknown: Bool
    /// One branch of an alternative set (`Command.branch`).
    var hasBranch = false

    /// Facts for every command of `inventory`, in its order. Fields are read in place through a
    /// pointer, so no `Command` is copied (a buffer's or an array's subscript returns a copy of
    /// the whole command in a debug build, one per field read).
    static func of(_ inventory: ScreenInventory, estimateScale: Double = 1, unknownTitleColumns: Int = 9) -> [Facts] {
        inventory.commands.withUnsafeBufferPointer { buffer in
            guard let commands = buffer.baseAddress else { return [] }
            var out: [Facts] = []
            out.reserveCapacity(buffer.count)
            // A group's id is its index among the screen's groups; a name no group has (a record
            // that names a missing group) gets one after them, from `others`, made only then.
            let groups = inventory.groups
            var others: [String] = []
            for index in 0..<buffer.count {
                let content = commands[index].content
                let custom = commands[index].customView
                var fact = Facts(
                    placement: commands[index].placement, content: content, axis: commands[index].axis,
                    condition: commands[index].sizeClassCondition,
                    isFlexibleSpacer: content == .spacer && commands[index].spacer == .flexible,
                    rank: VisibilityPriority.automatic.rank, group: -1,
                    customWidth: custom.map { $0.widthSource == .estimated ? $0.width * estimateScale : $0.width },
                    adaptsToVerticalBar: custom?.adaptsToVerticalBar ?? false,
                    titleColumns: content == .text || content == .custom ? TextWidth.columns(commands[index].title) : 0,
                    titleUnknown: content == .text && commands[index].titleUnknown)
                if fact.titleUnknown { fact.titleColumns = max(fact.titleColumns, unknownTitleColumns) }
                // A pattern, not `!= nil`: the generic comparison copies the branch to test it.
                if case .some = commands[index].branch { fact.hasBranch = true }
                let own = commands[index].priority
                if let name = commands[index].group {
                    let match = groups.firstIndex { $0.name == name }
                    if let match {
                        fact.group = match
                    } else if let found = others.firstIndex(of: name) {
                        fact.group = groups.count + found
                    } else {
                        fact.group = groups.count + others.count
                        others.append(name)
                    }
                    if let own {
                        fact.rank = own.rank
                    } else if let match {
                        fact.rank = (groups[match].priority ?? .automatic).rank
                    } else {
                        fact.rank = inventory.effectivePriority(of: commands[index]).rank
                    }
                } else if let own {
                    fact.rank = own.rank
                }
                out.append(fact)
            }
            return out
        }
    }
}

/// One inventory's facts, kept with the records they were read from, so that preparing the same
/// records again under metrics that give the same facts reads them instead of making them again.
/// A screen's estimate ends, estimate variants and breakpoint ranges prepare the same records
/// dozens of times; only a custom view's estimated width and an unknown title's columns read the
/// metrics. Public so that a caller solving one screen in many scenarios (an audit) reads them once.
public struct SharedFacts: Sendable {
    /// The facts, in command order.
    let list: [Facts]
    /// The records read, held so their storage stays theirs: the same storage means the same
    /// records (a value an array shares is copied before it is changed).
    private let commands: [Command]
    private let groups: [ToolbarGroup]
    /// The scale the facts were made with (`nil` when no custom view has an estimated width).
    private let estimateScale: Double?
    /// The unknown-title columns they were made with (`nil` when no text item has an unknown title).
    private let unknownTitleColumns: Int?
    /// Whether no two of the commands share a key: a preparation then orders what is missing by
    /// command index instead of looking each key up (``Preparation/sortByDeclaration(_:_:keysDistinct:)``).
    let keysDistinct: Bool
    /// The screen's title and the columns it takes (``TextWidth/columns(_:)``), counted once for
    /// every preparation of the screen (``titleColumns(of:)``).
    private let title: String?
    private let columnsOfTitle: Int

    public init(_ inventory: ScreenInventory, metrics: BarMetrics) {
        let scale = metrics.customViewEstimateScale
        let columns = Int(metrics.unknownTitleColumns.rounded())
        list = Facts.of(inventory, estimateScale: scale, unknownTitleColumns: columns)
        commands = inventory.commands
        groups = inventory.groups
        let readsScale = inventory.commands.contains { $0.customView?.widthSource == .estimated }
        estimateScale = readsScale ? scale : nil
        unknownTitleColumns = list.contains(where: \.titleUnknown) ? columns : nil
        var keys = Set<String>(minimumCapacity: inventory.commands.count)
        keysDistinct = inventory.commands.allSatisfy { keys.insert($0.key).inserted }
        title = inventory.screen.title
        columnsOfTitle = TextWidth.columns(inventory.screen.title ?? "")
    }

    /// The columns of `inventory`'s title when it is the title these were made with (compared
    /// as text: the facts' storage check reads the commands and groups, not the screen); `nil`
    /// otherwise.
    func titleColumns(of inventory: ScreenInventory) -> Int? {
        inventory.screen.title == title ? columnsOfTitle : nil
    }

    /// The facts `Facts.of` gives for `inventory` under `metrics`, when they are these: the same
    /// records (by storage) and the same values of the metrics the facts read. `nil` otherwise.
    func list(for inventory: ScreenInventory, metrics: BarMetrics) -> [Facts]? {
        guard Self.sameStorage(commands, inventory.commands), Self.sameStorage(groups, inventory.groups) else {
            return nil
        }
        if let estimateScale, metrics.customViewEstimateScale != estimateScale { return nil }
        if let unknownTitleColumns, Int(metrics.unknownTitleColumns.rounded()) != unknownTitleColumns { return nil }
        return list
    }

    private static func sameStorage<Element>(_ held: [Element], _ other: [Element]) -> Bool {
        held.count == other.count
            && held.withUnsafeBufferPointer { mine in
                other.withUnsafeBufferPointer { $0.baseAddress == mine.baseAddress }
            }
    }
}
