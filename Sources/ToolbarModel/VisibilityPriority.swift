/// `ToolbarItemVisibilityPriority`: `.low`, `.automatic`, `.high`, or a value just above or below
/// one of those tiers (`init(higherThan:)`, `init(lowerThan:)`).
///
/// Written as `low`, `automatic`, `high`, `higherThan:low`, `lowerThan:high`… Relative values
/// never cross the next tier (toolbar-facts §1a): `lowerThan:high` sits between automatic and
/// high. Where `higherThan:low` and `lowerThan:automatic` meet is not documented; we order
/// `higherThan:low` below `lowerThan:automatic` [I].
public enum VisibilityPriority: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The three system tiers.
    public enum Tier: String, RegistryEnum, Comparable {
        case low, automatic, high
        public static let fieldName = "visibility priority"
        var index: Int {
            switch self {
            case .low: return 0
            case .automatic: return 1
            case .high: return 2
            }
        }
        public static func < (lhs: Tier, rhs: Tier) -> Bool { lhs.index < rhs.index }
    }

    case tier(Tier)
    case higherThan(Tier)
    case lowerThan(Tier)

    public static let low = VisibilityPriority.tier(.low)
    public static let automatic = VisibilityPriority.tier(.automatic)
    public static let high = VisibilityPriority.tier(.high)

    /// A number that orders priorities: tiers at 0, 10, 20; relative values 3 above or below.
    public var rank: Int {
        switch self {
        case .tier(let tier): return tier.index * 10
        case .higherThan(let tier): return tier.index * 10 + 3
        case .lowerThan(let tier): return tier.index * 10 - 3
        }
    }

    public static func < (lhs: VisibilityPriority, rhs: VisibilityPriority) -> Bool { lhs.rank < rhs.rank }

    /// Every value the parser accepts, for messages.
    public static let allowedValues: [String] =
        Tier.allCases.map(\.rawValue) + Tier.allCases.map { "higherThan:\($0.rawValue)" }
        + Tier.allCases.map { "lowerThan:\($0.rawValue)" }

    /// Parses `low`, `automatic`, `high`, `higherThan:TIER` or `lowerThan:TIER`.
    public init(parsing text: String) throws {
        if let tier = Tier.value(named: text) {
            self = .tier(tier)
            return
        }
        // `higherThan:high`: the relation, a colon and a tier (read in place, nothing split off).
        if let colon = text.firstIndex(of: ":"), let tier = Tier.value(named: String(text[text.index(after: colon)...]))
        {
            switch text[..<colon] {
            case "higherThan":
                self = .higherThan(tier)
                return
            case "lowerThan":
                self = .lowerThan(tier)
                return
            default: break
            }
        }
        throw ModelError.unknownValue(field: "visibility priority", value: text, allowed: Self.allowedValues)
    }

    public var description: String {
        switch self {
        case .tier(let tier): return tier.rawValue
        case .higherThan(let tier): return "higherThan:\(tier.rawValue)"
        case .lowerThan(let tier): return "lowerThan:\(tier.rawValue)"
        }
    }
}
