internal import SwiftParser
internal import SwiftSyntax

/// Parses Swift source with the toolchain's parser and returns its types, members and
/// simplified statements as plain values.
public enum SyntaxExtractor {
    /// Parses `source` and extracts every type declaration and extension with its members.
    ///
    /// With `bodiesMentioning`, a member's body is read only when its source text contains one of
    /// those words, or it is a `Bool` property or returns/builds `ToolbarContent`; other bodies are
    /// left empty (reading every body of a large file costs as much as a third of the parse).
    public static func extract(source: String, bodiesMentioning words: [String]? = nil) -> SyntaxFile {
        let tree = Parser.parse(source: source)
        let bytes = Array(source.utf8)
        var reader = TreeReader(lines: LineTable(bytes))
        if let words {
            reader.filter = BodyFilter(bytes: bytes, words: words.map { Array($0.utf8) })
        }
        reader.readItems(tree.statements, typePath: [])
        return SyntaxFile(types: reader.types, hasErrors: tree.hasError)
    }
}

// MARK: - Declarations

/// Decides cheaply, on the source bytes, whether a member body can matter.
private struct BodyFilter {
    let bytes: [UInt8]
    let words: [[UInt8]]

    func mentionsWord(_ node: some SyntaxProtocol) -> Bool {
        let start = node.position.utf8Offset
        let end = min(node.endPosition.utf8Offset, bytes.count)
        guard start < end else { return false }
        return bytes.withUnsafeBufferPointer { buffer in
            words.contains { word in Self.find(word, in: buffer, from: start, to: end) }
        }
    }

    private static func find(_ word: [UInt8], in buffer: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Bool {
        guard let first = word.first, end - start >= word.count else { return false }
        var index = start
        let last = end - word.count
        while index <= last {
            if buffer[index] == first {
                var offset = 1
                while offset < word.count, buffer[index + offset] == word[offset] { offset += 1 }
                if offset == word.count { return true }
            }
            index += 1
        }
        return false
    }

    static func buildsToolbarContent(attributes: [String], typeText: String?) -> Bool {
        typeText == "Bool" || (typeText?.contains("ToolbarContent") ?? false)
            || attributes.contains { $0.contains("ToolbarContentBuilder") }
    }
}

/// Line starts of a file, for turning UTF-8 offsets into line and column without walking the tree.
private struct LineTable {
    private var starts: [Int] = [0]

    init(_ bytes: [UInt8]) {
        for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") { starts.append(offset + 1) }
    }

    func position(_ offset: Int) -> SyntaxPosition {
        var low = 0
        var high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return SyntaxPosition(line: low + 1, column: offset - starts[low] + 1)
    }
}

private struct TreeReader {
    let lines: LineTable
    var types: [SyntaxType] = []
    var filter: BodyFilter?

    /// Whether to read the body of a member with these attributes and type.
    func wants(_ node: some SyntaxProtocol, attributes: [String], typeText: String?) -> Bool {
        guard let filter else { return true }
        return BodyFilter.buildsToolbarContent(attributes: attributes, typeText: typeText) || filter.mentionsWord(node)
    }

    init(lines: LineTable) {
        self.lines = lines
    }

    func position(_ node: some SyntaxProtocol) -> SyntaxPosition {
        lines.position(node.positionAfterSkippingLeadingTrivia.utf8Offset)
    }

    mutating func readItems(_ items: CodeBlockItemListSyntax, typePath: [String]) {
        for item in items {
            if case let .decl(decl) = item.item { readDecl(decl, typePath: typePath) }
        }
    }

    mutating func readDecl(_ decl: DeclSyntax, typePath: [String]) {
        if let node = decl.as(StructDeclSyntax.self) {
            readType(node.name.text, .structType, node.inheritanceClause, node.attributes, node.memberBlock,
                     node.name, typePath)
        } else if let node = decl.as(ClassDeclSyntax.self) {
            readType(node.name.text, .classType, node.inheritanceClause, node.attributes, node.memberBlock,
                     node.name, typePath)
        } else if let node = decl.as(EnumDeclSyntax.self) {
            readType(node.name.text, .enumType, node.inheritanceClause, node.attributes, node.memberBlock,
                     node.name, typePath)
        } else if let node = decl.as(ActorDeclSyntax.self) {
            readType(node.name.text, .actorType, node.inheritanceClause, node.attributes, node.memberBlock,
                     node.name, typePath)
        } else if let node = decl.as(ExtensionDeclSyntax.self) {
            let name = normalized(node.extendedType)
            readType(name, .extensionType, node.inheritanceClause, node.attributes, node.memberBlock,
                     node.extendedType, [])
        } else if let node = decl.as(IfConfigDeclSyntax.self) {
            for clause in node.clauses {
                switch clause.elements {
                case let .statements(items): readItems(items, typePath: typePath)
                case let .decls(members):
                    for member in members { readDecl(member.decl, typePath: typePath) }
                default: break
                }
            }
        }
    }

    mutating func readType(
        _ name: String, _ kind: SyntaxTypeKind, _ inheritance: InheritanceClauseSyntax?,
        _ attributes: AttributeListSyntax, _ memberBlock: MemberBlockSyntax, _ nameNode: some SyntaxProtocol,
        _ typePath: [String]
    ) {
        let path = typePath + [name]
        let index = types.count
        types.append(SyntaxType(
            name: path.joined(separator: "."), kind: kind,
            inheritedTypes: inheritance?.inheritedTypes.map { normalized($0.type) } ?? [],
            attributes: attributes.map { normalized($0) }, members: [], position: position(nameNode)))
        var members: [SyntaxMember] = []
        readMembers(memberBlock.members, path: path, into: &members)
        types[index].members = members
    }

    mutating func readMembers(_ list: MemberBlockItemListSyntax, path: [String], into members: inout [SyntaxMember]) {
        for item in list {
            let decl = item.decl
            if let variable = decl.as(VariableDeclSyntax.self) {
                members += readVariable(variable)
            } else if let function = decl.as(FunctionDeclSyntax.self) {
                let attributes = function.attributes.map { normalized($0) }
                let typeText = function.signature.returnClause.map { normalized($0.type) }
                var body: [SyntaxStatement] = []
                if let block = function.body, wants(block, attributes: attributes, typeText: typeText) {
                    body = statements(block.statements)
                }
                members.append(SyntaxMember(
                    name: function.name.text, kind: .function, attributes: attributes, typeText: typeText,
                    isOverride: isOverride(function.modifiers), body: body, position: position(function.name)))
            } else if let initializer = decl.as(InitializerDeclSyntax.self) {
                members.append(SyntaxMember(
                    name: "init", kind: .initializer, attributes: initializer.attributes.map { normalized($0) },
                    typeText: nil, isOverride: isOverride(initializer.modifiers),
                    body: initializer.body.flatMap { wants($0, attributes: [], typeText: nil) ? statements($0.statements) : nil }
                        ?? [],
                    position: position(initializer.initKeyword)))
            } else if let config = decl.as(IfConfigDeclSyntax.self) {
                for clause in config.clauses {
                    if case let .decls(nested) = clause.elements { readMembers(nested, path: path, into: &members) }
                }
            } else {
                readDecl(decl, typePath: path)
            }
        }
    }

    func readVariable(_ variable: VariableDeclSyntax) -> [SyntaxMember] {
        var members: [SyntaxMember] = []
        let attributes = variable.attributes.map { normalized($0) }
        for binding in variable.bindings {
            guard let identifier = binding.pattern.as(IdentifierPatternSyntax.self) else { continue }
            let typeText = binding.typeAnnotation.map { normalized($0.type) }
            var body: [SyntaxStatement] = []
            guard wants(binding, attributes: attributes, typeText: typeText) else {
                members.append(SyntaxMember(
                    name: identifier.identifier.text, kind: .property, attributes: attributes, typeText: typeText,
                    isOverride: isOverride(variable.modifiers), body: [], position: position(identifier)))
                continue
            }
            switch binding.accessorBlock?.accessors {
            case let .getter(items)?:
                body = statements(items)
            case let .accessors(accessors)?:
                for accessor in accessors where accessor.accessorSpecifier.tokenKind == .keyword(.get) {
                    body = accessor.body.map { statements($0.statements) } ?? []
                }
            default:
                if let value = binding.initializer?.value {
                    body = [.expression(expression(value), position(value))]
                }
            }
            members.append(SyntaxMember(
                name: identifier.identifier.text, kind: .property, attributes: attributes,
                typeText: typeText, isOverride: isOverride(variable.modifiers),
                body: body, position: position(identifier)))
        }
        return members
    }

    func isOverride(_ modifiers: DeclModifierListSyntax) -> Bool {
        modifiers.contains { $0.name.tokenKind == .keyword(.override) }
    }
}

// MARK: - Statements

extension TreeReader {
    func statements(_ items: CodeBlockItemListSyntax) -> [SyntaxStatement] {
        var result: [SyntaxStatement] = []
        for item in items {
            switch item.item {
            case let .decl(decl):
                if let variable = decl.as(VariableDeclSyntax.self) {
                    for binding in variable.bindings {
                        guard let name = binding.pattern.as(IdentifierPatternSyntax.self),
                              let value = binding.initializer?.value else { continue }
                        result.append(.binding(name: name.identifier.text, value: expression(value),
                                               position: position(name)))
                    }
                } else if let config = decl.as(IfConfigDeclSyntax.self) {
                    for clause in config.clauses {
                        if case let .statements(nested) = clause.elements { result.append(.block(statements(nested))) }
                    }
                }
            case let .stmt(stmt):
                if let statement = stmt.as(ExpressionStmtSyntax.self) {
                    result.append(expressionStatement(statement.expression, item: item))
                } else if let statement = stmt.as(ReturnStmtSyntax.self), let value = statement.expression {
                    result.append(.returnStatement(expression(value, comment: comment(of: item)), position(value)))
                } else if let statement = stmt.as(GuardStmtSyntax.self) {
                    let isAvailability = statement.conditions.contains { element in
                        if case .availability = element.condition { return true }
                        return false
                    }
                    result.append(.conditional(SyntaxConditional(
                        condition: normalized(statement.conditions), isAvailabilityCheck: isAvailability, body: [],
                        elseBody: statements(statement.body.statements), position: position(statement))))
                } else if let statement = stmt.as(DoStmtSyntax.self) {
                    result.append(.block(statements(statement.body.statements)))
                } else if let statement = stmt.as(ForStmtSyntax.self) {
                    result.append(.block(statements(statement.body.statements)))
                }
            case let .expr(expr):
                result.append(expressionStatement(expr, item: item))
            default:
                continue
            }
        }
        return result
    }

    func expressionStatement(_ expr: ExprSyntax, item: CodeBlockItemSyntax) -> SyntaxStatement {
        if let node = expr.as(IfExprSyntax.self) {
            return .conditional(conditional(node))
        }
        if let node = expr.as(SwitchExprSyntax.self) {
            return .switchStatement(switchStatement(node))
        }
        if let sequence = expr.as(SequenceExprSyntax.self), sequence.elements.count == 3 {
            let parts = Array(sequence.elements)
            if parts[1].is(AssignmentExprSyntax.self) {
                return .assignment(target: normalized(parts[0]), value: expression(parts[2]), position: position(parts[0]))
            }
        }
        return .expression(expression(expr, comment: comment(of: item)), position(expr))
    }

    func conditional(_ node: IfExprSyntax) -> SyntaxConditional {
        let isAvailability = node.conditions.contains { element in
            if case .availability = element.condition { return true }
            return false
        }
        var elseBody: [SyntaxStatement]?
        switch node.elseBody {
        case let .ifExpr(nested)?: elseBody = [.conditional(conditional(nested))]
        case let .codeBlock(block)?: elseBody = statements(block.statements)
        default: elseBody = nil
        }
        return SyntaxConditional(
            condition: normalized(node.conditions), isAvailabilityCheck: isAvailability,
            body: statements(node.body.statements), elseBody: elseBody, position: position(node))
    }

    func switchStatement(_ node: SwitchExprSyntax) -> SyntaxSwitch {
        var cases: [SyntaxSwitchCase] = []
        for element in node.cases {
            if case let .switchCase(switchCase) = element {
                var label = normalized(switchCase.label)
                if label.hasSuffix(":") { label = String(label.dropLast()).trimmingSpaces() }
                cases.append(SyntaxSwitchCase(label: label,
                                              body: statements(switchCase.statements)))
            }
        }
        return SyntaxSwitch(subject: normalized(node.subject), cases: cases, position: position(node))
    }

    /// A `//` comment at the end of the item's first line or last line.
    func comment(of item: CodeBlockItemSyntax) -> String? {
        var token = item.firstToken(viewMode: .sourceAccurate)
        let last = item.lastToken(viewMode: .sourceAccurate)
        while let current = token {
            if let text = lineComment(current.trailingTrivia) { return text }
            guard current != last, let next = current.nextToken(viewMode: .sourceAccurate) else { break }
            if next.leadingTrivia.contains(where: \.isNewline) { break }
            token = next
        }
        return last.flatMap { lineComment($0.trailingTrivia) }
    }

    func lineComment(_ trivia: Trivia) -> String? {
        for piece in trivia {
            if case let .lineComment(text) = piece {
                return String(text.dropFirst(2)).trimmingSpaces()
            }
        }
        return nil
    }
}

// MARK: - Expressions

extension TreeReader {
    func expression(_ expr: ExprSyntax, comment: String? = nil) -> SyntaxExpression {
        if let call = expr.as(FunctionCallExprSyntax.self) {
            return .call(self.call(call, comment: comment))
        }
        if let literal = expr.as(StringLiteralExprSyntax.self) {
            var text = ""
            for segment in literal.segments {
                guard case let .stringSegment(piece) = segment else { return .interpolatedString(normalized(literal)) }
                text += piece.content.text
            }
            return .string(text)
        }
        if let access = expr.as(MemberAccessExprSyntax.self) {
            guard let base = access.base else { return .member(access.declName.baseName.text) }
            if let path = referencePath(base) { return .reference(path + "." + access.declName.baseName.text) }
            return .other(normalized(expr))
        }
        if let reference = expr.as(DeclReferenceExprSyntax.self) {
            return .reference(reference.baseName.text)
        }
        if let literal = expr.as(BooleanLiteralExprSyntax.self) {
            return .boolean(literal.literal.tokenKind == .keyword(.true))
        }
        if let array = expr.as(ArrayExprSyntax.self) {
            return .array(array.elements.map { expression($0.expression) })
        }
        if let closure = expr.as(ClosureExprSyntax.self) {
            return .closure(self.closure(closure, label: nil))
        }
        if let sequence = expr.as(SequenceExprSyntax.self), sequence.elements.count >= 3 {
            let parts = Array(sequence.elements)
            if let ternary = parts[parts.count - 2].as(UnresolvedTernaryExprSyntax.self) {
                let condition = parts[0..<(parts.count - 2)].map { normalized($0) }.joined(separator: " ")
                return .ternary(condition: condition, then: expression(ternary.thenExpression),
                                otherwise: expression(parts[parts.count - 1]))
            }
        }
        if let unwrap = expr.as(ForceUnwrapExprSyntax.self) {
            return expression(unwrap.expression, comment: comment)
        }
        if let optional = expr.as(OptionalChainingExprSyntax.self) {
            return expression(optional.expression, comment: comment)
        }
        if let tuple = expr.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first,
           only.label == nil {
            return expression(only.expression, comment: comment)
        }
        return .other(normalized(expr))
    }

    func referencePath(_ expr: ExprSyntax) -> String? {
        if let reference = expr.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let access = expr.as(MemberAccessExprSyntax.self), let base = access.base, let path = referencePath(base) {
            return path + "." + access.declName.baseName.text
        }
        return nil
    }

    func call(_ node: FunctionCallExprSyntax, comment: String?) -> SyntaxCall {
        var callee: String
        var base: SyntaxExpression?
        let called = node.calledExpression
        if let reference = called.as(DeclReferenceExprSyntax.self) {
            callee = reference.baseName.text
        } else if let access = called.as(MemberAccessExprSyntax.self) {
            callee = access.declName.baseName.text
            if let accessBase = access.base {
                if let path = referencePath(accessBase), path.first?.isUppercase == true {
                    callee = path + "." + callee
                } else {
                    base = expression(accessBase)
                }
            }
        } else if let generic = called.as(GenericSpecializationExprSyntax.self) {
            callee = normalized(generic.expression)
        } else {
            callee = normalized(called)
        }
        if callee.hasSuffix(".init") { callee.removeLast(5) }
        var closures: [SyntaxClosure] = []
        if let trailing = node.trailingClosure { closures.append(closure(trailing, label: nil)) }
        for extra in node.additionalTrailingClosures {
            closures.append(closure(extra.closure, label: extra.label.text))
        }
        return SyntaxCall(
            callee: callee, base: base,
            arguments: node.arguments.map { SyntaxArgument(label: $0.label?.text, value: expression($0.expression)) },
            trailingClosures: closures, position: calleePosition(called),
            trailingComment: comment)
    }

    func calleePosition(_ called: ExprSyntax) -> SyntaxPosition {
        if let access = called.as(MemberAccessExprSyntax.self), access.base != nil { return position(access.declName) }
        return position(called)
    }

    func closure(_ node: ClosureExprSyntax, label: String?) -> SyntaxClosure {
        SyntaxClosure(label: label, statements: statements(node.statements), position: position(node))
    }
}

// MARK: - Text

/// The node's tokens joined with single spaces where the source had white space; comments dropped.
func normalized(_ node: some SyntaxProtocol) -> String {
    var text = ""
    var pendingSpace = false
    for token in node.tokens(viewMode: .sourceAccurate) {
        if !text.isEmpty, pendingSpace || !token.leadingTrivia.isEmpty { text += " " }
        text += token.text
        pendingSpace = !token.trailingTrivia.isEmpty
    }
    return text
}

extension String {
    func trimmingSpaces() -> String {
        var slice = Substring(self)
        while slice.first?.isWhitespace == true { slice.removeFirst() }
        while slice.last?.isWhitespace == true { slice.removeLast() }
        return String(slice)
    }
}
