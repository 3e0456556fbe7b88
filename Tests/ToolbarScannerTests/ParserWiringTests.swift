import Testing
import ToolbarScanner

@Test func toolchainParserIsReachable() {
    #expect(ToolbarScanner.parsesCleanly("struct A { var b: Int }"))
    #expect(!ToolbarScanner.parsesCleanly("struct A { var b: }"))
}
