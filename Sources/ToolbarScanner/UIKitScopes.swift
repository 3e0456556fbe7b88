import ToolbarModel
import ToolbarSyntax

/// The names one body gives values, inside the body around it: a function's, an accessor's or a
/// closure's body (its `if`/`switch` branches included). The outermost scope is the view
/// controller's own: its stored properties, what its computed ones return, and what its members
/// assign to them (`self.x = …`, or `x = …` when no local `x` is in sight).
///
/// A local shadows a property of the same name only inside its body (and the closures in it), so
/// two methods each with a local `items` read their own. Each branch of an `if`, a `guard`'s
/// `else` and each `switch` case is a scope of its own too (``isBranch``), as in Swift: a `let`
/// in each of two branches is two names, each read by the statements of its branch.
final class UIKitScope {
    let parent: UIKitScope?
    /// Whether this is a branch's scope inside a body rather than a body's own.
    let isBranch: Bool
    /// Names → the value last given them here.
    private(set) var bindings: [String: UIKitValue] = [:]
    /// Arrays declared here grown with `append`/`insert` → what was added.
    var appended: [String: [UIKitValue]] = [:]
    /// `item.property = value` per item declared here.
    var overrides: [String: [String: SyntaxExpression]] = [:]
    /// Locals kept in the property of the same name (`self.shareItem = shareItem`): one item.
    var kept: Set<String> = []
    /// Names whose value (not an empty one) a later value replaced: where those were given.
    private(set) var replaced: [String: [SourceLocation]] = [:]
    /// The guesses already reported, by name and place of reading.
    var reported: Set<String> = []
    /// The names in sight here as the item reader's locals, made once.
    private var flattened: [String: Bound]?

    init(parent: UIKitScope?, isBranch: Bool = false) {
        self.parent = parent
        self.isBranch = isBranch
    }

    /// The outermost scope: the view controller's own.
    var root: UIKitScope {
        var scope = self
        while let parent = scope.parent { scope = parent }
        return scope
    }

    /// A scope for a body inside this one (a member's inside the controller's, a closure's).
    func inner() -> UIKitScope { UIKitScope(parent: self) }

    /// A scope for one branch of an `if` or a `switch` in this one.
    func branch() -> UIKitScope { UIKitScope(parent: self, isBranch: true) }

    /// The body this scope is in: itself, or for a branch the nearest body around it. A local
    /// declared without a value (`let item: UIBarButtonItem`) is the body's, whichever branch
    /// gives it its value.
    var body: UIKitScope {
        var scope = self
        while scope.isBranch, let parent = scope.parent { scope = parent }
        return scope
    }

    /// Gives `name` a value here; the last value given is the one read. An empty value (``isEmpty``)
    /// given after one with items does not replace it: emptying a property when the screen goes
    /// away (`shareItem = nil`) leaves the items it held to read, as an empty value given first does.
    func give(_ name: String, _ value: UIKitValue) {
        if let earlier = bindings[name], !Self.isEmpty(earlier.value) {
            if Self.isEmpty(value.value) { return }
            replaced[name, default: []].append(
                SourceLocation(file: earlier.file, line: earlier.position.line, column: earlier.position.column))
        }
        bindings[name] = value
    }

    /// The nearest scope, from here out, that gives `path` a value; `self.x` is the controller's `x`.
    func declaring(_ path: String) -> UIKitScope? {
        if path.hasPrefix("self.") {
            let root = self.root
            return root.bindings[String(path.dropFirst(5))] == nil ? nil : root
        }
        var scope: UIKitScope? = self
        while let current = scope {
            if current.bindings[path] != nil { return current }
            scope = current.parent
        }
        return nil
    }

    /// The scope statements on `path` (`path.title = …`, `path.append(…)`) belong to: the one
    /// giving it a value, else the controller's own.
    func owner(of path: String) -> UIKitScope {
        declaring(path) ?? root
    }

    /// Where the values `name` was given before its last one are.
    func replacedValues(of name: String) -> [SourceLocation] { replaced[name] ?? [] }

    /// Every name in sight here, inner ones shadowing outer ones, as the item reader's locals.
    func locals(_ scope: Scope) -> [String: Bound] {
        if let flattened { return flattened }
        var result = parent?.locals(scope) ?? [:]
        for (name, value) in bindings {
            result[name] = Bound(value: value.value, scope: scope, locals: [:], file: value.file)
        }
        flattened = result
        return result
    }

    /// `nil`, `[]`, `[UIBarButtonItem]()`: a value with no items, which a later one only fills.
    static func isEmpty(_ expression: SyntaxExpression) -> Bool {
        switch expression {
        case .other(let text): return text == "nil" || text == "[]"
        case .array(let values): return values.isEmpty
        case .call(let call): return call.callee.hasPrefix("[") && call.arguments.isEmpty && call.base == nil
        default: return false
        }
    }
}

extension ScreenBuilder {
    /// What `path` names where `value` is read: the nearest local of that name, else the
    /// controller's own. When the name was given more than one value, the scanner reads the last
    /// one given: it says so at the place of reading (once per name and place).
    func uiKitBinding(_ path: String, at value: UIKitValue, _ facts: UIKitFacts) -> (
        value: UIKitValue, scope: UIKitScope
    )? {
        let from = value.scope ?? facts.root
        guard let scope = from.declaring(path) else { return nil }
        let name = path.hasPrefix("self.") ? String(path.dropFirst(5)) : path
        guard let bound = scope.bindings[name] else { return nil }
        let earlier = scope.replacedValues(of: name)
        if !earlier.isEmpty {
            let here = location(value.position, value.file)
            if scope.reported.insert("\(name)|\(here.file):\(here.line):\(here.column ?? 0)").inserted {
                let read = location(bound.position, bound.file)
                let places = (earlier + [read]).map { "\($0.file):\($0.line)" }.joined(separator: ", ")
                unresolved(
                    "several-values",
                    "`\(name)` is given more than one value (\(places)); the scanner reads only the last one "
                        + "given (\(read.file):\(read.line)), so what the others hold may be missing or wrong.",
                    here)
            }
        }
        return (bound, scope)
    }
}
