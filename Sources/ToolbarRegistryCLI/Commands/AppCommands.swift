import ToolbarModel
import ToolbarRegistry

/// `toolbar-registry app add|list|show|update|rename|remove`.
enum AppCommands {
    static let spec = CommandSpec(
        "app", abstract: "Manage apps: bundle id, deployment target, linked SDK, owner.",
        subcommands: [add, list, show, update, rename, remove])

    /// The fields `app add` and `app update` set.
    enum Field {
        static let bundleID = OptionKey.clearable(
            "--bundle-id", valueName: "id", help: "The bundle identifier, e.g. com.example.photos.")
        static let deploymentTarget = OptionKey.parsed(
            "--deployment-target", valueName: "version", help: "The oldest iOS the app runs on (default 26.0).",
            GlobalOptions.version)
        static let linkedSDK = OptionKey.parsed(
            "--linked-sdk", valueName: "version", help: "The SDK the app links against (default 27.1).",
            GlobalOptions.version)
        static let owner = OptionKey.clearable("--owner", valueName: "team", help: "The owning team.")
        static let notes = OptionKey.clearable("--notes", valueName: "text", help: "Free-form notes.")
        static let target = OptionKey.repeated(
            "--target",
            help: "A kind of device or window the app ships on; audits use its scenarios (repeat; default: all).",
            as: ScenarioTarget.self)

        static let all = [bundleID.spec, deploymentTarget.spec, linkedSDK.spec, owner.spec, notes.spec, target.spec]
    }

    static let ownerFilter = OptionKey.string("--owner", valueName: "team", help: "Only apps owned by this team.")
    static let force = OptionKey.flag("--force", help: "Also remove its screens, groups and commands.")

    /// The targets given with `--target`, or nil when none were.
    static func targets(_ parsed: ParsedCommand) throws -> [ScenarioTarget]? {
        try parsed.isSet(Field.target) ? try parsed[Field.target] : nil
    }

    static func apply(_ parsed: ParsedCommand, to app: inout App) throws {
        if let value = try parsed[Field.bundleID] { app.bundleID = value }
        if let value = try parsed[Field.deploymentTarget] { app.deploymentTarget = value }
        if let value = try parsed[Field.linkedSDK] { app.linkedSDK = value }
        if let value = try parsed[Field.owner] { app.owner = value }
        if let value = try parsed[Field.notes] { app.notes = value }
    }

    static let add = CommandSpec(
        "add", abstract: "Register an app.",
        arguments: [.required("name", help: "The app's name (unique ignoring case).")], options: Field.all,
        run: { parsed in
            var app = App(name: try parsed.recordName("name", kind: "app"))
            try apply(parsed, to: &app)
            try parsed.openRegistry(.create).addApp(app, targets: try targets(parsed) ?? [])
            parsed.output.line("Added app '\(app.name)'.")
            return .success
        })

    static let list = CommandSpec(
        "list", abstract: "List apps.",
        options: [GlobalOptions.format.spec, ownerFilter.spec],
        run: { parsed in
            let registry = try parsed.openRegistry(.read)
            var apps = try registry.apps()
            let owner = try parsed[ownerFilter]
            apps = apps.filter { OwnerFilter.matches($0.owner, owner) }
            if try parsed.wantsJSON {
                parsed.printJSON("apps", .array(apps.map(RecordJSON.encode)))
                return .success
            }
            var table = TextTable(headers: ["NAME", "BUNDLE ID", "TARGET", "SDK", "OWNER", "SCREENS"])
            for app in apps {
                table.addRow([
                    app.name, app.bundleID ?? "-", app.deploymentTarget.description, app.linkedSDK.description,
                    app.owner ?? "-", String(try registry.screens(app: app.name).count)
                ])
            }
            parsed.output.write(
                apps.isEmpty ? "No apps yet; add one with 'toolbar-registry app add NAME'.\n" : table.render())
            return .success
        })

    static let show = CommandSpec(
        "show", abstract: "Show one app and its screens.",
        arguments: [.required("name", help: "The app.")], options: [GlobalOptions.format.spec],
        run: { parsed in
            let registry = try parsed.openRegistry(.read)
            let (app, screens) = try registry.appDetails(try parsed.recordName("name", kind: "app"))
            let targets = try registry.targets(app: app.name)
            if try parsed.wantsJSON {
                parsed.printJSON("app", Registry.appDetailsJSON(app, screens: screens, targets: targets))
                return .success
            }
            var table = TextTable(headers: ["FIELD", "VALUE"])
            table.addRow(["name", app.name])
            table.addRow(["bundle id", app.bundleID ?? "-"])
            table.addRow(["deployment target", app.deploymentTarget.description])
            table.addRow(["linked SDK", app.linkedSDK.description])
            table.addRow(["owner", app.owner ?? "-"])
            table.addRow(["notes", app.notes ?? "-"])
            table.addRow(["targets", targets.map(\.rawValue).joined(separator: ", ")])
            table.addRow(["screens", screens.isEmpty ? "-" : screens.map(\.name).joined(separator: ", ")])
            parsed.output.write(table.render(includeHeader: false))
            return .success
        })

    static let update = RecordCommands.update(
        "app", abstract: "Change an app's fields (an empty value clears an optional field).",
        argument: .required("name", help: "The app."), options: Field.all, probe: App(name: "probe"),
        apply: { try apply($0, to: &$1) },
        perform: { parsed in
            let name = try parsed.recordName("name", kind: "app")
            try parsed.openRegistry(.write).updateApp(name, targets: try targets(parsed)) { try apply(parsed, to: &$0) }
            return name
        })

    static let rename = RecordCommands.rename(
        "app", abstract: "Rename an app; its history is kept.",
        arguments: [.required("name", help: "The app."), .required("new-name", help: "Its new name.")],
        perform: { parsed in
            let name = try parsed.recordName("name", kind: "app")
            let newName = try parsed.recordName("new-name", kind: "app")
            try parsed.openRegistry(.write).renameApp(name, to: newName)
            return (name, newName)
        })

    static let remove = RecordCommands.remove(
        "app", abstract: "Remove an app (with --force, everything in it).",
        argument: .required("name", help: "The app."), options: [force.spec],
        perform: { parsed in
            let name = try parsed.recordName("name", kind: "app")
            try parsed.openRegistry(.write).removeApp(name, force: try parsed[force])
            return name
        })
}
