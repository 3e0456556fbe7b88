import Foundation
import ToolbarChecklist
import ToolbarModel
import ToolbarReports
import ToolbarSolver

#if canImport(Glibc)
    import Glibc
#endif

/// Report speed against issue 16's targets: every format of 1,000 screens (20 commands, every
/// scenario preset, one sweep each) written to a file in under 3 s with peak memory (the report
/// model included) under 200 MiB; JSON under 40 MB, SARIF under 25 MB, HTML under 40 MB.
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
                    ScenarioInput(
                        solving: inventory, in: scenario,
                        sweepWidths: scenario.name == "iphone-17-portrait" ? 320...1400 : nil)
                }
                let result = Checklist.evaluate(Checklist.Input(inventory: inventory, scenarios: inputs, now: now))
                let history = (0..<5).map { day in
                    let time = now.addingTimeInterval(Double(day - 5) * 86_400)
                    // From the second audit on, someone changed a command in between.
                    let changes =
                        day == 0
                        ? []
                        : [
                            HistoryChange(
                                time: time.addingTimeInterval(-3600), author: "ana", action: "update", kind: "command",
                                record: "Bench/Screen \(variant)/command-\(day)", fields: ["placement", "priority"])
                        ]
                    return HistoryPoint(
                        auditID: "\(variant)-\(day)", time: time, author: "ci", errors: day % 3,
                        warnings: day, changes: changes)
                }
                screens.append(
                    ReportBuilder.screen(
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
        print(
            "peak memory while building (not a target)".padding(toLength: 44, withPad: " ", startingAt: 0)
                + " \(String(format: "%.0f", buildPeak)) MiB")
        print(
            "resident memory (model built)".padding(toLength: 44, withPad: " ", startingAt: 0)
                + " \(String(format: "%.0f", residentMiB())) MiB")
        // TOOLBAR_REGISTRY_BENCH_MODEL=1 prints what the model's memory is made of instead (it takes
        // the model apart, so the formats are not written).
        if ProcessInfo.processInfo.environment["TOOLBAR_REGISTRY_BENCH_MODEL"] == "1" {
            return modelBreakdown(&screens)
        }
        let report = VerificationReport(generatedAt: now, screens: screens)
        // TOOLBAR_REGISTRY_BENCH_KEEP=1 keeps the files (scripts/report-load-time.mjs opens the HTML).
        let keep = ProcessInfo.processInfo.environment["TOOLBAR_REGISTRY_BENCH_KEEP"] == "1"
        let directory = NSTemporaryDirectory() + "toolbar-registry-bench-report"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let sizeTargets: [ReportFormat: Double] = [.json: 40, .sarif: 25, .html: 40]
        var failures: [String] = []
        // TOOLBAR_REGISTRY_BENCH_FORMATS=json,junit writes only those formats.
        let only = ProcessInfo.processInfo.environment["TOOLBAR_REGISTRY_BENCH_FORMATS"]
            .map { Set($0.split(separator: ",").map(String.init)) }
        for format in ReportFormat.allCases where only?.contains(format.rawValue) ?? true {
            // Each format from the same start: freed memory handed back, the peak restarted.
            Harness.returnFreedMemory()
            #if canImport(Glibc)
                try? "5".write(toFile: "/proc/self/clear_refs", atomically: false, encoding: .utf8)
            #endif
            let suffix = format.fileExtension == "txt" ? format.rawValue + ".txt" : format.fileExtension
            let path = directory + "/report.\(suffix)"
            let (seconds, bytes) = try write(report, as: format, to: path)
            let peak = Harness.peakMemoryMiB()
            let megabytes = Double(bytes) / 1_000_000
            Harness.report("\(format.rawValue) report to a file (1,000 screens)", seconds: seconds, target: 3)
            var line =
                "  \(format.rawValue) size".padding(toLength: 44, withPad: " ", startingAt: 0)
                + " \(String(format: "%.1f", megabytes)) MB"
            if let target = sizeTargets[format] {
                line += "  target < \(Int(target)) MB \(megabytes < target ? "MET" : "MISSED")"
                if megabytes >= target { failures.append("\(format.rawValue) size") }
            }
            print(line)
            print(
                "  \(format.rawValue) peak memory, model included".padding(toLength: 44, withPad: " ", startingAt: 0)
                    + " \(String(format: "%.0f", peak)) MiB  target < 200 MiB \(peak < 200 ? "MET" : "MISSED")")
            if seconds >= 3 { failures.append("\(format.rawValue) time") }
            if peak >= 200 { failures.append("\(format.rawValue) memory") }
            if !keep { try? FileManager.default.removeItem(atPath: path) }
        }
        if keep { print("files kept in \(directory)") }
        print(failures.isEmpty ? "every format: MET" : "MISSED: \(failures.joined(separator: ", "))")
    }

    /// Writes `report` as `format` the way `report --output` does: a piece at a time into a file.
    static func write(_ report: VerificationReport, as format: ReportFormat, to path: String) throws
        -> (seconds: Double, bytes: Int)
    {
        _ = FileManager.default.createFile(atPath: path, contents: nil)
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        var bytes = 0
        let seconds = try Harness.time {
            var failure: (any Error)?
            format.render(report) { piece in
                bytes += piece.utf8.count
                do { try handle.write(contentsOf: Data(piece.utf8)) } catch { failure = error }
            }
            try handle.close()
            if let failure { throw failure }
        }
        guard bytes > 0 || format == .xcode else {
            throw BenchmarkFailure(message: "the \(format.rawValue) report was empty")
        }
        return (seconds, bytes)
    }

    /// Prints how much resident memory each part of the report model takes, by removing the parts
    /// one after the other (a part's strings that an earlier part shared are counted with it).
    static func modelBreakdown(_ screens: inout [ScreenReport]) {
        let parts: [(String, (inout ScreenReport) -> Void)] = [
            ("diff", { $0.diff = nil }),
            ("history", { $0.history = [] }),
            (
                "suppressed findings",
                { screen in
                    for index in screen.checklist.indices { screen.checklist[index].suppressed = [] }
                }
            ),
            (
                "open findings",
                { screen in
                    for index in screen.checklist.indices { screen.checklist[index].findings = [] }
                }
            ),
            ("checklist rows", { $0.checklist = [] }),
            (
                "commands' places",
                { screen in
                    for index in screen.commands.indices { screen.commands[index].places = [] }
                }
            ),
            ("commands", { $0.commands = [] }),
            (
                "sweeps",
                { screen in
                    for index in screen.scenarios.indices { screen.scenarios[index].sweep = nil }
                }
            ),
            (
                "layouts",
                { screen in
                    for index in screen.scenarios.indices {
                        let layout = screen.scenarios[index].layout
                        screen.scenarios[index].layout = Layout(
                            scenario: layout.scenario, screen: layout.screen, bars: [], items: [], overflow: [],
                            missing: [], title: layout.title, space: [], clipped: [], rules: [])
                    }
                }
            ),
            ("scenarios", { $0.scenarios = [] }),
            ("screens", { _ in })
        ]
        var counts: [String: (count: Int, capacity: Int)] = [:]
        func add<Element>(_ name: String, _ array: [Element]) {
            counts[name, default: (0, 0)].count += array.count
            counts[name, default: (0, 0)].capacity += array.capacity
        }
        for screen in screens {
            for picture in screen.scenarios {
                let layout = picture.layout
                add("items", layout.items)
                add("overflow", layout.overflow)
                add("missing", layout.missing)
                add("space", layout.space)
                add("rules", layout.rules)
                add("bars", layout.bars)
                add("clipped", layout.clipped)
                add("warnings", layout.warnings ?? [])
                for warning in layout.warnings ?? [] { add("warning keys", warning.keys) }
            }
        }
        for (name, value) in counts.sorted(by: { $0.key < $1.key }) {
            print("  layout \(name): \(value.count) elements, capacity \(value.capacity)")
        }
        Harness.returnFreedMemory()
        var before = residentMiB()
        print(
            "resident memory (model built)".padding(toLength: 44, withPad: " ", startingAt: 0)
                + " \(String(format: "%.1f", before)) MiB")
        for (name, remove) in parts {
            if name == "screens" {
                screens = []
            } else {
                for index in screens.indices { remove(&screens[index]) }
            }
            Harness.returnFreedMemory()
            let after = residentMiB()
            print(
                "  \(name)".padding(toLength: 44, withPad: " ", startingAt: 0)
                    + " \(String(format: "%.1f", before - after)) MiB")
            before = after
        }
        print(
            "  the rest of the process".padding(toLength: 44, withPad: " ", startingAt: 0)
                + " \(String(format: "%.1f", before)) MiB")
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
