import ToolbarChecklist
import ToolbarModel
import ToolbarRegistry
import ToolbarReports

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `toolbar-registry report [App[/Screen]] --format FORMAT`.
enum ReportCommand {
    enum Options {
        static let format = OptionKey.required(
            "--format", valueName: "format", help: "The report format.", as: ReportFormat.self)
        static let audit = OptionKey.string(
            "--audit", valueName: "latest|id", help: "Which audit of each screen (default: latest).")
        static let since = OptionKey.parsed(
            "--since", valueName: "date", help: "History from this date (YYYY-MM-DD or ISO 8601) on.",
            GlobalOptions.date)
        static let owner = OptionKey.string("--owner", valueName: "team", help: "Only screens owned by this team.")
        static let timestamp = OptionKey.parsed(
            "--timestamp", valueName: "iso", help: "The generation time to print (for reproducible output).",
            GlobalOptions.date)
        static let registryFile = OptionKey.string(
            "--registry-file", valueName: "path",
            help: "The committed registry export findings point at when a screen was not scanned.")
        static let sourceRoot = OptionKey.string(
            "--source-root", valueName: "dir",
            help: "Paths in the report are relative to this folder (default: the current directory).")
        static let failOn = OptionKey.value(
            "--fail-on", valueName: "severity", help: "Screens fail on findings at or above this severity.",
            as: Severity.self)
    }

    static let spec = CommandSpec(
        "report", abstract: "Export the verification report of stored audits (HTML, Markdown, JSON, SARIF, JUnit…).",
        discussion: """
            Formats: \(ReportFormat.allCases.map { "\($0.rawValue) (\($0.summary))" }.joined(separator: "; ")).
            The report shows each screen's latest audit (or --audit ID) exactly as it was stored; run 'audit' first.
            Output is deterministic: fix the generation time with --timestamp to get the same bytes again.
            With --format github and $GITHUB_STEP_SUMMARY set, the Markdown summary is appended to that file.
            Example: toolbar-registry report PhotoEditor --format sarif --registry-file registry.json -o report.sarif
            """,
        arguments: [.optional("scope", help: "App or App/Screen (default: every app).")],
        options: [
            Options.format.spec, GlobalOptions.output.spec, Options.audit.spec, Options.since.spec,
            Options.owner.spec, Options.timestamp.spec, Options.registryFile.spec, Options.sourceRoot.spec,
            Options.failOn.spec, GlobalOptions.config.spec
        ],
        run: run)

    static func run(_ parsed: ParsedCommand) throws -> ExitCode {
        let format = try parsed[Options.format]
        let scope = try parsed.argument("scope") == nil ? nil : try parsed.recordPath("scope", depth: 1...2)
        let audit = try auditChoice(try parsed[Options.audit])
        let since = try parsed[Options.since]
        let timestamp = try parsed[Options.timestamp]
        let registryFile = try parsed[Options.registryFile].map { path -> (path: String, text: String) in
            guard let text = try? String(contentsOfFile: parsed.resolved(path), encoding: .utf8) else {
                throw Failure(
                    "cannot read the registry file '\(path)'; export it with 'toolbar-registry export -o \(path)'")
            }
            return (path, text)
        }
        let configuration = try parsed.auditConfiguration
        var options = ReportOptions(
            generatedAt: timestamp, registryFile: registryFile, configuration: configuration,
            failOn: try parsed[Options.failOn],
            sourceRoot: try parsed[Options.sourceRoot])
        options.workingDirectory = parsed.context.workingDirectory
        let registry = try parsed.openRegistry(.read)
        let destination = try parsed.checkedOutputFile(registry)
        let summary =
            format == .github ? parsed.environment["GITHUB_STEP_SUMMARY"].flatMap { $0.isEmpty ? nil : $0 } : nil
        if let summary { try stepSummary { try registry.checkOutput(parsed.resolved(summary)) } }
        let report = try registry.report(
            scope: scope, audit: audit, since: since, owner: try parsed[Options.owner], options: options)
        // A piece at a time: a large HTML report is never held whole.
        try parsed.writeResult(registry, to: destination) { write in format.render(report, into: write) }
        if let summary {
            // The step's summary may already hold what earlier commands of the step wrote there.
            let written =
                (try? FileManager.default.attributesOfItem(atPath: parsed.resolved(summary))[.size] as? Int) ?? 0
            let room = GitHubRenderer.stepSummaryLimit - written
            if room < MarkdownRenderer.smallestLimit {
                parsed.output.warning(
                    "the step summary (GITHUB_STEP_SUMMARY) already holds \(written) bytes "
                        + "of GitHub's 1 MiB; the report was not added to it")
            } else {
                try stepSummary {
                    try registry.appendOutput(
                        GitHubRenderer.stepSummary(report, limit: room), to: parsed.resolved(summary))
                }
            }
        }
        return .success
    }

    /// Runs `body`, naming `$GITHUB_STEP_SUMMARY` in its error.
    static func stepSummary(_ body: () throws -> Void) throws {
        do {
            try body()
        } catch let error as RegistryError {
            throw Failure("cannot write the step summary (GITHUB_STEP_SUMMARY): \(error)")
        }
    }

    // MARK: - Demo

    /// Writes the HTML and Markdown reports of every audited screen to `toolbar-registry-reports/`
    /// beside the database and prints where they are (used by `demo`).
    static func writeDemoReports(_ registry: Registry, output: Output) throws {
        let folder = URL(fileURLWithPath: registry.path).deletingLastPathComponent()
            .appendingPathComponent("toolbar-registry-reports")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw Failure("could not create '\(folder.path)' for the demo reports: \(failureReason(error))")
        }
        let report = try registry.report()
        for format in [ReportFormat.html, .md] {
            try registry.writeOutput(to: folder.appendingPathComponent("report.\(format.fileExtension)").path) { sink in
                format.render(report) { sink.write($0) }
            }
        }
        output.line()
        output.line(
            "Reports: open \(folder.appendingPathComponent("report.html").path) in a browser; "
                + "report.md beside it is the pull-request comment.")
    }

    // MARK: - Values

    static func auditChoice(_ text: String?) throws -> ReportAudit {
        guard let text, text != "latest" else { return .latest }
        guard let id = Int64(text), id > 0 else {
            throw UsageError(
                "'--audit' takes 'latest' or an audit id (see 'toolbar-registry history App/Screen'), "
                    + "not '\(text)'.")
        }
        return .id(id)
    }
}
