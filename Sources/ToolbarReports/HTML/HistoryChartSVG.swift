/// A small stacked-bar chart of audits over time: per audit (or day) its errors at the bottom,
/// warnings above them and items needing review on top, dated underneath, with a dashed marker
/// between two audits where records changed (the count on it, who changed what in its tooltip).
/// Drawn inline (each chart is its screen's own), at 1 pt = 1 px.
enum HistoryChartSVG {
    /// One bar.
    struct Bar {
        /// Under the bar: `11-28`.
        var label: String
        /// A second, smaller line under it: `#12`.
        var sublabel: String
        /// The bar's tooltip.
        var tooltip: String
        var errors: Int
        var warnings: Int
        var review: Int
        /// Record changes logged between the bar before and this one, in sentences.
        var changes: [String] = []

        var total: Int { errors + warnings + review }
    }

    /// At most this many bars are drawn (the latest); the table below the chart lists every audit.
    static let limit = 30
    static let step = 40.0
    static let barWidth = 22.0
    static let plot = 80.0
    static let top = 18.0
    static let left = 30.0

    /// The chart as an accessible inline `<svg>` labelled `label`.
    static func svg(_ all: [Bar], label: String) -> String {
        let bars = Array(all.suffix(limit))
        let most = max(1, bars.map(\.total).max() ?? 1)
        let width = left + Double(bars.count) * step + 8
        let height = top + plot + 34
        func y(_ value: Int) -> Double { top + plot - Double(value) / Double(most) * plot }
        var out =
            "<svg class=\"chart\" role=\"img\" viewBox=\"0 0 \(n(width)) \(n(height))\" width=\"\(n(width))\" "
            + "height=\"\(n(height))\"><title>\(XMLText.escape(label))</title>"
        out +=
            "<line class=\"grid\" x1=\"\(n(left))\" y1=\"\(n(top))\" x2=\"\(n(width))\" y2=\"\(n(top))\"/>"
            + "<line class=\"axis\" x1=\"\(n(left))\" y1=\"\(n(top + plot))\" x2=\"\(n(width))\" "
            + "y2=\"\(n(top + plot))\"/>"
            + "<text class=\"note\" x=\"\(n(left - 4))\" y=\"\(n(top + 4))\" text-anchor=\"end\">\(most)</text>"
            + "<text class=\"note\" x=\"\(n(left - 4))\" y=\"\(n(top + plot + 4))\" text-anchor=\"end\">0</text>"
        for (index, bar) in bars.enumerated() {
            let x = left + Double(index) * step + (step - barWidth) / 2
            if index > 0, !bar.changes.isEmpty {
                let line = left + Double(index) * step
                let shown = bar.changes.prefix(8).joined(separator: "; ")
                let more = bar.changes.count > 8 ? "; and \(bar.changes.count - 8) more" : ""
                out +=
                    "<g><title>\(XMLText.escape("Changed since the audit before: " + shown + more))</title>"
                    + "<line class=\"change\" x1=\"\(n(line))\" y1=\"\(n(top - 6))\" x2=\"\(n(line))\" "
                    + "y2=\"\(n(top + plot))\"/><text class=\"note\" x=\"\(n(line))\" y=\"\(n(top - 8))\" "
                    + "text-anchor=\"middle\">\(bar.changes.count)Δ</text></g>"
            }
            out += "<g><title>\(XMLText.escape(bar.tooltip))</title>"
            var base = 0
            for (value, kind) in [(bar.errors, "errors"), (bar.warnings, "warnings"), (bar.review, "review")]
            where value > 0 {
                out +=
                    "<rect class=\"\(kind)\" x=\"\(n(x))\" y=\"\(n(y(base + value)))\" width=\"\(n(barWidth))\" "
                    + "height=\"\(n(y(base) - y(base + value)))\"/>"
                base += value
            }
            out +=
                "<text class=\"note\" x=\"\(n(x + barWidth / 2))\" y=\"\(n(y(bar.total) - 3))\" "
                + "text-anchor=\"middle\">\(bar.total)</text></g>"
            out +=
                "<text class=\"note\" x=\"\(n(x + barWidth / 2))\" y=\"\(n(top + plot + 14))\" "
                + "text-anchor=\"middle\">"
                + "\(XMLText.escape(bar.label))</text><text class=\"note\" x=\"\(n(x + barWidth / 2))\" "
                + "y=\"\(n(top + plot + 27))\" text-anchor=\"middle\">\(XMLText.escape(bar.sublabel))</text>"
        }
        return out + "</svg>"
    }

    /// The key under every chart.
    static let key =
        "<span class=\"key errors\">■</span> errors (bottom) <span class=\"key warnings\">■</span> "
        + "warnings <span class=\"key review\">■</span> needs review (top); the number on a bar is their sum"

    static func n(_ value: Double) -> String { ReportText.points(value) }
}
