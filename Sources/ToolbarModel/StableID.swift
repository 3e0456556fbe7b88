/// A record's stable id: the identity that survives renames. Finding fingerprints name records
/// by it (so a renamed command keeps its findings, baselines included), and the interchange
/// format writes it so that a rename in a file is a rename on import.
///
/// A record created without an id gets one derived from its kind and case-folded name — the
/// same on every machine, so two registries that create `Notes/Editor/share` independently
/// (by hand, from a scan, from a seed) give it the same id — and keeps it when renamed. Ids are
/// unique among their siblings: when the derived id is taken (a record renamed away from the
/// same name), the next ``derived(_:name:attempt:)`` attempt is used.
public enum StableID {
    /// The kinds of record that have one.
    public enum Kind: String, Sendable {
        case app, screen, group, command
    }

    /// The id derived from a record's kind and name: 16 lower-case hex digits of the SHA-256 of
    /// `kind:folded-name` (followed by `#attempt` after the first attempt).
    public static func derived(_ kind: Kind, name: String, attempt: Int = 0) -> String {
        var text = "\(kind.rawValue):\(RecordName.foldedKey(name))"
        if attempt > 0 { text += "#\(attempt)" }
        return String(SHA256.hex(text).prefix(16))
    }
}
