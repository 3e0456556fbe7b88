import Foundation
import Testing

@testable import ToolbarReports

/// A large HTML report keeps each screen's pictures, tables and history as inert data the page's
/// script builds on open: the data is the very markup a small report shows, nothing in it can end
/// its block early, and every drawing it uses is defined.
@Suite struct HTMLDeferredTests {
    /// The fixture's screens repeated until the report is one screen past the open limit.
    static func large(firstScreen: ScreenReport? = nil) -> VerificationReport {
        var report = ReportFixtures.shared
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

    /// The page of ``large(firstScreen:)``, rendered once for the tests that only read it.
    static let largeHTML = HTMLRenderer.render(large())

    /// A page's inert blocks in order, unpacked: the screens' and the drawing definitions'.
    static func inert(_ html: String) -> (screens: [String], definitions: [String]) {
        var screens: [String] = []
        var definitions: [String] = []
        for piece in html.components(separatedBy: "<script type=\"").dropFirst() {
            let type = String(piece.prefix { $0 != "\"" })
            let opening = piece.prefix { $0 != ">" }
            let content = String(piece.dropFirst(opening.count + 1).components(separatedBy: "</script>")[0])
            #expect(type == "text/html" || type == HTMLScript.packedType, "\(type)")
            let markup = type == HTMLScript.packedType ? HTMLPacking.unpack(content) : content
            if opening.contains("class=\"drawing-data\"") { definitions.append(markup) } else { screens.append(markup) }
        }
        return (screens, definitions)
    }

    /// The inert blocks of a page's screens, in order.
    static func blocks(_ html: String) -> [String] { inert(html).screens }

    /// The lines of drawing definitions.
    static func definitions(_ html: String) -> [Substring] {
        inert(html).definitions.joined().split(separator: "\n")
    }

    @Test func aSmallReportIsPlainMarkupWithoutScript() {
        let html = HTMLRenderer.render(ReportFixtures.shared)
        #expect(!html.contains("<script"))
        #expect(!html.contains("<noscript"))
        #expect(html.contains("<details class=\"more\" open>"))
    }

    @Test func aLargeReportKeepsEachScreensDetailsAsTheMarkupASmallOneShows() throws {
        let first = ReportFixtures.shared.screens[1]
        var small = ReportFixtures.shared
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
        // Headings stay markup (a link from the summary lands on them); full findings are in the block.
        for index in 0...HTMLRenderer.openSectionsUpTo {
            #expect(html.contains("<section class=\"screen\" id=\"s\(index)\""))
            #expect(html.contains("<a href=\"#s\(index)\">"))
        }
        // What fails, at a glance, without opening the screen.
        let glance = try #require(html.components(separatedBy: "<ul class=\"glance\">").dropFirst().first)
        let failing = first.checklist.filter { !$0.findings.isEmpty }
        #expect(!failing.isEmpty)
        // The gist of each item's findings is markup too: read without scripts, found by the
        // browser's search before the screen is opened.
        let outside = html.replacingOccurrences(
            of: "(?s)<script[^>]*>.*?</script>", with: "", options: .regularExpression)
        for row in failing {
            #expect(
                glance.contains("<code>\(row.itemID)</code> · \(row.severity.rawValue) · \(row.findings.count) finding")
            )
            let gist = ReportText.shortened(try #require(row.findings.first).message, to: HTMLSections.exampleLength)
            #expect(outside.contains("<li>\(XMLText.text(gist))"), "\(gist)")
        }
    }

    @Test func aFindingAtAGlanceIsCutAtAWordAndRepeatsAreCounted() {
        #expect(ReportText.shortened("Short enough", to: 20) == "Short enough")
        #expect(
            ReportText.shortened("Undo leaves the bar for lack of room, in portrait", to: 38)
                == "Undo leaves the bar for lack of room…")
        #expect(
            ReportText.shortened(String(repeating: "x", count: 30), to: 10) == String(repeating: "x", count: 9) + "…")
        var screen = ReportFixtures.shared.screens[1]
        let index = screen.checklist.firstIndex { !$0.findings.isEmpty }!
        let first = screen.checklist[index].findings[0]
        screen.checklist[index].findings = Array(repeating: first, count: 5)
        let glance = HTMLSections.findingsAtAGlance(screen)
        #expect(
            glance.contains(
                "<li>\(XMLText.text(ReportText.shortened(first.message, to: HTMLSections.exampleLength))) <small>×5</small></li>"
            ))
        #expect(!glance.contains("more</small>"))
    }

    @Test func everyDrawingADeferredPartUsesIsDefinedOnItsOwnLine() throws {
        let html = Self.largeHTML
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
        let html = Self.largeHTML
        let scripts = html.components(separatedBy: "<script").count - 1
        let inert = Self.inert(html)
        #expect(scripts == inert.screens.count + html.components(separatedBy: "class=\"drawing-data\"").count)
        #expect(html.contains("<script>(() => {"))
        for banned in ["src=", "href=\"http", "@import", "url(", "fetch(", "XMLHttpRequest"] {
            #expect(!html.contains(banned), "\(banned)")
        }
        #expect(html.contains("<noscript><style>details.more{display:none}</style></noscript>"))
        #expect(html.contains("<noscript><p class=\"note-text\">This report of 26 screens"))
        #expect(html.contains("<button type=\"button\" id=\"show-all\" hidden>"))
        // Printing prints what the page holds (building 1,000 screens first never finished) and
        // says so on paper only.
        #expect(!html.contains("beforeprint"))
        #expect(html.contains("<style>@media screen{.print-only{display:none}}</style>"))
        #expect(html.contains("<p class=\"note-text print-only\">Printed: the summary and each screen's failing items"))
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
        ("</scrip", "</scrip"), ("<svg><text>é</text></svg>", "<svg><text>é</text></svg>"), ("<!", "<!")
    ])
    func markupThatWouldEndABlockIsNeutralised(markup: String, written: String) {
        #expect(HTMLScript.neutralised(markup) == written)
    }

    @Test func packedBlocksAreSmallerAndUnpackToTheMarkup() throws {
        let html = Self.largeHTML
        let packed = html.components(separatedBy: "<script type=\"\(HTMLScript.packedType)\">").count - 1
        #expect(packed == HTMLRenderer.openSectionsUpTo + 1)
        var sizes = (markup: 0, packed: 0)
        for markup in Self.blocks(html) + Self.inert(html).definitions {
            let written = try #require(HTMLPacking.pack(markup))
            #expect(HTMLPacking.unpack(written) == markup)
            #expect(written.utf8.count < markup.utf8.count)
            sizes.markup += markup.utf8.count
            sizes.packed += written.utf8.count
            // Nothing a parser would change or stop at.
            #expect(!written.contains("</script") && !written.contains("<!--") && !written.utf8.contains(13))
        }
        #expect(sizes.packed * 2 < sizes.markup)
    }

    @Test(arguments: [
        "", "abc", "ééééééééééééééééé ééééééééé", String(repeating: "<tr><td>x</td></tr>", count: 200),
        "日本語のテキスト、日本語のテキスト、日本語のテキスト", "🙂🙂🙂🙂🙂🙂🙂🙂🙂🙂🙂🙂a🙂🙂🙂🙂🙂🙂🙂🙂🙂🙂🙂🙂"
    ])
    func packingRoundTripsAndKeepsCharactersWhole(markup: String) throws {
        let packed = try #require(HTMLPacking.pack(markup))
        #expect(HTMLPacking.unpack(packed) == markup)
        // Literal bytes are whole characters: the packed text is valid UTF-8 as written.
        #expect(Array(packed.utf8) == Array(String(decoding: Array(packed.utf8), as: UTF8.self).utf8))
        #expect(!packed.unicodeScalars.contains("\u{FFFD}"))
    }

    @Test func markupWithACarriageReturnIsKeptUnpacked() {
        #expect(HTMLPacking.pack("a\rb") == nil)
        #expect(HTMLScript.inert("a\rb").hasPrefix("<script type=\"text/html\">a\rb"))
    }

    @Test func aDefinitionStaysOnOneLineWhateverItsText() {
        #expect(SymbolTable.oneLine("<title>a\nb\r\nc</title>") == "<title>a&#10;b&#13;&#10;c</title>")
        #expect(SymbolTable.oneLine("é") == "é")
    }
}
