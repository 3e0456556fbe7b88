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
    /// `includeHeader` is false. Lines carry no trailing spaces.
    public func render(includeHeader: Bool = true) -> String {
        let body = includeHeader ? [columns.map(\.header)] + rows : rows
        guard !body.isEmpty else { return "" }
        let widths = columns.indices.map { index in body.map { $0[index].displayWidth }.max() ?? 0 }
        var text = ""
        for row in body {
            var cells: [String] = []
            for (index, cell) in row.enumerated() {
                let padding = String(repeating: " ", count: widths[index] - cell.displayWidth)
                cells.append(columns[index].alignment == .left ? cell + padding : padding + cell)
            }
            var line = cells.joined(separator: separator)
            while line.last == " " { line.removeLast() }
            text += line + "\n"
        }
        return text
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
