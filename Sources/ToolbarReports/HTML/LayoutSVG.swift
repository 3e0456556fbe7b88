import ToolbarSolver

/// SVG drawings of one scenario's toolbar: each horizontal bar with its items, the foldable's
/// vertical column, the overflow menu drawn open, and a width ruler with the sweep's
/// breakpoints. Output is the inside of a `<symbol>`, so identical drawings can be defined once;
/// bars, item boxes, buttons and menus are themselves parts drawn once and placed with `<use>`.
/// Coordinates are in points, rounded to one decimal.
enum LayoutSVG {
    /// A drawing's inner markup and size.
    struct Drawing: Hashable {
        var body: String
        var width: Double
        var height: Double
    }

    /// What an item box shows and how it is coloured, by command key.
    struct Labels {
        var text: [String: String] = [:]
        var kind: [String: String] = [:]
        var names: [String: String] = [:]

        init(_ screen: ScreenReport) {
            for command in screen.commands {
                names[command.key] = command.label
                let showsSymbol = command.content == "symbol" || command.content == "symbolAndText"
                text[command.key] = showsSymbol ? command.symbol ?? command.label : command.label
                kind[command.key] = command.classification ?? "none"
            }
        }

        /// What the item's box shows: the SF Symbol name for symbol items, else the title.
        func title(_ key: String) -> String { text[key] ?? key }

        /// The command's title (else symbol, else key), for sentences and alt text.
        func name(_ key: String) -> String { names[key] ?? key }
    }

    static let barHeight = 44.0
    static let caption = 16.0
    static let menuWidth = 210.0
    static let rowHeight = 22.0
    static let columnWidth = 64.0

    // MARK: - Layout

    /// The bars, column and open overflow menu of `picture`.
    static func layout(_ picture: ScenarioPicture, labels: Labels, parts: inout SymbolTable) -> Drawing {
        let layout = picture.layout
        let width = layout.windowWidth ?? picture.width
        let height = layout.windowHeight ?? picture.height
        var out = ""
        var y = 0.0
        for bar in layout.bars where bar != .verticalColumn {
            let space = layout.space.first { $0.bar == bar }
            var name = barName(bar)
            if bar == .navigationBar || bar == .horizontalBar { name += " — title \(layout.title.state.rawValue)" }
            out += place(parts.part(text(name, x: 0, y: 12, size: 11, weight: true)), x: 0, y: y)
            y += caption
            // Each bar is a part of its own: the same bar in several scenarios is drawn once.
            var row = "<rect class=\"bar\" width=\"\(n(width))\" height=\"\(n(barHeight))\" rx=\"10\"/>"
                + "<g transform=\"translate(0 6)\">"
            if space?.hasBackButton == true { row += button("‹", x: 4, y: 0, width: 30, parts: &parts) }
            let items = layout.items.filter { $0.bar == bar }
            for item in items {
                row += box(labels, key: item.key, x: item.x ?? 0, y: 0, width: item.width ?? 44,
                           height: barHeight - 12, parts: &parts)
            }
            if space?.hasOverflowButton == true {
                let pinned = items.filter { $0.region == .pinnedTrailing }.compactMap(\.x).min()
                row += button("…", x: (pinned ?? width) - 36, y: 0, width: 32, parts: &parts)
            }
            out += "<use href=\"\(parts.part(row + "</g>"))\" y=\"\(n(y))\"/>"
            y += barHeight + 10
        }
        if layout.bars.contains(.verticalColumn) {
            let scale = min(1, 420 / max(height, 1))
            let x = picture.verticalBarEdge == "leading" ? 0 : max(0, width - columnWidth)
            let label = text("Vertical column (\(picture.verticalBarEdge) edge)", x: 0, y: 12, size: 11, weight: true)
            out += place(parts.part(label), x: 0, y: y)
            y += caption
            out += "<rect class=\"bar\" x=\"\(n(x))\" y=\"\(n(y))\" width=\"\(n(columnWidth))\" "
                + "height=\"\(n(height * scale))\" rx=\"14\"/>"
            for item in layout.items where item.bar == .verticalColumn {
                let top = y + (item.y ?? 0) * scale
                out += box(labels, key: item.key, x: x + 6, y: top, width: columnWidth - 12,
                           height: max(14, (item.height ?? 44) * scale - 4), parts: &parts)
            }
            y += height * scale + 10
        }
        var total = max(y, 30)
        if layout.bars.isEmpty {
            out += text("No bar in this scenario", x: 0, y: 14, size: 11, weight: false)
        }
        if !layout.overflow.isEmpty {
            // The open menu is a part too: identical menus across scenarios are drawn once.
            let rows = Double(layout.overflow.count)
            var menu = text("Overflow menu (open)", x: 0, y: 12, size: 11, weight: true)
            menu += "<rect class=\"menu\" y=\"\(n(caption))\" width=\"\(n(menuWidth))\" "
                + "height=\"\(n(rows * rowHeight + 8))\" rx=\"10\"/>"
            for (index, entry) in layout.overflow.enumerated() {
                let rowTop = caption + 4 + Double(index) * rowHeight
                if entry.isDivider {
                    menu += "<line class=\"divider\" x1=\"8\" y1=\"\(n(rowTop + rowHeight / 2))\" "
                        + "x2=\"\(n(menuWidth - 8))\" y2=\"\(n(rowTop + rowHeight / 2))\"/>"
                    continue
                }
                let title = entry.isBlank
                    ? "(blank: custom view)" : entry.title.isEmpty ? labels.title(entry.key) : entry.title
                let row = text(fit(title, 24), x: 10, y: 15, size: 11, weight: false)
                    + "<text class=\"note\" x=\"\(n(menuWidth - 8))\" y=\"15\" font-size=\"9\" "
                    + "text-anchor=\"end\">\(XMLText.escape(entry.reason.rawValue))</text>"
                menu += "<use href=\"\(parts.part(row))\" y=\"\(n(rowTop))\"/>"
            }
            out += "<use href=\"\(parts.part(menu))\" x=\"\(n(width + 16))\"/>"
            total = max(total, caption + rows * rowHeight + 12)
        }
        let drawingWidth = width + (layout.overflow.isEmpty ? 0 : 16 + menuWidth)
        return Drawing(body: out, width: drawingWidth.rounded(.up), height: total.rounded(.up))
    }

    // MARK: - Ruler

    /// The sweep's width range as a ruler, with each breakpoint and the scenario's own width.
    static func ruler(_ sweep: Sweep, current: Double, labels: Labels) -> Drawing {
        let length = 640.0
        let left = 20.0
        let span = max(sweep.to - sweep.from, 1)
        func position(_ width: Double) -> Double { left + (width - sweep.from) / span * length }
        let rows = Double(min(sweep.breakpoints.count, 4))
        let axis = 26 + rows * 14
        var out = "<line class=\"axis\" x1=\"\(n(left))\" y1=\"\(n(axis))\" x2=\"\(n(left + length))\" "
            + "y2=\"\(n(axis))\"/>"
        var tick = (sweep.from / 100).rounded(.up) * 100
        while tick <= sweep.to {
            let x = position(tick)
            out += "<line class=\"axis\" x1=\"\(n(x))\" y1=\"\(n(axis))\" x2=\"\(n(x))\" y2=\"\(n(axis + 6))\"/>"
            out += "<text class=\"note\" x=\"\(n(x))\" y=\"\(n(axis + 18))\" font-size=\"9\" text-anchor=\"middle\">"
                + "\(ReportText.points(tick))</text>"
            tick += 100
        }
        for (index, point) in sweep.breakpoints.enumerated() {
            let x = position(point.width)
            let labelY = 12 + Double(index % 4) * 14
            out += "<line class=\"break\" x1=\"\(n(x))\" y1=\"\(n(labelY + 2))\" x2=\"\(n(x))\" y2=\"\(n(axis))\"/>"
            let label = "\(fit(labels.name(point.key), 14)) \(ReportText.points(point.width))"
            out += "<text x=\"\(n(x + 2))\" y=\"\(n(labelY))\" font-size=\"9\">\(XMLText.escape(label))</text>"
        }
        let here = position(min(max(current, sweep.from), sweep.to))
        out += "<path class=\"here\" d=\"M\(n(here)) \(n(axis - 1))l-5 -8h10z\"/>"
        return Drawing(body: out, width: left * 2 + length + 40, height: axis + 24)
    }

    // MARK: - Pieces

    /// An item box: drawn once at the origin per look (label, colour, size), placed with `<use>`.
    static func box(_ labels: Labels, key: String, x: Double, y: Double, width: Double, height: Double,
                    parts: inout SymbolTable) -> String {
        let kind = labels.kind[key] ?? "none"
        let label = labels.title(key)
        let chars = max(2, Int(width / 6))
        let markup = "<rect class=\"item \(kind)\" width=\"\(n(max(width, 4)))\" height=\"\(n(height))\" rx=\"7\"/>"
            + "<text x=\"\(n(width / 2))\" y=\"\(n(height / 2 + 3.5))\" font-size=\"10\" "
            + "text-anchor=\"middle\">\(XMLText.escape(fit(label, chars)))</text>"
        return place(parts.part(markup), x: x, y: y)
    }

    /// A system button (back, overflow), drawn once per look.
    static func button(_ label: String, x: Double, y: Double, width: Double, parts: inout SymbolTable) -> String {
        let markup = "<rect class=\"system\" width=\"\(n(width))\" height=\"\(n(barHeight - 12))\" rx=\"7\"/>"
            + "<text x=\"\(n(width / 2))\" y=\"21\" font-size=\"14\" text-anchor=\"middle\">\(label)</text>"
        return place(parts.part(markup), x: x, y: y)
    }

    /// Captions (`weight`) use the style sheet's `.cap` class; other text gets its size.
    /// `<use>` of a part at (x, y), leaving out zero coordinates.
    static func place(_ reference: String, x: Double, y: Double) -> String {
        "<use href=\"\(reference)\"" + (n(x) == "0" ? "" : " x=\"\(n(x))\"") + (n(y) == "0" ? "" : " y=\"\(n(y))\"")
            + "/>"
    }

    static func text(_ value: String, x: Double, y: Double, size: Int, weight: Bool) -> String {
        "<text x=\"\(n(x))\" y=\"\(n(y))\"\(weight ? " class=\"cap\"" : " font-size=\"\(size)\"")>"
            + "\(XMLText.escape(value))</text>"
    }

    static func barName(_ bar: BarKind) -> String {
        switch bar {
        case .navigationBar: return "Navigation bar"
        case .bottomBar: return "Bottom bar"
        case .keyboardBar: return "Keyboard bar"
        case .verticalColumn: return "Vertical column"
        case .horizontalBar: return "Horizontal bar"
        }
    }

    /// Cuts `text` to `limit` characters with an ellipsis.
    static func fit(_ text: String, _ limit: Int) -> String {
        text.count <= limit ? text : String(text.prefix(max(1, limit - 1))) + "…"
    }

    /// A coordinate with at most one decimal.
    static func n(_ value: Double) -> String { ReportText.points(value) }
}
