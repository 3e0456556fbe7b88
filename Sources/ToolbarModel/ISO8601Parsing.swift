#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// ISO 8601 internet date-times beyond the stored `…Z` forms (offsets such as `+02:00`), as
/// Foundation's `ISO8601DateFormatter` with `.withInternetDateTime` (then fractional seconds)
/// read them, through FoundationEssentials' `Date.ISO8601FormatStyle` (no full Foundation or ICU in
/// the tool). That parser also takes an hour of 25 or a 60th second, which the formatter refused:
/// such clock times are refused here first.
public enum ISO8601Parsing {
    /// The instant `text` names, or nil.
    public static func date(_ text: String) -> Date? {
        let bytes = Array(text.utf8)
        func field(_ start: Int) -> Int? {
            guard start + 1 < bytes.count else { return nil }
            let tens = bytes[start] &- UInt8(ascii: "0")
            let ones = bytes[start + 1] &- UInt8(ascii: "0")
            return tens < 10 && ones < 10 ? Int(tens) * 10 + Int(ones) : nil
        }
        if let hour = field(11), hour > 24 { return nil }
        if let minute = field(14), minute > 59 { return nil }
        if let second = field(17), second > 59 { return nil }
        for style in [Date.ISO8601FormatStyle(), Date.ISO8601FormatStyle(includingFractionalSeconds: true)] {
            if let date = try? style.parse(text) { return date }
        }
        return nil
    }
}
