import ToolbarModel
import ToolbarSyntax

/// Titles and symbols of `UIBarButtonItem.SystemItem` values.
private let systemItems: [String: (title: String, symbol: String?)] = [
    "done": ("Done", nil), "cancel": ("Cancel", nil), "edit": ("Edit", nil), "save": ("Save", nil),
    "add": ("Add", "plus"), "compose": ("Compose", "square.and.pencil"), "reply": ("Reply", "arrowshape.turn.up.left"),
    "action": ("Share", "square.and.arrow.up"), "organize": ("Organize", "folder"),
    "bookmarks": ("Bookmarks", "book"), "search": ("Search", "magnifyingglass"),
    "refresh": ("Refresh", "arrow.clockwise"), "stop": ("Stop", "xmark"), "camera": ("Camera", "camera"),
    "trash": ("Delete", "trash"), "play": ("Play", "play.fill"), "pause": ("Pause", "pause.fill"),
    "rewind": ("Rewind", "backward.fill"), "fastForward": ("Fast Forward", "forward.fill"),
    "undo": ("Undo", "arrow.uturn.backward"), "redo": ("Redo", "arrow.uturn.forward"), "close": ("Close", "xmark"),
]

/// Facts about one UIKit bar button item expression.
private struct UIKitItem {
    var command: Command
    var position: SyntaxPosition
    var variable: String?
    var isCustomView = false
}

// MARK: - UIKit navigation items

extension ScreenBuilder {
    /// Reads `navigationItem` groups and items, property overrides on items and
    /// `leftItemsSupplementBackButton` from every member of a view controller.
    func readUIKit() {
        var bindings: [String: SyntaxExpression] = [:]
        var overrides: [String: [String: SyntaxExpression]] = [:]
        var assignments: [(target: String, value: SyntaxExpression, position: SyntaxPosition, file: String)] = []
        for part in parts {
            for member in part.type.members {
                if member.kind == .property, member.typeText != "Bool",
                   case let .expression(value, _)? = member.body.first, member.body.count == 1 {
                    bindings[member.name] = value
                }
                collect(member.body, file: part.file, &bindings, &overrides, &assignments)
            }
        }
        for assignment in assignments {
            var target = assignment.target
            if target.hasPrefix("self.") { target.removeFirst(5) }
            let parts = target.split(separator: ".").map(String.init)
            guard let property = parts.last, parts.count == 1 || parts[parts.count - 2] == "navigationItem" else {
                continue
            }
            let context = ContentContext(file: assignment.file)
            switch property {
            case "leadingItemGroups", "trailingItemGroups", "centerItemGroups":
                framework = .uiKit
                let placement: Placement = property == "leadingItemGroups"
                    ? .topBarLeading : (property == "trailingItemGroups" ? .topBarTrailing : .principal)
                for group in elements(assignment.value, bindings) {
                    readUIKitGroup(group, placement: placement, bindings, overrides, context)
                }
            case "pinnedTrailingGroup":
                framework = .uiKit
                if firstNewAPIUse == nil { firstNewAPIUse = location(assignment.position, assignment.file) }
                readUIKitGroup(resolve(assignment.value, bindings), placement: .topBarPinnedTrailing, bindings,
                               overrides, context)
            case "rightBarButtonItems", "rightBarButtonItem", "leftBarButtonItems", "leftBarButtonItem":
                framework = .uiKit
                var inner = context
                inner.placement = property.hasPrefix("right") ? .topBarTrailing : .topBarLeading
                for item in elements(assignment.value, bindings) {
                    addUIKitItem(item, bindings, overrides, inner)
                }
            case "additionalOverflowItems":
                framework = .uiKit
                var inner = context
                inner.inOverflow = true
                for action in menuActions(resolve(assignment.value, bindings)) {
                    addUIKitItem(.call(action), bindings, overrides, inner)
                }
            case "toolbarItems":
                framework = .uiKit
                var inner = context
                inner.placement = .bottomBar
                for item in elements(assignment.value, bindings) {
                    addUIKitItem(item, bindings, overrides, inner)
                }
            case "title":
                if let title = assignment.value.stringValue { screen.title = title }
            case "largeTitleDisplayMode":
                screen.titleDisplayMode = assignment.value.memberName == "always" ? .large : .inline
            case "searchController":
                screen.search = .automatic
            case "style":
                if assignment.value.memberName == "editor" { screen.toolbarRole = .editor }
                if assignment.value.memberName == "browser" { screen.toolbarRole = .browser }
            case "leftItemsSupplementBackButton":
                framework = .uiKit
                if case .boolean(true) = assignment.value {
                    addFinding("left-items-supplement-back-button", .info,
                               "`leftItemsSupplementBackButton = true` puts leading items beside Back; in a vertical "
                                   + "bar keep the default `false` and use a leading item only for a custom Back "
                                   + "or Close.",
                               location(assignment.position, assignment.file))
                }
            default: continue
            }
        }
    }

    private func collect(
        _ statements: [SyntaxStatement], file: String, _ bindings: inout [String: SyntaxExpression],
        _ overrides: inout [String: [String: SyntaxExpression]],
        _ assignments: inout [(target: String, value: SyntaxExpression, position: SyntaxPosition, file: String)]
    ) {
        for statement in statements {
            switch statement {
            case let .binding(name, value, _): bindings[name] = value
            case let .assignment(target, value, position):
                let parts = target.split(separator: ".").map(String.init).filter { $0 != "self" }
                if parts.count == 2, parts[0] != "navigationItem" {
                    overrides[parts[0], default: [:]][parts[1]] = value
                    if parts[1] == "axisBehavior" || parts[1] == "visibilityPriority", firstNewAPIUse == nil {
                        firstNewAPIUse = location(position, file)
                    }
                } else {
                    assignments.append((target, value, position, file))
                }
            case let .conditional(conditional):
                collect(conditional.body, file: file, &bindings, &overrides, &assignments)
                collect(conditional.elseBody ?? [], file: file, &bindings, &overrides, &assignments)
            case let .switchStatement(switchStatement):
                for switchCase in switchStatement.cases {
                    collect(switchCase.body, file: file, &bindings, &overrides, &assignments)
                }
            case let .block(nested): collect(nested, file: file, &bindings, &overrides, &assignments)
            case .expression, .returnStatement: continue
            }
        }
    }

    private func resolve(_ expression: SyntaxExpression, _ bindings: [String: SyntaxExpression]) -> SyntaxExpression {
        if case let .reference(path) = expression {
            let name = path.hasPrefix("self.") ? String(path.dropFirst(5)) : path
            if let value = bindings[name] { return value }
        }
        return expression
    }

    private func elements(
        _ expression: SyntaxExpression, _ bindings: [String: SyntaxExpression]
    ) -> [SyntaxExpression] {
        if case let .array(values) = resolve(expression, bindings) { return values }
        return [expression]
    }

    private func shortName(_ callee: String) -> String {
        String(callee.split(separator: ".").last ?? "")
    }

    private func readUIKitGroup(
        _ expression: SyntaxExpression, placement: Placement, _ bindings: [String: SyntaxExpression],
        _ overrides: [String: [String: SyntaxExpression]], _ context: ContentContext
    ) {
        let group = resolve(expression, bindings)
        guard let call = group.call else { return }
        var items: [SyntaxExpression] = []
        switch shortName(call.callee) {
        case "UIBarButtonItemGroup", "fixedGroup", "movableGroup", "optionalGroup":
            if let list = call.argument("barButtonItems") ?? call.argument("items") {
                items = elements(list, bindings)
            }
            if items.isEmpty, let representative = call.argument("representativeItem") { items = [representative] }
        case "creatingFixedGroup", "creatingMovableGroup", "creatingOptionalGroup":
            if let base = call.base { items = [base] }
        default:
            return
        }
        var inner = context
        inner.placement = placement
        let temporary = "group-\(groups.count + 1)"
        inner.group = temporary
        groups.append(ToolbarGroup(name: temporary, placement: placement))
        let start = commands.count
        for item in items { addUIKitItem(item, bindings, overrides, inner) }
        var name = groupName(commands[start...].filter { $0.command.content.isCommand }.map(\.command.key))
        if groups.contains(where: { RecordName.foldedKey($0.name) == RecordName.foldedKey(name) }) {
            name += "-\(groups.count)"
        }
        if let index = groups.firstIndex(where: { $0.name == temporary }) { groups[index].name = name }
        for index in start..<commands.count where commands[index].command.group == temporary {
            commands[index].command.group = name
        }
    }

    private func menuActions(_ expression: SyntaxExpression) -> [SyntaxCall] {
        var found: [SyntaxCall] = []
        func visit(_ expression: SyntaxExpression) {
            switch expression {
            case let .call(call):
                if ["UIAction", "UICommand"].contains(shortName(call.callee)) {
                    found.append(call)
                    return
                }
                call.arguments.forEach { visit($0.value) }
            case let .array(values): values.forEach(visit)
            default: break
            }
        }
        visit(expression)
        return found
    }

    private func addUIKitItem(
        _ expression: SyntaxExpression, _ bindings: [String: SyntaxExpression],
        _ overrides: [String: [String: SyntaxExpression]], _ context: ContentContext
    ) {
        var variable: String?
        if case let .reference(path) = expression {
            variable = path.hasPrefix("self.") ? String(path.dropFirst(5)) : path
        }
        guard var item = uiKitItem(resolve(expression, bindings)) else { return }
        item.variable = variable
        if item.isCustomView, let variable { item.command.title = words(variable) }
        var inner = context
        if let variable, let properties = overrides[variable] {
            for (property, value) in properties.sorted(by: { $0.key < $1.key }) {
                switch property {
                case "visibilityPriority": item.command.priority = priority(value)
                case "axisBehavior":
                    if let axis = value.memberName.flatMap(AxisBehavior.init(rawValue:)) { item.command.axis = axis }
                case "accessibilityLabel": item.command.accessibilityLabel = value.stringValue
                case "title": if let title = value.stringValue { item.command.title = title }
                case "image": if let symbol = systemName(value) { item.command.symbol = symbol }
                case "showsLargeContentViewer", "largeContentTitle", "largeContentImage", "largeContentSizeImage":
                    item.isCustomView = false
                case "badge": item.command.badge = text(value)
                default: continue
                }
            }
        }
        var command = item.command
        if command.content.isCommand {
            command.content = command.symbol == nil ? .text : (command.title.isEmpty ? .symbol : .symbolAndText)
            if item.isCustomView || command.customView != nil { command.content = .custom }
        }
        let base = command.title.isEmpty
            ? (command.accessibilityLabel ?? command.symbol ?? command.content.rawValue) : command.title
        command.key = RecordName.slug(base)
        apply(&command, inner)
        inner.comment = nil
        let here = location(item.position, context.file)
        if command.content == .symbol, command.accessibilityLabel == nil {
            addFinding("icon-only-without-accessibility-label", .warning,
                       "Image-only bar button item (\(command.symbol ?? "image")) has no title or accessibilityLabel.",
                       here, command: command.key)
        }
        if item.isCustomView {
            addFinding("custom-item-without-large-content-viewer", .info,
                       "Custom-view bar button item sets no large content (`largeContentTitle`/`largeContentImage`); "
                           + "people using large text cannot read it.", here, command: command.key)
        }
        add(command, at: item.position, inner, inferred: true)
    }

    private func uiKitItem(_ expression: SyntaxExpression) -> UIKitItem? {
        guard let call = expression.call else { return nil }
        let name = shortName(call.callee)
        var command = Command(key: "", title: "")
        switch name {
        case "flexibleSpace", "fixedSpace":
            let sizing: SpacerSizing = name == "fixedSpace" ? .fixed : .flexible
            command = Command(key: "spacer", title: "", content: .spacer, spacer: sizing)
            return UIKitItem(command: command, position: call.position)
        case "UIAction", "UICommand":
            readAction(call, into: &command)
        case "UIBarButtonItem":
            if let system = (call.argument("barButtonSystemItem") ?? call.argument("systemItem"))?.memberName {
                if system == "flexibleSpace" || system == "fixedSpace" {
                    command = Command(key: "spacer", title: "", content: .spacer,
                                      spacer: system == "fixedSpace" ? .fixed : .flexible)
                    return UIKitItem(command: command, position: call.position)
                }
                let known = systemItems[system]
                command.title = known?.title ?? words(system)
                command.symbol = known?.symbol
                if system == "trash" { command.role = .destructive }
            }
            if let title = call.argument("title")?.stringValue { command.title = title }
            if let image = call.argument("image"), let symbol = systemName(image) { command.symbol = symbol }
            if let action = call.argument("primaryAction")?.call { readAction(action, into: &command) }
            if call.argument("customView") != nil {
                command.content = .custom
                command.title = command.title.isEmpty ? "Custom View" : command.title
                command.customView = CustomViewInfo(width: 44, widthSource: .estimated)
                return UIKitItem(command: command, position: call.position, isCustomView: true)
            }
        default:
            return nil
        }
        return UIKitItem(command: command, position: call.position)
    }

    private func readAction(_ action: SyntaxCall, into command: inout Command) {
        if let title = action.argument("title")?.stringValue { command.title = title }
        if let image = action.argument("image"), let symbol = systemName(image) { command.symbol = symbol }
        if let attributes = action.argument("attributes"),
           ExpressionSearch.anyExpression(attributes, { $0.memberName == "destructive" }) {
            command.role = .destructive
            let confirms = action.allClosures.contains { closure in
                ExpressionSearch.anyStatement(closure.statements) {
                    $0.call.map { shortName($0.callee) } == "UIAlertController"
                }
            }
            command.needsConfirmation = confirms
        }
    }

    private func systemName(_ expression: SyntaxExpression) -> String? {
        guard let call = expression.call, shortName(call.callee) == "UIImage" || call.callee == "init" else {
            return nil
        }
        return call.argument("systemName")?.stringValue
    }
}
