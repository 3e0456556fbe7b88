#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

// MARK: - Reading observation documents

extension Observation {
    /// The most items, menu entries and bars one document may hold: far more than any toolbar
    /// shows, few enough that a hostile file cannot make an import slow.
    public static let itemLimit = 256
    /// The most bars one document may hold.
    public static let barLimit = 16
    /// The largest coordinate or length accepted, in points.
    public static let coordinateLimit = 100_000.0

    /// Reads a document of any supported version from UTF-8 bytes.
    /// - Throws: ``InterchangeError`` naming the JSON path (and line and column) of the first
    ///   problem and what to do about it.
    public static func decode(_ bytes: [UInt8]) throws -> Observation {
        let root = try JSONParser.parse(bytes)
        do {
            return try ObservationReader().read(root)
        } catch let failure as DecodeFailure {
            let position = bytes.withUnsafeBufferPointer { buffer in
                let offset = JSONParser.offset(of: failure.path, atKey: failure.kind == .unknownKey, in: buffer)
                return JSONParser.position(of: offset, in: buffer)
            }
            throw InterchangeError(
                kind: failure.kind, path: failure.path.description, line: position.line,
                column: position.column, message: failure.message, hint: failure.hint)
        }
    }

    /// Reads a document from `Data`.
    public static func decode(_ data: Data) throws -> Observation { try decode([UInt8](data)) }
}

/// Reads version 1 observation documents.
struct ObservationReader {
    static let documentKeys = [
        "app", "bars", "device", "dynamicType", "format", "generator", "items", "keyboard", "linkedSDK", "locale",
        "orientation", "overflow", "scenario", "screen", "screenSize", "searchActive", "sizeClasses", "takenAt",
        "target", "title", "version", "window"
    ]

    func read(_ root: JSONValue) throws -> Observation {
        let rootPath = JSONPath()
        guard case .object = root else {
            throw DecodeFailure(
                kind: .wrongType, path: rootPath, message: "expected an object, found \(root.typeName)",
                hint: "an observation is {\"format\": \"\(Observation.format)\", \"version\": 1, …}")
        }
        try checkFormat(root)
        var reader = try ObjectReader(root, path: rootPath, what: "an observation", allowed: Self.documentKeys)
        _ = reader.take("format")
        _ = reader.take("version")
        let app = try reader.name("app", kind: "app")
        let screen = try reader.name("screen", kind: "screen")
        let scenario = try reader.string("scenario")
        if let scenario { try reader.model("scenario") { try RecordName.validate(scenario, kind: "scenario") } }
        let target: ScenarioTarget? = try reader.optionalEnum("target")
        let takenAt = try reader.text("takenAt", field: "taken at", limit: 64)
        let generator = try reader.text("generator", field: "generator")
        let device = try readDevice(&reader)
        let linkedSDK = try reader.optionalVersion("linkedSDK")
        let orientation: ObservedOrientation = try reader.enumValue("orientation", default: .unknown)
        guard let screenValue = reader.take("screenSize") else { throw reader.missing("screenSize") }
        let screenSize = try rect(screenValue, path: rootPath.appending("screenSize"))
        guard let windowValue = reader.take("window") else { throw reader.missing("window") }
        let window = try rect(windowValue, path: rootPath.appending("window"))
        for (field, value) in [("width", window.width), ("height", window.height)] where !(100...4000).contains(value) {
            throw DecodeFailure(
                kind: .invalidRecord, path: rootPath.appending("window").appending(field),
                message: "the window's \(field) is \(JSONWriter.numberText(value)) pt",
                hint: "a window from 100 to 4000 points is what the solver predicts for")
        }
        var horizontal: SizeClass?
        var vertical: SizeClass?
        if let classes = reader.take("sizeClasses") {
            var classReader = try ObjectReader(
                classes, path: rootPath.appending("sizeClasses"), what: "size classes",
                allowed: ["horizontal", "vertical"])
            horizontal = try classReader.optionalEnum("horizontal")
            vertical = try classReader.optionalEnum("vertical")
            try classReader.finish()
        }
        let dynamicType: DynamicTypeSize = try reader.enumValue("dynamicType", default: .large)
        let locale = try reader.text("locale", field: "locale", limit: 35)
        let searchActive = try reader.bool("searchActive")
        let keyboard = try reader.take("keyboard").map { try rect($0, path: rootPath.appending("keyboard")) }
        let barValues = try reader.array("bars")
        let title = try reader.take("title").map { try readTitle($0, path: rootPath.appending("title")) }
        let itemValues = try reader.array("items")
        let overflow = try reader.take("overflow").map { try readOverflow($0, path: rootPath.appending("overflow")) }
        try reader.finish()

        try limit(barValues, Observation.barLimit, key: "bars")
        try limit(itemValues, Observation.itemLimit, key: "items")
        var bars: [ObservedBar] = []
        for (index, value) in barValues.enumerated() {
            let path = rootPath.appending("bars").appending(index)
            var barReader = try ObjectReader(value, path: path, what: "a bar", allowed: ["frame", "kind"])
            let kind: ObservedBar.Kind = try barReader.requiredEnum("kind")
            guard let frame = barReader.take("frame") else { throw barReader.missing("frame") }
            bars.append(ObservedBar(kind: kind, frame: try rect(frame, path: path.appending("frame"))))
            try barReader.finish()
        }
        let items = try itemValues.enumerated().map { index, value in
            try readItem(value, path: rootPath.appending("items").appending(index))
        }
        return Observation(
            app: app, screen: screen, scenario: scenario, target: target, takenAt: takenAt, generator: generator,
            device: device, linkedSDK: linkedSDK, orientation: orientation, screenSize: screenSize, window: window,
            horizontalSizeClass: horizontal, verticalSizeClass: vertical, dynamicType: dynamicType, locale: locale,
            searchActive: searchActive, keyboard: keyboard, bars: bars, title: title, items: items, overflow: overflow)
    }

    // MARK: - Parts

    private func checkFormat(_ root: JSONValue) throws {
        let rootPath = JSONPath()
        guard let format = root["format"] else {
            throw DecodeFailure(
                kind: .missingField, path: rootPath.appending("format"),
                message: "missing required key \"format\"",
                hint: "add \"format\": \"\(Observation.format)\"; this file may not be an observation")
        }
        guard case .string(let name) = format, name == Observation.format else {
            let found = if case .string(let text) = format { "'\(text.debugPreview)'" } else { format.typeName }
            throw DecodeFailure(
                kind: .unsupportedFormat, path: rootPath.appending("format"),
                message: "format is \(found), not '\(Observation.format)'",
                hint: "observe import reads the documents generate --xcuitest tests write; "
                    + "a registry file goes to 'toolbar-registry import'")
        }
        guard let versionValue = root["version"] else {
            throw DecodeFailure(
                kind: .missingField, path: rootPath.appending("version"),
                message: "missing required key \"version\"",
                hint: "add \"version\": \(Observation.currentVersion)")
        }
        guard case .number(let number) = versionValue, number == number.rounded(), number >= 1, number < 1e9 else {
            throw DecodeFailure(
                kind: .unsupportedVersion, path: rootPath.appending("version"),
                message: "version must be a whole number of 1 or more",
                hint: "write \"version\": \(Observation.currentVersion)")
        }
        guard Int(number) <= Observation.currentVersion else {
            throw DecodeFailure(
                kind: .unsupportedVersion, path: rootPath.appending("version"),
                message: "version \(Int(number)) was written by a newer toolbar-registry; this one reads versions "
                    + "1 through \(Observation.currentVersion)",
                hint: "upgrade toolbar-registry to import it")
        }
    }

    private func readDevice(_ reader: inout ObjectReader) throws -> ObservedDevice {
        guard let value = reader.take("device") else { throw reader.missing("device") }
        let path = JSONPath().appending("device")
        var device = try ObjectReader(
            value, path: path, what: "a device",
            allowed: ["idiom", "model", "name", "osVersion", "simulator"])
        let model = try device.requiredString("model")
        try device.model("model") { try TextField.validate(model, field: "device model", limit: 100) }
        if model.isEmpty {
            throw device.failure(
                .invalidRecord, "model", "the device model is empty",
                hint: "write the model identifier, e.g. iPhone18,1")
        }
        let name = try device.text("name", field: "device name", limit: 100)
        let os = try device.version("osVersion")
        let idiom = try device.text("idiom", field: "idiom", limit: 20)
        let simulator = try device.bool("simulator")
        try device.finish()
        return ObservedDevice(model: model, name: name, osVersion: os, idiom: idiom, simulator: simulator)
    }

    private func readTitle(_ value: JSONValue, path: JSONPath) throws -> ObservedTitle {
        var reader = try ObjectReader(value, path: path, what: "a title", allowed: ["frame", "text"])
        let text = try reader.text("text", field: "title") ?? ""
        guard let frame = reader.take("frame") else { throw reader.missing("frame") }
        let title = ObservedTitle(text: text, frame: try rect(frame, path: path.appending("frame")))
        try reader.finish()
        return title
    }

    private func readItem(_ value: JSONValue, path: JSONPath) throws -> ObservedItem {
        var reader = try ObjectReader(value, path: path, what: "an item", allowed: ["frame", "identifier", "label"])
        let identifier = try reader.text("identifier", field: "identifier")
        let label = try reader.text("label", field: "label") ?? ""
        guard let frame = reader.take("frame") else { throw reader.missing("frame") }
        let item = ObservedItem(
            identifier: identifier?.isEmpty == true ? nil : identifier, label: label,
            frame: try rect(frame, path: path.appending("frame")))
        try reader.finish()
        return item
    }

    private func readOverflow(_ value: JSONValue, path: JSONPath) throws -> ObservedOverflow {
        var reader = try ObjectReader(
            value, path: path, what: "an overflow menu", allowed: ["button", "entries", "opened"])
        guard let button = reader.take("button") else { throw reader.missing("button") }
        let item = try readItem(button, path: path.appending("button"))
        let opened = try reader.bool("opened")
        let values = try reader.array("entries")
        try reader.finish()
        try limit(values, Observation.itemLimit, key: "entries", path: path)
        let entries = try values.enumerated().map { index, value in
            let entryPath = path.appending("entries").appending(index)
            var entry = try ObjectReader(value, path: entryPath, what: "a menu entry", allowed: ["identifier", "label"])
            let identifier = try entry.text("identifier", field: "identifier")
            let label = try entry.text("label", field: "label") ?? ""
            try entry.finish()
            return ObservedMenuEntry(identifier: identifier?.isEmpty == true ? nil : identifier, label: label)
        }
        if !opened, !entries.isEmpty {
            throw DecodeFailure(
                kind: .invalidRecord, path: path.appending("entries"),
                message: "a menu that was not opened has no entries to list",
                hint: "set \"opened\": true, or leave \"entries\" out")
        }
        return ObservedOverflow(button: item, opened: opened, entries: entries)
    }

    /// `{"x": …, "y": …, "width": …, "height": …}`: finite, lengths not negative, all within
    /// ``Observation/coordinateLimit``.
    private func rect(_ value: JSONValue, path: JSONPath) throws -> ObservedRect {
        var reader = try ObjectReader(value, path: path, what: "a frame", allowed: ["height", "width", "x", "y"])
        var numbers: [Double] = []
        for key in ["x", "y", "width", "height"] {
            let number = try reader.requiredNumber(key)
            let lower = key == "width" || key == "height" ? 0 : -Observation.coordinateLimit
            guard number >= lower, number <= Observation.coordinateLimit else {
                throw reader.failure(
                    .invalidRecord, key, "\(JSONWriter.numberText(number)) is out of range",
                    hint: "\(key) must be from \(JSONWriter.numberText(lower)) to "
                        + "\(JSONWriter.numberText(Observation.coordinateLimit)) points")
            }
            numbers.append(number)
        }
        try reader.finish()
        return ObservedRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
    }

    private func limit(_ values: [JSONValue], _ limit: Int, key: String, path: JSONPath = JSONPath()) throws {
        guard values.count <= limit else {
            throw DecodeFailure(
                kind: .invalidRecord, path: path.appending(key).appending(limit),
                message: "more than \(limit) \(key)",
                hint: "an observation holds at most \(limit) \(key); is this file an observation?")
        }
    }
}
