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
/// observations, each compared with the current prediction.
public struct ObservationComparisonJSON: Codable, Hashable, Sendable {
    /// The sum over every screen (`{agreed, compared, ratio?, frames, frameError?}`).
    public var agreement: JSONValue
    public var screens: [Screen]

    /// One screen (`App/Screen`), its agreement and its observations.
    public struct Screen: Codable, Hashable, Sendable {
        public var screen: String
        public var agreement: JSONValue
        public var observations: [Observation]
    }

    /// One stored observation and its comparison (`{scenario, windowWidth, windowHeight,
    /// agreement, places, contradicted, unmatched}`).
    public struct Observation: Codable, Hashable, Sendable {
        public var id: Int64
        public var device: String
        public var linkedSDK: String
        public var takenAt: String?
        public var importedAt: String
        public var importedBy: String
        public var stale: Bool
        public var comparison: JSONValue
    }

    public init(_ screens: [ScreenObservationChecks]) {
        agreement = screens.reduce(Agreement()) { $0 + $1.agreement }.jsonValue
        self.screens = screens.map { screen in
            Screen(
                screen: screen.screen, agreement: screen.agreement.jsonValue,
                observations: screen.checks.map { check in
                    Observation(
                        id: check.id, device: check.device, linkedSDK: check.linkedSDK, takenAt: check.takenAt,
                        importedAt: check.importedAt, importedBy: check.importedBy, stale: check.stale,
                        comparison: check.comparison.jsonValue)
                })
        }
    }
}
