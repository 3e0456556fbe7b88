/// The text of one SQL statement, and whether it is fixed: written in the source (a literal,
/// possibly with other fixed fragments such as a column list interpolated into it) or built at
/// run time (``init(dynamic:)``: a list of `?` whose length depends on the input, a filter made of
/// optional conditions).
///
/// ``Connection`` keeps a prepared statement for each fixed text it runs and prepares dynamic
/// text afresh each time, so the statement cache stays as small as the program's own SQL however
/// many different texts the input makes (GRDB's `cachedStatement` and `makeStatement`).
/// Interpolating anything but another `SQL` value does not compile: a value reaches SQLite only
/// through a binding, and dynamic text has to say so.
public struct SQL: Hashable, Sendable, ExpressibleByStringLiteral, ExpressibleByStringInterpolation,
    CustomStringConvertible
{
    /// The SQL text.
    public let text: String
    /// Whether the text is written in the source (and its statement may be cached).
    public let isFixed: Bool

    /// Text built at run time; its statement is never cached.
    public init(dynamic text: String) {
        self.text = text
        isFixed = false
    }

    public init(stringLiteral value: String) {
        text = value
        isFixed = true
    }

    public init(stringInterpolation: StringInterpolation) {
        text = stringInterpolation.text
        isFixed = stringInterpolation.isFixed
    }

    public var description: String { text }

    /// Two fragments one after the other: fixed when both are.
    public static func + (lhs: SQL, rhs: SQL) -> SQL {
        var joined = StringInterpolation(literalCapacity: 0, interpolationCount: 2)
        joined.appendInterpolation(lhs)
        joined.appendInterpolation(rhs)
        return SQL(stringInterpolation: joined)
    }

    /// A literal with other `SQL` values interpolated: fixed when they all are.
    public struct StringInterpolation: StringInterpolationProtocol {
        var text = ""
        var isFixed = true

        public init(literalCapacity: Int, interpolationCount: Int) {
            text.reserveCapacity(literalCapacity + 16 * interpolationCount)
        }

        public mutating func appendLiteral(_ literal: String) { text += literal }

        /// Appends another fragment (a column list, a shared `SELECT`).
        public mutating func appendInterpolation(_ fragment: SQL) {
            text += fragment.text
            isFixed = isFixed && fragment.isFixed
        }
    }
}
