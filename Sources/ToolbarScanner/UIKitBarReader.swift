import ToolbarModel
import ToolbarScanTypes
import ToolbarSyntax

/// Titles and symbols of `UIBarButtonItem.SystemItem` values.
let systemItems: [String: (title: String, symbol: String?)] = [
    "done": ("Done", "checkmark"), "cancel": ("Cancel", "xmark"), "edit": ("Edit", nil), "save": ("Save", nil),
    "add": ("Add", "plus"), "compose": ("Compose", "square.and.pencil"), "reply": ("Reply", "arrowshape.turn.up.left"),
    "action": ("Share", "square.and.arrow.up"), "organize": ("Organize", "folder"),
    "bookmarks": ("Bookmarks", "book"), "search": ("Search", "magnifyingglass"),
    "refresh": ("Refresh", "arrow.clockwise"), "stop": ("Stop", "xmark"), "camera": ("Camera", "camera"),
    "trash": ("Delete", "trash"), "play": ("Play", "play.fill"), "pause": ("Pause", "pause.fill"),
    "rewind": ("Rewind", "backward.fill"), "fastForward": ("Fast Forward", "forward.fill"),
    "undo": ("Undo", "arrow.uturn.backward"), "redo": ("Redo", "arrow.uturn.forward"), "close": ("Close", "xmark")
]

/// A value met in a view controller, with where it is and the conditions around it.
struct UIKitValue {
    var value: SyntaxExpression
    var file: String
    var position: SyntaxPosition
    var conditions: [String] = []
    var sizeClass: SizeClassCondition = .always
    var fromOS: OSVersion?
    var beforeOS: OSVersion?
    /// The scope its names are read in (`nil`: the controller's own).
    var scope: UIKitScope?

    /// `outer`, then those of `inner` it does not hold already: a value made in the branch that
    /// reads it holds that branch's conditions too, and stating one twice (`c && c`) says nothing.
    static func conditions(_ outer: [String], adding inner: [String]) -> [String] {
        outer + inner.filter { !outer.contains($0) }
    }
}

/// What one view controller's code says about its bars, gathered from every member.
struct UIKitFacts {
    /// The controller's own names (properties, lazy properties), with each body's locals in
    /// scopes inside it.
    let root = UIKitScope(parent: nil)
    /// `@IBOutlet` bar button items: made in a storyboard.
    var outlets: Set<String> = []
    /// Properties declared as bar button items.
    var typedItems: Set<String> = []
    /// Functions by name, for items made by a helper (`makeItems()`), with their body's scope.
    var functions: [String: (member: SyntaxMember, file: String, scope: UIKitScope)] = [:]
    /// Places that install items, in source order.
    var sites: [(kind: String, value: UIKitValue)] = []
    /// Screen settings: `title`, `navigationItem.title`, `largeTitleDisplayMode`…
    var settings: [(property: String, value: UIKitValue)] = []
}

// MARK: - UIKit navigation items

extension ScreenBuilder {
    /// Reads every member of a view controller: items installed in `navigationItem`, the bottom
    /// toolbar and `UIToolbar`s, directly or through variables, lazy properties, outlets, helper
    /// functions and arrays built step by step.
    func readUIKit() {
        var facts = UIKitFacts()
        for part in info.parts {
            for member in part.type.members {
                let body = index.full(MemberRef(member: member, file: part.file, owner: info.name)).body
                switch member.kind {
                case .property:
                    if member.attributes.contains(where: { $0.hasPrefix("@IBOutlet") }),
                        member.typeText?.contains("BarButtonItem") == true
                    {
                        facts.outlets.insert(member.name)
                    }
                    if member.typeText?.contains("UIBarButtonItem") == true { facts.typedItems.insert(member.name) }
                    // A computed property's getter has its own locals; a stored property's value is
                    // read among the controller's names.
                    let scope = member.isStored ? facts.root : facts.root.inner()
                    // A stored property's value, or what a computed one returns (each of its returns).
                    let returned = member.isStored ? firstExpression(body).map { [$0] } ?? [] : returnedValues(body)
                    if let value = returned.dropFirst().reduce(
                        returned.first,
                        { result, next in
                            result.map {
                                SyntaxExpression.ternary(
                                    condition: "\(member.name) returns", then: $0,
                                    otherwise: next)
                            }
                        })
                    {
                        facts.root.give(
                            member.name,
                            UIKitValue(value: value, file: part.file, position: member.position, scope: scope))
                    }
                    collect(
                        body, file: part.file,
                        conditions: UIKitValue(
                            value: .other(""), file: part.file,
                            position: member.position, scope: scope), &facts)
                case .function, .initializer:
                    let scope = facts.root.inner()
                    facts.functions[member.name] = (member, part.file, scope)
                    collect(
                        body, file: part.file,
                        conditions: UIKitValue(
                            value: .other(""), file: part.file,
                            position: member.position, scope: scope), &facts)
                }
            }
        }
        applySettings(facts)
        var installed: [String: Int] = [:]
        for site in facts.sites {
            readUIKitSite(site.kind, site.value, facts, &installed)
        }
    }

    // MARK: - Collecting

    /// Gathers bindings, overrides, appends and sites in `statements`, with the conditions and the
    /// scope of `context` (its `value` is unused). Each branch of an `if` or a `switch` has its own
    /// scope for the names it declares (``UIKitScope/branch()``); a name declared around them and
    /// given a value in two branches has two values there. The clauses of a `#if` the scanner
    /// cannot decide are not scopes: what they declare is the body's.
    private func collect(
        _ statements: [SyntaxStatement], file: String, conditions context: UIKitValue,
        _ facts: inout UIKitFacts
    ) {
        func here(_ value: SyntaxExpression, _ position: SyntaxPosition) -> UIKitValue {
            var result = context
            result.value = value
            result.position = position
            return result
        }
        for statement in statements {
            switch statement {
            case .binding(let name, let value, let position):
                (context.scope ?? facts.root).give(name, here(value, position))
                collectClosures(value, file: file, context, &facts)
            case .assignment(let target, let value, let position):
                collectAssignment(target, here(value, position), &facts)
                collectClosures(value, file: file, context, &facts)
            case .expression(let value, let position), .returnStatement(let value, let position):
                if case .call(let call) = value { collectCall(call, here(value, position), &facts) }
                collectClosures(value, file: file, context, &facts)
            case .conditional(let conditional):
                var inner = context
                var otherwise = context
                inner.conditions.append(conditional.condition)
                otherwise.conditions.append("!(\(conditional.condition))")
                if conditional.isAvailabilityCheck {
                    if conditional.condition.contains("27") { availabilityGated = true }
                    let (from, before) = Conditions.osRange(conditional.condition)
                    inner.fromOS = from ?? inner.fromOS
                    inner.beforeOS = before ?? inner.beforeOS
                    otherwise.fromOS = before ?? otherwise.fromOS
                    otherwise.beforeOS = from ?? otherwise.beforeOS
                } else if let sizeClass = Conditions.sizeClass(
                    of: conditional.condition, builder: self,
                    scope: rootScope)
                {
                    inner.sizeClass = sizeClass
                    otherwise.sizeClass = Conditions.opposite(sizeClass) ?? context.sizeClass
                }
                if !conditional.isCompilationCondition {
                    inner.scope = (context.scope ?? facts.root).branch()
                    otherwise.scope = (context.scope ?? facts.root).branch()
                }
                collect(conditional.body, file: file, conditions: inner, &facts)
                collect(conditional.elseBody ?? [], file: file, conditions: otherwise, &facts)
            case .switchStatement(let switchStatement):
                for switchCase in switchStatement.cases {
                    var inner = context
                    inner.scope = (context.scope ?? facts.root).branch()
                    inner.conditions.append("\(switchStatement.subject) \(switchCase.label)")
                    collect(switchCase.body, file: file, conditions: inner, &facts)
                }
            case .block(let nested):
                collect(nested, file: file, conditions: context, &facts)
            }
        }
    }

    /// Statements inside closures passed along (`DispatchQueue.main.async { … }`) run too, each
    /// closure with its own locals, seeing those around it.
    private func collectClosures(
        _ value: SyntaxExpression, file: String, _ context: UIKitValue,
        _ facts: inout UIKitFacts
    ) {
        guard case .call(let call) = value else { return }
        if call.callee == "()" { return }  // a lazy property's closure is read where it is used
        if let base = call.base { collectClosures(base, file: file, context, &facts) }
        let outer = context.scope ?? facts.root
        var inner = context
        for closure in call.trailingClosures {
            inner.scope = outer.inner()
            collect(closure.statements, file: file, conditions: inner, &facts)
        }
        for argument in call.arguments {
            if case .closure(let closure) = argument.value {
                inner.scope = outer.inner()
                collect(closure.statements, file: file, conditions: inner, &facts)
            } else {
                collectClosures(argument.value, file: file, context, &facts)
            }
        }
    }

    private func collectAssignment(_ rawTarget: String, _ value: UIKitValue, _ facts: inout UIKitFacts) {
        // `cropItem?.accessibilityLabel`, `item!.title`: the same item's property.
        let target = rawTarget.replacingOccurrences(of: "?", with: "").replacingOccurrences(of: "!", with: "")
        if let kind = SiteFinder.assignmentKind(target) {
            if SiteFinder.isOwnInstall(target) {
                facts.sites.append((kind, value))
            } else {
                let here = location(value.position, value.file)
                addFinding(
                    "unresolved-toolbar-content", .info,
                    "`\(target)` installs items on another object's bar; they are recorded on neither "
                        + "screen (set them where that screen is).", here)
                tracker.record(here, kind: kind, commands: 0, problems: ["other-object"])
            }
            return
        }
        let parts = target.split(separator: ".").map(String.init).filter { $0 != "self" }
        if parts.first == "navigationItem" || parts.count == 1 && ["title"].contains(parts[0]) {
            facts.settings.append(
                (
                    parts.dropFirst(parts.first == "navigationItem" ? 1 : 0).joined(separator: "."),
                    value
                ))
            return
        }
        // `x = …` is the nearest local `x`'s, else the controller's; `self.x = …` the controller's. A name
        // neither in sight nor a property is a local declared without a value (`let item: UIBarButtonItem`).
        let scope = value.scope ?? facts.root
        let owner: UIKitScope
        if target.hasPrefix("self.") {
            owner = facts.root
        } else if let declared = scope.declaring(parts.first ?? "") {
            owner = declared
        } else if parts.count == 1, !isControllerMember(parts[0]) {
            owner = scope.body
        } else {
            owner = facts.root
        }
        if parts.count == 1 {
            if case .reference(let path) = value.value, path == parts[0] {
                // `self.shareItem = shareItem` keeps the property what the local of that name was made of.
                if owner === facts.root, let local = scope.declaring(path), local !== facts.root {
                    facts.root.give(path, value)
                    local.kept.insert(path)
                    return
                }
                if owner.bindings[path] != nil { return }
            }
            owner.give(parts[0], value)
            return
        }
        if parts.count == 2 {
            owner.overrides[parts[0], default: [:]][parts[1]] = value.value
            if parts[1] == "axisBehavior" || parts[1] == "visibilityPriority", firstNewAPIUse == nil {
                firstNewAPIUse = location(value.position, value.file)
            }
        }
    }

    /// Whether `name` is a member of the controller or of a type it inherits from that the app
    /// declares (`BaseViewController`'s `closeItem`).
    private func isControllerMember(_ name: String) -> Bool {
        var seen: Set<String> = []
        var pending = [info]
        while let type = pending.popLast() {
            if type.members[name] != nil { return true }
            for inherited in type.inheritedTypes.map(TypeInfo.withoutGenerics)
            where index.declaresType(inherited) && seen.insert(inherited).inserted {
                guard let declared = index.type(named: inherited) else { continue }
                declared.files.forEach(noteDependency)
                pending.append(declared)
            }
        }
        return false
    }

    private func collectCall(_ call: SyntaxCall, _ value: UIKitValue, _ facts: inout UIKitFacts) {
        if let kind = SiteFinder.callKind(call) {
            var site = value
            if let first = call.arguments.first?.value { site.value = first }
            if ["append", "insert", "appendContentsOf"].contains(call.callee), call.argument("contentsOf") == nil {
                site.value = .array([site.value])
            } else if let all = call.argument("contentsOf") {
                site.value = all
            }
            site.position = call.position
            facts.sites.append((kind, site))
            return
        }
        // `items.append(button)` on a local array.
        if ["append", "insert"].contains(call.callee), case .reference(let name)? = call.base, !name.contains("."),
            let first = call.arguments.first
        {
            var added = value
            added.value = first.label == "contentsOf" ? first.value : .array([first.value])
            (value.scope ?? facts.root).owner(of: name).appended[name, default: []].append(added)
        }
    }

    // MARK: - Screen settings

    private func applySettings(_ facts: UIKitFacts) {
        for (property, value) in facts.settings {
            switch property {
            case "title":
                let text = textValue(
                    Resolved(value: value.value, scope: rootScope, locals: [:], file: value.file),
                    localizable: false)
                if let title = text.text, !text.unknown { screen.title = title }
            case "largeTitleDisplayMode":
                screen.titleDisplayMode = value.value.memberName == "always" ? .large : .inline
            case "searchController":
                screen.search = .automatic
            case "style":
                if value.value.memberName == "editor" { screen.toolbarRole = .editor }
                if value.value.memberName == "browser" { screen.toolbarRole = .browser }
            case "navigationBarMinimization.minimizationBehavior":
                if let behavior = value.value.memberName.flatMap(MinimizationBehavior.init(rawValue:)) {
                    screen.minimization = behavior
                    if behavior != .never { screen.scrollPrimary = true }
                }
            case "leftItemsSupplementBackButton":
                framework = .uiKit
                if case .boolean(true) = value.value {
                    addFinding(
                        "left-items-supplement-back-button", .info,
                        "`leftItemsSupplementBackButton = true` puts leading items beside Back; in a vertical "
                            + "bar keep the default `false` and use a leading item only for a custom Back "
                            + "or Close.",
                        location(value.position, value.file))
                }
            case "titleView":
                // `navigationItem.titleView = statusItem.customView` (what `generate --uikit` writes) or
                // any view: a custom view in the title's place.
                framework = .uiKit
                var view = value
                var installed: [String: Int] = [:]
                let placement = PlacementInUIKit(placement: .principal, group: nil, overflow: false)
                if case .reference(let path) = value.value, path.hasSuffix(".customView") {
                    view.value = .reference(String(path.dropLast(".customView".count)))
                    addUIKitElement(view, placement, facts, &installed)
                } else if case .other("nil") = value.value {
                    continue
                } else {
                    let name = sourceName(text(value.value))
                    var command = Command(
                        key: RecordName.slug(name), title: "", content: .custom,
                        customView: .assumed,
                        titleUnknown: true)
                    var context = ContentContext(file: value.file, scope: rootScope)
                    context.placement = .principal
                    context.conditions = value.conditions
                    apply(&command, context)
                    add(command, at: value.position, context, inferred: true)
                }
            default: continue
            }
        }
    }
}

/// Where a UIKit site puts its items.
struct PlacementInUIKit {
    var placement: Placement
    var group: String?
    var overflow: Bool
}
