import ToolbarModel

/// "Did you mean…?" for names: the closest candidate within a small edit distance.
enum Suggestions {
    /// The candidate closest to `name` (case-folded Levenshtein distance at most a third of the
    /// name's length, and at least 2), or nil.
    static func closest(to name: String, among candidates: [String]) -> String? {
        let target = Array(RecordName.foldedKey(name))
        let limit = max(2, target.count / 3)
        var best: (name: String, distance: Int)?
        for candidate in candidates {
            let distance = editDistance(target, Array(RecordName.foldedKey(candidate)))
            if distance <= limit, distance < (best?.distance ?? .max) {
                best = (candidate, distance)
            }
        }
        return best?.name
    }

    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
