import ToolbarChecklist
import ToolbarModel
import ToolbarRegistry

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `toolbar-registry audit`, `history` and `diff`.
enum AuditCommands {
    // MARK: - audit

    enum AuditOption {
        static let failOn = OptionKey.value(
            "--fail-on", valueName: "severity", help: "Fail on findings at or above this severity.",
            as: Severity.self)
        static let requireSignoffs = OptionKey.flag(
            "--require-signoffs", help: "Unsigned manual items count towards --fail-on.")
        static let revision = OptionKey.string(
            "--revision", valueName: "rev", help: "A revision to store with the audit, e.g. a git commit.")
        static let owner = OptionKey.string(
            "--owner", valueName: "team",
            help: "Only screens owned by this team (a screen's owner, else its app's).")
        static let baseline = OptionKey.string(
            "--baseline", valueName: "file", help: "Accepted findings: fail only on findings not in it.")
        static let writeBaseline = OptionKey.string(
            "--write-baseline", valueName: "file", help: "Write every open finding to a baseline file.")
        static let strictBaseline = OptionKey.flag(
            "--strict-baseline", help: "Also fail when a baselined finding was fixed (shrink the baseline).")
        static let all = OptionKey.flag(
            "--all", help: "Judge and store every screen again, even those unchanged since their last audit.")
    }

    static let audit = CommandSpec(
        "audit", abstract: "Run the checklist over each screen's scenarios and store one audit per screen.",
        discussion: """
            Only screens whose records, scenarios, sign-offs, suppressions, configuration or tool version changed since
            their last audit are judged again; the others keep their last audit (it still counts). --all judges every screen.
            Exits 2 when findings at or above --fail-on remain (default: the configuration's failOn, else error).
            The configuration is --config FILE, else .toolbar-registry.json found from the current directory upwards.
            Example: toolbar-registry audit PhotoEditor --write-baseline baseline.json
            """,
        arguments: [.optional("scope", help: "App or App/Screen (default: every app).")],
        options: [
            AuditOption.failOn.spec, AuditOption.requireSignoffs.spec, AuditOption.revision.spec,
            AuditOption.owner.spec, AuditOption.baseline.spec, AuditOption.writeBaseline.spec,
            AuditOption.strictBaseline.spec, GlobalOptions.config.spec, AuditOption.all.spec,
            GlobalOptions.format.spec
        ],
        run: runAudit)

    static func runAudit(_ parsed: ParsedCommand) throws -> ExitCode {
        let scope = try parsed.argument("scope") == nil ? nil : try parsed.recordPath("scope", depth: 1...2)
        let failOn = try parsed[AuditOption.failOn]
        let strict = try parsed[AuditOption.strictBaseline]
        let baselinePath = try parsed[AuditOption.baseline]
        guard !strict || baselinePath != nil else {
            throw UsageError("'--strict-baseline' needs '--baseline FILE'.")
        }
        let configuration = try parsed.auditConfiguration
        let baseline = try baselinePath.map { try Baseline.load(path: parsed.resolved($0)) }
        let registry = try parsed.openRegistry(.write)
        var options = AuditOptions(
            configuration: configuration, failOn: failOn, requireSignOffs: try parsed[AuditOption.requireSignoffs],
            revision: try parsed[AuditOption.revision], baseline: baseline, strictBaseline: strict,
            owner: try parsed[AuditOption.owner], incremental: !(try parsed[AuditOption.all]))
        let baselineOutput = try parsed[AuditOption.writeBaseline].map {
            try parsed.filePath($0, for: AuditOption.writeBaseline.name)
        }
        // The text output lists findings of judged screens only: unchanged screens' findings are
        // read back only for JSON and baseline files.
        options.readUnchangedFindings = try baselineOutput != nil || parsed.wantsJSON
        // The text output prints each judged screen as it is stored and keeps none of its
        // findings: a whole-registry audit held every finding until the end (750 MiB for 10,000
        // screens). JSON and baseline files need them all at the end.
        let streaming = try !parsed.wantsJSON && baselineOutput == nil
        if streaming {
            options.keepFindings = false
            let output = parsed.output
            let threshold = options.threshold
            let baselined = options.baseline != nil
            options.onScreenStored = { screen in
                printJudged(screen, threshold: threshold, baselined: baselined, output: output)
            }
        }
        if let baselineOutput { try registry.checkOutput(parsed.resolved(baselineOutput)) }
        let summary = try registry.audit(scope: scope, options: options)
        if let baselineOutput {
            try registry.writeOutput(summary.baseline.fileText(), to: parsed.resolved(baselineOutput))
        }
        if try parsed.wantsJSON {
            parsed.printJSON("audit", summary.json(options: options))
        } else {
            printSummary(summary, options: options, output: parsed.output, judgedPrinted: streaming)
        }
        return summary.fails ? .findings : .success
    }

    // MARK: - history

    static let history = CommandSpec(
        "history", abstract: "List a screen's audits with their counts and trend.",
        arguments: [.required("screen", help: "App/Screen.")],
        options: [GlobalOptions.format.spec],
        run: { parsed in
            let path = try parsed.recordPath("screen", depth: 2...2)
            let entries = try parsed.openRegistry(.read).history(path)
            if try parsed.wantsJSON {
                parsed.printJSON("audits", .array(entries.map { $0.json(changes: true) }))
                return .success
            }
            guard !entries.isEmpty else {
                parsed.output.line("No audits of \(path) yet; run: toolbar-registry audit \"\(path)\"")
                return .success
            }
            var table = TextTable(headers: [
                "ID", "WHEN", "WHO", "REVISION", "PASS", "FAIL", "REVIEW", "N/A", "ERRORS", "WARNINGS", "INFO",
                "SUPPRESSED", "TREND"
            ])
            for entry in entries {
                table.addRow([
                    String(entry.id), entry.at, entry.author, entry.revision ?? "-",
                    String(entry.verdicts[.pass] ?? 0), String(entry.verdicts[.fail] ?? 0),
                    String(entry.verdicts[.needsReview] ?? 0), String(entry.verdicts[.notApplicable] ?? 0),
                    String(entry.findings[.error] ?? 0), String(entry.findings[.warning] ?? 0),
                    String(entry.findings[.info] ?? 0), String(entry.suppressed), trendText(entry)
                ])
            }
            parsed.output.write(table.render())
            return .success
        })

    // MARK: - diff

    static let diff = CommandSpec(
        "diff", abstract: "Compare two audits of a screen: new, fixed and unchanged findings, and what changed.",
        discussion: "Without audit ids it compares the last two. "
            + "Example: toolbar-registry diff \"PhotoEditor/Crowded Editor\" 3 7",
        arguments: [
            .required("screen", help: "App/Screen."),
            .optional("from", help: "The older audit id (see history)."),
            .optional("to", help: "The newer audit id.")
        ],
        options: [GlobalOptions.format.spec],
        run: { parsed in
            let path = try parsed.recordPath("screen", depth: 2...2)
            let from = try parsed.intArgument("from", in: 1...Int.max)
            let to = try parsed.intArgument("to", in: 1...Int.max)
            guard (from == nil) == (to == nil) else {
                throw UsageError("Give both audit ids ('diff App/Screen A B') or neither (the last two).")
            }
            let diff = try parsed.openRegistry(.read).diff(path, from: from.map(Int64.init), to: to.map(Int64.init))
            if try parsed.wantsJSON {
                parsed.printJSON("diff", diff.json)
                return .success
            }
            let output = parsed.output
            output.line("\(path): audit \(diff.from.id) (\(diff.from.at)) → audit \(diff.to.id) (\(diff.to.at))")
            for (title, findings) in [("New", diff.new), ("Fixed", diff.fixed), ("Unchanged", diff.unchanged)] {
                output.line()
                output.line("\(title) (\(findings.count)):")
                for finding in findings { output.line("  " + findingLine(finding)) }
            }
            output.line()
            output.line("Record changes between them (\(diff.changes.count)):")
            for change in diff.changes {
                output.line(
                    "  #\(change.id) \(change.at) \(change.author) \(change.action) \(change.recordKind) "
                        + "\(change.recordPath) [\(LogCommand.changedFields(change))]")
            }
            return .success
        })

    // MARK: - Text output

    /// `text` cut or padded with spaces to `width` characters.
    private static func padded(_ text: String, to width: Int) -> String {
        text.count >= width ? String(text.prefix(width)) : text + String(repeating: " ", count: width - text.count)
    }

    /// `ERROR    flat-hierarchy  share @iphone-17-portrait (320–488 pt): message`.
    static func findingLine(_ finding: Finding) -> String {
        var line =
            padded(finding.severity.rawValue.uppercased(), to: 8) + " \(finding.itemID)"
        if let command = finding.commandKey { line += "  \(command)" }
        if let scenario = finding.scenario { line += " @\(scenario)" }
        if let range = finding.widthRange { line += " (\(range))" }
        return line + ": \(finding.message)"
    }

    /// `+2 worse`, `-1 better`, `same`, `first`.
    static func trendText(_ entry: AuditHistoryEntry) -> String {
        guard let change = entry.change else { return entry.trend }
        return change == 0 ? entry.trend : "\(change > 0 ? "+" : "")\(change) \(entry.trend)"
    }

    /// One line per screen with its verdict counts, then its open findings; with `judgedPrinted`
    /// only the unchanged screens (the judged ones were printed as they were stored).
    static func printSummary(
        _ summary: AuditSummary, options: AuditOptions, output: Output, judgedPrinted: Bool = false
    ) {
        for screen in summary.screens {
            if screen.unchanged {
                // Its last audit stands; only a failing one is worth a line (its findings: history, diff, report).
                if screen.fails {
                    output.line(
                        output.styled("\(screen.app)/\(screen.screen)", .bold)
                            + "  unchanged since audit \(screen.auditID): " + countsText(screen)
                            + "  FAILS at \(summary.threshold.rawValue)")
                }
                continue
            }
            if !judgedPrinted {
                printJudged(screen, threshold: summary.threshold, baselined: options.baseline != nil, output: output)
            }
        }
        for entry in summary.fixedBaselineEntries {
            output.line("Fixed since the baseline: \(entry.description)")
        }
        let failing = summary.screens.filter(\.fails).count
        let audited =
            summary.unchangedCount == 0
            ? "Audited \(summary.screens.count) screen\(summary.screens.count == 1 ? "" : "s")"
            : "\(grouped(summary.unchangedCount)) unchanged, \(grouped(summary.auditedCount)) audited"
        output.line(
            "\(audited); "
                + "\(failing) fail\(failing == 1 ? "s" : "") at \(summary.threshold.rawValue)"
                + (options.strictBaseline && !summary.fixedBaselineEntries.isEmpty
                    ? "; \(summary.fixedBaselineEntries.count) baselined finding(s) fixed (strict baseline)" : "") + "."
        )
    }

    /// A judged screen's line with its verdict counts, then its open findings.
    static func printJudged(_ screen: ScreenAuditSummary, threshold: Severity, baselined: Bool, output: Output) {
        output.line(
            output.styled("\(screen.app)/\(screen.screen)", .bold) + "  audit \(screen.auditID): "
                + countsText(screen) + (screen.fails ? "  FAILS at \(threshold.rawValue)" : ""))
        for observed in screen.observedOn { output.line("  judged as observed: \(observed)") }
        let new = Set(screen.newFindings)
        for finding in screen.result.findings {
            let isBaselined = baselined && !new.contains(finding)
            output.line("  " + findingLine(finding) + (isBaselined ? "  (baselined)" : ""))
        }
        let suppressed = screen.result.items.reduce(0) { $0 + $1.suppressed.count }
        if suppressed > 0 { output.line("  \(suppressed) suppressed finding\(suppressed == 1 ? "" : "s")") }
    }

    /// `9998` as `9,998`.
    static func grouped(_ number: Int) -> String {
        let digits = Array(String(number))
        return digits.enumerated().reduce(into: "") { text, pair in
            if pair.offset > 0, (digits.count - pair.offset) % 3 == 0 { text.append(",") }
            text.append(pair.element)
        }
    }

    /// `12 pass, 3 fail (flat-hierarchy, …), 9 needs review, 6 n/a`.
    static func countsText(_ screen: ScreenAuditSummary) -> String {
        let failing = screen.failingItems
        return "\(screen.count(.pass)) pass, \(screen.count(.fail)) fail"
            + (failing.isEmpty ? "" : " (\(failing.joined(separator: ", ")))")
            + ", \(screen.count(.needsReview)) needs review, \(screen.count(.notApplicable)) n/a"
    }
}
