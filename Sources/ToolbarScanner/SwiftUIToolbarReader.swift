import ToolbarModel
import ToolbarSyntax

/// Where toolbar content being read sits: placement, group, overflow, conditions.
struct ContentContext {
    var file: String
    var placement: Placement = .automatic
    var group: String?
    var priority: VisibilityPriority?
    var axis: AxisBehavior = .automatic
    var inOverflow = false
    var conditions: [String] = []
    var sizeClass: SizeClassCondition = .always
    var expanding: Set<String> = []
    var memberName: String?
    var comment: String?
}

// MARK: - Toolbar content

extension ScreenBuilder {
    /// Reads `.toolbar { }` content, a `ToolbarItem`'s views or a group's views.
    func readContent(_ statements: [SyntaxStatement], _ context: inout ContentContext) {
        for statement in statements {
            switch statement {
            case let .expression(expression, position), let .returnStatement(expression, position):
                readContentExpression(expression, position, context)
            case let .conditional(conditional):
                readConditional(conditional, context)
            case let .switchStatement(switchStatement):
                for switchCase in switchStatement.cases {
                    var inner = context
                    let text = "\(switchStatement.subject) \(switchCase.label)"
                    inner.conditions.append(text)
                    inner.sizeClass = Conditions.switchCase(
                        subject: switchStatement.subject, label: switchCase.label, environment: environment)
                        ?? context.sizeClass
                    readContent(switchCase.body, &inner)
                }
            case let .block(nested):
                readContent(nested, &context)
            case .binding, .assignment:
                continue
            }
        }
    }

    private func readConditional(_ conditional: SyntaxConditional, _ context: ContentContext) {
        var inner = context
        var otherwise = context
        if conditional.isAvailabilityCheck {
            if conditional.condition.contains("27") { availabilityGated = true }
            inner.conditions.append(conditional.condition)
            otherwise.conditions.append("!(\(conditional.condition))")
        } else {
            let sizeClass = Conditions.sizeClass(of: conditional.condition, builder: self)
            inner.conditions.append(conditional.condition)
            otherwise.conditions.append("!(\(conditional.condition))")
            if let sizeClass {
                inner.sizeClass = sizeClass
                if sizeClass == .regularWidth { otherwise.sizeClass = .compactWidth }
                if sizeClass == .compactWidth { otherwise.sizeClass = .regularWidth }
            } else {
                addFinding("item-toggled-with-if", .info,
                           "Toolbar items shown with `if \(conditional.condition)` appear and disappear and shift "
                               + "the bar; if only their availability changes, keep them and use `.disabled(...)`.",
                           location(conditional.position, context.file))
            }
        }
        readContent(conditional.body, &inner)
        if let elseBody = conditional.elseBody { readContent(elseBody, &otherwise) }
    }

    private func readContentExpression(_ expression: SyntaxExpression, _ position: SyntaxPosition,
                                       _ context: ContentContext) {
        let (root, modifiers, top) = flatten(expression)
        var context = context
        if let comment = top?.trailingComment ?? root?.trailingComment, comment.hasPrefix("toolbar-registry:") {
            context.comment = comment
        }
        applyContainerModifiers(modifiers, &context)
        // A computed property or @ToolbarContentBuilder function of the same type.
        if let referenced = referencedMember(expression: expression, root: root) {
            expand(referenced, at: position, context)
            return
        }
        guard let root else { return }
        switch root.callee {
        case "ToolbarItem":
            var inner = context
            inner.placement = placement(root.argument("placement")) ?? context.placement
            if inner.placement == .topBarPinnedTrailing, firstNewAPIUse == nil {
                firstNewAPIUse = location(root.position, context.file)
            }
            readItem(root, &inner)
        case "ToolbarItemGroup":
            readGroup(root, modifiers: modifiers, context)
        case "ToolbarOverflowMenu":
            var inner = context
            inner.inOverflow = true
            inner.comment = nil
            for closure in root.allClosures where closure.label == nil || closure.label == "content" {
                readContent(closure.statements, &inner)
            }
        case "ToolbarSpacer":
            let sizing = SpacerSizing(rawValue: root.argument(nil)?.memberName ?? "flexible") ?? .flexible
            var inner = context
            inner.placement = placement(root.argument("placement")) ?? context.placement
            var command = Command(key: "spacer", title: "", content: .spacer, spacer: sizing)
            apply(&command, inner)
            add(command, at: root.position, inner, inferred: false)
        case "Group", "ToolbarItemGroupContent":
            var inner = context
            for closure in root.allClosures { readContent(closure.statements, &inner) }
        default:
            readView(root: root, modifiers: modifiers, top: top, context)
        }
    }

    private func readItem(_ item: SyntaxCall, _ context: inout ContentContext) {
        let start = commands.count
        for closure in item.allClosures where closure.label == nil || closure.label == "content" {
            readContent(closure.statements, &context)
        }
        let made = commands[start...].filter { $0.command.content.isCommand }.count
        let controls = item.allClosures.reduce(0) { total, closure in
            total + countControls(closure.statements)
        }
        if max(made, controls) > 1 {
            addFinding("several-buttons-in-one-item", .warning,
                       "One ToolbarItem wraps \(max(made, controls)) controls; the system cannot move them to "
                           + "overflow or the vertical bar one by one. Use a ToolbarItemGroup or one ToolbarItem each.",
                       location(item.position, context.file))
        }
    }

    /// Buttons, menus, share links and toggles in the statements (not inside a Menu's content).
    private func countControls(_ statements: [SyntaxStatement]) -> Int {
        var count = 0
        func visit(_ expression: SyntaxExpression) {
            guard case let .call(call) = expression else { return }
            if let base = call.base { visit(base) }
            if ["Button", "Menu", "ShareLink", "Toggle", "EditButton"].contains(call.callee) {
                count += 1
                return
            }
            for closure in call.allClosures { count += countControls(closure.statements) }
        }
        for statement in statements {
            switch statement {
            case let .expression(expression, _), let .returnStatement(expression, _): visit(expression)
            case let .conditional(conditional):
                count += max(countControls(conditional.body), countControls(conditional.elseBody ?? []))
            case let .block(nested): count += countControls(nested)
            default: continue
            }
        }
        return count
    }

    private func readGroup(_ group: SyntaxCall, modifiers: [SyntaxCall], _ context: ContentContext) {
        var inner = context
        inner.placement = placement(group.argument("placement")) ?? context.placement
        inner.priority = nil
        inner.comment = nil
        let temporary = "group-\(groups.count + 1)"
        inner.group = temporary
        let groupPriority = modifiers
            .compactMap { $0.callee == "visibilityPriority" ? priority($0.argument(nil)) : nil }
            .last ?? context.priority
        groups.append(ToolbarGroup(name: temporary, placement: inner.placement, priority: groupPriority))
        let start = commands.count
        for closure in group.allClosures where closure.label == nil || closure.label == "content" {
            readContent(closure.statements, &inner)
        }
        let keys = commands[start...].filter { $0.command.group == temporary && $0.command.content.isCommand }
            .map(\.command.key)
        var name = RegistryComment(context.comment)?.group ?? groupName(keys)
        let taken = Set(groups.map { RecordName.foldedKey($0.name) })
        if taken.contains(RecordName.foldedKey(name)) { name += "-\(groups.count)" }
        if let index = groups.firstIndex(where: { $0.name == temporary }) { groups[index].name = name }
        for index in start..<commands.count where commands[index].command.group == temporary {
            commands[index].command.group = name
        }
    }

    /// `undo-redo` for two or three keys; `undo-to-clear` for more; `group` for none.
    func groupName(_ keys: [String]) -> String {
        switch keys.count {
        case 0: return "group"
        case 1...3: return String(keys.joined(separator: "-").prefix(RecordName.maximumLength))
        default: return String("\(keys[0])-to-\(keys[keys.count - 1])".prefix(RecordName.maximumLength))
        }
    }

    private func applyContainerModifiers(_ modifiers: [SyntaxCall], _ context: inout ContentContext) {
        for modifier in modifiers {
            switch modifier.callee {
            case "visibilityPriority": context.priority = priority(modifier.argument(nil)) ?? context.priority
            case "axisBehavior":
                if let axis = modifier.argument(nil)?.memberName.flatMap(AxisBehavior.init(rawValue:)) {
                    context.axis = axis
                }
            case "toolbarOverflowMenu": context.inOverflow = true
            default: continue
            }
        }
    }

    // MARK: - References to members

    private func referencedMember(expression: SyntaxExpression, root: SyntaxCall?) -> String? {
        var candidate: String?
        if case let .reference(path) = expression {
            candidate = path
        } else if let root, root.base == nil, members[root.callee]?.member.kind == .function {
            candidate = root.callee
        } else if chainRoot(expression) == nil, case let .call(call) = expression {
            var base = call.base
            while case let .call(inner)? = base { base = inner.base }
            if case let .reference(path)? = base { candidate = path }
        }
        guard var name = candidate else { return nil }
        if name.hasPrefix("self.") { name.removeFirst(5) }
        if members[name] != nil { return name }
        if name.first?.isLowercase == true, !name.contains(".") { return name }
        return nil
    }

    private func expand(_ name: String, at position: SyntaxPosition, _ context: ContentContext) {
        guard let (member, file) = members[name] else {
            addFinding("unresolved-toolbar-content", .info,
                       "`\(name)` is not declared in \(self.name) or its extensions in the scanned files; its items "
                           + "cannot be read.", location(position, context.file))
            return
        }
        guard !context.expanding.contains(name) else { return }
        var inner = context
        inner.expanding.insert(name)
        inner.file = file
        inner.memberName = name
        readContent(member.body, &inner)
    }

    // MARK: - Values

    /// `(root call, modifiers from inner to outer, outermost call)` of a modifier chain.
    func flatten(_ expression: SyntaxExpression) -> (SyntaxCall?, [SyntaxCall], SyntaxCall?) {
        var modifiers: [SyntaxCall] = []
        var current = expression
        let top = expression.call
        while case let .call(call) = current {
            guard let base = call.base else { return (call, modifiers.reversed(), top) }
            modifiers.append(call)
            current = base
        }
        return (nil, modifiers.reversed(), top)
    }

    func placement(_ expression: SyntaxExpression?) -> Placement? {
        guard let name = expression?.memberName else { return nil }
        switch name {
        case "navigationBarLeading": return .topBarLeading
        case "navigationBarTrailing": return .topBarTrailing
        default: return Placement(rawValue: name)
        }
    }

    /// `.high`, `.init(higherThan: .low)`, `ToolbarItemVisibilityPriority(lowerThan: .high)`.
    func priority(_ expression: SyntaxExpression?) -> VisibilityPriority? {
        guard let expression else { return nil }
        if let call = expression.call {
            if let tier = call.argument("higherThan")?.memberName.flatMap(VisibilityPriority.Tier.init(rawValue:)) {
                return .higherThan(tier)
            }
            if let tier = call.argument("lowerThan")?.memberName.flatMap(VisibilityPriority.Tier.init(rawValue:)) {
                return .lowerThan(tier)
            }
            return nil
        }
        return expression.memberName.flatMap(VisibilityPriority.Tier.init(rawValue:)).map(VisibilityPriority.tier)
    }
}
