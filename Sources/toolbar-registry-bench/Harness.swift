import Foundation

/// Timing helpers for the benchmark executable. Benchmarks print one line per measurement:
/// `name  median  p90  min  iterations`, and suites add their own comparisons.
enum Harness {
    /// Monotonic time in nanoseconds.
    static func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

    /// Runs `body` once and returns its wall time in seconds.
    @discardableResult
    static func time(_ body: () throws -> Void) rethrows -> Double {
        let start = now()
        try body()
        return Double(now() - start) / 1e9
    }

    /// Runs `body` `iterations` times (after `warmup` unmeasured runs) and returns the sorted
    /// per-run times in seconds.
    static func sample(iterations: Int, warmup: Int = 3, _ body: () throws -> Void) rethrows -> [Double] {
        for _ in 0..<warmup { try body() }
        var samples: [Double] = []
        samples.reserveCapacity(iterations)
        for _ in 0..<iterations {
            let start = now()
            try body()
            samples.append(Double(now() - start) / 1e9)
        }
        return samples.sorted()
    }

    /// The median of sorted samples.
    static func median(_ sorted: [Double]) -> Double { sorted.isEmpty ? 0 : sorted[sorted.count / 2] }

    /// The 90th percentile of sorted samples.
    static func p90(_ sorted: [Double]) -> Double {
        sorted.isEmpty ? 0 : sorted[min(sorted.count - 1, sorted.count * 9 / 10)]
    }

    /// Peak resident memory of this process so far, in MiB (Linux `VmHWM`; 0 elsewhere).
    /// CPU seconds this process has used so far (user + system, every thread).
    static func cpuSeconds() -> Double {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1_000_000 }
        return seconds(usage.ru_utime) + seconds(usage.ru_stime)
    }

    /// Bytes this process has read and written through system calls so far (`rchar`, `wchar` of
    /// /proc/self/io; page-cache hits included), or zeros where that file does not exist.
    static func ioBytes() -> (read: Int, written: Int) {
        guard let text = try? String(contentsOfFile: "/proc/self/io", encoding: .utf8) else { return (0, 0) }
        var values: [String: Int] = [:]
        for line in text.split(separator: "\n") {
            let parts = line.split(separator: ":")
            if parts.count == 2 { values[String(parts[0])] = Int(parts[1].trimmingCharacters(in: .whitespaces)) }
        }
        return (values["rchar"] ?? 0, values["wchar"] ?? 0)
    }

    static func peakMemoryMiB() -> Double { statusMiB("VmHWM:") }

    /// Gives memory the process freed back to the system (glibc's `malloc_trim`, looked up at run
    /// time as Swift's Glibc module does not export it; nothing elsewhere).
    static func returnFreedMemory() {
        #if canImport(Glibc)
            typealias Trim = @convention(c) (Int) -> Int32
            if let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_trim") {
                _ = unsafeBitCast(symbol, to: Trim.self)(0)
            }
        #endif
    }

    /// The resident memory now, in MiB (Linux; 0 elsewhere).
    static func residentMemoryMiB() -> Double { statusMiB("VmRSS:") }

    private static func statusMiB(_ field: String) -> Double {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
        for line in status.split(separator: "\n") where line.hasPrefix(field) {
            let kib = line.split(separator: " ").compactMap { Double($0) }.first ?? 0
            return kib / 1024
        }
        return 0
    }

    /// Formats seconds with a unit that suits its size.
    static func format(_ seconds: Double) -> String {
        switch seconds {
        case ..<1e-6: return String(format: "%.0f ns", seconds * 1e9)
        case ..<1e-3: return String(format: "%.2f µs", seconds * 1e6)
        case ..<1: return String(format: "%.2f ms", seconds * 1e3)
        default: return String(format: "%.2f s", seconds)
        }
    }

    /// Prints one result line: name, median, p90 and the target it must meet.
    static func report(_ name: String, samples: [Double], target: Double? = nil) {
        let median = median(samples)
        var line =
            "\(name.padding(toLength: 44, withPad: " ", startingAt: 0)) median \(format(median))"
            + "  p90 \(format(p90(samples)))  n=\(samples.count)"
        if let target { line += "  target < \(format(target)) \(median < target ? "MET" : "MISSED")" }
        print(line + "  (\(loadAverage()))")
    }

    /// Prints a single timed result line.
    static func report(_ name: String, seconds: Double, target: Double? = nil) {
        var line = "\(name.padding(toLength: 44, withPad: " ", startingAt: 0)) \(format(seconds))"
        if let target { line += "  target < \(format(target)) \(seconds < target ? "MET" : "MISSED")" }
        print(line + "  (\(loadAverage()))")
    }
}

/// A benchmark that could not run or whose result was wrong.
struct BenchmarkFailure: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension Harness {
    /// Starts `path` with `arguments` through `posix_spawn` (stdout to /dev/null), waits for it and
    /// returns its wall time and the CPU time it used (user + system, from `wait4`), in seconds.
    /// Foundation's `Process` adds tens of milliseconds of its own, which would swamp the
    /// fresh-process timings this measures. `PATH` is searched when `path` has no slash. An exit
    /// status outside `exitCodes` throws.
    @discardableResult
    static func spawnAndWait(
        _ path: String, _ arguments: [String], exitCodes: Set<Int32> = [0]
    ) throws -> (wall: Double, cpu: Double) {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid = pid_t()
        let start = now()
        let code = posix_spawnp(&pid, path, &actions, nil, argv, environ)
        guard code == 0 else { throw BenchmarkFailure(message: "could not start \(path): error \(code)") }
        var status: Int32 = 0
        var usage = rusage()
        wait4(pid, &status, 0, &usage)
        let wall = Double(now() - start) / 1e9
        // Exited normally (no signal) with one of the accepted codes.
        guard status & 0x7f == 0, exitCodes.contains((status >> 8) & 0xff) else {
            throw BenchmarkFailure(message: "\(path) \(arguments.joined(separator: " ")) ended with status \(status)")
        }
        func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1_000_000 }
        return (wall, seconds(usage.ru_utime) + seconds(usage.ru_stime))
    }

    /// The system's load averages over 1, 5 and 15 minutes, as `/proc/loadavg` gives them
    /// ("load 17.2 / 18.0 / 19.1"), or "load unknown" where that file does not exist. Every
    /// suite prints it: on a shared machine, wall-clock seconds only mean something beside it.
    static func loadAverage() -> String {
        guard let text = try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8) else { return "load unknown" }
        return "load " + text.split(separator: " ").prefix(3).joined(separator: " / ")
    }

    /// Runs `body` once and returns its wall time and the CPU time this process used meanwhile
    /// (every thread), in seconds.
    static func measure(_ body: () throws -> Void) rethrows -> (wall: Double, cpu: Double) {
        let cpu = cpuSeconds()
        let wall = try time(body)
        return (wall, cpuSeconds() - cpu)
    }

    /// Prints one result line with wall and CPU time, the target (on wall time) and the load.
    static func report(_ name: String, _ measured: (wall: Double, cpu: Double), target: Double? = nil) {
        var line =
            "\(name.padding(toLength: 44, withPad: " ", startingAt: 0)) \(format(measured.wall))"
            + "  CPU \(format(measured.cpu))"
        if let target { line += "  target < \(format(target)) \(measured.wall < target ? "MET" : "MISSED")" }
        print(line + "  (\(loadAverage()))")
    }
}
