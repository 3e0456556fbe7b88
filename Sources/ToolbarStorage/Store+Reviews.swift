import ToolbarModel

// MARK: - Stored review types

/// A sign-off row: a person's sign-off of a manual item, with the records digest at signing.
public struct StoredSignOff: Hashable, Sendable {
    /// The row id.
    public var id: Int64
    /// The checklist item id.
    public var itemID: String
    /// Who signed.
    public var author: String
    /// When (UTC timestamp).
    public var at: String
    /// The reviewer's note.
    public var note: String?
    /// The screen's records digest when it was signed.
    public var recordsDigest: String
}

/// A suppression row: an accepted finding, with the records digest when it was made.
public struct StoredSuppression: Hashable, Sendable {
    /// The row id.
    public var id: Int64
    /// The checklist item id.
    public var itemID: String
    /// Only this command's findings, if set.
    public var commandKey: String?
    /// Why it is accepted.
    public var reason: String
    /// Who made it.
    public var author: String
    /// When (UTC timestamp).
    public var at: String
    /// When it ends (UTC timestamp), if it does.
    public var until: String?
    /// The screen's records digest when it was made.
    public var recordsDigest: String

    public init(
        id: Int64 = 0, itemID: String, commandKey: String?, reason: String, author: String, at: String, until: String?,
        recordsDigest: String
    ) {
        self.id = id
        self.itemID = itemID
        self.commandKey = commandKey
        self.reason = reason
        self.author = author
        self.at = at
        self.until = until
        self.recordsDigest = recordsDigest
    }
}

extension RegistryStore {
    // MARK: - Sign-offs

    /// Records a sign-off and returns its id.
    public func insertSignOff(
        screenID: Int64, itemID: String, author: String, at: String, note: String?, recordsDigest: String
    ) throws -> Int64 {
        try connection.run(
            "INSERT INTO sign_offs (screen_id, item_id, author, at, note, records_digest) VALUES (?, ?, ?, ?, ?, ?)",
            [.integer(screenID), .text(itemID), .text(author), .text(at), note.sqlValue, .text(recordsDigest)])
        return connection.lastInsertRowID
    }

    /// The screen's sign-offs, oldest first.
    public func signOffs(screenID: Int64) throws -> [StoredSignOff] {
        try connection.query(
            """
            SELECT id, item_id, author, at, note, records_digest FROM sign_offs WHERE screen_id = ?
            ORDER BY item_id, at, id
            """, [.integer(screenID)]
        ) {
            StoredSignOff(
                id: $0.int64(0), itemID: $0.string(1), author: $0.string(2), at: $0.string(3),
                note: $0.optionalString(4), recordsDigest: $0.string(5))
        }
    }

    // MARK: - Suppressions

    /// Records a suppression and returns its id.
    public func insertSuppression(screenID: Int64, _ suppression: StoredSuppression) throws -> Int64 {
        try connection.run(
            """
            INSERT INTO suppressions (screen_id, item_id, command_key, reason, author, at, until, records_digest)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?)
            """,
            [
                .integer(screenID), .text(suppression.itemID), suppression.commandKey.sqlValue,
                .text(suppression.reason),
                .text(suppression.author), .text(suppression.at), suppression.until.sqlValue,
                .text(suppression.recordsDigest)
            ])
        return connection.lastInsertRowID
    }

    /// The screen's suppressions, oldest first.
    public func suppressions(screenID: Int64) throws -> [StoredSuppression] {
        try connection.query(
            """
            SELECT id, item_id, command_key, reason, author, at, until, records_digest FROM suppressions
            WHERE screen_id = ? ORDER BY item_id, at, id
            """, [.integer(screenID)]
        ) {
            StoredSuppression(
                id: $0.int64(0), itemID: $0.string(1), commandKey: $0.optionalString(2), reason: $0.string(3),
                author: $0.string(4), at: $0.string(5), until: $0.optionalString(6), recordsDigest: $0.string(7))
        }
    }

    // MARK: - Import

    /// Removes a sign-off.
    public func deleteSignOff(id: Int64) throws {
        try connection.run("DELETE FROM sign_offs WHERE id = ?", [.integer(id)])
    }

    /// Removes a suppression.
    public func deleteSuppression(id: Int64) throws {
        try connection.run("DELETE FROM suppressions WHERE id = ?", [.integer(id)])
    }

    /// Sets the records digest a sign-off was made on (import keeps what the file says).
    public func setSignOffDigest(id: Int64, _ digest: String) throws {
        try connection.run("UPDATE sign_offs SET records_digest = ? WHERE id = ?", [.text(digest), .integer(id)])
    }

    /// Sets the records digest a suppression was made on.
    public func setSuppressionDigest(id: Int64, _ digest: String) throws {
        try connection.run("UPDATE suppressions SET records_digest = ? WHERE id = ?", [.text(digest), .integer(id)])
    }

    // MARK: - App targets

    /// Replaces the app's scenario targets (an empty list means every target).
    public func setAppTargets(appID: Int64, _ targets: [String]) throws {
        try connection.run("DELETE FROM app_targets WHERE app_id = ?", [.integer(appID)])
        for target in Set(targets).sorted() {
            try connection.run(
                "INSERT INTO app_targets (app_id, target) VALUES (?, ?)", [.integer(appID), .text(target)])
        }
    }

    /// The app's scenario targets, sorted; empty when none were set (every target applies).
    public func appTargets(appID: Int64) throws -> [String] {
        try connection.query("SELECT target FROM app_targets WHERE app_id = ? ORDER BY target", [.integer(appID)]) {
            $0.string(0)
        }
    }
}
