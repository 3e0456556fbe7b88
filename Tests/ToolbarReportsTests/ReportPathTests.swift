import Foundation
import Testing
import ToolbarModel
import ToolbarReports

/// SARIF URIs relative to the source root, `..` resolved, absolute `file://` outside it; the
/// registry file's lines found whatever its names hold (issue 12, item 7).
@Suite struct ReportPathTests {
    @Test(arguments: [
        ("a/./b/../c.json", "a/c.json"), ("../x.json", "../x.json"), ("./a//b", "a/b"), ("/a/../../b", "/b"),
        ("", "."), ("a/..", "."), ("/", "/")
    ])
    func pathsAreNormalised(path: String, normalised: String) {
        #expect(ReportPaths.normalised(path) == normalised)
    }

    @Test(arguments: [
        ("registry.json", "/repo", "/repo", "registry.json"),
        ("../registry.json", "/repo", "/repo/sub", "registry.json"),
        ("/abs/registry.json", "/repo", "/repo", "/abs/registry.json"),
        ("/repo/x/../registry.json", "/repo", "/elsewhere", "registry.json"),
        ("../x.json", "/repo", "/repo", "/x.json"),
        ("Sources/A.swift", "..", "/repo/app", "app/Sources/A.swift"),
        ("/repository/a.json", "/repo", "/", "/repository/a.json")
    ])
    func pathsAreRelativeToTheSourceRoot(path: String, root: String, base: String, expected: String) {
        #expect(ReportPaths.relative(path, root: root, base: base) == expected)
    }

    @Test(arguments: [
        ("registry.json", "registry.json"), ("/abs/registry.json", "file:///abs/registry.json"),
        ("My App/View #2.swift", "My%20App/View%20%232.swift"), ("Vues/Éditeur.swift", "Vues/%C3%89diteur.swift"),
        ("a/./b/../c.json", "a/c.json")
    ])
    func sarifURIs(path: String, uri: String) {
        #expect(SARIFPaths.uri(path) == uri)
    }

    @Test func anAbsoluteRegistryFileKeepsItsRootInSARIF() throws {
        var report = GeneratedReports.report(screens: 1, commands: 1)
        report.registryFile = "/abs/registry.json"
        let run = try GeneratedReports.sarifRun(SARIFRenderer.render(report))
        let result = try #require((run["results"] as? [[String: Any]])?.first)
        let location = try #require(
            (result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
        let artifact = try #require(location["artifactLocation"] as? [String: Any])
        #expect(artifact["uri"] as? String == "file:///abs/registry.json")
        #expect(artifact["uriBaseId"] == nil)
    }

    @Test func relocatingMovesEveryPathOfTheReport() {
        var report = GeneratedReports.report(screens: 1, commands: 1)
        report.registryFile = "../registry.json"
        report.screens[0].source = SourceLocation(file: "./Sources/View.swift", line: 1)
        report.screens[0].commands[0].source = SourceLocation(file: "/elsewhere/Other.swift", line: 2)
        let moved = ReportPaths.relocated(report, root: "/repo", base: "/repo/app")
        #expect(moved.registryFile == "registry.json")
        #expect(moved.screens[0].source?.file == "app/Sources/View.swift")
        #expect(moved.screens[0].commands[0].source?.file == "/elsewhere/Other.swift")
    }

    @Test(arguments: ["Say \"Hi\"", "Back\\slash", "Tab\there", "Café", "😀 Emoji", "a/b\\/c"])
    func theRegistryFileIndexFindsNamesWithAnyLegalCharacter(name: String) throws {
        func json(_ text: String) -> String {
            let data = try? JSONSerialization.data(withJSONObject: text, options: [.fragmentsAllowed])
            return data.map { String(decoding: $0, as: UTF8.self) } ?? ""
        }
        let text = """
            {
              "apps": [
                {
                  "name": \(json(name)),
                  "screens": [
                    {
                      "commands": [
                        {
                          "key": \(json(name + "-key")),
                          "title": "T"
                        }
                      ],
                      "name": \(json(name + " screen"))
                    }
                  ]
                }
              ]
            }
            """
        let index = RegistryFileIndex(text: text)
        #expect(index.line(app: name, screen: name + " screen", command: nil) == 13)
        #expect(index.line(app: name, screen: name + " screen", command: name + "-key") == 9)
    }
}
