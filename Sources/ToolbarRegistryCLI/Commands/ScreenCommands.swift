import ToolbarModel
import ToolbarRegistry

/// `toolbar-registry screen add|list|show|update|rename|remove`.
enum ScreenCommands {
    static let spec = CommandSpec(
        "screen", abstract: "Manage screens: navigation destinations or sheets with their own toolbar.",
        subcommands: [add, list, show, update, rename, remove])

    static let fieldOptions: [OptionSpec] = [
        .option("--title", help: "The navigation title shown in the bar."),
        .option("--title-display", valueName: "mode", help: "How the title is shown.", values: TitleDisplayMode.self),
        .option("--owner", valueName: "team", help: "The owning team (default: the app's)."),
        .option("--column-role", valueName: "role", help: "Which split-view column the screen is.", values: ColumnRole.self),
        .option("--search", valueName: "placement", help: "Where its search field is, or 'none'.",
                allowed: ["none"] + SearchPlacement.allowedValues),
        .flag("--scroll-primary", help: "Scrolling is the screen's primary workflow.", inversion: true),
        .option("--minimization", valueName: "behavior", help: "toolbarMinimizationBehavior for the navigation bar.",
                values: MinimizationBehavior.self),
        .option("--vertical-behavior", valueName: "behavior", help: "toolbarVerticalBehavior.", values: VerticalBehavior.self),
        .option("--opt-out-reason", valueName: "text", help: "Why the screen opts out of vertical bars."),
        .option("--vertical-compression", valueName: "behavior", help: "toolbarVerticalCompressionBehavior.",
                values: VerticalCompression.self),
        .option("--toolbar-role", valueName: "role", help: "toolbarRole.", values: ToolbarRole.self),
        .flag("--tab-bar", help: "The screen shows a tab bar.", inversion: true),
        .option("--navigation", valueName: "kind", help: "Pushed (back button), modal (close button) or root.",
                values: NavigationKind.self),
        .flag("--gated", help: "Its iOS 27 toolbar code is wrapped in #available.", inversion: true),
        .flag("--padding-removed", help: "contentMarginsRemoved()/isPaddingRemoved is applied.", inversion: true),
        .option("--source", valueName: "file:line", help: "Where the screen is declared."),
        .option("--notes", valueName: "text", help: "Free-form notes."),
    ]

    static func apply(_ parsed: ParsedCommand, to screen: inout Screen) throws {
        if let value = try parsed.text("--title") { screen.title = value }
        if let value = try parsed.enumValue("--title-display", as: TitleDisplayMode.self) { screen.titleDisplayMode = value }
        if let value = try parsed.text("--owner") { screen.owner = value }
        if let value = try parsed.enumValue("--column-role", as: ColumnRole.self) { screen.columnRole = value }
        if let value = try parsed.string("--search") {
            screen.search = value == "none" ? nil : try SearchPlacement.parse(value)
        }
        if let value = try parsed.optionalFlag("--scroll-primary") { screen.scrollPrimary = value }
        if let value = try parsed.enumValue("--minimization", as: MinimizationBehavior.self) { screen.minimization = value }
        if let value = try parsed.enumValue("--vertical-behavior", as: VerticalBehavior.self) { screen.verticalBehavior = value }
        if let value = try parsed.text("--opt-out-reason") { screen.verticalOptOutReason = value }
        if let value = try parsed.enumValue("--vertical-compression", as: VerticalCompression.self) {
            screen.verticalCompression = value
        }
        if let value = try parsed.enumValue("--toolbar-role", as: ToolbarRole.self) { screen.toolbarRole = value }
        if let value = try parsed.optionalFlag("--tab-bar") { screen.hasTabBar = value }
        if let value = try parsed.enumValue("--navigation", as: NavigationKind.self) { screen.navigationKind = value }
        if let value = try parsed.optionalFlag("--gated") { screen.availabilityGated = value }
        if let value = try parsed.optionalFlag("--padding-removed") { screen.paddingRemoved = value }
        if let value = try parsed.text("--source") {
            screen.source = try value.map { text in
                let parts = text.split(separator: ":")
                guard parts.count >= 2, let line = Int(parts[parts.count - 1]), line > 0 else {
                    throw UsageError("The value '\(text.debugPreview)' is invalid for '--source': expected FILE:LINE.")
                }
                return SourceLocation(file: parts.dropLast().joined(separator: ":"), line: line)
            }
        }
        if let value = try parsed.text("--notes") { screen.notes = value }
    }

    static let add = CommandSpec(
        "add", abstract: "Register a screen in an app.",
        arguments: [.required("path", help: "App/Screen.")], options: fieldOptions,
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
        options: [GlobalOptions.format, .option("--owner", valueName: "team", help: "Only screens owned by this team.")],
        run: { parsed in
            let appName = try parsed.recordName("app", kind: "app")
            let registry = try parsed.openRegistry(.read)
            let app = try registry.app(appName)
            var screens = try registry.screens(app: appName)
            let owner = try parsed.string("--owner")
            screens = screens.filter { OwnerFilter.matches($0.owner ?? app.owner, owner) }
            if try parsed.wantsJSON {
                parsed.printJSON("screens", .array(screens.map(RecordJSON.encode)))
                return .success
            }
            var table = TextTable(headers: ["NAME", "TITLE", "NAVIGATION", "ROLE", "SEARCH", "VERTICAL", "COMMANDS", "OWNER"])
            for screen in screens {
                let count = try registry.commands(RecordPath(app: app.name, screen: screen.name)).filter(\.content.isCommand).count
                table.addRow([screen.name, screen.title ?? "-", screen.navigationKind.rawValue, screen.toolbarRole.rawValue,
                              screen.search?.rawValue ?? "-", screen.verticalBehavior.rawValue, String(count),
                              screen.owner ?? app.owner ?? "-"])
            }
            parsed.output.write(screens.isEmpty ? "No screens in '\(app.name)' yet; add one with 'toolbar-registry screen add \(app.name)/NAME'.\n" : table.render())
            return .success
        })

    static let show = CommandSpec(
        "show", abstract: "Show a screen with its groups and commands.",
        arguments: [.required("path", help: "App/Screen.")], options: [GlobalOptions.format],
        run: { parsed in
            let path = try parsed.recordPath("path", depth: 2...2)
            let inventory = try parsed.openRegistry(.read).inventory(path)
            if try parsed.wantsJSON {
                parsed.printJSON("screen", RegistryDocument.encode(RegistryDocument.ScreenEntry(
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
            table.addRow(["vertical bars", screen.verticalBehavior.rawValue + (screen.verticalOptOutReason.map { " (\($0))" } ?? "")])
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

    static let update = CommandSpec(
        "update", abstract: "Change a screen's fields.",
        arguments: [.required("path", help: "App/Screen.")], options: fieldOptions,
        validate: { parsed in
            // Every value is checked while reading the command line, before the registry is opened.
            var probe = Screen(name: "probe")
            try apply(parsed, to: &probe)
        },
        run: { parsed in
            let path = try parsed.recordPath("path", depth: 2...2)
            try parsed.openRegistry(.write).updateScreen(path) { try apply(parsed, to: &$0) }
            parsed.output.line("Updated screen '\(path)'.")
            return .success
        })

    static let rename = CommandSpec(
        "rename", abstract: "Rename a screen; its history is kept.",
        arguments: [.required("path", help: "App/Screen."), .required("new-name", help: "Its new name.")],
        run: { parsed in
            let path = try parsed.recordPath("path", depth: 2...2)
            let newName = try parsed.recordName("new-name", kind: "screen")
            try parsed.openRegistry(.write).renameScreen(path, to: newName)
            parsed.output.line("Renamed screen '\(path)' to '\(newName)'.")
            return .success
        })

    static let remove = CommandSpec(
        "remove", abstract: "Remove a screen (with --force, its groups and commands).",
        arguments: [.required("path", help: "App/Screen.")],
        options: [.flag("--force", help: "Also remove its groups and commands.")],
        run: { parsed in
            let path = try parsed.recordPath("path", depth: 2...2)
            try parsed.openRegistry(.write).removeScreen(path, force: try parsed.flag("--force"))
            parsed.output.line("Removed screen '\(path)'.")
            return .success
        })
}
