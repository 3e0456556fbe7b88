import Foundation
import Testing
import ToolbarReports

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// JUnit and the HTML's SVG parse as XML; the HTML reaches nothing outside itself.
@Suite struct XMLWellFormedTests {
    static let report = ReportFixtures.shared

    /// Counts elements by name while parsing.
    final class Collector: NSObject, XMLParserDelegate {
        var names: [String: Int] = [:]
        var attributes: [[String: String]] = []
        func parser(
            _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
            qualifiedName: String?, attributes: [String: String] = [:]
        ) {
            names[elementName, default: 0] += 1
            if elementName == "testcase" { self.attributes.append(attributes) }
        }
    }

    static func parse(_ text: String) -> (Bool, Collector, String) {
        let parser = XMLParser(data: Data(text.utf8))
        let collector = Collector()
        parser.delegate = collector
        let ok = parser.parse()
        return (ok, collector, parser.parserError.map { "\($0)" } ?? "")
    }

    @Test func junitParsesWithUniqueCaseNames() {
        let (ok, collector, error) = Self.parse(JUnitRenderer.render(Self.report))
        #expect(ok, "\(error)")
        #expect(collector.names["testsuite"] == 2)
        let keys = collector.attributes.map { ($0["classname"] ?? "") + "|" + ($0["name"] ?? "") }
        #expect(Set(keys).count == keys.count)
        #expect((collector.names["failure"] ?? 0) > 0)
        #expect((collector.names["skipped"] ?? 0) > 0)
    }

    @Test func everySVGInTheHTMLParses() {
        let html = HTMLRenderer.render(Self.report)
        var svgs: [String] = []
        var rest = html[...]
        while let start = rest.range(of: "<svg"), let end = rest[start.upperBound...].range(of: "</svg>") {
            svgs.append(String(rest[start.lowerBound..<end.upperBound]))
            rest = rest[end.upperBound...]
        }
        #expect(svgs.count > 4)
        for svg in svgs {
            let wrapped = svg.replacingOccurrences(
                of: "<svg", with: "<svg xmlns=\"http://www.w3.org/2000/svg\"",
                options: .anchored)
            let (ok, _, error) = Self.parse(wrapped)
            #expect(ok, "\(error): \(svg.prefix(200))")
        }
    }

    @Test func htmlDefinesEachDrawingOnceAndReusesIt() {
        let html = HTMLRenderer.render(Self.report)
        let symbols = html.components(separatedBy: "<symbol id=").count - 1
        let uses = html.components(separatedBy: "<use href=\"#d").count - 1
        #expect(symbols > 0 && uses >= symbols)
        var twice = Self.report
        twice.screens += twice.screens.map {
            var copy = $0
            copy.screen += " Copy"
            return copy
        }
        let doubled = HTMLRenderer.render(twice)
        #expect(doubled.components(separatedBy: "<symbol id=").count - 1 == symbols)
    }

    @Test func htmlIsSelfContainedAndAccessible() {
        let html = HTMLRenderer.render(Self.report)
        for banned in ["src=\"http", "href=\"http", "src='http", "href='http", "@import", "<script", "url(http"] {
            #expect(!html.contains(banned), "\(banned)")
        }
        for landmark in [
            "<header>", "<nav aria-label=", "<main id=\"main\">", "<footer>", "<h1>", "lang=\"en\"",
            "name=\"viewport\""
        ] {
            #expect(html.contains(landmark), "\(landmark)")
        }
        let images = html.components(separatedBy: "<svg role=\"img\"").dropFirst()
        #expect(!images.isEmpty)
        for image in images {
            let head = image.prefix { $0 != ">" }
            let opening = image.dropFirst(head.count + 1)
            #expect(head.contains("aria-label=") || opening.hasPrefix("<title>"), "\(image.prefix(120))")
        }
    }
}
