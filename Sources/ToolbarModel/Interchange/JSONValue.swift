// MARK: - JSON values

/// A JSON value as the interchange format reads and writes it.
///
/// Objects keep their members in the order they were read; the writer sorts them by key, so
/// two equal trees always print the same bytes.
public enum JSONValue: Hashable, Sendable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// Every JSON number; integral values print without a fraction (`44`, not `44.0`).
    case number(Double)
    /// A string (any Unicode text; the writer escapes what JSON requires).
    case string(String)
    /// An array, in order.
    case array([JSONValue])
    /// An object's members, in the order read or built (the writer sorts them by key).
    case object([JSONMember])

    /// A short name of the value's type for messages (`object`, `array`, `string`…).
    public var typeName: String {
        switch self {
        case .null: return "null"
        case .bool: return "boolean"
        case .number: return "number"
        case .string: return "string"
        case .array: return "array"
        case .object: return "object"
        }
    }

    /// The member named `key` of an object, else `nil`.
    public subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }
}

/// One `"key": value` pair of a JSON object.
public struct JSONMember: Hashable, Sendable {
    /// The member's key.
    public var key: String
    /// The member's value.
    public var value: JSONValue

    /// A member with `key` and `value`.
    public init(_ key: String, _ value: JSONValue) {
        self.key = key
        self.value = value
    }
}

// MARK: - Building objects

/// Collects an object's members, leaving out optional values that are absent.
public struct JSONObjectBuilder: Sendable {
    /// The members added so far.
    public private(set) var members: [JSONMember] = []

    /// An empty object.
    public init() {}

    /// Adds `key` with `value`.
    public mutating func set(_ key: String, _ value: JSONValue) {
        members.append(JSONMember(key, value))
    }

    /// Adds `key` as a string when `value` is not `nil`.
    public mutating func set(_ key: String, _ value: String?) {
        if let value { set(key, .string(value)) }
    }

    /// Adds `key` as a string when `value` is not empty.
    public mutating func setNonEmpty(_ key: String, _ value: String) {
        if !value.isEmpty { set(key, .string(value)) }
    }

    /// Adds `key` as a number.
    public mutating func set(_ key: String, _ value: Double) {
        set(key, .number(value))
    }

    /// Adds `key` as a number.
    public mutating func set(_ key: String, _ value: Int) {
        set(key, .number(Double(value)))
    }

    /// Adds `key` as `true` only when `value` is true (false is the default and is left out).
    public mutating func setTrue(_ key: String, _ value: Bool) {
        if value { set(key, .bool(true)) }
    }

    /// Adds `key` with the enum's raw value unless it equals `defaultValue`.
    public mutating func set<E: RegistryEnum>(_ key: String, _ value: E, default defaultValue: E) {
        if value != defaultValue { set(key, .string(value.rawValue)) }
    }

    /// Adds `key` with the enum's raw value when it is not `nil`.
    public mutating func set<E: RegistryEnum>(_ key: String, _ value: E?) {
        if let value { set(key, .string(value.rawValue)) }
    }

    /// Adds `key` as an array unless `values` is empty.
    public mutating func setNonEmpty(_ key: String, _ values: [JSONValue]) {
        if !values.isEmpty { set(key, .array(values)) }
    }

    /// The finished object.
    public var value: JSONValue { .object(members) }
}
