import ToolbarModel

// MARK: - Estimates

/// A number the solver estimates rather than knows. Each has a documented range (docs/solver.md,
/// "How sure a prediction is"); the point value the solver uses sits inside it. Every estimate is
/// a length that takes room, so the low end of every range is the roomiest reading and the high
/// end the tightest: the solver's breakpoints are exact at both ends.
public enum Estimate: String, Codable, Hashable, Sendable, CaseIterable {
    /// Padding on each side of every bar item when linking the iOS 27 SDK.
    case itemPadding
    /// Padding at each end of a shared glass background.
    case capsulePadding
    /// Gap between two backgrounds in a bar.
    case groupGap
    /// A fixed `ToolbarSpacer`'s width.
    case fixedSpacerWidth
    /// Average glyph width of 17 pt bar text.
    case averageGlyphWidth
    /// The least width the inline title keeps before items overflow.
    case titleMinimumWidth
    /// An active search field's width in a horizontal bar.
    case searchFieldWidth
    /// Space between two items in the vertical column.
    case columnItemSpacing
    /// The gap between top-bar and bottom-bar items in the column.
    case columnSectionGap
    /// The tab bar's length in the column when it keeps its size.
    case columnTabBarLength
    /// The tab bar's length in the column when it gives way to toolbar items.
    case columnCompressedTabBarLength
    /// The software keyboard's height taken from the column.
    case keyboardHeight
    /// Picture in picture's height taken from the column.
    case pictureInPictureHeight
    /// Picture in picture's width taken from the navigation bar on the open foldable in portrait.
    case pictureInPictureWidth
    /// A custom view whose recorded width is an estimate (`WidthSource.estimated`).
    case customViewWidth
    /// The display columns assumed for a text item whose title the code does not state
    /// (`Command.titleUnknown`, such as `Text(document.title)`).
    case unknownTitleColumns

    /// What the point value rests on: [E] for the iOS 27 padding (observed, value picked inside the
    /// observed range), [I] for the rest.
    public var tag: FactTag { self == .itemPadding ? .E : .I }

    /// The words used in sentences ("iOS 27 item padding").
    public var phrase: String {
        switch self {
        case .itemPadding: return "iOS 27 item padding"
        case .capsulePadding: return "capsule padding"
        case .groupGap: return "gap between groups"
        case .fixedSpacerWidth: return "fixed spacer width"
        case .averageGlyphWidth: return "text width per glyph"
        case .titleMinimumWidth: return "title's minimum width"
        case .searchFieldWidth: return "search field width"
        case .columnItemSpacing: return "column item spacing"
        case .columnSectionGap: return "column section gap"
        case .columnTabBarLength: return "tab bar length"
        case .columnCompressedTabBarLength: return "compressed tab bar length"
        case .keyboardHeight: return "keyboard height"
        case .pictureInPictureHeight: return "picture-in-picture height"
        case .pictureInPictureWidth: return "picture-in-picture width"
        case .customViewWidth: return "custom view width"
        case .unknownTitleColumns: return "width of titles the code does not state"
        }
    }

    /// The documented range for an estimate whose point value is `point`. A custom view's range is
    /// a factor of its recorded width (0.75–1.25); the iOS 27 padding has no range where there is
    /// no padding (older SDK, or removed).
    public func range(point: Double) -> ClosedRange<Double> {
        let range: ClosedRange<Double>
        switch self {
        // Loop#2524 [E]: any padding from 5.1 to 13.9 pt reproduces both observations.
        case .itemPadding: range = point > 0 ? 5.1...13.9 : 0...0
        case .capsulePadding: range = 2...8
        case .groupGap: range = 6...16
        case .fixedSpacerWidth: range = 4...16
        case .averageGlyphWidth: range = 7.5...9.5
        case .titleMinimumWidth: range = 0...17
        case .searchFieldWidth: range = 160...260
        case .columnItemSpacing: range = 4...12
        case .columnSectionGap: range = 16...32
        case .columnTabBarLength: range = 160...240
        case .columnCompressedTabBarLength: range = 44...72
        case .keyboardHeight: range = 160...260
        case .pictureInPictureHeight: range = 90...160
        case .pictureInPictureWidth: range = 150...260
        case .customViewWidth: range = 0.75...1.25
        // From a short word ("Edit", "Done") to a four-word title ("Mark All as Read").
        case .unknownTitleColumns: range = 4...16
        }
        return min(range.lowerBound, point)...max(range.upperBound, point)
    }
}

/// A set of estimates, as a bit set (cheap to copy inside `BarMetrics`).
public struct EstimateSet: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// The set holding only `estimate`: the bit of its place in `Estimate.allCases`, which a
    /// case-only enum stores in one byte (checked by the estimate tests); looking it up in
    /// `allCases` would build that array on every call.
    public init(_ estimate: Estimate) {
        rawValue = 1 << UInt32(unsafeBitCast(estimate, to: UInt8.self))
    }

    /// Whether `estimate` is in the set.
    public func contains(_ estimate: Estimate) -> Bool { contains(EstimateSet(estimate)) }

    /// Adds `estimate`. For the solver's hot path.
    @inline(__always)
    mutating func mark(_ estimate: Estimate) {
        formUnion(EstimateSet(estimate))
    }
}

/// One estimate with its range, as the solver used it.
public struct EstimateRange: Codable, Hashable, Sendable {
    /// The estimate.
    public var estimate: Estimate
    /// The roomiest end.
    public var low: Double
    /// The value the solver uses.
    public var point: Double
    /// The tightest end.
    public var high: Double
    /// Pinned to a measured value by the team (`metrics` in `.toolbar-registry.json`): no range.
    public var pinned: Bool

    public init(estimate: Estimate, low: Double, point: Double, high: Double, pinned: Bool) {
        self.estimate = estimate
        self.low = low
        self.point = point
        self.high = high
        self.pinned = pinned
    }
}

// MARK: - Metrics at the ends of the ranges

extension BarMetrics {
    /// The metric's value for `estimate` (the custom-view scale for `customViewWidth`).
    public func value(of estimate: Estimate) -> Double {
        switch estimate {
        case .itemPadding: return itemPadding
        case .capsulePadding: return capsulePadding
        case .groupGap: return groupGap
        case .fixedSpacerWidth: return fixedSpacerWidth
        case .averageGlyphWidth: return averageGlyphWidth
        case .titleMinimumWidth: return titleMinimumWidth
        case .searchFieldWidth: return searchFieldWidth
        case .columnItemSpacing: return columnItemSpacing
        case .columnSectionGap: return columnSectionGap
        case .columnTabBarLength: return columnTabBarLength
        case .columnCompressedTabBarLength: return columnCompressedTabBarLength
        case .keyboardHeight: return keyboardHeight
        case .pictureInPictureHeight: return pictureInPictureHeight
        case .pictureInPictureWidth: return pictureInPictureWidth
        case .customViewWidth: return customViewEstimateScale
        case .unknownTitleColumns: return unknownTitleColumns
        }
    }

    /// Sets the metric behind `estimate`.
    public mutating func set(_ estimate: Estimate, to value: Double) {
        switch estimate {
        case .itemPadding: itemPadding = value
        case .capsulePadding: capsulePadding = value
        case .groupGap: groupGap = value
        case .fixedSpacerWidth: fixedSpacerWidth = value
        case .averageGlyphWidth: averageGlyphWidth = value
        case .titleMinimumWidth: titleMinimumWidth = value
        case .searchFieldWidth: searchFieldWidth = value
        case .columnItemSpacing: columnItemSpacing = value
        case .columnSectionGap: columnSectionGap = value
        case .columnTabBarLength: columnTabBarLength = value
        case .columnCompressedTabBarLength: columnCompressedTabBarLength = value
        case .keyboardHeight: keyboardHeight = value
        case .pictureInPictureHeight: pictureInPictureHeight = value
        case .pictureInPictureWidth: pictureInPictureWidth = value
        case .customViewWidth: customViewEstimateScale = value
        case .unknownTitleColumns: unknownTitleColumns = value
        }
    }

    /// The range of `estimate` around these metrics' value: a single value when pinned.
    public func range(of estimate: Estimate) -> ClosedRange<Double> {
        let point = value(of: estimate)
        return pinned.contains(estimate) ? point...point : estimate.range(point: point)
    }

    /// Every estimate with its range, in `Estimate` order.
    public var estimateRanges: [EstimateRange] {
        Estimate.allCases.map { estimate in
            let range = range(of: estimate)
            return EstimateRange(
                estimate: estimate, low: range.lowerBound, point: value(of: estimate),
                high: range.upperBound, pinned: pinned.contains(estimate))
        }
    }

    /// These metrics with `estimate` at the low (roomiest) or high (tightest) end of its range.
    public func with(_ estimate: Estimate, atHighEnd high: Bool) -> BarMetrics {
        var copy = self
        let range = range(of: estimate)
        copy.set(estimate, to: high ? range.upperBound : range.lowerBound)
        return copy
    }

    /// Every estimate at the roomiest end of its range.
    public var roomiest: BarMetrics { Estimate.allCases.reduce(self) { $0.with($1, atHighEnd: false) } }

    /// Every estimate at the tightest end of its range.
    public var tightest: BarMetrics { Estimate.allCases.reduce(self) { $0.with($1, atHighEnd: true) } }
}

// MARK: - Numbers a team measured

/// Metric values a team measured and pins in `.toolbar-registry.json`
/// (`"metrics": {"itemPadding": 5, "27.0": {"groupGap": 10}}`): values at the top level apply to
/// every app; values under an SDK version apply to apps linked against that SDK or later, the
/// highest such version winning. A pinned estimate has no range.
public struct MetricPins: Hashable, Sendable {
    /// Values for every app.
    public var all: [Estimate: Double]
    /// Values by the lowest linked SDK they apply to.
    public var bySDK: [OSVersion: [Estimate: Double]]

    public init(all: [Estimate: Double] = [:], bySDK: [OSVersion: [Estimate: Double]] = [:]) {
        self.all = all
        self.bySDK = bySDK
    }

    /// No pins: the solver's own estimates.
    public static let none = MetricPins()

    /// Whether nothing is pinned.
    public var isEmpty: Bool { all.isEmpty && bySDK.allSatisfy(\.value.isEmpty) }

    /// The estimates a team may pin (a custom view's width is marked measured on the record
    /// instead, and a title the code does not state is recorded instead).
    public static let pinnable = Estimate.allCases.filter { $0 != .customViewWidth && $0 != .unknownTitleColumns }

    /// The values that apply to an app linked against `sdk`.
    public func values(for sdk: OSVersion) -> [Estimate: Double] {
        var values = all
        for version in bySDK.keys.sorted() where version <= sdk {
            values.merge(bySDK[version] ?? [:]) { _, new in new }
        }
        return values
    }

    /// `metrics` with the pins for `sdk` applied. The iOS 27 padding is only pinned where there is
    /// padding (not with an older SDK, nor when the screen removes it).
    public func apply(to metrics: BarMetrics, sdk: OSVersion) -> BarMetrics {
        var metrics = metrics
        for (estimate, value) in values(for: sdk) {
            if estimate == .itemPadding, metrics.itemPadding == 0 { continue }
            metrics.set(estimate, to: value)
            metrics.pinned.insert(EstimateSet(estimate))
        }
        return metrics
    }

    /// The pins as `{"27.0": {...}, "itemPadding": 5}` JSON members, keys sorted (what an audit records).
    public var jsonValue: JSONValue {
        func table(_ values: [Estimate: Double]) -> [JSONMember] {
            values.sorted { $0.key.rawValue < $1.key.rawValue }.map { JSONMember($0.key.rawValue, .number($0.value)) }
        }
        var members = table(all)
        for (version, values) in bySDK where !values.isEmpty {
            members.append(JSONMember(version.description, .object(table(values))))
        }
        return .object(members.sorted { $0.key < $1.key })
    }
}

extension MetricPins: Codable {
    private struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(_ string: String) { stringValue = string }
        init?(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    /// Reads `{"itemPadding": 5, "27.0": {"groupGap": 10}}`; use `parse(_:)` for messages that
    /// name what is wrong.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        var pins = MetricPins()
        for key in container.allKeys {
            if let estimate = Estimate(rawValue: key.stringValue) {
                pins.all[estimate] = try container.decode(Double.self, forKey: key)
            } else {
                let version = try OSVersion(parsing: key.stringValue, field: "metrics SDK version")
                let table = try container.decode([String: Double].self, forKey: key)
                var values: [Estimate: Double] = [:]
                for (name, value) in table {
                    guard let estimate = Estimate(rawValue: name) else {
                        throw DecodingError.dataCorruptedError(
                            forKey: key, in: container,
                            debugDescription: "unknown metric \(name)")
                    }
                    values[estimate] = value
                }
                pins.bySDK[version] = values
            }
        }
        self = pins
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        for (estimate, value) in all { try container.encode(value, forKey: Key(estimate.rawValue)) }
        for (version, values) in bySDK {
            try container.encode(
                Dictionary(uniqueKeysWithValues: values.map { ($0.key.rawValue, $0.value) }),
                forKey: Key(version.description))
        }
    }
}
