import ToolbarModel
import ToolbarScanTypes
import ToolbarStorage

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

// MARK: - Request and report

/// What `scan` reads and how it writes.
public struct ScanRequest: Sendable {
    /// Files or folders to read, relative to `root` or absolute.
    public var paths: [String]
    /// Paths are stored relative to this folder; `nil` uses the current directory.
    public var root: String?
    /// Glob patterns of root-relative paths to skip.
    public var excludes: [String]
    /// Remove commands, groups and screens that are gone from the code.
    public var prune: Bool
    /// Report the change set and write nothing.
    public var dryRun: Bool
    /// Compare code and registry: read every file, write nothing but the check's result.
    public var check: Bool
    /// Register the app when it does not exist.
    public var createApp: Bool
    /// How many threads parse; `nil` uses every core.
    public var threads: Int?
    /// Called after each file with (done, total), from any thread.
    public var progress: (@Sendable (_ done: Int, _ total: Int) -> Void)?

    /// Makes a request.
    public init(
        paths: [String], root: String? = nil, excludes: [String] = [], prune: Bool = false, dryRun: Bool = false,
        check: Bool = false, createApp: Bool = false, threads: Int? = nil,
        progress: (@Sendable (_ done: Int, _ total: Int) -> Void)? = nil
    ) {
        self.paths = paths
        self.root = root
        self.excludes = excludes
        self.prune = prune
        self.dryRun = dryRun
        self.check = check
        self.createApp = createApp
        self.threads = threads
        self.progress = progress
    }
}

/// A file the scan did not read, and why.
public struct ScanSkippedFile: Codable, Hashable, Sendable {
    /// Root-relative path.
    public var path: String
    /// `not-utf8`, `unparseable`, `too-big`, `excluded`, `symlink-loop` or `unreadable`.
    public var reason: String
    /// The first syntax error, the size…
    public var detail: String?
}

/// How much of the toolbars a scan met it could read (`scan`'s coverage line): the scanner's own
/// counts (read through this report: `sites`, `full`, `partial`, `unresolved`, `notApplied`,
/// `reasons`, `commands`, `unknownTitles`, `interfaceBuilderFiles`) and the sites not read fully.
@dynamicMemberLookup
public struct ScanCoverageReport: Hashable, Sendable {
    /// The scanner's counts of sites, outcomes, reasons and commands.
    public var counts = ScanCoverage()
    /// The sites not read fully: `file:line:column`, kind, outcome and reasons.
    public var gaps: [ScanSiteGap] = []

    /// The one-line summary `scan` prints.
    public var summary: String { counts.summary }

    public subscript<Value>(dynamicMember keyPath: KeyPath<ScanCoverage, Value>) -> Value { counts[keyPath: keyPath] }
}

/// A toolbar site the scan could not read fully.
public struct ScanSiteGap: Codable, Hashable, Sendable {
    /// `file:line:column`.
    public var location: String
    /// `.toolbar`, `toolbarItems`, `navigationItem.rightBarButtonItems`…
    public var kind: String
    /// `partial`, `unresolved` or `not-applied`.
    public var outcome: String
    /// Why (`unknown-member`, `ForEach`…).
    public var reasons: [String]
}

/// What a scan found and what it changed (or would change).
public struct ScanReport: Hashable, Sendable {
    /// Added, changed and removed record paths (`App/Screen`, `App/Screen#group`, `App/Screen/key`).
    public var changes = ImportReport()
    /// Files parsed.
    public var parsed = 0
    /// Files not parsed because their content hash had not changed.
    public var unchanged = 0
    /// Files not parsed because they cannot hold a toolbar.
    public var withoutToolbar = 0
    /// Files not read, with reasons.
    public var skipped: [ScanSkippedFile] = []
    /// Screens read from the parsed files.
    public var screens = 0
    /// Source findings in the parsed files.
    public var findings = 0
    /// Things the user should know (kept records, refused names…), sorted.
    public var warnings: [String] = []
    /// Whether nothing was written (dry run or check).
    public var wroteNothing = false
    /// How much of the toolbars met could be read.
    public var coverage = ScanCoverageReport()

    /// Whether the code and the registry differ (what `--check` fails on).
    public var hasDrift: Bool { !changes.isEmpty }
}

/// Thrown inside a dry-run or check transaction to roll it back after collecting the report.
private struct ScanRollback: Error {
    var report: ScanReport
}

extension Registry {
    // MARK: - Scanning

    /// Scans Swift sources into the app's records in one transaction: screens named after their
    /// types, groups and commands upserted by name and key, a person's classification kept.
    /// Records gone from the code are removed only with `prune`. Only files whose content changed
    /// since the last scan are parsed (all of them with `prune` or `check`). `dryRun` and `check`
    /// write nothing (a check records its result for `status`); a check compares as if pruning.
    /// Needs the scanner installed (``SourceReader``).
    public func scan(app appName: String, _ request: ScanRequest) throws -> ScanReport {
        let readSources = try SourceReader.current()
        // A path that does not exist is a typo, not an empty app: say so before reading anything.
        let base = URL(fileURLWithPath: request.root ?? FileManager.default.currentDirectoryPath)
        for path in request.paths {
            let absolute = path.hasPrefix("/") ? path : base.appendingPathComponent(path).path
            guard FileManager.default.fileExists(atPath: absolute) else {
                throw RegistryError.file(path: path, reason: "no such file or directory to scan")
            }
        }
        let previous = try read { () -> (hashes: [String: String], screens: [String: [String]], target: OSVersion?) in
            guard let app = try store.app(named: appName) else {
                if request.createApp { return ([:], [:], nil) }
                _ = try resolveApp(appName)
                return ([:], [:], nil)
            }
            return (
                try store.scanFileHashes(appID: app.id), try store.scanScreenFiles(appID: app.id),
                app.value.deploymentTarget
            )
        }
        // A check or a prune compares everything: every known file counts as changed, so every
        // screen is read (records left over from earlier scans are found too).
        let full = request.check || request.prune
        let hashes = full ? previous.hashes.mapValues { _ in "" } : previous.hashes
        let options = ScanOptions(
            root: request.root, excludes: request.excludes, threads: request.threads,
            deploymentTarget: previous.target, progress: request.progress)
        let result = readSources(request.paths, options, hashes, previous.screens)
        var report = Self.fileCounts(result)
        let prune = request.prune || request.check
        let writesNothing = request.dryRun || request.check
        do {
            report = try write {
                let app = try appForScan(appName, create: request.createApp, report: &report)
                var context = ScanContext(
                    app: app, result: result, previousScreenFiles: previous.screens, prune: prune, report: report)
                for scanned in result.screens { try applyScreen(scanned, context: &context) }
                let gone =
                    full
                    ? Self.goneScreens(result, previous: previous.screens, root: request.root)
                    : result.removedScreens
                try removeGoneScreens(gone, context: &context)
                context.report.warnings.sort()
                if writesNothing {
                    context.report.wroteNothing = true
                    throw ScanRollback(report: context.report)
                }
                try storeScanState(result, app: app, root: request.root, previous: previous.hashes)
                try log(
                    "scan", kind: "app", id: app.id, path: app.value.name, appID: app.id, screenID: nil,
                    before: nil, after: Self.summaryJSON(context.report, paths: request.paths))
                return context.report
            }
        } catch let rollback as ScanRollback {
            report = rollback.report
        }
        if request.check, let app = try read({ try store.app(named: appName) }) {
            let drift = report.changes.added.count + report.changes.changed.count + report.changes.removed.count
            try write { try store.recordScanCheck(appID: app.id, at: now(), drift: drift) }
        }
        return report
    }

    /// The source findings of the app's last scans, optionally of one screen (its type name),
    /// sorted by file, line, column and id.
    public func sourceFindings(app appName: String, screen: String? = nil) throws -> [SourceFinding] {
        try read { try store.sourceFindings(appID: try resolveApp(appName).id, screen: screen) }
    }

    /// When the app was last scanned and what the last `scan --check` found.
    public func scanStatus(app appName: String) throws -> ScanStatus {
        try read { try store.scanStatus(appID: try resolveApp(appName).id) }
    }

    /// Where a scanned command is in source, with its condition and whether its classification is
    /// inferred; `nil` for commands that were never scanned.
    public func commandSource(_ path: RecordPath) throws -> CommandSource? {
        try read {
            let (_, screen, command) = try resolveCommand(path)
            return try store.commandSources(screenID: screen.id)[command.id]
        }
    }

    // MARK: - Private

    /// After reading every file: scanned screens that are no screens any more, among those whose
    /// files were all read or are gone (screens outside the scanned paths are left alone).
    private static func goneScreens(_ result: ScanResult, previous: [String: [String]], root: String?) -> [String] {
        let rootPath = root ?? FileManager.default.currentDirectoryPath
        let met = Set(result.files.map(\.path))
        let found = Set(result.screens.map(\.typeName))
        let gone = previous.filter { type, files in
            !found.contains(type)
                && files.allSatisfy { file in
                    met.contains(file)
                        || !FileManager.default.fileExists(atPath: file.hasPrefix("/") ? file : rootPath + "/" + file)
                }
        }
        return Set(gone.keys).union(result.removedScreens).sorted()
    }

    private static func fileCounts(_ result: ScanResult) -> ScanReport {
        var report = ScanReport()
        for file in result.files {
            switch file.outcome {
            case .parsed: report.parsed += 1
            case .unchanged: report.unchanged += 1
            case .noToolbar: report.withoutToolbar += 1
            case .skipped(let reason):
                report.skipped.append(ScanSkippedFile(path: file.path, reason: reason.rawValue, detail: file.detail))
            }
        }
        report.screens = result.screens.count
        report.findings = result.findings.count
        report.coverage = ScanCoverageReport(
            counts: result.coverage,
            gaps: result.sites.filter { $0.outcome != .full }.map { site in
                ScanSiteGap(
                    location: site.location.description, kind: site.kind, outcome: site.outcome.rawValue,
                    reasons: site.reasons)
            })
        return report
    }

    private func appForScan(_ name: String, create: Bool, report: inout ScanReport) throws -> Stored<App> {
        if let app = try store.app(named: name) { return app }
        guard create else { return try resolveApp(name) }
        let app = App(name: name)
        try app.validate()
        let id = try store.insertApp(app)
        try log(
            "add", kind: "app", id: id, path: name, appID: id, screenID: nil, before: nil,
            after: RecordJSON.encode(app))
        report.changes.added.append(name)
        return Stored(id: id, value: app)
    }

    /// Content hashes for the next scan, findings of the files read, and the scan time.
    private func storeScanState(
        _ result: ScanResult, app: Stored<App>, root: String?, previous: [String: String]
    ) throws {
        let rootPath = root ?? FileManager.default.currentDirectoryPath
        var met: Set<String> = []
        for file in result.files {
            met.insert(file.path)
            switch file.outcome {
            case .parsed, .unchanged, .noToolbar:
                if let hash = file.contentHash { try store.setScanFileHash(appID: app.id, path: file.path, hash: hash) }
            case .skipped:
                try store.deleteScanFileHash(appID: app.id, path: file.path)
            }
            if file.outcome != .unchanged { try store.deleteSourceFindings(appID: app.id, file: file.path) }
        }
        for path in previous.keys.sorted() where !met.contains(path) {
            let absolute = path.hasPrefix("/") ? path : rootPath + "/" + path
            guard !FileManager.default.fileExists(atPath: absolute) else { continue }
            try store.deleteScanFileHash(appID: app.id, path: path)
            try store.deleteSourceFindings(appID: app.id, file: path)
        }
        // Findings of the screens read are replaced whole (some point into files they use).
        for screen in Set(result.findings.compactMap(\.screen) + result.screens.map(\.typeName)).sorted() {
            try store.deleteSourceFindings(appID: app.id, screen: screen)
        }
        for finding in result.findings { try store.insertSourceFinding(appID: app.id, finding) }
        try store.recordScan(appID: app.id, at: now())
    }

    private static func summaryJSON(_ report: ScanReport, paths: [String]) -> JSONValue {
        .object([
            JSONMember("parsed", .number(Double(report.parsed))),
            JSONMember("paths", .array(paths.map { .string($0) })),
            JSONMember("skipped", .number(Double(report.skipped.count))),
            JSONMember("unchanged", .number(Double(report.unchanged)))
        ])
    }
}
