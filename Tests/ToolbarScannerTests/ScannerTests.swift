import Testing
import ToolbarScanner
import ToolbarSyntax

@Test func scannerSeesTheToolchainParser() {
    #expect(SyntaxCheck.parsesCleanly("let x = 1"))
}
