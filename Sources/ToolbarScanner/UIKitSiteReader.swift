import ToolbarModel
import ToolbarSyntax

// MARK: - UIKit sites: where items are installed

/// Reading the places a view controller installs bar button items (`navigationItem`'s items and
/// groups, the bottom toolbar, `UIToolbar`s, `additionalOverflowItems`): each item they stand for
/// goes to ``ScreenBuilder/addUIKitElement(_:_:_:_:depth:named:)`` (UIKitItemReader.swift).
extension ScreenBuilder {
    // MARK: - Sites

    /// Reads one place that installs items, as a toolbar site.
    func readUIKitSite(_ kind: String, _ value: UIKitValue, _ facts: UIKitFacts, _ installed: inout [String: Int]) {
        framework = .uiKit
        let here = location(value.position, value.file)
        let saved = siteProblems
        siteProblems = []
        let start = commands.count
        let property = String(kind.split(separator: ".").last ?? "")
        switch property {
        case "leadingItemGroups", "trailingItemGroups", "centerItemGroups":
            let placement: Placement =
                property == "leadingItemGroups"
                ? .topBarLeading : (property == "trailingItemGroups" ? .topBarTrailing : .secondaryAction)
            for group in elements(value, facts) { readUIKitGroup(group, placement, facts, &installed) }
        case "pinnedTrailingGroup":
            if firstNewAPIUse == nil { firstNewAPIUse = here }
            for group in elements(value, facts) { readUIKitGroup(group, .topBarPinnedTrailing, facts, &installed) }
        case "rightBarButtonItems", "rightBarButtonItem", "setRightBarButton", "setRightBarButtonItems":
            for item in elements(value, facts) {
                addUIKitElement(item, PlacementInUIKit(placement: .topBarTrailing, overflow: false), facts, &installed)
            }
        case "leftBarButtonItems", "leftBarButtonItem", "setLeftBarButton", "setLeftBarButtonItems":
            for item in elements(value, facts) {
                addUIKitElement(item, PlacementInUIKit(placement: .topBarLeading, overflow: false), facts, &installed)
            }
        case "additionalOverflowItems":
            readOverflow(value, facts, &installed, depth: 0)
        default:  // toolbarItems, setToolbarItems, UIToolbar.items
            for item in elements(value, facts) {
                addUIKitElement(item, PlacementInUIKit(placement: .bottomBar, overflow: false), facts, &installed)
            }
        }
        tracker.record(here, kind: kind, commands: commands.count - start, problems: siteProblems)
        siteProblems = saved
    }

    /// The items a value stands for: an array literal, a variable holding one (or grown with
    /// `append`), `+` of arrays, `compactMap`, both sides of a ternary, a helper's result.
    func elements(_ value: UIKitValue, _ facts: UIKitFacts, depth: Int = 0) -> [UIKitValue] {
        guard depth < 8 else { return [value] }
        func with(_ expression: SyntaxExpression, _ condition: String? = nil) -> UIKitValue {
            var result = value
            result.value = expression
            if let call = expression.call, call.callee != "()" { result.position = call.position }
            if let condition { result.conditions.append(condition) }
            return result
        }
        switch value.value {
        case .array(let values):
            return values.flatMap { element -> [UIKitValue] in
                if case .array = element { return elements(with(element), facts, depth: depth + 1) }
                return [with(element)]
            }
        case .reference(let path):
            let name = path.hasPrefix("self.") ? String(path.dropFirst(5)) : path
            let found = uiKitBinding(path, at: value, facts)
            let appended = (found?.scope ?? facts.root).appended[name] ?? []
            if let bound = found?.value, isArray(bound.value) || !appended.isEmpty {
                var initial = bound
                initial.conditions = UIKitValue.conditions(value.conditions, adding: bound.conditions)
                return elements(initial, facts, depth: depth + 1)
                    + appended.flatMap { elements($0, facts, depth: depth + 1) }
            }
            if !appended.isEmpty { return appended.flatMap { elements($0, facts, depth: depth + 1) } }
            return [value]
        case .call(let call):
            if call.callee.hasPrefix("["), call.arguments.isEmpty { return [] }  // `[UIBarButtonItem]()`
            if ["compactMap", "filter", "reversed", "sorted", "map"].contains(call.callee), let base = call.base {
                return elements(with(base), facts, depth: depth + 1)
            }
            if call.callee == "+" {
                return call.arguments.flatMap { elements(with($0.value), facts, depth: depth + 1) }
            }
            if call.callee == "()", case .closure(let closure)? = call.base {
                return returnedValues(closure.statements).flatMap { elements(with($0), facts, depth: depth + 1) }
            }
            if call.base == nil, let function = facts.functions[call.callee],
                function.member.typeText?.contains("BarButtonItem") == true
            {
                let body = index.full(MemberRef(member: function.member, file: function.file, owner: info.name)).body
                return returnedValues(body).flatMap { returned -> [UIKitValue] in
                    var inner = with(returned)
                    inner.file = function.file
                    inner.scope = function.scope
                    return elements(inner, facts, depth: depth + 1)
                }
            }
            return [value]
        case .ternary(let condition, let then, let otherwise):
            return elements(with(then, condition), facts, depth: depth + 1)
                + elements(with(otherwise, "!(\(condition))"), facts, depth: depth + 1)
        case .other(let text) where text == "nil" || text == "[]":
            return []
        default:
            return [value]
        }
    }

    private func isArray(_ expression: SyntaxExpression) -> Bool {
        switch expression {
        case .array: return true
        case .call(let call): return call.callee == "+" || call.callee.hasPrefix("[")
        case .other(let text): return text.hasPrefix("[")
        default: return false
        }
    }

    /// The values a body returns (or its last expression), through its conditionals.
    func returnedValues(_ statements: [SyntaxStatement]) -> [SyntaxExpression] {
        var values: [SyntaxExpression] = []
        for statement in statements {
            switch statement {
            case .returnStatement(let value, _): values.append(value)
            case .conditional(let conditional):
                values += returnedValues(conditional.body) + returnedValues(conditional.elseBody ?? [])
            case .switchStatement(let switchStatement):
                values += switchStatement.cases.flatMap { returnedValues($0.body) }
            case .block(let nested): values += returnedValues(nested)
            default: continue
            }
        }
        if values.isEmpty, statements.count == 1, case .expression(let value, _) = statements[0] { values = [value] }
        return values
    }

    // MARK: - Groups

    private func readUIKitGroup(
        _ value: UIKitValue, _ placement: Placement, _ facts: UIKitFacts,
        _ installed: inout [String: Int]
    ) {
        var group = value
        if case .reference(let path) = value.value, let bound = uiKitBinding(path, at: value, facts) {
            group = bound.value
        }
        guard let call = group.value.call else {
            unresolved(
                "unknown-items", "`\(text(group.value))` could not be read as a bar button item group.",
                location(group.position, group.file))
            return
        }
        var items: [UIKitValue] = []
        func item(_ expression: SyntaxExpression) -> UIKitValue {
            var result = group
            result.value = expression
            return result
        }
        switch shortName(call.callee) {
        case "UIBarButtonItemGroup", "fixedGroup", "movableGroup", "optionalGroup":
            if let list = call.argument("barButtonItems") ?? call.argument("items") {
                items = elements(item(list), facts)
            }
            if items.isEmpty, let representative = call.argument("representativeItem") {
                items = elements(item(representative), facts)
            }
        case "creatingFixedGroup", "creatingMovableGroup", "creatingOptionalGroup":
            if let base = call.base { items = [item(base)] }
        default:
            addUIKitElement(group, PlacementInUIKit(placement: placement, overflow: false), facts, &installed)
            return
        }
        let comment = RegistryComment(call.trailingComment)
        // A group of one item is that item: it has no one to share a background with.
        guard items.count > 1 || comment?.group != nil else {
            for entry in items {
                addUIKitElement(entry, PlacementInUIKit(placement: placement, overflow: false), facts, &installed)
            }
            return
        }
        let temporary = "group-\(groups.count + 1)"
        groups.append(ToolbarGroup(name: temporary, placement: placement))
        let start = commands.count
        for entry in items {
            addUIKitElement(
                entry, PlacementInUIKit(placement: placement, group: temporary, overflow: false), facts,
                &installed)
        }
        var name =
            comment?.group
            ?? groupName(
                commands[start...].filter { $0.command.content.isCommand }
                    .map(\.command.key))
        if groups.contains(where: { RecordName.foldedKey($0.name) == RecordName.foldedKey(name) }) {
            name += "-\(groups.count)"
        }
        if let index = groups.firstIndex(where: { $0.name == temporary }) { groups[index].name = name }
        for index in start..<commands.count where commands[index].command.group == temporary {
            commands[index].command.group = name
        }
    }

    // MARK: - Overflow menu

    /// `additionalOverflowItems`: every action, submenu and inline section, also through
    /// `UIDeferredMenuElement`'s completion.
    private func readOverflow(
        _ value: UIKitValue, _ facts: UIKitFacts, _ installed: inout [String: Int],
        depth: Int
    ) {
        guard depth < 8 else { return }
        func visit(_ expression: SyntaxExpression) {
            var inner = value
            inner.value = expression
            if let call = expression.call, call.callee != "()" { inner.position = call.position }
            readOverflow(inner, facts, &installed, depth: depth + 1)
        }
        let overflow = PlacementInUIKit(placement: .overflowMenu, overflow: true)
        switch value.value {
        case .array(let values):
            values.forEach(visit)
        case .reference(let path):
            let name = path.hasPrefix("self.") ? String(path.dropFirst(5)) : path
            if let bound = uiKitBinding(path, at: value, facts) {
                readOverflow(bound.value, facts, &installed, depth: depth + 1)
            } else {
                unresolved(
                    "unknown-items", "`\(name)` could not be followed to the overflow menu's items.",
                    location(value.position, value.file))
            }
        case .call(let call):
            switch shortName(call.callee) {
            case "UIAction", "UICommand":
                addUIKitElement(value, overflow, facts, &installed)
            case "UIMenu":
                let inline =
                    call.argument("options").map {
                        ExpressionSearch.anyExpression($0) { $0.memberName == "displayInline" }
                    } ?? false
                if depth == 0, !inline, call.argument("title") == nil {
                    // The menu handed to `additionalOverflowItems` holds the entries.
                    if let children = call.argument("children") { visit(children) }
                } else if inline {
                    var divider = Command(key: "divider", title: "", content: .divider)
                    var context = ContentContext(file: value.file, scope: rootScope)
                    context.inOverflow = true
                    context.comment = call.trailingComment
                    apply(&divider, context)
                    add(divider, at: call.position, context, inferred: false)
                    if let children = call.argument("children") { visit(children) }
                } else {
                    addUIKitElement(value, overflow, facts, &installed)
                }
            case "uncached", "UIDeferredMenuElement":
                for closure in call.allClosures {
                    for returned in completions(closure.statements) { visit(returned) }
                }
            default:
                unresolved(
                    "unknown-items", "`\(text(value.value))` could not be read as overflow menu items.",
                    location(value.position, value.file))
            }
        default:
            unresolved(
                "unknown-items", "`\(text(value.value))` could not be read as overflow menu items.",
                location(value.position, value.file))
        }
    }

    /// What a deferred menu element hands its completion: `completion([…])`.
    private func completions(_ statements: [SyntaxStatement]) -> [SyntaxExpression] {
        var found: [SyntaxExpression] = []
        for statement in statements {
            switch statement {
            case .expression(.call(let call), _):
                if call.base == nil, call.arguments.count == 1, case .array = call.arguments[0].value {
                    found.append(call.arguments[0].value)
                } else {
                    for closure in call.allClosures { found += completions(closure.statements) }
                }
            case .conditional(let conditional):
                found += completions(conditional.body) + completions(conditional.elseBody ?? [])
            case .block(let nested): found += completions(nested)
            default: continue
            }
        }
        return found
    }
}
