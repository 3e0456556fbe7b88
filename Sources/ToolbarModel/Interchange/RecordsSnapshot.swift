// MARK: - A screen's records as an audit keeps them

extension ScreenInventory {
    /// The screen's records as one canonical JSON document: the screen, its groups and commands,
    /// and the app fields the solver and checklist read (deployment target, linked SDK). Stable
    /// ids are left out: they are identity, not content. An audit's records digest is the
    /// SHA-256 of this document's compact text, and an audit keeps the text (migration 0011) to
    /// redraw its layouts later.
    public var recordsDocument: JSONValue {
        let app = JSONValue.object([
            JSONMember("deploymentTarget", .string(self.app.deploymentTarget.description)),
            JSONMember("linkedSDK", .string(self.app.linkedSDK.description))
        ])
        func content<Record>(_ record: Record, _ id: WritableKeyPath<Record, String?>) -> Record {
            var record = record
            record[keyPath: id] = nil
            return record
        }
        return .object([
            JSONMember("app", app),
            JSONMember("commands", .array(commands.map { RecordJSON.encode(content($0, \.stableID)) })),
            JSONMember("groups", .array(groups.map { RecordJSON.encode(content($0, \.stableID)) })),
            JSONMember("screen", RecordJSON.encode(content(screen, \.stableID)))
        ])
    }

    /// The compact text of ``recordsDocument`` (exactly `JSONWriter.string(recordsDocument,
    /// style: .compact)`), which an audit hashes into its records digest and stores. Written
    /// straight into one buffer, members in the order the tree writer sorts them into, with no
    /// tree, no sorting and no copy of each record without its stable id: an audit of the whole
    /// registry writes it for every screen.
    public var recordsText: String {
        // About 200 bytes a command, 100 a group.
        var document = CompactJSONObject(capacity: 512 + commands.count * 200 + groups.count * 100)
        document.setObject("app") { app in
            app.set("deploymentTarget", self.app.deploymentTarget.description)
            app.set("linkedSDK", self.app.linkedSDK.description)
        }
        commands.withUnsafeBufferPointer { commands in
            document.setObjects("commands", count: commands.count) { index, object in
                RecordJSON.write(commands[index], into: &object, withID: false)
            }
        }
        groups.withUnsafeBufferPointer { groups in
            document.setObjects("groups", count: groups.count) { index, object in
                RecordJSON.write(groups[index], into: &object, withID: false)
            }
        }
        document.setObject("screen") { RecordJSON.write(screen, into: &$0, withID: false) }
        return document.text()
    }

    /// Reads a ``recordsDocument`` back; the app gets `appName` (the document holds only the app
    /// fields the solver reads).
    /// - Throws: ``InterchangeError`` when the text is not such a document.
    public init(recordsDocument text: String, appName: String) throws {
        let root = try JSONParser.parse(Array(text.utf8))
        let path = JSONPath()
        var reader = try ObjectReader(
            root, path: path, what: "a records document",
            allowed: ["app", "commands", "groups", "screen"])
        var appReader = try ObjectReader(
            reader.take("app") ?? .object([]), path: path.appending("app"), what: "an app",
            allowed: ["deploymentTarget", "linkedSDK"])
        let app = App(
            name: appName, deploymentTarget: try appReader.version("deploymentTarget"),
            linkedSDK: try appReader.version("linkedSDK"))
        try appReader.finish()
        var screenReader = try ObjectReader(
            reader.take("screen") ?? .object([]), path: path.appending("screen"), what: "a screen",
            allowed: RecordJSON.screenKeys)
        let screen = try RecordJSON.decodeScreen(&screenReader)
        try screenReader.finish()
        func elements(_ key: String) -> [JSONValue] {
            if case .array(let values)? = reader.take(key) { return values }
            return []
        }
        let groups = try elements("groups").enumerated().map { index, value in
            try RecordJSON.decodeGroup(value, path: path.appending("groups").appending(index))
        }
        let commands = try elements("commands").enumerated().map { index, value in
            try RecordJSON.decodeCommand(value, path: path.appending("commands").appending(index))
        }
        try reader.finish()
        self.init(app: app, screen: screen, groups: groups, commands: commands)
    }
}

extension Scenario {
    /// Reads scenarios written as a JSON array of interchange scenario objects (as an audit
    /// keeps the scenarios it judged, migration 0011).
    /// - Throws: ``InterchangeError`` when the text is not such an array.
    public static func decodeArray(_ text: String) throws -> [Scenario] {
        guard case .array(let values) = try JSONParser.parse(Array(text.utf8)) else {
            throw InterchangeError(
                kind: .wrongType, path: "$", message: "expected an array of scenarios", hint: "the text is not one")
        }
        return try values.enumerated().map { index, value in
            try RecordJSON.decodeScenario(value, path: JSONPath().appending(index))
        }
    }
}
