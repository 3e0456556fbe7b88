// MARK: - Reading one object

/// Reads the members of one JSON object into record fields, remembering which keys were read
/// so that ``finish(allowed:)`` can refuse keys the format does not define.
struct ObjectReader {
    let members: [JSONMember]
    let path: JSONPath
    /// The keys the format defines for this object.
    let allowed: [String]
    /// What the object is, for messages (`a command`).
    let what: String
    private var used: UInt64 = 0
    /// Whether every member's key is ASCII, when a key of another length cannot be the one asked
    /// for (see ``take(_:)``).
    private let asciiKeys: Bool

    /// Opens `value` as an object describing a `what` (e.g. `a command`) with the `allowed` keys.
    init(_ value: JSONValue, path: JSONPath, what: String, allowed: [String]) throws {
        guard case .object(let members) = value else {
            throw DecodeFailure(
                kind: .wrongType, path: path,
                message: "expected \(what) object, found \(value.typeName)",
                hint: "write it as a JSON object { … }")
        }
        self.members = members
        asciiKeys = members.allSatisfy { member in
            var key = member.key
            return key.withUTF8 { bytes in bytes.allSatisfy { $0 < 0x80 } }
        }
        self.path = path
        self.allowed = allowed
        self.what = what
    }

    // MARK: - Raw access

    /// The value of `key` (`nil` when absent or `null`), marking it as read.
    mutating func take(_ key: String) -> JSONValue? {
        // A record's reads ask for about 30 keys among its members: comparing two unequal
        // strings is a call into the standard library (a fifth of decoding an import), comparing
        // their lengths is not. Strings are equal when canonically equivalent, which for an ASCII
        // member key and the format's keys (all ASCII) means the same bytes; a key beyond ASCII
        // (a Kelvin sign for a K) may be equivalent to one of another length, so such an object
        // compares every key in full.
        if asciiKeys {
            let length = key.utf8.count
            for index in members.indices
            where members[index].key.utf8.count == length && members[index].key == key {
                return taken(at: index)
            }
            return nil
        }
        for index in members.indices where members[index].key == key {
            return taken(at: index)
        }
        return nil
    }

    /// The value of the member at `index` (`nil` for `null`), marked as read.
    private mutating func taken(at index: Int) -> JSONValue? {
        if index < 64 { used |= 1 << UInt64(index) }
        if case .null = members[index].value { return nil }
        return members[index].value
    }

    /// Refuses the first key that was not read, listing the allowed keys.
    func finish() throws {
        for (index, member) in members.enumerated() {
            let read = index < 64 ? used & (1 << UInt64(index)) != 0 : allowed.contains(member.key)
            if !read { throw unknownKey(member.key) }
        }
    }

    /// The first key the format does not define, if any (slow; for the error path).
    func firstUnknownKey() -> String? {
        members.first { !allowed.contains($0.key) }?.key
    }

    func unknownKey(_ key: String) -> DecodeFailure {
        DecodeFailure(
            kind: .unknownKey, path: path.appending(key), message: "unknown key \"\(key.debugPreview)\"",
            hint: "allowed keys here: \(allowed.sorted().joined(separator: ", "))")
    }

    func failure(_ kind: InterchangeError.Kind, _ key: String, _ message: String, hint: String) -> DecodeFailure {
        DecodeFailure(kind: kind, path: path.appending(key), message: message, hint: hint)
    }

    func wrongType(_ key: String, expected: String, found: JSONValue) -> DecodeFailure {
        failure(.wrongType, key, "expected \(expected), found \(found.typeName)", hint: "write \(key) as \(expected)")
    }

    /// A missing required key; an unknown key in the same object (often its misspelling) is
    /// reported instead.
    func missing(_ key: String) -> DecodeFailure {
        if let unknown = firstUnknownKey() { return unknownKey(unknown) }
        return failure(.missingField, key, "missing required key \"\(key)\"", hint: "\(what) needs \"\(key)\"")
    }

    // MARK: - Typed fields

    mutating func string(_ key: String) throws -> String? {
        guard let value = take(key) else { return nil }
        guard case .string(let text) = value else { throw wrongType(key, expected: "a string", found: value) }
        return text
    }

    mutating func requiredString(_ key: String) throws -> String {
        guard let text = try string(key) else { throw missing(key) }
        return text
    }

    /// A required record name, checked by ``RecordName/validate(_:kind:)``.
    /// The record's stable id (`id`), if the object has one.
    mutating func stableID() throws -> String? {
        // Left unread where the format version has no ids, so `finish()` refuses the key.
        guard members.contains(where: { $0.key == "id" }), allowed.contains("id"), let id = try string("id") else {
            return nil
        }
        try model("id") { try StableID.validate(id) }
        return id
    }

    mutating func name(_ key: String, kind: String) throws -> String {
        let text = try requiredString(key)
        try model(key) { try RecordName.validate(text, kind: kind) }
        return text
    }

    /// An optional free text, checked by ``TextField/validate(_:field:limit:multiline:)``.
    mutating func text(
        _ key: String, field: String, limit: Int = TextField.titleLimit,
        multiline: Bool = false
    ) throws -> String? {
        let text = try string(key)
        try model(key) { try TextField.validate(text, field: field, limit: limit, multiline: multiline) }
        return text
    }

    mutating func bool(_ key: String, default defaultValue: Bool = false) throws -> Bool {
        guard let value = take(key) else { return defaultValue }
        guard case .bool(let flag) = value else { throw wrongType(key, expected: "true or false", found: value) }
        return flag
    }

    mutating func number(_ key: String) throws -> Double? {
        guard let value = take(key) else { return nil }
        guard case .number(let number) = value else { throw wrongType(key, expected: "a number", found: value) }
        return number
    }

    mutating func requiredNumber(_ key: String) throws -> Double {
        guard let number = try number(key) else { throw missing(key) }
        return number
    }

    mutating func int(_ key: String) throws -> Int? {
        guard let number = try number(key) else { return nil }
        guard number == number.rounded() else {
            throw failure(
                .wrongType, key, "expected a whole number, found \(JSONWriter.numberText(number))",
                hint: "write \(key) without a fraction")
        }
        guard abs(number) < 1e15 else {
            let shown = abs(number) < 9e18 ? String(Int64(number)) : JSONWriter.numberText(number)
            throw failure(
                .invalidRecord, key, "\(shown) is out of range (at most 15 digits)",
                hint: "use a smaller \(key)")
        }
        return Int(number)
    }

    mutating func requiredInt(_ key: String) throws -> Int {
        guard let number = try int(key) else { throw missing(key) }
        return number
    }

    mutating func enumValue<E: RegistryEnum>(_ key: String, default defaultValue: E) throws -> E {
        try optionalEnum(key) ?? defaultValue
    }

    mutating func optionalEnum<E: RegistryEnum>(_ key: String) throws -> E? {
        guard let text = try string(key) else { return nil }
        return try model(key) { try E.parse(text) }
    }

    mutating func requiredEnum<E: RegistryEnum>(_ key: String) throws -> E {
        guard let value: E = try optionalEnum(key) else { throw missing(key) }
        return value
    }

    mutating func version(_ key: String) throws -> OSVersion {
        let text = try requiredString(key)
        return try model(key) { try OSVersion(parsing: text, field: key) }
    }

    mutating func optionalVersion(_ key: String) throws -> OSVersion? {
        guard let text = try string(key) else { return nil }
        return try model(key) { try OSVersion(parsing: text, field: key) }
    }

    mutating func priority(_ key: String) throws -> VisibilityPriority? {
        guard let text = try string(key) else { return nil }
        return try model(key) { try VisibilityPriority(parsing: text) }
    }

    mutating func array(_ key: String) throws -> [JSONValue] {
        guard let value = take(key) else { return [] }
        guard case .array(let elements) = value else { throw wrongType(key, expected: "an array", found: value) }
        return elements
    }

    /// Runs a model check and turns its ``ModelError`` into a failure at `key`.
    func model<T>(_ key: String, _ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as ModelError {
            throw DecodeFailure(modelError: error, path: path.appending(key))
        }
    }
}

extension DecodeFailure {
    /// A model refusal at `path`.
    init(modelError error: ModelError, path: JSONPath) {
        switch error {
        case .unknownValue:
            self.init(
                kind: .unknownValue, path: path, message: error.description,
                hint: "use one of the allowed values")
        default:
            self.init(
                kind: .invalidRecord, path: path, message: error.description,
                hint: "fix the value (docs/json-format.md lists the rules)")
        }
    }
}
