import Foundation

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
    /// catalogue), with a clear error for every mistake.
    public static func parse(
        _ data: Data, knownItems: Set<String> = Set(Checklist.catalogue.map(\.id))
    ) throws(ConfigurationError) -> ChecklistConfiguration {
        let object: [String: Any]
        do {
            guard let parsed = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
                throw ConfigurationError.malformed("the top level must be a JSON object")
            }
            object = parsed
        } catch let error as ConfigurationError {
            throw error
        } catch {
            throw .malformed("not JSON (\(error.localizedDescription))")
        }
        guard let version = object["version"] as? Int, (1...currentVersion).contains(version) else {
            throw .unsupportedVersion(object["version"] as? Int, highestSupported: currentVersion)
        }
        for key in object.keys.sorted() where !keys.contains(key) {
            throw .unknownKey(key, allowed: keys)
        }
        let disabled = try stringList(object["disabled"], field: "disabled")
        for id in disabled where !knownItems.contains(id) {
            throw .unknownItem(id, field: "disabled")
        }
        var severities: [String: Severity] = [:]
        if let raw = object["severity"] {
            guard let table = raw as? [String: Any] else { throw .malformed("\"severity\" must be an object") }
            for (id, value) in table.sorted(by: { $0.key < $1.key }) {
                guard knownItems.contains(id) else { throw .unknownItem(id, field: "severity") }
                severities[id] = try severityValue(value, field: "severity.\(id)")
            }
        }
        let failOn = try object["failOn"].map { value throws(ConfigurationError) in
            try severityValue(value, field: "failOn")
        } ?? .error
        return ChecklistConfiguration(disabled: disabled, severity: severities, failOn: failOn)
    }

    // MARK: - Private

    private static func stringList(_ value: Any?, field: String) throws(ConfigurationError) -> [String] {
        guard let value else { return [] }
        guard let list = value as? [String] else { throw .malformed("\"\(field)\" must be a list of item ids") }
        return list
    }

    private static func severityValue(_ value: Any, field: String) throws(ConfigurationError) -> Severity {
        guard let text = value as? String else { throw .malformed("\"\(field)\" must be a string") }
        guard let severity = Severity(rawValue: text) else { throw .unknownSeverity(text, field: field) }
        return severity
    }
}
