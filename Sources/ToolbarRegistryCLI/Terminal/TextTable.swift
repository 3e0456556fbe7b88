// MARK: - Text table

/// Aligned columns for human listings, measured in terminal columns so that wide (CJK, emoji)
/// and combining characters line up.
public struct TextTable: Sendable {
    /// How a column's cells are aligned.
    public enum Alignment: Sendable {
        /// Padded on the right (text).
        case left
        /// Padded on the left (numbers).
        case right
    }

    /// A column heading and its alignment.
    public struct Column: Sendable {
        /// The heading, e.g. `NAME`.
        public var header: String
        /// How cells are aligned.
        public var alignment: Alignment

        /// Declares a column.
        public init(_ header: String, alignment: Alignment = .left) {
            self.header = header
            self.alignment = alignment
        }
    }

    /// The columns in order.
    public var columns: [Column]
    /// The rows added so far; each has one cell per column.
    public private(set) var rows: [[String]] = []
    /// What separates two columns.
    public var separator: String

    /// Creates an empty table.
    public init(columns: [Column], separator: String = "  ") {
        self.columns = columns
        self.separator = separator
    }

    /// Creates an empty table of left-aligned columns.
    public init(headers: [String], separator: String = "  ") {
        self.init(columns: headers.map { Column($0) }, separator: separator)
    }

    /// Adds a row; missing cells are blank, extra cells are dropped, control characters escaped.
    public mutating func addRow(_ cells: [String]) {
        rows.append(columns.indices.map { $0 < cells.count ? Self.clean(cells[$0]) : "" })
    }

    /// The table as text, one line per row with a trailing newline; no header line when
    /// `includeHeader` is false. Lines carry no trailing spaces. With `width`, text columns
    /// narrow (widest first, never below ``minimumColumnWidth`` or their header) and their
    /// cells wrap at spaces, so that rows fit a terminal of that many columns where they can.
    public func render(includeHeader: Bool = true, fittingWidth width: Int? = nil) -> String {
        let body = includeHeader ? [columns.map(\.header)] + rows : rows
        guard !body.isEmpty else { return "" }
        let natural = columns.indices.map { index in body.map { $0[index].displayWidth }.max() ?? 0 }
        let widths = width.map { fitted(natural, into: $0) } ?? natural
        var text = ""
        for row in body {
            let cellLines = row.indices.map { index in
                row[index].displayWidth > widths[index] ? Self.wrap(row[index], width: widths[index]) : [row[index]]
            }
            for lineIndex in 0..<(cellLines.map(\.count).max() ?? 1) {
                var cells: [String] = []
                for (index, lines) in cellLines.enumerated() {
                    let cell = lineIndex < lines.count ? lines[lineIndex] : ""
                    let padding = String(repeating: " ", count: max(0, widths[index] - cell.displayWidth))
                    cells.append(columns[index].alignment == .left ? cell + padding : padding + cell)
                }
                var line = cells.joined(separator: separator)
                while line.last == " " { line.removeLast() }
                text += line + "\n"
            }
        }
        return text
    }

    /// A text column is never narrowed below this many terminal columns (or its header).
    public static let minimumColumnWidth = 12

    /// Column widths that fit `width` where possible: the widest left-aligned column gives up a
    /// column at a time — first only down to its longest unbreakable piece, so that cells wrap
    /// between words, then down to its minimum.
    private func fitted(_ natural: [Int], into width: Int) -> [Int] {
        var widths = natural
        let minimums = columns.indices.map { index in
            min(natural[index], max(Self.minimumColumnWidth, columns[index].header.displayWidth))
        }
        let longestWords = columns.indices.map { index in
            max(
                minimums[index],
                rows.map { row in
                    Self.pieces(row[index]).map(\.0.displayWidth).max() ?? 0
                }.max() ?? 0)
        }
        var excess = widths.reduce(0, +) + separator.displayWidth * max(0, columns.count - 1) - width
        for floors in [longestWords, minimums] {
            while excess > 0 {
                let candidates = columns.indices.filter { columns[$0].alignment == .left && widths[$0] > floors[$0] }
                guard let widest = candidates.max(by: { widths[$0] < widths[$1] }) else { break }
                widths[widest] -= 1
                excess -= 1
            }
        }
        return widths
    }

    /// `text` in lines of at most `width` terminal columns, broken at spaces or after `-` and
    /// `/` (so names and command lines break where a reader expects); a piece longer than a line
    /// is cut.
    static func wrap(_ text: String, width: Int) -> [String] {
        guard width > 0 else { return [text] }
        var lines: [String] = []
        var current = ""
        for (piece, spaced) in pieces(text) {
            var piece = piece
            let joined = current.isEmpty ? piece : current + (spaced ? " " : "") + piece
            if joined.displayWidth <= width {
                current = joined
                continue
            }
            if !current.isEmpty { lines.append(current) }
            current = ""
            while piece.displayWidth > width {
                var head = ""
                for character in piece {
                    if head.displayWidth + character.displayWidth > width { break }
                    head.append(character)
                }
                if head.isEmpty { head = String(piece.prefix(1)) }
                lines.append(head)
                piece.removeFirst(head.count)
            }
            current = piece
        }
        if !current.isEmpty || lines.isEmpty { lines.append(current) }
        return lines
    }

    /// The unbreakable pieces of `text`: split at spaces (which are dropped) and after `-` and
    /// `/`; each with whether a space came before it.
    static func pieces(_ text: String) -> [(String, Bool)] {
        var result: [(String, Bool)] = []
        for word in text.split(separator: " ", omittingEmptySubsequences: true) {
            var piece = ""
            var spaced = true
            for character in word {
                piece.append(character)
                if character == "-" || character == "/" {
                    result.append((piece, spaced))
                    piece = ""
                    spaced = false
                }
            }
            if !piece.isEmpty { result.append((piece, spaced)) }
        }
        return result
    }

    /// `cell` with control characters (tabs, newlines) shown as `\u{…}` escapes.
    private static func clean(_ cell: String) -> String {
        guard cell.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else { return cell }
        var out = ""
        for scalar in cell.unicodeScalars {
            if scalar.properties.generalCategory == .control {
                out += "\\u{\(String(scalar.value, radix: 16))}"
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
