import ToolbarModel

extension RegistryStore {
    private func decodeGroup(_ row: Row) throws -> Stored<ToolbarGroup> {
        Stored(id: row.int64(0), value: ToolbarGroup(
            name: row.string(1), placement: try Placement.parse(row.string(2)),
            priority: try row.optionalString(3).map { try VisibilityPriority(parsing: $0) }))
    }

    /// The screen's groups, sorted by folded name.
    public func groups(screenID: Int64) throws -> [Stored<ToolbarGroup>] {
        try connection.query(
            "SELECT id, name, placement, priority FROM toolbar_groups WHERE screen_id = ? ORDER BY name_key, name",
            [.integer(screenID)], decodeGroup)
    }

    /// The group named `name` on the screen (case-insensitively).
    public func group(screenID: Int64, named name: String) throws -> Stored<ToolbarGroup>? {
        try connection.queryFirst(
            "SELECT id, name, placement, priority FROM toolbar_groups WHERE screen_id = ? AND name_key = ?",
            [.integer(screenID), .text(RecordName.foldedKey(name))], decodeGroup)
    }

    /// Inserts a group and returns its id.
    public func insertGroup(screenID: Int64, _ group: ToolbarGroup) throws -> Int64 {
        try connection.run(
            "INSERT INTO toolbar_groups (screen_id, name, name_key, placement, priority) VALUES (?, ?, ?, ?, ?)",
            [.integer(screenID), .text(group.name), .text(RecordName.foldedKey(group.name)),
             .text(group.placement.rawValue), group.priority?.description.sqlValue ?? .null])
        return connection.lastInsertRowID
    }

    /// Replaces the group's fields.
    public func updateGroup(id: Int64, _ group: ToolbarGroup) throws {
        try connection.run(
            "UPDATE toolbar_groups SET name = ?, name_key = ?, placement = ?, priority = ? WHERE id = ?",
            [.text(group.name), .text(RecordName.foldedKey(group.name)), .text(group.placement.rawValue),
             group.priority?.description.sqlValue ?? .null, .integer(id)])
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
