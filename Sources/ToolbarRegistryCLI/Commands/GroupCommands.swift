import ToolbarModel
import ToolbarRegistry

/// `toolbar-registry group add|list|update|remove`.
enum GroupCommands {
    static let spec = CommandSpec(
        "group", abstract: "Manage a screen's ToolbarItemGroups (shared placement, background and priority).",
        subcommands: [add, list, update, remove])

    enum AddOptions {
        static let placement = OptionKey.required("--placement", help: "Where the group is placed.", as: Placement.self)
        static let priority = OptionKey.parsed(
            "--priority", help: "Visibility priority: low, automatic, high, higherThan:TIER, lowerThan:TIER.",
            GlobalOptions.priority)
    }

    enum UpdateOptions {
        static let name = OptionKey.string("--name", valueName: "new-name", help: "A new name.")
        static let placement = OptionKey.value("--placement", help: "A new placement.", as: Placement.self)
        static let priority = OptionKey.clearable(
            "--priority", help: "A new visibility priority ('' clears it).", GlobalOptions.priority)
    }

    static let force = OptionKey.flag("--force", help: "Remove it even though commands belong to it.")

    static let add = CommandSpec(
        "add", abstract: "Add a group to a screen.",
        arguments: [
            .required("screen", help: "App/Screen."), .required("name", help: "The group's name, e.g. undo-redo.")
        ],
        options: [AddOptions.placement.spec, AddOptions.priority.spec],
        run: { parsed in
            let screen = try parsed.recordPath("screen", depth: 2...2)
            let name = try parsed.recordName("name", kind: "group")
            let placement = try parsed[AddOptions.placement]
            try parsed.openRegistry(.write).addGroup(
                screen, ToolbarGroup(name: name, placement: placement, priority: try parsed[AddOptions.priority]))
            parsed.output.line("Added group '\(name)' to '\(screen)'.")
            return .success
        })

    static let list = CommandSpec(
        "list", abstract: "List a screen's groups.",
        arguments: [.required("screen", help: "App/Screen.")], options: [GlobalOptions.format.spec],
        run: { parsed in
            let screen = try parsed.recordPath("screen", depth: 2...2)
            let groups = try parsed.openRegistry(.read).groups(screen)
            if try parsed.wantsJSON {
                parsed.printJSON("groups", .array(groups.map(RecordJSON.encode)))
                return .success
            }
            var table = TextTable(headers: ["NAME", "PLACEMENT", "PRIORITY"])
            for group in groups {
                table.addRow([group.name, group.placement.rawValue, group.priority?.description ?? "automatic"])
            }
            parsed.output.write(groups.isEmpty ? "No groups on '\(screen)'.\n" : table.render())
            return .success
        })

    static let update = CommandSpec(
        "update", abstract: "Rename a group or change its placement (its commands move with it) or priority.",
        arguments: [.required("screen", help: "App/Screen."), .required("name", help: "The group.")],
        options: [UpdateOptions.name.spec, UpdateOptions.placement.spec, UpdateOptions.priority.spec],
        run: { parsed in
            let screen = try parsed.recordPath("screen", depth: 2...2)
            let name = try parsed.recordName("name", kind: "group")
            let newName = try parsed[UpdateOptions.name]
            if let newName { try parsed.checkName(newName, kind: "group") }
            let placement = try parsed[UpdateOptions.placement]
            let priority = try parsed[UpdateOptions.priority]
            try parsed.openRegistry(.write).updateGroup(screen, name: name) { group in
                if let newName { group.name = newName }
                if let placement { group.placement = placement }
                if let priority { group.priority = priority }
            }
            parsed.output.line("Updated group '\(name)' on '\(screen)'.")
            return .success
        })

    static let remove = CommandSpec(
        "remove", abstract: "Remove a group (with --force when it has commands; they stay ungrouped).",
        arguments: [.required("screen", help: "App/Screen."), .required("name", help: "The group.")],
        options: [force.spec],
        run: { parsed in
            let screen = try parsed.recordPath("screen", depth: 2...2)
            let name = try parsed.recordName("name", kind: "group")
            try parsed.openRegistry(.write).removeGroup(screen, name: name, force: try parsed[force])
            parsed.output.line("Removed group '\(name)' from '\(screen)'.")
            return .success
        })
}
