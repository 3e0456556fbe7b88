import ToolbarModel

extension RegistryStore {
    private static let scenarioColumns = """
        name, summary, target, width, height, horizontal_size_class, vertical_size_class, dynamic_type, \
        search_active, keyboard_up, picture_in_picture, window_active, vertical_bar_edge, locale, right_to_left, \
        text_expansion, sources
        """

    private func decodeScenario(_ row: Row) throws -> Stored<Scenario> {
        Stored(id: row.int64(0), value: Scenario(
            name: row.string(1), summary: row.string(2), target: try ScenarioTarget.parse(row.string(3)),
            width: row.double(4), height: row.double(5), horizontalSizeClass: try SizeClass.parse(row.string(6)),
            verticalSizeClass: try SizeClass.parse(row.string(7)), dynamicType: try DynamicTypeSize.parse(row.string(8)),
            searchActive: row.bool(9), keyboardUp: row.bool(10), pictureInPicture: row.bool(11),
            windowActive: row.bool(12), verticalBarEdge: try VerticalBarEdge.parse(row.string(13)),
            locale: row.string(14), rightToLeft: row.bool(15), textExpansion: row.double(16), sources: row.string(17)))
    }

    private func scenarioValues(_ scenario: Scenario) -> [SQLValue] {
        [.text(scenario.name), .text(scenario.summary), .text(scenario.target.rawValue), .real(scenario.width),
         .real(scenario.height), .text(scenario.horizontalSizeClass.rawValue), .text(scenario.verticalSizeClass.rawValue),
         .text(scenario.dynamicType.rawValue), scenario.searchActive.sqlValue, scenario.keyboardUp.sqlValue,
         scenario.pictureInPicture.sqlValue, scenario.windowActive.sqlValue, .text(scenario.verticalBarEdge.rawValue),
         .text(scenario.locale), scenario.rightToLeft.sqlValue, .real(scenario.textExpansion), .text(scenario.sources)]
    }

    /// Every scenario, sorted by name.
    public func scenarios() throws -> [Stored<Scenario>] {
        try connection.query("SELECT id, \(Self.scenarioColumns) FROM scenarios ORDER BY name_key, name", [], decodeScenario)
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
            "INSERT INTO scenarios (name_key, \(Self.scenarioColumns)) VALUES (?\(String(repeating: ", ?", count: 17)))",
            [.text(RecordName.foldedKey(scenario.name))] + scenarioValues(scenario))
        return connection.lastInsertRowID
    }

    /// Replaces a scenario's fields.
    public func updateScenario(id: Int64, _ scenario: Scenario) throws {
        let setters = (["name_key"] + Self.scenarioColumns.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) })
            .map { "\($0) = ?" }.joined(separator: ", ")
        try connection.run(
            "UPDATE scenarios SET \(setters) WHERE id = ?",
            [.text(RecordName.foldedKey(scenario.name))] + scenarioValues(scenario) + [.integer(id)])
    }

    /// Deletes a scenario.
    public func deleteScenario(id: Int64) throws {
        try connection.run("DELETE FROM scenarios WHERE id = ?", [.integer(id)])
    }
}
