import ToolbarModel
import ToolbarScanTypes
import ToolbarSyntax

/// Where toolbar content being read sits: placement, group, overflow, conditions, branch, and
/// what names mean there.
struct ContentContext {
    var file: String
    var scope: Scope
    var locals: [String: Bound] = [:]
    var placement: Placement = .automatic
    var group: String?
    var priority: VisibilityPriority?
    var axis: AxisBehavior = .automatic
    var inOverflow = false
    var conditions: [String] = []
    var sizeClass: SizeClassCondition = .always
    var branch: BranchPosition?
    /// Members being expanded and types or helpers being followed (no recursion).
    var expanding: Set<String> = []
    var following: Set<String> = []
    var memberName: String?
    var comment: String?
    /// Where followed content was applied: commands from it are placed there.
    var anchor: SourceLocation?
    /// Inside a `ToolbarItem`, group or overflow menu: what is read are views, not toolbar content.
    var inItem = false
    /// The name of a followed wrapper view, for the keys of controls whose title is unknown.
    var fallbackName: String?

    init(file: String, scope: Scope) {
        self.file = file
        self.scope = scope
    }

    /// What names in an expression of this context mean.
    func resolved(_ value: SyntaxExpression) -> Resolved {
        Resolved(value: value, scope: scope, locals: locals, file: file)
    }
}

/// The branch of an alternative set the content being read is in.
struct BranchPosition {
    var set: Int
    var path: [Int]
    var condition: String
    var fromOS: OSVersion?
    var beforeOS: OSVersion?
}

// MARK: - Toolbar content

extension ScreenBuilder {
    static let maximumFollowDepth = 8

    /// Reads `.toolbar { }` content, a `ToolbarItem`'s views or a group's views.
    func readContent(_ statements: [SyntaxStatement], _ context: inout ContentContext) {
        for statement in statements {
            switch statement {
            case .expression(let expression, let position), .returnStatement(let expression, let position):
                readContentExpression(expression, position, context)
            case .conditional(let conditional):
                readConditional(conditional, context)
            case .switchStatement(let switchStatement):
                readSwitch(switchStatement, context)
            case .block(let nested):
                readContent(nested, &context)
            case .binding(let name, let value, _):
                context.locals[name] = Bound(
                    value: value, scope: context.scope, locals: context.locals,
                    file: context.file)
            case .assignment:
                continue
            }
        }
    }

    // MARK: - Branches

    /// One arm of a conditional: its own condition (`nil` for a plain `else`) and body.
    private struct Arm {
        var condition: String
        var conditional: SyntaxConditional?
        var body: [SyntaxStatement]
    }

    /// Starts a conditional inside `context`'s branch (or a new alternative set) and returns the
    /// context for its arm `number` (1-based).
    private func arm(
        _ number: Int, of start: (set: Int, path: [Int]), condition: String,
        _ context: ContentContext
    ) -> ContentContext {
        var inner = context
        inner.branch = BranchPosition(
            set: start.set, path: start.path + [number], condition: condition,
            fromOS: context.branch?.fromOS, beforeOS: context.branch?.beforeOS)
        return inner
    }

    private func startConditional(_ context: ContentContext, at place: SourceLocation) -> (set: Int, path: [Int]) {
        startConditional(inside: context.branch, at: place)
    }

    /// A conditional inside `branch` (or a new alternative set): its set and the path its arms
    /// extend.
    func startConditional(inside branch: BranchPosition?, at place: SourceLocation) -> (set: Int, path: [Int]) {
        if let branch {
            let key = "\(branch.set)|\(branch.path.map(String.init).joined(separator: "."))"
            let number = (nestedConditionals[key] ?? 0) + 1
            nestedConditionals[key] = number
            return (branch.set, branch.path + [number])
        }
        branchSets.append(BranchSet(location: place))
        return (branchSets.count - 1, [])
    }

    private func readConditional(_ conditional: SyntaxConditional, _ context: ContentContext) {
        var arms: [Arm] = []
        var current: SyntaxConditional? = conditional
        while let node = current {
            arms.append(Arm(condition: node.condition, conditional: node, body: node.body))
            current = nil
            guard let elseBody = node.elseBody else { break }
            if elseBody.count == 1, case .conditional(let next) = elseBody[0],
                next.isCompilationCondition == node.isCompilationCondition, !next.body.isEmpty || next.elseBody != nil
            {
                current = next
            } else {
                let negated = arms.map { "!(\($0.condition))" }.joined(separator: " && ")
                arms.append(Arm(condition: negated, conditional: nil, body: elseBody))
            }
        }
        let place = location(conditional.position, context.file)
        let start = startConditional(context, at: place)
        var emptyArm = false
        // A two-way size-class choice: the else arm gets the opposite size class.
        let sizeClass =
            arms.count <= 2 && !conditional.isAvailabilityCheck
            ? Conditions.sizeClass(of: conditional.condition, builder: self, scope: context.scope) : nil
        for (offset, arm) in arms.enumerated() {
            var inner = self.arm(offset + 1, of: start, condition: arm.condition, context)
            inner.conditions.append(arm.condition)
            // Earlier availability arms did not hold: this arm runs outside their OS ranges.
            for earlier in arms[..<offset] {
                guard let node = earlier.conditional, node.isAvailabilityCheck else { continue }
                let (from, before) = Conditions.osRange(node.condition)
                narrow(&inner, from: before, before: from)
            }
            if let node = arm.conditional, node.isAvailabilityCheck {
                if node.condition.contains("27") { availabilityGated = true }
                let (from, before) = Conditions.osRange(node.condition)
                narrow(&inner, from: from, before: before)
            }
            if let sizeClass {
                inner.sizeClass = offset == 0 ? sizeClass : (Conditions.opposite(sizeClass) ?? context.sizeClass)
            }
            let before = commands.count
            readContent(arm.body, &inner)
            if commands.count == before { emptyArm = true }
        }
        // Items that only swap for others (`if editing { Done } else { Edit }`) do not come and go.
        if arms.last?.conditional != nil { emptyArm = true }
        if emptyArm, sizeClass == nil, !conditional.isAvailabilityCheck, !conditional.isCompilationCondition {
            addFinding(
                "item-toggled-with-if", .info,
                "Toolbar items shown with `if \(conditional.condition)` appear and disappear and shift "
                    + "the bar; if only their availability changes, keep them and use `.disabled(...)`.",
                place)
        }
    }

    private func narrow(_ context: inout ContentContext, from: OSVersion?, before: OSVersion?) {
        guard var branch = context.branch else { return }
        if let from { branch.fromOS = max(branch.fromOS ?? from, from) }
        if let before { branch.beforeOS = min(branch.beforeOS ?? before, before) }
        context.branch = branch
    }

    private func readSwitch(_ switchStatement: SyntaxSwitch, _ context: ContentContext) {
        let place = location(switchStatement.position, context.file)
        let start = startConditional(context, at: place)
        for (offset, switchCase) in switchStatement.cases.enumerated() {
            let text = "\(switchStatement.subject) \(switchCase.label)"
            var inner = arm(offset + 1, of: start, condition: text, context)
            inner.conditions.append(text)
            inner.sizeClass =
                Conditions.switchCase(
                    subject: switchStatement.subject, label: switchCase.label,
                    horizontal: environment("horizontalSizeClass", context.scope),
                    vertical: environment("verticalSizeClass", context.scope)) ?? context.sizeClass
            readContent(switchCase.body, &inner)
        }
    }

    // MARK: - Expressions

    func readContentExpression(
        _ expression: SyntaxExpression, _ position: SyntaxPosition,
        _ context: ContentContext
    ) {
        let (root, modifiers, top) = flatten(expression)
        var context = context
        if let comment = top?.trailingComment ?? root?.trailingComment, comment.hasPrefix(RegistryComment.prefix) {
            context.comment = comment
        }
        applyContainerModifiers(modifiers, &context)
        guard let root else {
            readReference(chainBase(expression), position, context)
            return
        }
        if root.base == nil, root.callee.first?.isLowercase == true,
            expandFunction(root, position, context, asContent: true)
        {
            return
        }
        switch root.callee {
        case "ToolbarItem":
            var inner = context
            inner.placement = placement(root.argument("placement"), context) ?? context.placement
            if inner.placement == .topBarPinnedTrailing, firstNewAPIUse == nil {
                firstNewAPIUse = location(root.position, context.file)
            }
            inner.inItem = true
            readItem(root, &inner)
        case "ToolbarItemGroup":
            readGroup(root, modifiers: modifiers, context)
        case "ToolbarOverflowMenu":
            var inner = context
            inner.inOverflow = true
            inner.inItem = true
            inner.comment = nil
            readClosures(of: root, &inner)
        case "ToolbarSpacer":
            let sizing = SpacerSizing(rawValue: root.argument(nil)?.memberName ?? "flexible") ?? .flexible
            var inner = context
            inner.placement = placement(root.argument("placement"), context) ?? context.placement
            var command = Command(key: "spacer", title: "", content: .spacer, spacer: sizing)
            apply(&command, inner)
            add(command, at: root.position, inner, inferred: false)
        case "Group", "ToolbarItemGroupContent":
            var inner = context
            readClosures(of: root, &inner)
        case "ToolbarTitleMenu", "EmptyView":
            return  // a title menu is not a bar item: the title shows its menu
        case "ForEach":
            unresolved(
                "ForEach",
                "`ForEach` makes toolbar items from data at run time; they cannot be listed from "
                    + "the code.", location(root.position, context.file))
        default:
            if let followed = followToolbarContentType(root, position, context), followed { return }
            readView(root: root, modifiers: modifiers, top: top, context)
        }
    }

    /// Reads the content closures of a call (`content:` or unlabelled, trailing or passed along as a
    /// bound closure).
    func readClosures(of call: SyntaxCall, _ context: inout ContentContext) {
        for closure in call.allClosures where closure.label == nil || closure.label == "content" {
            readContent(closure.statements, &context)
        }
        for argument in call.arguments where argument.label == "content" || argument.label == nil {
            guard case .reference = argument.value else { continue }
            let resolved = Binder.resolve(context.resolved(argument.value))
            if case .closure(let closure) = resolved.value {
                var inner = context
                inner.scope = resolved.scope
                inner.locals = resolved.locals
                inner.file = resolved.file
                readContent(closure.statements, &inner)
            } else if argument.label == "content" {
                readReference(argument.value, call.position, context)
            }
        }
    }

    /// The value a chain of modifiers starts from (`shareItem` in `shareItem.visibilityPriority(.high)`).
    private func chainBase(_ expression: SyntaxExpression) -> SyntaxExpression {
        var current = expression
        while case .call(let call) = current, let base = call.base { current = base }
        return current
    }

    /// A name in toolbar content: a bound closure or value, or a member of the type being read.
    func readReference(_ expression: SyntaxExpression, _ position: SyntaxPosition, _ context: ContentContext) {
        let resolved = Binder.resolve(context.resolved(expression))
        if resolved.value != expression || resolved.file != context.file {
            var inner = context
            inner.scope = resolved.scope
            inner.locals = resolved.locals
            inner.file = resolved.file
            if case .closure(let closure) = resolved.value {
                readContent(closure.statements, &inner)
            } else {
                readContentExpression(resolved.value, position, inner)
            }
            return
        }
        guard case .reference(let path) = expression else {
            if case .other = expression {
                unresolved(
                    "unknown-content",
                    "This toolbar content (`\(text(expression))`) is an expression the "
                        + "scanner cannot follow.", location(position, context.file))
            }
            return
        }
        var name = path
        if name.hasPrefix("self.") { name.removeFirst(5) }
        if let type = context.scope.type, let reference = type.members[name] {
            expand(reference, at: position, context)
            return
        }
        if let reference = staticBuilder(name) {
            expand(reference, at: position, context)
            return
        }
        let owner = context.scope.type?.name ?? self.name
        unresolved(
            "unknown-member",
            "`\(name)` is not declared in \(owner) or its extensions in the scanned files; "
                + "its items cannot be read.", location(position, context.file))
    }

    /// Reads a member's body (a computed property or a function without arguments) as content.
    func expand(
        _ reference: MemberRef, at position: SyntaxPosition, _ context: ContentContext,
        bindings: [String: Bound] = [:]
    ) {
        let key = "\(reference.owner).\(reference.member.name)"
        guard !context.expanding.contains(key), context.expanding.count < Self.maximumFollowDepth * 2 else { return }
        var inner = context
        inner.expanding.insert(key)
        inner.file = reference.file
        inner.memberName = reference.member.name
        inner.locals = [:]
        if !bindings.isEmpty || context.scope.type?.name != reference.owner {
            inner.scope = Scope(type: index.type(named: reference.owner) ?? context.scope.type, bindings: bindings)
        }
        noteDependency(reference.file)
        readContent(index.full(reference).body, &inner)
    }

    /// A call of a function of the type being read (`items(for: document)`), read with its
    /// arguments bound. Returns `false` when there is no such function.
    func expandFunction(
        _ call: SyntaxCall, _ position: SyntaxPosition, _ context: ContentContext,
        asContent: Bool
    ) -> Bool {
        guard let type = context.scope.type, let overloads = type.overloads[call.callee],
            let reference = choose(overloads, for: call)
        else { return false }
        let bindings = Binder.bind(reference.member.parameters, call, context.resolved(.call(call)))
        expand(reference, at: position, context, bindings: bindings)
        return true
    }

    /// The overload whose labels fit the call best.
    func choose(_ overloads: [MemberRef], for call: SyntaxCall) -> MemberRef? {
        let labels = call.arguments.map(\.label)
        return overloads.first { reference in
            let parameters = reference.member.parameters
            return labels.allSatisfy { label in parameters.contains { $0.label == label } }
        } ?? overloads.first
    }

    func noteDependency(_ file: String) {
        if !info.parts.contains(where: { $0.file == file }) { dependencyFiles.insert(file) }
    }

    // MARK: - Items and groups

    private func readItem(_ item: SyntaxCall, _ context: inout ContentContext) {
        let start = commands.count
        readClosures(of: item, &context)
        let made = Array(commands[start...].map(\.command).filter(\.content.isCommand))
        let together = BranchChoice.shown(made, eligible: made.map { _ in true }) { _ in 1 }.filter { $0 }.count
        if together > 1 {
            addFinding(
                "several-buttons-in-one-item", .warning,
                "One ToolbarItem wraps \(together) controls; the system cannot move them to "
                    + "overflow or the vertical bar one by one. Use a ToolbarItemGroup or one ToolbarItem each.",
                location(item.position, context.file))
        }
    }

    private func readGroup(_ group: SyntaxCall, modifiers: [SyntaxCall], _ context: ContentContext) {
        var inner = context
        inner.placement = placement(group.argument("placement"), context) ?? context.placement
        inner.priority = nil
        inner.comment = nil
        let temporary = "group-\(groups.count + 1)"
        inner.group = temporary
        inner.inItem = true
        let groupPriority =
            modifiers
            .compactMap { $0.callee == "visibilityPriority" ? priority($0.argument(nil)) : nil }
            .last ?? context.priority
        groups.append(ToolbarGroup(name: temporary, placement: inner.placement, priority: groupPriority))
        let start = commands.count
        readClosures(of: group, &inner)
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

    // MARK: - Values

    /// `(root call, modifiers from inner to outer, outermost call)` of a modifier chain.
    func flatten(_ expression: SyntaxExpression) -> (SyntaxCall?, [SyntaxCall], SyntaxCall?) {
        var modifiers: [SyntaxCall] = []
        var current = expression
        let top = expression.call
        while case .call(let call) = current {
            guard let base = call.base else { return (call, modifiers.reversed(), top) }
            modifiers.append(call)
            current = base
        }
        return (nil, modifiers.reversed(), top)
    }

    /// A placement, also through a ternary (`isSecondaryColumn ? .topBarLeading : .topBarTrailing`
    /// is its `else` value, as a ternary title is) and names bound by a caller.
    func placement(_ expression: SyntaxExpression?, _ context: ContentContext) -> Placement? {
        guard var expression else { return nil }
        expression = Binder.resolve(context.resolved(expression)).value
        if case .ternary(_, _, let otherwise) = expression { expression = otherwise }
        guard let name = expression.memberName else { return nil }
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
