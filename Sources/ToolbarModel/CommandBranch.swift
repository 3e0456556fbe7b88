/// The branch of code a command is declared in, when the code chooses between alternatives:
/// `if`/`else`, `switch`, `if #available` and `#if` the scanner could not decide.
///
/// Commands of one alternative set never show together: the solver shows one branch per set
/// (see ``ScreenInventory/visibleBranches(osVersion:horizontal:vertical:width:)``).
public struct CommandBranch: Hashable, Sendable {
    /// The alternative set: every command declared in one conditional (and the conditionals nested
    /// in it) shares it. Unique per screen, compared ignoring case.
    public var set: String
    /// Which branch: `2` is the set's second branch; `1.1.2` is, inside branch 1, the first nested
    /// conditional's second branch. Branch numbers count from 1.
    public var path: String
    /// The branch's own condition as written: `isEditing`, `!(isEditing)`, `case .list`,
    /// `#available(iOS 26.0, *)`, `#if DEBUG`.
    public var condition: String
    /// Shown only on this OS version or later (`if #available(iOS 26, *)`).
    public var fromOS: OSVersion?
    /// Shown only below this OS version (the `else` of an availability check, `#unavailable`).
    public var beforeOS: OSVersion?

    public init(set: String, path: String, condition: String, fromOS: OSVersion? = nil, beforeOS: OSVersion? = nil) {
        self.set = set
        self.path = path
        self.condition = condition
        self.fromOS = fromOS
        self.beforeOS = beforeOS
    }

    /// The path's branch numbers (`1.1.2` → `[1, 1, 2]`), `nil` when it is not a valid path.
    public var pathNumbers: [Int]? {
        let parts = path.split(separator: ".", omittingEmptySubsequences: false)
        let numbers = parts.compactMap { Int($0) }
        guard !parts.isEmpty, numbers.count == parts.count, numbers.allSatisfy({ $0 >= 1 && $0 < 10_000 }),
            parts.count % 2 == 1, parts.count <= 15
        else { return nil }
        return numbers
    }

    /// Whether the branch can be shown on `version`.
    public func holds(osVersion version: OSVersion) -> Bool {
        if let fromOS, version < fromOS { return false }
        if let beforeOS, version >= beforeOS { return false }
        return true
    }

    /// Checks the set name, the path and the condition text.
    public func validate() throws {
        try RecordName.validate(set, kind: "alternative set")
        guard pathNumbers != nil else {
            throw ModelError.invalidValue(
                field: "branch path", value: path,
                reason: "expected branch numbers such as 2 or 1.1.2 (branch, nested conditional, branch…)")
        }
        try TextField.validate(condition, field: "branch condition", limit: TextField.notesLimit)
        if let fromOS, let beforeOS, fromOS >= beforeOS {
            throw ModelError.invalidValue(
                field: "branch OS range", value: "\(fromOS)..<\(beforeOS)", reason: "the range holds no version")
        }
    }
}
