import Foundation
import Testing
import ToolbarScanner

/// Inputs the fuzzer (scripts/fuzz.sh scanner) found, kept as regression tests.
@Suite struct FuzzRegressionTests {
    private func scan(_ source: String) throws -> ScanResult {
        let directory = try TemporaryDirectory(prefix: "fuzz-regression")
        try directory.write("A.swift", source)
        return SourceScanner.scan(paths: ["A.swift"], options: ScanOptions(root: directory.path))
    }

    /// Unclosed `[` nesting made SwiftParser's array-type look-ahead exponential: 22 levels took
    /// 18 s, 40 would take hours. Such files are skipped with a reason instead.
    @Test func deeplyNestedBracketsAreSkippedNotParsed() throws {
        let hostile =
            "struct A: View {\n var toolbar = 1\n func f() { let x: " + String(repeating: "[(", count: 40) + " }\n}\n"
        let result = try scan(hostile)
        #expect(result.files.map(\.outcome) == [.skipped(.nestedTooDeeply)])
        #expect(result.files.first?.detail?.contains("nested 40 deep") == true)
    }

    @Test func ordinaryNestingIsStillParsed() throws {
        let source = """
            struct A: View {
                let grid: [[[String]]] = []
                var body: some View { Text("x").toolbar { ToolbarItem { Button("Go") {} } } }
            }
            """
        let result = try scan(source)
        #expect(result.files.map(\.outcome) == [.parsed])
    }
}
