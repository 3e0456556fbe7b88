import ToolbarChecklist
import ToolbarModel
import ToolbarSolver
import ToolbarStorage

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

// MARK: - What an audit judged besides the records

/// The parts of a screen's audit inputs that are the same for a whole run: the versions of the
/// tool, solver and checklist, the checklist configuration (without `failOn`, which only sets the
/// threshold: it changes no stored result) and the swept widths; and, per app, the scenarios that
/// apply (remembered by their names, behind a lock: the judging threads share it). An audit stores
/// the digest of these with its screen's own inputs (``Registry/auditInputsDigest``), so an
/// incremental audit can tell whether judging the screen again could give another result.
final class AuditInputsCache: Sendable {
    /// Canonical JSON of the run-wide parts.
    let run: JSONValue
    private let scenarioSets = Locked<[[String]: (digest: String, json: String)]>([:])

    /// Bumped when the recipe changes, so no digest of an earlier recipe matches by accident.
    static let recipeVersion = 1

    init(options: AuditOptions) {
        var configuration = options.configuration
        configuration.failOn = .error
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let configurationJSON = (try? encoder.encode(configuration)).map { String(decoding: $0, as: UTF8.self) } ?? ""
        run = .array([
            .number(Double(Self.recipeVersion)), .string(toolbarRegistryVersion), .string(ToolbarSolver.version),
            .number(Double(Layout.formatVersion)), .number(Double(Sweep.formatVersion)), .string(Checklist.version),
            .string(configurationJSON), .number(options.sweepWidths.lowerBound), .number(options.sweepWidths.upperBound)
        ])
    }

    /// SHA-256 of the scenarios' canonical JSON (remembered per set).
    func digest(of scenarios: [Scenario]) -> String {
        scenarioSet(scenarios).digest
    }

    /// The scenarios' canonical JSON (an array of interchange scenario objects, as an audit keeps
    /// them) and its SHA-256, remembered per set.
    func scenarioSet(_ scenarios: [Scenario]) -> (digest: String, json: String) {
        let names = scenarios.map(\.name)
        if let known = scenarioSets.withLock({ $0[names] }) { return known }
        let json = JSONWriter.string(.array(scenarios.map(RecordJSON.encode)), style: .compact)
        let set = (digest: SHA256.hex(json), json: json)
        scenarioSets.withLock { $0[names] = set }
        return set
    }
}

extension Registry {
    /// SHA-256 of everything an audit of the screen judges besides its records: the run's inputs,
    /// the scenarios that apply (by digest) and the one swept, the app's context, the screen's
    /// sign-offs and suppressions as stored (with whether each suppression had expired at `now`),
    /// its findings from the last scan and its observations. Runs inside the caller's read transaction.
    func auditInputsDigest(
        screenID: Int64, inputs: AuditInputsCache, scenariosDigest: String, sweepScenario: String?, context: AppContext,
        now: Date
    ) throws -> String {
        let signOffs = try store.signOffs(screenID: screenID).map { signOff -> JSONValue in
            .array([
                .string(signOff.itemID), .string(signOff.author), .string(signOff.at),
                signOff.note.map(JSONValue.string) ?? .null, .string(signOff.recordsDigest)
            ])
        }
        let suppressions = try store.suppressions(screenID: screenID).map { suppression -> JSONValue in
            let expired = suppression.until.flatMap(Timestamp.parse).map { now >= $0 } ?? false
            return .array([
                .string(suppression.itemID), suppression.commandKey.map(JSONValue.string) ?? .null,
                .string(suppression.reason), .string(suppression.author), .string(suppression.at),
                suppression.until.map(JSONValue.string) ?? .null, .string(suppression.recordsDigest), .bool(expired)
            ])
        }
        var scanFindings: [JSONValue] = []
        if let (appID, typeName) = try store.scannedType(screenID: screenID) {
            scanFindings = try store.sourceFindings(appID: appID, screen: typeName).map { record in
                .array([
                    .string(record.id), .string(record.severity.rawValue), .string(record.message),
                    .string(record.location.description), record.command.map(JSONValue.string) ?? .null
                ])
            }
        }
        var parts: [JSONValue] = [
            inputs.run, .string(scenariosDigest), sweepScenario.map(JSONValue.string) ?? .null,
            .number(Double(context.screenCount)), .number(Double(context.verticalOptOutCount)),
            .array(signOffs), .array(suppressions), .array(scanFindings)
        ]
        // The screen's observations (the audit judges what a device showed, and one may satisfy
        // manual-device-run): importing or removing one re-judges the screen. Left out when there
        // are none, so the digests of screens never observed stay what they were.
        let observations = try store.observationStamps(screenID: screenID)
        if !observations.isEmpty {
            parts.append(
                .array(
                    observations.map { stamp in
                        .array([
                            .number(Double(stamp.id)), .string(stamp.documentDigest), .string(stamp.scenario),
                            .string(stamp.recordsDigest)
                        ])
                    }))
        }
        let document = JSONValue.array(parts)
        return SHA256.hex(JSONWriter.string(document, style: .compact))
    }
}
