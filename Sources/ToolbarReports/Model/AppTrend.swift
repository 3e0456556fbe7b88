import ToolbarModel

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// One app's trend over the report's history: at the end of each day on which one of its screens
/// was audited, the sum over its screens of each one's latest audit so far.
public struct AppTrend: Codable, Hashable, Sendable {
    /// The app name, as recorded.
    public var app: String
    /// One point per day with an audit, oldest first.
    public var days: [TrendPoint]

    /// Creates it from its parts.
    public init(app: String, days: [TrendPoint]) {
        self.app = app
        self.days = days
    }

    /// The trend of every app of `screens`, sorted by app name (case-insensitively). A screen
    /// counts from the day of its first audit in its history on.
    public static func trends(_ screens: [ScreenReport]) -> [AppTrend] {
        var byApp: [String: (name: String, screens: [ScreenReport])] = [:]
        var order: [String] = []
        for screen in screens where !screen.history.isEmpty {
            let key = RecordName.foldedKey(screen.app)
            if byApp[key] == nil {
                byApp[key] = (screen.app, [])
                order.append(key)
            }
            byApp[key]?.screens.append(screen)
        }
        return order.sorted().compactMap { key in
            guard let entry = byApp[key] else { return nil }
            return AppTrend(app: entry.name, days: days(entry.screens))
        }
    }

    /// Walks every screen's history (oldest first) day by day, keeping each screen's latest counts.
    private static func days(_ screens: [ScreenReport]) -> [TrendPoint] {
        var events: [(day: String, screen: Int, point: HistoryPoint)] = []
        for (index, screen) in screens.enumerated() {
            for point in screen.history { events.append((ReportText.day(point.time), index, point)) }
        }
        events.sort { ($0.day, $0.point.time, $0.screen) < ($1.day, $1.point.time, $1.screen) }
        var latest: [Int: HistoryPoint] = [:]
        var result: [TrendPoint] = []
        var position = 0
        while position < events.count {
            let day = events[position].day
            while position < events.count, events[position].day == day {
                latest[events[position].screen] = events[position].point
                position += 1
            }
            var point = TrendPoint(day: day, screens: latest.count)
            for counts in latest.values {
                point.errors += counts.errors
                point.warnings += counts.warnings
                point.infos += counts.infos
                point.needsReview += counts.needsReview
            }
            result.append(point)
        }
        return result
    }
}

/// An app's counts at the end of one day.
public struct TrendPoint: Codable, Hashable, Sendable {
    /// `2026-11-29` (UTC).
    public var day: String
    /// Screens audited by then.
    public var screens: Int
    /// Open error findings.
    public var errors: Int = 0
    /// Open warning findings.
    public var warnings: Int = 0
    /// Open info findings.
    public var infos: Int = 0
    /// Items needing review.
    public var needsReview: Int = 0

    /// A day's point before its counts are added.
    public init(day: String, screens: Int) {
        self.day = day
        self.screens = screens
    }
}
