import ToolbarChecklist
import ToolbarModel

/// Where a finding points in the repository: the Swift source when the screen was scanned,
/// else its line in the committed registry export, else that file's first line.
public enum ReportLocator {
    /// The file and line of `finding`, or `nil` when the report knows no file at all.
    public static func location(of finding: Finding, in screen: ScreenReport, report: VerificationReport)
        -> SourceLocation?
    {
        let command = finding.commandKey.flatMap { screen.command($0) }
        if let source = command?.source ?? screen.source { return source }
        guard let file = report.registryFile else { return nil }
        return SourceLocation(file: file, line: command?.registryLine ?? screen.registryLine ?? 1)
    }
}
