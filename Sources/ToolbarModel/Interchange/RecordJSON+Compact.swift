// MARK: - Records as compact JSON bytes

/// Writes one JSON object's members straight into bytes, compact (no white space), as
/// ``JSONWriter`` writes the same members as a tree: the caller adds them in ascending order of
/// their keys' UTF-8 bytes (the order the writer sorts them into), and optional values that are
/// absent are left out the way ``JSONObjectBuilder`` leaves them out.
public struct CompactJSONObject {
    /// The bytes written so far.
    public private(set) var bytes: [UInt8]
    private var empty = true
    #if DEBUG
        private var lastKey: StaticString?
    #endif

    /// Starts an object (`{`) in a new buffer.
    public init(capacity: Int = 256) {
        bytes = []
        bytes.reserveCapacity(capacity)
        bytes.append(UInt8(ascii: "{"))
    }

    private mutating func key(_ key: StaticString) {
        #if DEBUG
            if let lastKey {
                let previous = UnsafeBufferPointer(start: lastKey.utf8Start, count: lastKey.utf8CodeUnitCount)
                let next = UnsafeBufferPointer(start: key.utf8Start, count: key.utf8CodeUnitCount)
                assert(previous.lexicographicallyPrecedes(next), "keys out of order: \(lastKey) before \(key)")
            }
            lastKey = key
        #endif
        if !empty { bytes.append(UInt8(ascii: ",")) }
        empty = false
        bytes.append(UInt8(ascii: "\""))
        bytes.append(contentsOf: UnsafeBufferPointer(start: key.utf8Start, count: key.utf8CodeUnitCount))
        bytes.append(UInt8(ascii: "\""))
        bytes.append(UInt8(ascii: ":"))
    }

    /// Adds `key` as a string.
    public mutating func set(_ key: StaticString, _ value: String) {
        self.key(key)
        JSONWriter.appendString(value, to: &bytes)
    }

    /// Adds `key` as a string when `value` is not `nil`.
    public mutating func set(_ key: StaticString, _ value: String?) {
        if let value { set(key, value) }
    }

    /// Adds `key` as a string when `value` is not empty.
    public mutating func setNonEmpty(_ key: StaticString, _ value: String) {
        if !value.isEmpty { set(key, value) }
    }

    /// Adds `key` as a number.
    public mutating func set(_ key: StaticString, _ value: Double) {
        self.key(key)
        JSONWriter.appendNumber(value, to: &bytes)
    }

    /// Adds `key` as a number.
    public mutating func set(_ key: StaticString, _ value: Int) {
        set(key, Double(value))
    }

    /// Adds `key` as `true` or `false`.
    public mutating func set(_ key: StaticString, _ value: Bool) {
        self.key(key)
        bytes.append(contentsOf: (value ? "true" : "false").utf8)
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

    /// Adds `key` with a nested object, written by `body` into a new ``CompactJSONObject``.
    public mutating func setObject(_ key: StaticString, _ body: (inout CompactJSONObject) -> Void) {
        self.key(key)
        var nested = CompactJSONObject(capacity: 64)
        body(&nested)
        bytes.append(contentsOf: nested.finished())
    }

    /// The finished object's bytes (`}` added).
    public consuming func finished() -> [UInt8] {
        bytes.append(UInt8(ascii: "}"))
        return bytes
    }

    /// The finished object as text.
    public consuming func text() -> String {
        bytes.append(UInt8(ascii: "}"))
        return String(decoding: bytes, as: UTF8.self)
    }
}

extension RecordJSON {
    /// The app's JSON as the change log stores it: the bytes of
    /// `JSONWriter.string(encode(app), style: .compact)`, written without building the tree.
    public static func compactText(_ app: App) -> String {
        var object = CompactJSONObject()
        object.set("bundleID", app.bundleID)
        object.set("deploymentTarget", app.deploymentTarget.description)
        object.set("id", app.stableID)
        object.set("linkedSDK", app.linkedSDK.description)
        object.set("name", app.name)
        object.set("notes", app.notes)
        object.set("owner", app.owner)
        return object.text()
    }

    /// The screen's JSON as the change log stores it (see ``compactText(_:)-app``).
    public static func compactText(_ screen: Screen) -> String {
        var object = CompactJSONObject()
        object.setTrue("availabilityGated", screen.availabilityGated)
        object.set("columnRole", screen.columnRole, default: .full)
        object.setTrue("hasTabBar", screen.hasTabBar)
        object.set("id", screen.stableID)
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
        return object.text()
    }

    /// The group's JSON as the change log stores it (see ``compactText(_:)-app``).
    public static func compactText(_ group: ToolbarGroup) -> String {
        var object = CompactJSONObject(capacity: 128)
        object.set("id", group.stableID)
        object.set("name", group.name)
        object.set("placement", group.placement.rawValue)
        object.set("priority", group.priority?.description)
        return object.text()
    }

    /// The command's JSON as the change log stores it (see ``compactText(_:)-app``).
    public static func compactText(_ command: Command) -> String {
        var object = CompactJSONObject()
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
        object.set("id", command.stableID)
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
        return object.text()
    }
}
