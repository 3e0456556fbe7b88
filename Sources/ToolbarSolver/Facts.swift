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
    /// A custom view's recorded width.
    var customWidth: Double?
    var adaptsToVerticalBar: Bool
    /// Display columns of the title, for text items and custom views (0 otherwise).
    var titleColumns: Int

    /// Facts for every command of `inventory`, in its order.
    static func of(_ inventory: ScreenInventory) -> [Facts] {
        inventory.commands.withUnsafeBufferPointer { buffer in
            var out: [Facts] = []
            out.reserveCapacity(buffer.count)
            var names: [String] = []
            for index in buffer.indices {
                out.append(Facts(buffer[index], inventory: inventory, names: &names))
            }
            return out
        }
    }

    init(_ command: borrowing Command, inventory: ScreenInventory, names: inout [String]) {
        placement = command.placement
        content = command.content
        axis = command.axis
        condition = command.sizeClassCondition
        isFlexibleSpacer = command.content == .spacer && command.spacer == .flexible
        customWidth = command.customView?.width
        adaptsToVerticalBar = command.customView?.adaptsToVerticalBar ?? false
        titleColumns = command.content == .text || command.content == .custom ? TextWidth.columns(command.title) : 0
        if let name = command.group {
            if let found = names.firstIndex(of: name) {
                group = found
            } else {
                group = names.count
                names.append(name)
            }
            if let own = command.priority {
                rank = own.rank
            } else if let match = inventory.groups.first(where: { $0.name == name }) {
                rank = (match.priority ?? .automatic).rank
            } else {
                rank = inventory.effectivePriority(of: command).rank
            }
        } else {
            group = -1
            rank = (command.priority ?? .automatic).rank
        }
    }
}
