import ToolbarChecklist
import ToolbarModel
import ToolbarStorage

extension Registry {
    /// Imports a screen's sign-offs and suppressions, after its records. A review is the same
    /// one when item, author, date and text match. A review without `recordsDigest` that the
    /// registry does not have yet is taken as made on the records just imported (fresh); one it
    /// has keeps the records it was made on, so editing the records in the file makes it stale
    /// as editing them here would. With `--prune`, reviews the file does not list are removed.
    func importReviews(
        _ entry: RegistryDocument.ScreenEntry, app _: App, screenID: Int64, place: ChildPlace,
        into report: inout ImportReport
    ) throws {
        guard let inventory = try store.inventory(screenID: screenID) else { return }
        let digest = Self.recordsDigest(inventory)
        try importSignOffs(entry.signOffs, digest: digest, place: place, into: &report)
        try importSuppressions(entry.suppressions, digest: digest, place: place, into: &report)
    }

    // MARK: - Sign-offs

    private func importSignOffs(
        _ signOffs: [RegistryDocument.SignOffEntry], digest: String, place: ChildPlace, into report: inout ImportReport
    ) throws {
        var stored = try store.signOffs(screenID: place.screenID)
        for signOff in signOffs {
            let item = try Self.checklistItem(signOff.item)
            guard item.description.kind == .manual else {
                throw RegistryError.conflict(
                    "'\(place.screenPath)' has a sign-off of '\(signOff.item)', an automatic checklist item: only "
                        + "manual items are signed off; remove it from the file")
            }
            let path = "\(place.screenPath) sign-off \(signOff.item) by \(signOff.author) at \(signOff.date)"
            if let index = stored.firstIndex(where: { Self.identity($0) == signOff.identity }) {
                let match = stored.remove(at: index)
                let wanted = signOff.recordsDigest ?? match.recordsDigest
                guard wanted != match.recordsDigest else { continue }
                try store.setSignOffDigest(id: match.id, wanted)
                try logDigest(kind: "sign-off", id: match.id, path: path, place: place, from: match.recordsDigest,
                              to: wanted, current: digest, into: &report)
            } else {
                let recordsDigest = signOff.recordsDigest ?? digest
                let id = try store.insertSignOff(
                    screenID: place.screenID, itemID: signOff.item, author: signOff.author, at: signOff.date,
                    note: signOff.note, recordsDigest: recordsDigest)
                var after = JSONObjectBuilder()
                after.set("item", signOff.item)
                after.set("author", signOff.author)
                after.set("date", signOff.date)
                after.set("note", signOff.note)
                after.set("recordsDigest", recordsDigest)
                try log("sign", kind: "sign-off", id: id, path: place.screenPath, appID: place.appID,
                        screenID: place.screenID, before: nil, after: after.value)
                report.added.append(path)
            }
        }
        guard place.prune else { return }
        for stale in stored {
            try store.deleteSignOff(id: stale.id)
            var before = JSONObjectBuilder()
            before.set("item", stale.itemID)
            before.set("author", stale.author)
            before.set("date", stale.at)
            before.set("note", stale.note)
            before.set("recordsDigest", stale.recordsDigest)
            try log("remove", kind: "sign-off", id: stale.id, path: place.screenPath, appID: place.appID,
                    screenID: place.screenID, before: before.value, after: nil)
            report.removed.append("\(place.screenPath) sign-off \(stale.itemID) by \(stale.author) at \(stale.at)")
        }
    }

    // MARK: - Suppressions

    private func importSuppressions(
        _ suppressions: [RegistryDocument.SuppressionEntry], digest: String, place: ChildPlace,
        into report: inout ImportReport
    ) throws {
        var stored = try store.suppressions(screenID: place.screenID)
        for suppression in suppressions {
            _ = try Self.checklistItem(suppression.item)
            let path = "\(place.screenPath) suppression \(suppression.item)"
                + (suppression.command.map { " of \($0)" } ?? "") + " by \(suppression.author) at \(suppression.date)"
            if let index = stored.firstIndex(where: { Self.identity($0) == suppression.identity }) {
                let match = stored.remove(at: index)
                let wanted = suppression.recordsDigest ?? match.recordsDigest
                guard wanted != match.recordsDigest else { continue }
                try store.setSuppressionDigest(id: match.id, wanted)
                try logDigest(kind: "suppression", id: match.id, path: path, place: place, from: match.recordsDigest,
                              to: wanted, current: digest, into: &report)
            } else {
                let row = StoredSuppression(
                    itemID: suppression.item, commandKey: suppression.command, reason: suppression.reason,
                    author: suppression.author, at: suppression.date, until: suppression.until,
                    recordsDigest: suppression.recordsDigest ?? digest)
                let id = try store.insertSuppression(screenID: place.screenID, row)
                try log("suppress", kind: "suppression", id: id, path: place.screenPath, appID: place.appID,
                        screenID: place.screenID, before: nil, after: Self.json(row))
                report.added.append(path)
            }
        }
        guard place.prune else { return }
        for stale in stored {
            try store.deleteSuppression(id: stale.id)
            try log("remove", kind: "suppression", id: stale.id, path: place.screenPath, appID: place.appID,
                    screenID: place.screenID, before: Self.json(stale), after: nil)
            report.removed.append(
                "\(place.screenPath) suppression \(stale.itemID)" + (stale.commandKey.map { " of \($0)" } ?? "")
                    + " by \(stale.author) at \(stale.at)")
        }
    }

    // MARK: - Private

    private static func identity(_ signOff: StoredSignOff) -> [String] {
        RegistryDocument.SignOffEntry(
            item: signOff.itemID, author: signOff.author, date: signOff.at, note: signOff.note
        ).identity
    }

    private static func identity(_ suppression: StoredSuppression) -> [String] {
        RegistryDocument.SuppressionEntry(
            item: suppression.itemID, command: suppression.commandKey, reason: suppression.reason,
            author: suppression.author, date: suppression.at, until: suppression.until
        ).identity
    }

    private static func json(_ suppression: StoredSuppression) -> JSONValue {
        var object = JSONObjectBuilder()
        object.set("item", suppression.itemID)
        object.set("command", suppression.commandKey)
        object.set("reason", suppression.reason)
        object.set("author", suppression.author)
        object.set("date", suppression.at)
        object.set("until", suppression.until)
        object.set("recordsDigest", suppression.recordsDigest)
        return object.value
    }

    /// Logs and reports a review whose records digest the file changes (stale ↔ fresh). In the
    /// report the digest is shown as the file writes it: absent when it is the current records'.
    private func logDigest(
        kind: String, id: Int64, path: String, place: ChildPlace, from: String, to: String, current: String,
        into report: inout ImportReport
    ) throws {
        try log("update", kind: kind, id: id, path: place.screenPath, appID: place.appID, screenID: place.screenID,
                before: .object([JSONMember("recordsDigest", .string(from))]),
                after: .object([JSONMember("recordsDigest", .string(to))]))
        report.changed.append(path)
        report.fields.append(ImportFieldChange(
            path: path, field: "recordsDigest", before: from == current ? nil : .string(from),
            after: to == current ? nil : .string(to)))
    }
}
