import ToolbarChecklist
import ToolbarModel
import ToolbarStorage

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension Registry {
    // MARK: - Sign-offs

    /// Signs off the manual item `itemID` on a screen as ``author``. The sign-off goes stale when
    /// the screen's records change after it.
    public func signOff(_ screenPath: RecordPath, item itemID: String, note: String? = nil) throws {
        let item = try Self.checklistItem(itemID)
        guard item.description.kind == .manual else {
            throw RegistryError.conflict(
                "'\(itemID)' is an automatic checklist item: it is decided from the records and cannot be signed off; "
                    + "list the manual items with 'toolbar-registry checklist'")
        }
        try translatingErrors {
            try TextField.validate(note, field: "note", limit: TextField.notesLimit, multiline: true)
        }
        try write {
            let (app, screen) = try resolveScreen(screenPath)
            guard let inventory = try store.inventory(screenID: screen.id) else { return }
            let digest = Self.recordsDigest(inventory)
            let id = try store.insertSignOff(
                screenID: screen.id, itemID: item.id, author: author, at: now(), note: note, recordsDigest: digest)
            var after = JSONObjectBuilder()
            after.set("item", item.id)
            after.set("note", note)
            after.set("recordsDigest", digest)
            try log(
                "sign", kind: "sign-off", id: id, path: "\(app.value.name)/\(screen.value.name)", appID: app.id,
                screenID: screen.id, before: nil, after: after.value)
        }
    }

    /// The screen's sign-offs, oldest first, each marked stale when the records changed after it.
    public func signOffs(_ screenPath: RecordPath) throws -> [SignOff] {
        try read {
            let screen = try resolveScreen(screenPath).screen
            guard let inventory = try store.inventory(screenID: screen.id) else { return [] }
            return try currentSignOffs(screenID: screen.id, digest: Self.recordsDigest(inventory))
        }
    }

    // MARK: - Suppressions

    /// Accepts the findings of `itemID` on a screen (only `commandKey`'s when given) as ``author``,
    /// until `until` or until the screen's records change.
    public func suppress(
        _ screenPath: RecordPath, item itemID: String, commandKey: String? = nil, reason: String, until: Date? = nil
    ) throws {
        let item = try Self.checklistItem(itemID)
        let trimmed = reason.trimming(.whitespacesAndNewlines)
        guard !trimmed.isEmpty else {
            throw RegistryError.invalid(
                .invalidValue(field: "reason", value: reason, reason: "say why the finding is accepted"))
        }
        try translatingErrors {
            try TextField.validate(trimmed, field: "reason", limit: TextField.notesLimit, multiline: true)
        }
        try write {
            let (app, screen) = try resolveScreen(screenPath)
            var key: String?
            if let commandKey {
                let path = RecordPath(app: app.value.name, screen: screen.value.name, command: commandKey)
                key = try resolveCommand(path).command.value.key
            }
            guard let inventory = try store.inventory(screenID: screen.id) else { return }
            let digest = Self.recordsDigest(inventory)
            let row = StoredSuppression(
                id: 0, itemID: item.id, commandKey: key, reason: trimmed, author: author, at: now(),
                until: until.map(Timestamp.string(from:)), recordsDigest: digest)
            let id = try store.insertSuppression(screenID: screen.id, row)
            var after = JSONObjectBuilder()
            after.set("item", item.id)
            after.set("command", key)
            after.set("reason", trimmed)
            after.set("until", row.until)
            after.set("recordsDigest", digest)
            try log(
                "suppress", kind: "suppression", id: id, path: "\(app.value.name)/\(screen.value.name)",
                appID: app.id, screenID: screen.id, before: nil, after: after.value)
        }
    }

    /// The screen's suppressions, oldest first, each marked stale when the records changed after it.
    public func suppressions(_ screenPath: RecordPath) throws -> [Suppression] {
        try read {
            let screen = try resolveScreen(screenPath).screen
            guard let inventory = try store.inventory(screenID: screen.id) else { return [] }
            return try currentSuppressions(screenID: screen.id, digest: Self.recordsDigest(inventory))
        }
    }

    // MARK: - App targets

    /// Sets which scenario targets apply to the app's audits; an empty list means all of them.
    public func setTargets(app name: String, _ targets: [ScenarioTarget]) throws {
        try write {
            let app = try resolveApp(name)
            let before = try store.appTargets(appID: app.id)
            let after = Set(targets.map(\.rawValue)).sorted()
            guard before != after else { return }
            try store.setAppTargets(appID: app.id, after)
            try log(
                "targets", kind: "app", id: app.id, path: app.value.name, appID: app.id, screenID: nil,
                before: .object([JSONMember("targets", .array(before.map(JSONValue.string)))]),
                after: .object([JSONMember("targets", .array(after.map(JSONValue.string)))]))
        }
    }

    /// The scenario targets that apply to the app's audits: those set, else every target.
    public func targets(app name: String) throws -> [ScenarioTarget] {
        let stored = try read { try store.appTargets(appID: try resolveApp(name).id) }
        if stored.isEmpty { return ScenarioTarget.allCases }
        return ScenarioTarget.allCases.filter { stored.contains($0.rawValue) }
    }

    // MARK: - Internal

    /// The catalogue item `id`, or an error naming the closest id.
    public static func checklistItem(_ id: String) throws -> ChecklistItem {
        if let item = Checklist.item(id) { return item }
        let suggestion = Suggestions.closest(to: id, among: Checklist.catalogue.map(\.id))
        throw RegistryError.conflict(
            "no checklist item '\(id.debugPreview)'" + (suggestion.map { " (did you mean '\($0)'?)" } ?? "")
                + "; list them with 'toolbar-registry checklist'")
    }

    /// The screen's sign-offs as the checklist reads them.
    func currentSignOffs(screenID: Int64, digest: String) throws -> [SignOff] {
        Self.signOffs(try store.signOffs(screenID: screenID), recordsDigest: digest)
    }

    /// The screen's suppressions as the checklist reads them.
    func currentSuppressions(screenID: Int64, digest: String) throws -> [Suppression] {
        Self.suppressions(try store.suppressions(screenID: screenID), recordsDigest: digest)
    }

    /// Stored sign-offs as the checklist reads them: stale when made on other records.
    static func signOffs(_ stored: [StoredSignOff], recordsDigest digest: String) -> [SignOff] {
        stored.map {
            SignOff(
                itemID: $0.itemID, author: $0.author, date: Timestamp.parse($0.at) ?? .distantPast, note: $0.note,
                stale: $0.recordsDigest != digest)
        }
    }

    /// Stored suppressions as the checklist reads them: stale when made on other records.
    static func suppressions(_ stored: [StoredSuppression], recordsDigest digest: String) -> [Suppression] {
        stored.map {
            Suppression(
                itemID: $0.itemID, commandKey: $0.commandKey, author: $0.author, reason: $0.reason,
                until: $0.until.flatMap(Timestamp.parse), stale: $0.recordsDigest != digest)
        }
    }
}
