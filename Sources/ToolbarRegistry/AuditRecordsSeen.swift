import ToolbarModel

// MARK: - Which records an audit run has judged before

/// The records digests an audit run has judged, so that only a screen whose records were judged
/// before in the run (the same screen in another app) goes through the run's layout and note
/// caches. In a registry where no records repeat, keying, keeping and evicting every screen's
/// thirty-odd layouts and its notes never paid back: the caches' own code was a fifteenth of
/// judging's samples, and holding thousands of layouts made the rest slower, a fifth of the
/// audit's CPU in all (docs/benchmarks.md). Now the first screen with some records is solved
/// straight, and one set insert is all the caches cost it; the second is solved and kept; every
/// later one reads what was kept. A registry of 100 screens in 100 apps solves 200 screens
/// instead of 100.
///
/// Each digest is kept as its first 16 hex digits (8 bytes; a SHA-256 digest's digits are
/// uniform): two records sharing them only send a screen through the caches, which are keyed by
/// the whole digest, so a collision costs time, never a wrong result. Safe to share between
/// threads: sixteen sets, each behind its own lock.
final class RecordsSeen: Sendable {
    private let shards: [Locked<Set<UInt64>>] = (0..<16).map { _ in Locked([]) }

    /// Whether records with `digest` were judged before in this run; from now on they were.
    func judgedBefore(_ digest: String) -> Bool {
        let key = Self.key(of: digest)
        return !shards[Int(key & 15)].withLock { $0.insert(key).inserted }
    }

    /// The first 16 hex digits of `digest` as a number; any other text (not an audit's digest)
    /// by its hash, which is as good a key within one process.
    static func key(of digest: String) -> UInt64 {
        var value: UInt64 = 0
        var digits = 0
        for byte in digest.utf8.prefix(16) {
            guard let nibble = lowercaseHexValue(byte) else { break }
            value = value << 4 | UInt64(nibble)
            digits += 1
        }
        return digits == 16 ? value : UInt64(bitPattern: Int64(digest.hashValue))
    }

    /// The value of a lower-case hex digit (as a digest writes them), else `nil`.
    private static func lowercaseHexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        default: return nil
        }
    }
}
