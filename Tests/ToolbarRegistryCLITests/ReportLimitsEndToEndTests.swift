import Foundation
import Testing

/// Report paths and limits through the built binary (issue 12, items 4 and 7).
@Suite struct ReportLimitsEndToEndTests {
    static let app = #"Photo "Pro" Editor"#
    static let crowded = app + "/Crowded Editor"

    /// The seeds, the photo editor renamed to a name holding quotes and an audit, made once per
    /// test process.
    static let renamedAndAudited = RegistryTemplates.make([
        (["seed"], 0), (["app", "rename", "PhotoEditor", app], 0), (["audit", crowded], 2)
    ])

    /// A copy of ``renamedAndAudited`` and its export.
    func audited() throws -> BinaryRunner {
        let cli = try BinaryRunner()
        try cli.start(from: Self.renamedAndAudited)
        #expect(try cli.run(["export", "--output", "registry.json"]).status == 0)
        return cli
    }

    static func results(_ sarif: String) throws -> [[String: Any]] {
        let log = try #require(try JSONSerialization.jsonObject(with: Data(sarif.utf8)) as? [String: Any])
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        return try #require(run["results"] as? [[String: Any]])
    }

    static func artifact(_ result: [String: Any]) -> (uri: String, line: Int) {
        let physical = (result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]
        let uri = (physical?["artifactLocation"] as? [String: Any])?["uri"] as? String ?? ""
        let line = (physical?["region"] as? [String: Any])?["startLine"] as? Int ?? 0
        return (uri, line)
    }

    @Test func findingsPointAtTheirLineEvenWhenTheAppNameHoldsQuotes() throws {
        let cli = try audited()
        defer { cli.cleanUp() }
        let sarif = try cli.run(["report", "--format", "sarif", "--registry-file", "registry.json"])
        #expect(sarif.status == 0, "\(sarif.stderr)")
        let results = try Self.results(sarif.stdout)
        #expect(!results.isEmpty)
        let lines = try String(contentsOfFile: cli.path("registry.json"), encoding: .utf8)
            .split(separator: "\n", omittingEmptySubsequences: false)
        for result in results {
            let (uri, line) = Self.artifact(result)
            #expect(uri == "registry.json")
            #expect(line > 1, "every finding pointed at line 1")
            #expect(lines[line - 1].contains("\"key\"") || lines[line - 1].contains("\"name\""), "\(lines[line - 1])")
        }
    }

    @Test func registryFileURIsAreRelativeToTheSourceRootOrAbsolute() throws {
        let cli = try audited()
        defer { cli.cleanUp() }
        try FileManager.default.createDirectory(atPath: cli.path("sub"), withIntermediateDirectories: true)
        func uris(_ arguments: [String]) throws -> Set<String> {
            let result = try cli.run(["report", "--format", "sarif"] + arguments)
            #expect(result.status == 0, "\(result.stderr)")
            return Set(try Self.results(result.stdout).map { Self.artifact($0).uri })
        }
        let absolute = cli.path("registry.json")
        #expect(try uris(["--registry-file", absolute]) == ["registry.json"])
        #expect(try uris(["--registry-file", "sub/../registry.json"]) == ["registry.json"])
        let real = cli.directory.resolvingSymlinksInPath().path
        let outside = try uris(["--registry-file", absolute, "--source-root", "sub"])
        #expect(outside == ["file://" + absolute] || outside == ["file://" + real + "/registry.json"], "\(outside)")
        #expect(
            try uris(["--registry-file", "registry.json", "--source-root", ".."])
                == [cli.directory.lastPathComponent + "/registry.json"])
    }

    @Test func theStepSummaryKeepsToWhatIsLeftOfItsMebibyte() throws {
        var cli = try audited()
        defer { cli.cleanUp() }
        let summary = cli.path("summary.md")
        cli.environment["GITHUB_STEP_SUMMARY"] = summary
        // An earlier step command wrote all but 10 KB of the 1 MiB.
        let earlier = String(repeating: "x", count: 1_048_576 - 10_000)
        try Data(earlier.utf8).write(to: URL(fileURLWithPath: summary))
        let result = try cli.run(["report", "--format", "github"])
        #expect(result.status == 0, "\(result.stderr)")
        let size = try FileManager.default.attributesOfItem(atPath: summary)[.size] as? Int ?? 0
        #expect(size > earlier.utf8.count && size <= 1_048_576)
        // Full: nothing more is added, and the command says so.
        try Data(String(repeating: "x", count: 1_048_000).utf8).write(to: URL(fileURLWithPath: summary))
        let full = try cli.run(["report", "--format", "github"])
        #expect(full.status == 0)
        #expect(full.stderr.contains("Warning: the step summary (GITHUB_STEP_SUMMARY) already holds"))
        #expect(try FileManager.default.attributesOfItem(atPath: summary)[.size] as? Int == 1_048_000)
    }
}
