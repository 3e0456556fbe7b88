import Foundation
import ToolbarChecklist
import ToolbarModel
import ToolbarReports
import ToolbarSolver

/// Report speed against issue 5's targets: the HTML report of 1,000 screens (20 commands, every
/// scenario preset, one sweep each) in under 3 s, the file under 40 MB, peak memory under 200 MB.
/// Building the report model (solving and checking) is not timed: the service reads it from
/// stored audits.
enum ReportBenchmarks {
    /// Runs the report suite and prints one line per measurement.
    static func run() throws {
        let now = Date(timeIntervalSince1970: 1_796_000_000)
        var screens: [ScreenReport] = []
        screens.reserveCapacity(1000)
        let build = Harness.time {
            for variant in 0..<1000 {
                var inventory = SolverBenchmarks.screen(variant: UInt64(variant))
                inventory.screen.owner = "Team \(variant % 7)"
                let inputs = SolverBenchmarks.presets.map { scenario in
                    ScenarioInput(solving: inventory, in: scenario,
                                  sweepWidths: scenario.name == "iphone-17-portrait" ? 320...1400 : nil)
                }
                let result = Checklist.evaluate(Checklist.Input(inventory: inventory, scenarios: inputs, now: now))
                let history = (0..<5).map {
                    HistoryPoint(auditID: "\(variant)-\($0)", time: now.addingTimeInterval(Double($0 - 5) * 86_400),
                                 errors: $0 % 3, warnings: $0)
                }
                screens.append(ReportBuilder.screen(
                    inventory: inventory, scenarios: inputs, result: result, history: history,
                    diff: FindingDiff(previous: Array(result.findings.dropFirst()), current: result.findings),
                    now: now))
            }
        }
        Harness.report("build 1,000 screen reports (not a target)", seconds: build)
        let modelPeak = Harness.peakMemoryMiB()
        print("resident memory (model built)".padding(toLength: 44, withPad: " ", startingAt: 0)
              + " \(String(format: "%.0f", residentMiB())) MiB")
        let report = VerificationReport(generatedAt: now, screens: screens)
        var bytes = 0
        if let dump = ProcessInfo.processInfo.environment["REPORT_BENCH_DUMP"] {
            try HTMLRenderer.render(VerificationReport(generatedAt: now, screens: Array(screens.prefix(20))))
                .write(toFile: dump, atomically: true, encoding: .utf8)
        }
        let seconds = Harness.time { bytes = HTMLRenderer.render(report).utf8.count }
        Harness.report("HTML report, 1,000 screens × 16 scenarios", seconds: seconds, target: 3)
        let megabytes = Double(bytes) / 1_048_576
        let peak = Harness.peakMemoryMiB()
        print("HTML report size".padding(toLength: 44, withPad: " ", startingAt: 0)
              + " \(String(format: "%.1f", megabytes)) MiB  target < 40 MiB \(megabytes < 40 ? "MET" : "MISSED")")
        print("peak memory (model built, before rendering)".padding(toLength: 44, withPad: " ", startingAt: 0)
              + " \(String(format: "%.0f", modelPeak)) MiB")
        print("peak memory (after the HTML report)".padding(toLength: 44, withPad: " ", startingAt: 0)
              + " \(String(format: "%.0f", peak)) MiB  target < 200 MiB \(peak < 200 ? "MET" : "MISSED")")
        for format in ReportFormat.allCases where format != .html {
            var size = 0
            let time = Harness.time { size = format.render(report).utf8.count }
            Harness.report("\(format.rawValue) report, 1,000 screens (\(size / 1024) KiB)", seconds: time)
        }
        guard bytes > 0 else { throw BenchmarkFailure(message: "the HTML report was empty") }
    }

    /// Resident memory now, in MiB (Linux `VmRSS`; 0 elsewhere).
    static func residentMiB() -> Double {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
        for line in status.split(separator: "\n") where line.hasPrefix("VmRSS:") {
            return (line.split(separator: " ").compactMap { Double($0) }.first ?? 0) / 1024
        }
        return 0
    }
}
