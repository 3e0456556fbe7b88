import ToolbarModel
import ToolbarRegistry

/// `toolbar-registry screen add|list|show|update|rename|remove`.
enum ScreenCommands {
    static let spec = CommandSpec(
        "screen", abstract: "Manage screens: navigation destinations or sheets with their own toolbar.",
        subcommands: [add, list, show, update, rename, remove])

    static let ownerFilter = OptionKey.string("--owner", valueName: "team", help: "Only screens owned by this team.")
    static let force = OptionKey.flag("--force", help: "Also remove its groups and commands.")

    /// The fields `screen add` and `screen update` set.
    enum Field {
        static let title = OptionKey.clearable("--title", help: "The navigation title shown in the bar.")
        static let titleDisplay = OptionKey.value(
            "--title-display", valueName: "mode", help: "How the title is shown.", as: TitleDisplayMode.self)
        static let owner = OptionKey.clearable(
            "--owner", valueName: "team", help: "The owning team (default: the app's).")
        static let columnRole = OptionKey.value(
            "--column-role", valueName: "role", help: "Which split-view column the screen is.", as: ColumnRole.self)
        static let search = OptionKey.string(
            "--search", valueName: "placement", help: "Where its search field is, or 'none'.",
            allowed: ["none"] + SearchPlacement.allowedValues)
        static let scrollPrimary = OptionKey.toggle(
            "--scroll-primary", help: "Scrolling is the screen's primary workflow.")
        static let minimization = OptionKey.value(
            "--minimization", valueName: "behavior", help: "toolbarMinimizationBehavior for the navigation bar.",
            as: MinimizationBehavior.self)
        static let verticalBehavior = OptionKey.value(
            "--vertical-behavior", valueName: "behavior", help: "toolbarVerticalBehavior.",
            as: VerticalBehavior.self)
        static let optOutReason = OptionKey.clearable(
            "--opt-out-reason", valueName: "text", help: "Why the screen opts out of vertical bars.")
        static let verticalCompression = OptionKey.value(
            "--vertical-compression", valueName: "behavior", help: "toolbarVerticalCompressionBehavior.",
            as: VerticalCompression.self)
        static let toolbarRole = OptionKey.value(
            "--toolbar-role", valueName: "role", help: "toolbarRole.", as: ToolbarRole.self)
        static let tabBar = OptionKey.toggle("--tab-bar", help: "The screen shows a tab bar.")
        static let navigation = OptionKey.value(
            "--navigation", valueName: "kind", help: "Pushed (back button), modal (close button) or root.",
            as: NavigationKind.self)
        static let gated = OptionKey.toggle("--gated", help: "Its iOS 27 toolbar code is wrapped in #available.")
        static let paddingRemoved = OptionKey.toggle(
            "--padding-removed", help: "contentMarginsRemoved()/isPaddingRemoved is applied.")
        static let source = OptionKey.clearable(
            "--source", valueName: "file:line", help: "Where the screen is declared.")
        static let notes = OptionKey.clearable("--notes", valueName: "text", help: "Free-form notes.")

        static let all: [OptionSpec] = [
            title.spec, titleDisplay.spec, owner.spec, columnRole.spec, search.spec, scrollPrimary.spec,
            minimization.spec, verticalBehavior.spec, optOutReason.spec, verticalCompression.spec, toolbarRole.spec,
            tabBar.spec, navigation.spec, gated.spec, paddingRemoved.spec, source.spec, notes.spec
        ]
    }

    static func apply(_ parsed: ParsedCommand, to screen: inout Screen) throws {
        if let value = try parsed[Field.title] { screen.title = value }
        if let value = try parsed[Field.titleDisplay] { screen.titleDisplayMode = value }
        if let value = try parsed[Field.owner] { screen.owner = value }
        if let value = try parsed[Field.columnRole] { screen.columnRole = value }
        if let value = try parsed[Field.search] {
            screen.search = value == "none" ? nil : try SearchPlacement.parse(value)
        }
        if let value = try parsed[Field.scrollPrimary] { screen.scrollPrimary = value }
        if let value = try parsed[Field.minimization] { screen.minimization = value }
        if let value = try parsed[Field.verticalBehavior] { screen.verticalBehavior = value }
        if let value = try parsed[Field.optOutReason] { screen.verticalOptOutReason = value }
        if let value = try parsed[Field.verticalCompression] {
            screen.verticalCompression = value
        }
        if let value = try parsed[Field.toolbarRole] { screen.toolbarRole = value }
        if let value = try parsed[Field.tabBar] { screen.hasTabBar = value }
        if let value = try parsed[Field.navigation] { screen.navigationKind = value }
        if let value = try parsed[Field.gated] { screen.availabilityGated = value }
        if let value = try parsed[Field.paddingRemoved] { screen.paddingRemoved = value }
        if let value = try parsed[Field.source] {
            screen.source = try value.map { text in
                let parts = text.split(separator: ":")
                guard parts.count >= 2, let line = Int(parts[parts.count - 1]), line > 0 else {
                    throw UsageError("The value '\(text.debugPreview)' is invalid for '--source': expected FILE:LINE.")
                }
                return SourceLocation(file: parts.dropLast().joined(separator: ":"), line: line)
            }
        }
        if let value = try parsed[Field.notes] { screen.notes = value }
    }

    static let add = CommandSpec(
        "add", abstract: "Register a screen in an app.",
        arguments: [.required("path", help: "App/Screen.")], options: Field.all,
        run: { parsed in
            let path = try parsed.recordPath("path", depth: 2...2)
            try parsed.checkName(path.screen!, kind: "screen")
            var screen = Screen(name: path.screen!)
            try apply(parsed, to: &screen)
            try parsed.openRegistry(.write).addScreen(app: path.app, screen)
            parsed.output.line("Added screen '\(path)'.")
            return .success
        })

    static let list = CommandSpec(
        "list", abstract: "List an app's screens.",
        arguments: [.required("app", help: "The app.")],
        options: [GlobalOptions.format.spec, ownerFilter.spec],
        run: { parsed in
            let appName = try parsed.recordName("app", kind: "app")
            let registry = try parsed.openRegistry(.read)
            let app = try registry.app(appName)
            var screens = try registry.screens(app: appName)
            let owner = try parsed[ownerFilter]
            screens = screens.filter { OwnerFilter.matches($0.owner ?? app.owner, owner) }
            if try parsed.wantsJSON {
                parsed.printJSON("screens", .array(screens.map(RecordJSON.encode)))
                return .success
            }
            var table = TextTable(headers: [
                "NAME", "TITLE", "NAVIGATION", "ROLE", "SEARCH", "VERTICAL", "COMMANDS", "OWNER"
            ])
            for screen in screens {
                let count = try registry.commands(RecordPath(app: app.name, screen: screen.name)).filter(
                    \.content.isCommand
                ).count
                table.addRow([
                    screen.name, screen.title ?? "-", screen.navigationKind.rawValue, screen.toolbarRole.rawValue,
                    screen.search?.rawValue ?? "-", screen.verticalBehavior.rawValue, String(count),
                    screen.owner ?? app.owner ?? "-"
                ])
            }
            parsed.output.write(
                screens.isEmpty
                    ? "No screens in '\(app.name)' yet; add one with 'toolbar-registry screen add \(app.name)/NAME'.\n"
                    : table.render())
            return .success
        })

    static let show = CommandSpec(
        "show", abstract: "Show a screen with its groups and commands.",
        arguments: [.required("path", help: "App/Screen.")], options: [GlobalOptions.format.spec],
        run: { parsed in
            let path = try parsed.recordPath("path", depth: 2...2)
            let inventory = try parsed.openRegistry(.read).inventory(path)
            if try parsed.wantsJSON {
                parsed.printJSON(
                    "screen",
                    RegistryDocument.encode(
                        RegistryDocument.ScreenEntry(
                            screen: inventory.screen, groups: inventory.groups, commands: inventory.commands)))
                return .success
            }
            let screen = inventory.screen
            var table = TextTable(headers: ["FIELD", "VALUE"])
            table.addRow(["screen", "\(inventory.app.name)/\(screen.name)"])
            table.addRow(["title", "\(screen.title ?? "-") (\(screen.titleDisplayMode.rawValue))"])
            table.addRow(["owner", inventory.effectiveOwner ?? "-"])
            table.addRow(["navigation", screen.navigationKind.rawValue])
            table.addRow(["column role", screen.columnRole.rawValue])
            table.addRow(["toolbar role", screen.toolbarRole.rawValue])
            table.addRow(["search", screen.search?.rawValue ?? "none"])
            table.addRow(["scroll-primary", screen.scrollPrimary ? "yes" : "no"])
            table.addRow(["minimization", screen.minimization.rawValue])
            table.addRow([
                "vertical bars",
                screen.verticalBehavior.rawValue + (screen.verticalOptOutReason.map { " (\($0))" } ?? "")
            ])
            table.addRow(["vertical compression", screen.verticalCompression.rawValue])
            table.addRow(["tab bar", screen.hasTabBar ? "yes" : "no"])
            table.addRow(["availability-gated", screen.availabilityGated ? "yes" : "no"])
            table.addRow(["padding removed", screen.paddingRemoved ? "yes" : "no"])
            if let source = screen.source { table.addRow(["source", source.description]) }
            if let notes = screen.notes { table.addRow(["notes", notes]) }
            parsed.output.write(table.render(includeHeader: false))
            if !inventory.groups.isEmpty {
                parsed.output.line()
                var groups = TextTable(headers: ["GROUP", "PLACEMENT", "PRIORITY"])
                for group in inventory.groups {
                    groups.addRow([group.name, group.placement.rawValue, group.priority?.description ?? "automatic"])
                }
                parsed.output.write(groups.render())
            }
            parsed.output.line()
            parsed.output.write(CommandCommands.table(inventory.commands).render())
            return .success
        })

    static let update = RecordCommands.update(
        "screen", abstract: "Change a screen's fields.", argument: .required("path", help: "App/Screen."),
        options: Field.all, probe: Screen(name: "probe"), apply: { try apply($0, to: &$1) },
        perform: { parsed in
            let path = try parsed.recordPath("path", depth: 2...2)
            try parsed.openRegistry(.write).updateScreen(path) { try apply(parsed, to: &$0) }
            return "\(path)"
        })

    static let rename = RecordCommands.rename(
        "screen", abstract: "Rename a screen; its history is kept.",
        arguments: [.required("path", help: "App/Screen."), .required("new-name", help: "Its new name.")],
        perform: { parsed in
            let path = try parsed.recordPath("path", depth: 2...2)
            let newName = try parsed.recordName("new-name", kind: "screen")
            try parsed.openRegistry(.write).renameScreen(path, to: newName)
            return ("\(path)", newName)
        })

    static let remove = RecordCommands.remove(
        "screen", abstract: "Remove a screen (with --force, its groups and commands).",
        argument: .required("path", help: "App/Screen."), options: [force.spec],
        perform: { parsed in
            let path = try parsed.recordPath("path", depth: 2...2)
            try parsed.openRegistry(.write).removeScreen(path, force: try parsed[force])
            return "\(path)"
        })
}
