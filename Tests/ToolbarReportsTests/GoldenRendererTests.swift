import Foundation
import Testing
import ToolbarReports

/// Every renderer against its golden file; JSON compared as data.
@Suite struct GoldenRendererTests {
    static let report = ReportFixtures.shared
    /// Tests/ToolbarReportsTests/Golden (rewritten with TOOLBAR_REGISTRY_REGENERATE_GOLDEN=1).
    static let golden = GoldenFile("Tests/ToolbarReportsTests/Golden")

    @Test(arguments: ReportFormat.allCases.filter { $0 != .json })
    func textMatchesGoldenFile(format: ReportFormat) throws {
        let actual = format.render(Self.report)
        let expected = try Self.golden.expected("report.\(format.rawValue)", actual: actual)
        #expect(actual == expected, "\(format.rawValue) differs from Golden/report.\(format.rawValue)")
    }

    @Test func jsonMatchesGoldenFileAsData() throws {
        let actual = JSONRenderer.render(Self.report)
        let expected = try Self.golden.expected("report.json", actual: actual)
        let left = try JSONSerialization.jsonObject(with: Data(actual.utf8)) as? NSDictionary
        let right = try JSONSerialization.jsonObject(with: Data(expected.utf8)) as? NSDictionary
        #expect(left != nil)
        #expect(left == right)
    }

    @Test(arguments: ReportFormat.allCases)
    func sameReportGivesSameBytes(format: ReportFormat) {
        #expect(format.render(ReportFixtures.report()) == format.render(ReportFixtures.report()))
    }

    @Test(arguments: ReportFormat.allCases)
    func piecesMakeTheSameDocument(format: ReportFormat) {
        var pieces: [String] = []
        format.render(Self.report) { pieces.append($0) }
        #expect(pieces.joined() == format.render(Self.report))
        if format == .html { #expect(pieces.count > Self.report.screens.count) }
    }

    @Test func jsonRoundTripsTheModel() throws {
        let decoded = try JSONRenderer.decode(Data(JSONRenderer.render(Self.report).utf8))
        #expect(decoded == Self.report)
    }
}

/// The format registry the CLI's `--format` uses.
@Suite struct ReportFormatTests {
    @Test func everyIdentifierParsesToItsRenderer() throws {
        #expect(ReportFormat.identifiers == ["html", "md", "json", "sarif", "junit", "github", "xcode", "csv"])
        for format in ReportFormat.allCases {
            #expect(try ReportFormat.parse(format.rawValue.uppercased()) == format)
            #expect(format.renderer.format == format)
        }
    }

    @Test func unknownFormatListsTheKnownOnes() {
        #expect(throws: ReportFormatError.unknown("pdf", known: ReportFormat.identifiers)) {
            try ReportFormat.parse("pdf")
        }
        let text = ReportFormatError.unknown("pdf", known: ReportFormat.identifiers).description
        #expect(text.contains("html, md, json, sarif, junit, github, xcode, csv"))
    }
}
