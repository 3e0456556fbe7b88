import ToolbarModel
import ToolbarSyntax

/// A `// toolbar-registry: key=<key> classification=<value> group=<name>` comment.
struct RegistryComment {
    static let prefix = "toolbar-registry:"
    var key: String?
    var classification: Classification?
    var group: String?

    init?(_ text: String?) {
        guard let text, text.hasPrefix(Self.prefix) else { return nil }
        for pair in text.dropFirst(Self.prefix.count).split(separator: " ") {
            let parts = pair.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2, !parts[1].isEmpty else { continue }
            let valid = (try? RecordName.validate(parts[1], kind: parts[0])) != nil
            switch parts[0] {
            case "key" where valid: key = parts[1]
            case "classification": classification = Classification(rawValue: parts[1])
            case "group" where valid: group = parts[1]
            default: continue
            }
        }
    }
}

/// What a `Label`, `Text` or `Image` shows.
struct LabelFacts {
    var title: String?
    var symbol: String?
}

// MARK: - Views that become commands

extension ScreenBuilder {
    static let stacks: Set<String> = ["HStack", "VStack", "ZStack", "Text", "Image", "Label", "ViewThatFits"]

    func readView(root: SyntaxCall, modifiers: [SyntaxCall], top: SyntaxCall?, _ context: ContentContext) {
        var command = Command(key: "", title: "")
        var states: Set<String> = []
        var inlineCustom = false
        switch root.callee {
        case "Button", "Menu", "Toggle":
            var label = buttonLabel(root)
            if case let .ternary(_, then, otherwise)? = root.argument(nil),
               let initial = otherwise.stringValue, let switched = then.stringValue {
                label.title = initial
                command.alternateTitle = switched
            }
            command.title = label.title ?? ""
            command.symbol = label.symbol
            command.content = label.symbol == nil ? .text : (label.title == nil ? .symbol : .symbolAndText)
            if let role = root.argument("role")?.memberName.flatMap(CommandRole.init(rawValue:)) { command.role = role }
            if root.callee == "Button" { states = actionStates(root) }
        case "ShareLink":
            command.title = root.argument(nil)?.stringValue ?? "Share"
            command.symbol = buttonLabel(root).symbol ?? "square.and.arrow.up"
            command.content = .symbolAndText
        case "EditButton":
            command.title = "Edit"
            command.alternateTitle = "Done"
            command.content = .text
        case "Divider":
            command = Command(key: "divider", title: "", content: .divider)
        case "Spacer", "EmptyView", "ForEach", "ToolbarTitleMenu":
            return
        default:
            let isStack = Self.stacks.contains(root.callee) || root.callee.first?.isUppercase != true
            inlineCustom = isStack
            let source = isStack ? (context.memberName.map(memberTitle) ?? "Custom") : words(root.callee)
            if root.callee == "Text", let text = root.argument(nil)?.stringValue { command.title = text } else {
                command.title = source
            }
            command.content = .custom
            // A width read from `frame(width:)` is measured; without one, 44 pt is a guess.
            let framed = modifiers.last { $0.callee == "frame" }?.argument("width").flatMap(number)
            let activeName = environment["appearsActive"] ?? "appearsActive"
            command.customView = CustomViewInfo(
                width: framed ?? 44, reactsToActiveState: mentions(activeName, root, modifiers),
                showsTextAndSymbol: containsCall("Text", root) && containsCall("Image", root),
                adaptsToVerticalBar: environment["toolbarVerticalEdge"].map { mentions($0, root, modifiers) } ?? false,
                widthSource: framed == nil ? .estimated : .measured)
        }
        var hasLargeContentViewer = false
        for modifier in modifiers {
            switch modifier.callee {
            case "accessibilityLabel": command.accessibilityLabel = modifier.argument(nil)?.stringValue
                ?? modifier.argument(nil).map(text)
            case "badge": command.badge = modifier.argument(nil).map(text)
            case "labelStyle" where modifier.argument(nil)?.memberName == "iconOnly" && command.symbol != nil:
                command.content = .symbol
            case "accessibilityShowsLargeContentViewer": hasLargeContentViewer = true
            case "visibilityPriority": command.priority = priority(modifier.argument(nil))
            case "axisBehavior":
                if let axis = modifier.argument(nil)?.memberName.flatMap(AxisBehavior.init(rawValue:)) {
                    command.axis = axis
                }
            default: continue
            }
        }
        let baseKey = command.title.isEmpty
            ? (command.accessibilityLabel ?? command.symbol ?? command.content.rawValue) : command.title
        if command.key.isEmpty { command.key = RecordName.slug(baseKey) }
        if command.priority == nil { command.priority = context.priority }
        if command.axis == .automatic { command.axis = context.axis }
        apply(&command, context)
        let here = location(root.position, context.file)
        checkView(command, inlineCustom: inlineCustom, hasLargeContentViewer: hasLargeContentViewer, here)
        let index = add(command, at: root.position, context, inferred: true)
        if !states.isEmpty { actionStates[index] = states }
    }

    private func checkView(_ command: Command, inlineCustom: Bool, hasLargeContentViewer: Bool,
                           _ here: SourceLocation) {
        if command.content == .symbol, command.title.isEmpty, command.accessibilityLabel == nil {
            addFinding("icon-only-without-accessibility-label", .warning,
                       "Icon-only item (\(command.symbol ?? "image")) has no title or `.accessibilityLabel`; "
                           + "VoiceOver and the overflow menu have nothing to show.", here, command: command.key)
        }
        guard command.content == .custom, inlineCustom else { return }
        if !hasLargeContentViewer {
            addFinding("custom-item-without-large-content-viewer", .info,
                       "Custom toolbar content has no `.accessibilityShowsLargeContentViewer`; people using large "
                           + "text cannot read it in the bar.", here, command: command.key)
        }
        if command.customView?.reactsToActiveState == false {
            addFinding("custom-content-ignores-appears-active", .warning,
                       "Custom toolbar content does not read `appearsActive`; it will not dim when the window is "
                           + "inactive like the system items do.", here, command: command.key)
        }
    }

    /// Sets placement, group, condition and size class from where the item is.
    func apply(_ command: inout Command, _ context: ContentContext) {
        command.placement = context.inOverflow ? .overflowMenu : context.placement
        command.group = context.inOverflow ? nil : context.group
        command.sizeClassCondition = context.sizeClass
    }

    /// Appends a command, taking key and classification from a `// toolbar-registry:` comment.
    @discardableResult
    func add(_ command: Command, at position: SyntaxPosition, _ context: ContentContext, inferred: Bool) -> Int {
        var command = Self.sanitized(command)
        var scanned = ScannedCommand(
            command: command, location: location(position, context.file),
            condition: context.conditions.isEmpty ? nil : context.conditions.joined(separator: " && "),
            classificationInferred: command.content.isCommand && inferred)
        if let comment = RegistryComment(context.comment) {
            if let key = comment.key {
                command.key = key
                scanned.keyFromComment = true
            }
            if let classification = comment.classification, command.content.isCommand {
                command.classification = classification
                scanned.classificationInferred = false
            }
            scanned.command = command
        }
        commands.append(scanned)
        return commands.count - 1
    }

    /// Text fields as the registry accepts them: one line, at most `TextField.titleLimit`
    /// characters, and a title for every command that has no symbol.
    static func sanitized(_ command: Command) -> Command {
        func clean(_ text: String) -> String {
            let scalars = text.unicodeScalars.map { scalar -> Character in
                scalar.properties.generalCategory == .control ? " " : Character(scalar)
            }
            let words = String(scalars).split(whereSeparator: { $0 == " " })
            return String(words.joined(separator: " ").prefix(TextField.titleLimit))
        }
        var command = command
        command.title = clean(command.title)
        command.symbol = command.symbol.map(clean).flatMap { $0.isEmpty ? nil : $0 }
        command.accessibilityLabel = command.accessibilityLabel.map(clean)
        command.badge = command.badge.map(clean)
        command.alternateTitle = command.alternateTitle.map(clean)
        if command.content.isCommand, command.title.isEmpty, command.symbol == nil {
            command.title = command.key.split(separator: "-").map { $0.capitalized }.joined(separator: " ")
            if command.content != .custom { command.content = .text }
        }
        if (command.content == .symbol || command.content == .symbolAndText), command.symbol == nil {
            command.content = .text
        }
        return command
    }

    // MARK: - Labels

    private func buttonLabel(_ call: SyntaxCall) -> LabelFacts {
        var facts = LabelFacts(
            title: call.argument(nil)?.stringValue, symbol: call.argument("systemImage")?.stringValue)
        if facts.title == nil, let key = call.argument("titleKey")?.stringValue { facts.title = key }
        var labelClosure = call.closure("label")
        if labelClosure == nil, call.argument("action") != nil || call.callee == "Toggle" {
            labelClosure = call.closure(nil)
        }
        if let labelClosure, let expression = firstExpression(labelClosure.statements) {
            let label = labelFacts(expression)
            facts.title = facts.title ?? label.title
            facts.symbol = facts.symbol ?? label.symbol
        }
        return facts
    }

    func labelFacts(_ expression: SyntaxExpression) -> LabelFacts {
        let (root, modifiers, _) = flatten(expression)
        guard let root else { return LabelFacts() }
        var facts = LabelFacts()
        switch root.callee {
        case "Label":
            facts.title = root.argument(nil)?.stringValue
            facts.symbol = root.argument("systemImage")?.stringValue
            if let title = root.closure("title").flatMap({ firstExpression($0.statements) }) {
                facts.title = facts.title ?? labelFacts(title).title
            }
            if let icon = root.closure("icon").flatMap({ firstExpression($0.statements) }) {
                facts.symbol = facts.symbol ?? labelFacts(icon).symbol
            }
        case "Text": facts.title = root.argument(nil)?.stringValue
        case "Image": facts.symbol = root.argument("systemName")?.stringValue
        default: break
        }
        if modifiers.contains(where: { $0.callee == "labelStyle" && $0.argument(nil)?.memberName == "titleOnly" }) {
            facts.symbol = nil
        }
        return facts
    }

    /// State names the button's action sets to `true` or toggles.
    private func actionStates(_ call: SyntaxCall) -> Set<String> {
        var action: SyntaxClosure?
        if case let .closure(closure)? = call.argument("action") { action = closure }
        if action == nil, call.argument("action") == nil { action = call.closure(nil) }
        guard let action else { return [] }
        var states: Set<String> = []
        func scan(_ statements: [SyntaxStatement]) {
            for statement in statements {
                switch statement {
                case let .assignment(target, .boolean(true), _): states.insert(stateName(target))
                case let .expression(.call(call), _) where call.callee == "toggle":
                    if case let .reference(path)? = call.base { states.insert(stateName(path)) }
                case let .conditional(conditional):
                    scan(conditional.body)
                    scan(conditional.elseBody ?? [])
                case let .block(nested): scan(nested)
                default: continue
                }
            }
        }
        scan(action.statements)
        return states
    }

    // MARK: - Text helpers

    func text(_ expression: SyntaxExpression) -> String {
        switch expression {
        case let .string(text), let .interpolatedString(text), let .reference(text), let .other(text): return text
        case let .ternary(condition, then, otherwise): return "\(condition) ? \(text(then)) : \(text(otherwise))"
        case let .member(name): return "." + name
        case let .boolean(value): return value ? "true" : "false"
        default: return "…"
        }
    }

    private func number(_ expression: SyntaxExpression) -> Double? {
        if case let .other(text) = expression { return Double(text) }
        return nil
    }

    /// `editorStatusItem` → `Editor Status`.
    private func memberTitle(_ name: String) -> String {
        var title = words(name)
        for suffix in [" Items", " Item", " View"] where title.hasSuffix(suffix) && title.count > suffix.count {
            title.removeLast(suffix.count)
        }
        return title
    }

    /// `CloseButton` → `Close Button`.
    func words(_ name: String) -> String {
        var result = ""
        for character in name {
            if character.isUppercase, !result.isEmpty, result.last != " " { result += " " }
            result.append(result.isEmpty ? Character(character.uppercased()) : character)
        }
        return result
    }

    private func mentions(_ name: String, _ root: SyntaxCall, _ modifiers: [SyntaxCall]) -> Bool {
        ([root] + modifiers).contains { ExpressionSearch.mentions(name, in: .call($0)) }
    }

    private func containsCall(_ callee: String, _ root: SyntaxCall) -> Bool {
        ExpressionSearch.containsCall(callee, in: .call(root))
    }
}

// MARK: - Searching expressions

enum ExpressionSearch {
    /// Whether `name` appears as an identifier or in source text anywhere in the expression.
    static func mentions(_ name: String, in expression: SyntaxExpression) -> Bool {
        anyExpression(expression) { candidate in
            switch candidate {
            case let .ternary(path, _, _), let .reference(path), let .other(path), let .interpolatedString(path):
                return path.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "_" })
                    .contains { $0 == name }
            default: return false
            }
        }
    }

    /// Whether a call to `callee` appears anywhere in the expression.
    static func containsCall(_ callee: String, in expression: SyntaxExpression) -> Bool {
        anyExpression(expression) { $0.call?.callee == callee }
    }

    static func anyExpression(_ expression: SyntaxExpression, _ test: (SyntaxExpression) -> Bool) -> Bool {
        if test(expression) { return true }
        switch expression {
        case let .call(call):
            if let base = call.base, anyExpression(base, test) { return true }
            if call.arguments.contains(where: { anyExpression($0.value, test) }) { return true }
            return call.trailingClosures.contains { anyStatement($0.statements, test) }
        case let .array(elements): return elements.contains { anyExpression($0, test) }
        case let .ternary(_, then, otherwise): return anyExpression(then, test) || anyExpression(otherwise, test)
        case let .closure(closure): return anyStatement(closure.statements, test)
        default: return false
        }
    }

    static func anyStatement(_ statements: [SyntaxStatement], _ test: (SyntaxExpression) -> Bool) -> Bool {
        statements.contains { statement in
            switch statement {
            case let .expression(expression, _), let .returnStatement(expression, _),
                 let .binding(_, expression, _), let .assignment(_, expression, _):
                return anyExpression(expression, test)
            case let .conditional(conditional):
                return (test(.other(conditional.condition))) || anyStatement(conditional.body, test)
                    || anyStatement(conditional.elseBody ?? [], test)
            case let .switchStatement(switchStatement):
                return test(.other(switchStatement.subject))
                    || switchStatement.cases.contains { anyStatement($0.body, test) }
            case let .block(nested):
                return anyStatement(nested, test)
            }
        }
    }
}
