import Foundation
import Testing
import ToolbarReports

/// docs/report.schema.json describes the json report: a small checker for the keywords the
/// schema uses (type, properties, required, additionalProperties, items, enum, const, $ref).
@Suite struct SchemaTests {
    static let schemaURL = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("docs/report.schema.json")

    struct Checker {
        var root: [String: Any]
        var problems: [String] = []

        mutating func check(_ value: Any, _ schema: [String: Any], at path: String) {
            if let reference = schema["$ref"] as? String {
                let name = String(reference.dropFirst("#/$defs/".count))
                guard let target = (root["$defs"] as? [String: Any])?[name] as? [String: Any] else {
                    problems.append("\(path): unknown $ref \(reference)")
                    return
                }
                check(value, target, at: path)
                return
            }
            if let expected = schema["const"] as? Int, (value as? Int) != expected {
                problems.append("\(path): expected \(expected)")
            }
            if let allowed = schema["enum"] as? [String], let text = value as? String, !allowed.contains(text) {
                problems.append("\(path): \(text) not in \(allowed)")
            }
            switch schema["type"] as? String {
            case "object":
                guard let object = value as? [String: Any] else { return problems.append("\(path): not an object") }
                let properties = schema["properties"] as? [String: Any] ?? [:]
                for key in schema["required"] as? [String] ?? [] where object[key] == nil {
                    problems.append("\(path): missing \(key)")
                }
                for (key, member) in object {
                    if let sub = properties[key] as? [String: Any] {
                        check(member, sub, at: "\(path).\(key)")
                    } else if schema["additionalProperties"] as? Bool == false {
                        problems.append("\(path): undocumented key \(key)")
                    }
                }
            case "array":
                guard let array = value as? [Any] else { return problems.append("\(path): not an array") }
                if let items = schema["items"] as? [String: Any] {
                    for (index, element) in array.enumerated() { check(element, items, at: "\(path)[\(index)]") }
                }
            case "string":
                if !(value is String) { problems.append("\(path): not a string") }
            case "integer", "number":
                if !(value is NSNumber) { problems.append("\(path): not a number") }
            case "boolean":
                if !(value is Bool) { problems.append("\(path): not a boolean") }
            default:
                break
            }
        }
    }

    static func schema() throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: schemaURL)) as? [String: Any])
    }

    @Test func theFixtureReportMatchesTheSchema() throws {
        let schema = try Self.schema()
        let text = JSONRenderer.render(ReportFixtures.report())
        let value = try JSONSerialization.jsonObject(with: Data(text.utf8))
        var checker = Checker(root: schema)
        checker.check(value, schema, at: "$")
        #expect(checker.problems.isEmpty, "\(checker.problems.prefix(10))")
    }

    @Test func theCheckerNoticesAnUndocumentedKey() throws {
        let schema = try Self.schema()
        let text = JSONRenderer.render(ReportFixtures.report())
        var object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        object["surprise"] = 1
        var checker = Checker(root: schema)
        checker.check(object, schema, at: "$")
        #expect(checker.problems == ["$: undocumented key surprise"])
    }
}
