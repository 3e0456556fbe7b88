import ToolbarModel

/// A new command's change-log JSON, written while the file is decoded: the text of the command
/// as decoded, with the stable id it gets when nothing stored or listed before it holds that id.
struct PreparedCommandText: Sendable {
    /// The stable id the text holds.
    var stableID: String
    /// `RecordJSON.compactText` of the command with that id.
    var text: String
}

/// Writes, on the thread that decodes an import's file, the change-log JSON of every command
/// (a fifth of the writing thread's work otherwise), by screen. The import uses a text only for
/// the command it was written for: the same stable id and the same group name (see
/// ``text(for:decoded:)``).
struct CommandTextPreparation: AppPreparation {
    /// The first id derived from each command key so far (SHA-256 per key, not per command).
    private var derivedIDs: [String: String] = [:]

    init() {}

    mutating func prepare(_ app: RegistryDocument.AppEntry) -> [[PreparedCommandText]] {
        app.screens.map { screen in
            screen.commands.map { decoded in
                var command = decoded
                let id = command.stableID ?? derivedID(command.key)
                command.stableID = id
                return PreparedCommandText(stableID: id, text: RecordJSON.compactText(command))
            }
        }
    }

    private mutating func derivedID(_ key: String) -> String {
        if let known = derivedIDs[key] { return known }
        let id = StableID.derived(.command, name: key)
        derivedIDs[key] = id
        return id
    }

    /// The change-log JSON of `command`, the import's version of `decoded` (which differs from it
    /// at most in its stable id and its group's name): the prepared text when it was written for
    /// the same command, else written now.
    static func text(for command: Command, decoded: Command, prepared: PreparedCommandText?) -> String {
        if let prepared, prepared.stableID == command.stableID, command.group == decoded.group {
            return prepared.text
        }
        return RecordJSON.compactText(command)
    }
}
