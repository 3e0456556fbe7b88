// MARK: - Records as JSON

/// Encodes and decodes single records in exactly the shapes of the registry document, so the
/// CLI's `show` and `list --format json` output matches export files.
///
/// Optional fields are left out when `nil`; fields with a default (booleans, most enums, empty
/// texts) are left out when they hold their default. docs/json-format.md lists every key.
public enum RecordJSON {
    // MARK: - Keys

    /// The keys of an app object (with its `screens`).
    public static let appKeys = [
        "bundleID", "deploymentTarget", "id", "linkedSDK", "name", "notes", "owner", "screens", "targets"
    ]
    /// The keys of a screen object (with its `groups`, `commands`, `signOffs` and `suppressions`).
    public static let screenKeys = [
        "availabilityGated", "columnRole", "commands", "groups", "hasTabBar", "id", "minimization", "name",
        "navigationKind", "notes", "owner", "paddingRemoved", "scrollPrimary", "search", "signOffs", "source",
        "suppressions", "title", "titleDisplayMode", "toolbarRole", "verticalBehavior", "verticalCompression",
        "verticalOptOutReason"
    ]
    /// The keys of a sign-off object.
    public static let signOffKeys = ["author", "date", "item", "note", "recordsDigest"]
    /// The keys of a suppression object.
    public static let suppressionKeys = ["author", "command", "date", "item", "reason", "recordsDigest", "until"]
    /// The keys of a source location object.
    public static let sourceKeys = ["column", "file", "line"]
    /// The keys of a toolbar group object.
    public static let groupKeys = ["id", "name", "placement", "priority"]
    /// The keys of a command object in version 1 documents.
    public static let commandKeysV1 = [
        "accessibilityLabel", "alternateTitle", "axis", "badge", "classification", "content", "customView",
        "essential", "group", "key", "needsConfirmation", "notes", "order", "placement", "priority", "role",
        "sizeClassCondition", "spacer", "symbol", "title", "usage"
    ]
    /// The keys of a command object (version 2 added `branch`, `localizationKey` and `titleUnknown`,
    /// version 3 `id`, version 4 `alternateSymbol`).
    public static let commandKeys =
        (commandKeysV1 + ["alternateSymbol", "branch", "id", "localizationKey", "titleUnknown"])
        .sorted()
    /// The keys of a command's branch object.
    public static let branchKeys = ["beforeOS", "condition", "fromOS", "path", "set"]
    /// The keys of a custom view object (version 2 added `widthSource`).
    public static let customViewKeys = [
        "adaptsToVerticalBar", "reactsToActiveState", "showsTextAndSymbol", "width", "widthSource"
    ]

    /// The custom view keys a document of `version` may hold.
    static func customViewKeys(version: Int) -> [String] {
        version >= 2 ? customViewKeys : customViewKeys.filter { $0 != "widthSource" }
    }

    /// The keys version 3 of the format added (stable ids and reviews); earlier versions refuse them.
    static let addedInVersion3: Set<String> = ["id", "signOffs", "suppressions"]
    /// The keys version 4 added (a command's other symbol); earlier versions refuse them.
    static let addedInVersion4: Set<String> = ["alternateSymbol"]

    /// `keys` as format `version` defines them (without a later version's keys).
    static func keys(_ keys: [String], version: Int) -> [String] {
        keys.filter { key in
            !(version < 3 && addedInVersion3.contains(key)) && !(version < 4 && addedInVersion4.contains(key))
        }
    }
    /// The command keys each version defines (index: version − 1), worked out once: a bulk
    /// import decodes 200,000 commands.
    private static let commandKeysByVersion = (1...RegistryDocument.currentVersion).map { version in
        keys(version == 1 ? commandKeysV1 : commandKeys, version: version)
    }
    /// The group keys each version defines (index: version − 1).
    private static let groupKeysByVersion = (1...RegistryDocument.currentVersion).map { keys(groupKeys, version: $0) }
    /// The screen keys each version defines (index: version − 1).
    static let screenKeysByVersion = (1...RegistryDocument.currentVersion).map { keys(screenKeys, version: $0) }

    /// `list[version - 1]`, else the keys worked out for `version`.
    static func cached(_ list: [[String]], version: Int, _ keys: () -> [String]) -> [String] {
        list.indices.contains(version - 1) ? list[version - 1] : keys()
    }

    /// The keys of a scenario object.
    public static let scenarioKeys = [
        "dynamicType", "height", "horizontalSizeClass", "keyboardUp", "locale", "name", "pictureInPicture",
        "rightToLeft", "searchActive", "sources", "summary", "target", "textExpansion", "verticalBarEdge",
        "verticalSizeClass", "width", "windowActive"
    ]

    // MARK: - Encoding

    /// An app without its screens.
    public static func encode(_ app: App) -> JSONValue {
        var object = JSONTreeObject()
        write(app, into: &object)
        return object.value
    }

    /// A screen without its groups and commands.
    public static func encode(_ screen: Screen) -> JSONValue {
        var object = JSONTreeObject()
        write(screen, into: &object)
        return object.value
    }

    /// A toolbar group.
    public static func encode(_ group: ToolbarGroup) -> JSONValue {
        var object = JSONTreeObject()
        write(group, into: &object)
        return object.value
    }

    /// A command.
    public static func encode(_ command: Command) -> JSONValue {
        var object = JSONTreeObject()
        write(command, into: &object)
        return object.value
    }

    /// A scenario.
    public static func encode(_ scenario: Scenario) -> JSONValue {
        var object = JSONObjectBuilder()
        object.set("name", scenario.name)
        object.setNonEmpty("summary", scenario.summary)
        object.set("target", scenario.target, default: .iPhone)
        object.set("width", scenario.width)
        object.set("height", scenario.height)
        object.set("horizontalSizeClass", scenario.horizontalSizeClass, default: .compact)
        object.set("verticalSizeClass", scenario.verticalSizeClass, default: .regular)
        object.set("dynamicType", scenario.dynamicType, default: .large)
        object.setTrue("searchActive", scenario.searchActive)
        object.setTrue("keyboardUp", scenario.keyboardUp)
        object.setTrue("pictureInPicture", scenario.pictureInPicture)
        if !scenario.windowActive { object.set("windowActive", .bool(false)) }
        object.set("verticalBarEdge", scenario.verticalBarEdge, default: .none)
        if scenario.locale != "en" { object.set("locale", scenario.locale) }
        object.setTrue("rightToLeft", scenario.rightToLeft)
        if scenario.textExpansion != 1 { object.set("textExpansion", scenario.textExpansion) }
        object.setNonEmpty("sources", scenario.sources)
        return object.value
    }

    // MARK: - Decoding

    /// Reads an app's own fields; the caller reads `screens`.
    static func decodeApp(_ reader: inout ObjectReader) throws -> App {
        var app = App(
            name: try reader.name("name", kind: "app"),
            bundleID: try reader.text("bundleID", field: "bundle id"),
            deploymentTarget: try reader.version("deploymentTarget"),
            linkedSDK: try reader.version("linkedSDK"),
            owner: try reader.text("owner", field: "owner"),
            notes: try reader.text("notes", field: "notes", limit: TextField.notesLimit, multiline: true))
        app.stableID = try reader.stableID()
        let finished = app
        try reader.model("name") { try finished.validate() }
        return app
    }

    /// Reads a screen's own fields; the caller reads `groups` and `commands`.
    static func decodeScreen(_ reader: inout ObjectReader) throws -> Screen {
        var screen = Screen(name: try reader.name("name", kind: "screen"))
        screen.stableID = try reader.stableID()
        screen.title = try reader.text("title", field: "title")
        screen.titleDisplayMode = try reader.enumValue("titleDisplayMode", default: .inline)
        screen.owner = try reader.text("owner", field: "owner")
        screen.columnRole = try reader.enumValue("columnRole", default: .full)
        screen.search = try reader.optionalEnum("search")
        screen.scrollPrimary = try reader.bool("scrollPrimary")
        screen.minimization = try reader.enumValue("minimization", default: .automatic)
        screen.verticalBehavior = try reader.enumValue("verticalBehavior", default: .automatic)
        screen.verticalOptOutReason = try reader.text(
            "verticalOptOutReason", field: "vertical opt-out reason", limit: TextField.notesLimit)
        screen.verticalCompression = try reader.enumValue("verticalCompression", default: .automatic)
        screen.toolbarRole = try reader.enumValue("toolbarRole", default: .automatic)
        screen.hasTabBar = try reader.bool("hasTabBar")
        screen.navigationKind = try reader.enumValue("navigationKind", default: .root)
        screen.availabilityGated = try reader.bool("availabilityGated")
        screen.paddingRemoved = try reader.bool("paddingRemoved")
        if let value = reader.take("source") {
            var location = try ObjectReader(
                value, path: reader.path.appending("source"), what: "a source location",
                allowed: sourceKeys)
            let file = try location.requiredString("file")
            try location.model("file") { try TextField.validate(file, field: "source file", limit: 1000) }
            let line = try location.requiredInt("line")
            let column = try location.int("column")
            for (key, value) in [("line", line), ("column", column ?? 1)] where value < 1 {
                throw location.failure(
                    .invalidRecord, key, "\(key) \(value) is not a position in a file",
                    hint: "lines and columns count from 1")
            }
            try location.finish()
            screen.source = SourceLocation(file: file, line: line, column: column)
        }
        screen.notes = try reader.text("notes", field: "notes", limit: TextField.notesLimit, multiline: true)
        let finished = screen
        try reader.model("name") { try finished.validate() }
        return screen
    }

    /// Reads a toolbar group.
    static func decodeGroup(_ value: JSONValue, path: JSONPath, version: Int = RegistryDocument.currentVersion)
        throws -> ToolbarGroup
    {
        var reader = try ObjectReader(
            value, path: path, what: "a group",
            allowed: cached(groupKeysByVersion, version: version) { keys(groupKeys, version: version) })
        var group = ToolbarGroup(
            name: try reader.name("name", kind: "group"),
            placement: try reader.requiredEnum("placement"),
            priority: try reader.priority("priority"))
        group.stableID = try reader.stableID()
        try reader.finish()
        let finished = group
        try reader.model("name") { try finished.validate() }
        return group
    }

    /// Reads a command.
    static func decodeCommand(_ value: JSONValue, path: JSONPath, version: Int = RegistryDocument.currentVersion)
        throws -> Command
    {
        var reader = try ObjectReader(
            value, path: path, what: "a command",
            allowed: cached(commandKeysByVersion, version: version) {
                keys(version == 1 ? commandKeysV1 : commandKeys, version: version)
            })
        var command = Command(key: try reader.name("key", kind: "command key"), title: "")
        command.stableID = try reader.stableID()
        command.title = try reader.text("title", field: "title") ?? ""
        command.symbol = try reader.text("symbol", field: "symbol")
        command.accessibilityLabel = try reader.text("accessibilityLabel", field: "accessibility label")
        command.content = try reader.enumValue("content", default: .symbolAndText)
        command.spacer = try reader.optionalEnum("spacer")
        if let value = reader.take("customView") {
            var view = try ObjectReader(
                value, path: path.appending("customView"), what: "a custom view",
                allowed: customViewKeys(version: version))
            command.customView = CustomViewInfo(
                width: try view.requiredNumber("width"),
                reactsToActiveState: try view.bool("reactsToActiveState"),
                showsTextAndSymbol: try view.bool("showsTextAndSymbol"),
                adaptsToVerticalBar: try view.bool("adaptsToVerticalBar"),
                // Version 1 has no widthSource: left unread, `finish()` refuses it as an unknown key.
                widthSource: version >= 2 ? try view.enumValue("widthSource", default: .measured) : .measured)
            try view.finish()
        }
        command.badge = try reader.text("badge", field: "badge")
        command.classification = try reader.optionalEnum("classification")
        command.essential = try reader.bool("essential")
        command.placement = try reader.enumValue("placement", default: .automatic)
        command.group = try reader.string("group")
        command.order = try reader.requiredInt("order")
        command.priority = try reader.priority("priority")
        command.axis = try reader.enumValue("axis", default: .automatic)
        command.role = try reader.enumValue("role", default: .none)
        command.needsConfirmation = try reader.bool("needsConfirmation")
        command.sizeClassCondition = try reader.enumValue("sizeClassCondition", default: .always)
        command.usage = try reader.optionalEnum("usage")
        command.alternateTitle = try reader.text("alternateTitle", field: "alternate title")
        command.notes = try reader.text("notes", field: "notes", limit: TextField.notesLimit, multiline: true)
        if version == 1, command.role == .close {
            throw reader.failure(
                .unknownValue, "role", "role 'close' is new in version 2 of the format",
                hint: "write \"version\": 2, or use one of: none, destructive, cancel, confirm")
        }
        if version >= 2 { try decodeVersion2Keys(&reader, into: &command, path: path) }
        if version >= 4 { command.alternateSymbol = try reader.text("alternateSymbol", field: "alternate symbol") }
        try reader.finish()
        let finished = command
        try reader.model(modelErrorKey(finished)) { try finished.validate() }
        return command
    }

    /// The command keys version 2 added (a version 1 reader refuses them as unknown keys).
    private static func decodeVersion2Keys(
        _ reader: inout ObjectReader, into command: inout Command,
        path: JSONPath
    ) throws {
        command.localizationKey = try reader.text("localizationKey", field: "localization key")
        command.titleUnknown = try reader.bool("titleUnknown")
        if let value = reader.take("branch") {
            var branch = try ObjectReader(value, path: path.appending("branch"), what: "a branch", allowed: branchKeys)
            command.branch = CommandBranch(
                set: try branch.name("set", kind: "alternative set"), path: try branch.requiredString("path"),
                condition: try branch.text("condition", field: "branch condition", limit: TextField.notesLimit) ?? "",
                fromOS: try branch.optionalVersion("fromOS"), beforeOS: try branch.optionalVersion("beforeOS"))
            try branch.finish()
            let finished = command.branch
            try branch.model("path") { try finished?.validate() }
        }
    }

    /// Reads a scenario.
    static func decodeScenario(_ value: JSONValue, path: JSONPath) throws -> Scenario {
        var reader = try ObjectReader(value, path: path, what: "a scenario", allowed: scenarioKeys)
        var scenario = Scenario(name: try reader.name("name", kind: "scenario"), width: 0, height: 0)
        scenario.summary = try reader.text("summary", field: "summary") ?? ""
        scenario.target = try reader.enumValue("target", default: .iPhone)
        scenario.width = try reader.requiredNumber("width")
        scenario.height = try reader.requiredNumber("height")
        scenario.horizontalSizeClass = try reader.enumValue("horizontalSizeClass", default: .compact)
        scenario.verticalSizeClass = try reader.enumValue("verticalSizeClass", default: .regular)
        scenario.dynamicType = try reader.enumValue("dynamicType", default: .large)
        scenario.searchActive = try reader.bool("searchActive")
        scenario.keyboardUp = try reader.bool("keyboardUp")
        scenario.pictureInPicture = try reader.bool("pictureInPicture")
        scenario.windowActive = try reader.bool("windowActive", default: true)
        scenario.verticalBarEdge = try reader.enumValue("verticalBarEdge", default: .none)
        scenario.locale = try reader.string("locale") ?? "en"
        scenario.rightToLeft = try reader.bool("rightToLeft")
        scenario.textExpansion = try reader.number("textExpansion") ?? 1
        scenario.sources = try reader.string("sources") ?? ""
        try reader.finish()
        let finished = scenario
        try reader.model(scenarioErrorKey(finished)) { try finished.validate() }
        return scenario
    }

    // MARK: - Pointing model errors at a key

    /// The key a failed ``Command/validate()`` is most likely about.
    private static func modelErrorKey(_ command: Command) -> String {
        if command.content == .spacer, command.spacer == nil { return "spacer" }
        if command.content != .spacer, command.spacer != nil { return "spacer" }
        if command.content == .custom, command.customView == nil { return "customView" }
        if let width = command.customView?.width, !(width > 0 && width <= 2000) { return "customView" }
        if !command.content.isCommand, command.classification != nil { return "classification" }
        if command.order < 1 { return "order" }
        if command.content.isCommand, command.title.isEmpty, command.symbol == nil { return "title" }
        return "symbol"
    }

    /// The key a failed ``Scenario/validate()`` is most likely about.
    private static func scenarioErrorKey(_ scenario: Scenario) -> String {
        if !(scenario.width >= 100 && scenario.width <= 4000) { return "width" }
        if !(scenario.height >= 100 && scenario.height <= 4000) { return "height" }
        if !(scenario.textExpansion >= 0.5 && scenario.textExpansion <= 3) { return "textExpansion" }
        if (try? TextField.validate(scenario.summary, field: "summary")) == nil { return "summary" }
        if (try? TextField.validate(scenario.locale, field: "locale", limit: 35)) == nil { return "locale" }
        if (try? TextField.validate(scenario.sources, field: "sources", limit: TextField.notesLimit)) == nil {
            return "sources"
        }
        return "name"
    }
}
