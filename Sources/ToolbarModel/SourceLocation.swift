/// A place in a Swift source file, relative to the repository root where known: where a screen
/// or command is declared, where a scanner finding points, and where a report links to.
///
/// Its Codable form is `{"file": …, "line": …, "column": …}` (`column` left out when unknown),
/// the shape report JSON uses for `source`.
public struct SourceLocation: Codable, Hashable, Sendable, CustomStringConvertible {
    /// The file's path (repository-relative where known).
    public var file: String
    /// Line, counting from 1.
    public var line: Int
    /// Column, counting from 1, when known.
    public var column: Int?

    /// A location from its parts.
    public init(file: String, line: Int, column: Int? = nil) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `file:line:column`, or `file:line` without a column.
    public var description: String {
        column.map { "\(file):\(line):\($0)" } ?? "\(file):\(line)"
    }
}
