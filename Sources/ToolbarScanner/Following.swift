import ToolbarModel
import ToolbarScanTypes
import ToolbarSyntax

/// Following what a screen uses from other types of the scanned app: custom `ToolbarContent`
/// types, helpers that build toolbar content, wrapper views, view modifiers and helper modifiers
/// whose body adds a `.toolbar`. Each is read with the caller's arguments bound to its parameters
/// (or stored properties), and its commands are placed where the screen uses it.
extension ScreenBuilder {
    /// SwiftUI's own content and views: never looked up among the app's types.
    static let swiftUITypes: Set<String> = [
        "ToolbarItem", "ToolbarItemGroup", "ToolbarOverflowMenu", "ToolbarSpacer", "ToolbarTitleMenu", "Group",
        "ForEach", "EmptyView", "Button", "Menu", "Toggle", "ShareLink", "EditButton", "Link", "Picker", "PasteButton",
        "RenameButton", "Text", "Image", "Label", "HStack", "VStack", "ZStack", "Spacer", "Divider", "ProgressView",
        "ControlGroup", "ViewThatFits", "AnyView", "Color", "Circle", "Rectangle"
    ]

    /// `CloseToolbarItem()` or `statusEditorToolbarItem(…)` in toolbar content: reads what the type
    /// or helper builds. `nil` when the call is neither (a view placed straight in the toolbar).
    func followToolbarContentType(_ call: SyntaxCall, _ position: SyntaxPosition, _ context: ContentContext)
        -> Bool?
    {
        if followStaticBuilder(call, context) { return true }
        if call.callee.first?.isUppercase == true {
            guard !Self.swiftUITypes.contains(call.callee) else { return nil }
            guard index.declaresType(call.callee), let type = index.type(named: call.callee) else {
                guard !context.inItem else { return nil }
                unresolved(
                    "unknown-type",
                    "`\(call.callee)` is not declared in the scanned files; the toolbar content it builds "
                        + "cannot be read.", context.anchor ?? location(position, context.file))
                return true
            }
            guard type.isToolbarContent, !context.inItem else { return nil }
            guard let body = type.members["body"] else {
                unresolved(
                    "unknown-type",
                    "`\(type.name)` has no `body` in the scanned files; the toolbar content "
                        + "it builds cannot be read.", context.anchor ?? location(position, context.file))
                return true
            }
            let scope = Binder.instance(type, call, context.resolved(.call(call)), index: index)
            follow(body, key: "type:\(type.name)", scope: scope, at: call.position, context, fallbackName: nil)
            return true
        }
        guard call.base == nil, index.declaresFunction(call.callee) else { return nil }
        let helpers = index.helperFunctions(named: call.callee).filter {
            ($0.member.typeText ?? "").contains("ToolbarContent")
                || $0.member.attributes.contains {
                    $0.contains("ToolbarContentBuilder")
                }
        }
        guard let helper = choose(helpers, for: call) else { return nil }
        let bindings = Binder.bind(helper.member.parameters, call, context.resolved(.call(call)))
        let scope = Scope(type: index.type(named: helper.owner), bindings: bindings)
        follow(
            helper, key: "helper:\(helper.owner).\(helper.member.name)", scope: scope, at: call.position, context,
            fallbackName: nil)
        return true
    }

    /// `PlayerToolbar.queueActions(onShuffle: shuffle)`: a static function of another type of the app
    /// that builds toolbar content, read with the caller's arguments bound. `false` when the call is
    /// not one.
    func followStaticBuilder(_ call: SyntaxCall, _ context: ContentContext) -> Bool {
        let parts = call.callee.split(separator: ".").map(String.init)
        guard call.base == nil, parts.count >= 2, parts[0].first?.isUppercase == true,
            let function = parts.last, function.first?.isLowercase == true
        else { return false }
        let owner = parts.dropLast().joined(separator: ".")
        guard index.declaresType(owner), let type = index.type(named: owner) else { return false }
        let builders = (type.overloads[function] ?? []).filter { $0.member.isStatic && Self.buildsToolbarContent($0) }
        guard let builder = choose(builders, for: call) else { return false }
        let bindings = Binder.bind(builder.member.parameters, call, context.resolved(.call(call)))
        follow(
            builder, key: "helper:\(type.name).\(function)", scope: Scope(type: type, bindings: bindings),
            at: call.position, context, fallbackName: nil)
        return true
    }

    /// `PlayerToolbar.airPlay`: a static property of another type of the app that builds toolbar content.
    func staticBuilder(_ path: String) -> MemberRef? {
        let parts = path.split(separator: ".").map(String.init)
        guard parts.count == 2, parts[0].first?.isUppercase == true, index.declaresType(parts[0]),
            let type = index.type(named: parts[0]), let reference = type.members[parts[1]],
            reference.member.isStatic, Self.buildsToolbarContent(reference)
        else { return nil }
        return reference
    }

    /// Whether a member returns toolbar content (`some ToolbarContent`, `@ToolbarContentBuilder`).
    static func buildsToolbarContent(_ reference: MemberRef) -> Bool {
        (reference.member.typeText ?? "").contains("ToolbarContent")
            || reference.member.attributes.contains { $0.contains("ToolbarContentBuilder") }
    }

    /// A view of the app inside a toolbar item (`CloseButton { dismiss() }`): its controls (and
    /// spacers), read through its `body`. Returns `false` when it shows none of them (it is then a
    /// custom view).
    func followWrapperView(_ call: SyntaxCall, _ context: ContentContext) -> Bool {
        guard !Self.swiftUITypes.contains(call.callee), index.declaresType(call.callee),
            let type = index.type(named: call.callee), type.isView, !type.isToolbarContent,
            let body = type.members["body"]
        else { return false }
        let key = "type:\(type.name)"
        guard !context.following.contains(key) else { return false }
        let scope = Binder.instance(type, call, context.resolved(.call(call)), index: index)
        let start = commands.count
        let (findingCount, problems, dependencies) = (findings.count, siteProblems, dependencyFiles)
        let (groupCount, setCount) = (groups.count, branchSets.count)
        follow(body, key: key, scope: scope, at: call.position, context, fallbackName: words(type.shortName))
        guard
            commands.indices[start...].contains(where: {
                controlCommands.contains($0) || !commands[$0].command.content.isCommand
            })
        else {
            // Not a wrapper of controls: what it could not follow is no gap, it is a custom view.
            commands.removeSubrange(start...)
            groups.removeSubrange(groupCount...)
            branchSets.removeSubrange(setCount...)
            findings.removeSubrange(findingCount...)
            siteProblems = problems
            dependencyFiles = dependencies
            return false
        }
        return true
    }

    /// Reads a member of another type (a `body`, a helper function) as toolbar content.
    private func follow(
        _ reference: MemberRef, key: String, scope: Scope, at position: SyntaxPosition,
        _ context: ContentContext, fallbackName: String?
    ) {
        guard !context.following.contains(key), context.following.count < Self.maximumFollowDepth else { return }
        var inner = context
        inner.following.insert(key)
        inner.scope = scope
        inner.locals = [:]
        inner.file = reference.file
        inner.memberName = nil
        inner.fallbackName = fallbackName ?? context.fallbackName
        inner.anchor = context.anchor ?? location(position, context.file)
        noteDependency(reference.file)
        readContent(index.full(reference).body, &inner)
    }

    // MARK: - Modifiers on a screen's views

    /// `.modifier(CloseButtonModifier(action: close))`: the modifier's `body(content:)` is part of
    /// the screen that applies it.
    func followViewModifier(_ call: SyntaxCall, _ state: WalkState) {
        guard let argument = call.argument(nil) else { return }
        let caller = Resolved(value: argument, scope: state.scope, locals: state.locals, file: state.file)
        let made = Binder.resolve(caller)
        guard case .call(let construction) = made.value, construction.callee.first?.isUppercase == true,
            index.declaresType(construction.callee), let type = index.type(named: construction.callee),
            type.isViewModifier, let body = type.overloads["body"]?.first
        else { return }
        let key = "modifier:\(type.name)"
        guard !state.following.contains(key), state.following.count < Self.maximumFollowDepth else { return }
        let scope = Binder.instance(type, construction, made, index: index)
        var inner = WalkState(file: body.file, scope: scope)
        inner.following = state.following.union([key])
        inner.anchor = state.anchor ?? location(call.position, state.file)
        inner.navigationDepth = state.navigationDepth
        noteDependency(body.file)
        walkStatements(index.full(body).body, &inner)
    }

    /// `.navigationBarCloseButton { … }`: a helper the app declares on `View` whose body adds a
    /// toolbar (or applies a view modifier that does) is part of the screen that calls it.
    func followHelperModifier(_ call: SyntaxCall, _ state: WalkState) {
        guard call.callee.first?.isLowercase == true, !call.isPropertyAccess, index.declaresFunction(call.callee)
        else { return }
        let helpers = index.helperFunctions(named: call.callee).filter {
            !($0.member.typeText ?? "").contains("ToolbarContent")
        }
        // Of overloads the call could mean, one that adds a toolbar (or applies a view modifier): an
        // app declares the same helper per platform, one of them doing nothing (`{ self }` on tvOS).
        let adding = helpers.filter { helper in
            ExpressionSearch.anyStatement(index.full(helper).body) {
                guard case .call(let made) = $0 else { return false }
                return SiteFinder.isToolbarContent(made) || made.callee == "modifier"
            }
        }
        guard let helper = choose(adding, for: call) ?? choose(helpers, for: call) else { return }
        let key = "helper:\(helper.owner).\(helper.member.name)"
        guard !state.following.contains(key), state.following.count < Self.maximumFollowDepth else { return }
        let caller = Resolved(value: .call(call), scope: state.scope, locals: state.locals, file: state.file)
        let bindings = Binder.bind(helper.member.parameters, call, caller)
        var inner = WalkState(
            file: helper.file, scope: Scope(type: index.type(named: helper.owner), bindings: bindings))
        inner.following = state.following.union([key])
        inner.anchor = state.anchor ?? location(call.position, state.file)
        inner.navigationDepth = state.navigationDepth
        noteDependency(helper.file)
        walkStatements(index.full(helper).body, &inner)
    }
}
