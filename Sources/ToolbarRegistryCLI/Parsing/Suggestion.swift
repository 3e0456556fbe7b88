// MARK: - Did-you-mean suggestions

/// Finds the candidate closest to a mistyped word by edit distance, for "did you mean" hints.
public enum Suggestion {
    /// The edit distance between two strings ignoring case, counted in Characters: insertions,
    /// deletions, substitutions and swaps of two neighbours each cost 1 (optimal string alignment).
    public static func editDistance(_ lhs: String, _ rhs: String) -> Int {
        let left = Array(lhs.lowercased())
        let right = Array(rhs.lowercased())
        if left.isEmpty { return right.count }
        if right.isEmpty { return left.count }
        var table = [[Int]](repeating: [Int](repeating: 0, count: right.count + 1), count: left.count + 1)
        for i in 0...left.count { table[i][0] = i }
        for j in 0...right.count { table[0][j] = j }
        for i in 1...left.count {
            for j in 1...right.count {
                let cost = left[i - 1] == right[j - 1] ? 0 : 1
                var best = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
                if i > 1, j > 1, left[i - 1] == right[j - 2], left[i - 2] == right[j - 1] {
                    best = min(best, table[i - 2][j - 2] + 1)
                }
                table[i][j] = best
            }
        }
        return table[left.count][right.count]
    }

    /// The closest candidate within a distance of a third of its length (at least 1), ties broken
    /// by the candidates' order; nil when nothing is close enough.
    public static func closest(to word: String, in candidates: [String]) -> String? {
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let distance = editDistance(word, candidate)
            let limit = max(1, candidate.count / 3)
            guard distance <= limit else { continue }
            if distance < best?.distance ?? Int.max {
                best = (candidate, distance)
            }
        }
        return best?.candidate
    }
}
