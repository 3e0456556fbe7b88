import ToolbarSolver

/// A screen's layouts as a report keeps them. The solver's arrays have room to spare (it reserves
/// a place for every command), and a screen's scenarios repeat the same bars, fired rules,
/// overflow rows and missing items: here every array is exactly as long as it is, and a part
/// equal to one already kept is that one (one copy, shared). The values are the same; a
/// 1,000-screen report holds 16,000 layouts, so this is most of the model's memory.
struct LayoutSharing {
    private var bars: Set<[BarKind]> = []
    private var rules: Set<[FiredRule]> = []
    private var overflow: Set<[OverflowEntry]> = []
    private var missing: Set<[MissingItem]> = []
    private var space: Set<[BarSpace]> = []

    /// `layout`, its arrays exact and its repeated parts shared with the layouts seen before.
    mutating func shared(_ layout: Layout) -> Layout {
        var layout = layout
        layout.items = Self.exact(layout.items)
        layout.bars = Self.intern(layout.bars, in: &bars)
        layout.rules = Self.intern(layout.rules, in: &rules)
        layout.overflow = Self.intern(layout.overflow, in: &overflow)
        layout.missing = Self.intern(layout.missing, in: &missing)
        layout.space = Self.intern(layout.space, in: &space)
        layout.clipped = Self.exact(layout.clipped)
        return layout
    }

    /// `array` in storage of its own length.
    static func exact<Element>(_ array: [Element]) -> [Element] {
        guard array.capacity > array.count else { return array }
        return array.isEmpty ? [] : array.map { $0 }
    }

    /// The kept array equal to `array`, keeping `array` (made exact) when none is.
    static func intern<Element: Hashable>(_ array: [Element], in kept: inout Set<[Element]>) -> [Element] {
        if array.isEmpty { return [] }
        if let index = kept.firstIndex(of: array) { return kept[index] }
        let copy = exact(array)
        kept.insert(copy)
        return copy
    }
}
