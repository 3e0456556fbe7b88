import ToolbarModel

// MARK: - Regions and reasons

/// Where a command ends up in one scenario.
public enum Region: String, Codable, Hashable, Sendable, CaseIterable {
    /// The navigation bar's leading edge (back/close, cancellation, leading placements).
    case leading
    /// The title area: a `principal` item, or a `largeTitle` item beside a large title.
    case principal
    /// The navigation bar's centre, where `toolbarRole(.editor)` shows secondary actions.
    case center
    /// The navigation bar's trailing edge (primary, confirmation, automatic…).
    case trailing
    /// `topBarPinnedTrailing`: the trailing edge, after the overflow button and search.
    case pinnedTrailing
    /// The bottom toolbar (`bottomBar`, `status`).
    case bottomBar
    /// The bar above the software keyboard (`keyboard` placement).
    case keyboardBar
    /// The foldable's vertical column.
    case verticalColumn
    /// A horizontal bar kept on a vertical pose for items that stay horizontal.
    case horizontalBar
    /// The overflow menu (deliberately, by placement, for lack of room or with search active).
    case overflowMenu
    /// Exists in this scenario but is not shown anywhere (e.g. `horizontalOnly` with no horizontal bar).
    case hidden
    /// Does not exist in this scenario (size-class condition, keyboard placement without keyboard).
    case absent

    /// Whether people can see and tap the command directly in a bar.
    public var isVisible: Bool {
        switch self {
        case .overflowMenu, .hidden, .absent: return false
        default: return true
        }
    }
}

/// Which bar a placement or a space figure is about.
public enum BarKind: String, Codable, Hashable, Sendable, CaseIterable {
    case navigationBar, bottomBar, keyboardBar, verticalColumn, horizontalBar
}

/// Why a command is in the overflow menu.
public enum OverflowReason: String, Codable, Hashable, Sendable, CaseIterable {
    /// Declared inside a `ToolbarOverflowMenu`.
    case deliberate
    /// Its placement puts it there (e.g. `secondaryAction` on iPhone).
    case byPlacement
    /// The bar ran out of room.
    case lackOfRoom
    /// A pinned item displaced because search is active and there is not enough room.
    case searchActive
}

/// Why a command is absent or hidden.
public enum AbsenceReason: String, Codable, Hashable, Sendable, CaseIterable {
    /// Its size-class condition does not hold in this scenario.
    case sizeClassCondition
    /// `horizontalOnly` and the pose has no horizontal bar.
    case horizontalOnlyWithoutHorizontalBar
    /// A `keyboard` placement while the keyboard is down.
    case keyboardHidden
    /// A divider outside an overflow menu, or a spacer whose bar has no room for it.
    case layoutOnly
    /// Its branch needs another OS version than the scenario's (`if #available`).
    case unavailableOnOS
    /// Another branch of its alternative set is shown (`if`/`else`, `switch`).
    case otherBranch
    /// Seen nowhere on a device although the overflow menu was read: an observed layout
    /// (docs/observations.md), never the solver's.
    case notSeen
}

/// What happened to the navigation title.
public enum TitleState: String, Codable, Hashable, Sendable, CaseIterable {
    /// Shown in full.
    case shown
    /// Shown, cut short.
    case truncated
    /// No room at all.
    case hidden
    /// The screen has no title.
    case none
    /// A large title below the bar: it does not compete with items.
    case large
    /// A `principal` item or a principal search field takes its place.
    case replacedByPrincipal
    /// Active search takes the bar.
    case replacedBySearch
    /// A vertical pose with no horizontal bar: the title is not in a bar.
    case notInBar
}

/// The fact kind a rule rests on (docs/solver.md).
public enum FactTag: String, Codable, Hashable, Sendable, CaseIterable {
    /// Documented by Apple.
    case D
    /// Observed in shipping apps (toolbar-evidence.md).
    case E
    /// Other third-party sources.
    case T
    /// Our assumption.
    case I
}

// MARK: - Layout parts

/// One command's place in a bar.
public struct PlacedItem: Codable, Hashable, Sendable {
    /// The command key.
    public var key: String
    /// The region it shows in.
    public var region: Region
    /// Its bar.
    public var bar: BarKind
    /// 0-based position within its region, leading to trailing or top to bottom.
    public var order: Int
    /// Horizontal bars: its left edge, in points from the window's left edge (mirrored in a
    /// right-to-left layout, so it is always where it is drawn).
    public var x: Double?
    /// Width in a horizontal bar, in points.
    public var width: Double?
    /// Distance from the column's top (vertical column), in points.
    public var y: Double?
    /// Height in the vertical column, in points.
    public var height: Double?

    public init(
        key: String, region: Region, bar: BarKind, order: Int, x: Double? = nil, width: Double? = nil,
        y: Double? = nil, height: Double? = nil
    ) {
        self.key = key
        self.region = region
        self.bar = bar
        self.order = order
        self.x = x
        self.width = width
        self.y = y
        self.height = height
    }
}

/// One row of the overflow menu.
public struct OverflowEntry: Codable, Hashable, Sendable {
    /// The command key (dividers too carry their key).
    public var key: String
    /// What the menu row shows: the title (symbol + title for labels); empty for a custom view.
    public var title: String
    /// Why it is there.
    public var reason: OverflowReason
    /// Which bar's overflow button opens the menu holding it.
    public var bar: BarKind
    /// A divider line between rows.
    public var isDivider: Bool
    /// A custom view has no menu representation: its row is blank.
    public var isBlank: Bool

    public init(
        key: String, title: String, reason: OverflowReason, bar: BarKind, isDivider: Bool = false,
        isBlank: Bool = false
    ) {
        self.key = key
        self.title = title
        self.reason = reason
        self.bar = bar
        self.isDivider = isDivider
        self.isBlank = isBlank
    }
}

/// A command that is absent or hidden, and why.
public struct MissingItem: Codable, Hashable, Sendable {
    /// The command key.
    public var key: String
    /// `.absent` or `.hidden`.
    public var region: Region
    /// Why it is not shown.
    public var reason: AbsenceReason

    public init(key: String, region: Region, reason: AbsenceReason) {
        self.key = key
        self.region = region
        self.reason = reason
    }
}

/// The navigation title's fate.
public struct TitleFate: Codable, Hashable, Sendable {
    /// Shown, truncated, hidden, or why it does not compete.
    public var state: TitleState
    /// The width it gets, in points.
    public var width: Double
    /// The width it would need to show in full, in points.
    public var neededWidth: Double
    /// Its left edge from the window's left edge, in points, when it is shown in a bar (`shown`,
    /// `truncated`).
    public var x: Double?

    public init(state: TitleState, width: Double, neededWidth: Double, x: Double? = nil) {
        self.state = state
        self.width = width
        self.neededWidth = neededWidth
        self.x = x
    }
}

/// Space used in one bar.
public struct BarSpace: Codable, Hashable, Sendable {
    /// The bar measured.
    public var bar: BarKind
    /// Length available for items (width for horizontal bars, height for the column), in points.
    public var available: Double
    /// Length the shown items, buttons and gaps take, in points.
    public var used: Double
    /// Whether the bar shows a system back button.
    public var hasBackButton: Bool
    /// Whether the bar shows an overflow (`…`) button.
    public var hasOverflowButton: Bool
    /// Width the search button or field takes in this bar (0 when none).
    public var searchWidth: Double
    /// Horizontal bars: the left edge of the room available to items, from the window's left edge.
    public var x: Double?
    /// Horizontal bars: the left edges of the back button, overflow button and search, when shown.
    public var backButtonX: Double?
    public var overflowButtonX: Double?
    public var searchX: Double?
    /// The vertical column: the overflow button's distance from the column's top, when shown (right
    /// after the top-bar items [I]).
    public var overflowButtonY: Double?

    public init(
        bar: BarKind, available: Double, used: Double, hasBackButton: Bool = false,
        hasOverflowButton: Bool = false, searchWidth: Double = 0, x: Double? = nil,
        backButtonX: Double? = nil, overflowButtonX: Double? = nil, searchX: Double? = nil
    ) {
        self.bar = bar
        self.available = available
        self.used = used
        self.hasBackButton = hasBackButton
        self.hasOverflowButton = hasOverflowButton
        self.searchWidth = searchWidth
        self.x = x
        self.backButtonX = backButtonX
        self.overflowButtonX = overflowButtonX
        self.searchX = searchX
    }

    /// Whether the shown content takes more than there is (only items that never leave remain).
    public var isOverfull: Bool { Self.overfills(used, available) }

    /// How far (points) content may pass the room before the bar counts as overfull: the
    /// rounding of summed widths, not a real overflow.
    public static let overfullTolerance = 0.05

    /// Whether `used` points of content overfill `available` points of room (beyond
    /// ``overfullTolerance``): the one test for a layout's geometry and its explanation's budget.
    public static func overfills(_ used: Double, _ available: Double) -> Bool {
        used > available + overfullTolerance
    }
}

/// Something about a layout a person should know: a bar whose items that never leave do not fit,
/// or a simplification the solver made.
public struct LayoutWarning: Codable, Hashable, Sendable {
    /// What kind of warning.
    public enum Kind: String, Codable, Hashable, Sendable, CaseIterable {
        /// The items that cannot leave a bar take more than it has (`used > available`).
        case overfull
        /// A modal screen on the foldable is laid out as a full screen; sheet placement is not modelled.
        case sheetLaidOutAsFullScreen
    }

    /// What kind of warning.
    public var kind: Kind
    /// The bar it is about, if one.
    public var bar: BarKind?
    /// The commands it is about (for `overfull`: those still in the bar).
    public var keys: [String]
    /// One sentence for people.
    public var message: String

    public init(kind: Kind, bar: BarKind? = nil, keys: [String] = [], message: String) {
        self.kind = kind
        self.bar = bar
        self.keys = keys
        self.message = message
    }
}

/// A custom view that is wider than the place it sits in.
public struct ClippedView: Codable, Hashable, Sendable {
    /// The custom view's command key.
    public var key: String
    /// Its recorded width, in points.
    public var width: Double
    /// The width it gets, in points.
    public var availableWidth: Double

    public init(key: String, width: Double, availableWidth: Double) {
        self.key = key
        self.width = width
        self.availableWidth = availableWidth
    }
}

/// A rule the solver applied, with the kind of fact it rests on.
public struct FiredRule: Codable, Hashable, Sendable {
    /// Stable rule id, e.g. `overflow-tie-trailing-first` (docs/solver.md).
    public var id: String
    /// The kind of fact the rule rests on.
    public var tag: FactTag

    public init(id: String, tag: FactTag) {
        self.id = id
        self.tag = tag
    }
}

// MARK: - Layout

/// What the solver predicts for one screen in one scenario. A versioned, stored format:
/// property names only ever get added.
public struct Layout: Codable, Hashable, Sendable {
    /// The version of this format.
    public static let formatVersion = 1

    /// `Layout.formatVersion` when it was produced.
    public var formatVersion: Int
    /// The scenario's name.
    public var scenario: String
    /// The screen's name.
    public var screen: String
    /// The bars that exist, in drawing order.
    public var bars: [BarKind]
    /// Every shown command, by bar, then region order.
    public var items: [PlacedItem]
    /// The overflow menu: deliberate and by placement first, then lack of room, then search.
    public var overflow: [OverflowEntry]
    /// Absent and hidden commands, in declaration order.
    public var missing: [MissingItem]
    /// The title's fate.
    public var title: TitleFate
    /// Space used per bar.
    public var space: [BarSpace]
    /// Custom views that do not fit their place.
    public var clipped: [ClippedView]
    /// Rules that fired, in rule-table order.
    public var rules: [FiredRule]
    /// The window width the layout was solved for, in points (added after version 1's first cut).
    public var windowWidth: Double?
    /// The window height the layout was solved for, in points.
    public var windowHeight: Double?
    /// What a person should know about this layout (over-full bars, simplifications); `nil` when nothing.
    public var warnings: [LayoutWarning]?
    /// Whether the horizontal bars are laid out right to left (mirrored; the vertical column is not).
    public var rightToLeft: Bool?
    /// Set when the layout is what a device showed rather than the solver's prediction: the device
    /// and the observation (`iPhone 17, iOS 27.1 (observation 12)`, docs/observations.md).
    public var observedOn: String?

    public init(
        scenario: String, screen: String, bars: [BarKind], items: [PlacedItem], overflow: [OverflowEntry],
        missing: [MissingItem], title: TitleFate, space: [BarSpace], clipped: [ClippedView], rules: [FiredRule],
        windowWidth: Double? = nil, windowHeight: Double? = nil, warnings: [LayoutWarning]? = nil,
        rightToLeft: Bool? = nil
    ) {
        self.formatVersion = Self.formatVersion
        self.scenario = scenario
        self.screen = screen
        self.bars = bars
        self.items = items
        self.overflow = overflow
        self.missing = missing
        self.title = title
        self.space = space
        self.clipped = clipped
        self.rules = rules
        self.windowWidth = windowWidth
        self.windowHeight = windowHeight
        self.warnings = warnings
        self.rightToLeft = rightToLeft
    }

    /// Where the command `key` is: its bar region, `.overflowMenu`, `.hidden` or `.absent`;
    /// `nil` when the screen has no such command.
    ///
    /// The lists are read in place, by index: `first(where:)` copied every entry it passed (its
    /// strings retained and released) only to compare the key, and the checklist asks this for
    /// most commands in every scenario.
    public func region(of key: String) -> Region? {
        if let index = itemIndex(of: key) { return items[index].region }
        if overflowIndex(of: key) != nil { return .overflowMenu }
        return missing.withUnsafeBufferPointer { missing in
            missing.indices.first { missing[$0].key == key }.map { missing[$0].region }
        }
    }

    /// The overflow entry for `key`, if it is in the menu.
    public func overflowEntry(for key: String) -> OverflowEntry? {
        overflowIndex(of: key).map { overflow[$0] }
    }

    /// Why `key` is in the overflow menu (`overflowEntry(for:)?.reason`), without copying its entry.
    public func overflowReason(for key: String) -> OverflowReason? {
        overflowIndex(of: key).map { overflow[$0].reason }
    }

    /// Whether some command is in the overflow menu because its bar ran out of room. When none is,
    /// ``overflowReason(for:)`` is `.lackOfRoom` for no key, and callers that ask it of every
    /// command skip the layout.
    public var overflowsForLackOfRoom: Bool {
        overflow.withUnsafeBufferPointer { overflow in
            overflow.indices.contains { overflow[$0].reason == .lackOfRoom }
        }
    }

    /// The position in ``items`` of the first shown item for `key`, the items read in place.
    public func itemIndex(of key: String) -> Int? {
        items.withUnsafeBufferPointer { items in items.indices.first { items[$0].key == key } }
    }

    /// The position of the first overflow entry for `key`, its entries read in place.
    private func overflowIndex(of key: String) -> Int? {
        overflow.withUnsafeBufferPointer { overflow in overflow.indices.first { overflow[$0].key == key } }
    }

    /// Whether the rule `id` fired.
    public func fired(_ rule: Rule) -> Bool {
        rules.contains { $0.id == rule.rawValue }
    }

    /// How far `item` sits from its bar's leading edge in reading order: its `x` in a left-to-right
    /// layout, measured from the right in a right-to-left one (about the same axis the solver
    /// mirrored it). `nil` for items without an x (the column).
    public func readingPosition(of item: PlacedItem) -> Double? {
        guard let x = item.x else { return nil }
        guard rightToLeft == true else { return x }
        let space = space.first { $0.bar == item.bar }
        let axis =
            item.bar == .horizontalBar
            ? 2 * (space?.x ?? 0) + (space?.available ?? 0) : windowWidth ?? 0
        return axis - x - (item.width ?? 0)
    }
}

// MARK: - Sweep

/// One width at which a command changes region, holding everything else fixed.
public struct Breakpoint: Codable, Hashable, Sendable {
    /// The command key.
    public var key: String
    /// The window width in points: below it the command is in `below`, at or above it in `atOrAbove`.
    public var width: Double
    /// The region below `width`.
    public var below: Region
    /// The region at or above `width`.
    public var atOrAbove: Region

    public init(key: String, width: Double, below: Region, atOrAbove: Region) {
        self.key = key
        self.width = width
        self.below = below
        self.atOrAbove = atOrAbove
    }

    /// "Filters moves to overflow below 472 pt".
    public func sentence(title: String? = nil) -> String {
        let name = title ?? key
        let place = below == .overflowMenu ? "overflow" : below.rawValue
        return "\(name) moves to \(place) below \(Breakpoint.format(width)) pt"
    }

    /// Points printed without a needless fraction (`472`, `472.5`).
    public static func format(_ value: Double) -> String {
        let rounded = (value * 10).rounded() / 10
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }
}

/// How a screen's commands move across a range of widths in one base scenario.
public struct Sweep: Codable, Hashable, Sendable {
    /// The version of this format.
    public static let formatVersion = 1

    /// `Sweep.formatVersion` when it was produced.
    public var formatVersion: Int
    /// The base scenario's name.
    public var scenario: String
    /// The screen's name.
    public var screen: String
    /// The narrowest width swept, in points.
    public var from: Double
    /// The widest width swept, in points.
    public var to: Double
    /// Each command's region at `from`, in declaration order.
    public var initial: [PlacedRegion]
    /// Breakpoints inside `(from, to]`, by width then key.
    public var breakpoints: [Breakpoint]

    public init(
        scenario: String, screen: String, from: Double, to: Double, initial: [PlacedRegion],
        breakpoints: [Breakpoint]
    ) {
        self.formatVersion = Self.formatVersion
        self.scenario = scenario
        self.screen = screen
        self.from = from
        self.to = to
        self.initial = initial
        self.breakpoints = breakpoints
    }

    /// The region of `key` at `width`, from the sweep alone.
    public func region(of key: String, at width: Double) -> Region? {
        guard var region = initial.first(where: { $0.key == key })?.region else { return nil }
        for point in breakpoints where point.key == key && point.width <= width {
            region = point.atOrAbove
        }
        return region
    }
}

/// A command key with its region.
public struct PlacedRegion: Codable, Hashable, Sendable {
    /// The command key.
    public var key: String
    /// Its region.
    public var region: Region

    public init(key: String, region: Region) {
        self.key = key
        self.region = region
    }
}
