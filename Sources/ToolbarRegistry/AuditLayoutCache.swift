import ToolbarModel
import ToolbarSolver

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

// MARK: - Layouts solved and digested in one audit run

/// What one audit run has solved: layouts with their digests by the records digest and scenario
/// they were solved for, so the same screen in several apps is solved once more, not once per app
/// (``AuditEngine`` sends only records judged before in the run through it). Shared by the parallel
/// judging threads, and bounded (``ShardedCache``), so a long run never holds the whole registry's
/// layouts.
final class LayoutCache: Sendable {
    private let layouts = ShardedCache<HashedOnce<SolvedKey>, Solved>(limitPerShard: 256)

    /// A scenario's layout for some records, with its digest, and the sweep when asked. A class:
    /// the cache and the judge that solved it share one reference, where a struct was copied into
    /// the cache field by field (a retain and later a release for each array and string of the
    /// layout, about fifty a scenario, for a layout that in a registry without repeats is never
    /// asked for again).
    final class Solved: Sendable {
        let layout: Layout
        let digest: String
        let sweep: Sweep?
        let sweepJSON: String?

        init(layout: Layout, digest: String, sweep: Sweep?, sweepJSON: String?) {
            self.layout = layout
            self.digest = digest
            self.sweep = sweep
            self.sweepJSON = sweepJSON
        }
    }

    /// What `solve` gives for the records with this digest in the named scenario, solved once per
    /// run. Sound because the solver is a pure function of the scenario and of what the records
    /// digest covers (the screen, its groups and commands in their full interchange shape, the
    /// app's SDK fields): the same screen in several apps, or audited again, solves once.
    func solved(
        recordsDigest: String, scenario: String, sweep: Bool, _ solve: () -> Solved
    ) -> Solved {
        let key = HashedOnce(SolvedKey(recordsDigest: recordsDigest, scenario: scenario, sweep: sweep))
        if let known = layouts.value(for: key) { return known }
        let solved = solve()
        layouts.keep(solved, for: key)
        return solved
    }

    /// Hashed once, when made (``HashedOnce``): a lookup hashed the 64-digit records digest and
    /// the scenario's name again for the shard, the lookup and the insert (about a tenth of a
    /// million instructions a distinct screen).
    private struct SolvedKey: Hashable, Sendable {
        let recordsDigest: String
        let scenario: String
        let sweep: Bool
    }
}
