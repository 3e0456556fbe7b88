import ToolbarModel

extension RegistryStore {
    private static let scenarioColumns: SQL = """
        name, summary, target, width, height, horizontal_size_class, vertical_size_class, dynamic_type, \
        search_active, keyboard_up, picture_in_picture, window_active, vertical_bar_edge, locale, right_to_left, \
        text_expansion, sources
        """
    /// `name_key` and ``scenarioColumns``, each `= ?`, in the same order.
    private static let scenarioSetters: SQL = """
        name_key = ?, name = ?, summary = ?, target = ?, width = ?, height = ?, horizontal_size_class = ?, \
        vertical_size_class = ?, dynamic_type = ?, search_active = ?, keyboard_up = ?, picture_in_picture = ?, \
        window_active = ?, vertical_bar_edge = ?, locale = ?, right_to_left = ?, text_expansion = ?, sources = ?
        """

    private func decodeScenario(_ row: Row) throws -> Stored<Scenario> {
        Stored(
            id: row.int64(0),
            value: Scenario(
                name: row.string(1), summary: row.string(2), target: try ScenarioTarget.parse(row.string(3)),
                width: row.double(4), height: row.double(5), horizontalSizeClass: try SizeClass.parse(row.string(6)),
                verticalSizeClass: try SizeClass.parse(row.string(7)),
                dynamicType: try DynamicTypeSize.parse(row.string(8)),
                searchActive: row.bool(9), keyboardUp: row.bool(10), pictureInPicture: row.bool(11),
                windowActive: row.bool(12), verticalBarEdge: try VerticalBarEdge.parse(row.string(13)),
                locale: row.string(14), rightToLeft: row.bool(15), textExpansion: row.double(16),
                sources: row.string(17)))
    }

    private func scenarioValues(_ scenario: Scenario) -> [SQLValue] {
        [
            .text(scenario.name), .text(scenario.summary), scenario.target.sqlValue, .real(scenario.width),
            .real(scenario.height), scenario.horizontalSizeClass.sqlValue, scenario.verticalSizeClass.sqlValue,
            scenario.dynamicType.sqlValue, scenario.searchActive.sqlValue, scenario.keyboardUp.sqlValue,
            scenario.pictureInPicture.sqlValue, scenario.windowActive.sqlValue, scenario.verticalBarEdge.sqlValue,
            .text(scenario.locale), scenario.rightToLeft.sqlValue, .real(scenario.textExpansion),
            .text(scenario.sources)
        ]
    }

    /// Every scenario, sorted by name.
    public func scenarios() throws -> [Stored<Scenario>] {
        try connection.query(
            "SELECT id, \(Self.scenarioColumns) FROM scenarios ORDER BY name_key, name", [], decodeScenario)
    }

    /// The scenario named `name` (case-insensitively).
    public func scenario(named name: String) throws -> Stored<Scenario>? {
        try connection.queryFirst(
            "SELECT id, \(Self.scenarioColumns) FROM scenarios WHERE name_key = ?", [.text(RecordName.foldedKey(name))],
            decodeScenario)
    }

    /// Inserts a scenario and returns its id.
    public func insertScenario(_ scenario: Scenario) throws -> Int64 {
        try connection.run(
            "INSERT INTO scenarios (name_key, \(Self.scenarioColumns)) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            [.text(RecordName.foldedKey(scenario.name))] + scenarioValues(scenario))
        return connection.lastInsertRowID
    }

    /// Replaces a scenario's fields.
    public func updateScenario(id: Int64, _ scenario: Scenario) throws {
        try connection.run(
            "UPDATE scenarios SET \(Self.scenarioSetters) WHERE id = ?",
            [.text(RecordName.foldedKey(scenario.name))] + scenarioValues(scenario) + [.integer(id)])
    }

    /// Deletes a scenario.
    public func deleteScenario(id: Int64) throws {
        try connection.run("DELETE FROM scenarios WHERE id = ?", [.integer(id)])
    }
}
