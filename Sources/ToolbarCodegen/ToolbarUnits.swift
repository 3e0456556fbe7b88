import ToolbarModel

/// One piece of toolbar content the generators write as a unit: a group, a single item, a spacer
/// or the overflow menu.
struct ToolbarUnit {
    enum Kind {
        /// A `ToolbarItemGroup` / `UIBarButtonItemGroup`.
        case group(ToolbarGroup)
        /// One `ToolbarItem` (or spacer) outside any group.
        case single
        /// The `ToolbarOverflowMenu` / `additionalOverflowItems`.
        case overflow
    }

    var kind: Kind
    var commands: [Command]
    /// The property name the SwiftUI generator gives it, e.g. `undoRedoItems`.
    var name: String

    /// Whether the unit's code uses an API that needs `version` or later.
    /// Whether the unit sits in a bar and so takes `contentMarginsRemoved()` when the screen removes
    /// the iOS 27 padding (not the overflow menu, not a spacer).
    var removesMargins: Bool {
        switch kind {
        case .overflow: return false
        case .group: return true
        case .single: return commands.first?.content != .spacer
        }
    }

    func newestAPI(in inventory: ScreenInventory) -> OSVersion? {
        var newest: OSVersion?
        func use(_ version: OSVersion) { newest = max(newest ?? version, version) }
        switch kind {
        case .group(let group): if group.priority != nil { use(.iOS27) }
        case .overflow: use(.iOS27)
        case .single: break
        }
        // `contentMarginsRemoved()` on every bar unit (iOS 27.0).
        if inventory.screen.paddingRemoved, removesMargins { use(.iOS27) }
        for command in commands {
            if command.priority != nil || command.placement == .topBarPinnedTrailing { use(.iOS27) }
            if command.axis != .automatic { use(.iOS27_1) }
        }
        return newest
    }

    /// Splits the inventory's commands into units, in declaration order: a group's unit sits where
    /// its first command is; the overflow menu where its first entry is. A `ToolbarSpacer` is toolbar
    /// content of its own and cannot sit inside a `ToolbarItemGroup`, so spacers are single units.
    static func units(of inventory: ScreenInventory) -> [ToolbarUnit] {
        var units: [ToolbarUnit] = []
        var groupIndex: [String: Int] = [:]
        var overflowIndex: Int?
        for command in inventory.commands {
            if command.placement == .overflowMenu {
                if let index = overflowIndex {
                    units[index].commands.append(command)
                } else {
                    overflowIndex = units.count
                    units.append(ToolbarUnit(kind: .overflow, commands: [command], name: "overflowItems"))
                }
            } else if command.content != .spacer, let name = command.group, let group = inventory.group(named: name) {
                let key = RecordName.foldedKey(name)
                if let index = groupIndex[key] {
                    units[index].commands.append(command)
                } else {
                    groupIndex[key] = units.count
                    units.append(
                        ToolbarUnit(
                            kind: .group(group), commands: [command],
                            name: SwiftNames.lowerCamel(group.name) + "Items"))
                }
            } else {
                units.append(
                    ToolbarUnit(
                        kind: .single, commands: [command],
                        name: SwiftNames.lowerCamel(command.key) + "Item"))
            }
        }
        var used: Set<String> = []
        for index in units.indices {
            var name = units[index].name
            var number = 2
            while used.contains(name) {
                name = units[index].name + "\(number)"
                number += 1
            }
            used.insert(name)
            units[index].name = name
        }
        return units
    }
}

/// Per-command names the generated code uses.
struct GeneratedNames {
    /// The action closure, e.g. `onReplacePhoto`.
    var action: String
    /// The confirmation state, e.g. `isConfirmingClearEdits`.
    var confirmation: String
    /// The label-switch state, e.g. `isSelectSwitched`.
    var switched: String

    init(_ command: Command) {
        let base = SwiftNames.upperCamel(command.key)
        action = "on" + base
        confirmation = "isConfirming" + base
        switched = "is" + base + "Switched"
    }
}
