import Foundation
import Testing
import ToolbarChecklist
import ToolbarModel
import ToolbarSolver

@testable import ToolbarReports

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// The pictures of a known layout, followed through every `<use>` to absolute coordinates: what
/// a designer reads in them (titles, the destructive item red, the column to scale with its
/// overflow button and bottom-bar section) is what the layout says.
@Suite struct LayoutSVGTests {
    // MARK: - A mail screen on the foldable

    /// A pushed mail message: four top items (Delete destructive), two bottom-bar items and a
    /// deliberate overflow menu, so the column has a back button, both sections and a `…` button.
    static let mail = inventory(
        App(name: "Mail", linkedSDK: OSVersion(27, 1)),
        Screen(name: "Message", title: "Message", navigationKind: .pushed),
        [
            ("archive", "Archive", "archivebox", .primary, .topBarTrailing),
            ("flag", "Flag", "flag", .secondary, .topBarTrailing),
            ("move", "Move", "folder", .secondary, .topBarTrailing),
            ("delete", "Delete", "trash", .destructive, .topBarTrailing),
            ("reply", "Reply", "arrowshape.turn.up.left", .primary, .bottomBar),
            ("compose", "Compose", "square.and.pencil", .secondary, .bottomBar),
            ("print", "Print", "printer", .overflow, .overflowMenu)
        ])

    /// A screen of `app` with a command per entry (key, title, symbol, classification, placement)
    /// in that order; a `delete` command has the destructive role.
    static func inventory(
        _ app: App, _ screen: Screen, _ entries: [(String, String, String, Classification, Placement)]
    ) -> ScreenInventory {
        let commands = entries.enumerated().map { index, entry in
            Command(
                key: entry.0, title: entry.1, symbol: entry.2, classification: entry.3, placement: entry.4,
                order: index + 1, role: entry.0 == "delete" ? .destructive : .none)
        }
        return ScreenInventory(app: app, screen: screen, commands: commands)
    }

    static let landscape = Scenario(
        name: "foldable-outer-landscape", target: .foldable, width: 678, height: 466, verticalSizeClass: .compact,
        verticalBarEdge: .trailing)
    static let portrait = Scenario(name: "iphone-17-portrait", width: 402, height: 874)

    static func screen(_ scenarios: [Scenario]) -> ScreenReport {
        let inputs = scenarios.map { ScenarioInput(solving: mail, in: $0) }
        let result = Checklist.evaluate(Checklist.Input(inventory: mail, scenarios: inputs, now: .distantPast))
        return ReportBuilder.screen(inventory: mail, scenarios: inputs, result: result, now: .distantPast)
    }

    // MARK: - Tests

    @Test func theColumnIsDrawnToScaleWithItsBackAndOverflowButtonsAndBottomSection() throws {
        let screen = Self.screen([Self.landscape])
        let picture = try #require(screen.scenarios.first)
        let layout = picture.layout
        let drawn = Flattened(picture, screen: screen)
        // The column: 84 pt wide, the window's full 466 pt tall, against the trailing edge.
        // (The titled screen also keeps a horizontal bar beside the column.)
        let column = try #require(drawn.elements.first { $0.name == "rect" && $0.classes == ["bar"] && $0.width == 84 })
        #expect(column.width == 84)
        #expect(column.height == 466)
        #expect(column.x == 678 - 84)
        // Every column item where the layout puts it, at its own length: 1 pt = 1 px.
        let items = layout.items.filter { $0.bar == .verticalColumn }
        #expect(items.count == 6)
        for item in items {
            let title = try #require(screen.command(item.key)?.title)
            let pill = try #require(drawn.pill(titled: title), "no pill for \(title)")
            #expect(pill.y == column.y + (item.y ?? -1), "\(title)")
            #expect(pill.height == item.height, "\(title)")
            #expect(pill.x > column.x && pill.x + pill.width < column.x + 84, "\(title)")
        }
        // The back button above the first item, the overflow button where the layout puts it.
        let space = try #require(layout.space.first { $0.bar == .verticalColumn })
        #expect(space.hasBackButton && space.hasOverflowButton)
        let back = try #require(drawn.button("Back"))
        let more = try #require(drawn.button("More (overflow menu)"))
        let top = try #require(items.compactMap(\.y).min())
        #expect(back.y + back.height <= column.y + top)
        #expect(more.y == column.y + (space.overflowButtonY ?? -1))
        #expect(more.y + more.height <= column.y + column.height)
        // After the top-bar items, before the bottom-bar section (which sits at the column's end).
        let replyItem = try #require(items.first { $0.key == "reply" })
        #expect(more.y + more.height <= column.y + (replyItem.y ?? 0))
        // The bottom-bar section is marked off above Reply and holds Reply and Compose.
        let reply = try #require(drawn.pill(titled: "Reply"))
        let label = try #require(drawn.elements.first { $0.name == "text" && $0.text == "bottom bar" })
        #expect(label.y < reply.y)
        for title in ["Archive", "Flag", "Move", "Delete"] {
            #expect(try #require(drawn.pill(titled: title)).y < label.y, "\(title) above the bottom bar")
        }
        #expect(try #require(drawn.pill(titled: "Compose")).y > reply.y)
    }

    @Test func titlesAreDrawnAndTheDestructiveItemIsRed() throws {
        let screen = Self.screen([Self.portrait, Self.landscape])
        let portrait = try #require(screen.scenarios.first)
        let drawn = Flattened(portrait, screen: screen)
        // The navigation bar is as wide as the window, and the title sits in it when shown.
        let bar = try #require(drawn.elements.first { $0.name == "rect" && $0.classes == ["bar"] })
        #expect(bar.width == 402)
        if portrait.layout.title.state == .shown {
            let title = try #require(drawn.elements.first { $0.classes.contains("navtitle") })
            #expect(title.text == "Message")
            #expect(title.y > bar.y && title.y < bar.y + bar.height)
        }
        // Items show their titles, not SF Symbol names; the symbol is in the tooltip.
        for item in portrait.layout.items {
            let command = try #require(screen.command(item.key))
            let pill = try #require(drawn.pill(titled: command.title), "\(command.title) is not drawn")
            #expect(pill.tooltip?.contains(command.symbol ?? "?") == true)
            #expect(pill.x == item.x)
            #expect(pill.width == item.width)
        }
        #expect(!drawn.elements.contains { $0.name == "text" && $0.text.contains("archivebox") })
        // Delete is red wherever it is drawn: its pill in the bar or its row in the open menu.
        let folded = Flattened(try #require(screen.scenarios.last), screen: screen)
        for picture in [drawn, folded] {
            let delete = try #require(picture.elements.first { $0.name == "text" && $0.text == "Delete" })
            #expect(delete.classes.contains("red"))
            for other in picture.elements where other.name == "text" && ["Archive", "Reply"].contains(other.text) {
                #expect(!other.classes.contains("red"))
            }
        }
        let pill = try #require(folded.pill(titled: "Delete"))
        #expect(pill.classes == ["item", "destructive"])
    }

    @Test func theHTMLShowsEveryPictureAtItsSizeInAFocusableFrame() throws {
        let screen = Self.screen([Self.portrait, Self.landscape])
        let html = HTMLRenderer.render(VerificationReport(generatedAt: .distantPast, screens: [screen]))
        var symbols = SymbolTable()
        let labels = LayoutSVG.Labels(screen)
        for picture in screen.scenarios {
            let drawing = LayoutSVG.layout(picture, labels: labels, parts: &symbols)
            let width = ReportText.points(drawing.width)
            let height = ReportText.points(drawing.height)
            #expect(html.contains("viewBox=\"0 0 \(width) \(height)\" width=\"\(width)\" height=\"\(height)\""))
        }
        let frames = html.components(separatedBy: "<div class=\"frame\" tabindex=\"0\" role=\"group\" aria-label=\"")
        #expect(frames.count - 1 >= screen.scenarios.count)
        let tables = html.components(separatedBy: "<div class=\"scroll\" tabindex=\"0\" role=\"region\" aria-label=\"")
        #expect(tables.count - 1 == html.components(separatedBy: "<table>").count - 1)
    }

    @Test func aRightToLeftBarIsDrawnMirrored() throws {
        var arabic = Self.portrait
        arabic.name = "iphone-17-portrait-rtl"
        arabic.rightToLeft = true
        let screen = Self.screen([Self.portrait, arabic])
        let leftToRight = try #require(screen.scenarios.first)
        // As the solver gives it: positions mirrored, and the layout says so.
        let rightToLeft = try #require(screen.scenarios.last)
        #expect(rightToLeft.layout.rightToLeft == true)
        let width = 402.0
        // As stored before the solver mirrored right-to-left layouts: left-to-right positions,
        // nothing said. The same picture.
        var stored = rightToLeft
        stored.layout.items = leftToRight.layout.items
        stored.layout.rightToLeft = nil
        let ltr = Flattened(leftToRight, screen: screen)
        for picture in [rightToLeft, stored] {
            let rtl = Flattened(picture, screen: screen)
            for item in leftToRight.layout.items {
                let title = try #require(screen.command(item.key)?.title)
                let left = try #require(ltr.pill(titled: title))
                let right = try #require(rtl.pill(titled: title), "\(title) is not drawn right to left")
                #expect(right.x == width - left.x - left.width, "\(title) mirrored")
                #expect(right.width == left.width)
            }
            // The back button on the right, pointing right; the title mirrored about the middle.
            let back = try #require(rtl.button("Back"))
            let leftBack = try #require(ltr.button("Back"))
            #expect(back.x == width - leftBack.x - leftBack.width)
            #expect(back.x > width / 2)
            #expect(rtl.elements.contains { $0.classes == ["glyph"] && $0.text == "›" })
            #expect(!rtl.elements.contains { $0.classes == ["glyph"] && $0.text == "‹" })
            if let title = ltr.elements.first(where: { $0.classes.contains("navtitle") }) {
                let mirrored = try #require(rtl.elements.first { $0.classes.contains("navtitle") })
                #expect(mirrored.x == width - title.x)
            }
        }
    }

    /// A pushed editor whose long title shares a narrow bar with two leading and four trailing
    /// items: the solver leaves the title less room than its text needs.
    static let crowded = inventory(
        App(name: "Photos", linkedSDK: OSVersion(27, 1)),
        Screen(name: "Editor", title: "Adjustments and Filters for Summer", navigationKind: .pushed),
        [
            ("cancel", "Cancel", "xmark", .secondary, .topBarLeading),
            ("revert", "Revert", "arrow.uturn.backward", .secondary, .topBarLeading),
            ("undo", "Undo", "arrow.uturn.backward", .secondary, .topBarTrailing),
            ("redo", "Redo", "arrow.uturn.forward", .secondary, .topBarTrailing),
            ("share", "Share", "square.and.arrow.up", .secondary, .topBarTrailing),
            ("done", "Done", "checkmark", .primary, .topBarTrailing)
        ])

    @Test func theTitleOfACrowdedBarIsDrawnInTheRoomLeftAndNeverOverAPill() throws {
        var drawnTitles = 0
        var truncated = 0
        for width in stride(from: 320.0, through: 1000, by: 4) {
            let scenario = Scenario(name: "w\(Int(width))", width: width, height: 874)
            let input = ScenarioInput(solving: Self.crowded, in: scenario)
            let result = Checklist.evaluate(
                Checklist.Input(inventory: Self.crowded, scenarios: [input], now: .distantPast))
            let screen = ReportBuilder.screen(
                inventory: Self.crowded, scenarios: [input], result: result, now: .distantPast)
            let picture = try #require(screen.scenarios.first)
            let fate = picture.layout.title
            let drawn = Flattened(picture, screen: screen)
            let bar = try #require(drawn.elements.first { $0.name == "rect" && $0.classes == ["bar"] })
            let titles = drawn.elements.filter { $0.classes.contains("navtitle") }
            guard fate.state == .shown || fate.state == .truncated, let title = titles.first else {
                #expect(titles.isEmpty || fate.state == .shown || fate.state == .truncated)
                continue
            }
            drawnTitles += 1
            let words = "Adjustments and Filters for Summer"
            #expect(title.text == words || (title.text.hasSuffix("…") && words.hasPrefix(title.text.dropLast())))
            if fate.state == .truncated {
                truncated += 1
                #expect(title.text.hasSuffix("…"), "at \(width) pt")
                #expect(SVGText.width(title.text, size: LayoutSVG.titleSize) <= fate.width, "at \(width) pt")
            }
            // Its text, as wide as the drawing reckons it, inside the bar and clear of every pill
            // and button in it.
            let half = SVGText.width(title.text, size: LayoutSVG.titleSize) / 2
            #expect(title.x - half >= bar.x && title.x + half <= bar.x + bar.width, "at \(width) pt")
            let inBar = drawn.elements.filter {
                $0.name == "rect" && ($0.classes.first == "item" || $0.classes == ["system"]) && $0.y >= bar.y
                    && $0.y < bar.y + bar.height
            }
            for box in inBar {
                #expect(
                    title.x + half <= box.x || title.x - half >= box.x + box.width,
                    "at \(width) pt over \(box.tooltip ?? "?")")
            }
        }
        #expect(drawnTitles > 0 && truncated > 0)
    }

    @Test func rulerLabelsNeverOverlapNorSitOnAnotherLine() {
        // Ten breakpoints 4 pt apart, two of them at the same width.
        let texts = (0..<10).map { (x: 100 + Double($0) * 4, text: "Command \($0) \(400 + $0 * 4)") }
        let labels = RulerSVG.layOut(texts, right: 700)
        for (index, label) in labels.enumerated() {
            for other in labels[..<index] {
                #expect(!(label.row == other.row && label.start < other.end && other.start < label.end))
                if other.row < label.row { #expect(!(other.x >= label.start && other.x <= label.end)) }
                if other.row > label.row { #expect(!(label.x >= other.start && label.x <= other.end)) }
            }
        }
        // A long label near the end is drawn leftwards over an earlier line: it takes the first
        // row free of other labels instead of searching forever for one free of lines too.
        let crossing = RulerSVG.layOut([(600, "a"), (690, "A long name at the end 690")], right: 700)
        #expect(crossing.map(\.row) == [0, 1])
        #expect(crossing.last?.endAnchored == true)
        let sweep = Sweep(
            scenario: "s", screen: "Message", from: 320, to: 1000, initial: [],
            breakpoints: [
                Breakpoint(key: "flag", width: 488, below: .overflowMenu, atOrAbove: .trailing),
                Breakpoint(key: "move", width: 488, below: .overflowMenu, atOrAbove: .trailing)
            ])
        let drawing = RulerSVG.ruler(sweep, current: 402, labels: LayoutSVG.Labels(Self.screen([Self.portrait])))
        #expect(drawing.body.contains(">Flag, Move 488</text>"))
        #expect(drawing.body.components(separatedBy: "class=\"break\"").count - 1 == 1)
    }
}

/// A drawing followed through its `<use>` references: every rect, text and line with absolute
/// coordinates, its classes, its text and the tooltip of the part it belongs to.
struct Flattened {
    struct Element {
        var name: String
        var classes: [String]
        var x: Double
        var y: Double
        var width: Double
        var height: Double
        var text = ""
        var tooltip: String?
    }

    var elements: [Element] = []

    init(_ picture: ScenarioPicture, screen: ScreenReport) {
        var symbols = SymbolTable()
        let drawing = LayoutSVG.layout(picture, labels: LayoutSVG.Labels(screen), parts: &symbols)
        walk(drawing.body, x: 0, y: 0, parts: symbols.partsByReference)
    }

    /// The pill (item rect) whose text is `title`.
    func pill(titled title: String) -> Element? {
        guard let label = elements.first(where: { $0.name == "text" && $0.text == title }) else { return nil }
        return elements.first {
            $0.name == "rect" && $0.classes.first == "item" && $0.tooltip == label.tooltip
                && label.x >= $0.x && label.x <= $0.x + $0.width && label.y >= $0.y && label.y <= $0.y + $0.height
        }
    }

    /// The system button whose tooltip is `title`.
    func button(_ title: String) -> Element? {
        elements.first { $0.name == "rect" && $0.classes == ["system"] && $0.tooltip == title }
    }

    private mutating func walk(_ markup: String, x: Double, y: Double, parts: [String: String]) {
        let parser = XMLParser(data: Data("<g>\(markup)</g>".utf8))
        let collector = Collector()
        parser.delegate = collector
        _ = parser.parse()
        let tooltip = collector.tooltip
        for var element in collector.elements {
            if element.name == "use", let reference = element.reference, let part = parts[reference] {
                walk(part, x: x + element.x, y: y + element.y, parts: parts)
                continue
            }
            element.x += x
            element.y += y
            element.tooltip = tooltip
            elements.append(element)
        }
    }

    /// Reads one level of markup: its elements and its own `<title>`.
    final class Collector: NSObject, XMLParserDelegate {
        var elements: [Element] = []
        var references: [Int: String] = [:]
        var tooltip: String?
        private var depth = 0
        private var inTitle = false
        private var text: String?

        func parser(
            _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            depth += 1
            if name == "title", depth == 2 {
                inTitle = true
                tooltip = ""
            }
            guard ["rect", "text", "line", "use"].contains(name) else { return }
            func number(_ key: String) -> Double { attributes[key].flatMap(Double.init) ?? 0 }
            var element = Element(
                name: name, classes: (attributes["class"] ?? "").split(separator: " ").map(String.init),
                x: number(name == "line" ? "x1" : "x"), y: number(name == "line" ? "y1" : "y"),
                width: number("width"), height: number("height"))
            if name == "use" { element.text = attributes["href"] ?? "" }
            if name == "text" { text = "" }
            elements.append(element)
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            if inTitle { tooltip? += string } else if text != nil { text? += string }
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            depth -= 1
            if name == "title" { inTitle = false }
            if name == "text", let text, let last = elements.indices.last {
                elements[last].text = text
                self.text = nil
            }
        }
    }
}

extension Flattened.Element {
    /// The `#gN` a `<use>` points at.
    var reference: String? { name == "use" ? text : nil }
}
