import Foundation

/// How fast this machine runs right now, against a fixed piece of work that does not depend on
/// the project's code.
///
/// The benchmark machine's speed changes by up to 1.5× within minutes at the same load (the same
/// binary took 10.7 s and 15.9 s for the same audit in one session, with no stolen time in
/// `vmstat`). A single timing line cannot tell a slower build from a slower minute. Each suite
/// therefore runs this loop before and after it and prints how long it took beside the reference
/// time of a calm run: a reader divides a suite's seconds by the speed factor to compare runs
/// taken in different minutes.
///
/// The loop mixes what the project's work is made of: integer arithmetic and branches, reads and
/// writes in an array that fits the cache, small allocations freed at once, and string building.
/// It never changes with the project, so its time only moves with the machine.
extension Harness {
    /// The loop's time on this machine in a calm minute (load under 0.5, nothing else running),
    /// measured on 2026-12-02; docs/benchmarks.md names the run.
    static let calibrationReference = 0.030

    /// The best of five runs of the loop, in seconds: the fastest run is the machine's speed with
    /// the least interference.
    static func calibrationSeconds() -> Double {
        var best = Double.infinity
        var checksum: UInt64 = 0
        for _ in 0..<5 {
            let start = now()
            checksum &+= calibrationLoop()
            best = min(best, Double(now() - start) / 1e9)
        }
        // The checksum is printed nowhere, but read here so the work cannot be left out.
        if checksum == 1 { print("") }
        return best
    }

    /// `calibration 31.2 ms, speed 0.96× of a calm run`.
    static func calibrationLine() -> String {
        let seconds = calibrationSeconds()
        return String(
            format: "calibration %.1f ms, speed %.2f× of a calm run", seconds * 1e3, calibrationReference / seconds)
    }

    /// The fixed work: about 30 ms on the project's machine when it is calm.
    static func calibrationLoop() -> UInt64 {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        var table = [UInt32](repeating: 0, count: 1 << 15)
        var sum: UInt64 = 0
        for round in 0..<4_000_000 {
            // xorshift64*: arithmetic and a data-dependent branch.
            state ^= state >> 12
            state ^= state << 25
            state ^= state >> 27
            let value = state &* 0x2545_F491_4F6C_DD1D
            let slot = Int(truncatingIfNeeded: value >> 49)
            if value & 1 == 0 {
                table[slot] &+= UInt32(truncatingIfNeeded: value)
            } else {
                sum &+= UInt64(table[slot])
            }
            // A small allocation freed at once, and some string building, now and then.
            if round & 63 == 0 {
                let small = [UInt64](repeating: value, count: 8)
                sum &+= small.reduce(0, &+)
                let text = "item-\(round)-\(slot)"
                sum &+= UInt64(text.utf8.count)
            }
        }
        return sum
    }
}
