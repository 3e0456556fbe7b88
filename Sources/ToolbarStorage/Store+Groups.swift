import ToolbarModel

extension RegistryStore {
    private func decodeGroup(_ row: Row) throws -> Stored<ToolbarGroup> {
        var group = ToolbarGroup(
            name: row.string(1), placement: try Placement.parse(row.string(2)),
            priority: try row.optionalString(3).map { try VisibilityPriority(parsing: $0) })
        group.stableID = row.optionalString(4) ?? StableID.derived(.group, name: group.name)
        return Stored(id: row.int64(0), value: group)
    }

    /// The screen's groups, sorted by folded name.
    public func groups(screenID: Int64) throws -> [Stored<ToolbarGroup>] {
        try connection.query(
            "SELECT id, name, placement, priority, stable_id FROM toolbar_groups WHERE screen_id = ? ORDER BY name_key, name",
            [.integer(screenID)], decodeGroup)
    }

    /// The group named `name` on the screen (case-insensitively).
    public func group(screenID: Int64, named name: String) throws -> Stored<ToolbarGroup>? {
        try connection.queryFirst(
            "SELECT id, name, placement, priority, stable_id FROM toolbar_groups WHERE screen_id = ? AND name_key = ?",
            [.integer(screenID), .text(RecordName.foldedKey(name))], decodeGroup)
    }

    /// Inserts a group and returns its id. It keeps its stable id, else gets one derived from its name.
    public func insertGroup(screenID: Int64, _ group: ToolbarGroup) throws -> Int64 {
        let stableID = try newStableID(group.stableID, name: group.name, parent: screenID, in: .group)
        try connection.run(
            "INSERT INTO toolbar_groups (screen_id, name, name_key, placement, priority, stable_id) VALUES (?, ?, ?, ?, ?, ?)",
            [
                .integer(screenID), .text(group.name), .text(RecordName.foldedKey(group.name)),
                group.placement.sqlValue, group.priority?.description.sqlValue ?? .null, .text(stableID)
            ])
        return connection.lastInsertRowID
    }

    /// Replaces the group's fields (its stable id when it has one, else the one it had is kept).
    public func updateGroup(id: Int64, _ group: ToolbarGroup) throws {
        if group.stableID == nil { try keepStableID(of: id, in: .group) }
        try connection.run(
            """
            UPDATE toolbar_groups SET name = ?, name_key = ?, placement = ?, priority = ?, \
            stable_id = coalesce(?, stable_id) WHERE id = ?
            """,
            [
                .text(group.name), .text(RecordName.foldedKey(group.name)), group.placement.sqlValue,
                group.priority?.description.sqlValue ?? .null, group.stableID.sqlValue, .integer(id)
            ])
    }

    /// Deletes the group; its commands stay on the screen without a group.
    public func deleteGroup(id: Int64) throws {
        try connection.run("DELETE FROM toolbar_groups WHERE id = ?", [.integer(id)])
    }

    /// How many commands belong to the group.
    public func commandCount(groupID: Int64) throws -> Int {
        Int(try connection.scalarInt("SELECT count(*) FROM commands WHERE group_id = ?", [.integer(groupID)]) ?? 0)
    }
}
