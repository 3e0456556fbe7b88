import ToolbarChecklist
import ToolbarModel
import ToolbarSolver
import ToolbarStorage

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// One metric override `calibrate --write` put in `.toolbar-registry.json`.
public struct MetricOverrideChange: Codable, Hashable, Sendable {
    public var estimate: Estimate
    /// The SDK version it is pinned under (apps linked against it or later); `nil` for every app.
    public var sdk: String?
    /// What the file pinned there before; `nil` when nothing was pinned.
    public var before: Double?
    public var after: Double

    /// `itemPadding (SDK 27.1): 6 → 4.52`, `groupGap: not pinned → 10`.
    public var sentence: String {
        let was = before.map { JSONWriter.numberText($0) } ?? "not pinned"
        return "\(estimate.rawValue)\(sdk.map { " (SDK \($0))" } ?? ""): \(was) → \(JSONWriter.numberText(after))"
    }
}

/// What `calibrate --write` did to `.toolbar-registry.json`.
public struct MetricOverrideWrite: Hashable, Sendable {
    /// Every override it set, with the value the file held before.
    public var changes: [MetricOverrideChange]
    /// Determined values it left out because their spread is wider than the limit.
    public var tooLoose: [FittedMetric]

    public init(changes: [MetricOverrideChange] = [], tooLoose: [FittedMetric] = []) {
        self.changes = changes
        self.tooLoose = tooLoose
    }
}

extension AuditConfigurationFile {
    /// The widest spread (± points) a fitted value may have to be written: what calibration
    /// recovers from synthetic observations (docs/observations.md). A wider one is a guess, and a
    /// pinned value has no range left to say so.
    public static let maximumWrittenSpread = 1.0

    /// Writes the fitted values of `result` that the observations determined (within
    /// ``maximumWrittenSpread``) as metric overrides
    /// (`"metrics"`, docs/audits.md) into the configuration file at `path`, keeping its other keys
    /// (written with sorted keys); a missing file is created with `"version": 1`. Values are rounded to
    /// 0.01 pt; one fitted for a linked SDK goes under that SDK's version. The file is checked as
    /// the audit reads it before and after, and replaced the safe way (``OutputFile``): a file
    /// that is not a valid configuration is refused and left as it was. Returns every override it
    /// set, with the value the file held before (an override already holding the value is left
    /// out), and the determined values too loose to write.
    public static func writeMetrics(
        _ result: CalibrationResult, to path: String, protecting registries: [String] = []
    ) throws -> MetricOverrideWrite {
        var members: [JSONMember] = [JSONMember("version", .number(Double(ChecklistConfiguration.currentVersion)))]
        if FileManager.default.fileExists(atPath: path) {
            guard let data = FileManager.default.contents(atPath: path) else {
                throw RegistryError.file(path: path, reason: "cannot read the configuration file; nothing was written")
            }
            do {
                _ = try ChecklistConfiguration.parse(data)
            } catch {
                throw RegistryError.file(
                    path: path, reason: "\(error.description); fix it first (docs/audits.md); nothing was written")
            }
            // A valid configuration is a JSON object (parse checked it).
            guard case .object(let existing)? = try? JSONParser.parse(Array(data)) else {
                throw RegistryError.file(path: path, reason: "not a JSON object; nothing was written")
            }
            members = existing
        }
        var metrics: [JSONMember] = []
        if let index = members.firstIndex(where: { $0.key == "metrics" }),
            case .object(let table) = members[index].value
        {
            metrics = table
        }
        var changes: [MetricOverrideChange] = []
        var tooLoose: [FittedMetric] = []
        for fitted in result.metrics where fitted.determined && MetricPins.pinnable.contains(fitted.estimate) {
            guard fitted.spread <= maximumWrittenSpread else {
                tooLoose.append(fitted)
                continue
            }
            let value = (fitted.after * 100).rounded() / 100
            guard (0...500).contains(value) else { continue }
            let before: Double?
            if let sdk = fitted.sdk {
                var table: [JSONMember] = []
                if let index = metrics.firstIndex(where: { $0.key == sdk }),
                    case .object(let nested) = metrics[index].value
                {
                    table = nested
                }
                before = Self.number(table, fitted.estimate.rawValue)
                Self.set(&table, fitted.estimate.rawValue, .number(value))
                Self.set(&metrics, sdk, .object(table))
            } else {
                before = Self.number(metrics, fitted.estimate.rawValue)
                Self.set(&metrics, fitted.estimate.rawValue, .number(value))
            }
            if before != value {
                changes.append(
                    MetricOverrideChange(estimate: fitted.estimate, sdk: fitted.sdk, before: before, after: value))
            }
        }
        let written = MetricOverrideWrite(changes: changes, tooLoose: tooLoose)
        guard !changes.isEmpty else { return written }
        Self.set(&members, "metrics", .object(metrics))
        let text = JSONWriter.string(.object(members), style: .pretty)
        do {
            _ = try ChecklistConfiguration.parse(Data(text.utf8))
        } catch {
            // Never written: what the audit could not read back.
            throw RegistryError.file(
                path: path, reason: "the overrides would not read back (\(error.description)); nothing was written")
        }
        do {
            try OutputFile.write(text, to: path, protecting: registries)
        } catch let error as OutputFileError {
            throw RegistryError.file(path: error.path, reason: error.explanation)
        }
        return written
    }

    private static func number(_ members: [JSONMember], _ key: String) -> Double? {
        guard case .number(let value)? = members.first(where: { $0.key == key })?.value else { return nil }
        return value
    }

    /// Sets `key` in place (keeping the members' order), else appends it.
    private static func set(_ members: inout [JSONMember], _ key: String, _ value: JSONValue) {
        if let index = members.firstIndex(where: { $0.key == key }) {
            members[index].value = value
        } else {
            members.append(JSONMember(key, value))
        }
    }
}
