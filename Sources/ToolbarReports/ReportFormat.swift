import ToolbarModel

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

// MARK: - Renderer

/// Turns a report into one format's text. Pure and deterministic: same report, same bytes.
public protocol ReportRenderer {
    /// The format it writes.
    static var format: ReportFormat { get }
    /// The whole document.
    static func render(_ report: VerificationReport) -> String
    /// The whole document in pieces, in order (formats that can write a screen at a time do).
    static func render(_ report: VerificationReport, into sink: (String) -> Void)
}

extension ReportRenderer {
    /// By default the document is one piece.
    public static func render(_ report: VerificationReport, into sink: (String) -> Void) { sink(render(report)) }
}

// MARK: - Registry

/// Every report format, and the one place that maps each to its renderer.
public enum ReportFormat: String, RegistryEnum {
    /// What messages call it (`--format`'s values).
    public static let fieldName = "format"

    case html, md, json, sarif, junit, github, xcode, csv

    /// The renderer of this format.
    public var renderer: any ReportRenderer.Type {
        switch self {
        case .html: return HTMLRenderer.self
        case .md: return MarkdownRenderer.self
        case .json: return JSONRenderer.self
        case .sarif: return SARIFRenderer.self
        case .junit: return JUnitRenderer.self
        case .github: return GitHubRenderer.self
        case .xcode: return XcodeRenderer.self
        case .csv: return CSVRenderer.self
        }
    }

    /// Renders `report` in this format.
    public func render(_ report: VerificationReport) -> String { renderer.render(report) }

    /// Renders `report` in this format piece by piece (the same bytes as ``render(_:)``).
    public func render(_ report: VerificationReport, into sink: (String) -> Void) {
        renderer.render(report, into: sink)
    }

    /// The usual file name extension.
    public var fileExtension: String {
        switch self {
        case .html: return "html"
        case .md: return "md"
        case .json: return "json"
        case .sarif: return "sarif"
        case .junit: return "xml"
        case .github, .xcode: return "txt"
        case .csv: return "csv"
        }
    }

    /// One line for help and docs.
    public var summary: String {
        switch self {
        case .html: return "self-contained page with pictures of every bar"
        case .md: return "Markdown for a pull-request comment"
        case .json: return "the whole report model (docs/report.schema.json)"
        case .sarif: return "SARIF 2.1.0 for GitHub code scanning"
        case .junit: return "JUnit XML for GitLab, Jenkins and GitHub test reporters"
        case .github: return "GitHub Actions annotations (and $GITHUB_STEP_SUMMARY)"
        case .xcode: return "Xcode build-phase warnings and errors"
        case .csv: return "the command inventory for spreadsheets"
        }
    }

    /// Every identifier, in registry order, for usage errors.
    public static var identifiers: [String] { allCases.map(\.rawValue) }

    /// Parses an identifier (case-insensitively), or throws listing the known ones.
    public static func parse(_ text: String) throws(ReportFormatError) -> ReportFormat {
        guard let format = ReportFormat(rawValue: text.lowercased()) else {
            throw ReportFormatError.unknown(text, known: identifiers)
        }
        return format
    }
}

/// A format name the registry does not know.
public enum ReportFormatError: Error, Equatable, Sendable, CustomStringConvertible {
    case unknown(String, known: [String])

    /// The message the CLI prints after `Error: `.
    public var description: String {
        switch self {
        case .unknown(let name, let known):
            return "unknown report format \"\(name)\"; known formats: \(known.joined(separator: ", "))"
        }
    }
}
