import Foundation
import ToolbarModel

// MARK: - Errors

/// What is wrong with a `.toolbar-registry.json` configuration.
public enum ConfigurationError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file is not valid JSON or has the wrong shape.
    case malformed(String)
    /// The file has no `version`, or one this tool does not read.
    case unsupportedVersion(Int?, highestSupported: Int)
    /// A key the format does not have (often a typo).
    case unknownKey(String, allowed: [String])
    /// An item id that is not in the catalogue.
    case unknownItem(String, field: String)
    /// A severity that is not `error`, `warning` or `info`.
    case unknownSeverity(String, field: String)

    /// The message the CLI prints after `Error: `.
    public var description: String {
        switch self {
        case let .malformed(detail):
            return "the configuration is not valid: \(detail)"
        case let .unsupportedVersion(version, highest):
            let found = version.map { "version \($0)" } ?? "no \"version\""
            return "the configuration has \(found); this tool reads versions 1 to \(highest)"
        case let .unknownKey(key, allowed):
            return "unknown configuration key \"\(key)\"; allowed: \(allowed.joined(separator: ", "))"
        case let .unknownItem(id, field):
            return "\"\(id)\" in \"\(field)\" is not a checklist item; run 'toolbar-registry checklist' to list them"
        case let .unknownSeverity(value, field):
            return "\"\(value)\" in \"\(field)\" is not a severity; allowed: error, warning, info"
        }
    }
}

// MARK: - Configuration

/// The `.toolbar-registry.json` file: which items run, at which severity, and the `failOn`
/// threshold. Versioned; every field but `version` is optional.
///
/// ```json
/// { "version": 1, "disabled": ["title-length"], "severity": {"flexible-spacer": "info"}, "failOn": "warning" }
/// ```
public struct ChecklistConfiguration: Codable, Hashable, Sendable {
    /// The newest version this tool reads and writes.
    public static let currentVersion = 1
    /// The keys of version 1.
    public static let keys = ["disabled", "failOn", "severity", "version"]

    /// The format version of the file.
    public var version: Int
    /// Item ids turned off: their result is `notApplicable`.
    public var disabled: [String]
    /// Severity overrides by item id.
    public var severity: [String: Severity]
    /// Findings at or above this severity fail an audit.
    public var failOn: Severity

    public init(disabled: [String] = [], severity: [String: Severity] = [:], failOn: Severity = .error) {
        self.version = Self.currentVersion
        self.disabled = disabled.sorted()
        self.severity = severity
        self.failOn = failOn
    }

    /// The defaults: every item on at its own severity, failing on errors.
    public static let standard = ChecklistConfiguration()

    /// The severity that applies to `item`.
    public func severity(of item: ItemDescription) -> Severity { severity[item.id] ?? item.severity }

    /// Whether `id` is turned off.
    public func isDisabled(_ id: String) -> Bool { disabled.contains(id) }

    /// Parses and checks a configuration file's contents against `knownItems` (default: the
    /// catalogue), with a clear error for every mistake. Read by the same strict JSON parser as
    /// import files: a key given twice, invalid UTF-8 or a lone surrogate is refused, not
    /// silently resolved.
    public static func parse(
        _ data: Data, knownItems: Set<String> = Set(Checklist.catalogue.map(\.id))
    ) throws(ConfigurationError) -> ChecklistConfiguration {
        let root: JSONValue
        do {
            root = try JSONParser.parse(Array(data))
        } catch {
            throw .malformed("not JSON (\(error))")
        }
        guard case .object(let members) = root else {
            throw .malformed("the top level must be a JSON object")
        }
        guard case .number(let number)? = root["version"], number == number.rounded(), number >= 1,
              number <= Double(currentVersion) else {
            if case .number(let number)? = root["version"], number == number.rounded(), abs(number) < 1e9 {
                throw .unsupportedVersion(Int(number), highestSupported: currentVersion)
            }
            throw .unsupportedVersion(nil, highestSupported: currentVersion)
        }
        for member in members.sorted(by: { $0.key < $1.key }) where !keys.contains(member.key) {
            throw .unknownKey(member.key.debugPreview, allowed: keys)
        }
        let disabled = try stringList(root["disabled"], field: "disabled")
        for id in disabled where !knownItems.contains(id) {
            throw .unknownItem(id.debugPreview, field: "disabled")
        }
        var severities: [String: Severity] = [:]
        if let raw = root["severity"] {
            guard case .object(let table) = raw else { throw .malformed("\"severity\" must be an object") }
            for member in table.sorted(by: { $0.key < $1.key }) {
                guard knownItems.contains(member.key) else { throw .unknownItem(member.key.debugPreview, field: "severity") }
                severities[member.key] = try severityValue(member.value, field: "severity.\(member.key)")
            }
        }
        let failOn = try root["failOn"].map { value throws(ConfigurationError) in
            try severityValue(value, field: "failOn")
        } ?? .error
        return ChecklistConfiguration(disabled: disabled, severity: severities, failOn: failOn)
    }

    // MARK: - Private

    private static func stringList(_ value: JSONValue?, field: String) throws(ConfigurationError) -> [String] {
        guard let value else { return [] }
        guard case .array(let elements) = value else { throw .malformed("\"\(field)\" must be a list of item ids") }
        var list: [String] = []
        for element in elements {
            guard case .string(let text) = element else { throw .malformed("\"\(field)\" must be a list of item ids") }
            list.append(text)
        }
        return list
    }

    private static func severityValue(_ value: JSONValue, field: String) throws(ConfigurationError) -> Severity {
        guard case .string(let text) = value else { throw .malformed("\"\(field)\" must be a string") }
        guard let severity = Severity(rawValue: text) else { throw .unknownSeverity(text.debugPreview, field: field) }
        return severity
    }
}
