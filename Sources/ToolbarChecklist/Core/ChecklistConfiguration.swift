import ToolbarModel
import ToolbarSolver

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

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
    /// A metric name that cannot be pinned, or a value out of range.
    case badMetric(String, field: String)

    /// The message the CLI prints after `Error: `.
    public var description: String {
        switch self {
        case .malformed(let detail):
            return "the configuration is not valid: \(detail)"
        case .unsupportedVersion(let version, let highest):
            let found = version.map { "version \($0)" } ?? "no \"version\""
            return "the configuration has \(found); this tool reads versions 1 to \(highest)"
        case .unknownKey(let key, let allowed):
            return "unknown configuration key \"\(key)\"; allowed: \(allowed.joined(separator: ", "))"
        case .unknownItem(let id, let field):
            return "\"\(id)\" in \"\(field)\" is not a checklist item; run 'toolbar-registry checklist' to list them"
        case .unknownSeverity(let value, let field):
            return "\"\(value)\" in \"\(field)\" is not a severity; allowed: error, warning, info"
        case .badMetric(let detail, let field):
            return "\"\(field)\": \(detail)"
        }
    }
}

// MARK: - Configuration

/// The `.toolbar-registry.json` file: which items run, at which severity, and the `failOn`
/// threshold. Versioned; every field but `version` is optional.
///
/// ```json
/// { "version": 1, "disabled": ["title-length"], "severity": {"flexible-spacer": "info"}, "failOn": "warning",
///   "metrics": {"27.0": {"itemPadding": 5}} }
/// ```
///
/// `metrics` pins numbers the team measured in place of the solver's estimates (`MetricPins`):
/// at the top level for every app, under an SDK version for apps linked against it or later.
public struct ChecklistConfiguration: Codable, Hashable, Sendable {
    /// The newest version this tool reads and writes.
    public static let currentVersion = 1
    /// The keys of version 1.
    public static let keys = ["disabled", "failOn", "metrics", "severity", "version"]

    /// The format version of the file.
    public var version: Int
    /// Item ids turned off: their result is `notApplicable`.
    public var disabled: [String]
    /// Severity overrides by item id.
    public var severity: [String: Severity]
    /// Findings at or above this severity fail an audit.
    public var failOn: Severity
    /// Numbers the team measured, in place of the solver's estimates.
    public var metrics: MetricPins

    public init(
        disabled: [String] = [], severity: [String: Severity] = [:], failOn: Severity = .error,
        metrics: MetricPins = .none
    ) {
        self.version = Self.currentVersion
        self.disabled = disabled.sorted()
        self.severity = severity
        self.failOn = failOn
        self.metrics = metrics
    }

    /// The defaults: every item on at its own severity, failing on errors.
    public static let standard = ChecklistConfiguration()

    /// The severity that applies to `item`.
    public func severity(of item: ItemDescription) -> Severity { severity(ofItem: item.id, default: item.severity) }

    /// The severity that applies to the item `id`, whose own severity is `default`: what
    /// ``severity(of:)`` gives for its description, without the caller copying the description.
    func severity(ofItem id: String, default own: Severity) -> Severity { severity[id] ?? own }

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
            number <= Double(currentVersion)
        else {
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
                guard knownItems.contains(member.key) else {
                    throw .unknownItem(member.key.debugPreview, field: "severity")
                }
                severities[member.key] = try severityValue(member.value, field: "severity.\(member.key)")
            }
        }
        let failOn =
            try root["failOn"].map { value throws(ConfigurationError) in
                try severityValue(value, field: "failOn")
            } ?? .error
        let metrics = try root["metrics"].map { value throws(ConfigurationError) in try metricPins(value) } ?? .none
        return ChecklistConfiguration(disabled: disabled, severity: severities, failOn: failOn, metrics: metrics)
    }

    // MARK: - Private

    /// `{"itemPadding": 5, "27.0": {"groupGap": 10}}`: metric names at the top level or under an
    /// SDK version; each value a number of points from 0 to 500.
    private static func metricPins(_ value: JSONValue) throws(ConfigurationError) -> MetricPins {
        guard case .object(let table) = value else {
            throw .malformed("\"metrics\" must be an object of metric names (or SDK versions) to points")
        }
        let allowed = MetricPins.pinnable.map(\.rawValue).joined(separator: ", ")
        func values(_ table: [JSONMember], field: String) throws(ConfigurationError) -> [Estimate: Double] {
            var values: [Estimate: Double] = [:]
            for member in table.sorted(by: { $0.key < $1.key }) {
                guard let estimate = Estimate(rawValue: member.key), MetricPins.pinnable.contains(estimate) else {
                    throw .badMetric(
                        "\"\(member.key.debugPreview)\" is not a metric that can be pinned; allowed: \(allowed)",
                        field: field)
                }
                guard case .number(let number) = member.value, (0...500).contains(number) else {
                    throw .badMetric("\"\(member.key)\" must be a number of points from 0 to 500", field: field)
                }
                values[estimate] = number
            }
            return values
        }
        var pins = MetricPins()
        var general: [JSONMember] = []
        for member in table.sorted(by: { $0.key < $1.key }) {
            if Estimate(rawValue: member.key) != nil || member.key.first?.isNumber != true {
                general.append(member)
                continue
            }
            guard let version = try? OSVersion(parsing: member.key) else {
                throw .badMetric(
                    "\"\(member.key.debugPreview)\" is neither a metric nor an SDK version such as \"27.0\"",
                    field: "metrics")
            }
            guard case .object(let nested) = member.value else {
                throw .badMetric(
                    "the values for SDK \(member.key) must be an object of metric names to points",
                    field: "metrics.\(member.key)")
            }
            pins.bySDK[version] = try values(nested, field: "metrics.\(member.key)")
        }
        pins.all = try values(general, field: "metrics")
        return pins
    }

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
