// MARK: - Pairing findings by fingerprint

/// Pairs the findings of a run with what they are compared against (the findings of an earlier
/// audit, the entries of a baseline) by ``Finding/fingerprint``, counting: each earlier finding
/// or entry pairs with at most one finding, so when a fingerprint has more findings than before,
/// the extra ones are new — even when they repeat an accepted problem.
///
/// Within one fingerprint, a finding first pairs with an earlier one that `isSameOccurrence`
/// (the same scenario and message, say), then with the remaining ones in order; the findings left
/// over are new and the earlier ones left over are gone. Findings are taken in
/// ``Sequence/sortedByMeaning()`` order, earlier ones in the order given, so the result is
/// deterministic.
public enum FindingPairing {
    /// The result: `paired` earlier/current pairs, current findings left `new`, earlier ones
    /// left `gone`.
    public struct Result<Earlier> {
        public var paired: [(earlier: Earlier, finding: Finding)] = []
        public var new: [Finding] = []
        public var gone: [Earlier] = []
    }

    /// Pairs `findings` with `earlier`, whose fingerprints `fingerprint` gives.
    public static func pair<Earlier>(
        _ findings: [Finding], with earlier: [Earlier], fingerprint: (Earlier) -> String,
        isSameOccurrence: (Earlier, Finding) -> Bool
    ) -> Result<Earlier> {
        var waiting: [String: [Int]] = [:]
        for (index, element) in earlier.enumerated() { waiting[fingerprint(element), default: []].append(index) }
        var current: [String: [Finding]] = [:]
        var order: [String] = []
        for finding in findings.sortedByMeaning() {
            if current[finding.fingerprint] == nil { order.append(finding.fingerprint) }
            current[finding.fingerprint, default: []].append(finding)
        }
        var result = Result<Earlier>()
        var used = Set<Int>()
        for key in order {
            let candidates = waiting[key] ?? []
            var left: [Finding] = []
            // First the exact occurrences, then whatever of the fingerprint is left, in order.
            for finding in current[key] ?? [] {
                if let index = candidates.first(where: { !used.contains($0) && isSameOccurrence(earlier[$0], finding) })
                {
                    used.insert(index)
                    result.paired.append((earlier[index], finding))
                } else {
                    left.append(finding)
                }
            }
            for finding in left {
                if let index = candidates.first(where: { !used.contains($0) }) {
                    used.insert(index)
                    result.paired.append((earlier[index], finding))
                } else {
                    result.new.append(finding)
                }
            }
        }
        result.gone = earlier.indices.filter { !used.contains($0) }.map { earlier[$0] }
        return result
    }
}

// MARK: - Two audits

/// The findings of two audits compared: new in the later one, fixed since the earlier one, and
/// unchanged (as the later audit reports them), paired by fingerprint as ``FindingPairing`` does.
public struct FindingComparison: Hashable, Sendable {
    /// In the later audit and not in the earlier one (or more of them than before).
    public var new: [Finding]
    /// In the earlier audit and not in the later one.
    public var fixed: [Finding]
    /// In both, as the later audit reports them.
    public var unchanged: [Finding]

    /// Compares `before` with `after`; each list sorted.
    public init(before: [Finding], after: [Finding]) {
        let result = FindingPairing.pair(after, with: before, fingerprint: \.fingerprint) { earlier, finding in
            earlier.scenario == finding.scenario && earlier.message == finding.message
        }
        new = result.new.sorted()
        fixed = result.gone.sorted()
        unchanged = result.paired.map(\.finding).sorted()
    }
}
