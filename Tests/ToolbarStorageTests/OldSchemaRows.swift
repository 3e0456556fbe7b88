import ToolbarStorage

/// Rows written straight into a registry made at an older schema version, as that version's
/// tool wrote them, for the tests of what a later migration makes of them.
enum OldSchemaRows {
    /// App Notes (id 1) and its screen Editor (id 1), with the columns every version since
    /// 0001 has.
    static func insertNotesEditor(_ connection: Connection) throws {
        try connection.execute(
            """
            INSERT INTO apps (id, name, name_key, deployment_target, linked_sdk) VALUES (1, 'Notes', 'notes', '26.0', '27.1');
            INSERT INTO screens (id, app_id, name, name_key, title_display_mode, column_role, scroll_primary,
                minimization, vertical_behavior, vertical_compression, toolbar_role, has_tab_bar, navigation_kind,
                availability_gated, padding_removed)
            VALUES (1, 1, 'Editor', 'editor', 'inline', 'full', 0, 'automatic', 'automatic', 'automatic',
                'automatic', 0, 'root', 0, 0);
            """)
    }
}
