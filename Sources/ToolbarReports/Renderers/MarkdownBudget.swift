/// A Markdown document filled up to a size: pieces are added whole or not at all, so the document
/// never ends in the middle of a line, a table or a `<details>` block.
struct MarkdownBudget {
    /// Room kept for ``note(moreScreens:)`` and the lines that say what a table or section left out.
    static let noteReserve = 600

    /// The document so far.
    var out = ""
    /// Its size in UTF-8 bytes.
    private(set) var used = 0
    /// The most it may hold.
    let limit: Int

    init(limit: Int) { self.limit = limit }

    /// Adds `piece` when it fits; says whether it did.
    @discardableResult
    mutating func append(_ piece: String) -> Bool {
        let size = piece.utf8.count
        guard used + size <= limit else { return false }
        out += piece
        used += size
        return true
    }

    /// A table's header and as many rows as fit in `share` bytes (and the room left), then a line
    /// counting the rows left out.
    mutating func append(rows: [String], header: String, share: Int, unit: String) {
        let stop = min(limit, used + share)
        guard used + header.utf8.count <= stop else { return }
        out += header
        used += header.utf8.count
        var shown = 0
        for row in rows {
            let size = row.utf8.count
            if used + size > stop { break }
            out += row
            used += size
            shown += 1
        }
        if shown < rows.count {
            // Outside the budget: the reserve holds it.
            out += "\n*… \(rows.count - shown) more \(unit) not in this table.*\n"
        }
    }

    /// A screen's heading and the finding lines that fit, worst first, then how many were left out.
    mutating func appendPartial(section entry: MarkdownRenderer.Entry) {
        let lines = MarkdownRenderer.sectionLines(entry)
        let heading = MarkdownRenderer.sectionHeading(entry.screen)
        guard let first = lines.first, used + heading.utf8.count + first.utf8.count <= limit else { return }
        out += heading
        used += heading.utf8.count
        var shown = 0
        for line in lines {
            guard append(line) else { break }
            shown += 1
        }
        out += "- … \(lines.count - shown) more on this screen\n"
    }

    /// The closing line: how many screens' findings are not shown, and where to read them.
    static func note(moreScreens: Int) -> String {
        guard moreScreens > 0 else { return "" }
        return "\n**… \(moreScreens) more \(moreScreens == 1 ? "screen" : "screens"): see report.html** "
            + "(`toolbar-registry report --format html -o report.html`; this summary keeps to the size "
            + "its reader accepts).\n"
    }
}
