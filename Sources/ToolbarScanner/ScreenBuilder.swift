import ToolbarModel
import ToolbarScanTypes
import ToolbarSyntax

/// Reads one type (its declaration and every extension) into a screen, its commands and findings,
/// following what it uses in other types of the scanned app: `ToolbarContent` types, helper
/// modifiers, view modifiers and wrapper views.
final class ScreenBuilder {
    static let navigationContainers: Set<String> = ["NavigationStack", "NavigationView", "NavigationSplitView"]

    /// Calls whose use needs iOS 27 (or 27.1) and so an availability check.
    static let newToolbarAPIs: Set<String> = [
        "ToolbarOverflowMenu", "visibilityPriority", "toolbarMinimizationBehavior", "toolbarMinimizeBehavior",
        "axisBehavior", "toolbarVerticalBehavior"
    ]

    let info: TypeInfo
    let index: ScanIndex
    let tracker: SiteTracker
    var name: String { info.name }
    var screen: Screen
    var framework: ScannedScreen.Framework = .swiftUI
    var commands: [ScannedCommand] = []
    var groups: [ToolbarGroup] = []
    var findings: [SourceFinding] = []
    /// `@State` names bound to a `confirmationDialog`/`alert` `isPresented:`.
    var confirmationStates: Set<String> = []
    /// For each command index, the state names its action sets to `true`.
    var actionStates: [Int: Set<String>] = [:]
    /// The first use of an iOS 27 toolbar API, for the availability finding.
    var firstNewAPIUse: SourceLocation?
    var availabilityGated = false
    var hasToolbar = false
    /// Whether the screen reads the device idiom or builds bar items (for the idiom finding).
    var idiomChecks: [SourceLocation] = []
    /// Files read for this screen beyond its own (followed types and helpers, string tables).
    var dependencyFiles: Set<String> = []
    /// Alternative sets: the conditional each started at, for naming.
    var branchSets: [BranchSet] = []
    /// Nested conditionals counted per branch (`set|path`).
    var nestedConditionals: [String: Int] = [:]
    /// Problems found while reading the current site.
    var siteProblems: Set<String> = []
    /// Indices of the commands read from controls (not from views that only show something).
    var controlCommands: Set<Int> = []
    /// The root scope: the screen type's own members.
    let rootScope: Scope

    init(info: TypeInfo, index: ScanIndex, tracker: SiteTracker) {
        self.info = info
        self.index = index
        self.tracker = tracker
        rootScope = Scope(type: info)
        let parts = info.parts
        let first = parts.first { $0.type.kind != .extensionType } ?? parts[0]
        screen = Screen(
            name: String(info.name.prefix(RecordName.maximumLength)),
            source: SourceLocation(
                file: first.file, line: first.type.position.line,
                column: first.type.position.column))
    }

    // MARK: - Kind

    /// Whether the type can be a screen: a view or a view controller, not reusable content.
    var canBeScreen: Bool {
        !info.isProtocolExtension && !info.isToolbarContent && !info.isViewModifier
            && (info.isView || info.isViewController || framework == .uiKit)
    }

    func location(_ position: SyntaxPosition, _ file: String) -> SourceLocation {
        SourceLocation(file: file, line: position.line, column: position.column)
    }

    func addFinding(
        _ id: String, _ severity: Severity, _ message: String, _ where: SourceLocation,
        command: String? = nil
    ) {
        findings.append(
            SourceFinding(
                id: id, severity: severity, message: message, location: `where`,
                screen: name, command: command))
    }

    /// Reports content that cannot be followed at its place, and counts it against the site.
    func unresolved(_ reason: String, _ message: String, _ where: SourceLocation) {
        siteProblems.insert(reason)
        addFinding("unresolved-toolbar-content", .info, message, `where`)
    }

    // MARK: - Reading

    func read() {
        // Reusable content is read where a screen applies it, never on its own.
        guard !info.isProtocolExtension, !info.isToolbarContent, !info.isViewModifier else { return }
        readAvailability()
        for part in info.parts {
            for member in part.type.members {
                if member.isOverride, member.name == "preferredVerticalBarBehavior" {
                    framework = .uiKit
                    if firstExpression(member.body)?.memberName == "disabled" { screen.verticalBehavior = .disabled }
                    if firstNewAPIUse == nil { firstNewAPIUse = location(member.position, part.file) }
                }
                var walk = WalkState(file: part.file, scope: rootScope)
                walkStatements(member.body, &walk)
            }
        }
        if info.isViewController || framework == .uiKit { readUIKit() }
        finish()
    }

    private func readAvailability() {
        for part in info.parts {
            if part.type.attributes.contains(where: isAvailability27) { availabilityGated = true }
            for member in part.type.members where member.attributes.contains(where: isAvailability27) {
                availabilityGated = true
            }
        }
    }

    private func isAvailability27(_ attribute: String) -> Bool {
        attribute.hasPrefix("@available") && attribute.contains("27")
    }

    /// The environment property holding `value` in the type being read (`horizontalSizeClass`…).
    func environment(_ value: String, _ scope: Scope) -> String? {
        scope.type?.environment[value] ?? info.environment[value]
    }

    func firstExpression(_ statements: [SyntaxStatement]) -> SyntaxExpression? {
        for statement in statements {
            switch statement {
            case .expression(let expression, _), .returnStatement(let expression, _): return expression
            default: continue
            }
        }
        return nil
    }

    // MARK: - Generic walk (screen modifiers, device checks, navigation containers, helpers)

    struct WalkState {
        var file: String
        var scope: Scope
        var locals: [String: Bound] = [:]
        var navigationDepth = 0
        var position = SyntaxPosition(line: 1, column: 1)
        /// Helpers and modifiers being followed (no recursion).
        var following: Set<String> = []
        /// Where a followed helper was applied: its commands are placed there.
        var anchor: SourceLocation?

        init(file: String, scope: Scope) {
            self.file = file
            self.scope = scope
        }
    }

    func walkStatements(_ statements: [SyntaxStatement], _ state: inout WalkState) {
        for statement in statements {
            switch statement {
            case .expression(let expression, let position), .returnStatement(let expression, let position):
                state.position = position
                walkExpression(expression, &state)
            case .conditional(let conditional):
                state.position = conditional.position
                if conditional.isAvailabilityCheck, conditional.condition.contains("27") { availabilityGated = true }
                checkDeviceIdiom(conditional.condition, state)
                walkStatements(conditional.body, &state)
                if let elseBody = conditional.elseBody { walkStatements(elseBody, &state) }
            case .switchStatement(let switchStatement):
                state.position = switchStatement.position
                checkDeviceIdiom(switchStatement.subject, state)
                for switchCase in switchStatement.cases { walkStatements(switchCase.body, &state) }
            case .binding(let name, let value, let position):
                state.position = position
                state.locals[name] = Bound(value: value, scope: state.scope, locals: state.locals, file: state.file)
                walkExpression(value, &state)
            case .assignment(_, let value, let position):
                state.position = position
                walkExpression(value, &state)
            case .block(let nested):
                walkStatements(nested, &state)
            }
        }
    }

    func walkExpression(_ expression: SyntaxExpression, _ state: inout WalkState) {
        switch expression {
        case .reference(let path): checkDeviceIdiom(path, state)
        case .other(let text): checkDeviceIdiom(text, state)
        case .array(let elements): for element in elements { walkExpression(element, &state) }
        case .closure(let closure): walkStatements(closure.statements, &state)
        case .ternary(let condition, let then, let otherwise):
            checkDeviceIdiom(condition, state)
            walkExpression(then, &state)
            walkExpression(otherwise, &state)
        case .call(let call):
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
        idiomChecks.append(location(state.position, state.file))
    }

    private func visitCall(_ call: SyntaxCall, _ state: WalkState) {
        let here = location(call.position, state.file)
        if Self.newToolbarAPIs.contains(call.callee), firstNewAPIUse == nil { firstNewAPIUse = here }
        switch call.callee {
        case "toolbar":
            guard SiteFinder.isToolbarContent(call) else { return }
            hasToolbar = true
            if let root = chainRoot(call.base), Self.navigationContainers.contains(root.callee) {
                addFinding(
                    "toolbar-outside-navigation-container", .warning,
                    "`.toolbar` is attached to \(root.callee) itself; attach it to the content inside the "
                        + "container, or the items may not show.", here)
            }
            readToolbarSite(call, state)
        case "navigationTitle":
            if let title = literalText(call.argument(nil), state) { screen.title = title }
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
                addFinding(
                    "undocumented-api-name", .warning,
                    "`toolbarMinimizeBehavior` is the spelling used in talks; the SDK's modifier is "
                        + "`toolbarMinimizationBehavior(_:for:)`.", here)
            }
            let bar = call.argument("for")?.memberName
            if bar == nil || bar == "navigationBar",
                let behavior = call.argument(nil)?.memberName.flatMap(MinimizationBehavior.init(rawValue:))
            {
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
            if let presented = call.argument("isPresented"), case .reference(let path) = presented {
                confirmationStates.insert(stateName(path))
            }
        case "navigationBarItems":
            addFinding(
                "navigation-bar-items", .warning,
                "`navigationBarItems` is deprecated and does not take part in toolbar adaptation; use "
                    + "`.toolbar` with ToolbarItem placements.", here)
            readNavigationBarItems(call, state)
        case "NavigationStack", "NavigationView", "NavigationSplitView":
            if state.navigationDepth > 0 {
                addFinding(
                    "nested-navigation-containers", .warning,
                    "\(call.callee) inside another navigation container: the inner bar's toolbar items "
                        + "compete with the outer one's. Keep one container per column.", here)
            }
        case "modifier":
            followViewModifier(call, state)
        default:
            followHelperModifier(call, state)
        }
    }

    /// Reads one `.toolbar { }` as a site: its commands, and what could not be followed.
    private func readToolbarSite(_ call: SyntaxCall, _ state: WalkState) {
        let here = location(call.position, state.file)
        let saved = siteProblems
        siteProblems = []
        let start = commands.count
        var context = ContentContext(file: state.file, scope: state.scope)
        context.locals = state.locals
        context.anchor = state.anchor
        context.following = state.following
        if let closure = call.allClosures.first(where: { $0.label == nil || $0.label == "content" }) {
            readContent(closure.statements, &context)
        } else if let content = call.argument("content") {
            readContentExpression(content, call.position, context)
        }
        tracker.record(here, kind: ".toolbar", commands: commands.count - start, problems: siteProblems)
        siteProblems = saved
    }

    /// `.navigationBarItems(leading:trailing:)` (deprecated) as a site: what it shows is on the bar
    /// today, leading and trailing, so it is recorded like a toolbar's items.
    private func readNavigationBarItems(_ call: SyntaxCall, _ state: WalkState) {
        guard SiteFinder.isNavigationBarItems(call) else { return }
        let saved = siteProblems
        siteProblems = []
        let start = commands.count
        for (label, placement) in [("leading", Placement.topBarLeading), ("trailing", Placement.topBarTrailing)] {
            guard let value = call.argument(label) else { continue }
            var context = ContentContext(file: state.file, scope: state.scope)
            context.locals = state.locals
            context.anchor = state.anchor
            context.following = state.following
            context.placement = placement
            context.inItem = true
            readContentExpression(value, call.position, context)
        }
        tracker.record(
            location(call.position, state.file), kind: ".navigationBarItems",
            commands: commands.count - start, problems: siteProblems)
        siteProblems = saved
    }

    /// The call a modifier chain starts from (`A().b().c()` → `A()`).
    func chainRoot(_ expression: SyntaxExpression?) -> SyntaxCall? {
        var current = expression
        while case .call(let call)? = current {
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

    /// A string the code states for a screen title (a literal, a localized key, a constant).
    private func literalText(_ expression: SyntaxExpression?, _ state: WalkState) -> String? {
        guard let expression else { return nil }
        let resolved = Resolved(value: expression, scope: state.scope, locals: state.locals, file: state.file)
        let text = textValue(resolved, localizable: true)
        return text.unknown ? nil : text.text
    }
}
