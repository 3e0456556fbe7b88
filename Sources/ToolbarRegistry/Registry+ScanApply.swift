import ToolbarModel
import ToolbarScanTypes
import ToolbarStorage

// MARK: - Context

/// The state of one scan's transaction.
struct ScanContext {
    let app: Stored<App>
    let result: ScanResult
    let previousScreenFiles: [String: [String]]
    let prune: Bool
    var report: ScanReport
    /// Files that could not be read this time (not excluded ones): records from them are kept.
    let brokenFiles: Set<String>

    init(
        app: Stored<App>, result: ScanResult, previousScreenFiles: [String: [String]], prune: Bool, report: ScanReport
    ) {
        self.app = app
        self.result = result
        self.previousScreenFiles = previousScreenFiles
        self.prune = prune
        self.report = report
        var broken: Set<String> = []
        for file in result.files {
            if case .skipped(let reason) = file.outcome, reason != .excluded { broken.insert(file.path) }
        }
        brokenFiles = broken
    }

    /// Whether one of the files is unreadable this time, so removals would be guesses.
    func touchesBrokenFile(_ files: [String]) -> Bool {
        !brokenFiles.isDisjoint(with: files)
    }
}

extension Registry {
    // MARK: - Screens

    /// Upserts one scanned screen with its groups and commands.
    func applyScreen(_ scanned: ScannedScreen, context: inout ScanContext) throws {
        let appID = context.app.id
        let existing = try existingScreen(for: scanned, appID: appID)
        var screen = scanned.screen
        screen.source?.column = nil  // the screens table keeps file and line only
        if let old = existing?.value { screen = Self.mergedScreen(scanned: screen, existing: old) }
        do {
            try screen.validate()
        } catch {
            context.report.warnings.append("screen type '\(scanned.typeName)' was not imported: \(error)")
            return
        }
        let screenPath = "\(context.app.value.name)/\(screen.name)"
        let screenID: Int64
        if let existing {
            screenID = existing.id
            if existing.value != screen {
                try store.updateScreen(id: screenID, screen)
                try log(
                    "update", kind: "screen", id: screenID, path: screenPath, appID: appID, screenID: screenID,
                    before: RecordJSON.encode(existing.value), after: RecordJSON.encode(screen))
                context.report.changes.changed.append(screenPath)
            }
        } else {
            screenID = try store.insertScreen(appID: appID, screen)
            try log(
                "add", kind: "screen", id: screenID, path: screenPath, appID: appID, screenID: screenID,
                before: nil, after: RecordJSON.encode(screen))
            context.report.changes.added.append(screenPath)
        }
        let previousFiles = context.previousScreenFiles[scanned.typeName] ?? []
        let files = scanned.files + scanned.commands.map(\.location.file)
        let mayRemove = context.prune && !context.touchesBrokenFile(previousFiles + files)
        if context.prune, !mayRemove {
            context.report.warnings.append(
                "\(screenPath): nothing removed because one of its files could not be read")
        }
        let target = ScreenTarget(appID: appID, screenID: screenID, path: screenPath, mayRemove: mayRemove)
        let groupIDs = try applyGroups(scanned.groups, target: target, report: &context.report)
        try applyCommands(scanned.commands, target: target, groupIDs: groupIDs, context: &context)
        try store.setScanScreenFiles(screenID: screenID, typeName: scanned.typeName, files: files)
    }

    /// Screens the code no longer has: removed with prune (unless one of their files is unreadable).
    func removeGoneScreens(_ typeNames: [String], context: inout ScanContext) throws {
        for typeName in typeNames {
            guard let id = try store.scannedScreenID(appID: context.app.id, typeName: typeName),
                let screen = try store.screen(id: id)?.screen
            else { continue }
            let path = "\(context.app.value.name)/\(screen.value.name)"
            if context.touchesBrokenFile(context.previousScreenFiles[typeName] ?? []) {
                context.report.warnings.append("\(path): kept because one of its files could not be read")
                continue
            }
            guard context.prune else {
                context.report.warnings.append("\(path): gone from the code; --prune removes it")
                continue
            }
            try store.deleteScreen(id: id)
            try log(
                "remove", kind: "screen", id: id, path: path, appID: context.app.id, screenID: id,
                before: RecordJSON.encode(screen.value), after: nil)
            context.report.changes.removed.append(path)
        }
    }

    /// The screen scanned from this type before, else the screen with its name.
    private func existingScreen(for scanned: ScannedScreen, appID: Int64) throws -> Stored<Screen>? {
        if let id = try store.scannedScreenID(appID: appID, typeName: scanned.typeName),
            let screen = try store.screen(id: id)?.screen
        {
            return screen
        }
        return try store.screen(appID: appID, named: scanned.screen.name)
    }

    /// The scanned screen with what only people know kept from the registry.
    static func mergedScreen(scanned: Screen, existing: Screen) -> Screen {
        var screen = scanned
        screen.name = existing.name
        screen.stableID = existing.stableID
        screen.title = scanned.title ?? existing.title
        screen.owner = existing.owner
        screen.columnRole = existing.columnRole
        screen.scrollPrimary = scanned.scrollPrimary || existing.scrollPrimary
        screen.verticalOptOutReason = existing.verticalOptOutReason
        screen.hasTabBar = existing.hasTabBar
        screen.navigationKind = existing.navigationKind
        screen.notes = existing.notes
        return screen
    }

    // MARK: - Groups

    private struct ScreenTarget {
        let appID: Int64
        let screenID: Int64
        let path: String
        let mayRemove: Bool
    }

    /// Upserts the groups; returns every group's id and name by folded name.
    private func applyGroups(
        _ groups: [ToolbarGroup], target: ScreenTarget, report: inout ScanReport
    ) throws -> [String: (id: Int64, name: String)] {
        var existing: [String: Stored<ToolbarGroup>] = [:]
        for group in try store.groups(screenID: target.screenID) {
            existing[RecordName.foldedKey(group.value.name)] = group
        }
        var ids: [String: (id: Int64, name: String)] = [:]
        for group in groups {
            let key = RecordName.foldedKey(group.name)
            let path = "\(target.path)#\(group.name)"
            if let stored = existing.removeValue(forKey: key) {
                ids[key] = (stored.id, stored.value.name)
                var merged = group
                merged.name = stored.value.name
                merged.stableID = stored.value.stableID
                guard stored.value != merged else { continue }
                try store.updateGroup(id: stored.id, merged)
                try log(
                    "update", kind: "group", id: stored.id, path: path, appID: target.appID,
                    screenID: target.screenID, before: RecordJSON.encode(stored.value),
                    after: RecordJSON.encode(merged))
                report.changes.changed.append(path)
            } else {
                let id = try store.insertGroup(screenID: target.screenID, group)
                ids[key] = (id, group.name)
                try log(
                    "add", kind: "group", id: id, path: path, appID: target.appID, screenID: target.screenID,
                    before: nil, after: RecordJSON.encode(group))
                report.changes.added.append(path)
            }
        }
        for (key, stored) in existing.sorted(by: { $0.key < $1.key }) {
            guard target.mayRemove else {
                ids[key] = (stored.id, stored.value.name)
                continue
            }
            try store.deleteGroup(id: stored.id)
            let path = "\(target.path)#\(stored.value.name)"
            try log(
                "remove", kind: "group", id: stored.id, path: path, appID: target.appID, screenID: target.screenID,
                before: RecordJSON.encode(stored.value), after: nil)
            report.changes.removed.append(path)
        }
        return ids
    }

    // MARK: - Commands

    private func applyCommands(
        _ commands: [ScannedCommand], target: ScreenTarget, groupIDs: [String: (id: Int64, name: String)],
        context: inout ScanContext
    ) throws {
        var existing: [String: Stored<Command>] = [:]
        for command in try store.commands(screenID: target.screenID) {
            existing[RecordName.foldedKey(command.value.key)] = command
        }
        let sources = try store.commandSources(screenID: target.screenID)
        let matches = Self.matchCommands(commands, existing: &existing, sources: sources)
        for (index, scanned) in commands.enumerated() {
            let stored = matches[index]
            var (command, inferred) = Self.mergedCommand(
                scanned, existing: stored, source: stored.flatMap { sources[$0.id] })
            var groupID: Int64?
            if let name = command.group {
                guard let group = groupIDs[RecordName.foldedKey(name)] else {
                    throw RegistryError.conflict(
                        "command '\(target.path)/\(command.key)' names group '\(name)', "
                            + "which the scanned screen does not have")
                }
                groupID = group.id
                command.group = group.name
            }
            do {
                try command.validate()
            } catch {
                context.report.warnings.append("\(target.path)/\(command.key) was not imported: \(error)")
                continue
            }
            let path = "\(target.path)/\(command.key)"
            let id: Int64
            if let stored {
                id = stored.id
                if stored.value != command {
                    try store.updateCommand(id: id, groupID: groupID, command)
                    try log(
                        "update", kind: "command", id: id, path: path, appID: target.appID,
                        screenID: target.screenID, before: RecordJSON.encode(stored.value),
                        after: RecordJSON.encode(command))
                    context.report.changes.changed.append(path)
                }
            } else {
                id = try store.insertCommand(screenID: target.screenID, groupID: groupID, command)
                try log(
                    "add", kind: "command", id: id, path: path, appID: target.appID, screenID: target.screenID,
                    before: nil, after: RecordJSON.encode(command))
                context.report.changes.added.append(path)
            }
            if command.classification == nil { inferred = true }
            try store.setCommandSource(
                commandID: id,
                CommandSource(
                    location: scanned.location, condition: scanned.condition, classificationInferred: inferred))
        }
        guard target.mayRemove else { return }
        for stale in existing.values.sorted(by: { ($0.value.order, $0.value.key) < ($1.value.order, $1.value.key) }) {
            try store.deleteCommand(id: stale.id)
            let path = "\(target.path)/\(stale.value.key)"
            try log(
                "remove", kind: "command", id: stale.id, path: path, appID: target.appID, screenID: target.screenID,
                before: RecordJSON.encode(stale.value), after: nil)
            context.report.changes.removed.append(path)
        }
    }

    /// The registry command each scanned command updates, taken out of `existing`: the one with
    /// its key; else, among commands scanned before, the one declared at the same place, or in the
    /// same file with the same title, localization key or symbol. So a changed symbol or title is
    /// an update of the command (its key kept), never a removal and an addition.
    static func matchCommands(
        _ commands: [ScannedCommand], existing: inout [String: Stored<Command>], sources: [Int64: CommandSource]
    ) -> [Int: Stored<Command>] {
        var matches: [Int: Stored<Command>] = [:]
        for (index, scanned) in commands.enumerated() {
            if let stored = existing.removeValue(forKey: RecordName.foldedKey(scanned.command.key)) {
                matches[index] = stored
            }
        }
        func take(_ test: (Stored<Command>, SourceLocation) -> Bool) -> Stored<Command>? {
            let candidates = existing.values.filter { stored in
                sources[stored.id].map { test(stored, $0.location) } ?? false
            }
            guard candidates.count == 1, let found = candidates.first else { return nil }
            existing.removeValue(forKey: RecordName.foldedKey(found.value.key))
            return found
        }
        for (index, scanned) in commands.enumerated() where matches[index] == nil {
            let place = scanned.location
            let command = scanned.command
            matches[index] =
                take { _, location in location == place }
                ?? take { stored, location in
                    location.file == place.file && stored.value.content == command.content
                        && ((!command.title.isEmpty && stored.value.title == command.title)
                            || (command.localizationKey != nil
                                && stored.value.localizationKey == command.localizationKey)
                            || (command.symbol != nil && stored.value.symbol == command.symbol))
                }
        }
        return matches
    }

    /// The scanned command with what only people know kept from the registry, and whether the
    /// resulting classification is inferred. A classification is a person's when it came from a
    /// `// toolbar-registry:` comment, or when the registry's was set by anything but a scan.
    static func mergedCommand(
        _ scanned: ScannedCommand, existing: Stored<Command>?, source: CommandSource?
    ) -> (Command, inferred: Bool) {
        var command = scanned.command
        guard let old = existing?.value else { return (command, scanned.classificationInferred) }
        command.key = old.key
        command.stableID = old.stableID
        command.usage = old.usage
        command.notes = old.notes
        command.essential = command.essential || old.essential
        if command.content == .custom, old.content == .custom, let oldView = old.customView,
            command.customView?.width == CustomViewInfo.assumedWidth
        {
            command.customView?.width = oldView.width
        }
        guard command.content.isCommand else { return (command, true) }
        if !scanned.classificationInferred { return (command, false) }
        let personSet = source.map { !$0.classificationInferred } ?? true
        if personSet, let classification = old.classification, old.content.isCommand {
            command.classification = classification
            return (command, false)
        }
        return (command, true)
    }
}
