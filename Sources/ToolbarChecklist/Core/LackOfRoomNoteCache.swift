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
    /// A note of one screen's records (kept hashed once, ``HashedOnce``: the records digest is 64
    /// characters).
    struct Key: Hashable, Sendable {
        /// The records digest the caller gave (``scope(records:)``).
        var records: String
        var note: LackOfRoomMemo.NoteKey
        var swept: Bool
    }

    private let notes = ShardedCache<HashedOnce<Key>, String>(limitPerShard: 1024)

    public init() {}

    /// The notes of the screen whose records digest is `records`: screens given the same digest
    /// must have the same records.
    public func scope(records: String) -> Scope { Scope(cache: self, records: records) }

    /// One screen's view of the cache (``Checklist/Input/lackOfRoomNotes``).
    public struct Scope: Sendable {
        let cache: LackOfRoomNoteCache
        let records: String
    }

    func note(_ key: HashedOnce<Key>) -> String? { notes.value(for: key) }

    func remember(_ note: String, for key: HashedOnce<Key>) { notes.keep(note, for: key) }
}
