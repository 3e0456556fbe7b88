import ToolbarModel
import ToolbarScanTypes

// MARK: - The JSON shape of a scan (version 1)

/// What `scan --format json` prints under `scan` (docs/cli-json.md, docs/scanning.md): the
/// change set, the file counts, the skipped files, the warnings and the coverage; `drift` only
/// for a check.
public struct ScanReportJSON: Codable, Hashable, Sendable {
    public var added: [String]
    public var changed: [String]
    public var removed: [String]
    public var parsed: Int
    public var unchanged: Int
    public var withoutToolbar: Int
    public var skipped: [ScanSkippedFile]
    public var screens: Int
    public var findings: Int
    public var warnings: [String]
    public var wroteNothing: Bool
    /// Whether the code and the registry differ; only in a check's document.
    public var drift: Bool?
    public var coverage: Coverage

    /// The coverage: the scanner's counts (`reasons`: reason → sites), the sites not read fully
    /// and the one-line summary.
    public struct Coverage: Codable, Hashable, Sendable {
        public var sites: Int
        public var full: Int
        public var partial: Int
        public var unresolved: Int
        public var notApplied: Int
        public var reasons: [String: Int]
        public var commands: Int
        public var unknownTitles: Int
        public var interfaceBuilderFiles: Int
        public var gaps: [ScanSiteGap]
        public var summary: String

        public init(_ coverage: ScanCoverageReport) {
            sites = coverage.sites
            full = coverage.full
            partial = coverage.partial
            unresolved = coverage.unresolved
            notApplied = coverage.notApplied
            reasons = coverage.reasons
            commands = coverage.commands
            unknownTitles = coverage.unknownTitles
            interfaceBuilderFiles = coverage.interfaceBuilderFiles
            gaps = coverage.gaps
            summary = coverage.summary
        }
    }

    /// The document of `report`; `check` says whether it was a check (then `drift` is set).
    public init(_ report: ScanReport, check: Bool) {
        added = report.changes.added
        changed = report.changes.changed
        removed = report.changes.removed
        parsed = report.parsed
        unchanged = report.unchanged
        withoutToolbar = report.withoutToolbar
        skipped = report.skipped
        screens = report.screens
        findings = report.findings
        warnings = report.warnings
        wroteNothing = report.wroteNothing
        drift = check ? report.hasDrift : nil
        coverage = Coverage(report.coverage)
    }
}
