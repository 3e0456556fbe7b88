import ToolbarModel

// MARK: - Stable ids

/// Where each kind of record keeps its stable id (migration 0007): its table, name column and
/// the column that holds its parent (siblings have distinct ids).
struct StableIDColumn {
    var kind: StableID.Kind
    var table: SQL
    var nameColumn: SQL
    var parentColumn: SQL?

    static let app = StableIDColumn(kind: .app, table: "apps", nameColumn: "name", parentColumn: nil)
    static let screen = StableIDColumn(kind: .screen, table: "screens", nameColumn: "name", parentColumn: "app_id")
    static let group = StableIDColumn(
        kind: .group, table: "toolbar_groups", nameColumn: "name", parentColumn: "screen_id")
    static let command = StableIDColumn(kind: .command, table: "commands", nameColumn: "key", parentColumn: "screen_id")
}

extension RegistryStore {
    /// The id a new record gets: its own, else the first id derived from its name that no sibling
    /// holds. (Rows from before 0007 hold none and stand for the id derived from their current
    /// name, which a new record's different name never derives.)
    func newStableID(_ id: String?, name: String, parent: Int64?, in column: StableIDColumn) throws -> String {
        if let id { return id }
        var attempt = 0
        while true {
            let candidate = StableID.derived(column.kind, name: name, attempt: attempt)
            if try !isTaken(candidate, parent: parent, in: column) { return candidate }
            attempt += 1
        }
    }

    /// Before a change that gives no id (and may rename the row), writes the id the row stood for
    /// so far: the one derived from its current name, when it holds none.
    func keepStableID(of rowID: Int64, in column: StableIDColumn) throws {
        let name = try connection.scalarText(
            "SELECT \(column.nameColumn) FROM \(column.table) WHERE id = ? AND stable_id IS NULL", [.integer(rowID)])
        guard let name else { return }
        try connection.run(
            "UPDATE \(column.table) SET stable_id = ? WHERE id = ?",
            [.text(StableID.derived(column.kind, name: name)), .integer(rowID)])
    }

    /// Sets the row's stable id (import gives records the ids of the file).
    public func setStableID(_ id: String, of rowID: Int64, kind: StableID.Kind) throws {
        let column = Self.column(for: kind)
        try connection.run("UPDATE \(column.table) SET stable_id = ? WHERE id = ?", [.text(id), .integer(rowID)])
    }

    /// Gives the row a name no record can have (it holds a control character) until the end of
    /// the transaction, so that an import can rename siblings into each other's names.
    public func parkName(of rowID: Int64, kind: StableID.Kind) throws {
        let column = Self.column(for: kind)
        let foldColumn: SQL = kind == .command ? "key_fold" : "name_key"
        let parked = "\u{1}parked-\(rowID)"
        try connection.run(
            "UPDATE \(column.table) SET \(column.nameColumn) = ?, \(foldColumn) = ? WHERE id = ?",
            [.text(parked), .text(parked), .integer(rowID)])
    }

    /// The row of the parent's child of `kind` whose stable id is `id`, if one holds it.
    public func row(withStableID id: String, kind: StableID.Kind, parent: Int64?) throws -> Int64? {
        let column = Self.column(for: kind)
        if let parentColumn = column.parentColumn, let parent {
            return try connection.scalarInt(
                "SELECT id FROM \(column.table) WHERE \(parentColumn) = ? AND stable_id = ?",
                [.integer(parent), .text(id)])
        }
        return try connection.scalarInt("SELECT id FROM \(column.table) WHERE stable_id = ?", [.text(id)])
    }

    private func isTaken(_ id: String, parent: Int64?, in column: StableIDColumn) throws -> Bool {
        if let parentColumn = column.parentColumn, let parent {
            return try connection.scalarInt(
                "SELECT 1 FROM \(column.table) WHERE \(parentColumn) = ? AND stable_id = ?",
                [.integer(parent), .text(id)]
            ) != nil
        }
        return try connection.scalarInt("SELECT 1 FROM \(column.table) WHERE stable_id = ?", [.text(id)]) != nil
    }

    static func column(for kind: StableID.Kind) -> StableIDColumn {
        switch kind {
        case .app: return .app
        case .screen: return .screen
        case .group: return .group
        case .command: return .command
        }
    }
}
