import ToolbarModel
import ToolbarRegistry
import ToolbarSolver

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `toolbar-registry calibrate [App]`: the estimated metrics fitted to the observations.
enum CalibrateCommand {
    static let spec = CommandSpec(
        "calibrate",
        abstract: "Fit the solver's estimated metrics to the imported observations and show before/after agreement.",
        discussion: """
            Item padding (per linked SDK), glyph width, capsule padding and group gap are fitted by minimising \
            disagreement with every observation (docs/observations.md, "Calibration"), starting from the metrics \
            pinned in .toolbar-registry.json. Nothing is written unless --write is given: then the values the \
            observations determined are written there as metric overrides (the --config file, else the one found \
            upwards, else a new one in the current directory), its other keys kept.
            """,
        arguments: [.optional("app", help: "Only this app's observations (default: all).")],
        options: [SolveCommands.configOption.spec, write.spec, GlobalOptions.format.spec],
        run: { parsed in
            let app = try parsed.argument("app") == nil ? nil : try parsed.recordPath("app", depth: 1...1).app
            let write = try parsed[CalibrateCommand.write]
            let configPath =
                try parsed[GlobalOptions.config].map(parsed.resolved)
                ?? AuditConfigurationFile.discover(from: parsed.context.directory)
                ?? parsed.resolved(AuditConfigurationFile.fileName)
            // `--write --config NEW.json` starts the file: there are no pins to start from yet.
            let starts = write && !FileManager.default.fileExists(atPath: configPath)
            let registry = try parsed.openRegistry(.read)
            let result = try registry.calibrate(app, pins: starts ? .none : try SolveCommands.pins(parsed))
            var written = MetricOverrideWrite(changes: [], tooLoose: [])
            if write, result.observations > 0 {
                written = try AuditConfigurationFile.writeMetrics(
                    result, to: configPath, protecting: [parsed.resolved(try parsed.databasePath)])
            }
            if try parsed.wantsJSON {
                try parsed.printJSON(
                    "calibration",
                    CalibrationJSON(result, written: write ? CalibrationJSON.Written(file: configPath, written) : nil))
            } else {
                parsed.output.write(text(result, written: write ? (configPath, written) : nil))
            }
            return .success
        })

    static let write = OptionKey.flag(
        "--write", help: "Write the determined values as metric overrides to .toolbar-registry.json.")

    static func number(_ value: Double) -> String { JSONWriter.numberText((value * 1000).rounded() / 1000) }

    static func text(_ result: CalibrationResult, written: (file: String, write: MetricOverrideWrite)? = nil) -> String
    {
        guard result.observations > 0 else {
            return "No observations to calibrate from; import some with 'toolbar-registry observe import' "
                + "(docs/observations.md).\n"
        }
        var lines = [
            "\(result.observations) observation\(result.observations == 1 ? "" : "s")",
            "Before: \(result.before.summary)",
            "After:  \(result.after.summary)",
            ""
        ]
        var table = TextTable(columns: [
            .init("ESTIMATE"), .init("SDK"), .init("BEFORE", alignment: .right), .init("AFTER", alignment: .right),
            .init("SPREAD", alignment: .right), .init("OBSERVATIONS", alignment: .right)
        ])
        for metric in result.metrics {
            table.addRow([
                metric.estimate.rawValue, metric.sdk ?? "all", number(metric.before),
                metric.determined ? number(metric.after) : "-",
                metric.determined ? "±" + number(metric.spread) : "not determined",
                String(metric.observations)
            ])
        }
        lines.append(table.render().trimmingTrailingNewline)
        for view in result.customViews {
            lines.append(
                "\(view.app)/\(view.screen)/\(view.key): custom view recorded \(number(view.recorded)) pt, "
                    + "observed \(number(view.observed)) pt (\(number(view.low))–\(number(view.high)), "
                    + "\(view.observations) observation\(view.observations == 1 ? "" : "s"))")
        }
        lines.append("")
        if let (file, write) = written {
            if write.changes.isEmpty {
                lines.append("Nothing was written: \(file) already pins every value to write.")
            } else {
                lines.append(
                    "Wrote \(write.changes.count) metric override\(write.changes.count == 1 ? "" : "s") to \(file):")
                lines += write.changes.map { "  \($0.sentence)" }
            }
            for metric in write.tooLoose {
                lines.append(
                    "Not written: \(metric.estimate.rawValue)\(metric.sdk.map { " (SDK \($0))" } ?? "") "
                        + "(spread ±\(number(metric.spread)) pt is wider than ±"
                        + "\(number(AuditConfigurationFile.maximumWrittenSpread)) pt; more observations narrow it)")
            }
            if !result.customViews.isEmpty {
                lines.append(
                    "Custom-view widths are records, not metrics: update them with 'toolbar-registry command "
                        + "update App/Screen/key --width N'.")
            }
        } else {
            lines.append(
                "Nothing was written; pin values you trust under \"metrics\" in .toolbar-registry.json "
                    + "(docs/audits.md), or run with --write.")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

extension String {
    fileprivate var trimmingTrailingNewline: String { hasSuffix("\n") ? String(dropLast()) : self }
}
