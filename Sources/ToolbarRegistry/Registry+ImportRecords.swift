import ToolbarModel
import ToolbarStorage

/// The first stable id derived from each record name during one import, by kind: SHA-256 of the
/// name was a fifth of an import's own time, and names repeat from screen to screen.
struct DerivedStableIDs {
    var screens: [String: String] = [:]
    var groups: [String: String] = [:]
    var commands: [String: String] = [:]
}

/// A record an import matches to a stored one: its name among its siblings (a command's key) and
/// its stable ids. Read through this protocol rather than key paths: an import matches every
/// record of the file, and a key path is read through the run time each time.
protocol ImportMatchable: Sendable {
    /// The name that identifies it among its siblings.
    var matchName: String { get }
    /// The stable id the record carries, if any.
    var stableID: String? { get }
    /// Its stable id, or the one derived from its name.
    var effectiveStableID: String { get }
}

extension App: ImportMatchable {
    var matchName: String { name }
}

extension Screen: ImportMatchable {
    var matchName: String { name }
}

extension ToolbarGroup: ImportMatchable {
    var matchName: String { name }
}

extension Command: ImportMatchable {
    var matchName: String { key }
}

/// The stored records a file's records are: by stable id first, then (for those left) by name.
struct ImportMatch<Record: ImportMatchable> {
    /// For each of the file's records, in order, the stored record it is, if any.
    var stored: [Stored<Record>?]
    /// Stored records no file record is.
    var unmatched: [Stored<Record>]

    static func match(_ records: [Record], stored: [Stored<Record>]) -> ImportMatch {
        // A new screen has nothing stored: every file record is new.
        guard !stored.isEmpty else {
            return ImportMatch(stored: Array(repeating: nil, count: records.count), unmatched: [])
        }
        var byID: [String: Int] = [:]
        var byName: [String: Int] = [:]
        for (index, record) in stored.enumerated() {
            byID[record.value.effectiveStableID] = index
            byName[RecordName.foldedKey(record.value.matchName)] = index
        }
        var claimed = Set<Int>()
        var result: [Int?] = records.map { record in
            guard let id = record.stableID, let index = byID[id] else { return nil }
            claimed.insert(index)
            return index
        }
        for (position, record) in records.enumerated() where result[position] == nil {
            // A file record with an id no stored record has may still be a stored record by name
            // (a file written elsewhere): it then takes the file's id.
            if let index = byName[RecordName.foldedKey(record.matchName)], !claimed.contains(index) {
                claimed.insert(index)
                result[position] = index
            }
        }
        return ImportMatch(
            stored: result.map { $0.map { stored[$0] } },
            unmatched: stored.indices.filter { !claimed.contains($0) }.map { stored[$0] })
    }

    /// The stable id each of the file's records ends up with: its own, else its stored record's,
    /// else (a new record) the first id derived from its name that no sibling that stays and no
    /// other record of the file holds — what the store would pick, without asking the database
    /// once per record.
    func stableIDs(
        _ records: [Record], kept: [Stored<Record>], kind: StableID.Kind, derivedIDs: inout [String: String]
    ) -> [String] {
        var taken = Set<String>(minimumCapacity: records.count + kept.count)
        for record in records {
            if let id = record.stableID { taken.insert(id) }
        }
        for match in stored {
            if let match { taken.insert(match.value.effectiveStableID) }
        }
        for record in kept { taken.insert(record.value.effectiveStableID) }
        return records.indices.map { index in
            if let given = records[index].stableID { return given }
            if let match = stored[index] { return match.value.effectiveStableID }
            // Each candidate is hashed once (SHA-256 of the name: a fifth of an import's own time).
            let recordName = records[index].matchName
            var attempt = 0
            // Names repeat across screens (`share`, `done`), so the first id of each name is
            // remembered for the rest of the import.
            var derived: String
            if let known = derivedIDs[recordName] {
                derived = known
            } else {
                derived = StableID.derived(kind, name: recordName)
                derivedIDs[recordName] = derived
            }
            while taken.contains(derived) {
                attempt += 1
                derived = StableID.derived(kind, name: recordName, attempt: attempt)
            }
            taken.insert(derived)
            return derived
        }
    }
}

extension Registry {
    // MARK: - Renames

    /// Gets the matched records that the file renames out of each other's way: refuses a rename
    /// onto the name of a record that stays (`kept`), then parks every renamed record's name
    /// until it is written.
    func prepareRenames<Record>(
        _ matches: ImportMatch<Record>, kept: [Stored<Record>], kind: StableID.Kind, newNames: [String],
        where parent: String
    ) throws {
        let keptNames = Dictionary(kept.map { (RecordName.foldedKey($0.value.matchName), $0.value.matchName) }) {
            first, _ in first
        }
        for (index, stored) in matches.stored.enumerated() {
            guard let stored else { continue }
            let newName = newNames[index]
            guard stored.value.matchName != newName else { continue }
            if let holder = keptNames[RecordName.foldedKey(newName)] {
                throw RegistryError.conflict(
                    "the file renames \(kind.rawValue) '\(stored.value.matchName)' to '\(newName)' in \(parent), "
                        + "but '\(holder)' has that name and the file does not list it; import with --prune to remove "
                        + "it, or rename it in the file too")
            }
            try store.parkName(of: stored.id, kind: kind)
        }
    }

    // MARK: - Screens

    /// Imports an app's screens; `texts` are their commands' change-log texts, if prepared.
    func importScreens(
        _ entries: [RegistryDocument.ScreenEntry], texts: [[PreparedCommandText]]?, app: App, appID: Int64,
        prune: Bool, into report: inout ImportReport
    ) throws {
        let matches = ImportMatch.match(entries.map(\.screen), stored: try store.screens(appID: appID))
        var kept = matches.unmatched
        if prune {
            for stale in matches.unmatched.sorted(by: { $0.value.name < $1.value.name }) {
                try store.deleteScreen(id: stale.id)
                let path = "\(app.name)/\(stale.value.name)"
                try log(
                    "remove", kind: "screen", id: stale.id, path: path, appID: appID, screenID: stale.id,
                    beforeText: RecordJSON.compactText(stale.value), afterText: nil)
                report.removed.append(path)
            }
            kept = []
        }
        try prepareRenames(
            matches, kept: kept, kind: .screen, newNames: entries.map(\.screen.name),
            where: "app '\(app.name)'")
        let ids = matches.stableIDs(
            entries.map(\.screen), kept: kept, kind: .screen, derivedIDs: &derivedIDs.screens)
        for (index, var entry) in entries.enumerated() {
            entry.screen.stableID = ids[index]
            try importScreen(
                entry, texts: texts?[index], app: app, appID: appID, existing: matches.stored[index], prune: prune,
                into: &report)
        }
    }

    private func importScreen(
        _ entry: RegistryDocument.ScreenEntry, texts: [PreparedCommandText]?, app: App, appID: Int64,
        existing: Stored<Screen>?, prune: Bool, into report: inout ImportReport
    ) throws {
        let screen = entry.screen
        let screenPath = "\(app.name)/\(screen.name)"
        let screenID: Int64
        if let existing {
            screenID = existing.id
            if existing.value != screen {
                try store.updateScreen(id: screenID, screen)
                try log(
                    existing.value.name != screen.name ? "rename" : "update", kind: "screen", id: screenID,
                    path: screenPath, appID: appID, screenID: screenID,
                    beforeText: RecordJSON.compactText(existing.value), afterText: RecordJSON.compactText(screen))
                report.recordChange(
                    from: "\(app.name)/\(existing.value.name)", to: screenPath,
                    before: RecordJSON.encode(existing.value), after: RecordJSON.encode(screen))
            }
        } else {
            screenID = try store.insertScreen(appID: appID, screen)
            try log(
                "add", kind: "screen", id: screenID, path: screenPath, appID: appID, screenID: screenID,
                beforeText: nil, afterText: RecordJSON.compactText(screen))
            report.added.append(screenPath)
        }
        let place = ChildPlace(appID: appID, screenID: screenID, screenPath: screenPath, prune: prune)
        let isNew = existing == nil
        if !isNew { try flushCommands() }
        let storedCommands = isNew ? [] : try store.commands(screenID: screenID)
        let commandMatches = ImportMatch.match(entry.commands, stored: storedCommands)
        if prune {
            // Commands first: a removed group would otherwise log its commands as changed.
            try removeStale(
                commandMatches.unmatched.sorted { $0.value.order < $1.value.order }, place: place, kind: "command",
                path: { "\(screenPath)/\($0.key)" }, encode: RecordJSON.compactText, into: &report
            ) { try store.deleteCommand(id: $0) }
        }
        let groupIDs = try importGroups(entry.groups, place: place, isNew: isNew, into: &report)
        try importCommands(
            entry.commands, texts: texts, matches: commandMatches, groupIDs: groupIDs, place: place, into: &report)
        try importReviews(entry, screenID: screenID, place: place, into: &report)
    }

    /// Where a screen's children are imported.
    struct ChildPlace {
        var appID: Int64
        var screenID: Int64
        var screenPath: String
        var prune: Bool
    }

    // MARK: - Groups

    /// Imports the screen's groups; returns every group's row id and name by folded name.
    private func importGroups(
        _ groups: [ToolbarGroup], place: ChildPlace, isNew: Bool, into report: inout ImportReport
    ) throws -> [String: (id: Int64, name: String)] {
        let matches = ImportMatch.match(groups, stored: isNew ? [] : try store.groups(screenID: place.screenID))
        var kept = matches.unmatched
        if place.prune {
            try removeStale(
                matches.unmatched.sorted { $0.value.name < $1.value.name }, place: place, kind: "group",
                path: { "\(place.screenPath)#\($0.name)" }, encode: RecordJSON.compactText, into: &report
            ) { try store.deleteGroup(id: $0) }
            kept = []
        }
        try prepareRenames(
            matches, kept: kept, kind: .group, newNames: groups.map(\.name),
            where: "screen '\(place.screenPath)'")
        var ids: [String: (id: Int64, name: String)] = [:]
        for stored in kept { ids[RecordName.foldedKey(stored.value.name)] = (stored.id, stored.value.name) }
        let stableIDs = matches.stableIDs(groups, kept: kept, kind: .group, derivedIDs: &derivedIDs.groups)
        for (index, var group) in groups.enumerated() {
            group.stableID = stableIDs[index]
            let path = "\(place.screenPath)#\(group.name)"
            if let stored = matches.stored[index] {
                ids[RecordName.foldedKey(group.name)] = (stored.id, group.name)
                guard stored.value != group else { continue }
                try store.updateGroup(id: stored.id, group)
                try log(
                    stored.value.name != group.name ? "rename" : "update", kind: "group", id: stored.id, path: path,
                    appID: place.appID, screenID: place.screenID, beforeText: RecordJSON.compactText(stored.value),
                    afterText: RecordJSON.compactText(group))
                report.recordChange(
                    from: "\(place.screenPath)#\(stored.value.name)", to: path, before: RecordJSON.encode(stored.value),
                    after: RecordJSON.encode(group))
            } else {
                let id = try store.insertGroup(screenID: place.screenID, group)
                ids[RecordName.foldedKey(group.name)] = (id, group.name)
                try log(
                    "add", kind: "group", id: id, path: path, appID: place.appID, screenID: place.screenID,
                    beforeText: nil, afterText: RecordJSON.compactText(group))
                report.added.append(path)
            }
        }
        return ids
    }

    // MARK: - Commands

    private func importCommands(
        _ commands: [Command], texts: [PreparedCommandText]?, matches: ImportMatch<Command>,
        groupIDs: [String: (id: Int64, name: String)], place: ChildPlace, into report: inout ImportReport
    ) throws {
        let kept = place.prune ? [] : matches.unmatched
        try prepareRenames(
            matches, kept: kept, kind: .command, newNames: commands.map(\.key),
            where: "screen '\(place.screenPath)'")
        // Read again: a group renamed above is the commands' group under its new name. (Only the
        // matched commands are looked up: a new screen's commands need no read.)
        var current: [Int64: Command] = [:]
        if matches.stored.contains(where: { $0 != nil }) {
            try flushCommands()
            for command in try store.commands(screenID: place.screenID) { current[command.id] = command.value }
        }
        let stableIDs = matches.stableIDs(commands, kept: kept, kind: .command, derivedIDs: &derivedIDs.commands)
        // New commands are inserted after the loop (queued with other screens' during an
        // import), with the ids one-by-one inserts would give them (the largest id so far plus
        // one each: updates in the loop add no row), so their change-log entries keep their
        // places in file order.
        var added: [NewCommandRow] = []
        var firstID: Int64?
        for (index, var command) in commands.enumerated() {
            command.stableID = stableIDs[index]
            let path = "\(place.screenPath)/\(command.key)"
            var groupID: Int64?
            if let name = command.group {
                guard let group = groupIDs[RecordName.foldedKey(name)] else {
                    throw RegistryError.conflict(
                        "command '\(path)' names group '\(name)', which its screen does not have")
                }
                groupID = group.id
                command.group = group.name
            }
            if let match = matches.stored[index] {
                var before = match.value
                before.group = current[match.id]?.group
                guard before != command else { continue }
                try store.updateCommand(id: match.id, groupID: groupID, command)
                try log(
                    before.key != command.key ? "rename" : "update", kind: "command", id: match.id, path: path,
                    appID: place.appID, screenID: place.screenID, beforeText: RecordJSON.compactText(before),
                    afterText: RecordJSON.compactText(command))
                report.recordChange(
                    from: "\(place.screenPath)/\(before.key)", to: path, before: RecordJSON.encode(before),
                    after: RecordJSON.encode(command))
            } else {
                if firstID == nil { firstID = try nextCommandID() }
                let id = (firstID ?? 0) + Int64(added.count)
                added.append(NewCommandRow(id: id, screenID: place.screenID, groupID: groupID, command: command))
                try log(
                    "add", kind: "command", id: id, path: path, appID: place.appID, screenID: place.screenID,
                    beforeText: nil,
                    afterText: CommandTextPreparation.text(
                        for: command, decoded: commands[index], prepared: texts?[index]))
                report.added.append(path)
            }
        }
        try queueCommands(added)
    }

    /// The id the next new command gets: one past the last queued, else SQLite's next.
    private func nextCommandID() throws -> Int64 {
        if let last = pendingCommands.last { return last.id + 1 }
        return try store.nextCommandID()
    }

    /// Inserts new commands, or during an import (``withBatchedInserts(_:)``) queues them and
    /// inserts as many full statements' worth as are waiting.
    private func queueCommands(_ rows: [NewCommandRow]) throws {
        guard isBatchingInserts else { return try store.insertCommands(rows) }
        pendingCommands += rows
        let ready = pendingCommands.count / RegistryStore.commandChunk * RegistryStore.commandChunk
        guard ready > 0 else { return }
        try store.insertCommands(Array(pendingCommands[..<ready]))
        pendingCommands.removeFirst(ready)
    }

    /// Inserts every queued command (before commands are read, and when an import ends).
    func flushCommands() throws {
        guard !pendingCommands.isEmpty else { return }
        let rows = pendingCommands
        pendingCommands = []
        try store.insertCommands(rows)
    }

    // MARK: - Removing

    /// Removes records the file does not list (with `--prune`), logging each.
    func removeStale<Record>(
        _ stale: [Stored<Record>], place: ChildPlace, kind: String, path: (Record) -> String,
        encode: (Record) -> String, into report: inout ImportReport, delete: (Int64) throws -> Void
    ) throws where Record: Sendable {
        for record in stale {
            try delete(record.id)
            try log(
                "remove", kind: kind, id: record.id, path: path(record.value), appID: place.appID,
                screenID: place.screenID, beforeText: encode(record.value), afterText: nil)
            report.removed.append(path(record.value))
        }
    }
}
