import ToolbarModel
import ToolbarScanTypes
import ToolbarSyntax

/// A text as the code states it: known, localized (with its key) or unknown.
struct TextValue {
    /// The text in the development language, when the code (or its string table) has it.
    var text: String?
    /// The localization key, when the text is looked up.
    var localizationKey: String?
    /// Whether there is a text the code does not state (`Text(document.title)`).
    var unknown = false
    /// What the code wrote instead, for keys (`document.title`).
    var source: String?
    /// The other value of a ternary (`isEditing ? "Done" : "Edit"` → Done).
    var alternate: String?

    static let none = TextValue()

    static func unknown(_ source: String) -> TextValue { TextValue(unknown: true, source: source) }

    var isNone: Bool { text == nil && !unknown }
}

/// What a control's label shows.
struct LabelFacts {
    var title = TextValue.none
    var symbol: String?
    var alternateSymbol: String?
    /// A symbol is shown but its name is not stated (`Image(systemName: model.icon)`).
    var symbolUnknown = false
    var accessibilityLabel: String?
    /// The accessibility label's localization key.
    var accessibilityKey: String?
    var iconOnly = false
    var titleOnly = false
}

extension ScreenBuilder {
    /// System titles and symbols of `Button(role:)` without a label.
    static let roleLabels: [CommandRole: (title: String, symbol: String)] = [
        .close: ("Close", "xmark"), .cancel: ("Cancel", "xmark"), .confirm: ("Done", "checkmark"),
        .destructive: ("Delete", "trash")
    ]

    // MARK: - Texts

    /// The text an expression gives. `localizable`: a string literal there is a localization key
    /// (the first argument of `Text`, `Label`, `Button`…).
    func textValue(_ start: Resolved, localizable: Bool, depth: Int = 0) -> TextValue {
        guard depth < 8 else { return .unknown(text(start.value)) }
        let resolved = Binder.resolve(start)
        switch resolved.value {
        case .string(let literal):
            guard localizable else { return TextValue(text: literal) }
            return localized(key: literal, fallback: nil, explicit: false)
        case .interpolatedString(let source):
            return .unknown(source)
        case .ternary(_, let then, let otherwise):
            var value = textValue(resolved.with(otherwise), localizable: localizable, depth: depth + 1)
            let other = textValue(resolved.with(then), localizable: localizable, depth: depth + 1)
            value.alternate = other.text
            return value
        case .call(let call):
            return callText(call, resolved, localizable: localizable, depth: depth)
        case .reference(let path):
            return referenceText(path, resolved, localizable: localizable, depth: depth)
        case .member, .boolean, .array, .closure:
            return .unknown(text(resolved.value))
        case .other(let source):
            return .unknown(source)
        }
    }

    private func callText(_ call: SyntaxCall, _ resolved: Resolved, localizable: Bool, depth: Int) -> TextValue {
        let short = call.callee.split(separator: ".").last.map(String.init) ?? call.callee
        switch call.callee {
        case "NSLocalizedString":
            guard let key = call.argument(nil)?.stringValue else { return .unknown(text(.call(call))) }
            return localized(key: key, fallback: call.argument("value")?.stringValue, explicit: true)
        case "String" where call.argument("localized") != nil:
            guard let key = call.argument("localized")?.stringValue else { return .unknown(text(.call(call))) }
            return localized(key: key, fallback: call.argument("defaultValue")?.stringValue, explicit: true)
        case "LocalizedStringKey", "LocalizedStringResource", "String.LocalizationValue", "Text":
            if let verbatim = call.argument("verbatim") {
                return textValue(resolved.with(verbatim), localizable: false, depth: depth + 1)
            }
            guard let first = call.argument(nil) else { return .unknown(text(.call(call))) }
            return textValue(resolved.with(first), localizable: true, depth: depth + 1)
        default:
            break
        }
        // SwiftGen: `L10n.tr("Localizable", "key", fallback: "Text")`.
        if short == "tr" {
            let strings = call.arguments.filter { $0.label == nil }.compactMap(\.value.stringValue)
            if strings.count >= 2 {
                return localized(key: strings[1], fallback: call.argument("fallback")?.stringValue, explicit: true)
            }
        }
        // `"key".localized`, `NSLocalizedString`-style helpers on String.
        if call.isPropertyAccess || call.arguments.isEmpty, ["localized", "localizedString"].contains(call.callee),
            let key = call.base?.stringValue
        {
            return localized(key: key, fallback: nil, explicit: true)
        }
        // A generated constant with arguments: `L10n.deleteItems(count)`.
        if call.callee.first?.isUppercase == true, call.callee.contains("."),
            let (value, doc, file) = index.staticValue(call.callee)
        {
            noteDependency(file)
            var found = textValue(
                Resolved(value: value, scope: Scope(type: nil), locals: [:], file: file),
                localizable: false, depth: depth + 1)
            if found.text?.contains("%") == true || found.text == nil {
                found.text = nil
                found.unknown = true
                found.source = found.localizationKey ?? call.callee
                if doc != nil, found.localizationKey == nil { found.source = call.callee }
            }
            return found
        }
        return .unknown(text(.call(call)))
    }

    private func referenceText(_ path: String, _ resolved: Resolved, localizable: Bool, depth: Int) -> TextValue {
        var name = path
        if name.hasPrefix("self.") { name.removeFirst(5) }
        if name.first?.isUppercase == true, let (value, doc, file) = index.staticValue(name) {
            noteDependency(file)
            var found = textValue(
                Resolved(value: value, scope: Scope(type: nil), locals: [:], file: file),
                localizable: false, depth: depth + 1)
            if found.text == nil, let doc, !doc.contains("%") {
                found.text = doc
                found.unknown = false
            }
            if found.localizationKey == nil, found.unknown { found.source = name }
            return found
        }
        if let found = propertyOfValue(name, resolved, localizable: localizable, depth: depth) { return found }
        if name.first?.isUppercase == true, let member = name.split(separator: ".").last.map(String.init),
            let found = tableEntry(named: member)
        {
            // A generated constant the code does not contain (`LocalString.common_button_done`, made at
            // build time), whose name is a key of the app's string table (`common.button.done`).
            return found
        }
        if !name.contains("."), let reference = resolved.scope.type?.members[name],
            reference.member.kind == .property, let body = firstExpression(index.full(reference).body)
        {
            let inner = Resolved(value: body, scope: resolved.scope, locals: [:], file: reference.file)
            let found = textValue(inner, localizable: localizable, depth: depth + 1)
            if !found.isNone { return found }
        }
        return .unknown(name)
    }

    /// `role.title` where `role` is `.cancel` and `static let cancel = Role.cancel(title: L10n.cancel)`:
    /// the value the code built names its `title`.
    private func propertyOfValue(_ path: String, _ resolved: Resolved, localizable: Bool, depth: Int) -> TextValue? {
        let parts = path.split(separator: ".").map(String.init)
        guard parts.count == 2, parts[0].first?.isLowercase == true else { return nil }
        guard let built = builtValue(parts[0], resolved, depth: depth), case .call(let call) = built.value,
            let argument = call.argument(parts[1])
        else { return nil }
        return textValue(built.with(argument), localizable: localizable, depth: depth + 1)
    }

    /// What a name holds when it is a value the code builds: a call, or an implicit member
    /// (`.cancel`) of the name's declared type whose static value is a call.
    func builtValue(_ name: String, _ resolved: Resolved, depth: Int) -> Resolved? {
        let found = Binder.resolve(resolved.with(.reference(name)))
        switch found.value {
        case .call:
            return found
        case .member(let member):
            // The declared type of the name in the type that holds it.
            guard let holder = resolved.scope.type, let typeText = holder.members[name]?.member.typeText else {
                return nil
            }
            let typeName = typeText.trimmingCharacters(in: ["?", "!", " "])
            for candidate in ["\(holder.name).\(typeName)", typeName] {
                if let (value, _, file) = index.staticValue("\(candidate).\(member)") {
                    noteDependency(file)
                    return Resolved(
                        value: value, scope: Scope(type: index.type(named: candidate)), locals: [:],
                        file: file)
                }
            }
            return nil
        default:
            return nil
        }
    }

    /// The string table entry a constant's name spells (`common_button_done` → `common.button.done`).
    private func tableEntry(named member: String) -> TextValue? {
        if index.localization.text(member) != nil { return localized(key: member, fallback: nil, explicit: true) }
        guard let key = index.localization.key(forConstant: member) else { return nil }
        return localized(key: key, fallback: nil, explicit: true)
    }

    /// A looked-up text: the table's text, else the code's fallback, else the key itself.
    private func localized(key: String, fallback: String?, explicit: Bool) -> TextValue {
        if let text = index.localization.text(key) {
            if let source = index.localization.sources[key] { noteDependency(source) }
            let isKey = explicit || text != key || Self.looksLikeKey(key)
            return TextValue(text: text, localizationKey: isKey ? key : nil)
        }
        if let fallback { return TextValue(text: fallback, localizationKey: key) }
        let isKey = explicit || Self.looksLikeKey(key)
        return TextValue(text: key, localizationKey: isKey ? key : nil)
    }

    /// `action.cancel`, `settings_title`: a key, not a text (no spaces, a dot or underscore).
    static func looksLikeKey(_ text: String) -> Bool {
        !text.isEmpty && !text.contains(" ") && (text.contains(".") || text.contains("_"))
            && text.first?.isLowercase == true
    }

    // MARK: - Symbols

    /// The SF Symbol an expression names, with the other name of a ternary.
    func symbolValue(_ start: Resolved, depth: Int = 0) -> (name: String?, alternate: String?, unknown: Bool) {
        guard depth < 8 else { return (nil, nil, true) }
        let resolved = Binder.resolve(start)
        switch resolved.value {
        case .string(let name):
            return (name, nil, false)
        case .ternary(_, let then, let otherwise):
            let first = symbolValue(resolved.with(otherwise), depth: depth + 1)
            let second = symbolValue(resolved.with(then), depth: depth + 1)
            return (first.name ?? second.name, first.name == nil ? nil : second.name, first.unknown && second.unknown)
        case .member(let name):
            return (Self.sfSymbolName(name), nil, false)
        case .reference(let path):
            let parts = path.split(separator: ".").map(String.init)
            if parts.count == 2, parts[0] == "SFSymbol" { return (Self.sfSymbolName(parts[1]), nil, false) }
            if parts.first?.first?.isUppercase == true, let (value, _, file) = index.staticValue(path) {
                noteDependency(file)
                return symbolValue(
                    Resolved(value: value, scope: Scope(type: nil), locals: [:], file: file),
                    depth: depth + 1)
            }
            if parts.count == 1, let reference = resolved.scope.type?.members[parts[0]],
                reference.member.kind == .property, let body = firstExpression(index.full(reference).body)
            {
                return symbolValue(
                    Resolved(value: body, scope: resolved.scope, locals: [:], file: reference.file),
                    depth: depth + 1)
            }
            return (nil, nil, true)
        default:
            return (nil, nil, true)
        }
    }

    /// SFSafeSymbols' constant names as SF Symbol names: `squareAndArrowUp` → `square.and.arrow.up`,
    /// `person2Fill` → `person.2.fill`.
    static func sfSymbolName(_ constant: String) -> String {
        var parts: [String] = []
        var current = ""
        var previousDigit: Bool?
        for character in constant.trimmingCharacters(in: ["_", "`"]) {
            let isDigit = character.isNumber
            if !current.isEmpty, character.isUppercase || (previousDigit != nil && previousDigit != isDigit) {
                parts.append(current)
                current = ""
            }
            current.append(character.isUppercase ? Character(character.lowercased()) : character)
            previousDigit = isDigit
        }
        if !current.isEmpty { parts.append(current) }
        return parts.joined(separator: ".")
    }

    // MARK: - Labels

    /// What a label view shows: `Label`, `Text`, `Image`, a stack of them, a member or wrapper
    /// holding one.
    func labelFacts(_ resolved: Resolved, depth: Int = 0) -> LabelFacts {
        guard depth < 6 else { return LabelFacts(title: .unknown(text(resolved.value))) }
        let value = Binder.resolve(resolved)
        let (root, modifiers, _) = flatten(value.value)
        var facts = LabelFacts()
        if let root {
            switch root.callee {
            case "Label":
                if let title = root.argument(nil) ?? root.argument("titleKey") {
                    facts.title = textValue(value.with(title), localizable: true)
                } else if let closure = root.closure("title"), let first = firstExpression(closure.statements) {
                    facts.title = labelFacts(value.with(first), depth: depth + 1).title
                }
                if let symbol = root.argument("systemImage") ?? root.argument("systemSymbol") {
                    let found = symbolValue(value.with(symbol))
                    (facts.symbol, facts.alternateSymbol, facts.symbolUnknown) = found
                } else if let closure = root.closure("icon"), let first = firstExpression(closure.statements) {
                    let icon = labelFacts(value.with(first), depth: depth + 1)
                    (facts.symbol, facts.alternateSymbol, facts.symbolUnknown) =
                        (icon.symbol, icon.alternateSymbol, icon.symbolUnknown)
                } else if root.argument("image") != nil {
                    facts.symbolUnknown = true
                }
            case "Text":
                facts.title = textValue(value.with(.call(root)), localizable: true)
            case "Image":
                if let symbol = root.argument("systemName") ?? root.argument("systemSymbol") {
                    (facts.symbol, facts.alternateSymbol, facts.symbolUnknown) = symbolValue(value.with(symbol))
                } else {
                    facts.symbolUnknown = true
                }
            case "HStack", "VStack", "ZStack", "Group":
                for inner in labelExpressions(root.allClosures.flatMap(\.statements)) {
                    let part = labelFacts(value.with(inner), depth: depth + 1)
                    if facts.title.isNone { facts.title = part.title }
                    if facts.symbol == nil, !facts.symbolUnknown {
                        (facts.symbol, facts.alternateSymbol, facts.symbolUnknown) =
                            (part.symbol, part.alternateSymbol, part.symbolUnknown)
                    }
                    if facts.accessibilityLabel == nil {
                        (facts.accessibilityLabel, facts.accessibilityKey) = (
                            part.accessibilityLabel, part.accessibilityKey
                        )
                    }
                }
            default:
                if let followed = followedLabel(root, value, depth: depth) {
                    facts = followed
                } else {
                    // A graphic of the app's own (an avatar): shown like an icon, named nowhere.
                    facts.symbolUnknown = true
                }
                if facts.title.isNone, facts.symbol == nil { facts.symbolUnknown = true }
            }
        } else {
            // A chain on a name: a label a caller passed (`label`), a member holding one.
            var base = value.value
            while case .call(let call) = base, let inner = call.base { base = inner }
            let named = Binder.resolve(value.with(base))
            if case .closure(let closure) = named.value {
                facts = labelFacts(statements: closure.statements, named, depth: depth + 1)
            } else if case .reference(let path) = named.value, !path.contains("."),
                let reference = named.scope.type?.members[path], reference.member.kind == .property
            {
                facts = labelFacts(
                    statements: index.full(reference).body,
                    Resolved(value: named.value, scope: named.scope, locals: [:], file: reference.file),
                    depth: depth + 1)
            } else {
                // A view held in a value (`image.resizable()`): a graphic the code does not name.
                facts.symbolUnknown = true
            }
        }
        for modifier in modifiers {
            switch modifier.callee {
            case "labelStyle":
                if modifier.argument(nil)?.memberName == "iconOnly" { facts.iconOnly = true }
                if modifier.argument(nil)?.memberName == "titleOnly" {
                    facts.titleOnly = true
                    facts.symbol = nil
                    facts.symbolUnknown = false
                }
            case "accessibilityLabel":
                if let label = modifier.argument(nil) {
                    let found = textValue(value.with(label), localizable: true)
                    facts.accessibilityLabel = found.text
                    facts.accessibilityKey = found.localizationKey
                }
            default: continue
            }
        }
        return facts
    }

    /// What the first view of `statements` shows, with the names they bind (`let title = …`).
    func labelFacts(statements: [SyntaxStatement], _ resolved: Resolved, depth: Int = 0) -> LabelFacts {
        guard let first = labelExpressions(statements).first else { return LabelFacts(title: .unknown("view")) }
        var inner = resolved
        inner.value = first
        inner.locals = locals(statements, resolved)
        return labelFacts(inner, depth: depth)
    }

    /// The names `let` statements bind, for reading the expressions after them.
    func locals(_ statements: [SyntaxStatement], _ resolved: Resolved) -> [String: Bound] {
        var result = resolved.locals
        func visit(_ statements: [SyntaxStatement]) {
            for statement in statements {
                switch statement {
                case .binding(let name, let value, _):
                    result[name] = Bound(value: value, scope: resolved.scope, locals: result, file: resolved.file)
                case .block(let nested): visit(nested)
                default: continue
                }
            }
        }
        visit(statements)
        return result
    }

    /// The views a label's statements show, in order: through `if`/`else` (the branch that shows a
    /// label, not a progress indicator) and `switch`.
    func labelExpressions(_ statements: [SyntaxStatement]) -> [SyntaxExpression] {
        var found: [SyntaxExpression] = []
        for statement in statements {
            switch statement {
            case .expression(let value, _), .returnStatement(let value, _):
                if let root = flatten(value).0, ["ProgressView", "EmptyView", "Spacer"].contains(root.callee) {
                    continue
                }
                found.append(value)
            case .conditional(let conditional):
                found += labelExpressions(conditional.body) + labelExpressions(conditional.elseBody ?? [])
            case .switchStatement(let switchStatement):
                found += switchStatement.cases.flatMap { labelExpressions($0.body) }
            case .block(let nested):
                found += labelExpressions(nested)
            default: continue
            }
        }
        return found
    }

    /// A label made by a view of the app (`AvatarLabel(…)`): its body's first view.
    private func followedLabel(_ call: SyntaxCall, _ resolved: Resolved, depth: Int) -> LabelFacts? {
        guard call.callee.first?.isUppercase == true, index.declaresType(call.callee),
            let type = index.type(named: call.callee), type.isView,
            let body = type.members["body"], let first = labelExpressions(index.full(body).body).first
        else {
            return nil
        }
        noteDependency(body.file)
        let scope = Binder.instance(type, call, resolved, index: index)
        return labelFacts(Resolved(value: first, scope: scope, locals: [:], file: body.file), depth: depth + 1)
    }

    // MARK: - Keys

    /// A command's key: from its title or localization key; else its accessibility label, its
    /// symbol, or the name the code gives the thing (member, type, variable, expression).
    func commandKey(_ command: Command, name: String?) -> String {
        if command.content == .custom, let name { return RecordName.slug(name) }
        if let key = command.keyFromFields { return key }
        if let name { return RecordName.slug(name) }
        return command.defaultKey
    }

    /// The words a source name stands for: `document.title` → `document-title`,
    /// `AppAccountsSelectorView` → `App Accounts Selector`.
    func sourceName(_ text: String) -> String {
        let cleaned = text.replacingOccurrences(of: "self.", with: "")
            .filter { $0.isLetter || $0.isNumber || $0 == "." || $0 == "_" || $0 == " " }
        var words = self.words(cleaned.replacingOccurrences(of: ".", with: " "))
        for suffix in [" View", " Button", " Item", " Items", " Bar Button Item"]
        where words.hasSuffix(suffix) && words.count > suffix.count {
            words.removeLast(suffix.count)
        }
        return words
    }
}

extension Resolved {
    /// Another expression read where this one is.
    func with(_ value: SyntaxExpression) -> Resolved {
        Resolved(value: value, scope: scope, locals: locals, file: file)
    }
}
