import ToolbarModel
import ToolbarRegistry

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `toolbar-registry command add|list|show|update|rename|move|remove`.
enum CommandCommands {
    static let spec = CommandSpec(
        "command", abstract: "Manage a screen's toolbar commands and their place in the command hierarchy.",
        subcommands: [add, list, show, update, rename, move, remove])

    /// The fields `command add` and `command update` set.
    enum Field {
        static let title = OptionKey.string("--title", help: "The title people read (the overflow menu shows it).")
        static let symbol = OptionKey.clearable("--symbol", valueName: "name", help: "SF Symbol name.")
        static let label = OptionKey.clearable(
            "--label", valueName: "text", help: "Accessibility label, when it differs from the title.")
        static let content = OptionKey.value(
            "--content", valueName: "kind", help: "What the item shows.", as: ContentKind.self)
        static let spacer = OptionKey.value(
            "--spacer", valueName: "sizing", help: "Spacer sizing (content spacer).", as: SpacerSizing.self)
        static let width = OptionKey.number(
            "--width", valueName: "points", help: "A custom view's width in points (content custom).", in: 1...2000)
        static let widthSource = OptionKey.value(
            "--width-source", valueName: "source",
            help:
                "Whether the width was measured or estimated (default: measured when --width is given; the 44 pt default is estimated).",
            as: WidthSource.self)
        static let reactsToActive = OptionKey.toggle(
            "--reacts-to-active", help: "The custom view dims with appearsActive.")
        static let showsTextAndSymbol = OptionKey.toggle(
            "--shows-text-and-symbol", help: "The custom view shows both text and a symbol.")
        static let adaptsToVerticalBar = OptionKey.toggle(
            "--adapts-to-vertical-bar", help: "The custom view has its own vertical layout.")
        static let badge = OptionKey.clearable("--badge", valueName: "text", help: "A badge on the item.")
        static let classification = OptionKey.value(
            "--classification", valueName: "class", help: "Its place in the hierarchy.", as: Classification.self)
        static let essential = OptionKey.toggle("--essential", help: "It must never disappear.")
        static let placement = OptionKey.value(
            "--placement", help: "Where it is placed (default: its group's, else automatic).", as: Placement.self)
        static let priority = OptionKey.clearable(
            "--priority", help: "Visibility priority: low, automatic, high, higherThan:TIER, lowerThan:TIER.",
            GlobalOptions.priority)
        static let axis = OptionKey.value(
            "--axis", valueName: "behavior", help: "axisBehavior.", as: AxisBehavior.self)
        static let role = OptionKey.value("--role", help: "Button role.", as: CommandRole.self)
        static let confirmation = OptionKey.toggle("--confirmation", help: "It asks for confirmation before acting.")
        static let condition = OptionKey.value(
            "--condition", valueName: "size-class", help: "When it exists, by size class.",
            as: SizeClassCondition.self)
        static let usage = OptionKey.value(
            "--usage", valueName: "frequency", help: "How often people use it.", as: UsageFrequency.self)
        static let alternateTitle = OptionKey.clearable(
            "--alternate-title", valueName: "text", help: "The other label of a switching item (Select → Done).")
        static let notes = OptionKey.clearable("--notes", valueName: "text", help: "Free-form notes.")

        static let all: [OptionSpec] = [
            title.spec, symbol.spec, label.spec, content.spec, spacer.spec, width.spec, widthSource.spec,
            reactsToActive.spec, showsTextAndSymbol.spec, adaptsToVerticalBar.spec, badge.spec, classification.spec,
            essential.spec, placement.spec, priority.spec, axis.spec, role.spec, confirmation.spec, condition.spec,
            usage.spec, alternateTitle.spec, notes.spec
        ]
    }

    enum AddOptions {
        static let group = OptionKey.string(
            "--group", help: "The group it belongs to (it takes the group's placement).")
        static let position = OptionKey.int(
            "--position", valueName: "n", help: "Its 1-based position in the toolbar declaration (default: last).",
            in: 1...10_000)
    }

    static let classificationFilter = OptionKey.value(
        "--classification", valueName: "class", help: "Only this classification.", as: Classification.self)

    enum MoveOptions {
        static let position = OptionKey.int(
            "--position", valueName: "n", help: "Its new 1-based position in the toolbar declaration.", in: 1...10_000)
        static let group = OptionKey.string("--group", help: "The group to join (it takes the group's placement).")
        static let noGroup = OptionKey.flag("--no-group", help: "Leave its group.")
        static let placement = OptionKey.value("--placement", help: "Its new placement.", as: Placement.self)
    }

    static func apply(_ parsed: ParsedCommand, to command: inout Command) throws {
        if let value = try parsed[Field.title] { command.title = value }
        if let value = try parsed[Field.symbol] { command.symbol = value }
        if let value = try parsed[Field.label] { command.accessibilityLabel = value }
        if let value = try parsed[Field.content] { command.content = value }
        if let value = try parsed[Field.spacer] { command.spacer = value }
        if command.content == .custom {
            var custom = command.customView ?? .assumed
            if let width = try parsed[Field.width] {
                custom.width = width
                custom.widthSource = .measured
            }
            if let source = try parsed[Field.widthSource] { custom.widthSource = source }
            if let value = try parsed[Field.reactsToActive] { custom.reactsToActiveState = value }
            if let value = try parsed[Field.showsTextAndSymbol] { custom.showsTextAndSymbol = value }
            if let value = try parsed[Field.adaptsToVerticalBar] { custom.adaptsToVerticalBar = value }
            command.customView = custom
        }
        if let value = try parsed[Field.badge] { command.badge = value }
        if try parsed.isSet(Field.classification) { command.classification = try parsed[Field.classification] }
        if let value = try parsed[Field.essential] { command.essential = value }
        if let value = try parsed[Field.placement] { command.placement = value }
        if let value = try parsed[Field.priority] { command.priority = value }
        if let value = try parsed[Field.axis] { command.axis = value }
        if let value = try parsed[Field.role] { command.role = value }
        if let value = try parsed[Field.confirmation] { command.needsConfirmation = value }
        if let value = try parsed[Field.condition] { command.sizeClassCondition = value }
        if let value = try parsed[Field.usage] { command.usage = value }
        if let value = try parsed[Field.alternateTitle] { command.alternateTitle = value }
        if let value = try parsed[Field.notes] { command.notes = value }
        command.normalize()
    }

    /// The human listing of commands, in declaration order.
    static func table(_ commands: [Command]) -> TextTable {
        var table = TextTable(headers: ["#", "KEY", "TITLE", "CONTENT", "CLASS", "PLACEMENT", "GROUP", "PRIORITY"])
        for command in commands {
            table.addRow([
                String(command.order), command.key, command.title.isEmpty ? "-" : command.title,
                command.content.rawValue, command.classification?.rawValue ?? "-", command.placement.rawValue,
                command.group ?? "-", command.priority?.description ?? "-"
            ])
        }
        return table
    }

    static let add = CommandSpec(
        "add", abstract: "Add a command to a screen (the key defaults to the title's slug).",
        discussion:
            "Example: toolbar-registry command add PhotoEditor/Editor --title Undo --symbol arrow.uturn.backward --classification primary --group undo-redo",
        arguments: [.required("path", help: "App/Screen or App/Screen/command-key.")],
        options: Field.all + [AddOptions.group.spec, AddOptions.position.spec],
        run: { parsed in
            let path = try parsed.recordPath("path", depth: 2...3)
            if let key = path.command { try parsed.checkName(key, kind: "command key") }
            guard
                try parsed.isSet(Field.title) || parsed.isSet(Field.symbol)
                    || parsed[Field.content].map({ !$0.isCommand }) == true
            else {
                throw UsageError("Missing expected argument '--title <title>' (or '--symbol <name>').")
            }
            var command = Command(key: path.command ?? "", title: "", symbol: nil, content: .symbolAndText)
            if try !parsed.isSet(Field.content) {
                command.content = .implied(
                    hasSymbol: try parsed.isSet(Field.symbol), hasTitle: try parsed.isSet(Field.title))
            }
            try apply(parsed, to: &command)
            if let group = try parsed[AddOptions.group] { command.group = group }
            let screenPath = RecordPath(app: path.app, screen: path.screen)
            let registry = try parsed.openRegistry(.write)
            let key = try registry.addCommand(
                screenPath, command, position: try parsed[AddOptions.position],
                placementFromGroup: try !parsed.isSet(Field.placement))
            parsed.output.line("Added command '\(screenPath)/\(key)'.")
            return .success
        })

    static let list = CommandSpec(
        "list", abstract: "List a screen's commands in declaration order.",
        arguments: [.required("screen", help: "App/Screen.")],
        options: [
            GlobalOptions.format.spec,
            classificationFilter.spec
        ],
        run: { parsed in
            let screen = try parsed.recordPath("screen", depth: 2...2)
            var commands = try parsed.openRegistry(.read).commands(screen)
            if let only = try parsed[classificationFilter] {
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
        arguments: [.required("path", help: "App/Screen/command-key.")], options: [GlobalOptions.format.spec],
        run: { parsed in
            let path = try parsed.recordPath("path", depth: 3...3)
            let command = try parsed.openRegistry(.read).command(path)
            if try parsed.wantsJSON {
                parsed.printJSON("command", RecordJSON.encode(command))
                return .success
            }
            var table = TextTable(headers: ["FIELD", "VALUE"])
            if case .object(let members) = RecordJSON.encode(command) {
                for member in members.sorted(by: { $0.key < $1.key }) {
                    table.addRow([
                        member.key,
                        JSONWriter.string(member.value, style: .compact)
                            .trimming(TrimmedScalars("\""))
                    ])
                }
            }
            parsed.output.write(table.render(includeHeader: false))
            return .success
        })

    static let update = RecordCommands.update(
        "command", abstract: "Change a command's fields (rename and move change its key, group and position).",
        argument: .required("path", help: "App/Screen/command-key."), options: Field.all,
        probe: Command(key: "probe", title: "Probe", symbol: "star"), apply: { try apply($0, to: &$1) },
        perform: { parsed in
            let path = try parsed.recordPath("path", depth: 3...3)
            try parsed.openRegistry(.write).updateCommand(path) { try apply(parsed, to: &$0) }
            return "\(path)"
        })

    static let rename = RecordCommands.rename(
        "command", abstract: "Give a command a new key; its history is kept.",
        arguments: [.required("path", help: "App/Screen/command-key."), .required("new-key", help: "Its new key.")],
        perform: { parsed in
            let path = try parsed.recordPath("path", depth: 3...3)
            let newKey = try parsed.recordName("new-key", kind: "command key")
            try parsed.openRegistry(.write).renameCommand(path, to: newKey)
            return ("\(path)", newKey)
        })

    static let move = CommandSpec(
        "move", abstract: "Reorder a command, or move it to another group or placement.",
        arguments: [.required("path", help: "App/Screen/command-key.")],
        options: [
            MoveOptions.position.spec, MoveOptions.group.spec, MoveOptions.noGroup.spec, MoveOptions.placement.spec
        ],
        run: { parsed in
            let path = try parsed.recordPath("path", depth: 3...3)
            var move = Registry.Move(
                position: try parsed[MoveOptions.position],
                placement: try parsed[MoveOptions.placement])
            if try parsed[MoveOptions.noGroup] {
                if try parsed.isSet(MoveOptions.group) {
                    throw UsageError("'--group' and '--no-group' cannot be used together.")
                }
                move.group = .some(nil)
            } else if let group = try parsed[MoveOptions.group] {
                move.group = .some(group)
            }
            guard move.position != nil || move.group != nil || move.placement != nil else {
                throw UsageError("Say where to move it: --position N, --group NAME, --no-group or --placement P.")
            }
            try parsed.openRegistry(.write).moveCommand(path, move)
            parsed.output.line("Moved command '\(path)'.")
            return .success
        })

    static let remove = RecordCommands.remove(
        "command", abstract: "Remove a command.", argument: .required("path", help: "App/Screen/command-key."),
        perform: { parsed in
            let path = try parsed.recordPath("path", depth: 3...3)
            try parsed.openRegistry(.write).removeCommand(path)
            return "\(path)"
        })
}
