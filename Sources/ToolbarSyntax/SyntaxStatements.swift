internal import SwiftParser
internal import SwiftSyntax

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
                return .assignment(
                    target: normalized(parts[0]), value: expression(parts[2]), position: position(parts[0]))
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
