import ToolbarModel
import ToolbarScanTypes
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

// MARK: - Views that become commands

extension ScreenBuilder {
    /// SwiftUI controls that are one command each.
    static let controls: Set<String> = [
        "Button", "Menu", "Toggle", "ShareLink", "EditButton", "Link", "Picker", "PasteButton", "RenameButton"
    ]
    /// Containers whose controls are commands of their own.
    static let stacks: Set<String> = ["HStack", "VStack", "ZStack", "Group", "ControlGroup", "ViewThatFits"]

    func readView(root: SyntaxCall, modifiers: [SyntaxCall], top: SyntaxCall?, _ context: ContentContext) {
        switch root.callee {
        case "Divider":
            var command = Command(key: "divider", title: "", content: .divider)
            apply(&command, context)
            add(command, at: root.position, context, inferred: false)
            return
        case "Spacer":
            var command = Command(key: "spacer", title: "", content: .spacer, spacer: .flexible)
            apply(&command, context)
            add(command, at: root.position, context, inferred: false)
            return
        case "ProgressView", "EmptyView", "ToolbarTitleMenu":
            return  // a progress indicator is not a command; it shows the state of one
        case "ForEach":
            unresolved(
                "ForEach",
                "`ForEach` makes toolbar items from data at run time; they cannot be listed from "
                    + "the code.", location(root.position, context.file))
            return
        default:
            break
        }
        if Self.controls.contains(root.callee) {
            readControl(root, modifiers: modifiers, context)
            return
        }
        if Self.stacks.contains(root.callee), containsControl(.call(root), context) {
            var inner = context
            if root.callee == "ViewThatFits", let first = root.allClosures.first?.statements.first {
                readContent([first], &inner)  // it shows the first child that fits: the widest
            } else {
                readClosures(of: root, &inner)
            }
            return
        }
        if root.callee.first?.isUppercase == true, followWrapperView(root, context) { return }
        if root.base == nil, root.callee.first?.isLowercase == true,
            expandFunction(root, root.position, context, asContent: false)
        {
            return
        }
        readCustomView(root, modifiers: modifiers, context)
    }

    /// Whether a view holds a control (directly, in a stack, or through a member of the type).
    func containsControl(_ expression: SyntaxExpression, _ context: ContentContext, depth: Int = 0) -> Bool {
        guard depth < 4 else { return false }
        return ExpressionSearch.anyExpression(expression) { candidate in
            guard case .call(let call) = candidate else {
                if case .reference(let name) = candidate, let reference = context.scope.type?.members[name],
                    reference.member.kind == .property
                {
                    return ExpressionSearch.anyStatement(index.full(reference).body) {
                        containsControl($0, context, depth: depth + 1)
                    }
                }
                return false
            }
            return Self.controls.contains(call.callee)
        }
    }

    // MARK: - Controls

    func readControl(_ root: SyntaxCall, modifiers: [SyntaxCall], _ context: ContentContext) {
        var command = Command(key: "", title: "")
        let here = context.resolved(.call(root))
        var facts = controlLabel(root, here)
        for modifier in modifiers {
            switch modifier.callee {
            case "labelStyle" where modifier.argument(nil)?.memberName == "iconOnly": facts.iconOnly = true
            case "labelStyle" where modifier.argument(nil)?.memberName == "titleOnly":
                facts.titleOnly = true
                facts.symbol = nil
                facts.symbolUnknown = false
            case "accessibilityLabel":
                if let label = modifier.argument(nil) {
                    let value = textValue(here.with(label), localizable: true)
                    if let text = value.text {
                        (facts.accessibilityLabel, facts.accessibilityKey) = (text, value.localizationKey)
                    }
                }
            case "accessibilityRepresentation":
                // What VoiceOver is given instead (`Menu("Accounts") {}`): its title names the control.
                guard facts.accessibilityLabel == nil, let closure = modifier.allClosures.first,
                    let shown = labelExpressions(closure.statements).first,
                    let control = flatten(shown).0
                else { continue }
                let represented = controlLabel(control, here.with(shown)).title
                if let text = represented.text {
                    (facts.accessibilityLabel, facts.accessibilityKey) = (text, represented.localizationKey)
                }
            default: continue
            }
        }
        if let role = roleOf(root, here) { command.role = role }
        if facts.title.isNone, facts.symbol == nil, !facts.symbolUnknown, let system = Self.roleLabels[command.role] {
            facts.title = TextValue(text: system.title)
            facts.symbol = system.symbol
        }
        switch root.callee {
        case "EditButton":
            facts.title = TextValue(text: "Edit", alternate: "Done")
        case "PasteButton" where facts.title.isNone:
            facts.title = TextValue(text: "Paste")
            facts.symbol = "doc.on.clipboard"
        case "RenameButton" where facts.title.isNone:
            facts.title = TextValue(text: "Rename")
            facts.symbol = "pencil"
        case "ShareLink":
            if facts.title.isNone { facts.title = TextValue(text: "Share") }
            if facts.symbol == nil, !facts.symbolUnknown { facts.symbol = "square.and.arrow.up" }
        default: break
        }
        fill(&command, with: facts)
        let name =
            facts.title.unknown
            ? (context.fallbackName ?? facts.title.source)
            : (facts.symbolUnknown ? context.fallbackName ?? text(here.value) : nil)
        finishView(&command, root: root, modifiers: modifiers, name: name.map(sourceName), context)
        let index = add(command, at: root.position, context, inferred: true)
        controlCommands.insert(index)
        if root.callee == "Button" {
            let states = actionStates(root)
            if !states.isEmpty { actionStates[index] = states }
        }
    }

    /// The label of a control: its title argument (`Button("Save", systemImage:)`), its label
    /// closure, or for `Toggle`/`Link`/`Menu` their own forms.
    func controlLabel(_ call: SyntaxCall, _ here: Resolved) -> LabelFacts {
        var facts = LabelFacts()
        if let title = call.argument(nil) ?? call.argument("titleKey") ?? call.argument("title"),
            !isClosure(title)
        {
            facts.title = textValue(here.with(title), localizable: true)
        }
        if let symbol = call.argument("systemImage") ?? call.argument("systemSymbol") {
            (facts.symbol, facts.alternateSymbol, facts.symbolUnknown) = symbolValue(here.with(symbol))
        } else if call.argument("image") != nil {
            facts.symbolUnknown = true
        }
        var label = call.closure("label")
        if label == nil, call.argument("action") != nil || ["Toggle", "Link"].contains(call.callee),
            facts.title.isNone
        {
            label = call.closure(nil)
        }
        if label == nil, call.callee == "Menu", facts.title.isNone, call.allClosures.count == 1,
            call.argument("content") == nil
        {
            label = nil
        }
        if let label, !labelExpressions(label.statements).isEmpty {
            let found = labelFacts(statements: label.statements, here)
            if facts.title.isNone { facts.title = found.title }
            if facts.symbol == nil, !facts.symbolUnknown {
                (facts.symbol, facts.alternateSymbol, facts.symbolUnknown) =
                    (found.symbol, found.alternateSymbol, found.symbolUnknown)
            }
            (facts.accessibilityLabel, facts.accessibilityKey) = (found.accessibilityLabel, found.accessibilityKey)
            facts.iconOnly = found.iconOnly
        } else if case .reference(let path)? = call.argument("label") {
            let found = labelFacts(here.with(.reference(path)))
            if facts.title.isNone { facts.title = found.title }
            if facts.symbol == nil { (facts.symbol, facts.symbolUnknown) = (found.symbol, found.symbolUnknown) }
        }
        return facts
    }

    private func isClosure(_ expression: SyntaxExpression) -> Bool {
        if case .closure = expression { return true }
        return false
    }

    private func roleOf(_ call: SyntaxCall, _ here: Resolved) -> CommandRole? {
        guard let role = call.argument("role") else { return nil }
        let value = Binder.resolve(here.with(role)).value
        if case .ternary(_, _, let otherwise) = value {
            return otherwise.memberName.flatMap(CommandRole.init(rawValue:))
        }
        return value.memberName.flatMap(CommandRole.init(rawValue:))
    }

    /// Title, symbol and content kind from a label.
    func fill(_ command: inout Command, with facts: LabelFacts) {
        command.title = facts.title.text ?? ""
        command.localizationKey = facts.title.localizationKey
        command.titleUnknown = facts.title.unknown && facts.title.text == nil
        command.alternateTitle = facts.title.alternate
        command.symbol = facts.symbol
        command.alternateSymbol = facts.alternateSymbol
        command.accessibilityLabel = facts.accessibilityLabel
        let hasTitle = facts.title.text != nil || facts.title.unknown
        if command.symbol != nil {
            command.content = .implied(hasSymbol: true, hasTitle: hasTitle && !facts.iconOnly)
        } else if facts.symbolUnknown, !facts.titleOnly {
            // An icon whose name the code does not state: as wide as a symbol, shown as a custom view.
            command.content = .custom
            command.customView = .assumed
        } else {
            command.content = .text
            if !hasTitle { command.titleUnknown = true }
        }
        // An icon's title is what VoiceOver and the overflow menu read: its accessibility label.
        if facts.title.text == nil, let label = facts.accessibilityLabel {
            command.title = label
            command.localizationKey = facts.accessibilityKey
            command.titleUnknown = false
        }
    }

    // MARK: - Custom views

    /// A view that is not a control: recorded as a custom view with its width, its title the text
    /// it shows when the code states one.
    func readCustomView(_ root: SyntaxCall, modifiers: [SyntaxCall], _ context: ContentContext) {
        let here = context.resolved(.call(root))
        var command = Command(key: "", title: "", content: .custom)
        let shown = firstText(in: .call(root), here)
        command.title = shown?.text ?? ""
        command.localizationKey = shown?.localizationKey
        command.alternateTitle = shown?.alternate
        command.titleUnknown = command.title.isEmpty
        let isInline =
            Self.stacks.contains(root.callee) || ["Text", "Image", "Label"].contains(root.callee)
            || root.callee.first?.isUppercase != true
        let name = isInline ? (context.memberName.map(memberTitle) ?? shown?.text ?? root.callee) : words(root.callee)
        let activeName = environment("appearsActive", context.scope) ?? "appearsActive"
        let frame = modifiers.last { $0.callee == "frame" }?.argument("width").flatMap(number)
        command.customView = CustomViewInfo(
            width: frame ?? CustomViewInfo.assumedWidth, reactsToActiveState: mentions(activeName, root, modifiers),
            showsTextAndSymbol: containsCall("Text", root) && containsCall("Image", root),
            adaptsToVerticalBar: environment("toolbarVerticalEdge", context.scope).map { mentions($0, root, modifiers) }
                ?? false,
            widthSource: frame == nil ? .estimated : .measured)
        finishView(&command, root: root, modifiers: modifiers, name: name, context, inlineCustom: isInline)
        add(command, at: root.position, context, inferred: true)
    }

    /// The first `Text` a view shows, as the code states it (unknown when it does not).
    private func firstText(in expression: SyntaxExpression, _ here: Resolved) -> TextValue? {
        var found: TextValue?
        _ = ExpressionSearch.anyExpression(expression) { candidate in
            guard found == nil, case .call(let call) = candidate, call.callee == "Text" || call.callee == "Label",
                let first = call.argument(nil)
            else { return false }
            found = textValue(here.with(first), localizable: true)
            return true
        }
        return found
    }

    /// Modifiers every item reads, the key, placement and findings.
    private func finishView(
        _ command: inout Command, root: SyntaxCall, modifiers: [SyntaxCall], name: String?,
        _ context: ContentContext, inlineCustom: Bool = false
    ) {
        let here = context.resolved(.call(root))
        var hasLargeContentViewer = false
        for modifier in modifiers {
            switch modifier.callee {
            case "accessibilityLabel":
                if let label = modifier.argument(nil) {
                    command.accessibilityLabel =
                        textValue(here.with(label), localizable: true).text
                        ?? command.accessibilityLabel
                }
            case "badge": command.badge = modifier.argument(nil).map(text)
            case "accessibilityShowsLargeContentViewer": hasLargeContentViewer = true
            case "visibilityPriority": command.priority = priority(modifier.argument(nil))
            case "axisBehavior":
                if let axis = modifier.argument(nil)?.memberName.flatMap(AxisBehavior.init(rawValue:)) {
                    command.axis = axis
                }
            default: continue
            }
        }
        let keyName = command.content == .custom ? (context.memberName.map(memberTitle) ?? name) : name
        command.key = commandKey(command, name: inlineCustom ? keyName : (command.content == .custom ? name : name))
        if command.priority == nil { command.priority = context.priority }
        if command.axis == .automatic { command.axis = context.axis }
        apply(&command, context)
        let place = context.anchor ?? location(root.position, context.file)
        if command.content == .symbol, command.title.isEmpty, !command.titleUnknown,
            command.localizationKey == nil, command.accessibilityLabel == nil
        {
            addFinding(
                "icon-only-without-accessibility-label", .warning,
                "Icon-only item (\(command.symbol ?? "image")) has no title or `.accessibilityLabel`; "
                    + "VoiceOver and the overflow menu have nothing to show.", place, command: command.key)
        }
        guard command.content == .custom, inlineCustom else { return }
        if !hasLargeContentViewer {
            addFinding(
                "custom-item-without-large-content-viewer", .info,
                "Custom toolbar content has no `.accessibilityShowsLargeContentViewer`; people using large "
                    + "text cannot read it in the bar.", place, command: command.key)
        }
        if command.customView?.reactsToActiveState == false {
            addFinding(
                "custom-content-ignores-appears-active", .warning,
                "Custom toolbar content does not read `appearsActive`; it will not dim when the window is "
                    + "inactive like the system items do.", place, command: command.key)
        }
    }

    /// Sets placement, group, condition and size class from where the item is.
    func apply(_ command: inout Command, _ context: ContentContext) {
        command.placement = context.inOverflow ? .overflowMenu : context.placement
        command.group = context.inOverflow ? nil : context.group
        command.sizeClassCondition = context.sizeClass
        if let branch = context.branch {
            command.branch = CommandBranch(
                set: Self.placeholderSet(branch.set), path: branch.path.map(String.init).joined(separator: "."),
                condition: String(branch.condition.prefix(TextField.notesLimit)), fromOS: branch.fromOS,
                beforeOS: branch.beforeOS)
        }
    }

    /// Appends a command, taking key and classification from a `// toolbar-registry:` comment.
    @discardableResult
    func add(_ command: Command, at position: SyntaxPosition, _ context: ContentContext, inferred: Bool) -> Int {
        let place = context.anchor ?? location(position, context.file)
        var command = sanitized(command, at: place)
        var scanned = ScannedCommand(
            command: command, location: place,
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
    /// characters. A text with invisible characters (bidi controls, zero-width) is not recorded
    /// but reported: the title is then unknown. No title is ever made up.
    func sanitized(_ command: Command, at place: SourceLocation) -> Command {
        func clean(_ text: String, _ field: String) -> String? {
            if let scalar = text.unicodeScalars.first(where: TextRules.isInvisible) {
                addFinding(
                    "title-with-invisible-characters", .warning,
                    "The \(field) holds \(TextRules.describe(scalar)), which the registry refuses in titles "
                        + "(it can make two titles look the same); the \(field) is recorded as unknown.",
                    place, command: command.key)
                return nil
            }
            let scalars = text.unicodeScalars.map { scalar -> Character in
                scalar.properties.generalCategory == .control ? " " : Character(scalar)
            }
            let words = String(scalars).split(whereSeparator: { $0 == " " })
            return String(words.joined(separator: " ").prefix(TextField.titleLimit))
        }
        var command = command
        if let title = clean(command.title, "title") {
            command.title = title
        } else {
            command.title = ""
            command.titleUnknown = true
        }
        command.symbol = command.symbol.flatMap { clean($0, "symbol") }.flatMap { $0.isEmpty ? nil : $0 }
        command.alternateSymbol = command.alternateSymbol.flatMap { clean($0, "symbol") }.flatMap {
            $0.isEmpty ? nil : $0
        }
        command.accessibilityLabel = command.accessibilityLabel.flatMap { clean($0, "accessibility label") }
        command.badge = command.badge.flatMap { clean($0, "badge") }
        command.alternateTitle = command.alternateTitle.flatMap { clean($0, "alternate title") }
        command.localizationKey = command.localizationKey.flatMap { clean($0, "localization key") }
        if command.key.isEmpty || (try? RecordName.validate(command.key, kind: "key")) == nil {
            command.key = RecordName.slug(command.key)
        }
        if command.content.isCommand, command.title.isEmpty, command.symbol == nil { command.titleUnknown = true }
        if command.titleUnknown, !command.title.isEmpty, command.localizationKey == nil { command.titleUnknown = false }
        // A symbol the code does not name: the item is read as text rather than refused (the
        // command line refuses `--content symbol` without `--symbol` instead: that is a mistake).
        if command.content == .symbol || command.content == .symbolAndText, command.symbol == nil {
            command.content = .text
        }
        command.normalize()
        return command
    }

    /// State names the button's action sets to `true` or toggles.
    private func actionStates(_ call: SyntaxCall) -> Set<String> {
        var action: SyntaxClosure?
        if case .closure(let closure)? = call.argument("action") { action = closure }
        if action == nil, call.argument("action") == nil { action = call.closure(nil) }
        guard let action else { return [] }
        var states: Set<String> = []
        func scan(_ statements: [SyntaxStatement]) {
            for statement in statements {
                switch statement {
                case .assignment(let target, .boolean(true), _): states.insert(stateName(target))
                case .expression(.call(let call), _) where call.callee == "toggle":
                    if case .reference(let path)? = call.base { states.insert(stateName(path)) }
                case .conditional(let conditional):
                    scan(conditional.body)
                    scan(conditional.elseBody ?? [])
                case .block(let nested): scan(nested)
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
        case .string(let text), .interpolatedString(let text), .reference(let text), .other(let text): return text
        case .ternary(let condition, let then, let otherwise):
            return "\(condition) ? \(text(then)) : \(text(otherwise))"
        case .member(let name): return "." + name
        case .boolean(let value): return value ? "true" : "false"
        case .call(let call):
            let base = call.base.map { text($0) + "." } ?? ""
            return base + call.callee + (call.isPropertyAccess ? "" : "()")
        default: return "…"
        }
    }

    private func number(_ expression: SyntaxExpression) -> Double? {
        if case .other(let text) = expression { return Double(text) }
        return nil
    }

    /// `editorStatusItem` → `Editor Status`.
    func memberTitle(_ name: String) -> String {
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
            if character == " " || character == "_" {
                if !result.isEmpty, result.last != " " { result += " " }
                continue
            }
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
            case .ternary(let path, _, _), .reference(let path), .other(let path), .interpolatedString(let path):
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
        case .call(let call):
            if let base = call.base, anyExpression(base, test) { return true }
            if call.arguments.contains(where: { anyExpression($0.value, test) }) { return true }
            return call.trailingClosures.contains { anyStatement($0.statements, test) }
        case .array(let elements): return elements.contains { anyExpression($0, test) }
        case .ternary(_, let then, let otherwise): return anyExpression(then, test) || anyExpression(otherwise, test)
        case .closure(let closure): return anyStatement(closure.statements, test)
        default: return false
        }
    }

    static func anyStatement(_ statements: [SyntaxStatement], _ test: (SyntaxExpression) -> Bool) -> Bool {
        statements.contains { statement in
            switch statement {
            case .expression(let expression, _), .returnStatement(let expression, _),
                .binding(_, let expression, _), .assignment(_, let expression, _):
                return anyExpression(expression, test)
            case .conditional(let conditional):
                return (test(.other(conditional.condition))) || anyStatement(conditional.body, test)
                    || anyStatement(conditional.elseBody ?? [], test)
            case .switchStatement(let switchStatement):
                return test(.other(switchStatement.subject))
                    || switchStatement.cases.contains { anyStatement($0.body, test) }
            case .block(let nested):
                return anyStatement(nested, test)
            }
        }
    }
}
