// MARK: - Did-you-mean suggestions

/// Finds the candidate closest to a mistyped word by edit distance, for "did you mean" hints.
public enum Suggestion {
    /// The Levenshtein distance between two strings, counted in Characters.
    public static func editDistance(_ lhs: String, _ rhs: String) -> Int {
        let left = Array(lhs.lowercased())
        let right = Array(rhs.lowercased())
        if left.isEmpty { return right.count }
        if right.isEmpty { return left.count }
        var previous = Array(0...right.count)
        var current = [Int](repeating: 0, count: right.count + 1)
        for (i, leftCharacter) in left.enumerated() {
            current[0] = i + 1
            for (j, rightCharacter) in right.enumerated() {
                let substitution = previous[j] + (leftCharacter == rightCharacter ? 0 : 1)
                current[j + 1] = min(previous[j + 1] + 1, current[j] + 1, substitution)
            }
            swap(&previous, &current)
        }
        return previous[right.count]
    }

    /// The closest candidate within a distance of a third of its length (at least 2), ties broken
    /// by the candidates' order; nil when nothing is close enough.
    public static func closest(to word: String, in candidates: [String]) -> String? {
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let distance = editDistance(word, candidate)
            let limit = max(2, candidate.count / 3)
            guard distance <= limit, distance < word.count || distance == 0 else { continue }
            if best == nil || distance < best?.distance ?? Int.max {
                best = (candidate, distance)
            }
        }
        return best?.candidate
    }
}
