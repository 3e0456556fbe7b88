import Foundation

/// UTC timestamps as stored: ISO 8601 with milliseconds (`2026-11-29T21:06:10.123Z`), which sort
/// as text.
public enum Timestamp {
    /// The current time.
    public static func now() -> String { string(from: Date()) }

    /// Formats a date.
    public static func string(from date: Date) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        formatter.timeZone = TimeZone(identifier: "UTC")
        return formatter.string(from: date)
    }

    /// Parses `YYYY-MM-DD` (start of that day, UTC) or a full ISO 8601 timestamp.
    public static func parse(_ text: String) -> Date? {
        let full = ISO8601DateFormatter()
        full.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        if let date = full.date(from: text) { return date }
        full.formatOptions = [.withInternetDateTime]
        if let date = full.date(from: text) { return date }
        let day = ISO8601DateFormatter()
        day.formatOptions = [.withFullDate]
        day.timeZone = TimeZone(identifier: "UTC")
        return day.date(from: text)
    }
}
