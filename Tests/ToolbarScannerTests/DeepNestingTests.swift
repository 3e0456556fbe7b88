import Testing
import ToolbarScanner

/// Deeply nested code is read on worker threads without exhausting their stacks; past the
/// parser's nesting limit it is reported as unparseable.
@Suite struct DeepNestingTests {
    static func nestedView(depth: Int) -> String {
        var content = "Button(\"Deep\") {}"
        for _ in 0..<depth { content = "HStack { " + content + " }" }
        let calls = String(repeating: "f(", count: depth) + "1" + String(repeating: ")", count: depth)
        return """
            import SwiftUI
            struct DeepView: View {
                var body: some View {
                    Text("x").toolbar { ToolbarItem { \(content) } }
                }
                var value: Int { let toolbarValue = \(calls); return toolbarValue }
            }
            """
    }

    @Test(arguments: [(250, true), (2_000, false)])
    func nestedCodeIsReadOrSkipped(depth: Int, readable: Bool) throws {
        let folder = try TemporaryDirectory(prefix: "scanner-tests")
        try folder.write("DeepView.swift", Self.nestedView(depth: depth))
        try folder.write("Other.swift", Self.nestedView(depth: depth).replacingOccurrences(of: "DeepView", with: "B"))
        let result = SourceScanner.scan(paths: ["."], options: ScanOptions(root: folder.path, threads: 2))
        #expect(result.screens.count == (readable ? 2 : 0))
        #expect(result.files.allSatisfy { $0.outcome == (readable ? .parsed : .skipped(.unparseable)) })
    }
}
