import ToolbarSyntax

/// What names mean while code is read: the type whose members they name, and the values a
/// followed function, initializer or type was given by its caller.
final class Scope {
    /// The type whose members plain names refer to (`nil` for none).
    let type: TypeInfo?
    /// Parameters and stored properties bound to what the caller wrote.
    var bindings: [String: Bound]

    init(type: TypeInfo?, bindings: [String: Bound] = [:]) {
        self.type = type
        self.bindings = bindings
    }
}

/// An expression as a caller wrote it, with what its names mean there.
struct Bound {
    let value: SyntaxExpression
    let scope: Scope
    let locals: [String: Bound]
    let file: String
}

/// A value found by following names, with where it was written.
struct Resolved {
    var value: SyntaxExpression
    var scope: Scope
    var locals: [String: Bound]
    var file: String
}

enum Binder {
    /// Arguments of `call` bound to `parameters` as Swift matches them: labelled arguments by
    /// label, unlabelled ones in order, the first trailing closure to the first parameter left
    /// that takes a closure, labelled trailing closures by label.
    static func bind(_ parameters: [SyntaxParameter], _ call: SyntaxCall, _ caller: Resolved) -> [String: Bound] {
        var bindings: [String: Bound] = [:]
        var used = Set<Int>()
        func bound(_ value: SyntaxExpression) -> Bound {
            Bound(value: value, scope: caller.scope, locals: caller.locals, file: caller.file)
        }
        var start = 0
        for argument in call.arguments {
            var index = start
            while index < parameters.count, used.contains(index) || parameters[index].label != argument.label {
                // An unlabelled argument may skip parameters that have defaults.
                guard parameters[index].hasDefault || used.contains(index) else { break }
                index += 1
            }
            guard index < parameters.count, parameters[index].label == argument.label, !used.contains(index) else {
                continue
            }
            used.insert(index)
            start = index + 1
            bindings[parameters[index].name] = bound(argument.value)
        }
        for closure in call.trailingClosures {
            let index: Int?
            if let label = closure.label {
                index = parameters.indices.first { !used.contains($0) && parameters[$0].label == label }
            } else {
                index = parameters.indices.first { !used.contains($0) && takesClosure(parameters[$0]) }
            }
            guard let index else { continue }
            used.insert(index)
            bindings[parameters[index].name] = bound(.closure(closure))
        }
        // Parameters the caller left out take their default values.
        for parameter in parameters where bindings[parameter.name] == nil {
            if let value = parameter.defaultValue { bindings[parameter.name] = bound(value) }
        }
        return bindings
    }

    static func takesClosure(_ parameter: SyntaxParameter) -> Bool {
        parameter.typeText.contains("->") || parameter.attributes.contains { $0.contains("Builder") }
    }

    /// The parameters a type's memberwise initializer takes: its stored properties in order.
    static func memberwise(_ type: TypeInfo) -> [SyntaxParameter] {
        type.storedProperties.map { name in
            let typeText = type.members[name]?.member.typeText ?? ""
            return SyntaxParameter(
                label: name, name: name, typeText: typeText,
                hasDefault: !(type.members[name]?.member.body.isEmpty ?? true))
        }
    }

    /// Binds an instance of `type` made by `call`: through the initializer whose labels fit, its
    /// `self.x = value` assignments, else memberwise.
    static func instance(_ type: TypeInfo, _ call: SyntaxCall, _ caller: Resolved, index: ScanIndex) -> Scope {
        let labels = call.arguments.map(\.label)
        let initializers = type.overloads["init"] ?? []
        let chosen = initializers.first { reference in
            let parameters = reference.member.parameters
            let required = parameters.filter { !$0.hasDefault && !takesClosure($0) }.map(\.label)
            return required.allSatisfy { labels.contains($0) }
                && labels.allSatisfy { label in parameters.contains { $0.label == label } }
        }
        guard let chosen else {
            return Scope(type: type, bindings: bind(memberwise(type), call, caller))
        }
        let parameters = bind(chosen.member.parameters, call, caller)
        let initScope = Scope(type: type, bindings: parameters)
        var bindings = parameters
        let member = index.full(chosen)
        for statement in member.body {
            guard case .assignment(let target, let value, _) = statement else { continue }
            var name = target
            if name.hasPrefix("self.") { name.removeFirst(5) }
            if name.hasPrefix("_") { continue }
            // `self.content = content()`: the closure itself stands for what it builds.
            if case .call(let inner) = value, inner.base == nil, inner.arguments.isEmpty,
                inner.trailingClosures.isEmpty,
                let closure = parameters[inner.callee]
            {
                bindings[name] = closure
            } else {
                bindings[name] = Bound(value: value, scope: initScope, locals: [:], file: chosen.file)
            }
        }
        return Scope(type: type, bindings: bindings)
    }

    /// Follows plain names (`title`, `self.title`) through locals and bindings, and `content()`
    /// when `content` is a bound closure, to the expression they stand for.
    static func resolve(_ start: Resolved, depth: Int = 0) -> Resolved {
        guard depth < 12 else { return start }
        switch start.value {
        case .reference(let path):
            var name = path
            if name.hasPrefix("self.") { name.removeFirst(5) }
            guard !name.contains(".") else { return start }
            if let local = start.locals[name] { return resolve(Resolved(local), depth: depth + 1) }
            if let bound = start.scope.bindings[name] { return resolve(Resolved(bound), depth: depth + 1) }
            return start
        case .call(let call) where call.base == nil && call.arguments.isEmpty && call.trailingClosures.isEmpty:
            if let bound = start.locals[call.callee] ?? start.scope.bindings[call.callee],
                case .closure = bound.value
            {
                return resolve(Resolved(bound), depth: depth + 1)
            }
            return start
        default:
            return start
        }
    }
}

extension Resolved {
    init(_ bound: Bound) {
        self.init(value: bound.value, scope: bound.scope, locals: bound.locals, file: bound.file)
    }
}
