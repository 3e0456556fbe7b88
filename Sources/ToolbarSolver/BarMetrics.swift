import ToolbarModel

/// Every bar metric and every undocumented numeric choice the solver makes, in one table keyed by
/// the SDK the app links against. docs/solver.md lists each value with its source and tag.
public struct BarMetrics: Hashable, Sendable {
    // MARK: - Horizontal bars

    /// Side margin at compact width, in points (16–20 pt on iPhone [D]; 16 compact [T]).
    public var compactMargin: Double
    /// Side margin at regular width and on the foldable, in points (20 pt [T]).
    public var regularMargin: Double
    /// A symbol item's width: the 44 pt hit target [D].
    public var symbolWidth: Double
    /// Extra padding on each side of every bar item (0 before the iOS 27 SDK; wider with it [E] Loop#2524).
    public var itemPadding: Double
    /// Padding at each end of a shared glass background, in points [I].
    public var capsulePadding: Double
    /// Gap between two backgrounds (groups) in a bar, in points [I].
    public var groupGap: Double
    /// A fixed `ToolbarSpacer`'s width, in points [I].
    public var fixedSpacerWidth: Double
    /// The system back button's width (44×44 platter [E]).
    public var backButtonWidth: Double
    /// Average glyph width of bar text at the default Dynamic Type size, in points [I].
    public var averageGlyphWidth: Double
    /// Inset around a text label inside its pill (label + 12 pt [E] NativePHP#443).
    public var textInset: Double
    /// The least width the inline title keeps before items overflow [I].
    public var titleMinimumWidth: Double
    /// The width an active search field asks for in a horizontal bar [I].
    public var searchFieldWidth: Double
    /// Bar text stops growing at this Dynamic Type size [T].
    public var largestBarTextSize: DynamicTypeSize

    // MARK: - Vertical column (iPhone Duo, toolbar-facts §1b [T])

    /// The column's fixed width (84 pt [T]).
    public var columnWidth: Double
    /// A bar button's length in the column (36 pt [T]).
    public var columnButtonLength: Double
    /// A prominent bar button's length in the column (48 pt [T]).
    public var columnProminentLength: Double
    /// Space between two items in the column [I].
    public var columnItemSpacing: Double
    /// Space at the column's top and bottom ends (20 pt margins [T]).
    public var columnEndMargin: Double
    /// The gap between top-bar and bottom-bar items in the column [I].
    public var columnSectionGap: Double
    /// The tab bar's length when it keeps its size [I].
    public var columnTabBarLength: Double
    /// The tab bar's length when it gives way to toolbar items [I].
    public var columnCompressedTabBarLength: Double
    /// The software keyboard's height taken from the column [I].
    public var keyboardHeight: Double
    /// Picture-in-picture's height taken from the column [I].
    public var pictureInPictureHeight: Double
    /// Picture-in-picture's width taken from the navigation bar on the open foldable in portrait [I].
    public var pictureInPictureWidth: Double

    // MARK: - How sure the numbers are

    /// The factor applied to custom views whose recorded width is an estimate (1 at the point
    /// estimate; the ends of its range when the solver checks how sure a prediction is).
    public var customViewEstimateScale: Double
    /// The display columns assumed for a text item whose title the code does not state: a
    /// two-word title such as "Mark Read" (9) at the point estimate [I].
    public var unknownTitleColumns: Double
    /// Estimates a team pinned to measured values (`MetricPins`): they have no range.
    public var pinned: EstimateSet

    /// The metrics for apps linked against `sdk`, with the iOS 27 padding removed when `paddingRemoved`.
    public static func forSDK(_ sdk: OSVersion, paddingRemoved: Bool = false) -> BarMetrics {
        var metrics = baseline
        if sdk >= OSVersion.iOS27, !paddingRemoved {
            metrics.itemPadding = 6
        }
        return metrics
    }

    /// The iOS 26 SDK values every other row starts from.
    public static let baseline = BarMetrics(
        compactMargin: 16, regularMargin: 20, symbolWidth: 44, itemPadding: 0, capsulePadding: 4, groupGap: 8,
        fixedSpacerWidth: 8, backButtonWidth: 44, averageGlyphWidth: 8.5, textInset: 12, titleMinimumWidth: 0,
        searchFieldWidth: 200, largestBarTextSize: .xxxLarge, columnWidth: 84, columnButtonLength: 36,
        columnProminentLength: 48, columnItemSpacing: 8, columnEndMargin: 20, columnSectionGap: 24,
        columnTabBarLength: 200, columnCompressedTabBarLength: 56, keyboardHeight: 200, pictureInPictureHeight: 120,
        pictureInPictureWidth: 200, customViewEstimateScale: 1, unknownTitleColumns: 9,
        pinned: []
    )

    /// The scale applied to bar text at `size`: the body scale, capped at `largestBarTextSize`.
    public func textScale(_ size: DynamicTypeSize) -> Double {
        min(size.bodyScale, largestBarTextSize.bodyScale)
    }

    /// Estimated width of `text` in a bar: display columns × glyph width × scale × expansion.
    public func textWidth(_ text: String, scale: Double) -> Double {
        textWidth(columns: TextWidth.columns(text), scale: scale)
    }

    /// The width of text taking `columns` (``TextWidth/columns(_:)``), for callers that counted
    /// them once for many widths.
    func textWidth(columns: Int, scale: Double) -> Double {
        Double(columns) * averageGlyphWidth * scale
    }
}

/// Display width of text in terminal columns / glyph units: East Asian wide and emoji count 2,
/// combining marks 0. Cheap: no grapheme breaking.
public enum TextWidth {
    /// The number of columns `text` takes.
    public static func columns(_ text: String) -> Int {
        // ASCII (most titles): a column per printable byte, read without decoding scalars.
        var text = text
        let ascii: Int? = text.withUTF8 { bytes in
            var total = 0
            for byte in bytes {
                guard byte < 0x80 else { return nil }
                if byte >= 0x20 { total += 1 }
            }
            return total
        }
        return ascii ?? scalarColumns(text)
    }

    /// The columns of text that is not all ASCII, scalar by scalar.
    private static func scalarColumns(_ text: String) -> Int {
        var total = 0
        for scalar in text.unicodeScalars {
            total += columns(scalar)
        }
        return total
    }

    /// The number of columns one scalar takes.
    @inline(__always)
    public static func columns(_ scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value < 0x300 { return value < 0x20 ? 0 : 1 }
        if (0x300...0x36F).contains(value) || (0xFE00...0xFE0F).contains(value) || value == 0x200D { return 0 }
        if (0x1100...0x115F).contains(value) || (0x2E80...0xA4CF).contains(value)
            || (0xAC00...0xD7A3).contains(value) || (0xF900...0xFAFF).contains(value)
            || (0xFF00...0xFF60).contains(value) || (0xFFE0...0xFFE6).contains(value)
            || (0x1F300...0x1FAFF).contains(value) || (0x20000...0x3FFFD).contains(value)
        {
            return 2
        }
        return 1
    }
}
