import Foundation
import Testing

@testable import ToolbarChecklist

@Suite struct ConfigurationTests {
    func parse(_ json: String) throws(ConfigurationError) -> ChecklistConfiguration {
        try ChecklistConfiguration.parse(Data(json.utf8))
    }

    @Test func aFullFileParses() throws {
        let configuration = try parse(
            """
            {"version": 1, "disabled": ["title-length"], "severity": {"flexible-spacer": "info"}, "failOn": "warning"}
            """)
        #expect(configuration.disabled == ["title-length"])
        #expect(configuration.severity == ["flexible-spacer": .info])
        #expect(configuration.failOn == .warning)
        #expect(configuration.isDisabled("title-length"))
    }

    @Test func onlyTheVersionIsRequired() throws {
        #expect(try parse(#"{"version": 1}"#) == .standard)
        #expect(ChecklistConfiguration.standard.failOn == .error)
    }

    @Test(arguments: [
        (#"{"disabled": []}"#, ConfigurationError.unsupportedVersion(nil, highestSupported: 1)),
        (#"{"version": 2}"#, .unsupportedVersion(2, highestSupported: 1)),
        (#"{"version": 1, "failon": "error"}"#, .unknownKey("failon", allowed: ChecklistConfiguration.keys)),
        (#"{"version": 1, "disabled": ["no-such-item"]}"#, .unknownItem("no-such-item", field: "disabled")),
        (#"{"version": 1, "severity": {"nope": "info"}}"#, .unknownItem("nope", field: "severity")),
        (#"{"version": 1, "failOn": "fatal"}"#, .unknownSeverity("fatal", field: "failOn")),
        (
            #"{"version": 1, "severity": {"title-length": "loud"}}"#,
            .unknownSeverity("loud", field: "severity.title-length")
        ),
        (#"[1]"#, .malformed("the top level must be a JSON object")),
        (#"{"version": 1, "disabled": "title-length"}"#, .malformed("\"disabled\" must be a list of item ids"))
    ])
    func mistakesGiveClearErrors(_ json: String, _ expected: ConfigurationError) {
        #expect(throws: expected) { try parse(json) }
    }

    @Test func notJSONIsMalformed() {
        do {
            _ = try parse("version: 1")
            Issue.record("expected an error")
        } catch {
            guard case .malformed = error else {
                Issue.record("expected malformed, got \(error)")
                return
            }
            #expect(error.description.hasPrefix("the configuration is not valid"))
        }
    }

    @Test func errorsSayWhatToDo() {
        let message = ConfigurationError.unknownItem("nope", field: "disabled").description
        #expect(message.contains("nope") && message.contains("toolbar-registry checklist"))
        #expect(ConfigurationError.unsupportedVersion(3, highestSupported: 1).description.contains("version 3"))
    }

    @Test func encodingRoundTripsThroughParse() throws {
        let configuration = ChecklistConfiguration(
            disabled: ["spoken-label", "title-length"], severity: ["flexible-spacer": .error], failOn: .info)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let data = try encoder.encode(configuration)
        #expect(try ChecklistConfiguration.parse(data) == configuration)
    }

    @Test func theDocumentedExampleParses() throws {
        let section = ChecklistDocs.configurationSection
        let start = try #require(section.firstIndex(of: "```json"))
        let end = try #require(section[start...].firstIndex(of: "```"))
        let json = section[(start + 1)..<end].joined(separator: "\n")
        let configuration = try parse(json)
        #expect(configuration.failOn == .warning)
        #expect(configuration.severity["editing-tools-placement"] == .error)
    }
}
