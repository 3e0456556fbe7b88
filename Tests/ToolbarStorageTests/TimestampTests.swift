import Foundation
import Testing
import ToolbarStorage

/// Timestamps are written and read by hand for speed; they must agree with Foundation's ISO 8601
/// formatter, which is what every stored timestamp was written with before.
@Suite struct TimestampTests {
    static func foundationString(_ date: Date) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        formatter.timeZone = TimeZone(identifier: "UTC")
        return formatter.string(from: date)
    }

    /// Dates across leap years, century rules, month ends and before 1970, with milliseconds.
    static let dates: [Date] = {
        var dates = [
            "1969-12-31T23:59:59.999Z", "1970-01-01T00:00:00.000Z", "2000-02-29T12:34:56.789Z",
            "1900-03-01T00:00:00.000Z", "2026-11-29T21:06:10.123Z", "2100-12-31T23:59:59.001Z"
        ].compactMap { Self.foundationDate($0) }
        // Whole milliseconds from 1900 on, in steps of about 1.5 years that land on every time of
        // day, so no rounding question arises.
        for step in Int64(0)..<200 {
            let milliseconds = -2_208_988_800_000 + step * 47_336_789_123
            dates.append(Date(timeIntervalSince1970: Double(milliseconds) / 1000))
        }
        return dates
    }()

    static func foundationDate(_ text: String) -> Date? {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        return formatter.date(from: text)
    }

    @Test func formatsAsFoundationDoes() {
        for date in Self.dates {
            #expect(Timestamp.string(from: date) == Self.foundationString(date))
        }
    }

    @Test func parsesWhatItFormats() throws {
        for date in Self.dates {
            let text = Timestamp.string(from: date)
            let parsed = try #require(Timestamp.parse(text))
            #expect(Timestamp.string(from: parsed) == text)
        }
    }

    @Test(arguments: [
        ("2026-11-29", "2026-11-29T00:00:00.000Z"),
        ("2024-02-29", "2024-02-29T00:00:00.000Z"),
        ("2026-11-29T21:06:10Z", "2026-11-29T21:06:10.000Z"),
        ("2026-11-29T21:06:10.5Z", "2026-11-29T21:06:10.500Z"),
        ("2026-11-29T23:06:10+02:00", "2026-11-29T21:06:10.000Z")
    ])
    func parsesDaysFullTimestampsAndOffsets(text: String, stored: String) throws {
        let date = try #require(Timestamp.parse(text))
        #expect(Timestamp.string(from: date) == stored)
    }

    /// Forms beyond the stored ones go through FoundationEssentials' ISO 8601 parser; they give
    /// the instant Foundation's `ISO8601DateFormatter` (internet date-time) gave.
    @Test(arguments: [
        "2026-11-29T23:06:10+02:00", "2026-11-29T23:06:10+0200", "2026-11-29T23:06:10+02", "2026-11-29T23:06:10-05:30",
        "2026-11-29T23:06:10.5+02:00", "2026-11-29T23:06:10.250-00:00", "2026-11-29T23:06:10z",
        "2026-11-29T23:06:10GMT",
        "2026-11-29T24:00:00Z", "2026-11-29T23:06:10+14:00", "1969-12-31T23:59:59+01:00", "2026-11-29 23:06:10Z",
        "2026-11-29T23:06Z", "20261129T230610Z", "2026-11-29T23:06:10,5+01:00", "2026-11-29T25:00:00+01:00",
        "2026-11-29T23:60:00+01:00", "2026-11-29T23:06:60+01:00"
    ])
    func parsesOtherFormsAsFoundationDid(text: String) {
        let foundation =
            Self.foundationDate(text)
            ?? {
                let formatter = ISO8601DateFormatter()
                formatter.formatOptions = [.withInternetDateTime]
                return formatter.date(from: text)
            }()
        #expect(Timestamp.parse(text).map(Timestamp.string(from:)) == foundation.map(Timestamp.string(from:)))
    }

    @Test(arguments: ["", "2026-13-01", "2026-02-30", "2025-02-29", "2026-11-29T25:00:00Z", "yesterday", "2026-1-1"])
    func rejectsWhatIsNotADate(text: String) {
        #expect(Timestamp.parse(text) == nil)
    }
}
