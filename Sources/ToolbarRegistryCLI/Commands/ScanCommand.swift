import ToolbarModel
import ToolbarRegistry

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `toolbar-registry scan PATH... --app NAME`.
enum ScanCommand {
    enum Options {
        static let app = OptionKey.required("--app", valueName: "name", help: "The app the screens belong to.")
        static let createApp = OptionKey.flag("--create-app", help: "Register the app when it does not exist.")
        static let root = OptionKey.string(
            "--root", valueName: "dir",
            help: "Paths are stored relative to this folder (default: here); the paths read are "
                + "relative to the current directory either way.")
        static let exclude = OptionKey.repeated(
            "--exclude", valueName: "glob", help: "Skip root-relative paths matching this glob (*, **, ?).")
        static let dryRun = OptionKey.flag("--dry-run", help: "Show what would change and write nothing.")
        static let prune = OptionKey.flag(
            "--prune", help: "Remove commands, groups and screens that are gone from the code.")
        static let check = OptionKey.flag(
            "--check", help: "Write nothing; exit 1 when the code's toolbars differ from the registry.")
    }

    static let spec = CommandSpec(
        "scan", abstract: "Read SwiftUI and UIKit sources into an app's records, in one transaction.",
        discussion: """
            Screens are named after their types; commands are upserted by key. A classification set by a \
            person is never overwritten. Only files changed since the last scan are parsed. Records gone \
            from the code are removed only with --prune. --check writes nothing and exits 1 when the code \
            and the registry differ, listing the differences (see docs/scanning.md).
            """,
        arguments: [.variadic("path", help: "Swift files or folders to read.", minimum: 1)],
        options: [
            Options.app.spec, Options.createApp.spec, Options.root.spec, Options.exclude.spec, Options.dryRun.spec,
            Options.prune.spec, Options.check.spec, GlobalOptions.format.spec
        ],
        validate: { parsed in
            if try parsed[Options.check], try parsed[Options.dryRun] || parsed[Options.prune] {
                throw UsageError(
                    "--check compares and writes nothing; it cannot be combined with --dry-run or --prune.")
            }
        },
        run: { parsed in
            let progress = ScanProgress(output: parsed.output)
            // Paths on the command line are relative to where the command runs, as a shell user
            // expects; `--root` only decides how they are stored.
            let here = parsed.context.directory
            let paths = try parsed.arguments("path").map { path in
                path.hasPrefix("/") ? path : URL(fileURLWithPath: here).appendingPathComponent(path).standardized.path
            }
            let request = ScanRequest(
                paths: paths, root: try parsed[Options.root].map(parsed.resolved) ?? parsed.context.workingDirectory,
                excludes: try parsed[Options.exclude], prune: try parsed[Options.prune],
                dryRun: try parsed[Options.dryRun], check: try parsed[Options.check],
                createApp: try parsed[Options.createApp], progress: { done, total in progress.update(done, total) })
            let report = try parsed.openRegistry(
                request.createApp && !request.dryRun && !request.check ? .create : .write
            ).scan(app: try parsed[Options.app], request)
            progress.finish()
            for file in report.skipped where file.reason != "excluded" {
                parsed.output.warning("skipped \(file.path): \(file.reason)\(file.detail.map { " (\($0))" } ?? "")")
            }
            for warning in report.warnings { parsed.output.warning(warning) }
            if try parsed.wantsJSON {
                try parsed.printJSON("scan", ScanReportJSON(report, check: request.check))
            } else {
                printText(report, request: request, output: parsed.output)
            }
            return request.check && report.hasDrift ? .failure : .success
        })

    static func printText(_ report: ScanReport, request: ScanRequest, output: Output) {
        for path in report.changes.added { output.line("+ \(path)") }
        for path in report.changes.changed { output.line("~ \(path)") }
        for path in report.changes.removed { output.line("- \(path)") }
        let excluded = report.skipped.filter { $0.reason == "excluded" }.count
        output.line(
            "Scanned \(report.parsed + report.unchanged + report.withoutToolbar + report.skipped.count) files: "
                + "\(report.parsed) parsed, \(report.unchanged) unchanged, \(report.withoutToolbar) without toolbars, "
                + "\(report.skipped.count) skipped\(excluded > 0 ? " (\(excluded) excluded)" : ""); "
                + "\(report.screens) screens read, \(report.findings) source findings.")
        output.line("Coverage: " + report.coverage.summary)
        let changes = report.changes
        if request.check {
            let count = changes.added.count + changes.changed.count + changes.removed.count
            output.line(
                count == 0
                    ? "In step: the registry matches the code."
                    : "Drift: \(count) difference\(count == 1 ? "" : "s") between the code and the registry "
                        + "(+ only in code, ~ differs, - only in the registry).")
            return
        }
        let dry = request.dryRun
        output.line(
            "\(dry ? "Would add" : "Added") \(changes.added.count), \(dry ? "change" : "changed") "
                + "\(changes.changed.count), \(dry ? "remove" : "removed") \(changes.removed.count)"
                + "\(dry ? " (dry run: nothing written)" : "").")
    }
}

/// The progress bar of a long scan, fed from the scanner's threads.
final class ScanProgress: @unchecked Sendable {
    /// Scans of fewer files finish too fast for a bar to help.
    static let minimumFiles = 200

    private let lock = PlainLock()
    private let output: Output
    private var bar: ProgressBar?

    init(output: Output) {
        self.output = output
    }

    func update(_ done: Int, _ total: Int) {
        guard total >= Self.minimumFiles, output.showsProgress else { return }
        lock.lock()
        defer { lock.unlock() }
        if bar == nil { bar = ProgressBar(label: "Scanning", total: total, output: output) }
        bar?.update(completed: max(done, bar?.completed ?? 0))
    }

    func finish() {
        lock.lock()
        defer { lock.unlock() }
        bar?.finish()
    }
}
