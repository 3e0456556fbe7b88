import ToolbarModel

extension RegistryStore {
    private static let commandSelect: SQL = """
        SELECT c.id, c.key, c.position, c.title, c.symbol, c.accessibility_label, c.content_kind, c.spacer_sizing, \
        c.custom_width, c.custom_reacts_to_active, c.custom_shows_text_and_symbol, c.custom_adapts_to_vertical_bar, \
        c.badge, c.classification, c.essential, c.placement, c.priority, c.axis, c.role, c.needs_confirmation, \
        c.size_class_condition, c.usage, c.alternate_title, c.notes, g.name, c.custom_width_source, c.localization_key, \
        c.title_unknown, c.branch_set, c.branch_path, c.branch_condition, c.branch_from_os, c.branch_before_os, \
        c.stable_id, c.alternate_symbol
        FROM commands c LEFT JOIN toolbar_groups g ON g.id = c.group_id
        """

    private func decodeCommand(_ row: Row) throws -> Stored<Command> {
        let custom = row.optionalDouble(8).map {
            CustomViewInfo(
                width: $0, reactsToActiveState: row.bool(9), showsTextAndSymbol: row.bool(10),
                adaptsToVerticalBar: row.bool(11),
                widthSource: row.optionalString(25) == WidthSource.estimated.rawValue ? .estimated : .measured)
        }
        var command = Command(
            key: row.string(1), title: row.string(3), symbol: row.optionalString(4),
            accessibilityLabel: row.optionalString(5), content: try ContentKind.parse(row.string(6)),
            spacer: try row.optionalString(7).map { try SpacerSizing.parse($0) }, customView: custom,
            badge: row.optionalString(12),
            classification: try row.optionalString(13).map { try Classification.parse($0) },
            essential: row.bool(14), placement: try Placement.parse(row.string(15)), group: row.optionalString(24),
            order: row.int(2), priority: try row.optionalString(16).map { try VisibilityPriority(parsing: $0) },
            axis: try AxisBehavior.parse(row.string(17)), role: try CommandRole.parse(row.string(18)),
            needsConfirmation: row.bool(19), sizeClassCondition: try SizeClassCondition.parse(row.string(20)),
            usage: try row.optionalString(21).map { try UsageFrequency.parse($0) },
            alternateTitle: row.optionalString(22),
            notes: row.optionalString(23), localizationKey: row.optionalString(26), titleUnknown: row.bool(27),
            branch: try decodeBranch(row), alternateSymbol: row.optionalString(34))
        command.stableID = row.optionalString(33) ?? StableID.derived(.command, name: command.key)
        return Stored(id: row.int64(0), value: command)
    }

    /// The branch columns (28–32), `nil` when the command is in no alternative set.
    private func decodeBranch(_ row: Row) throws -> CommandBranch? {
        guard let set = row.optionalString(28), let path = row.optionalString(29) else { return nil }
        return CommandBranch(
            set: set, path: path, condition: row.optionalString(30) ?? "",
            fromOS: try row.optionalString(31).map { try OSVersion(parsing: $0, field: "branch from OS") },
            beforeOS: try row.optionalString(32).map { try OSVersion(parsing: $0, field: "branch before OS") })
    }

    private func commandValues(_ command: Command, groupID: Int64?) -> [SQLValue] {
        var values: [SQLValue] = []
        values.reserveCapacity(34)
        appendCommandValues(command, groupID: groupID, to: &values)
        return values
    }

    /// The command's columns from `group_id` to `alternate_symbol`, in the order the insert and
    /// update statements list them.
    private func appendCommandValues<Sink: SQLValueSink>(_ command: Command, groupID: Int64?, to sink: inout Sink) {
        let custom = command.customView
        sink.append(groupID.sqlValue)
        sink.append(.text(command.key))
        sink.append(.text(RecordName.foldedKey(command.key)))
        sink.append(.integer(Int64(command.order)))
        sink.append(.text(command.title))
        sink.append(command.symbol.sqlValue)
        sink.append(command.accessibilityLabel.sqlValue)
        sink.append(command.content.sqlValue)
        sink.append(command.spacer.sqlValue)
        sink.append(custom?.width.sqlValue ?? .null)
        sink.append(custom?.reactsToActiveState.sqlValue ?? .null)
        sink.append(custom?.showsTextAndSymbol.sqlValue ?? .null)
        sink.append(custom?.adaptsToVerticalBar.sqlValue ?? .null)
        sink.append(command.badge.sqlValue)
        sink.append(command.classification.sqlValue)
        sink.append(command.essential.sqlValue)
        sink.append(command.placement.sqlValue)
        sink.append(command.priority?.description.sqlValue ?? .null)
        sink.append(command.axis.sqlValue)
        sink.append(command.role.sqlValue)
        sink.append(command.needsConfirmation.sqlValue)
        sink.append(command.sizeClassCondition.sqlValue)
        sink.append(command.usage.sqlValue)
        sink.append(command.alternateTitle.sqlValue)
        sink.append(command.notes.sqlValue)
        sink.append(custom?.widthSource.sqlValue ?? .null)
        sink.append(command.localizationKey.sqlValue)
        sink.append(command.titleUnknown.sqlValue)
        sink.append(command.branch?.set.sqlValue ?? .null)
        sink.append(command.branch?.path.sqlValue ?? .null)
        sink.append(command.branch?.condition.sqlValue ?? .null)
        sink.append(command.branch?.fromOS?.description.sqlValue ?? .null)
        sink.append(command.branch?.beforeOS?.description.sqlValue ?? .null)
        sink.append(command.alternateSymbol.sqlValue)
    }

    private static let commandInsert: SQL = """
        INSERT INTO commands (screen_id, group_id, key, key_fold, position, title, symbol, accessibility_label, \
        content_kind, spacer_sizing, custom_width, custom_reacts_to_active, custom_shows_text_and_symbol, \
        custom_adapts_to_vertical_bar, badge, classification, essential, placement, priority, axis, role, \
        needs_confirmation, size_class_condition, usage, alternate_title, notes, custom_width_source, localization_key, \
        title_unknown, branch_set, branch_path, branch_condition, branch_from_os, branch_before_os, alternate_symbol, \
        stable_id)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
        """

    private static let commandUpdate: SQL = """
        UPDATE commands SET group_id = ?, key = ?, key_fold = ?, position = ?, title = ?, symbol = ?, \
        accessibility_label = ?, content_kind = ?, spacer_sizing = ?, custom_width = ?, custom_reacts_to_active = ?, \
        custom_shows_text_and_symbol = ?, custom_adapts_to_vertical_bar = ?, badge = ?, classification = ?, \
        essential = ?, placement = ?, priority = ?, axis = ?, role = ?, needs_confirmation = ?, \
        size_class_condition = ?, usage = ?, alternate_title = ?, notes = ?, custom_width_source = ?, \
        localization_key = ?, title_unknown = ?, branch_set = ?, branch_path = ?, branch_condition = ?, \
        branch_from_os = ?, branch_before_os = ?, alternate_symbol = ?, stable_id = coalesce(?, stable_id) WHERE id = ?
        """

    /// A screen's commands in declaration order: by position, then by folded key. The index
    /// `commands_by_screen_position` (migration 0013) holds that order, so SQLite reads the rows
    /// in it rather than sorting them (a test checks the plan).
    package static let screenCommandsSQL: SQL =
        "\(commandSelect) WHERE c.screen_id = ? ORDER BY c.position, c.key_fold"

    /// The screen's commands in declaration order.
    public func commands(screenID: Int64) throws -> [Stored<Command>] {
        try connection.query(Self.screenCommandsSQL, [.integer(screenID)], decodeCommand)
    }

    /// The command with key `key` on the screen (case-insensitively).
    public func command(screenID: Int64, key: String) throws -> Stored<Command>? {
        try connection.queryFirst(
            "\(Self.commandSelect) WHERE c.screen_id = ? AND c.key_fold = ?",
            [.integer(screenID), .text(RecordName.foldedKey(key))], decodeCommand)
    }

    /// Inserts a command and returns its id. It keeps its stable id, else gets one derived from its key.
    public func insertCommand(screenID: Int64, groupID: Int64?, _ command: Command) throws -> Int64 {
        let stableID = try newStableID(command.stableID, name: command.key, parent: screenID, in: .command)
        try connection.run(
            Self.commandInsert, [.integer(screenID)] + commandValues(command, groupID: groupID) + [.text(stableID)])
        return connection.lastInsertRowID
    }

    /// The id the next inserted command gets from SQLite: the largest so far plus one.
    public func nextCommandID() throws -> Int64 {
        let last = try connection.scalarInt("SELECT max(id) FROM commands") ?? 0
        guard last < Int64.max - (1 << 32) else {
            throw DatabaseError(extendedResultCode: .SQLITE_FULL, message: "no command id is left above \(last)")
        }
        return last + 1
    }

    /// Inserts new commands with the ids they carry, several rows per statement (rows of several
    /// screens may share one): the rows ``insertCommand(screenID:groupID:_:)`` writes one by one
    /// when each row's id is the one SQLite would give it (``nextCommandID()`` and on). Each
    /// command should carry its stable id (an import's do); one without gets the first id derived
    /// from its key that the stored rows leave free.
    public func insertCommands(_ rows: [NewCommandRow]) throws {
        var start = 0
        while start < rows.count {
            var size = Self.commandChunk
            while size > rows.count - start { size /= 2 }
            let rowRange = start..<start + size
            let stableIDs = try rowRange.map { index in
                try newStableID(
                    rows[index].command.stableID, name: rows[index].command.key, parent: rows[index].screenID,
                    in: .command)
            }
            try connection.run(Self.commandInserts[size.trailingZeroBitCount]) { binder in
                for (offset, index) in rowRange.enumerated() {
                    binder.append(.integer(rows[index].id))
                    binder.append(.integer(rows[index].screenID))
                    appendCommandValues(rows[index].command, groupID: rows[index].groupID, to: &binder)
                    binder.append(.text(stableIDs[offset]))
                }
            }
            start += size
        }
    }

    /// The most commands one statement inserts (2,368 parameters). A statement that inserts
    /// several rows into a table with foreign keys keeps a statement journal: a copy of every
    /// page it changes that existed before it (the table's and four indexes' last pages, about
    /// 100 KiB), written to a temporary file past 64 KiB. Fewer, larger statements write fewer.
    public static let commandChunk = 64

    /// `INSERT INTO commands (id, …) VALUES` with 1, 2, 4, … ``commandChunk`` rows, by the power of two.
    private static let commandInserts: [SQL] = (0...commandChunk.trailingZeroBitCount).map { power in
        var rows = SQL.StringInterpolation(literalCapacity: 0, interpolationCount: 1 << power)
        for row in 0..<(1 << power) {
            if row > 0 { rows.appendLiteral(", ") }
            rows.appendInterpolation(commandRow)
        }
        return "\(commandInsertHead) \(SQL(stringInterpolation: rows))"
    }

    private static let commandInsertHead: SQL = """
        INSERT INTO commands (id, screen_id, group_id, key, key_fold, position, title, symbol, accessibility_label, \
        content_kind, spacer_sizing, custom_width, custom_reacts_to_active, custom_shows_text_and_symbol, \
        custom_adapts_to_vertical_bar, badge, classification, essential, placement, priority, axis, role, \
        needs_confirmation, size_class_condition, usage, alternate_title, notes, custom_width_source, localization_key, \
        title_unknown, branch_set, branch_path, branch_condition, branch_from_os, branch_before_os, alternate_symbol, \
        stable_id) VALUES
        """
    private static let commandRow: SQL = """
        (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
        """

    /// Replaces the command's fields (key, group and position included; its stable id when it has
    /// one, else the one it had is kept).
    public func updateCommand(id: Int64, groupID: Int64?, _ command: Command) throws {
        if command.stableID == nil { try keepStableID(of: id, in: .command) }
        try connection.run(
            Self.commandUpdate, commandValues(command, groupID: groupID) + [command.stableID.sqlValue, .integer(id)])
    }

    /// Deletes the command.
    public func deleteCommand(id: Int64) throws {
        try connection.run("DELETE FROM commands WHERE id = ?", [.integer(id)])
    }

    /// Sets the positions of the screen's commands to 1…n in the given id order.
    public func renumberCommands(ids: [Int64]) throws {
        for (offset, id) in ids.enumerated() {
            try connection.run(
                "UPDATE commands SET position = ? WHERE id = ?", [.integer(Int64(offset + 1)), .integer(id)])
        }
    }

    /// Everything the solver needs about one screen.
    public func inventory(screenID: Int64) throws -> ScreenInventory? {
        guard let (appID, screen) = try screen(id: screenID), let app = try app(id: appID) else { return nil }
        return ScreenInventory(
            app: app.value, screen: screen.value, groups: try groups(screenID: screenID).map(\.value),
            commands: try commands(screenID: screenID).map(\.value))
    }
}

/// A command to insert with ``RegistryStore/insertCommands(_:)``: its row id, screen and group.
public struct NewCommandRow: Sendable {
    public var id: Int64
    public var screenID: Int64
    public var groupID: Int64?
    public var command: Command

    public init(id: Int64, screenID: Int64, groupID: Int64?, command: Command) {
        self.id = id
        self.screenID = screenID
        self.groupID = groupID
        self.command = command
    }
}
