import ToolbarModel
import ToolbarScanTypes
import ToolbarSyntax

/// One alternative set being read: where its conditional is.
struct BranchSet {
    var location: SourceLocation
}

extension ScreenBuilder {
    /// A placeholder set name until the set is named from its commands' keys.
    static func placeholderSet(_ index: Int) -> String { "#\(index)" }

    // MARK: - Finishing

    func finish() {
        for (index, states) in actionStates where !states.isDisjoint(with: confirmationStates) {
            commands[index].command.needsConfirmation = true
        }
        makeKeysUnique()
        nameBranchSets()
        for index in commands.indices {
            commands[index].command.order = index + 1
            inferClassification(index)
            checkCommand(commands[index])
        }
        screen.availabilityGated = availabilityGated
        let buildsBars = hasToolbar || !commands.isEmpty || framework == .uiKit
        if buildsBars {
            for place in idiomChecks {
                addFinding(
                    "device-idiom-check", .warning,
                    "Checks the device idiom; a resizable iPhone app runs at widths that do not match the "
                        + "device. Use size classes (horizontalSizeClass/verticalSizeClass) for toolbar choices.",
                    place)
            }
        }
        if let use = firstNewAPIUse, !availabilityGated, !commands.isEmpty || framework == .uiKit,
            index.deploymentTarget.map({ $0 < OSVersion.iOS27 }) ?? true
        {
            addFinding(
                "missing-availability-gating", .warning,
                "Uses iOS 27 toolbar API without `#available(iOS 27, *)` or `@available(iOS 27, *)`; gate "
                    + "it so the app still builds and runs on earlier releases.", use)
        }
    }

    private func checkCommand(_ scanned: ScannedCommand) {
        if scanned.command.role == .destructive, !scanned.command.needsConfirmation {
            let title = scanned.command.title.isEmpty ? scanned.command.key : scanned.command.title
            addFinding(
                "destructive-without-confirmation", .warning,
                "Destructive command \"\(title)\" acts without a confirmationDialog or alert "
                    + "tied to it; ask before destroying work.", scanned.location, command: scanned.command.key)
        }
    }

    private func makeKeysUnique() {
        var used: Set<String> = []
        for index in commands.indices where commands[index].keyFromComment {
            used.insert(RecordName.foldedKey(commands[index].command.key))
        }
        for index in commands.indices where !commands[index].keyFromComment {
            let base = commands[index].command.key
            var key = base
            var number = 2
            while used.contains(RecordName.foldedKey(key)) {
                let suffix = "-\(number)"
                key = String(base.prefix(RecordName.maximumLength - suffix.count)) + suffix
                number += 1
            }
            used.insert(RecordName.foldedKey(key))
            commands[index].command.key = key
        }
    }

    /// Names each alternative set after the first command of each of its branches
    /// (`edit-or-done`), unique in the screen.
    private func nameBranchSets() {
        var firstKeys: [String: [Int: String]] = [:]
        for scanned in commands {
            guard let branch = scanned.command.branch, let top = branch.pathNumbers?.first else { continue }
            if firstKeys[branch.set]?[top] == nil { firstKeys[branch.set, default: [:]][top] = scanned.command.key }
        }
        var names: [String: String] = [:]
        var used: Set<String> = []
        for set in firstKeys.keys.sorted(by: { Int($0.dropFirst()) ?? 0 < Int($1.dropFirst()) ?? 0 }) {
            let keys = (firstKeys[set] ?? [:]).sorted { $0.key < $1.key }.map(\.value)
            var name: String
            switch keys.count {
            case 1: name = "\(keys[0])-when"
            case 2, 3: name = keys.joined(separator: "-or-")
            default: name = "\(keys[0])-or-\(keys.count - 1)-more"
            }
            name = String(name.prefix(RecordName.maximumLength))
            var unique = name
            var number = 2
            while used.contains(RecordName.foldedKey(unique)) {
                let suffix = "-\(number)"
                unique = String(name.prefix(RecordName.maximumLength - suffix.count)) + suffix
                number += 1
            }
            used.insert(RecordName.foldedKey(unique))
            names[set] = unique
        }
        for index in commands.indices {
            if let set = commands[index].command.branch?.set, let name = names[set] {
                commands[index].command.branch?.set = name
            }
        }
    }

    private func inferClassification(_ index: Int) {
        var command = commands[index].command
        guard command.content.isCommand else { return }  // `Command.normalize()` left it unclassified
        if commands[index].classificationInferred {
            let groupPriority = groups.first { $0.name == command.group }?.priority
            if command.role == .destructive {
                command.classification = .destructive
            } else if command.placement == .overflowMenu {
                command.classification = .overflow
            } else if command.placement == .topBarPinnedTrailing
                || command.effectivePriority(groupPriority: groupPriority) >= .high
            {
                command.classification = .primary
            } else {
                command.classification = .secondary
            }
        }
        commands[index].command = command
    }

    /// The screen, when the type is a view or view controller with a toolbar or bar items.
    func scannedScreen() -> ScannedScreen? {
        guard canBeScreen else { return nil }
        guard !commands.isEmpty || hasToolbar || (framework == .uiKit && info.isViewController) else { return nil }
        var files = Set(info.parts.map(\.file))
        files.formUnion(dependencyFiles)
        return ScannedScreen(
            screen: screen, typeName: name, framework: framework, files: files.sorted(),
            groups: groups, commands: commands)
    }
}
