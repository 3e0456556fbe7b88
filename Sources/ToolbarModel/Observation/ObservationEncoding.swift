// MARK: - Writing observation documents

extension Observation {
    /// The document as JSON (the current version; keys sorted when written, absent values left out).
    public var jsonValue: JSONValue {
        var object = JSONObjectBuilder()
        object.set("format", Observation.format)
        object.set("version", Observation.currentVersion)
        object.set("app", app)
        object.set("screen", screen)
        object.set("scenario", scenario)
        object.set("target", target)
        object.set("takenAt", takenAt)
        object.set("generator", generator)
        var device = JSONObjectBuilder()
        device.set("model", self.device.model)
        device.set("name", self.device.name)
        device.set("osVersion", self.device.osVersion.description)
        device.set("idiom", self.device.idiom)
        device.setTrue("simulator", self.device.simulator)
        object.set("device", device.value)
        object.set("linkedSDK", linkedSDK?.description)
        object.set("orientation", .string(orientation.rawValue))
        object.set("screenSize", screenSize.jsonValue)
        object.set("window", window.jsonValue)
        if horizontalSizeClass != nil || verticalSizeClass != nil {
            var classes = JSONObjectBuilder()
            classes.set("horizontal", horizontalSizeClass)
            classes.set("vertical", verticalSizeClass)
            object.set("sizeClasses", classes.value)
        }
        object.set("dynamicType", .string(dynamicType.rawValue))
        object.set("locale", locale)
        object.setTrue("searchActive", searchActive)
        if let keyboard { object.set("keyboard", keyboard.jsonValue) }
        object.set(
            "bars",
            .array(
                bars.map { bar in
                    .object([JSONMember("frame", bar.frame.jsonValue), JSONMember("kind", .string(bar.kind.rawValue))])
                }))
        if let title {
            object.set(
                "title", .object([JSONMember("frame", title.frame.jsonValue), JSONMember("text", .string(title.text))]))
        }
        object.set("items", .array(items.map(\.jsonValue)))
        if let overflow {
            var menu = JSONObjectBuilder()
            menu.set("button", overflow.button.jsonValue)
            menu.set("opened", .bool(overflow.opened))
            menu.setNonEmpty(
                "entries",
                overflow.entries.map { entry in
                    var row = JSONObjectBuilder()
                    row.set("identifier", entry.identifier)
                    row.set("label", entry.label)
                    return row.value
                })
            object.set("overflow", menu.value)
        }
        return object.value
    }

    /// The document as pretty-printed JSON text.
    public var jsonText: String { JSONWriter.string(jsonValue) + "\n" }
}

extension ObservedRect {
    /// `{"height": …, "width": …, "x": …, "y": …}`.
    public var jsonValue: JSONValue {
        .object([
            JSONMember("x", .number(x)), JSONMember("y", .number(y)), JSONMember("width", .number(width)),
            JSONMember("height", .number(height))
        ])
    }
}

extension ObservedItem {
    /// `{"frame": …, "identifier": …, "label": …}`.
    public var jsonValue: JSONValue {
        var object = JSONObjectBuilder()
        object.set("identifier", identifier)
        object.set("label", label)
        object.set("frame", frame.jsonValue)
        return object.value
    }
}
