import Foundation
import Testing
import ToolbarReports

/// SARIF 2.1.0's required fields and GitHub code scanning's extra requirements.
@Suite struct SARIFTests {
    static let report = ReportFixtures.shared

    static func log() throws -> [String: Any] {
        let data = Data(SARIFRenderer.render(report).utf8)
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    @Test func requiredFieldsOfTheSchema() throws {
        let log = try Self.log()
        #expect(log["version"] as? String == "2.1.0")
        #expect(log["$schema"] as? String == SARIFRenderer.schema)
        let runs = try #require(log["runs"] as? [[String: Any]])
        #expect(runs.count == 1)
        let driver = try #require((runs[0]["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "toolbar-registry")
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(!rules.isEmpty)
        for rule in rules {
            #expect(rule["id"] is String)
            for field in ["shortDescription", "fullDescription", "help"] {
                #expect(((rule[field] as? [String: Any])?["text"] as? String)?.isEmpty == false, "rule \(field)")
            }
        }
        #expect(Set(rules.compactMap { $0["id"] as? String }).count == rules.count)
    }

    @Test func everyResultHasARelativePhysicalLocationAndFingerprint() throws {
        let run = try #require((try Self.log()["runs"] as? [[String: Any]])?.first)
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(!results.isEmpty)
        var uris: Set<String> = []
        for result in results {
            #expect(((result["message"] as? [String: Any])?["text"] as? String)?.isEmpty == false)
            #expect(["error", "warning", "note"].contains(result["level"] as? String ?? ""))
            let location = try #require((result["locations"] as? [[String: Any]])?.first)
            let physical = try #require(location["physicalLocation"] as? [String: Any])
            let uri = try #require((physical["artifactLocation"] as? [String: Any])?["uri"] as? String)
            #expect(!uri.hasPrefix("/") && !uri.contains("://"))
            uris.insert(uri)
            let line = try #require((physical["region"] as? [String: Any])?["startLine"] as? Int)
            #expect(line >= 1)
            #expect((location["logicalLocations"] as? [[String: Any]])?.isEmpty == false)
            let prints = try #require(result["partialFingerprints"] as? [String: String])
            #expect(prints[SARIFRenderer.fingerprintName]?.count == 16)
        }
        #expect(uris == ["Sources/Editor/CrowdedView.swift", "registry/toolbars.json"])
    }

    @Test func baselineStateAndSuppressionsComeFromTheAudit() throws {
        let run = try #require((try Self.log()["runs"] as? [[String: Any]])?.first)
        let results = try #require(run["results"] as? [[String: Any]])
        let states = results.compactMap { $0["baselineState"] as? String }
        #expect(states.filter { $0 == "new" }.count == 2)
        #expect(Set(states).isSubset(of: ["new", "unchanged"]))
        let suppressed = results.filter { $0["suppressions"] != nil }
        #expect(!suppressed.isEmpty)
        for result in suppressed {
            let first = try #require((result["suppressions"] as? [[String: Any]])?.first)
            #expect(first["kind"] as? String == "external")
            #expect((first["justification"] as? String)?.contains("by design") == true)
        }
    }

    @Test func fingerprintsStayTheSameAcrossRuns() throws {
        let later = ReportFixtures.report(now: ReportFixtures.generatedAt.addingTimeInterval(60))
        func prints(_ text: String) -> [String] {
            text.split(separator: "\n").filter { $0.contains(SARIFRenderer.fingerprintName) }.map(String.init)
        }
        #expect(prints(SARIFRenderer.render(later)) == prints(SARIFRenderer.render(Self.report)))
    }
}
