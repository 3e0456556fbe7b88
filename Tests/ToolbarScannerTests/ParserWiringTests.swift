import Testing
import ToolbarScanner

@Test func toolchainParserIsReachable() {
    #expect(SourceScanner.parsesCleanly("struct A { var b: Int }"))
    #expect(!SourceScanner.parsesCleanly("struct A { var b: }"))
}
