import Foundation
import Testing
@testable import ToolbarReports

/// A large HTML report keeps each screen's pictures, tables and history as inert data the page's
/// script builds on open: the data is the very markup a small report shows, nothing in it can end
/// its block early, and every drawing it uses is defined.
@Suite struct HTMLDeferredTests {
    /// The fixture's screens repeated until the report is one screen past the open limit.
    static func large(firstScreen: ScreenReport? = nil) -> VerificationReport {
        var report = ReportFixtures.report()
        let base = report.screens
        var screens = firstScreen.map { [$0] } ?? []
        var copy = 0
        while screens.count <= HTMLRenderer.openSectionsUpTo {
            var screen = base[copy % base.count]
            if copy >= base.count { screen.screen += " \(copy)" }
            screens.append(screen)
            copy += 1
        }
        report.screens = screens
        return report
    }

    /// The inert blocks of a page's screens, in order.
    static func blocks(_ html: String) -> [String] {
        html.components(separatedBy: "<script type=\"text/html\">").dropFirst().map {
            $0.components(separatedBy: "</script>")[0]
        }
    }

    /// The inert block of drawing definitions.
    static func definitions(_ html: String) -> [Substring] {
        let block = html.components(separatedBy: "<script type=\"text/html\" id=\"drawing-data\">\n").dropFirst()
        return block.first?.components(separatedBy: "</script>")[0].split(separator: "\n") ?? []
    }

    @Test func aSmallReportIsPlainMarkupWithoutScript() {
        let html = HTMLRenderer.render(ReportFixtures.report())
        #expect(!html.contains("<script"))
        #expect(!html.contains("<noscript"))
        #expect(html.contains("<details class=\"more\" open>"))
    }

    @Test func aLargeReportKeepsEachScreensDetailsAsTheMarkupASmallOneShows() throws {
        let first = ReportFixtures.report().screens[1]
        var small = ReportFixtures.report()
        small.screens = [first]
        let open = HTMLRenderer.render(small)
        let details = try #require(open.range(of: "<details class=\"more\" open>"))
        let start = try #require(open.range(of: "</summary>\n", range: details.upperBound..<open.endIndex))
        let end = try #require(open.range(of: "</details>\n</section>"))
        let shown = String(open[start.upperBound..<end.lowerBound])
        let html = HTMLRenderer.render(Self.large(firstScreen: first))
        let blocks = Self.blocks(html)
        // One block per screen.
        #expect(blocks.count == HTMLRenderer.openSectionsUpTo + 1)
        // The first screen's block is what the small report shows, findings, pictures and the
        // checklist's nested `<details>` included, with the same drawings.
        #expect(open.contains(HTMLSections.findings(first) + "<details class=\"more\" open>"))
        #expect(blocks[0] == HTMLSections.findings(first) + shown)
        #expect(blocks[0].contains("<svg role=\"img\""))
        #expect(!html.contains("<details class=\"more\" open>"))
        // Headings and findings stay markup: a link from the summary lands on them.
        for index in 0...HTMLRenderer.openSectionsUpTo {
            #expect(html.contains("<section class=\"screen\" id=\"s\(index)\""))
            #expect(html.contains("<a href=\"#s\(index)\">"))
        }
        // What fails, at a glance, without opening the screen.
        let glance = try #require(html.components(separatedBy: "<ul class=\"glance\">").dropFirst().first)
        let failing = first.checklist.filter { !$0.findings.isEmpty }
        #expect(!failing.isEmpty)
        for row in failing {
            #expect(glance.contains("<code>\(row.itemID)</code> · \(row.severity.rawValue) · \(row.findings.count) finding"))
        }
    }

    @Test func everyDrawingADeferredPartUsesIsDefinedOnItsOwnLine() throws {
        let html = HTMLRenderer.render(Self.large())
        let blocks = Self.blocks(html)
        let definitions = Self.definitions(html)
        #expect(!definitions.isEmpty)
        var ids: Set<String> = []
        for line in definitions {
            #expect(line.hasPrefix("<symbol id=\"d") || line.hasPrefix("<g id=\"g"), "\(line.prefix(80))")
            #expect(line.hasSuffix("</symbol>") || line.hasSuffix("</g>"), "\(line.suffix(80))")
            ids.insert(String(line.split(separator: "\"")[1]))
        }
        // No live definitions: the page parses none of them until a screen is opened.
        #expect(html.contains("<defs id=\"drawings\">\n</defs>"))
        for block in blocks + definitions.map(String.init) {
            for use in block.components(separatedBy: "<use href=\"#").dropFirst() {
                let id = String(use.prefix { $0 != "\"" })
                #expect(ids.contains(id), "#\(id) is not defined")
            }
        }
    }

    @Test func theOnlyScriptIsInlineAndReadersWithoutItAreTold() {
        let html = HTMLRenderer.render(Self.large())
        let scripts = html.components(separatedBy: "<script").count - 1
        #expect(scripts == Self.blocks(html).count + 2)
        #expect(html.contains("<script>(() => {"))
        for banned in ["src=", "href=\"http", "@import", "url(", "fetch(", "XMLHttpRequest"] {
            #expect(!html.contains(banned), "\(banned)")
        }
        #expect(html.contains("<noscript><style>details.more{display:none}</style></noscript>"))
        #expect(html.contains("<noscript><p class=\"note-text\">This report of 26 screens"))
        #expect(html.contains("<button type=\"button\" id=\"show-all\" hidden>"))
    }

    @Test func nothingFromTheRegistryEndsADataBlockEarly() throws {
        var report = Self.large()
        report.screens[0].screen = "</script><script>alert(1)</script><!--"
        report.screens[0].commands[0].title = "</SCRIPT >"
        let html = HTMLRenderer.render(report)
        let block = try #require(Self.blocks(html).first)
        #expect(block.contains("&lt;/script&gt;&lt;script&gt;alert(1)"))
        #expect(Self.blocks(html).count == HTMLRenderer.openSectionsUpTo + 1)
        #expect(html.components(separatedBy: "<script>").count == 2)
    }

    @Test(arguments: [
        ("a</script>b", "a&lt;/script>b"), ("<!-- x -->", "&lt;!-- x -->"), ("</SCRIPT", "&lt;/SCRIPT"),
        ("</scrip", "</scrip"), ("<svg><text>é</text></svg>", "<svg><text>é</text></svg>"), ("<!", "<!"),
    ])
    func markupThatWouldEndABlockIsNeutralised(markup: String, written: String) {
        #expect(HTMLScript.neutralised(markup) == written)
    }

    @Test func aDefinitionStaysOnOneLineWhateverItsText() {
        #expect(SymbolTable.oneLine("<title>a\nb\r\nc</title>") == "<title>a&#10;b&#13;&#10;c</title>")
        #expect(SymbolTable.oneLine("é") == "é")
    }
}
