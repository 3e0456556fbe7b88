import ToolbarModel
import ToolbarScanTypes
import ToolbarSyntax

/// The name an item is installed by: the scopes it was followed through (outermost first; the
/// last is the one that made it), and where `name.property = …` statements for it are when that is
/// not those scopes (a lazy property's closure).
struct UIKitItemName {
    var name: String
    var scopes: [UIKitScope] = []
    var overridesIn: [UIKitScope]?

    /// The same name in one scope is one item; two methods' locals of one name are two.
    var identity: String {
        guard let scope = scopes.last, scope.parent != nil else { return name }
        return "\(name)@\(ObjectIdentifier(scope).hashValue)"
    }

    /// The properties set on the item, in every scope it was followed through; a local kept in
    /// the property of its name (`self.shareItem = shareItem`) also takes those set on the property.
    var overrides: [String: SyntaxExpression]? {
        var chosen = overridesIn ?? scopes
        if let kept = chosen.first(where: { $0.kept.contains(name) }) { chosen.insert(kept.root, at: 0) }
        var result: [String: SyntaxExpression]?
        for (index, scope) in chosen.enumerated() where !chosen[..<index].contains(where: { $0 === scope }) {
            guard let properties = scope.overrides[name] else { continue }
            result = result.map { $0.merging(properties) { _, later in later } } ?? properties
        }
        return result
    }
}

/// Facts about one UIKit bar button item expression.
struct UIKitItem {
    var command: Command
    var position: SyntaxPosition
    var isCustomView = false
    var comment: String?
}

// MARK: - UIKit items: following an installed item to how it is made

extension ScreenBuilder {
    // MARK: - Items

    /// Records one item: through variables, lazy properties and outlets to how it is made, with
    /// the properties set on it. The same item installed twice is one command.
    func addUIKitElement(
        _ value: UIKitValue, _ placement: PlacementInUIKit, _ facts: UIKitFacts,
        _ installed: inout [String: Int], depth: Int = 0, named: UIKitItemName? = nil
    ) {
        guard depth < 8 else { return }
        var current = value
        var variable = named
        var conditions = value.conditions
        for _ in 0..<8 {
            guard case .reference(let path) = current.value else { break }
            let name = path.hasPrefix("self.") ? String(path.dropFirst(5)) : path
            if name.hasSuffix("searchBarPlacementBarButtonItem") { return }  // the search field's place
            if name == "editButtonItem" {
                var command = Command(key: "edit", title: "Edit", content: .text, alternateTitle: "Done")
                command.key = commandKey(command, name: name)
                record(
                    command, UIKitItem(command: command, position: current.position),
                    identity: name + "|\(placement.placement.rawValue)", value: current, conditions: conditions,
                    placement, &installed)
                return
            }
            if variable == nil { variable = UIKitItemName(name: name) }
            if let found = uiKitBinding(path, at: current, facts), !loopsBack(found.value, name, found.scope, facts) {
                if name == variable?.name { variable?.scopes.append(found.scope) }
                // A local made in the branch of its install holds that branch's conditions already.
                conditions = UIKitValue.conditions(conditions, adding: found.value.conditions)
                current = found.value
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
                applyOverrides(
                    &command, (current.scope ?? facts.root).owner(of: path).overrides[name] ?? [:],
                    file: current.file)
                command.key = commandKey(command, name: shown)
                if facts.outlets.contains(name), command.titleUnknown {
                    command.notes = "Made in a storyboard (outlet \(name)): its title is not in the code."
                }
                record(
                    command, UIKitItem(command: command, position: current.position),
                    identity: name + "|\(placement.placement.rawValue)", value: current, conditions: conditions,
                    placement, &installed)
            } else {
                unresolved(
                    "unknown-items",
                    "`\(name)` is not a bar button item the scanner can find in "
                        + "\(self.name); it is not recorded.", location(current.position, current.file))
            }
            return
        }
        if case .call(let call) = current.value, call.callee == "()", case .closure(let closure)? = call.base,
            let returned = returnedValues(closure.statements).first
        {
            // The closure's locals, seen only inside it.
            let scope = (current.scope ?? facts.root).inner()
            collectLocal(closure.statements, file: current.file, into: scope)
            var inner = current
            inner.value = returned
            inner.scope = scope
            if case .reference(let local) = returned, let bound = scope.bindings[local] {
                inner = bound
                // What the closure sets on the item it returns is set on the property's item.
                scope.overrides[variable?.name ?? local] = scope.overrides[local]
                variable?.overridesIn = [scope]
            }
            inner.conditions = conditions
            addUIKitElement(inner, placement, facts, &installed, depth: depth + 1, named: variable)
            return
        }
        // A choice, a list or a helper's result: each item it stands for.
        let expanded = elements(current, facts)
        if expanded.count != 1 || !sameValue(expanded[0].value, current.value) {
            for element in expanded {
                var inner = element
                inner.conditions = UIKitValue.conditions(conditions, adding: element.conditions)
                addUIKitElement(inner, placement, facts, &installed, depth: depth + 1)
            }
            return
        }
        // `with(item) { $0.… }`, `item.then { … }`: the item itself.
        if case .call(let call) = current.value, call.callee == "with" || call.callee == "then" {
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
        if case .call(let call) = current.value, call.base == nil, call.arguments.isEmpty,
            call.trailingClosures.isEmpty, let bound = uiKitBinding(call.callee, at: current, facts)?.value,
            case .closure(let made) = bound.value,
            let returned = returnedValues(made.statements).first
        {
            current.value = returned
            current.scope = bound.scope
            addUIKitElement(current, placement, facts, &installed, depth: depth + 1)
            return
        }
        guard var item = uiKitItem(current, facts) else {
            unresolved(
                "unknown-items", "`\(text(current.value))` could not be read as a bar button item.",
                location(current.position, current.file))
            return
        }
        if let properties = variable?.overrides {
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
            let iconOnly =
                command.title.isEmpty && !command.titleUnknown
                || item.command.title.isEmpty && command.accessibilityLabel != nil
            command.content = .implied(hasSymbol: command.symbol != nil, hasTitle: !iconOnly)
        }
        let name = variable.map { sourceName($0.name) } ?? (item.isCustomView ? text(current.value) : nil)
        command.key = commandKey(command, name: name)
        item.command = command
        let here = location(item.position, current.file)
        if command.content == .symbol, command.accessibilityLabel == nil {
            addFinding(
                "icon-only-without-accessibility-label", .warning,
                "Image-only bar button item (\(command.symbol ?? "image")) has no title or accessibilityLabel.",
                here, command: command.key)
        }
        if item.isCustomView {
            addFinding(
                "custom-item-without-large-content-viewer", .info,
                "Custom-view bar button item sets no large content (`largeContentTitle`/`largeContentImage`); "
                    + "people using large text cannot read it.", here, command: command.key)
        }
        let identity =
            (variable?.identity ?? "\(current.file):\(item.position.line):\(item.position.column)")
            + "|\(placement.placement.rawValue)"
        record(command, item, identity: identity, value: current, conditions: conditions, placement, &installed)
    }

    private func sameValue(_ lhs: SyntaxExpression, _ rhs: SyntaxExpression) -> Bool { lhs == rhs }

    /// Whether `value`, given to `name` in `scope`, is `name` again as read there (`x = x`).
    private func loopsBack(_ value: UIKitValue, _ name: String, _ scope: UIKitScope, _ facts: UIKitFacts) -> Bool {
        guard case .reference(let path) = value.value, path == name || path == "self." + name else { return false }
        return (value.scope ?? facts.root).declaring(path) === scope
    }

    /// Bindings and overrides inside a lazy property's closure.
    private func collectLocal(_ statements: [SyntaxStatement], file: String, into scope: UIKitScope) {
        for statement in statements {
            switch statement {
            case .binding(let name, let value, let position):
                scope.give(name, UIKitValue(value: value, file: file, position: position, scope: scope))
            case .assignment(let target, let value, _):
                let parts = target.split(separator: ".").map(String.init)
                if parts.count == 2 { scope.overrides[parts[0], default: [:]][parts[1]] = value }
            default: continue
            }
        }
    }

    private func record(
        _ command: Command, _ item: UIKitItem, identity: String, value: UIKitValue,
        conditions: [String], _ placement: PlacementInUIKit, _ installed: inout [String: Int]
    ) {
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
            context.branch = BranchPosition(
                set: set.set, path: [1], condition: conditions.last ?? "",
                fromOS: value.fromOS, beforeOS: value.beforeOS)
        }
        var command = command
        apply(&command, context)
        installed[identity] = add(command, at: item.position, context, inferred: true)
    }
}
