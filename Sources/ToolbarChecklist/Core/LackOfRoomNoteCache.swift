import ToolbarModel

// MARK: - Notes shared by screens with the same records

/// Lack-of-room notes kept across the screens of one audit run, by the records they were worked
/// out for. A note is a function of the screen's records, the scenario, the widths and whether
/// they were swept (with the run's pinned metrics and sweep widths, the same for every screen):
/// screens whose records are the same, such as one screen in several apps, share their notes,
/// as the audit's layout cache shares their layouts. Working a note out solves the screen again
/// a few dozen times (its remedies and the estimates' ends). Bounded (``ShardedCache``), so a long
/// run never holds every screen's notes. Safe to share between threads.
public final class LackOfRoomNoteCache: Sendable {
    /// A note of one screen's records. Hashed once, when made: the sharded cache hashes a key to
    /// pick its shard and again to find it there, and the records digest is 64 characters.
    struct Key: Hashable {
        /// The records digest the caller gave (``scope(records:)``).
        let records: String
        let note: LackOfRoomMemo.NoteKey
        let swept: Bool
        private let hash: Int

        init(records: String, note: LackOfRoomMemo.NoteKey, swept: Bool) {
            self.records = records
            self.note = note
            self.swept = swept
            var hasher = Hasher()
            hasher.combine(records)
            hasher.combine(note)
            hasher.combine(swept)
            hash = hasher.finalize()
        }

        static func == (lhs: Key, rhs: Key) -> Bool {
            lhs.hash == rhs.hash && lhs.swept == rhs.swept && lhs.note == rhs.note && lhs.records == rhs.records
        }

        func hash(into hasher: inout Hasher) { hasher.combine(hash) }
    }

    private let notes = ShardedCache<Key, String>(limitPerShard: 1024)

    public init() {}

    /// The notes of the screen whose records digest is `records`: screens given the same digest
    /// must have the same records.
    public func scope(records: String) -> Scope { Scope(cache: self, records: records) }

    /// One screen's view of the cache (``Checklist/Input/lackOfRoomNotes``).
    public struct Scope: Sendable {
        let cache: LackOfRoomNoteCache
        let records: String
    }

    func note(_ key: Key) -> String? { notes.value(for: key) }

    func remember(_ note: String, for key: Key) { notes.keep(note, for: key) }
}
