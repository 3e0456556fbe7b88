// MARK: - Each record's members, listed once

/// Where a record's JSON members go: a tree (``JSONTreeObject``, for export and `show`) or
/// compact bytes (``CompactJSONObject``, for the change log). ``RecordJSON`` lists each record's
/// members once, in ascending order of their keys' UTF-8 bytes (the order ``JSONWriter`` writes
/// them in and ``CompactJSONObject`` requires), for both; optional values that are absent, and
/// defaults, are left out.
public protocol JSONObjectWriting {
    /// Adds `key` as a string.
    mutating func set(_ key: StaticString, _ value: String)
    /// Adds `key` as a number.
    mutating func set(_ key: StaticString, _ value: Double)
    /// Adds `key` as `true` or `false`.
    mutating func set(_ key: StaticString, _ value: Bool)
    /// Adds `key` with a nested object that `body` writes.
    mutating func setObject(_ key: StaticString, _ body: (inout Self) -> Void)
}

extension JSONObjectWriting {
    /// Adds `key` as a string when `value` is not `nil`.
    public mutating func set(_ key: StaticString, _ value: String?) {
        if let value { set(key, value) }
    }

    /// Adds `key` as a string when `value` is not empty.
    public mutating func setNonEmpty(_ key: StaticString, _ value: String) {
        if !value.isEmpty { set(key, value) }
    }

    /// Adds `key` as a number.
    public mutating func set(_ key: StaticString, _ value: Int) {
        set(key, Double(value))
    }

    /// Adds `key` as `true` only when `value` is true (false is the default and is left out).
    public mutating func setTrue(_ key: StaticString, _ value: Bool) {
        if value { set(key, true) }
    }

    /// Adds `key` with the enum's raw value unless it equals `defaultValue`.
    public mutating func set<E: RegistryEnum>(_ key: StaticString, _ value: E, default defaultValue: E) {
        if value != defaultValue { set(key, value.rawValue) }
    }

    /// Adds `key` with the enum's raw value when it is not `nil`.
    public mutating func set<E: RegistryEnum>(_ key: StaticString, _ value: E?) {
        if let value { set(key, value.rawValue) }
    }
}

/// A ``JSONObjectWriting`` that builds a ``JSONValue`` tree.
public struct JSONTreeObject: JSONObjectWriting {
    private var builder = JSONObjectBuilder()

    /// An empty object.
    public init() {}

    /// The object built so far.
    public var value: JSONValue { builder.value }

    public mutating func set(_ key: StaticString, _ value: String) {
        builder.set(key.description, .string(value))
    }

    public mutating func set(_ key: StaticString, _ value: Double) {
        builder.set(key.description, .number(value))
    }

    public mutating func set(_ key: StaticString, _ value: Bool) {
        builder.set(key.description, .bool(value))
    }

    public mutating func setObject(_ key: StaticString, _ body: (inout Self) -> Void) {
        var nested = JSONTreeObject()
        body(&nested)
        builder.set(key.description, nested.value)
    }
}

extension RecordJSON {
    /// An app's own members (not its screens).
    static func write<Object: JSONObjectWriting>(_ app: App, into object: inout Object) {
        object.set("bundleID", app.bundleID)
        object.set("deploymentTarget", app.deploymentTarget.description)
        object.set("id", app.stableID)
        object.set("linkedSDK", app.linkedSDK.description)
        object.set("name", app.name)
        object.set("notes", app.notes)
        object.set("owner", app.owner)
    }

    /// A screen's own members (not its groups and commands); its stable id only `withID`.
    static func write<Object: JSONObjectWriting>(_ screen: Screen, into object: inout Object, withID: Bool = true) {
        object.setTrue("availabilityGated", screen.availabilityGated)
        object.set("columnRole", screen.columnRole, default: .full)
        object.setTrue("hasTabBar", screen.hasTabBar)
        if withID { object.set("id", screen.stableID) }
        object.set("minimization", screen.minimization, default: .automatic)
        object.set("name", screen.name)
        object.set("navigationKind", screen.navigationKind, default: .root)
        object.set("notes", screen.notes)
        object.set("owner", screen.owner)
        object.setTrue("paddingRemoved", screen.paddingRemoved)
        object.setTrue("scrollPrimary", screen.scrollPrimary)
        object.set("search", screen.search)
        if let source = screen.source {
            object.setObject("source") { location in
                if let column = source.column { location.set("column", column) }
                location.set("file", source.file)
                location.set("line", source.line)
            }
        }
        object.set("title", screen.title)
        object.set("titleDisplayMode", screen.titleDisplayMode, default: .inline)
        object.set("toolbarRole", screen.toolbarRole, default: .automatic)
        object.set("verticalBehavior", screen.verticalBehavior, default: .automatic)
        object.set("verticalCompression", screen.verticalCompression, default: .automatic)
        object.set("verticalOptOutReason", screen.verticalOptOutReason)
    }

    /// A toolbar group's members; its stable id only `withID`.
    static func write<Object: JSONObjectWriting>(_ group: ToolbarGroup, into object: inout Object, withID: Bool = true)
    {
        if withID { object.set("id", group.stableID) }
        object.set("name", group.name)
        object.set("placement", group.placement.rawValue)
        object.set("priority", group.priority?.description)
    }

    /// A command's members; its stable id only `withID`.
    static func write<Object: JSONObjectWriting>(_ command: Command, into object: inout Object, withID: Bool = true) {
        object.set("accessibilityLabel", command.accessibilityLabel)
        object.set("alternateSymbol", command.alternateSymbol)
        object.set("alternateTitle", command.alternateTitle)
        object.set("axis", command.axis, default: .automatic)
        object.set("badge", command.badge)
        if let branch = command.branch {
            object.setObject("branch") { value in
                value.set("beforeOS", branch.beforeOS?.description)
                value.setNonEmpty("condition", branch.condition)
                value.set("fromOS", branch.fromOS?.description)
                value.set("path", branch.path)
                value.set("set", branch.set)
            }
        }
        object.set("classification", command.classification)
        object.set("content", command.content, default: .symbolAndText)
        if let custom = command.customView {
            object.setObject("customView") { view in
                view.setTrue("adaptsToVerticalBar", custom.adaptsToVerticalBar)
                view.setTrue("reactsToActiveState", custom.reactsToActiveState)
                view.setTrue("showsTextAndSymbol", custom.showsTextAndSymbol)
                view.set("width", custom.width)
                view.set("widthSource", custom.widthSource, default: .measured)
            }
        }
        object.setTrue("essential", command.essential)
        object.set("group", command.group)
        if withID { object.set("id", command.stableID) }
        object.set("key", command.key)
        object.set("localizationKey", command.localizationKey)
        object.setTrue("needsConfirmation", command.needsConfirmation)
        object.set("notes", command.notes)
        object.set("order", command.order)
        object.set("placement", command.placement, default: .automatic)
        object.set("priority", command.priority?.description)
        object.set("role", command.role, default: .none)
        object.set("sizeClassCondition", command.sizeClassCondition, default: .always)
        object.set("spacer", command.spacer)
        object.set("symbol", command.symbol)
        object.setNonEmpty("title", command.title)
        object.setTrue("titleUnknown", command.titleUnknown)
        object.set("usage", command.usage)
    }
}
