// MARK: - Records as compact JSON bytes

/// Writes one JSON object's members straight into bytes, compact (no white space), as
/// ``JSONWriter`` writes the same members as a tree: the caller adds them in ascending order of
/// their keys' UTF-8 bytes (the order the writer sorts them into), and optional values that are
/// absent are left out the way ``JSONObjectBuilder`` leaves them out.
public struct CompactJSONObject: JSONObjectWriting {
    /// The bytes written so far.
    public private(set) var bytes: [UInt8]
    private var empty = true
    #if DEBUG
        private var lastKey: StaticString?
    #endif

    /// Starts an object (`{`) in a new buffer.
    public init(capacity: Int = 256) {
        bytes = []
        bytes.reserveCapacity(capacity)
        bytes.append(UInt8(ascii: "{"))
    }

    private mutating func key(_ key: StaticString) {
        #if DEBUG
            if let lastKey {
                let previous = UnsafeBufferPointer(start: lastKey.utf8Start, count: lastKey.utf8CodeUnitCount)
                let next = UnsafeBufferPointer(start: key.utf8Start, count: key.utf8CodeUnitCount)
                assert(previous.lexicographicallyPrecedes(next), "keys out of order: \(lastKey) before \(key)")
            }
            lastKey = key
        #endif
        if !empty { bytes.append(UInt8(ascii: ",")) }
        empty = false
        bytes.append(UInt8(ascii: "\""))
        bytes.append(contentsOf: UnsafeBufferPointer(start: key.utf8Start, count: key.utf8CodeUnitCount))
        bytes.append(UInt8(ascii: "\""))
        bytes.append(UInt8(ascii: ":"))
    }

    /// Adds `key` as a string.
    public mutating func set(_ key: StaticString, _ value: String) {
        self.key(key)
        JSONWriter.appendString(value, to: &bytes)
    }

    /// Adds `key` as a number.
    public mutating func set(_ key: StaticString, _ value: Double) {
        self.key(key)
        JSONWriter.appendNumber(value, to: &bytes)
    }

    /// Adds `key` as `true` or `false`.
    public mutating func set(_ key: StaticString, _ value: Bool) {
        self.key(key)
        JSONWriter.appendRaw(value ? "true" : "false", to: &bytes)
    }

    /// Adds `key` with a nested object, written by `body` straight into these bytes (the buffer
    /// is lent to the nested object and taken back, not copied).
    public mutating func setObject(_ key: StaticString, _ body: (inout Self) -> Void) {
        self.key(key)
        nested(body)
    }

    /// Adds `key` with an array of `count` objects, each written by `body` (with its index)
    /// straight into these bytes.
    mutating func setObjects(_ key: StaticString, count: Int, _ body: (Int, inout Self) -> Void) {
        self.key(key)
        bytes.append(UInt8(ascii: "["))
        for index in 0..<count {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            nested { body(index, &$0) }
        }
        bytes.append(UInt8(ascii: "]"))
    }

    /// An object (`{`, what `body` adds, `}`) written at the end of the bytes by a nested writer
    /// that borrows the buffer: swapped in and out, so no bytes are copied.
    private mutating func nested(_ body: (inout Self) -> Void) {
        var nested = CompactJSONObject(borrowing: ())
        swap(&nested.bytes, &bytes)
        nested.bytes.append(UInt8(ascii: "{"))
        body(&nested)
        nested.bytes.append(UInt8(ascii: "}"))
        swap(&nested.bytes, &bytes)
    }

    /// A writer with no buffer yet (an empty array allocates nothing), for ``nested(_:)``.
    private init(borrowing: Void) {
        bytes = []
    }

    /// The finished object's bytes (`}` added).
    public consuming func finished() -> [UInt8] {
        bytes.append(UInt8(ascii: "}"))
        return bytes
    }

    /// The finished object as text.
    public consuming func text() -> String {
        bytes.append(UInt8(ascii: "}"))
        return String(decoding: bytes, as: UTF8.self)
    }
}

extension RecordJSON {
    /// The app's JSON as the change log stores it: the bytes of
    /// `JSONWriter.string(encode(app), style: .compact)`, written without building the tree.
    public static func compactText(_ app: App) -> String {
        var object = CompactJSONObject()
        write(app, into: &object)
        return object.text()
    }

    /// The screen's JSON as the change log stores it (see ``compactText(_:)-app``).
    public static func compactText(_ screen: Screen) -> String {
        var object = CompactJSONObject()
        write(screen, into: &object)
        return object.text()
    }

    /// The group's JSON as the change log stores it (see ``compactText(_:)-app``).
    public static func compactText(_ group: ToolbarGroup) -> String {
        var object = CompactJSONObject(capacity: 128)
        write(group, into: &object)
        return object.text()
    }

    /// The command's JSON as the change log stores it (see ``compactText(_:)-app``).
    public static func compactText(_ command: Command) -> String {
        var object = CompactJSONObject()
        write(command, into: &object)
        return object.text()
    }
}
