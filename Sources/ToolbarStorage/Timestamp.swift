import ToolbarModel

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
#if canImport(Glibc)
    import Glibc
#endif

/// UTC timestamps as stored: ISO 8601 with milliseconds (`2026-11-29T21:06:10.123Z`), which sort
/// as text.
///
/// The stored forms are written and read by hand (civil-date arithmetic, no formatter): a
/// Foundation `ISO8601DateFormatter` costs tens of microseconds to build, and a whole-registry
/// audit formats and parses one timestamp per screen. Other ISO 8601 forms (offsets such as
/// `+02:00`) go through ``ISO8601Parsing`` (FoundationEssentials' `Date.ISO8601FormatStyle`).
public enum Timestamp {
    /// The current time.
    public static func now() -> String { string(from: Date()) }

    /// Formats a date as `YYYY-MM-DDTHH:MM:SS.mmmZ` (rounded to the nearest millisecond, as Foundation does).
    public static func string(from date: Date) -> String {
        let milliseconds = Int64((date.timeIntervalSince1970 * 1000).rounded())
        let (days, dayMilliseconds) = CivilDate.floorDivision(milliseconds, 86_400_000)
        let (year, month, day) = CivilDate.fromDays(days)
        let seconds = dayMilliseconds / 1000
        var text = ""
        text.reserveCapacity(24)
        append(year, width: 4, to: &text)
        text += "-"
        append(month, width: 2, to: &text)
        text += "-"
        append(day, width: 2, to: &text)
        text += "T"
        append(seconds / 3600, width: 2, to: &text)
        text += ":"
        append(seconds / 60 % 60, width: 2, to: &text)
        text += ":"
        append(seconds % 60, width: 2, to: &text)
        text += "."
        append(dayMilliseconds % 1000, width: 3, to: &text)
        text += "Z"
        return text
    }

    /// Parses `YYYY-MM-DD` (start of that day, UTC) or a full ISO 8601 timestamp.
    public static func parse(_ text: String) -> Date? {
        if let date = parseStoredForm(Array(text.utf8)) { return date }
        return ISO8601Parsing.date(text)
    }

    // MARK: - Private

    /// `YYYY-MM-DD`, `YYYY-MM-DDTHH:MM:SSZ` or `YYYY-MM-DDTHH:MM:SS.fffZ` (1–9 fraction digits);
    /// `nil` for anything else, including impossible dates such as February 30.
    private static func parseStoredForm(_ bytes: [UInt8]) -> Date? {
        func number(_ range: Range<Int>) -> Int64? {
            guard range.upperBound <= bytes.count else { return nil }
            var value: Int64 = 0
            for index in range {
                let digit = bytes[index] &- UInt8(ascii: "0")
                guard digit < 10 else { return nil }
                value = value * 10 + Int64(digit)
            }
            return value
        }
        guard bytes.count >= 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"),
            let year = number(0..<4), let month = number(5..<7), let day = number(8..<10),
            (1...12).contains(month), day >= 1, day <= CivilDate.daysIn(month: month, year: year)
        else { return nil }
        let days = CivilDate.days(year: year, month: month, day: day)
        if bytes.count == 10 { return Date(timeIntervalSince1970: Double(days) * 86_400) }
        guard bytes.count >= 20, bytes[10] == UInt8(ascii: "T"), bytes[13] == UInt8(ascii: ":"),
            bytes[16] == UInt8(ascii: ":"), bytes.last == UInt8(ascii: "Z"),
            let hour = number(11..<13), let minute = number(14..<16), let second = number(17..<19),
            hour < 24, minute < 60, second < 60
        else { return nil }
        var fraction = 0.0
        if bytes.count > 20 {
            let digits = 20..<(bytes.count - 1)
            guard bytes[19] == UInt8(ascii: "."), (1...9).contains(digits.count), let value = number(digits)
            else { return nil }
            fraction = Double(value) / pow(10, Double(digits.count))
        } else if bytes[19] != UInt8(ascii: "Z") {
            return nil
        }
        let wholeSeconds = days * 86_400 + hour * 3600 + minute * 60 + second
        return Date(timeIntervalSince1970: Double(wholeSeconds) + fraction)
    }

    private static func append(_ value: Int64, width: Int, to text: inout String) {
        let digits = String(value)
        if digits.count < width { text += String(repeating: "0", count: width - digits.count) }
        text += digits
    }
}
