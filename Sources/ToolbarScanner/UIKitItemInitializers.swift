import ToolbarModel
import ToolbarSyntax

// MARK: - UIKit item initializers

/// What one item expression makes: `UIBarButtonItem(…)` in its forms (system items, title,
/// image, primary action, menu, custom view), `UIAction`/`UICommand`/`UIMenu`, the app's own bar
/// button item classes, and the properties set on an item after it is made.
extension ScreenBuilder {
    func uiKitItem(_ value: UIKitValue, _ facts: UIKitFacts) -> UIKitItem? {
        guard let call = value.value.call else { return nil }
        let name = shortName(call.callee)
        var command = Command(key: "", title: "")
        // Names in sight where the item is made (`let image = UIImage(systemName: …)` in its body, the
        // controller's properties) mean their values here.
        let locals = (value.scope ?? facts.root).locals(rootScope)
        for argument in call.arguments {
            // A name given several values: reading the last one is a guess, said where the item is made.
            if case .reference(let path) = argument.value { _ = uiKitBinding(path, at: value, facts) }
        }
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
                    command = Command(
                        key: "spacer", title: "", content: .spacer,
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
                    command.customView = .assumed
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
                command.customView = .assumed
                if let maker = view.call, maker.callee == "makeLabel", let shown = maker.argument(nil)?.stringValue {
                    command.title = shown  // the view `generate --uikit` writes
                } else if command.title.isEmpty {
                    command.titleUnknown = true
                }
                if let maker = view.call, let width = maker.argument("width"), case .other(let number) = width,
                    let points = Double(number)
                {
                    command.customView?.width = points
                    command.customView?.widthSource = .measured
                }
                return UIKitItem(
                    command: command, position: call.position, isCustomView: true,
                    comment: call.trailingComment)
            }
            if command.title.isEmpty, command.symbol == nil, command.content != .custom { command.titleUnknown = true }
        default:
            // A bar button item class of the app (`ThemeToggleBarButtonItem()`): its initializer may set
            // `title` and `image`.
            guard call.callee.first?.isUppercase == true, index.declaresType(call.callee),
                let type = index.type(named: call.callee),
                type.inheritedTypes.contains(where: { $0.hasSuffix("BarButtonItem") })
            else { return nil }
            var properties: [String: SyntaxExpression] = [:]
            for initializer in type.overloads["init"] ?? [] {
                noteDependency(initializer.file)
                for statement in index.full(initializer).body {
                    guard case .assignment(let target, let value, _) = statement else { continue }
                    let name = target.hasPrefix("self.") ? String(target.dropFirst(5)) : target
                    if properties[name] == nil { properties[name] = value }
                }
            }
            command.titleUnknown = true
            applyOverrides(&command, properties, file: value.file)
            if command.symbol == nil, command.titleUnknown {
                command.content = .custom
                command.customView = .assumed
            }
            return UIKitItem(command: command, position: call.position, comment: call.trailingComment)
        }
        // An icon of the app's own (`UIBarButtonItem(icon: .gpsIcon, …)`): shown like a symbol, named nowhere.
        if command.title.isEmpty, command.symbol == nil, command.content != .custom,
            call.arguments.contains(where: { ($0.label ?? "").lowercased().contains("icon") })
        {
            command.content = .custom
            command.customView = .assumed
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
            ExpressionSearch.anyExpression(attributes, { $0.memberName == "destructive" })
        {
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

    func applyOverrides(_ command: inout Command, _ properties: [String: SyntaxExpression], file: String) {
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
            if case .reference(let path) = value.value {
                let name = path.hasPrefix("self.") ? String(path.dropFirst(5)) : path
                // A property holding the image: `private let shareImage = UIImage(systemName: …)`.
                if let reference = value.scope.type?.members[name], reference.member.kind == .property,
                    let body = firstExpression(index.full(reference).body)
                {
                    return uiKitSymbol(
                        Resolved(value: body, scope: value.scope, locals: [:], file: reference.file),
                        depth: depth + 1)
                }
                // An image constant of the app (`Assets.Images.filter`, `static let filter = UIImage(…)!`).
                if name.first?.isUppercase == true, let (made, _, file) = index.staticValue(name) {
                    noteDependency(file)
                    return uiKitSymbol(
                        Resolved(value: made, scope: rootScope, locals: [:], file: file), depth: depth + 1)
                }
                return (symbolValue(value).name, true)
            }
            return (nil, true)
        }
        let callee = shortName(call.callee)
        // `UIImage(systemName:)`, and an image type of the app named like one with a symbol
        // initializer (`RSImage(symbol: "chevron.down.circle")`, `typealias RSImage = UIImage`).
        let imageType = callee == "UIImage" || callee.first?.isUppercase == true && callee.hasSuffix("Image")
        guard
            imageType || call.callee == "init" || call.callee == "withConfiguration"
                || call.callee == "withRenderingMode"
        else { return (nil, true) }
        if let base = call.base, !imageType { return uiKitSymbol(value.with(base), depth: depth + 1) }
        let symbolArgument =
            call.argument("systemName") ?? call.argument("systemSymbol")
            ?? (callee == "UIImage" ? nil : call.argument("symbol"))
        if let name = symbolArgument {
            return (symbolValue(value.with(name)).name, false)
        }
        return (nil, true)
    }

    func shortName(_ callee: String) -> String {
        String(callee.split(separator: ".").last ?? "")
    }
}
