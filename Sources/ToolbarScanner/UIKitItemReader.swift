import ToolbarModel
import ToolbarScanTypes
import ToolbarSyntax

/// Facts about one UIKit bar button item expression.
private struct UIKitItem {
    var command: Command
    var position: SyntaxPosition
    var isCustomView = false
    var comment: String?
}

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
            let placement: Placement = property == "leadingItemGroups"
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
        case let .array(values):
            return values.flatMap { element -> [UIKitValue] in
                if case .array = element { return elements(with(element), facts, depth: depth + 1) }
                return [with(element)]
            }
        case let .reference(path):
            let name = path.hasPrefix("self.") ? String(path.dropFirst(5)) : path
            let appended = facts.appended[name] ?? []
            if let bound = facts.bindings[name], isArray(bound.value) || !appended.isEmpty {
                var initial = bound
                initial.conditions = value.conditions + bound.conditions
                return elements(initial, facts, depth: depth + 1)
                    + appended.flatMap { elements($0, facts, depth: depth + 1) }
            }
            if !appended.isEmpty { return appended.flatMap { elements($0, facts, depth: depth + 1) } }
            return [value]
        case let .call(call):
            if call.callee.hasPrefix("["), call.arguments.isEmpty { return [] }  // `[UIBarButtonItem]()`
            if ["compactMap", "filter", "reversed", "sorted", "map"].contains(call.callee), let base = call.base {
                return elements(with(base), facts, depth: depth + 1)
            }
            if call.callee == "+" {
                return call.arguments.flatMap { elements(with($0.value), facts, depth: depth + 1) }
            }
            if call.callee == "()", case let .closure(closure)? = call.base {
                return returnedValues(closure.statements).flatMap { elements(with($0), facts, depth: depth + 1) }
            }
            if call.base == nil, let function = facts.functions[call.callee],
               function.member.typeText?.contains("BarButtonItem") == true {
                let body = index.full(MemberRef(member: function.member, file: function.file, owner: info.name)).body
                return returnedValues(body).flatMap { returned -> [UIKitValue] in
                    var inner = with(returned)
                    inner.file = function.file
                    return elements(inner, facts, depth: depth + 1)
                }
            }
            return [value]
        case let .ternary(condition, then, otherwise):
            return elements(with(then, condition), facts, depth: depth + 1)
                + elements(with(otherwise, "!(\(condition))"), facts, depth: depth + 1)
        case let .other(text) where text == "nil" || text == "[]":
            return []
        default:
            return [value]
        }
    }

    private func isArray(_ expression: SyntaxExpression) -> Bool {
        switch expression {
        case .array: return true
        case let .call(call): return call.callee == "+" || call.callee.hasPrefix("[")
        case let .other(text): return text.hasPrefix("[")
        default: return false
        }
    }

    /// The values a body returns (or its last expression), through its conditionals.
    func returnedValues(_ statements: [SyntaxStatement]) -> [SyntaxExpression] {
        var values: [SyntaxExpression] = []
        for statement in statements {
            switch statement {
            case let .returnStatement(value, _): values.append(value)
            case let .conditional(conditional):
                values += returnedValues(conditional.body) + returnedValues(conditional.elseBody ?? [])
            case let .switchStatement(switchStatement):
                values += switchStatement.cases.flatMap { returnedValues($0.body) }
            case let .block(nested): values += returnedValues(nested)
            default: continue
            }
        }
        if values.isEmpty, statements.count == 1, case let .expression(value, _) = statements[0] { values = [value] }
        return values
    }

    // MARK: - Groups

    private func readUIKitGroup(_ value: UIKitValue, _ placement: Placement, _ facts: UIKitFacts,
                                _ installed: inout [String: Int]) {
        var group = value
        if case let .reference(path) = value.value, let bound = facts.bindings[path.replacingOccurrences(
            of: "self.", with: "")] {
            group = bound
        }
        guard let call = group.value.call else {
            unresolved("unknown-items", "`\(text(group.value))` could not be read as a bar button item group.",
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
            addUIKitElement(entry, PlacementInUIKit(placement: placement, group: temporary, overflow: false), facts,
                            &installed)
        }
        var name = comment?.group ?? groupName(commands[start...].filter { $0.command.content.isCommand }
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
    private func readOverflow(_ value: UIKitValue, _ facts: UIKitFacts, _ installed: inout [String: Int],
                              depth: Int) {
        guard depth < 8 else { return }
        func visit(_ expression: SyntaxExpression) {
            var inner = value
            inner.value = expression
            if let call = expression.call, call.callee != "()" { inner.position = call.position }
            readOverflow(inner, facts, &installed, depth: depth + 1)
        }
        let overflow = PlacementInUIKit(placement: .overflowMenu, overflow: true)
        switch value.value {
        case let .array(values):
            values.forEach(visit)
        case let .reference(path):
            let name = path.hasPrefix("self.") ? String(path.dropFirst(5)) : path
            if let bound = facts.bindings[name] {
                readOverflow(bound, facts, &installed, depth: depth + 1)
            } else {
                unresolved("unknown-items", "`\(name)` could not be followed to the overflow menu's items.",
                           location(value.position, value.file))
            }
        case let .call(call):
            switch shortName(call.callee) {
            case "UIAction", "UICommand":
                addUIKitElement(value, overflow, facts, &installed)
            case "UIMenu":
                let inline = call.argument("options").map {
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
                unresolved("unknown-items", "`\(text(value.value))` could not be read as overflow menu items.",
                           location(value.position, value.file))
            }
        default:
            unresolved("unknown-items", "`\(text(value.value))` could not be read as overflow menu items.",
                       location(value.position, value.file))
        }
    }

    /// What a deferred menu element hands its completion: `completion([…])`.
    private func completions(_ statements: [SyntaxStatement]) -> [SyntaxExpression] {
        var found: [SyntaxExpression] = []
        for statement in statements {
            switch statement {
            case let .expression(.call(call), _):
                if call.base == nil, call.arguments.count == 1, case .array = call.arguments[0].value {
                    found.append(call.arguments[0].value)
                } else {
                    for closure in call.allClosures { found += completions(closure.statements) }
                }
            case let .conditional(conditional):
                found += completions(conditional.body) + completions(conditional.elseBody ?? [])
            case let .block(nested): found += completions(nested)
            default: continue
            }
        }
        return found
    }

    // MARK: - Items

    /// Records one item: through variables, lazy properties and outlets to how it is made, with
    /// the properties set on it. The same item installed twice is one command.
    func addUIKitElement(_ value: UIKitValue, _ placement: PlacementInUIKit, _ facts: UIKitFacts,
                         _ installed: inout [String: Int], depth: Int = 0, named: String? = nil) {
        guard depth < 8 else { return }
        var current = value
        var variable = named
        var conditions = value.conditions
        for _ in 0..<8 {
            guard case let .reference(path) = current.value else { break }
            let name = path.hasPrefix("self.") ? String(path.dropFirst(5)) : path
            if name.hasSuffix("searchBarPlacementBarButtonItem") { return }  // the search field's place
            if name == "editButtonItem" {
                var command = Command(key: "edit", title: "Edit", content: .text, alternateTitle: "Done")
                command.key = commandKey(command, name: name)
                record(command, UIKitItem(command: command, position: current.position),
                       identity: name + "|\(placement.placement.rawValue)", value: current, conditions: conditions,
                       placement, &installed)
                return
            }
            if variable == nil { variable = name }
            if let bound = facts.bindings[name], !isSelfReference(bound.value, name) {
                conditions += bound.conditions
                current = bound
                continue
            }
            if name.first?.isUppercase == true, let (value, _, file) = index.staticValue(name) {
                // `AppConstants.helpBarButtonItem`: a shared item made elsewhere in the app.
                noteDependency(file)
                current = UIKitValue(value: value, file: file, position: current.position, conditions: conditions)
                variable = nil
                continue
            }
            let shown = sourceName(name)
            var command = Command(key: "", title: "", content: .text, titleUnknown: true)
            if facts.outlets.contains(name) || facts.typedItems.contains(name) {
                applyOverrides(&command, facts.overrides[name] ?? [:], file: current.file)
                command.key = commandKey(command, name: shown)
                if facts.outlets.contains(name), command.titleUnknown {
                    command.notes = "Made in a storyboard (outlet \(name)): its title is not in the code."
                }
                record(command, UIKitItem(command: command, position: current.position),
                       identity: name + "|\(placement.placement.rawValue)", value: current, conditions: conditions,
                       placement, &installed)
            } else {
                unresolved("unknown-items", "`\(name)` is not a bar button item the scanner can find in "
                               + "\(self.name); it is not recorded.", location(current.position, current.file))
            }
            return
        }
        if case let .call(call) = current.value, call.callee == "()", case let .closure(closure)? = call.base,
           let returned = returnedValues(closure.statements).first {
            var localFacts = facts
            collectLocal(closure.statements, file: current.file, into: &localFacts)
            var inner = current
            inner.value = returned
            if case let .reference(local) = returned, let bound = localFacts.bindings[local] {
                inner = bound
                localFacts.overrides[variable ?? local] = localFacts.overrides[local]
            }
            inner.conditions = conditions
            addUIKitElement(inner, placement, localFacts, &installed, depth: depth + 1, named: variable)
            return
        }
        // A choice, a list or a helper's result: each item it stands for.
        let expanded = elements(current, facts)
        if expanded.count != 1 || !sameValue(expanded[0].value, current.value) {
            for element in expanded {
                var inner = element
                inner.conditions = conditions + element.conditions.filter { !conditions.contains($0) }
                addUIKitElement(inner, placement, facts, &installed, depth: depth + 1)
            }
            return
        }
        // `with(item) { $0.… }`, `item.then { … }`: the item itself.
        if case let .call(call) = current.value, call.callee == "with" || call.callee == "then" {
            if call.callee == "with", let first = call.arguments.first?.value {
                current.value = first
                addUIKitElement(current, placement, facts, &installed, depth: depth + 1)
                return
            }
            if call.callee == "then", let base = call.base {
                current.value = base
                addUIKitElement(current, placement, facts, &installed, depth: depth + 1)
                return
            }
        }
        // `flex()` where `let flex = { UIBarButtonItem(…) }`: what the closure returns.
        if case let .call(call) = current.value, call.base == nil, call.arguments.isEmpty,
           call.trailingClosures.isEmpty, let bound = facts.bindings[call.callee], case let .closure(made) = bound.value,
           let returned = returnedValues(made.statements).first {
            current.value = returned
            addUIKitElement(current, placement, facts, &installed, depth: depth + 1)
            return
        }
        guard var item = uiKitItem(current, facts) else {
            unresolved("unknown-items", "`\(text(current.value))` could not be read as a bar button item.",
                       location(current.position, current.file))
            return
        }
        if let variable, let properties = facts.overrides[variable] {
            applyOverrides(&item.command, properties, file: current.file)
            if properties.keys.contains(where: { $0.hasPrefix("largeContent") || $0 == "showsLargeContentViewer" }) {
                item.isCustomView = false
            }
        }
        var command = item.command
        // An icon's title is what VoiceOver and the overflow menu read: its accessibility label.
        if command.title.isEmpty, command.content.isCommand, let label = command.accessibilityLabel {
            command.title = label
            command.titleUnknown = false
        }
        if command.content.isCommand, command.content != .custom {
            let iconOnly = command.title.isEmpty && !command.titleUnknown
                || item.command.title.isEmpty && command.accessibilityLabel != nil
            command.content = command.symbol == nil ? .text : (iconOnly ? .symbol : .symbolAndText)
        }
        let name = variable.map(sourceName) ?? (item.isCustomView ? text(current.value) : nil)
        command.key = commandKey(command, name: name)
        item.command = command
        let here = location(item.position, current.file)
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
        let identity = (variable ?? "\(current.file):\(item.position.line):\(item.position.column)")
            + "|\(placement.placement.rawValue)"
        record(command, item, identity: identity, value: current, conditions: conditions, placement, &installed)
    }

    private func sameValue(_ lhs: SyntaxExpression, _ rhs: SyntaxExpression) -> Bool { lhs == rhs }

    private func isSelfReference(_ expression: SyntaxExpression, _ name: String) -> Bool {
        if case let .reference(path) = expression { return path == name || path == "self." + name }
        return false
    }

    /// Bindings and overrides inside a lazy property's closure.
    private func collectLocal(_ statements: [SyntaxStatement], file: String, into facts: inout UIKitFacts) {
        for statement in statements {
            switch statement {
            case let .binding(name, value, position):
                facts.bindings[name] = UIKitValue(value: value, file: file, position: position)
            case let .assignment(target, value, _):
                let parts = target.split(separator: ".").map(String.init)
                if parts.count == 2 { facts.overrides[parts[0], default: [:]][parts[1]] = value }
            default: continue
            }
        }
    }

    private func record(_ command: Command, _ item: UIKitItem, identity: String, value: UIKitValue,
                        conditions: [String], _ placement: PlacementInUIKit, _ installed: inout [String: Int]) {
        if let existing = installed[identity] {
            // The same item installed again (another method, another branch): one command.
            if commands[existing].condition != (conditions.isEmpty ? nil : conditions.joined(separator: " && ")) {
                commands[existing].condition = nil
                commands[existing].command.sizeClassCondition = .always
            }
            return
        }
        var context = ContentContext(file: value.file, scope: rootScope)
        context.placement = placement.placement
        context.group = placement.group
        context.inOverflow = placement.overflow
        context.conditions = conditions
        context.sizeClass = value.sizeClass
        context.comment = item.comment
        if value.fromOS != nil || value.beforeOS != nil {
            let set = startConditional(inside: nil, at: location(value.position, value.file))
            context.branch = BranchPosition(set: set.set, path: [1], condition: conditions.last ?? "",
                                            fromOS: value.fromOS, beforeOS: value.beforeOS)
        }
        var command = command
        apply(&command, context)
        installed[identity] = add(command, at: item.position, context, inferred: true)
    }

    private func uiKitItem(_ value: UIKitValue, _ facts: UIKitFacts) -> UIKitItem? {
        guard let call = value.value.call else { return nil }
        let name = shortName(call.callee)
        var command = Command(key: "", title: "")
        // Names the controller binds (`let image = UIImage(systemName: …)`) mean their values here.
        let locals = facts.bindings.mapValues { Bound(value: $0.value, scope: rootScope, locals: [:], file: $0.file) }
        let here = Resolved(value: value.value, scope: rootScope, locals: locals, file: value.file)
        switch name {
        case "flexibleSpace", "fixedSpace":
            let sizing: SpacerSizing = name == "fixedSpace" ? .fixed : .flexible
            command = Command(key: "spacer", title: "", content: .spacer, spacer: sizing)
            return UIKitItem(command: command, position: call.position, comment: call.trailingComment)
        case "UIAction", "UICommand", "UIMenu":
            readAction(call, here, into: &command)
            if name == "UIMenu", command.title.isEmpty, command.symbol == nil { command.titleUnknown = true }
        case "UIBarButtonItem", "init":
            if let system = (call.argument("barButtonSystemItem") ?? call.argument("systemItem"))?.memberName {
                if system == "flexibleSpace" || system == "fixedSpace" {
                    command = Command(key: "spacer", title: "", content: .spacer,
                                      spacer: system == "fixedSpace" ? .fixed : .flexible)
                    return UIKitItem(command: command, position: call.position, comment: call.trailingComment)
                }
                let known = systemItems[system]
                command.title = known?.title ?? words(system)
                command.symbol = known?.symbol
                if system == "trash" { command.role = .destructive }
                if system == "close" { command.role = .close }
                if system == "cancel" { command.role = .cancel }
            }
            if let title = call.argument("title") {
                let value = textValue(here.with(title), localizable: false)
                if let text = value.text {
                    command.title = text
                    command.localizationKey = value.localizationKey
                } else if value.unknown {
                    command.titleUnknown = true
                }
            }
            if let image = call.argument("image") {
                let symbol = uiKitSymbol(here.with(image))
                command.symbol = symbol.name
                if symbol.name == nil, command.title.isEmpty, !command.titleUnknown {
                    command.content = .custom
                    command.customView = CustomViewInfo(width: 44, widthSource: .estimated)
                    command.titleUnknown = true
                }
            }
            if let action = call.argument("primaryAction")?.call {
                var fromAction = Command(key: "", title: "")
                readAction(action, here, into: &fromAction)
                if command.title.isEmpty, !command.titleUnknown {
                    command.title = fromAction.title
                    command.titleUnknown = fromAction.titleUnknown
                    command.localizationKey = fromAction.localizationKey
                }
                command.symbol = command.symbol ?? fromAction.symbol
                if fromAction.role == .destructive { command.role = .destructive }
                command.needsConfirmation = fromAction.needsConfirmation
            }
            if let menu = call.argument("menu")?.call, command.title.isEmpty, command.symbol == nil {
                var fromMenu = Command(key: "", title: "")
                readAction(menu, here, into: &fromMenu)
                command.title = fromMenu.title
                command.symbol = fromMenu.symbol
                command.titleUnknown = fromMenu.titleUnknown
            }
            if let view = call.argument("customView") {
                command.content = .custom
                command.customView = CustomViewInfo(width: 44, widthSource: .estimated)
                if let maker = view.call, maker.callee == "makeLabel", let shown = maker.argument(nil)?.stringValue {
                    command.title = shown  // the view `generate --uikit` writes
                } else if command.title.isEmpty {
                    command.titleUnknown = true
                }
                if let maker = view.call, let width = maker.argument("width"), case let .other(number) = width,
                   let points = Double(number) {
                    command.customView?.width = points
                    command.customView?.widthSource = .measured
                }
                return UIKitItem(command: command, position: call.position, isCustomView: true,
                                 comment: call.trailingComment)
            }
            if command.title.isEmpty, command.symbol == nil, command.content != .custom { command.titleUnknown = true }
        default:
            // A bar button item class of the app (`ThemeToggleBarButtonItem()`): its initializer may set
            // `title` and `image`.
            guard call.callee.first?.isUppercase == true, index.declaresType(call.callee),
                  let type = index.type(named: call.callee),
                  type.inheritedTypes.contains(where: { $0.hasSuffix("BarButtonItem") }) else { return nil }
            var properties: [String: SyntaxExpression] = [:]
            for initializer in type.overloads["init"] ?? [] {
                noteDependency(initializer.file)
                for statement in index.full(initializer).body {
                    guard case let .assignment(target, value, _) = statement else { continue }
                    let name = target.hasPrefix("self.") ? String(target.dropFirst(5)) : target
                    if properties[name] == nil { properties[name] = value }
                }
            }
            command.titleUnknown = true
            applyOverrides(&command, properties, file: value.file)
            if command.symbol == nil, command.titleUnknown {
                command.content = .custom
                command.customView = CustomViewInfo(width: 44, widthSource: .estimated)
            }
            return UIKitItem(command: command, position: call.position, comment: call.trailingComment)
        }
        // An icon of the app's own (`UIBarButtonItem(icon: .gpsIcon, …)`): shown like a symbol, named nowhere.
        if command.title.isEmpty, command.symbol == nil, command.content != .custom,
           call.arguments.contains(where: { ($0.label ?? "").lowercased().contains("icon") }) {
            command.content = .custom
            command.customView = CustomViewInfo(width: 44, widthSource: .estimated)
            command.titleUnknown = true
        }
        return UIKitItem(command: command, position: call.position, comment: call.trailingComment)
    }

    private func readAction(_ action: SyntaxCall, _ here: Resolved, into command: inout Command) {
        if let title = action.argument("title") {
            let value = textValue(here.with(title), localizable: false)
            command.title = value.text ?? ""
            command.localizationKey = value.localizationKey
            command.titleUnknown = value.unknown && value.text == nil
        }
        if let image = action.argument("image") { command.symbol = uiKitSymbol(here.with(image)).name }
        if let attributes = action.argument("attributes"),
           ExpressionSearch.anyExpression(attributes, { $0.memberName == "destructive" }) {
            command.role = .destructive
            let confirms = action.allClosures.contains { closure in
                ExpressionSearch.anyStatement(closure.statements) {
                    guard let call = $0.call else { return false }
                    return shortName(call.callee) == "UIAlertController" || call.callee == "confirm"
                }
            }
            command.needsConfirmation = confirms
        }
    }

    private func applyOverrides(_ command: inout Command, _ properties: [String: SyntaxExpression], file: String) {
        let here = Resolved(value: .other(""), scope: rootScope, locals: [:], file: file)
        for (property, value) in properties.sorted(by: { $0.key < $1.key }) {
            switch property {
            case "visibilityPriority": command.priority = priority(value)
            case "axisBehavior":
                if let axis = value.memberName.flatMap(AxisBehavior.init(rawValue:)) { command.axis = axis }
            case "accessibilityLabel":
                command.accessibilityLabel = textValue(here.with(value), localizable: false).text
            case "title":
                let text = textValue(here.with(value), localizable: false)
                if let title = text.text {
                    command.title = title
                    command.localizationKey = text.localizationKey
                    command.titleUnknown = false
                }
            case "image":
                if let symbol = uiKitSymbol(here.with(value)).name {
                    command.symbol = symbol
                    if command.content == .text { command.content = command.titleUnknown ? .symbol : .symbolAndText }
                }
            case "badge": command.badge = text(value)
            default: continue
            }
        }
    }

    /// `UIImage(systemName:)`, `UIImage(systemSymbol:)`, `.init(systemName:)`, or a variable holding one.
    private func uiKitSymbol(_ start: Resolved, depth: Int = 0) -> (name: String?, unknown: Bool) {
        let value = Binder.resolve(start)
        guard depth < 6, let call = value.value.call else {
            if case let .reference(path) = value.value {
                let name = path.hasPrefix("self.") ? String(path.dropFirst(5)) : path
                // A property holding the image: `private let shareImage = UIImage(systemName: …)`.
                if let reference = value.scope.type?.members[name], reference.member.kind == .property,
                   let body = firstExpression(index.full(reference).body) {
                    return uiKitSymbol(Resolved(value: body, scope: value.scope, locals: [:], file: reference.file),
                                       depth: depth + 1)
                }
                // An image constant of the app (`Assets.Images.filter`, `static let filter = UIImage(…)!`).
                if name.first?.isUppercase == true, let (made, _, file) = index.staticValue(name) {
                    noteDependency(file)
                    return uiKitSymbol(Resolved(value: made, scope: rootScope, locals: [:], file: file), depth: depth + 1)
                }
                return (symbolValue(value).name, true)
            }
            return (nil, true)
        }
        let callee = shortName(call.callee)
        // `UIImage(systemName:)`, and an image type of the app named like one with a symbol
        // initializer (`RSImage(symbol: "chevron.down.circle")`, `typealias RSImage = UIImage`).
        let imageType = callee == "UIImage" || callee.first?.isUppercase == true && callee.hasSuffix("Image")
        guard imageType || call.callee == "init" || call.callee == "withConfiguration"
                || call.callee == "withRenderingMode" else { return (nil, true) }
        if let base = call.base, !imageType { return uiKitSymbol(value.with(base), depth: depth + 1) }
        let symbolArgument = call.argument("systemName") ?? call.argument("systemSymbol")
            ?? (callee == "UIImage" ? nil : call.argument("symbol"))
        if let name = symbolArgument {
            return (symbolValue(value.with(name)).name, false)
        }
        return (nil, true)
    }

    private func shortName(_ callee: String) -> String {
        String(callee.split(separator: ".").last ?? "")
    }
}
