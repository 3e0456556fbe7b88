import Testing
import ToolbarSyntax

@Suite struct SyntaxCheckTests {
    @Test func toolchainParserIsReachable() {
        #expect(SyntaxCheck.parsesCleanly("struct A { var b: Int }"))
        #expect(!SyntaxCheck.parsesCleanly("struct A { var b: }"))
    }

    @Test func diagnosticsGiveLineColumnAndMessage() throws {
        #expect(SyntaxCheck.diagnostics(in: "struct A {\n    var b: Int\n}\n").isEmpty)
        let diagnostics = SyntaxCheck.diagnostics(in: "struct A {\n    var b: \n}\n")
        let first = try #require(diagnostics.first)
        #expect(first.line == 2 || first.line == 3)
        #expect(first.message.hasPrefix("expected"))
        #expect(diagnostics == diagnostics.sorted { ($0.line, $0.column) < ($1.line, $1.column) })
    }
}

@Suite struct ExtractorTests {
    static let source = """
        import SwiftUI

        @available(iOS 27, *)
        struct Editor: View {
            @Environment(\\.horizontalSizeClass) private var sizeClass
            var body: some View {
                Text("x")
                    .toolbar {
                        if sizeClass == .regular {
                            Button("Go", systemImage: "play") { isOn = true } // toolbar-registry: key=go
                        }
                    }
            }
        }

        extension Editor {
            func helper() -> Int { 1 }
        }
        """

    @Test func typesMembersAttributesAndPositions() throws {
        let file = SyntaxExtractor.extract(source: Self.source)
        #expect(!file.hasErrors)
        #expect(file.types.map(\.name) == ["Editor", "Editor"])
        #expect(file.types.map(\.kind) == [.structType, .extensionType])
        let editor = file.types[0]
        #expect(editor.inheritedTypes == ["View"])
        #expect(editor.attributes == ["@available(iOS 27, *)"])
        #expect(editor.position == SyntaxPosition(line: 4, column: 8))
        #expect(editor.members.map(\.name) == ["sizeClass", "body"])
        #expect(editor.members[0].attributes == ["@Environment(\\.horizontalSizeClass)"])
        #expect(editor.members[1].typeText == "some View")
        #expect(file.types[1].members.first?.kind == .function)
    }

    @Test func builderStatementsKeepCallsConditionsAndComments() throws {
        let body = SyntaxExtractor.extract(source: Self.source).types[0].members[1].body
        guard case .expression(.call(let toolbar), _)? = body.first else {
            Issue.record("expected a call")
            return
        }
        #expect(toolbar.callee == "toolbar")
        #expect(toolbar.base?.call?.callee == "Text")
        let content = try #require(toolbar.closure(nil))
        guard case .conditional(let conditional)? = content.statements.first else {
            Issue.record("expected an if")
            return
        }
        #expect(conditional.condition == "sizeClass == .regular")
        #expect(!conditional.isAvailabilityCheck)
        guard case .expression(.call(let button), let position)? = conditional.body.first else {
            Issue.record("expected a button")
            return
        }
        #expect(button.callee == "Button")
        #expect(button.argument(nil) == .string("Go"))
        #expect(button.argument("systemImage")?.stringValue == "play")
        #expect(button.trailingComment == "toolbar-registry: key=go")
        #expect(position == SyntaxPosition(line: 10, column: 21))
        guard case .assignment(let target, let value, _)? = button.closure(nil)?.statements.first else {
            Issue.record("expected an assignment")
            return
        }
        #expect(target == "isOn" && value == .boolean(true))
    }

    @Test func bodiesWithoutTheWordsAreLeftEmpty() {
        let source = """
            struct A {
                var flag: Bool { on && ready }
                func plain() -> Int { let x = 1; return x }
                func bar() { navigationItem.title = "A" }
            }
            """
        let members = SyntaxExtractor.extract(source: source, bodiesMentioning: ["navigationItem"]).types[0].members
        #expect(members.map(\.name) == ["flag", "plain", "bar"])
        #expect(!members[0].body.isEmpty, "Bool properties are always read (conditions)")
        #expect(members[1].body.isEmpty)
        #expect(!members[2].body.isEmpty)
        #expect(!SyntaxExtractor.extract(source: source).types[0].members[1].body.isEmpty)
    }

    @Test func skippedBodiesAreReadFromTheSameParseAsAFullParseReadsThem() {
        let source = """
            struct A {
                /// The count.
                static var count = 1, other = 2
                var label: String { "a" + "b" }
                init(value: Int) { let doubled = value * 2; print(doubled) }
                func plain(_ x: Int = 3) -> Int { let y = x; return y }
                func bar() { navigationItem.title = "A" }
                struct Inner {
                    #if os(iOS)
                    func nested() { print(1) }
                    #endif
                }
            }
            extension A { func plain() -> Int { 2 } }
            """
        let (partial, skipped) = SyntaxExtractor.extractKeepingSkipped(
            source: source, bodiesMentioning: ["navigationItem"])
        let full = SyntaxExtractor.extract(source: source)
        #expect(partial.types.map(\.name) == ["A", "A.Inner", "A"])
        #expect(skipped.count == 7, "count, other, label, init, both plains and nested; not bar")
        for (partialType, fullType) in zip(partial.types, full.types) {
            #expect(partialType.members.count == fullType.members.count)
            for (member, whole) in zip(partialType.members, fullType.members) {
                if member.bodySkipped {
                    #expect(skipped.full(member, owner: partialType.name) == whole, "\(member.name)")
                } else {
                    #expect(member == whole)
                    #expect(skipped.full(member, owner: partialType.name) == nil, "\(member.name) was read")
                }
            }
        }
        #expect(skipped.filling(partial) == full)
        // Another type's member at the same place is not this one.
        #expect(skipped.full(partial.types[0].members[0], owner: "B") == nil)
    }

    @Test func syntaxErrorsAreFlagged() {
        #expect(SyntaxExtractor.extract(source: "struct A { func }").hasErrors)
    }
}
