import Dispatch

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Work spread over several threads with its results kept in order: the scanner's passes over
/// files and the audit's judging of a batch of screens.
public enum Parallel {
    /// The cores this process may use, read once: on Linux each read of `activeProcessorCount`
    /// parses the cgroup's CPU quota files, and an audit asked once per batch (300 times a run).
    public static let cores = ProcessInfo.processInfo.activeProcessorCount

    /// `body(index)` for every index in `0..<count`, each exactly once, on up to `threads` threads
    /// (the machine's cores by default); the results in index order, whatever the threads' timing.
    public static func map<T: Sendable>(
        count: Int, threads: Int = cores,
        _ body: @Sendable (Int) -> T
    ) -> [T] {
        let workers = max(1, min(threads, count))
        if workers == 1 { return (0..<count).map(body) }
        let next = Locked(0)
        let results = Locked([T?](repeating: nil, count: count))
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            while let index = next.withLock({ next -> Int? in
                guard next < count else { return nil }
                next += 1
                return next - 1
            }) {
                let value = body(index)
                results.withLock { $0[index] = value }
            }
        }
        return results.withLock { $0.map { $0! } }
    }
}
