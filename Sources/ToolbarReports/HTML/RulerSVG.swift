import ToolbarSolver

/// The sweep's width range as a ruler: each breakpoint a dashed line with its label (commands
/// that change place at the same width share one label), labels laid out in rows so that none
/// overlaps another or is crossed by another breakpoint's line, and a ▼ at the scenario's width.
enum RulerSVG {
    static let length = 640.0
    static let left = 20.0
    static let labelSize = 10.0
    static let rowHeight = 15.0

    /// A breakpoint label placed in a row.
    struct Label: Equatable {
        var text: String
        /// The breakpoint's position on the ruler.
        var x: Double
        /// The label's horizontal extent.
        var start: Double
        var end: Double
        /// 0 is the top row.
        var row: Int
        /// Drawn to the left of its line (near the ruler's right end).
        var endAnchored: Bool
    }

    /// The ruler of `sweep`, marking `current`.
    static func ruler(_ sweep: Sweep, current: Double, labels names: LayoutSVG.Labels) -> LayoutSVG.Drawing {
        let span = max(sweep.to - sweep.from, 1)
        func position(_ width: Double) -> Double { left + (width - sweep.from) / span * length }
        // One label per width, naming every command that changes place there.
        var widths: [(Double, [String])] = []
        for point in sweep.breakpoints {
            let name = names.name(point.key)
            if let last = widths.indices.last, widths[last].0 == point.width {
                widths[last].1.append(name)
            } else {
                widths.append((point.width, [name]))
            }
        }
        let texts = widths.map { width, names in
            (
                position(width),
                "\(SVGText.fit(names.joined(separator: ", "), width: 220, size: labelSize)) "
                    + ReportText.points(width)
            )
        }
        let placed = layOut(texts, right: left + length + 40)
        let rows = Double((placed.map(\.row).max() ?? -1) + 1)
        let axis = 8 + rows * rowHeight + 6
        var out =
            "<line class=\"axis\" x1=\"\(n(left))\" y1=\"\(n(axis))\" x2=\"\(n(left + length))\" "
            + "y2=\"\(n(axis))\"/>"
        var tick = (sweep.from / 100).rounded(.up) * 100
        while tick <= sweep.to {
            let x = position(tick)
            out +=
                "<line class=\"axis\" x1=\"\(n(x))\" y1=\"\(n(axis))\" x2=\"\(n(x))\" y2=\"\(n(axis + 6))\"/>"
                + "<text class=\"note\" x=\"\(n(x))\" y=\"\(n(axis + 18))\" text-anchor=\"middle\">"
                + "\(ReportText.points(tick))</text>"
            tick += 100
        }
        for label in placed {
            let baseline = 8 + Double(label.row) * rowHeight + 10
            out +=
                "<line class=\"break\" x1=\"\(n(label.x))\" y1=\"\(n(baseline - 10))\" x2=\"\(n(label.x))\" "
                + "y2=\"\(n(axis))\"/>"
            out +=
                "<text class=\"tick\" x=\"\(n(label.endAnchored ? label.x - 3 : label.x + 3))\" "
                + "y=\"\(n(baseline))\"\(label.endAnchored ? " text-anchor=\"end\"" : "")>"
                + "\(XMLText.escape(label.text))</text>"
        }
        let here = position(min(max(current, sweep.from), sweep.to))
        out += "<path class=\"here\" d=\"M\(n(here)) \(n(axis - 1))l-6 -9h12z\"/>"
        return LayoutSVG.Drawing(body: out, width: left * 2 + length + 40, height: axis + 24)
    }

    /// Places labels (sorted by position) in the first row where they overlap no label of that
    /// row, cover no line of a label above, and put their own line through no label below. When
    /// no row is that clear (a label drawn leftwards near the end can cover an earlier line in
    /// every row below it), the first row where it overlaps no label is taken, and its text lies
    /// across that line.
    static func layOut(_ texts: [(x: Double, text: String)], right: Double) -> [Label] {
        var placed: [Label] = []
        for (x, text) in texts {
            let width = SVGText.width(text, size: labelSize)
            let endAnchored = x + 3 + width > right
            let start = endAnchored ? x - 3 - width : x + 3
            let end = endAnchored ? x - 3 : x + 3 + width
            func overlapsLabel(in row: Int) -> Bool {
                placed.contains { $0.row == row && $0.start < end + 8 && start < $0.end + 8 }
            }
            func crossesLine(in row: Int) -> Bool {
                placed.contains { other in
                    (other.row < row && other.x >= start - 2 && other.x <= end + 2)
                        || (other.row > row && x >= other.start - 2 && x <= other.end + 2)
                }
            }
            // Below every row in use nothing overlaps, so the search ends there at the latest.
            let rows = 0...((placed.map(\.row).max() ?? -1) + 1)
            let row =
                rows.first { !overlapsLabel(in: $0) && !crossesLine(in: $0) }
                ?? rows.first { !overlapsLabel(in: $0) } ?? rows.upperBound
            placed.append(Label(text: text, x: x, start: start, end: end, row: row, endAnchored: endAnchored))
        }
        return placed
    }

    static func n(_ value: Double) -> String { ReportText.points(value) }
}
