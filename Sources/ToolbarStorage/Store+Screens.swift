import ToolbarModel

extension RegistryStore {
    private static let screenColumns: SQL = """
        id, app_id, name, title, title_display_mode, owner, column_role, search_placement, scroll_primary, \
        minimization, vertical_behavior, vertical_opt_out_reason, vertical_compression, toolbar_role, has_tab_bar, \
        navigation_kind, availability_gated, padding_removed, source_file, source_line, notes, stable_id
        """

    private func decodeScreen(_ row: Row) throws -> Stored<Screen> {
        let source = row.optionalString(18).map { SourceLocation(file: $0, line: row.int(19)) }
        var screen = Screen(
            name: row.string(2), title: row.optionalString(3),
            titleDisplayMode: try TitleDisplayMode.parse(row.string(4)), owner: row.optionalString(5),
            columnRole: try ColumnRole.parse(row.string(6)),
            search: try row.optionalString(7).map { try SearchPlacement.parse($0) }, scrollPrimary: row.bool(8),
            minimization: try MinimizationBehavior.parse(row.string(9)),
            verticalBehavior: try VerticalBehavior.parse(row.string(10)), verticalOptOutReason: row.optionalString(11),
            verticalCompression: try VerticalCompression.parse(row.string(12)),
            toolbarRole: try ToolbarRole.parse(row.string(13)), hasTabBar: row.bool(14),
            navigationKind: try NavigationKind.parse(row.string(15)), availabilityGated: row.bool(16),
            paddingRemoved: row.bool(17), source: source, notes: row.optionalString(20))
        screen.stableID = row.optionalString(21) ?? StableID.derived(.screen, name: screen.name)
        return Stored(id: row.int64(0), value: screen)
    }

    private func screenValues(_ screen: Screen) -> [SQLValue] {
        [
            .text(screen.name), .text(RecordName.foldedKey(screen.name)), screen.title.sqlValue,
            screen.titleDisplayMode.sqlValue, screen.owner.sqlValue, screen.columnRole.sqlValue,
            screen.search.sqlValue, screen.scrollPrimary.sqlValue, screen.minimization.sqlValue,
            screen.verticalBehavior.sqlValue, screen.verticalOptOutReason.sqlValue,
            screen.verticalCompression.sqlValue, screen.toolbarRole.sqlValue, screen.hasTabBar.sqlValue,
            screen.navigationKind.sqlValue, screen.availabilityGated.sqlValue, screen.paddingRemoved.sqlValue,
            screen.source?.file.sqlValue ?? .null, screen.source?.line.sqlValue ?? .null, screen.notes.sqlValue
        ]
    }

    private static let screenSetters: SQL = """
        name = ?, name_key = ?, title = ?, title_display_mode = ?, owner = ?, column_role = ?, search_placement = ?, \
        scroll_primary = ?, minimization = ?, vertical_behavior = ?, vertical_opt_out_reason = ?, \
        vertical_compression = ?, toolbar_role = ?, has_tab_bar = ?, navigation_kind = ?, availability_gated = ?, \
        padding_removed = ?, source_file = ?, source_line = ?, notes = ?
        """

    /// The app's screens, sorted by folded name.
    public func screens(appID: Int64) throws -> [Stored<Screen>] {
        try connection.query(
            "SELECT \(Self.screenColumns) FROM screens WHERE app_id = ? ORDER BY name_key, name", [.integer(appID)],
            decodeScreen)
    }

    /// The screen named `name` in the app (case-insensitively).
    public func screen(appID: Int64, named name: String) throws -> Stored<Screen>? {
        try connection.queryFirst(
            "SELECT \(Self.screenColumns) FROM screens WHERE app_id = ? AND name_key = ?",
            [.integer(appID), .text(RecordName.foldedKey(name))], decodeScreen)
    }

    /// The screen with row id `id`, with its app id.
    public func screen(id: Int64) throws -> (appID: Int64, screen: Stored<Screen>)? {
        try connection.queryFirst("SELECT \(Self.screenColumns) FROM screens WHERE id = ?", [.integer(id)]) {
            ($0.int64(1), try decodeScreen($0))
        }
    }

    /// Inserts a screen and returns its id. It keeps its stable id, else gets one derived from its name.
    public func insertScreen(appID: Int64, _ screen: Screen) throws -> Int64 {
        let stableID = try newStableID(screen.stableID, name: screen.name, parent: appID, in: .screen)
        try connection.run(
            """
            INSERT INTO screens (app_id, name, name_key, title, title_display_mode, owner, column_role, search_placement, \
            scroll_primary, minimization, vertical_behavior, vertical_opt_out_reason, vertical_compression, toolbar_role, \
            has_tab_bar, navigation_kind, availability_gated, padding_removed, source_file, source_line, notes, stable_id)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """,
            [.integer(appID)] + screenValues(screen) + [.text(stableID)])
        return connection.lastInsertRowID
    }

    /// Replaces the screen's fields (including its name; its stable id when it has one, else the
    /// one it had is kept).
    public func updateScreen(id: Int64, _ screen: Screen) throws {
        if screen.stableID == nil { try keepStableID(of: id, in: .screen) }
        try connection.run(
            "UPDATE screens SET \(Self.screenSetters), stable_id = coalesce(?, stable_id) WHERE id = ?",
            screenValues(screen) + [screen.stableID.sqlValue, .integer(id)])
    }

    /// Deletes the screen and, by cascade, its groups and commands.
    public func deleteScreen(id: Int64) throws {
        try connection.run("DELETE FROM screens WHERE id = ?", [.integer(id)])
    }

    /// How many groups and commands the screen holds.
    public func childCounts(screenID: Int64) throws -> (groups: Int, commands: Int) {
        let groups =
            try connection.scalarInt("SELECT count(*) FROM toolbar_groups WHERE screen_id = ?", [.integer(screenID)])
            ?? 0
        let commands =
            try connection.scalarInt("SELECT count(*) FROM commands WHERE screen_id = ?", [.integer(screenID)]) ?? 0
        return (Int(groups), Int(commands))
    }
}
