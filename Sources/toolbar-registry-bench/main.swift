import Foundation

// Benchmarks for docs/benchmarks.md. Run in release mode:
//   swift run -c release toolbar-registry-bench [SUITE...]
// Suites: see `suites` below; no argument runs them all.

let suites: [(name: String, run: () throws -> Void)] = [
    ("solver", SolverBenchmarks.run),
    ("interchange", InterchangeBenchmarks.run),
    ("import", ImportBenchmarks.run),
    ("scanner", ScannerBenchmarks.run),
    ("audit", AuditBenchmarks.run),
    ("audit-distinct", AuditBenchmarks.runDistinct),
    ("report", ReportBenchmarks.run),
    // Only the calibration lines: how fast the machine runs right now, before measuring anything.
    ("calibration", {})
]

let requested = Array(CommandLine.arguments.dropFirst())
let selected = requested.isEmpty ? suites : suites.filter { requested.contains($0.name) }
if selected.isEmpty {
    FileHandle.standardError.write(
        "Error: unknown suite; known: \(suites.map(\.name).joined(separator: ", "))\n".data(using: .utf8)!)
    exit(64)
}
for suite in selected {
    // The machine's speed before and after each suite (see Harness+Calibration.swift): its speed
    // changes within minutes, and a suite's seconds mean little without it.
    print("== \(suite.name) (\(Harness.loadAverage()), \(Date()); \(Harness.calibrationLine()))")
    do { try suite.run() } catch {
        FileHandle.standardError.write("Error: \(suite.name): \(error)\n".data(using: .utf8)!)
        exit(1)
    }
    print("== \(suite.name) done (\(Harness.loadAverage()); \(Harness.calibrationLine()))")
}
