import ToolbarModel

// MARK: - Bars as text

extension LayoutDrawing {
    /// One thing drawn in a horizontal bar, at its x position.
    struct Token {
        var x: Double
        var text: String
    }

    /// One horizontal bar in a box `inner` columns wide inside. Tokens (back button, items,
    /// overflow button, search, title) keep the order of their x positions and sit near their
    /// place to scale; when they do not fit on one line they wrap onto more lines.
    static func row(
        _ items: [PlacedItem], space: BarSpace?, title: String, titleX: Double?, names: Names,
        inner: Int
    ) -> [String] {
        var tokens: [Token] = []
        // Layouts stored before positions were recorded have no x for the fixed units: fall back
        // to leading, items, overflow, search, pinned.
        let left = space?.x ?? 0
        let right = left + (space?.available ?? 0)
        if space?.hasBackButton == true { tokens.append(Token(x: space?.backButtonX ?? left - 1, text: "‹")) }
        for item in items {
            let text = names.barLabel(item.key)
            if text.allSatisfy({ $0 == " " }) { continue }
            let fallback = item.region == .pinnedTrailing ? right + 1 : left
            tokens.append(Token(x: item.x ?? fallback, text: text))
        }
        if space?.hasOverflowButton == true {
            tokens.append(Token(x: space?.overflowButtonX ?? right, text: "[⋯]"))
        }
        if let search = space?.searchWidth, search > 0 {
            tokens.append(Token(x: space?.searchX ?? right, text: search > 100 ? "[⌕ Search]" : "[⌕]"))
        }
        if !title.isEmpty {
            tokens.append(Token(x: titleX ?? (left + right) / 2 - 1e-6, text: title))
        }
        tokens.sort { $0.x < $1.x }
        let rule = String(repeating: "─", count: inner + 2)
        var lines = ["┌" + rule + "┐"]
        for line in arrange(tokens, from: left, to: right, inner: inner) {
            lines.append("│ " + pad(line, inner) + " │")
        }
        lines.append("└" + rule + "┘")
        return lines
    }

    /// The tokens on as few lines as hold them: one line to scale when they fit, else filled lines.
    static func arrange(_ tokens: [Token], from left: Double, to right: Double, inner: Int) -> [String] {
        let texts = tokens.map { truncate($0.text, inner) }
        let widths = texts.map(TextWidth.columns)
        let total = widths.reduce(0, +) + max(0, texts.count - 1)
        if texts.isEmpty { return [""] }
        if total <= inner {
            let span = max(1, right - left)
            var starts = tokens.map { token in
                Int(((token.x - left) / span * Double(inner)).rounded()).clamped(0, inner)
            }
            for index in starts.indices {
                let floor = index == 0 ? 0 : starts[index - 1] + widths[index - 1] + 1
                starts[index] = max(starts[index], floor)
            }
            for index in starts.indices.reversed() {
                let ceiling = index == starts.count - 1 ? inner - widths[index] : starts[index + 1] - widths[index] - 1
                starts[index] = min(starts[index], ceiling)
            }
            var line = ""
            for (index, text) in texts.enumerated() {
                line += String(repeating: " ", count: max(0, starts[index] - TextWidth.columns(line))) + text
            }
            return [line]
        }
        var lines: [String] = []
        var line = ""
        for text in texts {
            if !line.isEmpty, TextWidth.columns(line) + 1 + TextWidth.columns(text) > inner {
                lines.append(line)
                line = ""
            }
            line += (line.isEmpty ? "" : " ") + text
        }
        lines.append(line)
        return lines
    }

    /// The vertical column as a column: the back button, the items from the top, the overflow
    /// button where the layout puts it, a blank line where a gap opens (the bottom-bar items sit at
    /// the column's bottom end).
    static func column(_ items: [PlacedItem], space: BarSpace?, names: Names, limit: Int) -> [String] {
        var rows: [(y: Double, height: Double, text: String)] = []
        for item in items { rows.append((item.y ?? 0, item.height ?? 0, names.title(item.key))) }
        if space?.hasOverflowButton == true {
            rows.append((space?.overflowButtonY ?? .greatestFiniteMagnitude, 36, "⋯"))
        }
        rows.sort { $0.y < $1.y }
        var entries: [String] = []
        if space?.hasBackButton == true { entries.append("‹ Back") }
        var end: Double?
        for row in rows {
            if let end, row.y - end > 20, row.y < .greatestFiniteMagnitude { entries.append("") }
            entries.append(row.text)
            end = row.y + row.height
        }
        let width = min(max(6, entries.map(TextWidth.columns).max() ?? 0), max(6, limit))
        var lines = ["┌" + String(repeating: "─", count: width + 2) + "┐"]
        for entry in entries { lines.append("│ " + pad(truncate(entry, width), width) + " │") }
        lines.append("└" + String(repeating: "─", count: width + 2) + "┘")
        return lines
    }
}

extension Int {
    /// The value kept within `low...high`.
    func clamped(_ low: Int, _ high: Int) -> Int { Swift.min(Swift.max(self, low), Swift.max(low, high)) }
}
