internal import SwiftParser
internal import SwiftSyntax

// MARK: - Statements

extension TreeReader {
    func statements(_ items: CodeBlockItemListSyntax) -> [SyntaxStatement] {
        var result: [SyntaxStatement] = []
        for item in items {
            switch item.item {
            case .decl(let decl):
                if let variable = decl.as(VariableDeclSyntax.self) {
                    for binding in variable.bindings {
                        guard let name = binding.pattern.as(IdentifierPatternSyntax.self),
                            let value = binding.initializer?.value
                        else { continue }
                        result.append(
                            .binding(
                                name: name.identifier.text,
                                value: expression(value, comment: comment(of: item)),
                                position: position(name)))
                    }
                } else if let config = decl.as(IfConfigDeclSyntax.self) {
                    result += ifConfigStatements(config)
                }
            case .stmt(let stmt):
                if let statement = stmt.as(ExpressionStmtSyntax.self) {
                    result.append(expressionStatement(statement.expression, item: item))
                } else if let statement = stmt.as(ReturnStmtSyntax.self), let value = statement.expression {
                    result.append(.returnStatement(expression(value, comment: comment(of: item)), position(value)))
                } else if let statement = stmt.as(GuardStmtSyntax.self) {
                    let isAvailability = statement.conditions.contains { element in
                        if case .availability = element.condition { return true }
                        return false
                    }
                    result.append(
                        .conditional(
                            SyntaxConditional(
                                condition: normalized(statement.conditions), isAvailabilityCheck: isAvailability,
                                body: [],
                                elseBody: statements(statement.body.statements), position: position(statement))))
                } else if let statement = stmt.as(DoStmtSyntax.self) {
                    result.append(.block(statements(statement.body.statements)))
                } else if let statement = stmt.as(ForStmtSyntax.self) {
                    result.append(.block(statements(statement.body.statements)))
                }
            case .expr(let expr):
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
        if let sequence = expr.as(SequenceExprSyntax.self), sequence.elements.count >= 3 {
            let parts = Array(sequence.elements)
            if parts[1].is(AssignmentExprSyntax.self) {
                // `a = b`, also `a = flag ? b : nil` (the sequence is not folded).
                return .assignment(
                    target: normalized(parts[0]), value: sequenceValue(parts[2...], comment: comment(of: item)),
                    position: position(parts[0]))
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
        case .ifExpr(let nested)?: elseBody = [.conditional(conditional(nested))]
        case .codeBlock(let block)?: elseBody = statements(block.statements)
        default: elseBody = nil
        }
        return SyntaxConditional(
            condition: normalized(node.conditions), isAvailabilityCheck: isAvailability,
            body: statements(node.body.statements), elseBody: elseBody, position: position(node))
    }

    func switchStatement(_ node: SwitchExprSyntax) -> SyntaxSwitch {
        SyntaxSwitch(subject: normalized(node.subject), cases: switchCases(node.cases), position: position(node))
    }

    func switchCases(_ list: SwitchCaseListSyntax) -> [SyntaxSwitchCase] {
        var cases: [SyntaxSwitchCase] = []
        for element in list {
            switch element {
            case .switchCase(let switchCase):
                var label = normalized(switchCase.label)
                if label.hasSuffix(":") { label = String(label.dropLast()).trimmingSpaces() }
                cases.append(SyntaxSwitchCase(label: label, body: statements(switchCase.statements)))
            case .ifConfigDecl(let config):
                for clause in IfConfigEvaluation.clauses(config) where clause.state != .inactive {
                    if case .switchCases(let nested) = clause.clause.elements { cases += switchCases(nested) }
                }
            @unknown default:
                continue
            }
        }
        return cases
    }

    /// A `#if` among statements: the clause compiled for iOS as a block; clauses that depend on the
    /// build (`DEBUG`) as a chain of conditionals marked `isCompilationCondition`; clauses never
    /// compiled for iOS left out.
    func ifConfigStatements(_ config: IfConfigDeclSyntax) -> [SyntaxStatement] {
        let clauses = IfConfigEvaluation.clauses(config).filter { $0.state != .inactive }
        func body(_ clause: EvaluatedClause) -> [SyntaxStatement] {
            if case .statements(let items) = clause.clause.elements { return statements(items) }
            return []
        }
        func chain(_ index: Int) -> [SyntaxStatement]? {
            guard index < clauses.count else { return nil }
            let clause = clauses[index]
            if clause.state == .active { return body(clause) }
            guard let condition = clause.condition else { return body(clause) }  // an undecided #else
            return [
                .conditional(
                    SyntaxConditional(
                        condition: "#if " + condition, isAvailabilityCheck: false, body: body(clause),
                        elseBody: chain(index + 1), position: position(clause.clause), isCompilationCondition: true))
            ]
        }
        guard let statements = chain(0) else { return [] }
        return clauses.first?.state == .active ? [.block(statements)] : statements
    }

    /// A `//` comment at the end of the item's first line or last line.
    func comment(of item: some SyntaxProtocol) -> String? {
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
            if case .lineComment(let text) = piece {
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
            let pounds = literal.openingPounds?.text.count ?? 0
            for segment in literal.segments {
                guard case .stringSegment(let piece) = segment else { return .interpolatedString(normalized(literal)) }
                text += StringEscapes.unescape(piece.content.text, pounds: pounds)
            }
            return .string(text)
        }
        if let access = expr.as(MemberAccessExprSyntax.self) {
            guard let base = access.base else { return .member(access.declName.baseName.text) }
            if let path = referencePath(base) { return .reference(path + "." + access.declName.baseName.text) }
            // `Button(…).backport`: a property read on a value, kept as part of the chain.
            return .call(
                SyntaxCall(
                    callee: access.declName.baseName.text, base: expression(base),
                    position: position(access.declName), isPropertyAccess: true))
        }
        if let postfix = expr.as(PostfixIfConfigExprSyntax.self) {
            return postfixIfConfig(postfix, comment: comment)
        }
        if let node = expr.as(IfExprSyntax.self) {
            // `let symbol = if #available(iOS 26, *) { "a" } else { "b" }`: both values.
            let branch = conditional(node)
            if let then = valueOf(branch.body), let otherwise = branch.elseBody.flatMap(valueOf) {
                return .ternary(condition: branch.condition, then: then, otherwise: otherwise)
            }
            return .other(normalized(expr))
        }
        if let node = expr.as(TryExprSyntax.self) { return expression(node.expression, comment: comment) }
        if let node = expr.as(AwaitExprSyntax.self) { return expression(node.expression, comment: comment) }
        if let reference = expr.as(DeclReferenceExprSyntax.self) {
            return .reference(reference.baseName.text)
        }
        if let literal = expr.as(BooleanLiteralExprSyntax.self) {
            return .boolean(literal.literal.tokenKind == .keyword(.true))
        }
        if let array = expr.as(ArrayExprSyntax.self) {
            // An element's comment may follow its comma: `UIAction(…) { … }, // toolbar-registry: …`.
            return .array(
                array.elements.map { element in
                    expression(element.expression, comment: self.comment(of: element))
                })
        }
        if let closure = expr.as(ClosureExprSyntax.self) {
            return .closure(self.closure(closure, label: nil))
        }
        if let sequence = expr.as(SequenceExprSyntax.self), sequence.elements.count >= 3 {
            let parts = Array(sequence.elements)
            let value = sequenceValue(parts[...], comment: comment)
            if case .other = value { return .other(normalized(expr)) }
            return value
        }
        if let unwrap = expr.as(ForceUnwrapExprSyntax.self) {
            return expression(unwrap.expression, comment: comment)
        }
        if let optional = expr.as(OptionalChainingExprSyntax.self) {
            return expression(optional.expression, comment: comment)
        }
        if let tuple = expr.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first,
            only.label == nil
        {
            return expression(only.expression, comment: comment)
        }
        return .other(normalized(expr))
    }

    /// The value of an unfolded sequence: one expression, `condition ? a : b`, or `a + b + c` (arrays
    /// of bar items joined: a call of `+` with the operands); anything else as text.
    func sequenceValue(_ parts: ArraySlice<ExprSyntax>, comment: String?) -> SyntaxExpression {
        guard let first = parts.first else { return .other("") }
        if parts.count == 1 { return expression(first, comment: comment) }
        let items = Array(parts)
        if items.count >= 3, let ternary = items[items.count - 2].as(UnresolvedTernaryExprSyntax.self) {
            let condition = items[0..<(items.count - 2)].map { normalized($0) }.joined(separator: " ")
            return .ternary(
                condition: condition, then: expression(ternary.thenExpression),
                otherwise: expression(items[items.count - 1]))
        }
        let operators = stride(from: 1, to: items.count, by: 2).map { items[$0] }
        if items.count % 2 == 1, operators.allSatisfy({ $0.as(BinaryOperatorExprSyntax.self)?.operator.text == "+" }) {
            let operands = stride(from: 0, to: items.count, by: 2).map {
                SyntaxArgument(label: nil, value: expression(items[$0]))
            }
            return .call(SyntaxCall(callee: "+", arguments: operands, position: position(first)))
        }
        return .other(items.map { normalized($0) }.joined(separator: " "))
    }

    /// The value of a branch of an `if` expression: its one expression.
    func valueOf(_ statements: [SyntaxStatement]) -> SyntaxExpression? {
        guard statements.count == 1 else { return nil }
        switch statements[0] {
        case .expression(let value, _): return value
        case .conditional(let nested):
            guard let then = valueOf(nested.body), let otherwise = nested.elseBody.flatMap(valueOf) else { return nil }
            return .ternary(condition: nested.condition, then: then, otherwise: otherwise)
        default: return nil
        }
    }

    /// `base #if os(iOS) .modifier() #endif`: the base with the modifiers of the clause compiled
    /// for iOS; when that depends on the build, the base alone.
    func postfixIfConfig(_ node: PostfixIfConfigExprSyntax, comment: String?) -> SyntaxExpression {
        var result = node.base.map { expression($0, comment: comment) } ?? .other("")
        for clause in IfConfigEvaluation.clauses(node.config) where clause.state == .active {
            if case .postfixExpression(let chain) = clause.clause.elements {
                result = graft(expression(chain), onto: result)
            }
        }
        return result
    }

    /// `chain` (`.a().b()`, starting from an implicit member) applied to `base`.
    func graft(_ chain: SyntaxExpression, onto base: SyntaxExpression) -> SyntaxExpression {
        switch chain {
        case .call(var call):
            if let inner = call.base {
                call.base = graft(inner, onto: base)
            } else {
                call.base = base
            }
            return .call(call)
        case .member(let name):
            return .call(
                SyntaxCall(
                    callee: name, base: base, position: SyntaxPosition(line: 1, column: 1),
                    isPropertyAccess: true))
        default:
            return base
        }
    }

    func referencePath(_ expr: ExprSyntax) -> String? {
        if let reference = expr.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let access = expr.as(MemberAccessExprSyntax.self), let base = access.base, let path = referencePath(base) {
            return path + "." + access.declName.baseName.text
        }
        return nil
    }

    func call(_ node: FunctionCallExprSyntax, comment: String?) -> SyntaxCall {
        // `{ … }()`: an immediately run closure (a lazy property's initializer) is its closure.
        if let closure = node.calledExpression.as(ClosureExprSyntax.self), node.arguments.isEmpty {
            return SyntaxCall(
                callee: "()", base: .closure(self.closure(closure, label: nil)),
                position: position(closure), trailingComment: comment)
        }
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
                } else if accessBase.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
                    base = nil  // `self.items()` is a call of the type's own member
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

/// The characters a string literal's source text stands for: `\"`, `\\`, `\n`, `\t`, `\r`,
/// `\0`, `\'`, `\u{1F600}` (in a raw string `#"…"#` they are written `\#n`).
enum StringEscapes {
    static func unescape(_ source: String, pounds: Int) -> String {
        guard source.contains("\\") else { return source }
        let scalars = Array(source.unicodeScalars)
        var result = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            var next = index + 1
            var poundsSeen = 0
            while poundsSeen < pounds, next < scalars.count, scalars[next] == "#" {
                poundsSeen += 1
                next += 1
            }
            guard scalar == "\\", poundsSeen == pounds, next < scalars.count else {
                result.append(scalar)
                index += 1
                continue
            }
            let escaped = scalars[next]
            index = next + 1
            switch escaped {
            case "n": result.append("\n")
            case "t": result.append("\t")
            case "r": result.append("\r")
            case "0": result.append("\0")
            case "\n":
                // A line continuation in a multi-line string: the newline is not part of the text.
                continue
            case "u":
                guard index < scalars.count, scalars[index] == "{",
                    let close = scalars[index...].firstIndex(of: "}")
                else {
                    result.append(escaped)
                    continue
                }
                let hex = String(String.UnicodeScalarView(scalars[(index + 1)..<close]))
                if let value = UInt32(hex, radix: 16), let decoded = Unicode.Scalar(value) {
                    result.append(decoded)
                } else {
                    result.append(contentsOf: scalars[(index - 2)...close])
                }
                index = close + 1
            default:
                result.append(escaped)
            }
        }
        return String(result)
    }
}
