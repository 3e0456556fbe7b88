import ToolbarModel
import ToolbarSolver

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

// MARK: - `observations`: predicted vs observed (docs/report.schema.json)

extension JSONReportEncoding {
    /// The observed screens, one per line, each as `observe compare`'s result encodes it (keys
    /// sorted): `{app, screen, checks: [{id, device, linkedSDK, takenAt?, importedAt, importedBy,
    /// stale, comparison}]}`.
    static func observations(_ screens: [ScreenObservationChecks], into out: inout JSONOut) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        out.bytes.append(UInt8(ascii: "["))
        for (index, screen) in screens.enumerated() {
            out.bytes.append(contentsOf: (index == 0 ? "\n    " : ",\n    ").utf8)
            // Plain values (strings, numbers, booleans): encoding cannot fail.
            out.bytes.append(contentsOf: (try? encoder.encode(screen)) ?? Data("null".utf8))
        }
        out.bytes.append(contentsOf: (screens.isEmpty ? "]" : "\n  ]").utf8)
    }
}

extension JSONReportDecoding {
    /// The report's `observations`, if it has them.
    static func observations(_ root: JSONReader) throws -> [ScreenObservationChecks] {
        guard let value = root.value["observations"], value != .null else { return [] }
        do {
            return try JSONDecoder().decode(
                [ScreenObservationChecks].self, from: Data(JSONWriter.string(value, style: .compact).utf8))
        } catch {
            throw ReportDecodingError(
                path: "$.observations", problem: "not the predicted vs observed section (\(error))")
        }
    }
}
