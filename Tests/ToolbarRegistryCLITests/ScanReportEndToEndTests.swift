import Foundation
import Testing

/// Scanned code, audited and reported: findings point at the Swift line of the command itself.
@Suite struct ScanReportEndToEndTests {
    @Test func xcodeAndSarifPointAtTheCommandsLine() throws {
        let cli = try BinaryRunner()
        defer { cli.cleanUp() }
        let fixtures = BinaryRunner.repositoryRoot.appendingPathComponent("Tests/ToolbarScannerTests/Fixtures")
        try FileManager.default.copyItem(at: fixtures, to: cli.directory.appendingPathComponent("Sources"))
        #expect(try cli.run(["scan", "Sources", "--app", "Fix", "--create-app"]).status == 0)
        #expect(try cli.run(["audit", "Fix"]).status == 2)
        let source = try String(contentsOfFile: cli.path("Sources/Seed000/CrowdedPhotoEditorView.swift"), encoding: .utf8)
        let clearLine = try #require(source.split(separator: "\n", omittingEmptySubsequences: false)
            .firstIndex { $0.contains("Button(\"Clear\"") }) + 1
        let xcode = try cli.run(["report", "Fix", "--format", "xcode"])
        #expect(xcode.status == 0)
        let clearFindings = xcode.stdout.split(separator: "\n").filter { $0.contains("(command clear,") }
        #expect(!clearFindings.isEmpty)
        #expect(clearFindings.allSatisfy { $0.hasPrefix("Sources/Seed000/CrowdedPhotoEditorView.swift:\(clearLine):") })
        let sarif = try cli.run(["report", "Fix", "--format", "sarif"]).stdout
        #expect(sarif.contains("\"startLine\" : \(clearLine)"))
    }
}
