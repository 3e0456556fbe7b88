// MARK: - Positions

/// A 1-based line and column in a source file (columns count UTF-8 bytes, as the compiler does).
public struct SyntaxPosition: Hashable, Sendable, Comparable {
    /// 1-based line.
    public var line: Int
    /// 1-based column.
    public var column: Int

    /// Makes a position.
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// Orders by line, then column.
    public static func < (lhs: SyntaxPosition, rhs: SyntaxPosition) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }
}

// MARK: - Expressions

/// A simplified Swift expression: enough to read SwiftUI builders and UIKit bar setup without
/// exposing SwiftSyntax.
public indirect enum SyntaxExpression: Hashable, Sendable {
    /// A string literal without interpolation, unescaped.
    case string(String)
    /// A string literal with interpolation; the payload is its source text.
    case interpolatedString(String)
    /// An implicit member such as `.topBarTrailing` (payload `topBarTrailing`).
    case member(String)
    /// An identifier or a dotted path such as `document.title` or `UIDevice.current.userInterfaceIdiom`.
    case reference(String)
    /// `true` or `false`.
    case boolean(Bool)
    /// A call: an initializer, a function or a modifier (`base.name(...)`).
    case call(SyntaxCall)
    /// An array literal.
    case array([SyntaxExpression])
    /// A closure not passed as a call argument.
    case closure(SyntaxClosure)
    /// `condition ? then : otherwise`, with the condition as normalised text.
    case ternary(condition: String, then: SyntaxExpression, otherwise: SyntaxExpression)
    /// Anything else, as normalised source text (white space runs collapsed to one space).
    case other(String)

    /// The call, when this is one.
    public var call: SyntaxCall? {
        if case .call(let call) = self { return call }
        return nil
    }

    /// The literal text of a plain string literal.
    public var stringValue: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    /// The name of an implicit member (`.high` → `high`) or the last part of a dotted reference
    /// (`UIBarButtonItem.SystemItem.done` → `done`).
    public var memberName: String? {
        switch self {
        case .member(let name): return name
        case .reference(let path): return path.split(separator: ".").last.map(String.init)
        default: return nil
        }
    }
}

/// A call expression: `callee(arguments) { closures }`, with `base` for `base.callee(...)`.
public struct SyntaxCall: Hashable, Sendable {
    /// The called name: `Button`, `ToolbarItem`, a modifier such as `visibilityPriority`, or a
    /// dotted type path such as `UIBarButtonItem`; `init` for `.init(...)`.
    public var callee: String
    /// What the call is applied to, for modifiers and method calls (`x.callee(...)`).
    public var base: SyntaxExpression?
    /// Arguments in the parentheses, closures included.
    public var arguments: [SyntaxArgument]
    /// Trailing closures in order, with their labels (`nil` for the first unlabeled one).
    public var trailingClosures: [SyntaxClosure]
    /// Where the callee's name starts.
    public var position: SyntaxPosition
    /// A `// ...` comment at the end of the call's first or last line, without the slashes.
    public var trailingComment: String?
    /// A property read on a value that is not a plain name (`Button(…).backport` is `backport`
    /// with the button as `base`): no parentheses, no arguments.
    public var isPropertyAccess: Bool

    /// Makes a call.
    public init(
        callee: String, base: SyntaxExpression? = nil, arguments: [SyntaxArgument] = [],
        trailingClosures: [SyntaxClosure] = [], position: SyntaxPosition, trailingComment: String? = nil,
        isPropertyAccess: Bool = false
    ) {
        self.callee = callee
        self.base = base
        self.arguments = arguments
        self.trailingClosures = trailingClosures
        self.position = position
        self.trailingComment = trailingComment
        self.isPropertyAccess = isPropertyAccess
    }

    /// The value of the first argument labelled `label` (`nil` label: the first unlabelled one).
    public func argument(_ label: String?) -> SyntaxExpression? {
        arguments.first { $0.label == label }?.value
    }

    /// Every closure passed to the call, in parentheses or trailing, with its label.
    public var allClosures: [SyntaxClosure] {
        var closures: [SyntaxClosure] = []
        for argument in arguments {
            if case .closure(var closure) = argument.value {
                closure.label = argument.label
                closures.append(closure)
            }
        }
        return closures + trailingClosures
    }

    /// The closure labelled `label` (`nil`: the first unlabelled one).
    public func closure(_ label: String?) -> SyntaxClosure? {
        allClosures.first { $0.label == label }
    }
}

/// One argument of a call.
public struct SyntaxArgument: Hashable, Sendable {
    /// Its label, or `nil`.
    public var label: String?
    /// Its value.
    public var value: SyntaxExpression

    /// Makes an argument.
    public init(label: String?, value: SyntaxExpression) {
        self.label = label
        self.value = value
    }
}

/// A closure: its statements, and the label it was passed with.
public struct SyntaxClosure: Hashable, Sendable {
    /// The argument label (`label:` for a `label: { ... }` trailing closure), or `nil`.
    public var label: String?
    /// Its statements.
    public var statements: [SyntaxStatement]
    /// Where it starts.
    public var position: SyntaxPosition

    /// Makes a closure.
    public init(label: String?, statements: [SyntaxStatement], position: SyntaxPosition) {
        self.label = label
        self.statements = statements
        self.position = position
    }
}

// MARK: - Statements

/// A simplified statement inside a body or closure.
public indirect enum SyntaxStatement: Hashable, Sendable {
    /// An expression on its own (a view, a toolbar item, a call).
    case expression(SyntaxExpression, SyntaxPosition)
    /// `if` with its condition text; `elseBody` is `nil` when there is no `else`.
    case conditional(SyntaxConditional)
    /// `switch subject { case ...: }`.
    case switchStatement(SyntaxSwitch)
    /// `let`/`var name = value` inside a body.
    case binding(name: String, value: SyntaxExpression, position: SyntaxPosition)
    /// `target = value` (`target` as source text, e.g. `navigationItem.pinnedTrailingGroup`).
    case assignment(target: String, value: SyntaxExpression, position: SyntaxPosition)
    /// `return value`.
    case returnStatement(SyntaxExpression, SyntaxPosition)
    /// A nested block we look into (`do`, `for`, `guard` bodies…).
    case block([SyntaxStatement])
}

/// An `if` statement or expression, or a `#if` the scanner could not decide for iOS.
public struct SyntaxConditional: Hashable, Sendable {
    /// The condition as normalised source text (`hasRoomForEditingTools`, `#available(iOS 27, *)`,
    /// `#if DEBUG`).
    public var condition: String
    /// Whether the condition is an availability check.
    public var isAvailabilityCheck: Bool
    /// Whether it is a `#if` clause that depends on the build (`DEBUG`, a custom flag): both
    /// branches can be compiled into an iOS app.
    public var isCompilationCondition: Bool
    /// The `then` branch.
    public var body: [SyntaxStatement]
    /// The `else` branch (an `else if` is a single nested conditional), or `nil`.
    public var elseBody: [SyntaxStatement]?
    /// Where `if` is.
    public var position: SyntaxPosition

    /// Makes a conditional.
    public init(
        condition: String, isAvailabilityCheck: Bool, body: [SyntaxStatement], elseBody: [SyntaxStatement]?,
        position: SyntaxPosition, isCompilationCondition: Bool = false
    ) {
        self.condition = condition
        self.isAvailabilityCheck = isAvailabilityCheck
        self.isCompilationCondition = isCompilationCondition
        self.body = body
        self.elseBody = elseBody
        self.position = position
    }
}

/// A `switch` statement or expression.
public struct SyntaxSwitch: Hashable, Sendable {
    /// The switched-on expression as normalised text.
    public var subject: String
    /// The cases in order: label text (`case .regular` / `default`) and body.
    public var cases: [SyntaxSwitchCase]
    /// Where `switch` is.
    public var position: SyntaxPosition

    /// Makes a switch.
    public init(subject: String, cases: [SyntaxSwitchCase], position: SyntaxPosition) {
        self.subject = subject
        self.cases = cases
        self.position = position
    }
}

/// One case of a switch.
public struct SyntaxSwitchCase: Hashable, Sendable {
    /// `case .regular` or `default`, normalised.
    public var label: String
    /// Its statements.
    public var body: [SyntaxStatement]

    /// Makes a case.
    public init(label: String, body: [SyntaxStatement]) {
        self.label = label
        self.body = body
    }
}

// MARK: - Declarations

/// What kind of type declaration.
public enum SyntaxTypeKind: String, Hashable, Sendable {
    case structType = "struct"
    case classType = "class"
    case enumType = "enum"
    case actorType = "actor"
    case extensionType = "extension"
}

/// What kind of member.
public enum SyntaxMemberKind: String, Hashable, Sendable {
    case property, function, initializer
}

/// A parameter of a function or initializer.
public struct SyntaxParameter: Hashable, Sendable {
    /// The argument label callers write (`nil` for `_`).
    public var label: String?
    /// The name the body uses.
    public var name: String
    /// The declared type as normalised text (`() -> some View`, `Bool`).
    public var typeText: String
    /// Attributes as normalised text (`@ViewBuilder`, `@escaping` is part of the type).
    public var attributes: [String]
    /// Whether it has a default value.
    public var hasDefault: Bool
    /// The default value, when it has one.
    public var defaultValue: SyntaxExpression?

    /// Makes a parameter.
    public init(
        label: String?, name: String, typeText: String, attributes: [String] = [], hasDefault: Bool = false,
        defaultValue: SyntaxExpression? = nil
    ) {
        self.label = label
        self.name = name
        self.typeText = typeText
        self.attributes = attributes
        self.hasDefault = hasDefault || defaultValue != nil
        self.defaultValue = defaultValue
    }
}

/// A member of a type with the parts the scanner reads.
public struct SyntaxMember: Hashable, Sendable {
    /// Its name (`body`, `editingToolItems`, `viewDidLoad`, `init`).
    public var name: String
    /// Property, function or initializer.
    public var kind: SyntaxMemberKind
    /// Attributes as normalised text (`@ToolbarContentBuilder`, `@Environment(\.appearsActive)`).
    public var attributes: [String]
    /// The declared type or return type as normalised text (`some ToolbarContent`, `Bool`).
    public var typeText: String?
    /// Whether it is marked `override`.
    public var isOverride: Bool
    /// The statements of its getter or body; a stored property's initial value as one statement.
    public var body: [SyntaxStatement]
    /// Where its name is.
    public var position: SyntaxPosition
    /// A function's or initializer's parameters.
    public var parameters: [SyntaxParameter]
    /// Whether it is `static` or `class`.
    public var isStatic: Bool
    /// The first line of its `///` documentation comment (SwiftGen writes a string's
    /// development-language text there).
    public var docComment: String?
    /// Whether it is a stored property (no getter; its initial value, if any, is the body).
    public var isStored: Bool
    /// Whether its body was left unread (it mentioned none of the words asked for); the
    /// `SkippedBodies` of the same parse read it (`SyntaxExtractor.extractKeepingSkipped`).
    public var bodySkipped: Bool

    /// Makes a member.
    public init(
        name: String, kind: SyntaxMemberKind, attributes: [String], typeText: String?, isOverride: Bool,
        body: [SyntaxStatement], position: SyntaxPosition, parameters: [SyntaxParameter] = [], isStatic: Bool = false,
        docComment: String? = nil, isStored: Bool = false, bodySkipped: Bool = false
    ) {
        self.name = name
        self.kind = kind
        self.attributes = attributes
        self.typeText = typeText
        self.isOverride = isOverride
        self.body = body
        self.position = position
        self.parameters = parameters
        self.isStatic = isStatic
        self.docComment = docComment
        self.isStored = isStored
        self.bodySkipped = bodySkipped
    }
}

/// A struct, class, enum, actor or extension with its members.
public struct SyntaxType: Hashable, Sendable {
    /// The type's name; for nested types the dotted path (`Outer.Inner`).
    public var name: String
    /// What declares it.
    public var kind: SyntaxTypeKind
    /// Inherited types and protocols as written (`View`, `UIViewController`).
    public var inheritedTypes: [String]
    /// Attributes of the declaration as normalised text (`@available(iOS 27, *)`).
    public var attributes: [String]
    /// Its members in source order.
    public var members: [SyntaxMember]
    /// Where its name is.
    public var position: SyntaxPosition

    /// Makes a type.
    public init(
        name: String, kind: SyntaxTypeKind, inheritedTypes: [String], attributes: [String],
        members: [SyntaxMember], position: SyntaxPosition
    ) {
        self.name = name
        self.kind = kind
        self.inheritedTypes = inheritedTypes
        self.attributes = attributes
        self.members = members
        self.position = position
    }
}

/// Everything read from one file.
public struct SyntaxFile: Hashable, Sendable {
    /// Type declarations and extensions in source order (nested ones included).
    public var types: [SyntaxType]
    /// Whether the parser found syntax errors (the facts are then partial).
    public var hasErrors: Bool

    /// Makes a file.
    public init(types: [SyntaxType], hasErrors: Bool) {
        self.types = types
        self.hasErrors = hasErrors
    }
}
