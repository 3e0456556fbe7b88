#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

// MARK: - Sign-offs

/// A person's sign-off of a manual item on one screen.
public struct SignOff: Codable, Hashable, Sendable {
    /// The checklist item id.
    public var itemID: String
    /// Who made it.
    public var author: String
    /// When it was made.
    public var date: Date
    /// What the reviewer noted.
    public var note: String?
    /// The screen's commands changed after the sign-off: it needs review again.
    public var stale: Bool

    public init(itemID: String, author: String, date: Date, note: String? = nil, stale: Bool = false) {
        self.itemID = itemID
        self.author = author
        self.date = date
        self.note = note
        self.stale = stale
    }
}

// MARK: - Suppressions

/// An accepted finding: an item (optionally one command of it) on one screen, with its author.
public struct Suppression: Codable, Hashable, Sendable {
    /// The checklist item id.
    public var itemID: String
    /// Only this command's findings; `nil` suppresses the item's findings on the whole screen.
    public var commandKey: String?
    /// Who made it.
    public var author: String
    /// Why it is accepted.
    public var reason: String
    /// When it ends, if it does.
    public var until: Date?
    /// The screen's records changed after it was made: it no longer applies.
    public var stale: Bool

    public init(
        itemID: String, commandKey: String? = nil, author: String, reason: String, until: Date? = nil,
        stale: Bool = false
    ) {
        self.itemID = itemID
        self.commandKey = commandKey
        self.author = author
        self.reason = reason
        self.until = until
        self.stale = stale
    }

    /// Whether it still applies at `now` (before its date, records unchanged).
    public func isActive(at now: Date) -> Bool {
        guard !stale else { return false }
        if let until { return now < until }
        return true
    }

    /// Whether it covers `finding` (same item, and the same command when it names one).
    public func covers(_ finding: Finding) -> Bool {
        guard finding.itemID == itemID else { return false }
        guard let commandKey else { return true }
        return finding.commandKey.map { $0.lowercased() == commandKey.lowercased() } ?? false
    }
}

// MARK: - App context

/// What the checklist needs to know about the screen's siblings in its app.
public struct AppContext: Codable, Hashable, Sendable {
    /// How many screens the app has.
    public var screenCount: Int
    /// How many of them opt out of vertical bars.
    public var verticalOptOutCount: Int

    public init(screenCount: Int, verticalOptOutCount: Int) {
        self.screenCount = screenCount
        self.verticalOptOutCount = verticalOptOutCount
    }
}
