import ToolbarModel
import ToolbarSyntax

/// Reads one type (its declaration and every extension) into a screen, its commands and findings.
final class ScreenBuilder {
    static let navigationContainers: Set<String> = ["NavigationStack", "NavigationView", "NavigationSplitView"]

    /// Calls whose use needs iOS 27 (or 27.1) and so an availability check.
    static let newToolbarAPIs: Set<String> = [
        "ToolbarOverflowMenu", "visibilityPriority", "toolbarMinimizationBehavior", "toolbarMinimizeBehavior",
        "axisBehavior", "toolbarVerticalBehavior",
    ]

    let name: String
    let parts: [TypePart]
    /// Members by name (the first declaration wins), with their files.
    private(set) var members: [String: (member: SyntaxMember, file: String)] = [:]
    var screen: Screen
    var framework: ScannedScreen.Framework = .swiftUI
    var commands: [ScannedCommand] = []
    var groups: [ToolbarGroup] = []
    var findings: [SourceFinding] = []
    /// `@State` names bound to a `confirmationDialog`/`alert` `isPresented:`.
    var confirmationStates: Set<String> = []
    /// For each command index, the state names its action sets to `true`.
    var actionStates: [Int: Set<String>] = [:]
    /// Property names bound to environment values (`horizontalSizeClass`…), by value name.
    var environment: [String: String] = [:]
    /// The first use of an iOS 27 toolbar API, for the availability finding.
    var firstNewAPIUse: SourceLocation?
    var availabilityGated = false
    var hasToolbar = false

    init(name: String, parts: [TypePart]) {
        self.name = name
        self.parts = parts
        let first = parts.first { $0.type.kind != .extensionType } ?? parts[0]
        screen = Screen(name: String(name.prefix(RecordName.maximumLength)),
                        source: SourceLocation(file: first.file, line: first.type.position.line,
                                               column: first.type.position.column))
        for part in parts {
            for member in part.type.members where members[member.name] == nil {
                members[member.name] = (member, part.file)
            }
        }
    }

    // MARK: - Kind

    var inheritedTypes: [String] { parts.flatMap(\.type.inheritedTypes) }

    var isView: Bool { inheritedTypes.contains { $0 == "View" || $0 == "SwiftUI.View" } }

    var isViewController: Bool {
        inheritedTypes.contains { $0.hasSuffix("ViewController") || $0.hasSuffix("Controller") }
            || name.hasSuffix("ViewController")
    }

    func location(_ position: SyntaxPosition, _ file: String) -> SourceLocation {
        SourceLocation(file: file, line: position.line, column: position.column)
    }

    func addFinding(_ id: String, _ severity: SourceFindingSeverity, _ message: String, _ where: SourceLocation,
                    command: String? = nil) {
        findings.append(SourceFinding(id: id, severity: severity, message: message, location: `where`,
                                      screen: name, command: command))
    }

    // MARK: - Reading

    func read() {
        readEnvironmentAndAvailability()
        for part in parts {
            for member in part.type.members {
                if member.isOverride, member.name == "preferredVerticalBarBehavior" {
                    framework = .uiKit
                    if firstExpression(member.body)?.memberName == "disabled" { screen.verticalBehavior = .disabled }
                    if firstNewAPIUse == nil { firstNewAPIUse = location(member.position, part.file) }
                }
                var walk = WalkState(file: part.file, navigationDepth: 0)
                walkStatements(member.body, &walk)
            }
        }
        if isViewController || framework == .uiKit { readUIKit() }
        finish()
    }

    private func readEnvironmentAndAvailability() {
        for part in parts {
            if part.type.attributes.contains(where: isAvailability27) { availabilityGated = true }
            for member in part.type.members {
                if member.attributes.contains(where: isAvailability27) { availabilityGated = true }
                for attribute in member.attributes where attribute.hasPrefix("@Environment") {
                    for value in ["horizontalSizeClass", "verticalSizeClass", "appearsActive", "toolbarVerticalEdge"]
                    where attribute.contains("." + value) {
                        environment[value] = member.name
                    }
                }
            }
        }
    }

    private func isAvailability27(_ attribute: String) -> Bool {
        attribute.hasPrefix("@available") && attribute.contains("27")
    }

    func firstExpression(_ statements: [SyntaxStatement]) -> SyntaxExpression? {
        for statement in statements {
            switch statement {
            case let .expression(expression, _), let .returnStatement(expression, _): return expression
            default: continue
            }
        }
        return nil
    }

    // MARK: - Generic walk (screen modifiers, device checks, navigation containers)

    struct WalkState {
        var file: String
        var navigationDepth: Int
        var position = SyntaxPosition(line: 1, column: 1)
    }

    func walkStatements(_ statements: [SyntaxStatement], _ state: inout WalkState) {
        for statement in statements {
            switch statement {
            case let .expression(expression, position), let .returnStatement(expression, position):
                state.position = position
                walkExpression(expression, &state)
            case let .conditional(conditional):
                state.position = conditional.position
                if conditional.isAvailabilityCheck, conditional.condition.contains("27") { availabilityGated = true }
                checkDeviceIdiom(conditional.condition, state)
                walkStatements(conditional.body, &state)
                if let elseBody = conditional.elseBody { walkStatements(elseBody, &state) }
            case let .switchStatement(switchStatement):
                state.position = switchStatement.position
                checkDeviceIdiom(switchStatement.subject, state)
                for switchCase in switchStatement.cases { walkStatements(switchCase.body, &state) }
            case let .binding(_, value, position), let .assignment(_, value, position):
                state.position = position
                walkExpression(value, &state)
            case let .block(nested):
                walkStatements(nested, &state)
            }
        }
    }

    func walkExpression(_ expression: SyntaxExpression, _ state: inout WalkState) {
        switch expression {
        case let .reference(path): checkDeviceIdiom(path, state)
        case let .other(text): checkDeviceIdiom(text, state)
        case let .array(elements): for element in elements { walkExpression(element, &state) }
        case let .closure(closure): walkStatements(closure.statements, &state)
        case let .call(call):
            if let base = call.base { walkExpression(base, &state) }
            visitCall(call, state)
            for argument in call.arguments { walkExpression(argument.value, &state) }
            var inner = state
            if Self.navigationContainers.contains(call.callee) { inner.navigationDepth += 1 }
            for closure in call.trailingClosures { walkStatements(closure.statements, &inner) }
        default: break
        }
    }

    private func checkDeviceIdiom(_ text: String, _ state: WalkState) {
        guard text.contains("userInterfaceIdiom") else { return }
        addFinding("device-idiom-check", .warning,
                   "Checks the device idiom; a resizable iPhone app runs at widths that do not match the device. "
                       + "Use size classes (horizontalSizeClass/verticalSizeClass) for toolbar choices.",
                   location(state.position, state.file))
    }

    private func visitCall(_ call: SyntaxCall, _ state: WalkState) {
        let here = location(call.position, state.file)
        if Self.newToolbarAPIs.contains(call.callee), firstNewAPIUse == nil { firstNewAPIUse = here }
        switch call.callee {
        case "toolbar":
            guard call.base != nil || !call.allClosures.isEmpty, let content = call.allClosures.first else { return }
            hasToolbar = true
            if let root = chainRoot(call.base), Self.navigationContainers.contains(root.callee) {
                addFinding("toolbar-outside-navigation-container", .warning,
                           "`.toolbar` is attached to \(root.callee) itself; attach it to the content inside the "
                               + "container, or the items may not show.", here)
            }
            var context = ContentContext(file: state.file)
            readContent(content.statements, &context)
        case "navigationTitle":
            if let title = call.argument(nil)?.stringValue { screen.title = title }
        case "navigationBarTitleDisplayMode":
            if call.argument(nil)?.memberName == "large" { screen.titleDisplayMode = .large }
        case "searchable":
            let placement = call.argument("placement")
            let placementName = placement?.call?.callee ?? placement?.memberName ?? "automatic"
            screen.search = SearchPlacement(rawValue: placementName) ?? .automatic
        case "toolbarRole":
            if let role = call.argument(nil)?.memberName.flatMap(ToolbarRole.init(rawValue:)) {
                screen.toolbarRole = role
            }
        case "toolbarMinimizationBehavior", "toolbarMinimizeBehavior":
            if call.callee == "toolbarMinimizeBehavior" {
                addFinding("undocumented-api-name", .warning,
                           "`toolbarMinimizeBehavior` is the spelling used in talks; the SDK's modifier is "
                               + "`toolbarMinimizationBehavior(_:for:)`.", here)
            }
            let bar = call.argument("for")?.memberName
            if bar == nil || bar == "navigationBar",
               let behavior = call.argument(nil)?.memberName.flatMap(MinimizationBehavior.init(rawValue:)) {
                screen.minimization = behavior
                if behavior != .never { screen.scrollPrimary = true }
            }
        case "toolbarVerticalBehavior":
            if call.argument(nil)?.memberName == "disabled" { screen.verticalBehavior = .disabled }
        case "toolbarVerticalCompressionBehavior":
            if let value = call.argument(nil)?.memberName.flatMap(VerticalCompression.init(rawValue:)) {
                screen.verticalCompression = value
            }
        case "contentMarginsRemoved":
            screen.paddingRemoved = true
        case "confirmationDialog", "alert":
            if let presented = call.argument("isPresented"), case let .reference(path) = presented {
                confirmationStates.insert(stateName(path))
            }
        case "navigationBarItems":
            addFinding("navigation-bar-items", .warning,
                       "`navigationBarItems` is deprecated and does not take part in toolbar adaptation; use "
                           + "`.toolbar` with ToolbarItem placements.", here)
        case "NavigationStack", "NavigationView", "NavigationSplitView":
            if state.navigationDepth > 0 {
                addFinding("nested-navigation-containers", .warning,
                           "\(call.callee) inside another navigation container: the inner bar's toolbar items "
                               + "compete with the outer one's. Keep one container per column.", here)
            }
        default: break
        }
    }

    /// The call a modifier chain starts from (`A().b().c()` → `A()`).
    func chainRoot(_ expression: SyntaxExpression?) -> SyntaxCall? {
        var current = expression
        while case let .call(call)? = current {
            if call.base == nil { return call }
            current = call.base
        }
        return nil
    }

    /// `$isShowing` / `self.isShowing` → `isShowing`.
    func stateName(_ path: String) -> String {
        var last = String(path.split(separator: ".").last ?? "")
        while last.hasPrefix("$") || last.hasPrefix("_") { last.removeFirst() }
        return last
    }

    // MARK: - Finishing

    private func finish() {
        for (index, states) in actionStates where !states.isDisjoint(with: confirmationStates) {
            commands[index].command.needsConfirmation = true
        }
        makeKeysUnique()
        for index in commands.indices {
            commands[index].command.order = index + 1
            inferClassification(index)
            checkCommand(commands[index])
        }
        screen.availabilityGated = availabilityGated
        if let use = firstNewAPIUse, !availabilityGated, !commands.isEmpty || framework == .uiKit {
            addFinding("missing-availability-gating", .warning,
                       "Uses iOS 27 toolbar API without `#available(iOS 27, *)` or `@available(iOS 27, *)`; gate "
                           + "it so the app still builds and runs on earlier releases.", use)
        }
    }

    private func checkCommand(_ scanned: ScannedCommand) {
        if scanned.command.role == .destructive, !scanned.command.needsConfirmation {
            addFinding("destructive-without-confirmation", .warning,
                       "Destructive command \"\(scanned.command.title)\" acts without a confirmationDialog or alert "
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
                key = "\(base)-\(number)"
                number += 1
            }
            used.insert(RecordName.foldedKey(key))
            commands[index].command.key = key
        }
    }

    private func inferClassification(_ index: Int) {
        var command = commands[index].command
        guard command.content.isCommand else {
            command.classification = nil
            commands[index].command = command
            return
        }
        if commands[index].classificationInferred {
            let groupPriority = groups.first { $0.name == command.group }?.priority
            if command.role == .destructive {
                command.classification = .destructive
            } else if command.placement == .overflowMenu {
                command.classification = .overflow
            } else if command.placement == .topBarPinnedTrailing
                        || command.effectivePriority(groupPriority: groupPriority) >= .high {
                command.classification = .primary
            } else {
                command.classification = .secondary
            }
        }
        commands[index].command = command
    }

    /// The screen, when the type is a View or view controller with a toolbar, or has bar items.
    func scannedScreen() -> ScannedScreen? {
        guard !commands.isEmpty || hasToolbar || (framework == .uiKit && isViewController) else { return nil }
        guard isView || isViewController || !commands.isEmpty else { return nil }
        let files = Array(Set(parts.map(\.file))).sorted()
        return ScannedScreen(screen: screen, typeName: name, framework: framework, files: files, groups: groups,
                             commands: commands)
    }
}
