import ToolbarModel
import ToolbarSolver

// MARK: - The JSON shape of a calibration (version 1)

/// What `calibrate --format json` prints under `calibration` (docs/cli-json.md,
/// docs/observations.md): the agreement before and after, every fitted metric and custom-view
/// width, and with `--write` what was written to the configuration file.
public struct CalibrationJSON: Codable, Hashable, Sendable {
    public var observations: Int
    /// `{agreed, compared, ratio?, frames, frameError?}`, as `observe compare` gives it.
    public var before: JSONValue
    public var after: JSONValue
    public var metrics: [FittedMetric]
    public var customViews: [CustomViewFit]
    /// What `--write` did; `nil` without it.
    public var written: Written?

    /// What `calibrate --write` did to the file: the overrides it set and the determined values
    /// it left out as too loose.
    public struct Written: Codable, Hashable, Sendable {
        public var file: String
        public var changes: [MetricOverrideChange]
        public var tooLoose: [LooseMetric]

        public init(file: String, _ write: MetricOverrideWrite) {
            self.file = file
            changes = write.changes
            tooLoose = write.tooLoose.map { LooseMetric(estimate: $0.estimate, sdk: $0.sdk, spread: $0.spread) }
        }
    }

    /// A determined value not written because its spread (± points) is wider than the limit.
    public struct LooseMetric: Codable, Hashable, Sendable {
        public var estimate: Estimate
        public var sdk: String?
        public var spread: Double
    }

    /// The document of `result`; `written` is the file written and what was written to it (with
    /// `--write`).
    public init(_ result: CalibrationResult, written: Written? = nil) {
        observations = result.observations
        before = result.before.jsonValue
        after = result.after.jsonValue
        metrics = result.metrics
        customViews = result.customViews
        self.written = written
    }
}
