import Foundation

/// The whole report model as JSON: sorted keys, two-space indents, UTC timestamps, a final
/// newline. Documented by docs/report.schema.json.
public enum JSONRenderer: ReportRenderer {
    /// The format this renderer writes.
    public static let format = ReportFormat.json

    /// The whole document in this format.
    public static func render(_ report: VerificationReport) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .custom { date, encoder in
            var container = encoder.singleValueContainer()
            try container.encode(ReportText.timestamp(date))
        }
        // The model holds only strings, numbers, booleans and dates, which always encode.
        guard let data = try? encoder.encode(report), let text = String(data: data, encoding: .utf8) else {
            return "{}\n"
        }
        return text + "\n"
    }

    /// Reads a report written by ``render(_:)``.
    public static func decode(_ data: Data) throws -> VerificationReport {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return try decoder.decode(VerificationReport.self, from: data)
    }
}
