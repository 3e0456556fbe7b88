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
        _ entry: RegistryDocument.ScreenEntry, screenID: Int64, place: ChildPlace, into report: inout ImportReport
    ) throws {
        for signOff in entry.signOffs where try Self.checklistItem(signOff.item).description.kind != .manual {
            throw RegistryError.conflict(
                "'\(place.screenPath)' has a sign-off of '\(signOff.item)', an automatic checklist item: only "
                    + "manual items are signed off; remove it from the file")
        }
        for suppression in entry.suppressions { _ = try Self.checklistItem(suppression.item) }
        // Without reviews in the file nothing is added or compared: only `--prune` removes the
        // stored ones. The records digest (the screen read back and hashed) is worked out only
        // when a review of the file needs it; it was a third of a large import's own time.
        let fileHasReviews = !entry.signOffs.isEmpty || !entry.suppressions.isEmpty
        guard fileHasReviews || place.prune else { return }
        var digest = ""
        if fileHasReviews {
            try flushCommands()
            guard let inventory = try store.inventory(screenID: screenID) else { return }
            digest = Self.recordsDigest(inventory)
        }
        let signOffs = try store.signOffs(screenID: screenID).map { stored in
            (
                id: stored.id,
                review: RegistryDocument.SignOffEntry(
                    item: stored.itemID, author: stored.author, date: stored.at, note: stored.note,
                    recordsDigest: stored.recordsDigest)
            )
        }
        try importReviews(
            entry.signOffs, stored: signOffs, digest: digest, action: "sign", place: place, into: &report,
            insert: { signOff, digest in
                try store.insertSignOff(
                    screenID: screenID, itemID: signOff.item, author: signOff.author, at: signOff.date,
                    note: signOff.note, recordsDigest: digest)
            },
            setDigest: store.setSignOffDigest, delete: store.deleteSignOff)
        let suppressions = try store.suppressions(screenID: screenID).map { stored in
            (
                id: stored.id,
                review: RegistryDocument.SuppressionEntry(
                    item: stored.itemID, command: stored.commandKey, reason: stored.reason, author: stored.author,
                    date: stored.at, until: stored.until, recordsDigest: stored.recordsDigest)
            )
        }
        try importReviews(
            entry.suppressions, stored: suppressions, digest: digest, action: "suppress", place: place, into: &report,
            insert: { suppression, digest in
                try store.insertSuppression(
                    screenID: screenID,
                    StoredSuppression(
                        itemID: suppression.item, commandKey: suppression.command, reason: suppression.reason,
                        author: suppression.author, at: suppression.date, until: suppression.until,
                        recordsDigest: digest))
            },
            setDigest: store.setSuppressionDigest, delete: store.deleteSuppression)
    }

    /// Adds the file's reviews the registry lacks (logged as `action`, as the CLI logs them),
    /// sets the digest of those whose staleness the file changes, and with `--prune` removes those
    /// the file does not list. Stored reviews carry their digest; the file's only when stale.
    private func importReviews<Review: RegistryReview>(
        _ reviews: [Review], stored: [(id: Int64, review: Review)], digest: String, action: String, place: ChildPlace,
        into report: inout ImportReport, insert: (Review, String) throws -> Int64,
        setDigest: (Int64, String) throws -> Void, delete: (Int64) throws -> Void
    ) throws {
        var stored = stored
        for review in reviews {
            let path = "\(place.screenPath) \(Review.kind) \(review.summary)"
            if let index = stored.firstIndex(where: { $0.review.identity == review.identity }) {
                let match = stored.remove(at: index)
                let before = match.review.recordsDigest ?? digest
                let wanted = review.recordsDigest ?? before
                guard wanted != before else { continue }
                try setDigest(match.id, wanted)
                try log(
                    "update", kind: Review.kind, id: match.id, path: place.screenPath, appID: place.appID,
                    screenID: place.screenID, before: .object([JSONMember("recordsDigest", .string(before))]),
                    after: .object([JSONMember("recordsDigest", .string(wanted))]))
                report.changed.append(path)
                // As the file writes it: absent when made on the current records.
                report.fields.append(
                    ImportFieldChange(
                        path: path, field: "recordsDigest", before: before == digest ? nil : .string(before),
                        after: wanted == digest ? nil : .string(wanted)))
            } else {
                var added = review
                let recordsDigest = review.recordsDigest ?? digest
                added.recordsDigest = recordsDigest
                let id = try insert(review, recordsDigest)
                try log(
                    action, kind: Review.kind, id: id, path: place.screenPath, appID: place.appID,
                    screenID: place.screenID, before: nil, after: added.jsonValue)
                report.added.append(path)
            }
        }
        guard place.prune else { return }
        for stale in stored {
            try delete(stale.id)
            try log(
                "remove", kind: Review.kind, id: stale.id, path: place.screenPath, appID: place.appID,
                screenID: place.screenID, before: stale.review.jsonValue, after: nil)
            report.removed.append("\(place.screenPath) \(Review.kind) \(stale.review.summary)")
        }
    }
}
