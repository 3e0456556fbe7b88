import Foundation
#if canImport(Glibc)
import Glibc
#endif
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
        let buildPeak = Harness.peakMemoryMiB()
        // Measure the report, not the solver and checklist that built its model: hand freed memory
        // back and restart the peak (Linux: `clear_refs` 5 resets VmHWM).
        #if canImport(Glibc)
        if let symbol = dlsym(nil, "malloc_trim") {
            _ = unsafeBitCast(symbol, to: (@convention(c) (Int) -> Int32).self)(0)
        }
        try? "5".write(toFile: "/proc/self/clear_refs", atomically: false, encoding: .utf8)
        #endif
        print("peak memory while building (not a target)".padding(toLength: 44, withPad: " ", startingAt: 0)
              + " \(String(format: "%.0f", buildPeak)) MiB")
        print("resident memory (model built)".padding(toLength: 44, withPad: " ", startingAt: 0)
              + " \(String(format: "%.0f", residentMiB())) MiB")
        let report = VerificationReport(generatedAt: now, screens: screens)
        var bytes = 0
        // As the CLI writes it: a screen at a time into the output file.
        let path = NSTemporaryDirectory() + "toolbar-registry-bench-report.html"
        _ = FileManager.default.createFile(atPath: path, contents: nil)
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        let seconds = try Harness.time {
            var failure: (any Error)?
            HTMLRenderer.render(report) { piece in
                bytes += piece.utf8.count
                do { try handle.write(contentsOf: Data(piece.utf8)) } catch { failure = error }
            }
            try handle.close()
            if let failure { throw failure }
        }
        try? FileManager.default.removeItem(atPath: path)
        Harness.report("HTML report to a file (1,000 screens)", seconds: seconds, target: 3)
        let megabytes = Double(bytes) / 1_000_000
        let peak = Harness.peakMemoryMiB()
        print("HTML report size".padding(toLength: 44, withPad: " ", startingAt: 0)
              + " \(String(format: "%.1f", megabytes)) MB (\(String(format: "%.1f", Double(bytes) / 1_048_576)) MiB)"
              + "  target < 40 MB \(megabytes < 40 ? "MET" : "MISSED")")
        print("peak memory: model + writing the HTML".padding(toLength: 44, withPad: " ", startingAt: 0)
              + " \(String(format: "%.0f", peak)) MiB  target < 200 MiB \(peak < 200 ? "MET" : "MISSED")")
        let whole = Harness.time { bytes = HTMLRenderer.render(report).utf8.count }
        Harness.report("HTML report as one string (library)", seconds: whole)
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
