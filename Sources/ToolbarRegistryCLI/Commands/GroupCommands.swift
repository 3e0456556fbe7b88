import ToolbarModel
import ToolbarRegistry

/// `toolbar-registry group add|list|update|remove`.
enum GroupCommands {
    static let spec = CommandSpec(
        "group", abstract: "Manage a screen's ToolbarItemGroups (shared placement, background and priority).",
        subcommands: [add, list, update, remove])

    static let add = CommandSpec(
        "add", abstract: "Add a group to a screen.",
        arguments: [.required("screen", help: "App/Screen."), .required("name", help: "The group's name, e.g. undo-redo.")],
        options: [
            .option("--placement", help: "Where the group is placed.", values: Placement.self, required: true),
            .option("--priority", help: "Visibility priority: low, automatic, high, higherThan:TIER, lowerThan:TIER."),
        ],
        run: { parsed in
            let screen = try parsed.recordPath("screen", depth: 2...2)
            let name = try parsed.recordName("name", kind: "group")
            guard let placement = try parsed.enumValue("--placement", as: Placement.self) else {
                throw UsageError("Missing expected argument '--placement <placement>'.")
            }
            try parsed.openRegistry(.write).addGroup(screen, ToolbarGroup(name: name, placement: placement, priority: try parsed.priority("--priority")))
            parsed.output.line("Added group '\(name)' to '\(screen)'.")
            return .success
        })

    static let list = CommandSpec(
        "list", abstract: "List a screen's groups.",
        arguments: [.required("screen", help: "App/Screen.")], options: [GlobalOptions.format],
        run: { parsed in
            let screen = try parsed.recordPath("screen", depth: 2...2)
            let groups = try parsed.openRegistry(.read).groups(screen)
            if try parsed.wantsJSON {
                parsed.printJSON("groups", .array(groups.map(RecordJSON.encode)))
                return .success
            }
            var table = TextTable(headers: ["NAME", "PLACEMENT", "PRIORITY"])
            for group in groups { table.addRow([group.name, group.placement.rawValue, group.priority?.description ?? "automatic"]) }
            parsed.output.write(groups.isEmpty ? "No groups on '\(screen)'.\n" : table.render())
            return .success
        })

    static let update = CommandSpec(
        "update", abstract: "Rename a group or change its placement (its commands move with it) or priority.",
        arguments: [.required("screen", help: "App/Screen."), .required("name", help: "The group.")],
        options: [
            .option("--name", valueName: "new-name", help: "A new name."),
            .option("--placement", help: "A new placement.", values: Placement.self),
            .option("--priority", help: "A new visibility priority ('' clears it)."),
        ],
        run: { parsed in
            let screen = try parsed.recordPath("screen", depth: 2...2)
            let name = try parsed.recordName("name", kind: "group")
            if let newName = try parsed.string("--name") { try parsed.checkName(newName, kind: "group") }
            let newName = try parsed.string("--name")
            let placement = try parsed.enumValue("--placement", as: Placement.self)
            let clearsPriority = try parsed.isSet("--priority") && (try parsed.string("--priority") ?? "").isEmpty
            let priority = clearsPriority ? nil : try parsed.priority("--priority")
            try parsed.openRegistry(.write).updateGroup(screen, name: name) { group in
                if let newName { group.name = newName }
                if let placement { group.placement = placement }
                if clearsPriority { group.priority = nil } else if let priority { group.priority = priority }
            }
            parsed.output.line("Updated group '\(name)' on '\(screen)'.")
            return .success
        })

    static let remove = CommandSpec(
        "remove", abstract: "Remove a group (with --force when it has commands; they stay ungrouped).",
        arguments: [.required("screen", help: "App/Screen."), .required("name", help: "The group.")],
        options: [.flag("--force", help: "Remove it even though commands belong to it.")],
        run: { parsed in
            let screen = try parsed.recordPath("screen", depth: 2...2)
            let name = try parsed.recordName("name", kind: "group")
            try parsed.openRegistry(.write).removeGroup(screen, name: name, force: try parsed.flag("--force"))
            parsed.output.line("Removed group '\(name)' from '\(screen)'.")
            return .success
        })
}
