#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The command inventory for spreadsheets: one row per command, RFC 4180 (CRLF line ends,
/// fields quoted when they hold a comma, quote or line break). Scenario columns follow the
/// fixed ones, one per scenario name seen in the report, sorted.
///
/// A cell that starts with `=`, `+`, `-`, `@`, a tab or a carriage return would be run as a formula
/// by Excel, LibreOffice and Google Sheets (`=cmd|'/C calc'!A0`, `@SUM(…)`); as OWASP recommends,
/// such a cell is written with a leading `'`, which spreadsheets show as text and do not print.
public enum CSVRenderer: ReportRenderer {
    /// The format this renderer writes.
    public static let format = ReportFormat.csv

    /// The whole document in this format.
    public static func render(_ report: VerificationReport) -> String {
        var out = ""
        render(report) { out += $0 }
        return out
    }

    /// The whole document in pieces of about 64 KB.
    public static func render(_ report: VerificationReport, into sink: (String) -> Void) {
        let scenarios = Set(report.screens.flatMap { $0.scenarios.map(\.name) }).sorted()
        let fixed = [
            "app", "screen", "owner", "key", "title", "symbol", "content", "classification", "placement",
            "group", "priority", "essential"
        ]
        var out = row(fixed + scenarios)
        for screen in report.screens {
            for command in screen.commands {
                var fields = [
                    screen.app, screen.screen, screen.owner ?? "", command.key, command.title,
                    command.symbol ?? "", command.content, command.classification ?? "",
                    command.placement, command.group ?? "", command.priority,
                    command.essential ? "yes" : "no"
                ]
                for name in scenarios {
                    fields.append(command.places.first { $0.scenario == name }?.text ?? "")
                }
                out += row(fields)
            }
            if out.utf8.count >= 1 << 16 {
                sink(out)
                out = ""
            }
        }
        sink(out)
    }

    /// One record with its CRLF: every field neutralised, then quoted.
    public static func row(_ fields: [String]) -> String {
        fields.map { quote(neutralised($0)) }.joined(separator: ",") + "\r\n"
    }

    /// The characters that make a spreadsheet read a cell as a formula (OWASP "CSV Injection").
    public static let formulaTriggers: Set<Character> = ["=", "+", "-", "@", "\t", "\r"]

    /// `field` with a `'` in front when it starts with one of ``formulaTriggers``.
    public static func neutralised(_ field: String) -> String {
        guard let first = field.unicodeScalars.first, formulaTriggers.contains(Character(first)) else { return field }
        return "'" + field
    }

    /// Quotes a field when RFC 4180 needs it, doubling inner quotes.
    public static func quote(_ field: String) -> String {
        guard field.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return field }
        return "\"" + field.replacingEvery("\"", with: "\"\"") + "\""
    }
}
