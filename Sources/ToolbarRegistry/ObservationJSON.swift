import ToolbarModel
import ToolbarSolver

// MARK: - The JSON shapes of `observe` (version 1)

/// What `observe import --format json` prints under `observations` (docs/cli-json.md): each
/// document as ``ObservationImport`` encodes it, how many were stored, and whether nothing was
/// written.
public struct ObservationImportReportJSON: Codable, Hashable, Sendable {
    public var dryRun: Bool
    public var stored: Int
    public var documents: [ObservationImport]

    public init(_ report: ObservationImportReport, dryRun: Bool) {
        self.dryRun = dryRun
        stored = report.stored
        documents = report.documents
    }
}

/// What `observe compare --format json` prints under `comparison` (docs/cli-json.md,
/// docs/observations.md): the agreement over all the screens, then each screen's agreement and
/// observations, each compared with the current prediction. It holds the service's result as it
/// is (``Registry/compareObservations(_:pins:)``) and only writes the printed shape: that shape
/// summarises (ratios rounded, sentences added), so it is not read back into the result.
public struct ObservationComparisonJSON: Encodable, Hashable, Sendable {
    /// The screens compared, each with its observations.
    public var screens: [ScreenObservationChecks]

    public init(_ screens: [ScreenObservationChecks]) {
        self.screens = screens
    }

    /// The sum over every screen.
    public var agreement: Agreement { screens.reduce(Agreement()) { $0 + $1.agreement } }

    /// `{agreement, screens: [{screen, agreement, observations}]}`, each observation
    /// `{id, device, linkedSDK, takenAt?, importedAt, importedBy, stale, comparison}` with the
    /// comparison as ``ObservationComparison/jsonValue`` writes it.
    private func jsonValue() throws -> JSONValue {
        var object = JSONObjectBuilder()
        object.set("agreement", agreement.jsonValue)
        let screens = try screens.map { screen in
            var line = JSONObjectBuilder()
            line.set("screen", screen.screen)
            line.set("agreement", screen.agreement.jsonValue)
            line.set("observations", .array(try screen.checks.map(Self.observation)))
            return line.value
        }
        object.set("screens", .array(screens))
        return object.value
    }

    public func encode(to encoder: any Encoder) throws {
        try jsonValue().encode(to: encoder)
    }

    /// One check: its own fields as it encodes them, its comparison in the printed shape.
    private static func observation(_ check: ObservationCheck) throws -> JSONValue {
        guard case .object(let members) = try JSONValueEncoder.encode(check) else { return .null }
        return .object(
            members.map { member in
                member.key == "comparison" ? JSONMember(member.key, check.comparison.jsonValue) : member
            })
    }
}
