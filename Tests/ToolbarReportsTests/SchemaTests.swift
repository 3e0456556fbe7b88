import Foundation
import Testing
import ToolbarReports

/// docs/report.schema.json describes the json report: a small checker for the keywords the
/// schema uses (type, properties, required, additionalProperties, items, enum, const, $ref).
@Suite struct SchemaTests {
    static let schemaURL = Repository.url("docs/report.schema.json")

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
            if let expected = schema["const"] as? NSNumber, (value as? NSNumber) != expected {
                problems.append("\(path): expected \(expected)")
            }
            if let allowed = schema["enum"] as? [String], let text = value as? String, !allowed.contains(text) {
                problems.append("\(path): \(text) not in \(allowed)")
            }
            if let pattern = schema["pattern"] as? String, let text = value as? String,
                text.range(of: pattern, options: .regularExpression) == nil
            {
                problems.append("\(path): \(text) does not match \(pattern)")
            }
            let types = (schema["type"] as? [String]) ?? (schema["type"] as? String).map { [$0] } ?? []
            if !types.isEmpty, !types.contains(where: { Self.matches(value, $0) }) {
                problems.append("\(path): not \(types.joined(separator: " or "))")
                return
            }
            if let object = value as? [String: Any], types.contains("object") {
                let properties = schema["properties"] as? [String: Any] ?? [:]
                for key in schema["required"] as? [String] ?? [] where object[key] == nil {
                    problems.append("\(path): missing \(key)")
                }
                for (key, member) in object {
                    if let sub = properties[key] as? [String: Any] {
                        check(member, sub, at: "\(path).\(key)")
                    } else if let sub = schema["additionalProperties"] as? [String: Any] {
                        check(member, sub, at: "\(path).\(key)")
                    } else if schema["additionalProperties"] as? Bool == false {
                        problems.append("\(path): undocumented key \(key)")
                    }
                }
            }
            if let array = value as? [Any], types.contains("array") {
                if let least = schema["minItems"] as? Int, array.count < least {
                    problems.append("\(path): fewer than \(least) elements")
                }
                if let most = schema["maxItems"] as? Int, array.count > most {
                    problems.append("\(path): more than \(most) elements")
                }
                let prefix = schema["prefixItems"] as? [[String: Any]] ?? []
                for (index, element) in array.enumerated() {
                    if index < prefix.count {
                        check(element, prefix[index], at: "\(path)[\(index)]")
                    } else if let items = schema["items"] as? [String: Any] {
                        check(element, items, at: "\(path)[\(index)]")
                    } else if schema["items"] as? Bool == false {
                        problems.append("\(path)[\(index)]: no element allowed here")
                    }
                }
            }
        }

        /// Whether `value` (as JSONSerialization gives it) is of JSON type `type`.
        static func matches(_ value: Any, _ type: String) -> Bool {
            let number = value as? NSNumber
            // JSONSerialization gives true and false as NSNumbers of type "c".
            let isBool = number.map { String(cString: $0.objCType) == "c" } ?? false
            switch type {
            case "object": return value is [String: Any]
            case "array": return value is [Any]
            case "string": return value is String
            case "boolean": return isBool
            case "number": return number != nil && !isBool
            case "integer": return number.map { !isBool && $0.doubleValue == $0.doubleValue.rounded() } ?? false
            case "null": return value is NSNull
            default: return false
            }
        }
    }

    static func schema() throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: schemaURL)) as? [String: Any])
    }

    @Test func theFixtureReportMatchesTheSchema() throws {
        let schema = try Self.schema()
        let text = JSONRenderer.render(ReportFixtures.shared)
        let value = try JSONSerialization.jsonObject(with: Data(text.utf8))
        var checker = Checker(root: schema)
        checker.check(value, schema, at: "$")
        #expect(checker.problems.isEmpty, "\(checker.problems.prefix(10))")
    }

    @Test func theCheckerNoticesAnUndocumentedKey() throws {
        let schema = try Self.schema()
        let text = JSONRenderer.render(ReportFixtures.shared)
        var object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        object["surprise"] = 1
        var checker = Checker(root: schema)
        checker.check(object, schema, at: "$")
        #expect(checker.problems == ["$: undocumented key surprise"])
    }
}
