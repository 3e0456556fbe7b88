// MARK: - Encodable values as JSON trees

/// Encodes an `Encodable` value straight into a ``JSONValue`` tree, with no text in between, so
/// that ``JSONWriter`` prints it once (sorted keys, the canonical number text).
///
/// The tree is the one Foundation's `JSONEncoder` text would parse back to: keyed containers
/// become objects (an absent optional is left out, as `encodeIfPresent` does), unkeyed ones
/// arrays, and every number a ``JSONValue/number(_:)``. A `Float` keeps its own shortest text
/// (`0.1`, not `0.10000000149011612`). Values Foundation encodes specially (`Date`, `Data`,
/// `URL`) get no special form here: the model has no Foundation, and none of its types or the
/// solver's hold them.
public enum JSONValueEncoder {
    /// `value` as a JSON tree; throws `EncodingError.invalidValue` for a number that is not finite.
    public static func encode<T: Encodable>(_ value: T) throws -> JSONValue {
        try JSONNode.encoding(value, codingPath: []).value
    }
}

// MARK: - The tree being built

/// One value being encoded; containers share it by reference, as `Encoder` requires.
private final class JSONNode {
    enum Content {
        case empty
        case value(JSONValue)
        case object(keys: [String], members: [String: JSONNode])
        case array([JSONNode])
    }

    var content: Content = .empty

    /// The finished tree (a value that encoded nothing is an empty object, as Foundation's is).
    var value: JSONValue {
        switch content {
        case .empty: return .object([])
        case .value(let value): return value
        case .object(let keys, let members): return .object(keys.map { JSONMember($0, members[$0]?.value ?? .null) })
        case .array(let elements): return .array(elements.map(\.value))
        }
    }

    /// A node holding `value` encoded: plain values directly, anything else through its `encode(to:)`.
    static func encoding<T: Encodable>(_ value: T, codingPath: [any CodingKey]) throws -> JSONNode {
        let node = JSONNode()
        switch value {
        case let value as JSONValue: node.content = .value(value)
        case let value as String: node.content = .value(.string(value))
        case let value as Bool: node.content = .value(.bool(value))
        case let value as Double: node.content = .value(try number(value, codingPath))
        case let value as Float: node.content = .value(try number(Double("\(value)") ?? Double(value), codingPath))
        case let value as any BinaryInteger: node.content = .value(.number(Double(value)))
        default: try value.encode(to: NodeEncoder(node: node, codingPath: codingPath))
        }
        return node
    }

    static func number(_ value: Double, _ codingPath: [any CodingKey]) throws -> JSONValue {
        guard value.isFinite else {
            throw EncodingError.invalidValue(
                value,
                EncodingError.Context(
                    codingPath: codingPath, debugDescription: "Unable to encode \(value) directly in JSON."))
        }
        return .number(value)
    }

    /// Makes the node an object (keeping the members it has: a type and its superclass may
    /// both ask for a keyed container).
    func becomeObject() {
        if case .object = content { return }
        content = .object(keys: [], members: [:])
    }

    func becomeArray() {
        if case .array = content { return }
        content = .array([])
    }

    func set(_ key: String, _ child: JSONNode) {
        guard case .object(var keys, var members) = content else { return }
        if members[key] == nil { keys.append(key) }
        members[key] = child
        content = .object(keys: keys, members: members)
    }

    func append(_ child: JSONNode) {
        guard case .array(var elements) = content else { return }
        elements.append(child)
        content = .array(elements)
    }

    var count: Int {
        if case .array(let elements) = content { return elements.count }
        return 0
    }
}

// MARK: - Encoder and containers

private struct NodeEncoder: Encoder {
    let node: JSONNode
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        node.becomeObject()
        return KeyedEncodingContainer(KeyedNodeContainer<Key>(node: node, codingPath: codingPath))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        node.becomeArray()
        return UnkeyedNodeContainer(node: node, codingPath: codingPath)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        SingleNodeContainer(node: node, codingPath: codingPath)
    }
}

private struct KeyedNodeContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let node: JSONNode
    let codingPath: [any CodingKey]

    private func child(_ key: Key) -> JSONNode {
        let child = JSONNode()
        node.set(key.stringValue, child)
        return child
    }

    mutating func encodeNil(forKey key: Key) throws { child(key).content = .value(.null) }
    mutating func encode(_ value: Bool, forKey key: Key) throws { try encodeValue(value, key) }
    mutating func encode(_ value: String, forKey key: Key) throws { try encodeValue(value, key) }
    mutating func encode(_ value: Double, forKey key: Key) throws { try encodeValue(value, key) }
    mutating func encode(_ value: Float, forKey key: Key) throws { try encodeValue(value, key) }
    mutating func encode(_ value: Int, forKey key: Key) throws { try encodeValue(value, key) }
    mutating func encode(_ value: Int8, forKey key: Key) throws { try encodeValue(value, key) }
    mutating func encode(_ value: Int16, forKey key: Key) throws { try encodeValue(value, key) }
    mutating func encode(_ value: Int32, forKey key: Key) throws { try encodeValue(value, key) }
    mutating func encode(_ value: Int64, forKey key: Key) throws { try encodeValue(value, key) }
    mutating func encode(_ value: UInt, forKey key: Key) throws { try encodeValue(value, key) }
    mutating func encode(_ value: UInt8, forKey key: Key) throws { try encodeValue(value, key) }
    mutating func encode(_ value: UInt16, forKey key: Key) throws { try encodeValue(value, key) }
    mutating func encode(_ value: UInt32, forKey key: Key) throws { try encodeValue(value, key) }
    mutating func encode(_ value: UInt64, forKey key: Key) throws { try encodeValue(value, key) }
    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws { try encodeValue(value, key) }

    private func encodeValue<T: Encodable>(_ value: T, _ key: Key) throws {
        node.set(key.stringValue, try JSONNode.encoding(value, codingPath: codingPath + [key]))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type, forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
        let nested = child(key)
        nested.becomeObject()
        return KeyedEncodingContainer(KeyedNodeContainer<NestedKey>(node: nested, codingPath: codingPath + [key]))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        let nested = child(key)
        nested.becomeArray()
        return UnkeyedNodeContainer(node: nested, codingPath: codingPath + [key])
    }

    mutating func superEncoder() -> any Encoder {
        NodeEncoder(node: child(Key(stringValue: "super")!), codingPath: codingPath)
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        NodeEncoder(node: child(key), codingPath: codingPath + [key])
    }
}

/// An array element's coding key (`Index 3`), for error paths.
private struct IndexKey: CodingKey {
    var intValue: Int?
    var stringValue: String { "Index \(intValue ?? 0)" }
    init(_ index: Int) { intValue = index }
    init?(stringValue: String) { nil }
    init?(intValue: Int) { self.intValue = intValue }
}

/// The unkeyed and single-value containers: every typed `encode(_:)` goes to one method (the
/// node decides what a value becomes).
private protocol EncodesEveryValueAlike {
    func encodeValue<T: Encodable>(_ value: T) throws
}

extension EncodesEveryValueAlike {
    mutating func encode(_ value: Bool) throws { try encodeValue(value) }
    mutating func encode(_ value: String) throws { try encodeValue(value) }
    mutating func encode(_ value: Double) throws { try encodeValue(value) }
    mutating func encode(_ value: Float) throws { try encodeValue(value) }
    mutating func encode(_ value: Int) throws { try encodeValue(value) }
    mutating func encode(_ value: Int8) throws { try encodeValue(value) }
    mutating func encode(_ value: Int16) throws { try encodeValue(value) }
    mutating func encode(_ value: Int32) throws { try encodeValue(value) }
    mutating func encode(_ value: Int64) throws { try encodeValue(value) }
    mutating func encode(_ value: UInt) throws { try encodeValue(value) }
    mutating func encode(_ value: UInt8) throws { try encodeValue(value) }
    mutating func encode(_ value: UInt16) throws { try encodeValue(value) }
    mutating func encode(_ value: UInt32) throws { try encodeValue(value) }
    mutating func encode(_ value: UInt64) throws { try encodeValue(value) }
    mutating func encode<T: Encodable>(_ value: T) throws { try encodeValue(value) }
}

private struct UnkeyedNodeContainer: UnkeyedEncodingContainer, EncodesEveryValueAlike {
    let node: JSONNode
    let codingPath: [any CodingKey]
    var count: Int { node.count }

    private func appended() -> JSONNode {
        let child = JSONNode()
        node.append(child)
        return child
    }

    mutating func encodeNil() throws { appended().content = .value(.null) }

    func encodeValue<T: Encodable>(_ value: T) throws {
        node.append(try JSONNode.encoding(value, codingPath: codingPath + [IndexKey(count)]))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type
    ) -> KeyedEncodingContainer<NestedKey> {
        let path = codingPath + [IndexKey(count)]
        let nested = appended()
        nested.becomeObject()
        return KeyedEncodingContainer(KeyedNodeContainer<NestedKey>(node: nested, codingPath: path))
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        let path = codingPath + [IndexKey(count)]
        let nested = appended()
        nested.becomeArray()
        return UnkeyedNodeContainer(node: nested, codingPath: path)
    }

    mutating func superEncoder() -> any Encoder {
        let path = codingPath + [IndexKey(count)]
        return NodeEncoder(node: appended(), codingPath: path)
    }
}

private struct SingleNodeContainer: SingleValueEncodingContainer, EncodesEveryValueAlike {
    let node: JSONNode
    let codingPath: [any CodingKey]

    mutating func encodeNil() throws { node.content = .value(.null) }

    func encodeValue<T: Encodable>(_ value: T) throws {
        node.content = try JSONNode.encoding(value, codingPath: codingPath).content
    }
}
