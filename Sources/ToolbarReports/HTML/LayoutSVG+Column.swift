import ToolbarSolver

extension LayoutSVG {
    /// The column's width (84 pt, BarMetrics.columnWidth).
    static let columnWidth = BarMetrics.baseline.columnWidth
    /// A button's length in the column (36 pt).
    static let columnButton = BarMetrics.baseline.columnButtonLength
    /// The column's end margins (20 pt).
    static let columnMargin = BarMetrics.baseline.columnEndMargin
    /// Space between two items in the column.
    static let columnSpacing = BarMetrics.baseline.columnItemSpacing

    /// The foldable's vertical column at 1 pt = 1 px inside the window's outline, on the edge the
    /// scenario puts it (the column never flips for right-to-left): the back button at the top,
    /// each item at the `y` and `height` the layout gives, the bottom-bar section marked off, and
    /// the overflow button where the layout puts it.
    static func column(
        _ picture: ScenarioPicture, width: Double, height: Double, labels: Labels,
        parts: inout SymbolTable
    ) -> Drawing {
        let layout = picture.layout
        let space = layout.space.first { $0.bar == .verticalColumn }
        let edge = picture.verticalBarEdge == "leading" ? "leading" : "trailing"
        let x = edge == "leading" ? 0 : max(0, width - columnWidth)
        let frameWidth = max(width, columnWidth)
        var out = caption(
            "Vertical column (\(edge) edge), \(n(columnWidth)) × \(n(height)) pt, in the "
                + "\(n(width)) × \(n(height)) pt window")
        let top = caption
        out += "<rect class=\"window\" y=\"\(n(top))\" width=\"\(n(frameWidth))\" height=\"\(n(height))\" rx=\"18\"/>"
        out +=
            "<rect class=\"bar\" x=\"\(n(x))\" y=\"\(n(top))\" width=\"\(n(columnWidth))\" height=\"\(n(height))\" "
            + "rx=\"18\"/>"
        let pillWidth = columnWidth - 16
        let pillX = x + 8
        if space?.hasBackButton == true {
            out += button(
                "‹", label: "Back", x: pillX, y: top + columnMargin, width: pillWidth, height: columnButton,
                parts: &parts)
        }
        let items = layout.items.filter { $0.bar == .verticalColumn }.sorted { ($0.y ?? 0) < ($1.y ?? 0) }
        var marked = false
        var bottom = columnMargin
        for (index, item) in items.enumerated() {
            let entry = labels.entry(item.key)
            let itemY = item.y ?? 0
            let itemHeight = item.height ?? columnButton
            if entry.bottomSection, !marked {
                marked = true
                // The section gap above the first bottom-bar item, with a rule and its name.
                if index > 0 {
                    let rule = top + itemY - 12
                    out +=
                        "<line class=\"divider\" x1=\"\(n(x + 10))\" y1=\"\(n(rule))\" "
                        + "x2=\"\(n(x + columnWidth - 10))\" y2=\"\(n(rule))\"/>"
                }
                out +=
                    "<text class=\"note\" x=\"\(n(x + columnWidth / 2))\" y=\"\(n(top + itemY - 3))\" "
                    + "text-anchor=\"middle\">bottom bar</text>"
            }
            bottom = max(bottom, itemY + itemHeight)
            guard !entry.spacer, itemHeight > 0 else { continue }
            out += pill(entry, x: pillX, y: top + itemY, width: pillWidth, height: itemHeight, parts: &parts)
        }
        if space?.hasOverflowButton == true {
            // Where the layout puts it (after the top-bar items); layouts stored before it did: after the last item.
            let buttonY =
                space?.overflowButtonY
                ?? min(bottom + columnSpacing, max(columnMargin, height - columnMargin - columnButton))
            out += button(
                "…", label: "More (overflow menu)", x: pillX, y: top + buttonY, width: pillWidth,
                height: columnButton, parts: &parts)
        }
        return Drawing(body: out, width: frameWidth, height: top + height)
    }
}
