import ToolbarModel

extension RegistryStore {
    private static let appColumns: SQL = "id, name, bundle_id, deployment_target, linked_sdk, owner, notes, stable_id"

    private func decodeApp(_ row: Row) throws -> Stored<App> {
        var app = App(
            name: row.string(1), bundleID: row.optionalString(2),
            deploymentTarget: try OSVersion(parsing: row.string(3)), linkedSDK: try OSVersion(parsing: row.string(4)),
            owner: row.optionalString(5), notes: row.optionalString(6))
        app.stableID = row.optionalString(7) ?? StableID.derived(.app, name: app.name)
        return Stored(id: row.int64(0), value: app)
    }

    private func appValues(_ app: App) -> [SQLValue] {
        [
            .text(app.name), .text(RecordName.foldedKey(app.name)), app.bundleID.sqlValue,
            .text(app.deploymentTarget.description), .text(app.linkedSDK.description), app.owner.sqlValue,
            app.notes.sqlValue
        ]
    }

    /// Every app, sorted by folded name.
    public func apps() throws -> [Stored<App>] {
        try connection.query("SELECT \(Self.appColumns) FROM apps ORDER BY name_key, name", [], decodeApp)
    }

    /// The app named `name` (case-insensitively).
    public func app(named name: String) throws -> Stored<App>? {
        try connection.queryFirst(
            "SELECT \(Self.appColumns) FROM apps WHERE name_key = ?", [.text(RecordName.foldedKey(name))], decodeApp)
    }

    /// The app with row id `id`.
    public func app(id: Int64) throws -> Stored<App>? {
        try connection.queryFirst("SELECT \(Self.appColumns) FROM apps WHERE id = ?", [.integer(id)], decodeApp)
    }

    /// Inserts an app and returns its id. It keeps its stable id, else gets one derived from its name.
    public func insertApp(_ app: App) throws -> Int64 {
        let stableID = try newStableID(app.stableID, name: app.name, parent: nil, in: .app)
        try connection.run(
            "INSERT INTO apps (name, name_key, bundle_id, deployment_target, linked_sdk, owner, notes, stable_id) "
                + "VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
            appValues(app) + [.text(stableID)])
        return connection.lastInsertRowID
    }

    /// Replaces the app's fields (including its name; its stable id when it has one, else the
    /// one it had is kept).
    public func updateApp(id: Int64, _ app: App) throws {
        if app.stableID == nil { try keepStableID(of: id, in: .app) }
        try connection.run(
            "UPDATE apps SET name = ?, name_key = ?, bundle_id = ?, deployment_target = ?, linked_sdk = ?, owner = ?, "
                + "notes = ?, stable_id = coalesce(?, stable_id) WHERE id = ?",
            appValues(app) + [app.stableID.sqlValue, .integer(id)])
    }

    /// Deletes the app and, by cascade, everything under it.
    public func deleteApp(id: Int64) throws {
        try connection.run("DELETE FROM apps WHERE id = ?", [.integer(id)])
    }

    /// How many screens, groups and commands the app holds.
    public func childCounts(appID: Int64) throws -> (screens: Int, groups: Int, commands: Int) {
        let screens = try connection.scalarInt("SELECT count(*) FROM screens WHERE app_id = ?", [.integer(appID)]) ?? 0
        let groups =
            try connection.scalarInt(
                "SELECT count(*) FROM toolbar_groups g JOIN screens s ON s.id = g.screen_id WHERE s.app_id = ?",
                [.integer(appID)]) ?? 0
        let commands =
            try connection.scalarInt(
                "SELECT count(*) FROM commands c JOIN screens s ON s.id = c.screen_id WHERE s.app_id = ?",
                [.integer(appID)]) ?? 0
        return (Int(screens), Int(groups), Int(commands))
    }
}
