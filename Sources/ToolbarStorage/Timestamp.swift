import Foundation

/// UTC timestamps as stored: ISO 8601 with milliseconds (`2026-11-29T21:06:10.123Z`), which sort
/// as text.
///
/// The stored forms are written and read by hand (civil-date arithmetic, no formatter): a
/// Foundation `ISO8601DateFormatter` costs tens of microseconds to build, and a whole-registry
/// audit formats and parses one timestamp per screen. Other ISO 8601 forms (offsets such as
/// `+02:00`) still go through Foundation.
public enum Timestamp {
    /// The current time.
    public static func now() -> String { string(from: Date()) }

    /// Formats a date as `YYYY-MM-DDTHH:MM:SS.mmmZ` (rounded to the nearest millisecond, as Foundation does).
    public static func string(from date: Date) -> String {
        let milliseconds = Int64((date.timeIntervalSince1970 * 1000).rounded())
        let (days, dayMilliseconds) = floorDivision(milliseconds, 86_400_000)
        let (year, month, day) = civilDate(daysSinceEpoch: days)
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
        let full = ISO8601DateFormatter()
        full.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        if let date = full.date(from: text) { return date }
        full.formatOptions = [.withInternetDateTime]
        return full.date(from: text)
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
              (1...12).contains(month), day >= 1, day <= daysIn(month: month, year: year)
        else { return nil }
        let days = daysSinceEpoch(year: year, month: month, day: day)
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

    private static func floorDivision(_ value: Int64, _ divisor: Int64) -> (Int64, Int64) {
        let remainder = value % divisor
        return remainder < 0 ? (value / divisor - 1, remainder + divisor) : (value / divisor, remainder)
    }

    private static func isLeap(_ year: Int64) -> Bool { year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) }

    private static func daysIn(month: Int64, year: Int64) -> Int64 {
        switch month {
        case 2: isLeap(year) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// Days from 1970-01-01 to the proleptic Gregorian date (Howard Hinnant's days-from-civil).
    private static func daysSinceEpoch(year: Int64, month: Int64, day: Int64) -> Int64 {
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = floorDivision(shiftedYear, 400).0
        let yearOfEra = shiftedYear - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The civil date of a day count from 1970-01-01 (the inverse of ``daysSinceEpoch``).
    private static func civilDate(daysSinceEpoch days: Int64) -> (Int64, Int64, Int64) {
        let shifted = days + 719_468
        let era = floorDivision(shifted, 146_097).0
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shiftedMonth = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
        let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }
}
