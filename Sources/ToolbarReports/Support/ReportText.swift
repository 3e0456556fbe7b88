import ToolbarChecklist
import ToolbarModel

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Shared wording and number formats, so every format says the same thing the same way.
public enum ReportText {
    /// `2026-11-29T21:30:00Z`: UTC, whole seconds.
    public static func timestamp(_ date: Date) -> String {
        let seconds = Int64(date.timeIntervalSince1970.rounded(.down))
        let (days, rest) = CivilDate.floorDivision(seconds, 86_400)
        let (year, month, day) = CivilDate.fromDays(days)
        return "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))T\(pad(rest / 3600, 2)):\(pad(rest % 3600 / 60, 2)):"
            + "\(pad(rest % 60, 2))Z"
    }

    /// `2026-11-29`.
    public static func day(_ date: Date) -> String { String(timestamp(date).prefix(10)) }

    /// Points without a needless fraction.
    public static func points(_ value: Double) -> String {
        let rounded = (value * 10).rounded() / 10
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }

    /// `2 pass · 1 fail · 1 needs review`.
    public static func count(_ value: Int, _ noun: String) -> String {
        "\(value) \(noun)\(value == 1 || noun.hasSuffix("review") ? "" : "s")"
    }

    /// The finding's sentence with its command, scenario and widths: `[Editor @ iphone-17-portrait,
    /// 320–472 pt] Crop moves…`.
    public static func findingContext(_ finding: Finding) -> String {
        var parts: [String] = []
        if let command = finding.commandKey { parts.append("command \(command)") }
        if let scenario = finding.scenario { parts.append("in \(scenario)") }
        if let range = finding.widthRange { parts.append("at \(range)") }
        return parts.joined(separator: ", ")
    }

    /// `text` whole when it has at most `limit` characters, else cut at the last space within the
    /// limit (or at the limit when there is none), without a trailing comma, colon or semicolon,
    /// and ended with `…`.
    static func shortened(_ text: String, to limit: Int) -> String {
        // No more bytes than the limit: no more characters either (the common short case).
        guard text.utf8.count > limit else { return text }
        var head = Substring(text)
        var kept = 0
        var index = text.startIndex
        while index < text.endIndex, kept < limit {
            index = text.index(after: index)
            kept += 1
        }
        guard index < text.endIndex else { return text }
        head = text[..<text.index(before: index)]
        if text[head.endIndex] != " ", let space = head.lastIndex(of: " ") { head = head[..<space] }
        while let last = head.last, last == " " || last == "," || last == ";" || last == ":" { head.removeLast() }
        return head + "…"
    }

    private static func pad(_ value: Int64, _ width: Int) -> String {
        let text = String(value)
        return String(repeating: "0", count: max(0, width - text.count)) + text
    }
}
