import Testing
import ToolbarSyntax

@Test func toolchainParserIsReachable() {
    #expect(SyntaxCheck.parsesCleanly("struct A { var b: Int }"))
    #expect(!SyntaxCheck.parsesCleanly("struct A { var b: }"))
}
