import Foundation
import ToolbarModel
import ToolbarRegistry

/// `toolbar-registry command add|list|show|update|rename|move|remove`.
enum CommandCommands {
    static let spec = CommandSpec(
        "command", abstract: "Manage a screen's toolbar commands and their place in the command hierarchy.",
        subcommands: [add, list, show, update, rename, move, remove])

    static let fieldOptions: [OptionSpec] = [
        .option("--title", help: "The title people read (the overflow menu shows it)."),
        .option("--symbol", valueName: "name", help: "SF Symbol name."),
        .option("--label", valueName: "text", help: "Accessibility label, when it differs from the title."),
        .option("--content", valueName: "kind", help: "What the item shows.", values: ContentKind.self),
        .option("--spacer", valueName: "sizing", help: "Spacer sizing (content spacer).", values: SpacerSizing.self),
        .option("--width", valueName: "points", help: "A custom view's width in points (content custom)."),
        .option("--width-source", valueName: "source",
                help: "Whether the width was measured or estimated (default: measured when --width is given; the 44 pt default is estimated).",
                values: WidthSource.self),
        .flag("--reacts-to-active", help: "The custom view dims with appearsActive.", inversion: true),
        .flag("--shows-text-and-symbol", help: "The custom view shows both text and a symbol.", inversion: true),
        .flag("--adapts-to-vertical-bar", help: "The custom view has its own vertical layout.", inversion: true),
        .option("--badge", valueName: "text", help: "A badge on the item."),
        .option("--classification", valueName: "class", help: "Its place in the hierarchy.", values: Classification.self),
        .flag("--essential", help: "It must never disappear.", inversion: true),
        .option("--placement", help: "Where it is placed (default: its group's, else automatic).", values: Placement.self),
        .option("--priority", help: "Visibility priority: low, automatic, high, higherThan:TIER, lowerThan:TIER."),
        .option("--axis", valueName: "behavior", help: "axisBehavior.", values: AxisBehavior.self),
        .option("--role", help: "Button role.", values: CommandRole.self),
        .flag("--confirmation", help: "It asks for confirmation before acting.", inversion: true),
        .option("--condition", valueName: "size-class", help: "When it exists, by size class.", values: SizeClassCondition.self),
        .option("--usage", valueName: "frequency", help: "How often people use it.", values: UsageFrequency.self),
        .option("--alternate-title", valueName: "text", help: "The other label of a switching item (Select → Done)."),
        .option("--notes", valueName: "text", help: "Free-form notes."),
    ]

    static func apply(_ parsed: ParsedCommand, to command: inout Command) throws {
        if let value = try parsed.string("--title") { command.title = value }
        if let value = try parsed.text("--symbol") { command.symbol = value }
        if let value = try parsed.text("--label") { command.accessibilityLabel = value }
        if let value = try parsed.enumValue("--content", as: ContentKind.self) { command.content = value }
        if let value = try parsed.enumValue("--spacer", as: SpacerSizing.self) { command.spacer = value }
        if command.content != .spacer { command.spacer = nil } else if command.spacer == nil { command.spacer = .flexible }
        if command.content == .custom {
            var custom = command.customView ?? CustomViewInfo(width: 44, widthSource: .estimated)
            if let width = try parsed.double("--width", in: 1...2000) {
                custom.width = width
                custom.widthSource = .measured
            }
            if let source = try parsed.enumValue("--width-source", as: WidthSource.self) { custom.widthSource = source }
            if let value = try parsed.optionalFlag("--reacts-to-active") { custom.reactsToActiveState = value }
            if let value = try parsed.optionalFlag("--shows-text-and-symbol") { custom.showsTextAndSymbol = value }
            if let value = try parsed.optionalFlag("--adapts-to-vertical-bar") { custom.adaptsToVerticalBar = value }
            command.customView = custom
        } else {
            command.customView = nil
        }
        if let value = try parsed.text("--badge") { command.badge = value }
        if try parsed.isSet("--classification") {
            command.classification = try parsed.enumValue("--classification", as: Classification.self)
        }
        if !command.content.isCommand { command.classification = nil }
        if let value = try parsed.optionalFlag("--essential") { command.essential = value }
        if let value = try parsed.enumValue("--placement", as: Placement.self) { command.placement = value }
        if try parsed.isSet("--priority") {
            command.priority = (try parsed.string("--priority") ?? "").isEmpty ? nil : try parsed.priority("--priority")
        }
        if let value = try parsed.enumValue("--axis", as: AxisBehavior.self) { command.axis = value }
        if let value = try parsed.enumValue("--role", as: CommandRole.self) { command.role = value }
        if let value = try parsed.optionalFlag("--confirmation") { command.needsConfirmation = value }
        if let value = try parsed.enumValue("--condition", as: SizeClassCondition.self) { command.sizeClassCondition = value }
        if let value = try parsed.enumValue("--usage", as: UsageFrequency.self) { command.usage = value }
        if let value = try parsed.text("--alternate-title") { command.alternateTitle = value }
        if let value = try parsed.text("--notes") { command.notes = value }
    }

    /// The human listing of commands, in declaration order.
    static func table(_ commands: [Command]) -> TextTable {
        var table = TextTable(headers: ["#", "KEY", "TITLE", "CONTENT", "CLASS", "PLACEMENT", "GROUP", "PRIORITY"])
        for command in commands {
            table.addRow([String(command.order), command.key, command.title.isEmpty ? "-" : command.title,
                          command.content.rawValue, command.classification?.rawValue ?? "-", command.placement.rawValue,
                          command.group ?? "-", command.priority?.description ?? "-"])
        }
        return table
    }

    static let add = CommandSpec(
        "add", abstract: "Add a command to a screen (the key defaults to the title's slug).",
        discussion: "Example: toolbar-registry command add PhotoEditor/Editor --title Undo --symbol arrow.uturn.backward --classification primary --group undo-redo",
        arguments: [.required("path", help: "App/Screen or App/Screen/command-key.")],
        options: fieldOptions + [
            .option("--group", help: "The group it belongs to (it takes the group's placement)."),
            .option("--position", valueName: "n", help: "Its 1-based position in the toolbar declaration (default: last)."),
        ],
        run: { parsed in
            let path = try parsed.recordPath("path", depth: 2...3)
            if let key = path.command { try parsed.checkName(key, kind: "command key") }
            guard try parsed.isSet("--title") || parsed.isSet("--symbol") || parsed.enumValue("--content", as: ContentKind.self).map({ !$0.isCommand }) == true else {
                throw UsageError("Missing expected argument '--title <title>' (or '--symbol <name>').")
            }
            var command = Command(key: path.command ?? "", title: "", symbol: nil, content: .symbolAndText)
            if try !parsed.isSet("--content") {
                command.content = try parsed.isSet("--symbol") ? (try parsed.isSet("--title") ? .symbolAndText : .symbol) : .text
            }
            try apply(parsed, to: &command)
            if command.key.isEmpty, !command.content.isCommand { command.key = command.content.rawValue }
            if let group = try parsed.string("--group") { command.group = group }
            let screenPath = RecordPath(app: path.app, screen: path.screen)
            let registry = try parsed.openRegistry(.write)
            let key = try registry.addCommand(
                screenPath, command, position: try parsed.int("--position", in: 1...10_000),
                placementFromGroup: try !parsed.isSet("--placement"))
            parsed.output.line("Added command '\(screenPath)/\(key)'.")
            return .success
        })

    static let list = CommandSpec(
        "list", abstract: "List a screen's commands in declaration order.",
        arguments: [.required("screen", help: "App/Screen.")],
        options: [GlobalOptions.format,
                  .option("--classification", valueName: "class", help: "Only this classification.", values: Classification.self)],
        run: { parsed in
            let screen = try parsed.recordPath("screen", depth: 2...2)
            var commands = try parsed.openRegistry(.read).commands(screen)
            if let only = try parsed.enumValue("--classification", as: Classification.self) {
                commands = commands.filter { $0.classification == only }
            }
            if try parsed.wantsJSON {
                parsed.printJSON("commands", .array(commands.map(RecordJSON.encode)))
                return .success
            }
            parsed.output.write(commands.isEmpty ? "No commands on '\(screen)'.\n" : table(commands).render())
            return .success
        })

    static let show = CommandSpec(
        "show", abstract: "Show one command.",
        arguments: [.required("path", help: "App/Screen/command-key.")], options: [GlobalOptions.format],
        run: { parsed in
            let path = try parsed.recordPath("path", depth: 3...3)
            let command = try parsed.openRegistry(.read).command(path)
            if try parsed.wantsJSON {
                parsed.printJSON("command", RecordJSON.encode(command))
                return .success
            }
            var table = TextTable(headers: ["FIELD", "VALUE"])
            if case let .object(members) = RecordJSON.encode(command) {
                for member in members.sorted(by: { $0.key < $1.key }) {
                    table.addRow([member.key, JSONWriter.string(member.value, style: .compact)
                        .trimmingCharacters(in: CharacterSet(charactersIn: "\""))])
                }
            }
            parsed.output.write(table.render(includeHeader: false))
            return .success
        })

    static let update = CommandSpec(
        "update", abstract: "Change a command's fields (rename and move change its key, group and position).",
        arguments: [.required("path", help: "App/Screen/command-key.")], options: fieldOptions,
        validate: { parsed in
            // Every value is checked while reading the command line, before the registry is opened.
            var probe = Command(key: "probe", title: "Probe", symbol: "star")
            try apply(parsed, to: &probe)
        },
        run: { parsed in
            let path = try parsed.recordPath("path", depth: 3...3)
            try parsed.openRegistry(.write).updateCommand(path) { try apply(parsed, to: &$0) }
            parsed.output.line("Updated command '\(path)'.")
            return .success
        })

    static let rename = CommandSpec(
        "rename", abstract: "Give a command a new key; its history is kept.",
        arguments: [.required("path", help: "App/Screen/command-key."), .required("new-key", help: "Its new key.")],
        run: { parsed in
            let path = try parsed.recordPath("path", depth: 3...3)
            let newKey = try parsed.recordName("new-key", kind: "command key")
            try parsed.openRegistry(.write).renameCommand(path, to: newKey)
            parsed.output.line("Renamed command '\(path)' to '\(newKey)'.")
            return .success
        })

    static let move = CommandSpec(
        "move", abstract: "Reorder a command, or move it to another group or placement.",
        arguments: [.required("path", help: "App/Screen/command-key.")],
        options: [
            .option("--position", valueName: "n", help: "Its new 1-based position in the toolbar declaration."),
            .option("--group", help: "The group to join (it takes the group's placement)."),
            .flag("--no-group", help: "Leave its group."),
            .option("--placement", help: "Its new placement.", values: Placement.self),
        ],
        run: { parsed in
            let path = try parsed.recordPath("path", depth: 3...3)
            var move = Registry.Move(position: try parsed.int("--position", in: 1...10_000),
                                     placement: try parsed.enumValue("--placement", as: Placement.self))
            if try parsed.flag("--no-group") {
                if try parsed.isSet("--group") { throw UsageError("'--group' and '--no-group' cannot be used together.") }
                move.group = .some(nil)
            } else if let group = try parsed.string("--group") {
                move.group = .some(group)
            }
            guard move.position != nil || move.group != nil || move.placement != nil else {
                throw UsageError("Say where to move it: --position N, --group NAME, --no-group or --placement P.")
            }
            try parsed.openRegistry(.write).moveCommand(path, move)
            parsed.output.line("Moved command '\(path)'.")
            return .success
        })

    static let remove = CommandSpec(
        "remove", abstract: "Remove a command.",
        arguments: [.required("path", help: "App/Screen/command-key.")],
        run: { parsed in
            let path = try parsed.recordPath("path", depth: 3...3)
            try parsed.openRegistry(.write).removeCommand(path)
            parsed.output.line("Removed command '\(path)'.")
            return .success
        })
}
