import ToolbarChecklist

/// `path:line:column: warning|error: message [item-id]` lines for screens scanned from source,
/// so an Xcode build phase shows findings on the Swift code (as SwiftLint does). Screens with no
/// source location are skipped; infos are printed as warnings' quieter cousin `note`. Messages are
/// one line and bidi-isolated (``BidiText``).
public enum XcodeRenderer: ReportRenderer {
    /// The format this renderer writes.
    public static let format = ReportFormat.xcode

    /// The whole document in this format.
    public static func render(_ report: VerificationReport) -> String {
        var out = ""
        for screen in report.screens {
            guard let source = screen.source else { continue }
            for finding in screen.openFindings {
                let place = finding.commandKey.flatMap { screen.command($0)?.source } ?? source
                let level: String
                switch finding.severity {
                case .error: level = "error"
                case .warning: level = "warning"
                case .info: level = "note"
                }
                let context = ReportText.findingContext(finding)
                let message = oneLine(
                    BidiText.isolated(finding.message) + (context.isEmpty ? "" : " (\(BidiText.isolated(context)))"))
                out += "\(place.file):\(place.line):\(place.column ?? 1): \(level): \(message) [\(finding.itemID)]\n"
            }
        }
        return out
    }

    /// Line breaks would split one diagnostic into two.
    static func oneLine(_ text: String) -> String {
        String(text.map { $0 == "\n" || $0 == "\r" ? " " : $0 })
    }
}
