import Foundation
import Testing

/// Scanned code, audited and reported: findings point at the Swift line of the command itself.
@Suite struct ScanReportEndToEndTests {
    /// Whether a report line is about the `clear` command: "(command clear)", or with the
    /// scenario, "(command clear, iphone-17-portrait)".
    static func namesClear(_ line: some StringProtocol) -> Bool {
        line.contains("(command clear)") || line.contains("(command clear,")
    }

    @Test func xcodeAndSarifPointAtTheCommandsLine() throws {
        let cli = try BinaryRunner()
        defer { cli.cleanUp() }
        let fixtures = BinaryRunner.repositoryRoot.appendingPathComponent("Tests/ToolbarScannerTests/Fixtures")
        try FileManager.default.copyItem(at: fixtures, to: cli.directory.appendingPathComponent("Sources"))
        #expect(try cli.run(["scan", "Sources", "--app", "Fix", "--create-app"]).status == 0)
        #expect(try cli.run(["audit", "Fix"]).status == 2)
        let source = try String(
            contentsOfFile: cli.path("Sources/Seed000/CrowdedPhotoEditorView.swift"), encoding: .utf8)
        let clearLine =
            try #require(
                source.split(separator: "\n", omittingEmptySubsequences: false)
                    .firstIndex { $0.contains("Button(\"Clear\"") }) + 1
        let xcode = try cli.run(["report", "Fix", "--format", "xcode"])
        #expect(xcode.status == 0)
        let clearFindings = xcode.stdout.split(separator: "\n").filter(Self.namesClear)
        #expect(!clearFindings.isEmpty)
        #expect(clearFindings.allSatisfy { $0.hasPrefix("Sources/Seed000/CrowdedPhotoEditorView.swift:\(clearLine):") })
        let sarif = try cli.run(["report", "Fix", "--format", "sarif"]).stdout
        let log = try #require(try JSONSerialization.jsonObject(with: Data(sarif.utf8)) as? [String: Any])
        let results = try #require(((log["runs"] as? [[String: Any]])?.first)?["results"] as? [[String: Any]])
        let clearResults = results.filter {
            ($0["message"] as? [String: Any])?["text"].map { Self.namesClear("\($0)") } == true
        }
        #expect(!clearResults.isEmpty)
        for result in clearResults {
            let physical = (result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]
            #expect((physical?["region"] as? [String: Any])?["startLine"] as? Int == clearLine)
            #expect(
                (physical?["artifactLocation"] as? [String: Any])?["uri"] as? String
                    == "Sources/Seed000/CrowdedPhotoEditorView.swift")
        }
    }
}
