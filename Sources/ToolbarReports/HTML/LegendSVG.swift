/// The key to the toolbar pictures: one sample pill per classification, each with its own border
/// pattern besides its colour (solid, dashed, dotted, double weight), the destructive one red, and
/// the system buttons.
enum LegendSVG {
    /// The samples, in the order people read them: class, words, border.
    static let samples: [(kind: String, words: String, border: String)] = [
        ("primary", "primary", "solid"), ("secondary", "secondary", "dashed"), ("overflow", "overflow", "dotted"),
        ("destructive", "destructive", "heavy, red text"), ("none", "unclassified", "thin")
    ]

    /// The legend as one drawing.
    static let drawing: LayoutSVG.Drawing = {
        var out = ""
        var x = 0.0
        for sample in samples {
            let width = max(SVGText.width(sample.words, size: 11), SVGText.width(sample.border, size: 10)) + 16
            out +=
                "<rect class=\"item \(sample.kind)\" x=\"\(n(x))\" y=\"2\" width=\"\(n(width))\" height=\"26\" "
                + "rx=\"8\"/>"
                + "<text x=\"\(n(x + width / 2))\" y=\"19\" text-anchor=\"middle\""
                + (sample.kind == "destructive" ? " class=\"red\"" : "") + ">\(sample.words)</text>"
                + "<text class=\"note\" x=\"\(n(x + width / 2))\" y=\"42\" text-anchor=\"middle\">"
                + "\(sample.border)</text>"
            x += width + 10
        }
        for (glyph, words) in [("‹", "back"), ("…", "overflow button")] {
            out +=
                "<rect class=\"system\" x=\"\(n(x))\" y=\"2\" width=\"26\" height=\"26\" rx=\"13\"/>"
                + "<text class=\"glyph\" x=\"\(n(x + 13))\" y=\"20\" text-anchor=\"middle\">\(glyph)</text>"
                + "<text class=\"note\" x=\"\(n(x + 32))\" y=\"19\">\(words)</text>"
            x += 32 + SVGText.width(words, size: 10) + 14
        }
        return LayoutSVG.Drawing(body: out, width: x.rounded(.up), height: 48)
    }()

    /// The legend's text alternative.
    static let label =
        "Key: primary items have a solid border, secondary dashed, overflow dotted, destructive a "
        + "heavy border and red text, unclassified a thin one; ‹ is the back button and … the overflow button."

    static func n(_ value: Double) -> String { ReportText.points(value) }
}
