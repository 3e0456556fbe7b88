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

    /// The longest id accepted, in characters.
    public static let maximumLength = 64

    /// Checks an id: 1–64 ASCII letters, digits, `.`, `_` or `-` (a derived id is 16 hex digits;
    /// ids from elsewhere may be longer).
    public static func validate(_ id: String?) throws {
        guard let id else { return }
        let allowed = id.utf8.allSatisfy { byte in
            (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
                || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-")
        }
        guard !id.isEmpty, id.utf8.count <= maximumLength, allowed else {
            throw ModelError.invalidValue(
                field: "id", value: id, reason: "an id is 1 to \(maximumLength) ASCII letters, digits, '.', '_' or '-'")
        }
    }

    /// The id derived from a record's kind and name: 16 lower-case hex digits of the SHA-256 of
    /// `kind:folded-name` (followed by `#attempt` after the first attempt).
    public static func derived(_ kind: Kind, name: String, attempt: Int = 0) -> String {
        var text = "\(kind.rawValue):\(RecordName.foldedKey(name))"
        if attempt > 0 { text += "#\(attempt)" }
        return String(SHA256.hex(text).prefix(16))
    }
}

// MARK: - Each record's id

extension App {
    /// Its stable id, else the one derived from its name.
    public var effectiveStableID: String { stableID ?? StableID.derived(.app, name: name) }
}

extension Screen {
    /// Its stable id, else the one derived from its name.
    public var effectiveStableID: String { stableID ?? StableID.derived(.screen, name: name) }
}

extension ToolbarGroup {
    /// Its stable id, else the one derived from its name.
    public var effectiveStableID: String { stableID ?? StableID.derived(.group, name: name) }
}

extension Command {
    /// Its stable id, else the one derived from its key.
    public var effectiveStableID: String { stableID ?? StableID.derived(.command, name: key) }
}
