import Foundation
import ToolbarModel
import ToolbarStorage

/// What an import added, changed and removed, as record paths in the order applied.
public struct ImportReport: Hashable, Sendable {
    public var added: [String] = []
    public var changed: [String] = []
    public var removed: [String] = []

    public init() {}

    /// Whether the import changed nothing.
    public var isEmpty: Bool { added.isEmpty && changed.isEmpty && removed.isEmpty }

    /// Adds another report's entries.
    public mutating func merge(_ other: ImportReport) {
        added += other.added
        changed += other.changed
        removed += other.removed
    }
}

/// Thrown inside a dry-run transaction to roll it back after collecting the report.
private struct DryRunRollback: Error {
    var report: ImportReport
}

extension Registry {
    /// Reads and imports a registry file (the JSON interchange format): upserts by name in one
    /// transaction. Records absent from the file are removed only with `prune`, and only under the
    /// apps the file lists. With `dryRun`, reports the same change set and writes nothing.
    public func importFile(_ path: String, prune: Bool = false, dryRun: Bool = false) throws -> ImportReport {
        let data: Data
        // A FIFO or a device is refused before it is read (reading /dev/zero never ends).
        let type = (try? FileManager.default.attributesOfItem(atPath: path))?[.type] as? FileAttributeType
        if let type, type != .typeRegular, type != .typeDirectory {
            throw RegistryError.file(path: path, reason: Self.readFailureReason(path))
        }
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw RegistryError.file(path: path, reason: Self.readFailureReason(path))
        }
        let document: RegistryDocument
        do {
            document = try RegistryDocument.decode(data)
        } catch let error as InterchangeError {
            throw RegistryError.importRefused(file: path, error)
        }
        return try importDocument(document, prune: prune, dryRun: dryRun)
    }

    /// Imports a decoded document; see ``importFile(_:prune:dryRun:)``.
    public func importDocument(_ document: RegistryDocument, prune: Bool = false, dryRun: Bool = false) throws -> ImportReport {
        do {
            return try write {
                var report = ImportReport()
                for entry in document.apps {
                    try importApp(entry, prune: prune, into: &report)
                }
                for scenario in document.scenarios {
                    try importScenario(scenario, into: &report)
                }
                if dryRun { throw DryRunRollback(report: report) }
                return report
            }
        } catch let rollback as DryRunRollback {
            return rollback.report
        }
    }

    static func readFailureReason(_ path: String) -> String {
        var isDirectory: ObjCBool = false
        if !FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) { return "no such file" }
        if isDirectory.boolValue { return "is a directory, not a registry file" }
        let type = (try? FileManager.default.attributesOfItem(atPath: path))?[.type] as? FileAttributeType
        if type != .typeRegular { return "is not a regular file (a FIFO, a device or a socket); give the path of a JSON file" }
        if !FileManager.default.isReadableFile(atPath: path) { return "cannot be read by this user (check its permissions)" }
        return "cannot be read"
    }

    // MARK: - Private

    private func importApp(_ entry: RegistryDocument.AppEntry, prune: Bool, into report: inout ImportReport) throws {
        let app = entry.app
        let appID: Int64
        var isNew = false
        var existingScreens: [String: Stored<Screen>] = [:]
        if let stored = try store.app(named: app.name) {
            appID = stored.id
            if stored.value != app {
                try store.updateApp(id: appID, app)
                try log("update", kind: "app", id: appID, path: app.name, appID: appID, screenID: nil,
                        before: RecordJSON.encode(stored.value), after: RecordJSON.encode(app))
                report.changed.append(app.name)
            }
            for screen in try store.screens(appID: appID) {
                existingScreens[RecordName.foldedKey(screen.value.name)] = screen
            }
        } else {
            appID = try store.insertApp(app)
            isNew = true
            try log("add", kind: "app", id: appID, path: app.name, appID: appID, screenID: nil, before: nil,
                    after: RecordJSON.encode(app))
            report.added.append(app.name)
        }
        try importTargets(entry, appID: appID, isNew: isNew, into: &report)
        for screenEntry in entry.screens {
            let key = RecordName.foldedKey(screenEntry.screen.name)
            try importScreen(screenEntry, app: app, appID: appID, existing: existingScreens.removeValue(forKey: key),
                             prune: prune, into: &report)
        }
        if prune {
            for stale in existingScreens.values.sorted(by: { $0.value.name < $1.value.name }) {
                try store.deleteScreen(id: stale.id)
                let path = "\(app.name)/\(stale.value.name)"
                try log("remove", kind: "screen", id: stale.id, path: path, appID: appID, screenID: stale.id,
                        before: RecordJSON.encode(stale.value), after: nil)
                report.removed.append(path)
            }
        }
    }

    private func importScreen(
        _ entry: RegistryDocument.ScreenEntry, app: App, appID: Int64, existing: Stored<Screen>?, prune: Bool,
        into report: inout ImportReport
    ) throws {
        let screen = entry.screen
        let screenPath = "\(app.name)/\(screen.name)"
        let screenID: Int64
        var existingGroups: [String: Stored<ToolbarGroup>] = [:]
        var existingCommands: [String: Stored<Command>] = [:]
        if let existing {
            screenID = existing.id
            if existing.value != screen {
                try store.updateScreen(id: screenID, screen)
                try log("update", kind: "screen", id: screenID, path: screenPath, appID: appID, screenID: screenID,
                        before: RecordJSON.encode(existing.value), after: RecordJSON.encode(screen))
                report.changed.append(screenPath)
            }
            for group in try store.groups(screenID: screenID) { existingGroups[RecordName.foldedKey(group.value.name)] = group }
            for command in try store.commands(screenID: screenID) { existingCommands[RecordName.foldedKey(command.value.key)] = command }
        } else {
            screenID = try store.insertScreen(appID: appID, screen)
            try log("add", kind: "screen", id: screenID, path: screenPath, appID: appID, screenID: screenID, before: nil,
                    after: RecordJSON.encode(screen))
            report.added.append(screenPath)
        }

        var groupIDs: [String: (id: Int64, name: String)] = [:]
        for group in entry.groups {
            let key = RecordName.foldedKey(group.name)
            let path = "\(screenPath)#\(group.name)"
            if let stored = existingGroups.removeValue(forKey: key) {
                groupIDs[key] = (stored.id, group.name)
                guard stored.value != group else { continue }
                try store.updateGroup(id: stored.id, group)
                try log("update", kind: "group", id: stored.id, path: path, appID: appID, screenID: screenID,
                        before: RecordJSON.encode(stored.value), after: RecordJSON.encode(group))
                report.changed.append(path)
            } else {
                let id = try store.insertGroup(screenID: screenID, group)
                groupIDs[key] = (id, group.name)
                try log("add", kind: "group", id: id, path: path, appID: appID, screenID: screenID, before: nil,
                        after: RecordJSON.encode(group))
                report.added.append(path)
            }
        }
        for stored in existingGroups.values { groupIDs[RecordName.foldedKey(stored.value.name)] = (stored.id, stored.value.name) }

        for var command in entry.commands {
            let path = "\(screenPath)/\(command.key)"
            var groupID: Int64?
            if let name = command.group {
                guard let group = groupIDs[RecordName.foldedKey(name)] else {
                    throw RegistryError.conflict("command '\(path)' names group '\(name)', which its screen does not have")
                }
                groupID = group.id
                command.group = group.name
            }
            if let stored = existingCommands.removeValue(forKey: RecordName.foldedKey(command.key)) {
                guard stored.value != command else { continue }
                try store.updateCommand(id: stored.id, groupID: groupID, command)
                try log("update", kind: "command", id: stored.id, path: path, appID: appID, screenID: screenID,
                        before: RecordJSON.encode(stored.value), after: RecordJSON.encode(command))
                report.changed.append(path)
            } else {
                let id = try store.insertCommand(screenID: screenID, groupID: groupID, command)
                try log("add", kind: "command", id: id, path: path, appID: appID, screenID: screenID, before: nil,
                        after: RecordJSON.encode(command))
                report.added.append(path)
            }
        }
        guard prune else { return }
        for stale in existingCommands.values.sorted(by: { $0.value.order < $1.value.order }) {
            try store.deleteCommand(id: stale.id)
            let path = "\(screenPath)/\(stale.value.key)"
            try log("remove", kind: "command", id: stale.id, path: path, appID: appID, screenID: screenID,
                    before: RecordJSON.encode(stale.value), after: nil)
            report.removed.append(path)
        }
        for stale in existingGroups.values.sorted(by: { $0.value.name < $1.value.name }) {
            try store.deleteGroup(id: stale.id)
            let path = "\(screenPath)#\(stale.value.name)"
            try log("remove", kind: "group", id: stale.id, path: path, appID: appID, screenID: screenID,
                    before: RecordJSON.encode(stale.value), after: nil)
            report.removed.append(path)
        }
    }

    /// Sets the app's scenario targets when the file lists them (a file without targets leaves
    /// them as they are).
    private func importTargets(
        _ entry: RegistryDocument.AppEntry, appID: Int64, isNew: Bool, into report: inout ImportReport
    ) throws {
        guard !entry.targets.isEmpty else { return }
        let before = try store.appTargets(appID: appID)
        let after = Set(entry.targets.map(\.rawValue)).sorted()
        guard before != after else { return }
        try store.setAppTargets(appID: appID, after)
        try log("targets", kind: "app", id: appID, path: entry.app.name, appID: appID, screenID: nil,
                before: .object([JSONMember("targets", .array(before.map(JSONValue.string)))]),
                after: .object([JSONMember("targets", .array(after.map(JSONValue.string)))]))
        if !isNew { report.changed.append("\(entry.app.name) (targets)") }
    }

    private func importScenario(_ scenario: Scenario, into report: inout ImportReport) throws {
        let path = "scenario:\(scenario.name)"
        if let stored = try store.scenario(named: scenario.name) {
            guard stored.value != scenario else { return }
            try store.updateScenario(id: stored.id, scenario)
            try log("update", kind: "scenario", id: stored.id, path: path, appID: nil, screenID: nil,
                    before: RecordJSON.encode(stored.value), after: RecordJSON.encode(scenario))
            report.changed.append(path)
        } else {
            let id = try store.insertScenario(scenario)
            try log("add", kind: "scenario", id: id, path: path, appID: nil, screenID: nil, before: nil,
                    after: RecordJSON.encode(scenario))
            report.added.append(path)
        }
    }
}
