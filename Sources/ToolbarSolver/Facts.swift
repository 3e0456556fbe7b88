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

    /// Facts for every command of `inventory`, in its order. Fields are read in place through the
    /// buffer, so no `Command` is copied.
    static func of(_ inventory: ScreenInventory, estimateScale: Double = 1, unknownTitleColumns: Int = 9) -> [Facts] {
        inventory.commands.withUnsafeBufferPointer { commands in
            var out: [Facts] = []
            out.reserveCapacity(commands.count)
            var names: [String] = []
            for index in commands.indices {
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
                let own = commands[index].priority
                if let name = commands[index].group {
                    if let found = names.firstIndex(of: name) {
                        fact.group = found
                    } else {
                        fact.group = names.count
                        names.append(name)
                    }
                    if let own {
                        fact.rank = own.rank
                    } else if let match = inventory.groups.first(where: { $0.name == name }) {
                        fact.rank = (match.priority ?? .automatic).rank
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
