import ToolbarSolver

/// SVG drawings of one scenario's toolbar at 1 pt = 1 px: each horizontal bar with its items (the
/// command's title in its pill, the SF Symbol name in the tooltip), the navigation title where the
/// solver left room for it, the back and overflow buttons, the foldable's vertical column in its
/// window, and the overflow menu drawn open. Output is the inside of a `<symbol>`, so identical
/// drawings are defined once; bars, item pills, buttons and menus are themselves parts drawn once
/// and placed with `<use>`. Coordinates are in points, rounded to one decimal.
enum LayoutSVG {
    /// A drawing's inner markup and size.
    struct Drawing: Hashable {
        var body: String
        var width: Double
        var height: Double
    }

    /// What each command's pill shows and how it is drawn, by command key.
    struct Labels {
        struct Entry {
            /// The words in the pill: the title, else the symbol name, else the key.
            var text: String
            /// The tooltip: title, SF Symbol name and classification.
            var tooltip: String
            /// `primary`, `secondary`, `overflow`, `destructive` or `none` (the style sheet's classes).
            var kind: String
            /// Drawn red: the destructive role or classification.
            var destructive: Bool
            /// A spacer takes room but draws nothing.
            var spacer: Bool
            /// A bottom-bar (or status) placement: the column's bottom section.
            var bottomSection: Bool
        }

        var entries: [String: Entry] = [:]
        /// The screen's navigation title, if it has one.
        var screenTitle: String?

        init(_ screen: ScreenReport) {
            screenTitle = screen.title
            for command in screen.commands {
                let kind = command.classification ?? "none"
                var tooltip = command.label
                if let symbol = command.symbol, symbol != command.label { tooltip += " — SF Symbol \(symbol)" }
                tooltip += kind == "none" ? ", unclassified" : ", \(kind)"
                if command.role == "destructive", kind != "destructive" { tooltip += ", destructive role" }
                entries[command.key] = Entry(
                    text: command.label, tooltip: tooltip, kind: kind, destructive: command.isDestructive,
                    spacer: command.content == "spacer",
                    bottomSection: command.placement == "bottomBar" || command.placement == "status")
            }
        }

        /// The entry of `key` (a plain grey pill showing the key when the screen has no such command).
        func entry(_ key: String) -> Entry {
            entries[key]
                ?? Entry(
                    text: key, tooltip: key, kind: "none", destructive: false, spacer: false,
                    bottomSection: false)
        }

        /// The command's title (else symbol, else key), for sentences and alt text.
        func name(_ key: String) -> String { entries[key]?.text ?? key }
    }

    static let barHeight = 44.0
    static let pillHeight = 32.0
    static let caption = 18.0
    static let sectionGap = 12.0
    static let menuWidth = 230.0
    static let menuGap = 24.0
    static let rowHeight = 24.0
    /// The system buttons' size: the 44 pt hit target.
    static let buttonWidth = 44.0
    /// The gap the solver leaves between two backgrounds in a bar.
    static let gap = 8.0
    /// The compact-width side margin, where a bar has no item to place a system button against.
    static let margin = 16.0

    // MARK: - Layout

    /// The bars, column and open overflow menu of `picture`.
    static func layout(_ picture: ScenarioPicture, labels: Labels, parts: inout SymbolTable) -> Drawing {
        let layout = picture.layout
        let width = layout.windowWidth ?? picture.width
        let height = layout.windowHeight ?? picture.height
        var out = ""
        var y = 0.0
        var extent = width
        let mirrored = picture.rightToLeft
        let positionsFromRight = readsFromRight(layout, width: width, rightToLeft: mirrored)
        for bar in layout.bars where bar != .verticalColumn {
            let items = layout.items.filter { $0.bar == bar }
            let space = layout.space.first { $0.bar == bar }
            let carriesTitle = bar == .navigationBar || bar == .horizontalBar
            var name = LayoutDrawing.label(bar)
            if carriesTitle { name += " — " + titleWords(layout.title) }
            out += place(parts.part(caption(name)), x: 0, y: y)
            y += caption
            let row = horizontalBar(
                items, space: space, width: width, title: carriesTitle ? layout.title : nil, mirrored: mirrored,
                positionsFromRight: positionsFromRight, labels: labels, parts: &parts)
            out += place(parts.part(row), x: 0, y: y)
            y += barHeight
            if carriesTitle, layout.title.state == .large, let title = labels.screenTitle {
                out +=
                    "<text class=\"large\" x=\"\(n(mirrored ? width - margin : margin))\" y=\"\(n(y + 32))\""
                    + (mirrored ? " text-anchor=\"end\"" : "") + ">\(XMLText.escape(title))</text>"
                y += 40
            }
            y += sectionGap
        }
        if layout.bars.contains(.verticalColumn) {
            let column = Self.column(picture, width: width, height: height, labels: labels, parts: &parts)
            out += place(parts.part(column.body), x: 0, y: y)
            extent = max(extent, column.width)
            y += column.height + sectionGap
        }
        if layout.bars.isEmpty {
            out += caption("No bar in this scenario")
            y = caption + sectionGap
        }
        var total = max(y - sectionGap, caption)
        if !layout.overflow.isEmpty {
            let menu = Self.menu(layout.overflow, labels: labels, parts: &parts)
            out += place(parts.part(menu.body), x: extent + menuGap, y: 0)
            total = max(total, menu.height)
            extent += menuGap + menu.width
        }
        return Drawing(body: out, width: extent.rounded(.up), height: total.rounded(.up))
    }

    // MARK: - Horizontal bars

    /// One horizontal bar, 44 pt tall and as wide as the window: back button, items where the
    /// layout put them, the title in the room it was given, and the overflow button. A
    /// right-to-left bar (`mirrored`) is drawn as iOS draws it, its leading edge on the right;
    /// `positionsFromRight` says whether the layout's x positions already read that way.
    static func horizontalBar(
        _ items: [PlacedItem], space: BarSpace?, width: Double, title: TitleFate?, mirrored: Bool,
        positionsFromRight: Bool, labels: Labels, parts: inout SymbolTable
    ) -> String {
        var row = "<rect class=\"bar\" width=\"\(n(width))\" height=\"\(n(barHeight))\" rx=\"12\"/>"
        let top = (barHeight - pillHeight) / 2
        // Everything is worked out reading from the leading edge and drawn mirrored for
        // right-to-left bars. System buttons are not in the layout: they go where the layout
        // leaves room for them.
        func leadingX(_ item: PlacedItem) -> Double {
            let x = item.x ?? 0
            return positionsFromRight ? width - x - (item.width ?? 0) : x
        }
        func drawnX(_ leading: Double, _ size: Double) -> Double { mirrored ? width - leading - size : leading }
        var taken: [(Double, Double)] = []
        if space?.hasBackButton == true {
            let firstLeading = items.filter { $0.region == .leading }.map(leadingX).min()
            let x = max(0, (firstLeading ?? margin + buttonWidth + gap) - gap - buttonWidth)
            row += button(
                mirrored ? "›" : "‹", label: "Back", x: drawnX(x, buttonWidth), y: top, width: buttonWidth,
                height: pillHeight, parts: &parts)
            taken.append((x, x + buttonWidth))
        }
        for item in items {
            let entry = labels.entry(item.key)
            guard !entry.spacer else { continue }
            let itemWidth = item.width ?? buttonWidth
            row += pill(
                entry, x: drawnX(leadingX(item), itemWidth), y: top, width: itemWidth, height: pillHeight,
                parts: &parts)
            taken.append((leadingX(item), leadingX(item) + itemWidth))
        }
        if space?.hasOverflowButton == true {
            // Before the pinned items (iOS keeps the pinned action last), else after the others.
            let pinned = items.filter { $0.region == .pinnedTrailing }.map(leadingX).min()
            let others = items.filter { $0.region != .pinnedTrailing }.map { leadingX($0) + ($0.width ?? 0) }.max()
            var x = pinned.map { $0 - gap - buttonWidth } ?? others.map { $0 + gap } ?? width - margin - buttonWidth
            x = min(max(0, x), width - buttonWidth)
            row += button(
                "…", label: "More (overflow menu)", x: drawnX(x, buttonWidth), y: top, width: buttonWidth,
                height: pillHeight, parts: &parts)
            taken.append((x, x + buttonWidth))
        }
        if let title, title.state == .shown || title.state == .truncated, let text = labels.screenTitle {
            row += titleText(text, fate: title, width: width, taken: taken, mirrored: mirrored)
        }
        return row
    }

    /// The inline title where iOS puts it: centred on the bar when the free stretch around the
    /// middle allows, else moved within that stretch (or the widest free one) and kept clear of
    /// every pill and button, cut with an ellipsis to the room the layout gave it and to the room
    /// the drawing has. Nothing is drawn when not even a character and the ellipsis fit.
    static func titleText(
        _ text: String, fate: TitleFate, width: Double, taken: [(Double, Double)],
        mirrored: Bool
    ) -> String {
        // The free stretches between what the bar holds, reading from the leading edge.
        var gaps: [(Double, Double)] = []
        var cursor = 0.0
        for (start, end) in taken.sorted(by: { $0.0 < $1.0 }) {
            if start > cursor { gaps.append((cursor, start)) }
            cursor = max(cursor, end)
        }
        if cursor < width { gaps.append((cursor, width)) }
        let middle = width / 2
        let room =
            gaps.first { $0.0 <= middle && middle <= $0.1 }
            ?? gaps.max { $0.1 - $0.0 < $1.1 - $1.0 } ?? (0, width)
        let free = room.1 - room.0 - 2 * titleInset
        // A truncated title gets the width the layout gave it; a shown one its own, unless the
        // drawing's estimate of the text is wider than the stretch it has.
        let wanted = fate.state == .truncated ? fate.width : SVGText.width(text, size: titleSize)
        let shown = SVGText.fit(text, width: min(wanted, free), size: titleSize)
        let drawn = SVGText.width(shown, size: titleSize)
        guard drawn <= free else { return "" }
        let start = min(max(middle - drawn / 2, room.0 + titleInset), room.1 - titleInset - drawn)
        let center = start + drawn / 2
        return "<text class=\"navtitle\" x=\"\(n(mirrored ? width - center : center))\" y=\"27\" "
            + "text-anchor=\"middle\">\(XMLText.escape(shown))</text>"
    }

    /// The inline title's size (px) and its least distance from a pill or button.
    static let titleSize = 15.0
    static let titleInset = 4.0

    /// Whether a right-to-left layout's x positions read from the right, as the solver gives them
    /// (`Layout.rightToLeft`). Layouts whose positions still read from the left (stored before
    /// the solver mirrored right-to-left layouts) are mirrored for the drawing, so a right-to-left
    /// picture always has its leading edge on the right. Decided for the whole layout (a solver
    /// mirrors every bar or none) by what its horizontal bars say: the leading items' side, the
    /// trailing items' side, and whether items of one region run leftwards in their declared order.
    /// A layout that says nothing (a lone centred item) is taken to read from the left.
    static func readsFromRight(_ layout: Layout, width: Double, rightToLeft: Bool) -> Bool {
        guard rightToLeft else { return false }
        // A layout the solver mirrored says so; only older stored layouts need reading.
        if layout.rightToLeft == true { return true }
        var fromRight = 0
        var fromLeft = 0
        func vote(leftwards: Bool) { if leftwards { fromRight += 1 } else { fromLeft += 1 } }
        let placed = layout.items.filter { $0.bar != .verticalColumn && $0.x != nil }
        for bar in BarKind.allCases {
            let items = placed.filter { $0.bar == bar }
            for leading in [true, false] {
                let side = items.filter {
                    leading
                        ? $0.region == .leading
                        : $0.region == .trailing || $0.region == .pinnedTrailing
                }
                guard let low = side.compactMap(\.x).min(),
                    let high = side.map({ ($0.x ?? 0) + ($0.width ?? 0) }).max()
                else { continue }
                let leftGap = low
                let rightGap = width - high
                // Leading items hug the leading edge, trailing ones the trailing edge.
                if leftGap != rightGap { vote(leftwards: leading ? leftGap > rightGap : rightGap > leftGap) }
            }
            for region in Region.allCases {
                let members = items.filter { $0.region == region }.sorted { $0.order < $1.order }
                for (first, next) in zip(members, members.dropFirst()) where first.x != next.x {
                    vote(leftwards: (next.x ?? 0) < (first.x ?? 0))
                }
            }
        }
        return fromRight > fromLeft
    }

    // MARK: - Overflow menu

    /// The overflow menu drawn open: each row's title (destructive rows red) and why it is there.
    static func menu(_ entries: [OverflowEntry], labels: Labels, parts: inout SymbolTable) -> Drawing {
        var menu = caption("Overflow menu (open)")
        let height = Double(entries.count) * rowHeight + 8
        menu += "<rect class=\"menu\" y=\"\(n(caption))\" width=\"\(n(menuWidth))\" height=\"\(n(height))\" rx=\"12\"/>"
        for (index, entry) in entries.enumerated() {
            let rowTop = caption + 4 + Double(index) * rowHeight
            if entry.isDivider {
                menu +=
                    "<line class=\"divider\" x1=\"10\" y1=\"\(n(rowTop + rowHeight / 2))\" "
                    + "x2=\"\(n(menuWidth - 10))\" y2=\"\(n(rowTop + rowHeight / 2))\"/>"
                continue
            }
            let item = labels.entry(entry.key)
            let title = entry.isBlank ? "(blank: custom view)" : entry.title.isEmpty ? item.text : entry.title
            let why = HTMLSections.placeWords[entry.reason.rawValue] ?? entry.reason.rawValue
            let whyWidth = SVGText.width(why, size: 10) + 8
            let row =
                "<title>\(XMLText.escape(item.tooltip))</title>"
                + "<text x=\"12\" y=\"16\"\(item.destructive && !entry.isBlank ? " class=\"red\"" : "")>"
                + "\(XMLText.escape(SVGText.fit(title, width: menuWidth - 24 - whyWidth, size: 12)))</text>"
                + "<text class=\"note\" x=\"\(n(menuWidth - 10))\" y=\"16\" text-anchor=\"end\">"
                + "\(XMLText.escape(why))</text>"
            menu += place(parts.part(row), x: 0, y: rowTop)
        }
        return Drawing(body: menu, width: menuWidth, height: caption + height)
    }

    // MARK: - Pieces

    /// An item's pill: drawn once at the origin per look (words, class, size), placed with `<use>`.
    static func pill(
        _ entry: Labels.Entry, x: Double, y: Double, width: Double, height: Double,
        parts: inout SymbolTable
    ) -> String {
        let boxWidth = max(width, 4)
        let words = SVGText.fit(entry.text, width: boxWidth - 6, size: 11)
        let markup =
            "<title>\(XMLText.escape(entry.tooltip))</title>"
            + "<rect class=\"item \(entry.kind)\" width=\"\(n(boxWidth))\" height=\"\(n(height))\" rx=\"8\"/>"
            + "<text x=\"\(n(boxWidth / 2))\" y=\"\(n(height / 2 + 4))\" text-anchor=\"middle\""
            + (entry.destructive ? " class=\"red\"" : "") + ">\(XMLText.escape(words))</text>"
        return place(parts.part(markup), x: x, y: y)
    }

    /// A system button (back, overflow), drawn once per look.
    static func button(
        _ glyph: String, label: String, x: Double, y: Double, width: Double, height: Double,
        parts: inout SymbolTable
    ) -> String {
        let markup =
            "<title>\(label)</title><rect class=\"system\" width=\"\(n(width))\" height=\"\(n(height))\" "
            + "rx=\"\(n(height / 2))\"/><text class=\"glyph\" x=\"\(n(width / 2))\" y=\"\(n(height / 2 + 5))\" "
            + "text-anchor=\"middle\">\(glyph)</text>"
        return place(parts.part(markup), x: x, y: y)
    }

    /// `<use>` of a part at (x, y), leaving out zero coordinates.
    static func place(_ reference: String, x: Double, y: Double) -> String {
        let x = n(x)
        let y = n(y)
        return "<use href=\"\(reference)\"" + (x == "0" ? "" : " x=\"\(x)\"") + (y == "0" ? "" : " y=\"\(y)\"") + "/>"
    }

    /// A caption line above a bar or menu (the style sheet's `.cap`).
    static func caption(_ value: String) -> String {
        "<text class=\"cap\" y=\"13\">\(XMLText.escape(value))</text>"
    }

    /// What happened to the title, in words.
    static func titleWords(_ fate: TitleFate) -> String {
        switch fate.state {
        case .shown: return "title shown"
        case .truncated: return "title cut to \(n(fate.width)) of \(n(fate.neededWidth)) pt"
        case .hidden: return "no room for the title"
        case .none: return "no title"
        case .large: return "large title below the bar"
        case .replacedByPrincipal: return "the principal view replaces the title"
        case .replacedBySearch: return "search replaces the title"
        case .notInBar: return "title not in a bar"
        }
    }

    /// A coordinate with at most one decimal.
    static func n(_ value: Double) -> String { ReportText.points(value) }
}

/// Estimated widths of text in the drawings (system sans-serif), to fit words into pills and
/// lay labels out without collisions. Wide (East Asian, emoji) characters count double.
enum SVGText {
    /// About how wide `text` is at `size` px.
    static func width(_ text: String, size: Double) -> Double {
        Double(TextWidth.columns(text)) * size * 0.62
    }

    /// `text` cut with an ellipsis to fit `width` px at `size` px (at least one character).
    static func fit(_ text: String, width: Double, size: Double) -> String {
        guard Self.width(text, size: size) > width else { return text }
        let limit = width - size * 0.62
        var out = ""
        var used = 0.0
        for character in text {
            let next = Double(TextWidth.columns(String(character))) * size * 0.62
            if used + next > limit, !out.isEmpty { break }
            out.append(character)
            used += next
        }
        return out + "…"
    }
}
