import ToolbarModel

// MARK: - Places

/// Where the solver put one item in one scenario, as the checklist reads it.
public enum LayoutPlace: String, Codable, CaseIterable, Sendable {
    case leading, principal, trailing, pinnedTrailing, bottomBar, verticalColumn, horizontalBar
    case overflowMenu, hidden

    /// Whether the item is on screen (not in the overflow menu, not hidden).
    public var isVisible: Bool { self != .overflowMenu && self != .hidden }
}

/// Why an item ended up where it is.
public enum PlaceReason: String, Codable, CaseIterable, Sendable {
    /// Its placement (or the system default for it) put it there.
    case declared
    /// The bar ran out of room.
    case noRoom
    /// Its size-class condition does not hold, so it does not exist.
    case sizeClass
    /// An active search took its space.
    case search
    /// It is `horizontalOnly` and the pose has no horizontal bar.
    case noHorizontalBar
}

// MARK: - Layout snapshot

/// One item of a layout: its key, place, position and why it is there.
public struct PlacedItem: Codable, Hashable, Sendable {
    /// The command key.
    public var key: String
    /// Where it is.
    public var place: LayoutPlace
    /// Its position among visible items (reading order); overflow entries keep menu order.
    public var order: Int
    /// Why it is there.
    public var reason: PlaceReason

    public init(key: String, place: LayoutPlace, order: Int, reason: PlaceReason = .declared) {
        self.key = key
        self.place = place
        self.order = order
        self.reason = reason
    }
}

/// What the checklist needs of one predicted layout: every command's place.
public struct LayoutSnapshot: Codable, Hashable, Sendable {
    /// The items, one per command key.
    public var items: [PlacedItem]

    public init(items: [PlacedItem]) {
        self.items = items.sorted { ($0.order, $0.key) < ($1.order, $1.key) }
    }

    /// The item for `key`, if the layout has it.
    public func item(_ key: String) -> PlacedItem? { items.first { $0.key == key } }

    /// Whether `key` is visible in this layout.
    public func isVisible(_ key: String) -> Bool { item(key)?.place.isVisible ?? false }

    /// Whether `key` sits in the overflow menu.
    public func isInOverflow(_ key: String) -> Bool { item(key)?.place == .overflowMenu }
}

// MARK: - Widths

/// A closed range of window widths in points.
public struct WidthRange: Codable, Hashable, Sendable, CustomStringConvertible {
    public var lower: Double
    public var upper: Double

    public init(_ lower: Double, _ upper: Double) {
        self.lower = min(lower, upper)
        self.upper = max(lower, upper)
    }

    public var description: String {
        lower == upper ? "\(Self.points(lower)) pt" : "\(Self.points(lower))–\(Self.points(upper)) pt"
    }

    static func points(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}

/// One band of a width sweep: the layout that holds for every width in `widths`.
public struct WidthBand: Codable, Hashable, Sendable {
    public var widths: WidthRange
    public var layout: LayoutSnapshot

    public init(widths: WidthRange, layout: LayoutSnapshot) {
        self.widths = widths
        self.layout = layout
    }
}

// MARK: - Scenario input

/// One scenario that applies to the screen, with the solver's layout at the scenario's width and,
/// where a width range is needed, the sweep over widths (narrowest first).
public struct ScenarioInput: Hashable, Sendable {
    public var scenario: Scenario
    public var layout: LayoutSnapshot
    public var sweep: [WidthBand]

    public init(scenario: Scenario, layout: LayoutSnapshot, sweep: [WidthBand] = []) {
        self.scenario = scenario
        self.layout = layout
        self.sweep = sweep.sorted { $0.widths.lower < $1.widths.lower }
    }

    /// Whether the scenario puts bars at the side (the foldable's vertical poses).
    public var isVertical: Bool { scenario.verticalBarEdge != .none }

    /// The widths at which `key` is in the overflow menu because the bar ran out of room: from
    /// the sweep when there is one, else the scenario's own width. `nil` when it never is.
    public func noRoomOverflowWidths(of key: String) -> WidthRange? {
        let bands = sweep.filter { band in
            band.layout.item(key).map { $0.place == .overflowMenu && $0.reason == .noRoom } ?? false
        }
        if let first = bands.first, let last = bands.last {
            return WidthRange(first.widths.lower, last.widths.upper)
        }
        if let item = layout.item(key), item.place == .overflowMenu, item.reason == .noRoom {
            return WidthRange(scenario.width, scenario.width)
        }
        return nil
    }
}
