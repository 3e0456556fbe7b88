import ToolbarModel
import ToolbarStorage

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// One field an import changes, e.g. `Notes/Editor/share` `placement`: `topBarTrailing` →
/// `topBarPinnedTrailing`. A field of a nested object is dotted (`customView.width`); a value
/// left out is `nil` (absent or the default).
public struct ImportFieldChange: Hashable, Sendable {
    /// The record, by its path after the change.
    public var path: String
    /// The field's key in the interchange format.
    public var field: String
    /// Its value before, if it had one.
    public var before: JSONValue?
    /// Its value after, if it has one.
    public var after: JSONValue?

    public init(path: String, field: String, before: JSONValue?, after: JSONValue?) {
        self.path = path
        self.field = field
        self.before = before
        self.after = after
    }
}

/// A record an import renames (its identity and history kept).
public struct ImportRename: Codable, Hashable, Sendable {
    /// Its path before.
    public var from: String
    /// Its path after.
    public var to: String

    public init(from: String, to: String) {
        self.from = from
        self.to = to
    }
}

/// What an import added, changed, renamed and removed, as record paths in the order applied,
/// and every field it changed.
public struct ImportReport: Hashable, Sendable {
    public var added: [String] = []
    public var changed: [String] = []
    public var removed: [String] = []
    /// Records given a new name (also listed in ``changed`` when other fields changed too).
    public var renamed: [ImportRename] = []
    /// Every field of every changed or renamed record, before and after.
    public var fields: [ImportFieldChange] = []

    public init() {}

    /// Whether the import changed nothing.
    public var isEmpty: Bool { added.isEmpty && changed.isEmpty && removed.isEmpty && renamed.isEmpty }

    /// Adds another report's entries.
    public mutating func merge(_ other: ImportReport) {
        added += other.added
        changed += other.changed
        removed += other.removed
        renamed += other.renamed
        fields += other.fields
    }

    /// Records a changed record: its rename, if any, and the fields that differ.
    mutating func recordChange(from oldPath: String, to newPath: String, before: JSONValue, after: JSONValue) {
        let changes = Self.fieldChanges(path: newPath, before: before, after: after)
        if oldPath != newPath { renamed.append(ImportRename(from: oldPath, to: newPath)) }
        if changes.contains(where: { $0.field != "name" && $0.field != "key" }) { changed.append(newPath) }
        fields += changes
    }

    /// The fields in which two encodings of a record differ, in key order; nested objects are
    /// compared field by field.
    static func fieldChanges(path: String, before: JSONValue, after: JSONValue, prefix: String = "")
        -> [ImportFieldChange]
    {
        guard case .object(let old) = before, case .object(let new) = after else {
            return before == after ? [] : [ImportFieldChange(path: path, field: prefix, before: before, after: after)]
        }
        var changes: [ImportFieldChange] = []
        for key in Set(old.map(\.key) + new.map(\.key)).sorted() {
            let left = old.first { $0.key == key }?.value
            let right = new.first { $0.key == key }?.value
            guard left != right else { continue }
            let field = prefix.isEmpty ? key : "\(prefix).\(key)"
            if case .object? = left, case .object? = right {
                changes += fieldChanges(path: path, before: left!, after: right!, prefix: field)
            } else {
                changes.append(ImportFieldChange(path: path, field: field, before: left, after: right))
            }
        }
        return changes
    }
}

/// Thrown inside a dry-run transaction to roll it back after collecting the report.
private struct DryRunRollback: Error {
    var report: ImportReport
}

extension Registry {
    /// Reads and imports a registry file (the JSON interchange format, any version) in one
    /// transaction: records are matched by stable id, then by name, so a rename in the file is a
    /// rename here (history kept). With `prune`, the apps the file lists end up exactly as the
    /// file says: their screens, groups, commands, sign-offs and suppressions that the file does
    /// not list are removed, and their targets set. With `dryRun`, reports the same changes and
    /// writes nothing.
    public func importFile(_ path: String, prune: Bool = false, dryRun: Bool = false) throws -> ImportReport {
        try importData(try Self.readInputFile(path), file: path, prune: prune, dryRun: dryRun)
    }

    /// The bytes of a file to import; a FIFO or a device is refused before it is read (reading
    /// /dev/zero never ends).
    static func readInputFile(_ path: String) throws -> Data {
        let type = (try? FileManager.default.attributesOfItem(atPath: path))?[.type] as? FileAttributeType
        if let type, type != .typeRegular, type != .typeDirectory {
            throw RegistryError.file(path: path, reason: Self.readFailureReason(path))
        }
        do {
            return try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw RegistryError.file(path: path, reason: Self.readFailureReason(path))
        }
    }

    /// Imports a registry file's bytes (read from standard input, say); `file` names it in errors.
    /// See ``importFile(_:prune:dryRun:)``.
    ///
    /// The file is decoded on another thread while the apps already decoded are written (see
    /// ``RegistryDocumentStream``); a file with a problem is still refused as a whole, with its
    /// first problem, and leaves the registry as it was.
    public func importData(_ data: Data, file: String, prune: Bool = false, dryRun: Bool = false) throws -> ImportReport
    {
        let stream = RegistryDocumentStream(bytes: [UInt8](data), preparing: CommandTextPreparation.self)
        do {
            guard let apps = try stream.apps() else {
                return try importDocument(try stream.document(), prune: prune, dryRun: dryRun)
            }
            return try importing(dryRun: dryRun) { report in
                try importApps(apps, entry: stream.preparedApp(at:), prune: prune, into: &report)
                for scenario in try stream.document().scenarios {
                    try importScenario(scenario, into: &report)
                }
            }
        } catch {
            // The file's first problem, wherever the writing stopped: as if it had been decoded
            // in full before anything was written.
            if let failure = stream.failure() {
                guard let refusal = failure as? InterchangeError else { throw failure }
                throw RegistryError.importRefused(file: file, refusal)
            }
            throw error
        }
    }

    /// Imports a decoded document; see ``importFile(_:prune:dryRun:)``.
    public func importDocument(_ document: RegistryDocument, prune: Bool = false, dryRun: Bool = false) throws
        -> ImportReport
    {
        try importing(dryRun: dryRun) { report in
            try importApps(
                document.apps.map(\.app), entry: { (document.apps[$0], nil) }, prune: prune, into: &report)
            for scenario in document.scenarios {
                try importScenario(scenario, into: &report)
            }
        }
    }

    /// Runs an import's `body` in one write transaction with batched inserts (their statement
    /// journals in memory), rolled back for a dry run, and returns its report.
    private func importing(dryRun: Bool, _ body: (inout ImportReport) throws -> Void) throws -> ImportReport {
        do {
            return try translatingErrors {
                try store.withTemporaryFilesInMemory {
                    try write {
                        derivedIDs = DerivedStableIDs()
                        defer { derivedIDs = DerivedStableIDs() }
                        let report = try withBatchedInserts {
                            var report = ImportReport()
                            try body(&report)
                            return report
                        }
                        if dryRun { throw DryRunRollback(report: report) }
                        return report
                    }
                }
            }
        } catch let rollback as DryRunRollback {
            return rollback.report
        }
    }

    static func readFailureReason(_ path: String) -> String {
        guard let isDirectory = FileKind.isDirectory(path) else { return "no such file" }
        if isDirectory { return "is a directory, not a registry file" }
        let type = (try? FileManager.default.attributesOfItem(atPath: path))?[.type] as? FileAttributeType
        if type != .typeRegular {
            return "is not a regular file (a FIFO, a device or a socket); give the path of a JSON file"
        }
        if !FileManager.default.isReadableFile(atPath: path) {
            return "cannot be read by this user (check its permissions)"
        }
        return "cannot be read"
    }

    // MARK: - Apps

    /// Imports the file's `apps`; `entry(index)` is the app at `index` with its screens and the
    /// change-log texts of its commands if they were prepared (read when its turn comes: a file
    /// being decoded hands out each app when it is read).
    private func importApps(
        _ apps: [App], entry: (Int) throws -> (RegistryDocument.AppEntry, [[PreparedCommandText]]?), prune: Bool,
        into report: inout ImportReport
    ) throws {
        let stored = try store.apps()
        let matches = ImportMatch.match(apps, stored: stored)
        // Apps are never removed: an app the file does not list keeps its name.
        try prepareRenames(
            matches, kept: matches.unmatched, kind: .app, newNames: apps.map(\.name),
            where: "the registry")
        var derived: [String: String] = [:]
        let ids = matches.stableIDs(apps, kept: matches.unmatched, kind: .app, derivedIDs: &derived)
        for index in apps.indices {
            var (entry, texts) = try entry(index)
            entry.app.stableID = ids[index]
            try importApp(entry, texts: texts, existing: matches.stored[index], prune: prune, into: &report)
        }
    }

    private func importApp(
        _ entry: RegistryDocument.AppEntry, texts: [[PreparedCommandText]]?, existing: Stored<App>?, prune: Bool,
        into report: inout ImportReport
    ) throws {
        let app = entry.app
        let appID: Int64
        var isNew = false
        if let existing {
            appID = existing.id
            if existing.value != app {
                try store.updateApp(id: appID, app)
                try log(
                    existing.value.name != app.name ? "rename" : "update", kind: "app", id: appID, path: app.name,
                    appID: appID, screenID: nil, beforeText: RecordJSON.compactText(existing.value),
                    afterText: RecordJSON.compactText(app))
                report.recordChange(
                    from: existing.value.name, to: app.name, before: RecordJSON.encode(existing.value),
                    after: RecordJSON.encode(app))
            }
        } else {
            appID = try store.insertApp(app)
            isNew = true
            try log(
                "add", kind: "app", id: appID, path: app.name, appID: appID, screenID: nil, beforeText: nil,
                afterText: RecordJSON.compactText(app))
            report.added.append(app.name)
        }
        try importTargets(entry, appID: appID, isNew: isNew, prune: prune, into: &report)
        try importScreens(entry.screens, texts: texts, app: app, appID: appID, prune: prune, into: &report)
    }

    /// Sets the app's scenario targets when the file lists them; with `prune`, a file without
    /// targets means every target (as an export writes it).
    private func importTargets(
        _ entry: RegistryDocument.AppEntry, appID: Int64, isNew: Bool, prune: Bool, into report: inout ImportReport
    ) throws {
        guard !entry.targets.isEmpty || prune else { return }
        let before = try store.appTargets(appID: appID)
        let after = RegistryDocument.canonicalTargets(entry.targets).map(\.rawValue).sorted()
        let beforeCanonical = RegistryDocument.canonicalTargets(before.compactMap(ScenarioTarget.init(rawValue:)))
        guard Set(beforeCanonical.map(\.rawValue)) != Set(after) else { return }
        try store.setAppTargets(appID: appID, after)
        let beforeJSON = JSONValue.object([JSONMember("targets", .array(before.map(JSONValue.string)))])
        let afterJSON = JSONValue.object([JSONMember("targets", .array(after.map(JSONValue.string)))])
        try log(
            "targets", kind: "app", id: appID, path: entry.app.name, appID: appID, screenID: nil,
            before: beforeJSON, after: afterJSON)
        if !isNew {
            report.changed.append("\(entry.app.name) (targets)")
            report.fields.append(
                ImportFieldChange(
                    path: entry.app.name, field: "targets", before: before.isEmpty ? nil : beforeJSON["targets"],
                    after: after.isEmpty ? nil : afterJSON["targets"]))
        }
    }

    // MARK: - Scenarios

    private func importScenario(_ scenario: Scenario, into report: inout ImportReport) throws {
        let path = "scenario:\(scenario.name)"
        if let stored = try store.scenario(named: scenario.name) {
            guard stored.value != scenario else { return }
            try store.updateScenario(id: stored.id, scenario)
            try log(
                "update", kind: "scenario", id: stored.id, path: path, appID: nil, screenID: nil,
                before: RecordJSON.encode(stored.value), after: RecordJSON.encode(scenario))
            report.recordChange(
                from: path, to: path, before: RecordJSON.encode(stored.value), after: RecordJSON.encode(scenario))
        } else {
            let id = try store.insertScenario(scenario)
            try log(
                "add", kind: "scenario", id: id, path: path, appID: nil, screenID: nil, before: nil,
                after: RecordJSON.encode(scenario))
            report.added.append(path)
        }
    }
}
