/// A value bound to a statement or read from a row. Every value reaches SQLite through a binding;
/// nothing is ever spliced into SQL text.
public enum SQLValue: Hashable, Sendable {
    case null
    case integer(Int64)
    case real(Double)
    case text(String)
    case blob([UInt8])

    /// The value as an integer, if it is one.
    public var int64: Int64? {
        if case .integer(let value) = self { return value }
        return nil
    }

    /// The value as text, if it is text.
    public var string: String? {
        if case .text(let value) = self { return value }
        return nil
    }

    /// The value as a double (integers are widened).
    public var double: Double? {
        switch self {
        case .real(let value): return value
        case .integer(let value): return Double(value)
        default: return nil
        }
    }
}

/// Values that can be bound to a statement parameter.
public protocol SQLBindable {
    /// The SQLite value for this Swift value.
    var sqlValue: SQLValue { get }
}

extension SQLValue: SQLBindable {
    public var sqlValue: SQLValue { self }
}

extension String: SQLBindable {
    public var sqlValue: SQLValue { .text(self) }
}

extension Int: SQLBindable {
    public var sqlValue: SQLValue { .integer(Int64(self)) }
}

extension Int64: SQLBindable {
    public var sqlValue: SQLValue { .integer(self) }
}

extension Double: SQLBindable {
    public var sqlValue: SQLValue { .real(self) }
}

extension Bool: SQLBindable {
    public var sqlValue: SQLValue { .integer(self ? 1 : 0) }
}

extension Optional: SQLBindable where Wrapped: SQLBindable {
    public var sqlValue: SQLValue { self?.sqlValue ?? .null }
}

/// A raw-value type (the records' closed sets of values: placements, roles, size classes…) binds
/// as its raw value once it declares the conformance, so a call site binds `command.placement`,
/// never spells `command.placement.sqlValue`, and an optional enum binds NULL when absent.
extension SQLBindable where Self: RawRepresentable, Self.RawValue: SQLBindable {
    public var sqlValue: SQLValue { rawValue.sqlValue }
}
