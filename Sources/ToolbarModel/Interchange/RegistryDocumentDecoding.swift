#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

// MARK: - Decoding

extension RegistryDocument {
    /// Reads a document of any supported version from UTF-8 bytes.
    /// - Throws: ``InterchangeError`` naming the JSON path (and line and column) of the first
    ///   problem and what to do about it.
    public static func decode(_ bytes: [UInt8]) throws -> RegistryDocument {
        try decode(bytes, progress: nil)
    }

    /// Reads a document from UTF-8 bytes, telling `progress` (when given) about each app as soon
    /// as it is read (see ``RegistryDocumentStream``). Errors are those of ``decode(_:)-([UInt8])``.
    ///
    /// With `progress`, the apps are decoded while the rest of the document is parsed, when its
    /// apps can be read ahead (see ``StreamedApps``).
    static func decode(_ bytes: [UInt8], progress: DecodeProgress?) throws -> RegistryDocument {
        let streamed = progress.flatMap { StreamedApps(bytes, progress: $0) }
        let root = try JSONParser.parse(bytes, eachApp: streamed?.read)
        do {
            if let streamed { return try streamed.finish(root) }
            return try decode(root, progress: progress)
        } catch let failure as DecodeFailure {
            let position = bytes.withUnsafeBufferPointer { buffer in
                let atKey = failure.kind == .unknownKey
                let offset = JSONParser.offset(of: failure.path, atKey: atKey, in: buffer)
                return JSONParser.position(of: offset, in: buffer)
            }
            throw InterchangeError(
                kind: failure.kind, path: failure.path.description, line: position.line,
                column: position.column, message: failure.message, hint: failure.hint)
        }
    }

    /// Reads a document from `Data`.
    public static func decode(_ data: Data) throws -> RegistryDocument {
        try decode([UInt8](data))
    }

    /// Reads a document from a parsed JSON tree (no line numbers in errors).
    public static func decode(json root: JSONValue) throws -> RegistryDocument {
        do {
            return try decode(root)
        } catch let failure as DecodeFailure {
            throw InterchangeError(
                kind: failure.kind, path: failure.path.description,
                message: failure.message, hint: failure.hint)
        }
    }

    // MARK: - Versions

    /// Checks `format` and `version`, then hands the document to that version's reader.
    ///
    /// `decodedApps`, when given, are the document's apps already decoded from the same values
    /// (see ``StreamedApps``): the rest is checked and read as without them.
    static func decode(
        _ root: JSONValue, progress: DecodeProgress? = nil, decodedApps: [RegistryDocument.AppEntry]? = nil
    ) throws -> RegistryDocument {
        let rootPath = JSONPath()
        guard case .object = root else {
            throw DecodeFailure(
                kind: .wrongType, path: rootPath, message: "expected an object, found \(root.typeName)",
                hint: "a registry document is {\"format\": \"toolbar-registry\", \"version\": 1, …}")
        }
        guard let format = root["format"] else {
            throw DecodeFailure(
                kind: .missingField, path: rootPath.appending("format"),
                message: "missing required key \"format\"",
                hint: "add \"format\": \"\(Self.format)\"; this file may not be a registry export")
        }
        guard case .string(let formatName) = format, formatName == Self.format else {
            let found = if case .string(let text) = format { "'\(text.debugPreview)'" } else { format.typeName }
            throw DecodeFailure(
                kind: .unsupportedFormat, path: rootPath.appending("format"),
                message: "format is \(found), not '\(Self.format)'",
                hint: "only toolbar-registry documents can be imported")
        }
        guard let versionValue = root["version"] else {
            throw DecodeFailure(
                kind: .missingField, path: rootPath.appending("version"),
                message: "missing required key \"version\"",
                hint: "add \"version\": \(Self.currentVersion)")
        }
        guard case .number(let number) = versionValue, number == number.rounded(), number >= 1, number < 1e9 else {
            throw DecodeFailure(
                kind: .unsupportedVersion, path: rootPath.appending("version"),
                message: "version must be a whole number of 1 or more",
                hint: "write \"version\": \(Self.currentVersion)")
        }
        let version = Int(number)
        switch version {
        case 1, 2:
            return try DocumentReaderV1.read(root, version: version, progress: progress, decodedApps: decodedApps)
        case 3, 4:
            return try DocumentReaderV3.read(root, version: version, progress: progress, decodedApps: decodedApps)
        default:
            throw DecodeFailure(
                kind: .unsupportedVersion, path: rootPath.appending("version"),
                message: "version \(version) was written by a newer toolbar-registry; this one reads versions "
                    + "1 through \(Self.currentVersion)",
                hint: "upgrade toolbar-registry to import it")
        }
    }
}

// MARK: - Versions 1 to 4

/// Reads version 1 and 2 documents. Version 2 only adds keys (`customView.widthSource`, the
/// command keys `branch`, `localizationKey` and `titleUnknown`) and the role `close`, version
/// 3 only keys (stable ids, sign-offs and suppressions) and version 4 one key (a command's
/// `alternateSymbol`), so the version 3 reader serves all four and refuses each version's newer
/// keys as unknown. Records read from a version 1 or 2 file have
/// no stable id; importing gives them theirs.
enum DocumentReaderV1 {
    static func read(
        _ root: JSONValue, version: Int, progress: DecodeProgress? = nil,
        decodedApps: [RegistryDocument.AppEntry]? = nil
    ) throws -> RegistryDocument {
        try DocumentReaderV3.read(root, version: version, progress: progress, decodedApps: decodedApps)
    }
}

/// Reads version 3 and 4 documents (and, with an earlier `version`, that version's subset of them).
struct DocumentReaderV3 {
    static let documentKeys = ["apps", "format", "scenarios", "version"]

    static func read(
        _ root: JSONValue, version: Int = RegistryDocument.currentVersion, progress: DecodeProgress? = nil,
        decodedApps: [RegistryDocument.AppEntry]? = nil
    ) throws -> RegistryDocument {
        try DocumentReaderV3(version: version, progress: progress).read(root, decodedApps: decodedApps)
    }

    /// The version being read: it decides which keys are known.
    let version: Int
    /// Told about the apps as they are read, if anyone listens.
    var progress: DecodeProgress? = nil

    private func keys(_ keys: [String]) -> [String] { RecordJSON.keys(keys, version: version) }

    /// Reads the document; `decodedApps`, when they are as many as its apps, are taken as the
    /// apps read from its values (and nothing is told about them).
    func read(_ root: JSONValue, decodedApps: [RegistryDocument.AppEntry]? = nil) throws -> RegistryDocument {
        var reader = try ObjectReader(root, path: JSONPath(), what: "a document", allowed: Self.documentKeys)
        _ = reader.take("format")
        _ = reader.take("version")
        let appValues = try reader.array("apps")
        let scenarioValues = try reader.array("scenarios")
        try reader.finish()

        var apps: [RegistryDocument.AppEntry] = []
        if let decodedApps, decodedApps.count == appValues.count {
            apps = decodedApps
        } else {
            apps.reserveCapacity(appValues.count)
            var names = AppNames()
            progress?.apps(readAheadApps(appValues))
            for (index, value) in appValues.enumerated() {
                let entry = try readApp(value, index: index, names: &names)
                progress?.app(entry)
                apps.append(entry)
            }
        }
        var scenarios: [Scenario] = []
        var scenarioNames = UniqueNames(kind: "scenario", parent: "the document")
        for (index, value) in scenarioValues.enumerated() {
            let path = JSONPath([.key("scenarios"), .index(index)])
            let scenario = try RecordJSON.decodeScenario(value, path: path)
            try scenarioNames.insert(scenario.name, path: path)
            scenarios.append(scenario)
        }
        return RegistryDocument(apps: apps, scenarios: scenarios)
    }

    /// Every app's record (without its screens), read ahead of the apps themselves, when each
    /// reads and no two share a name or an id; `nil` otherwise (reading the apps in order then
    /// finds the first problem). Each is the record ``readApp(_:path:)`` reads from the same value.
    func readAheadApps(_ values: [JSONValue]) -> [App]? {
        var apps: [App] = []
        apps.reserveCapacity(values.count)
        var names = Set<String>()
        var ids = Set<String>()
        for (index, value) in values.enumerated() {
            let path = JSONPath([.key("apps"), .index(index)])
            guard var reader = try? ObjectReader(value, path: path, what: "an app", allowed: keys(RecordJSON.appKeys)),
                let app = try? RecordJSON.decodeApp(&reader),
                names.insert(RecordName.foldedKey(app.name)).inserted,
                app.stableID.map({ ids.insert($0).inserted }) ?? true
            else { return nil }
            apps.append(app)
        }
        return apps
    }

    /// The names and ids of the apps read so far, each refused a second time.
    struct AppNames {
        var names = UniqueNames(kind: "app", parent: "the document")
        var ids = UniqueNames(kind: "app id", parent: "the document", field: "id", folded: false)
    }

    /// Reads the app at `index` of the document's apps, refusing a name or an id in `names`
    /// (which then holds its own).
    func readApp(_ value: JSONValue, index: Int, names: inout AppNames) throws -> RegistryDocument.AppEntry {
        let path = JSONPath([.key("apps"), .index(index)])
        let entry = try readApp(value, path: path)
        try names.names.insert(entry.app.name, path: path)
        try names.ids.insert(entry.app.stableID, path: path)
        return entry
    }

    func readApp(_ value: JSONValue, path: JSONPath) throws -> RegistryDocument.AppEntry {
        var reader = try ObjectReader(value, path: path, what: "an app", allowed: keys(RecordJSON.appKeys))
        let app = try RecordJSON.decodeApp(&reader)
        let screenValues = try reader.array("screens")
        let targetValues = try reader.array("targets")
        var targets: [ScenarioTarget] = []
        for (index, value) in targetValues.enumerated() {
            let targetPath = path.appending("targets").appending(index)
            guard case .string(let text) = value else {
                throw DecodeFailure(
                    kind: .wrongType, path: targetPath, message: "expected a string, found \(value.typeName)",
                    hint: "write each target as one of \(ScenarioTarget.allowedValues.joined(separator: ", "))")
            }
            do {
                targets.append(try ScenarioTarget.parse(text, field: "scenario target"))
            } catch let error as ModelError {
                throw DecodeFailure(modelError: error, path: targetPath)
            }
        }
        try reader.finish()
        var screens: [RegistryDocument.ScreenEntry] = []
        screens.reserveCapacity(screenValues.count)
        var names = UniqueNames(kind: "screen", parent: "app '\(app.name.debugPreview)'")
        var ids = UniqueNames(kind: "screen id", parent: "app '\(app.name.debugPreview)'", field: "id", folded: false)
        for (index, value) in screenValues.enumerated() {
            let screenPath = path.appending("screens").appending(index)
            let entry = try readScreen(value, path: screenPath)
            try names.insert(entry.screen.name, path: screenPath)
            try ids.insert(entry.screen.stableID, path: screenPath)
            screens.append(entry)
        }
        return RegistryDocument.AppEntry(app: app, screens: screens, targets: targets)
    }

    func readScreen(_ value: JSONValue, path: JSONPath) throws -> RegistryDocument.ScreenEntry {
        var reader = try ObjectReader(
            value, path: path, what: "a screen",
            allowed: RecordJSON.cached(RecordJSON.screenKeysByVersion, version: version) {
                self.keys(RecordJSON.screenKeys)
            })
        let screen = try RecordJSON.decodeScreen(&reader)
        let groupValues = try reader.array("groups")
        let commandValues = try reader.array("commands")
        let signOffValues = version >= 3 ? try reader.array("signOffs") : []
        let suppressionValues = version >= 3 ? try reader.array("suppressions") : []
        try reader.finish()
        let parent = "screen '\(screen.name.debugPreview)'"

        var groups: [ToolbarGroup] = []
        var groupNames = UniqueNames(kind: "group", parent: parent)
        var groupIDs = UniqueNames(kind: "group id", parent: parent, field: "id", folded: false)
        var groupsByKey: [String: ToolbarGroup] = [:]
        for (index, value) in groupValues.enumerated() {
            let groupPath = path.appending("groups").appending(index)
            let group = try RecordJSON.decodeGroup(value, path: groupPath, version: version)
            let key = try groupNames.insert(group.name, path: groupPath)
            try groupIDs.insert(group.stableID, path: groupPath)
            groupsByKey[key] = group
            groups.append(group)
        }

        var commands: [Command] = []
        commands.reserveCapacity(commandValues.count)
        var keys = UniqueNames(kind: "command key", parent: parent, field: "key")
        var commandIDs = UniqueNames(kind: "command id", parent: parent, field: "id", folded: false)
        for (index, value) in commandValues.enumerated() {
            let commandPath = path.appending("commands").appending(index)
            let command = try RecordJSON.decodeCommand(value, path: commandPath, version: version)
            try keys.insert(command.key, path: commandPath)
            try commandIDs.insert(command.stableID, path: commandPath)
            if let groupName = command.group {
                guard let group = groupsByKey[RecordName.foldedKey(groupName)] else {
                    let declared = groups.map(\.name).sorted()
                    throw DecodeFailure(
                        kind: .undeclaredGroup, path: commandPath.appending("group"),
                        message: "command '\(command.key.debugPreview)' names group '\(groupName.debugPreview)', "
                            + "which \(parent) does not declare",
                        hint: declared.isEmpty
                            ? "declare it under \"groups\" or remove \"group\""
                            : "declare it under \"groups\" or use one of: \(declared.joined(separator: ", "))")
                }
                if group.placement != command.placement {
                    throw DecodeFailure(
                        kind: .placementMismatch, path: commandPath.appending("placement"),
                        message: "command '\(command.key.debugPreview)' is placed at \(command.placement.rawValue) "
                            + "but its group '\(group.name.debugPreview)' is at \(group.placement.rawValue)",
                        hint: "a group's commands share its placement: set \"placement\": "
                            + "\"\(group.placement.rawValue)\" or move the command out of the group")
                }
            }
            commands.append(command)
        }

        let signOffs = try readReviews(
            signOffValues, path: path.appending("signOffs"), parent: parent, decode: RecordJSON.decodeSignOff)
        let suppressions = try readReviews(
            suppressionValues, path: path.appending("suppressions"), parent: parent,
            decode: RecordJSON.decodeSuppression)
        return RegistryDocument.ScreenEntry(
            screen: screen, groups: groups, commands: commands, signOffs: signOffs, suppressions: suppressions)
    }
}

extension DocumentReaderV3 {
    /// Reads a screen's sign-offs or suppressions, refusing the same review twice.
    func readReviews<Review: RegistryReview>(
        _ values: [JSONValue], path: JSONPath, parent: String, decode: (JSONValue, JSONPath) throws -> Review
    ) throws -> [Review] {
        var reviews: [Review] = []
        var seen = Set<[String]>()
        for (index, value) in values.enumerated() {
            let reviewPath = path.appending(index)
            let review = try decode(value, reviewPath)
            guard seen.insert(review.identity).inserted else {
                throw DecodeFailure(
                    kind: .duplicateName, path: reviewPath,
                    message: "the \(Review.kind) \(review.summary.debugPreview) appears twice in \(parent)",
                    hint: "remove one of them")
            }
            reviews.append(review)
        }
        return reviews
    }
}

/// Tracks the names (or ids) under one parent and refuses a second record with the same folded
/// name (or the same id).
struct UniqueNames {
    let kind: String
    let parent: String
    var field = "name"
    /// Whether names are compared ignoring case (names are; ids are not).
    var folded = true
    private var seen: [String: JSONPath] = [:]

    init(kind: String, parent: String, field: String = "name", folded: Bool = true) {
        self.kind = kind
        self.parent = parent
        self.field = field
        self.folded = folded
    }

    /// Records `name` found at `path`; returns its folded key.
    @discardableResult
    mutating func insert(_ name: String, path: JSONPath) throws -> String {
        let key = folded ? RecordName.foldedKey(name) : name
        if let first = seen[key] {
            throw DecodeFailure(
                kind: .duplicateName, path: path.appending(field),
                message: "\(kind) '\(name.debugPreview)' appears twice in \(parent) (first at \(first))"
                    + (folded ? "; names are compared ignoring case" : ""),
                hint: folded
                    ? "rename or remove one of them"
                    : "each record keeps its own id: give a copied record no \"id\" (import gives it one)")
        }
        seen[key] = path
        return key
    }

    /// Records an optional id.
    mutating func insert(_ id: String?, path: JSONPath) throws {
        if let id { try insert(id, path: path) }
    }
}
