import Testing
import ToolbarSyntax

/// `#if` read as an iOS device build: decided where the platform decides, kept as a condition
/// where the build does (`DEBUG`).
@Suite struct IfConfigTests {
    static func body(_ code: String) -> [SyntaxStatement] {
        let file = SyntaxExtractor.extract(source: "struct V: View {\n var body: some View {\n\(code)\n }\n}\n")
        return file.types.first?.members.first?.body ?? []
    }

    static func calls(_ statements: [SyntaxStatement]) -> [String] {
        var names: [String] = []
        func visit(_ expression: SyntaxExpression) {
            if case .call(let call) = expression {
                if let base = call.base { visit(base) }
                names.append(call.callee)
            }
        }
        for statement in statements {
            switch statement {
            case .expression(let expression, _): visit(expression)
            case .block(let nested): names += calls(nested)
            case .conditional(let conditional):
                names.append("if \(conditional.condition)\(conditional.isCompilationCondition ? " [build]" : "")")
                names += calls(conditional.body)
                if let elseBody = conditional.elseBody { names += ["else"] + calls(elseBody) }
            default: continue
            }
        }
        return names
    }

    @Test func platformConditionsAreDecidedForIOS() {
        let statements = Self.body(
            """
            #if os(iOS)
            A()
            #elseif os(macOS)
            B()
            #endif
            #if targetEnvironment(macCatalyst) || os(visionOS)
            C()
            #else
            D()
            #endif
            #if canImport(UIKit) && !os(watchOS)
            E()
            #endif
            """)
        #expect(Self.calls(statements) == ["A", "D", "E"])
    }

    @Test func buildConditionsStayConditions() {
        let statements = Self.body(
            """
            #if DEBUG
            A()
            #elseif os(iOS)
            B()
            #endif
            #if canImport(ThirdPartyKit)
            C()
            #else
            D()
            #endif
            """)
        #expect(
            Self.calls(statements) == [
                "if #if DEBUG [build]", "A", "else", "B",
                "if #if canImport(ThirdPartyKit) [build]", "C", "else", "D"
            ])
    }

    @Test func aModifierChainKeepsItsToolbarThroughAPostfixIf() throws {
        let statements = Self.body(
            """
            List {}
                .toolbar { ToolbarItem { Button("Go") {} } }
                .navigationTitle("x")
                #if !os(visionOS)
                .scrollContentBackground(.hidden)
                #endif
                #if os(macOS)
                .frame(minWidth: 300)
                #endif
            """)
        #expect(Self.calls(statements) == ["List", "toolbar", "navigationTitle", "scrollContentBackground"])
    }

    @Test func aPropertyReadInAChainKeepsTheControl() throws {
        let statements = Self.body(
            """
            Button("Save") {}.backport.buttonStyle(.glass)
            """)
        guard case .expression(.call(let style), _)? = statements.first, case .call(let backport)? = style.base,
            case .call(let button)? = backport.base
        else {
            Issue.record("expected buttonStyle on backport on Button")
            return
        }
        #expect(style.callee == "buttonStyle" && backport.callee == "backport" && backport.isPropertyAccess)
        #expect(button.callee == "Button" && button.argument(nil)?.stringValue == "Save")
    }

    @Test func anIfExpressionIsReadAsBothValues() throws {
        let file = SyntaxExtractor.extract(
            source: """
                struct V: View {
                    var body: some View {
                        let symbol = if #available(iOS 26, *) { "ellipsis" } else { "ellipsis.circle" }
                        Image(systemName: symbol)
                    }
                }
                """)
        guard
            case .binding(let name, .ternary(let condition, let then, let otherwise), _)? = file.types.first?.members
                .first?.body.first
        else {
            Issue.record("expected a binding to a ternary")
            return
        }
        #expect(name == "symbol" && condition == "#available(iOS 26, *)")
        #expect(then.stringValue == "ellipsis" && otherwise.stringValue == "ellipsis.circle")
    }

    @Test func membersKeepParametersDocCommentsAndWhetherTheyAreStored() throws {
        let file = SyntaxExtractor.extract(
            source: """
                enum L10n {
                    /// Close the window
                    static let close = L10n.tr("Localizable", "close", fallback: "Close")
                }
                struct CloseItem: ToolbarContent {
                    let title: String
                    var body: some ToolbarContent { ToolbarItem { Text(title) } }
                    func make(_ label: String, for item: Int = 1, @ViewBuilder content: () -> some View) -> some View {
                        content()
                    }
                }
                """)
        let close = try #require(file.types.first?.members.first)
        #expect(close.isStatic && close.isStored && close.docComment == "Close the window")
        let item = file.types[1].members
        #expect(item.map(\.isStored) == [true, false, false])
        #expect(item[2].parameters.map(\.label) == [nil, "for", "content"])
        #expect(item[2].parameters.map(\.name) == ["label", "item", "content"])
        #expect(item[2].parameters.map(\.hasDefault) == [false, true, false])
        #expect(item[2].parameters[2].attributes == ["@ViewBuilder"])
    }
}
