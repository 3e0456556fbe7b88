import ToolbarModel

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A parsed JSON value with its path, read with typed accessors that fail with
/// ``ReportDecodingError`` naming where (`$.screens[2].commands[0].key: expected a string`).
struct JSONReader {
    var value: JSONValue
    var path: String

    init(_ value: JSONValue, path: String) {
        self.value = value
        self.path = path
    }

    func error(_ problem: String) -> ReportDecodingError { ReportDecodingError(path: path, problem: problem) }

    // MARK: - This value

    func string() throws -> String {
        guard case .string(let text) = value else { throw error("expected a string, found \(value.typeName)") }
        return text
    }

    func optionalString() throws -> String? {
        if case .null = value { return nil }
        return try string()
    }

    func number() throws -> Double {
        guard case .number(let number) = value else { throw error("expected a number, found \(value.typeName)") }
        return number
    }

    func optionalNumber() throws -> Double? {
        if case .null = value { return nil }
        return try number()
    }

    func intValue() throws -> Int {
        let number = try number()
        guard number == number.rounded(), abs(number) < 1e15 else { throw error("expected an integer") }
        return Int(number)
    }

    func bool() throws -> Bool {
        guard case .bool(let flag) = value else { throw error("expected true or false, found \(value.typeName)") }
        return flag
    }

    func enumeration<Value: RawRepresentable>() throws -> Value where Value.RawValue == String {
        let text = try string()
        guard let result = Value(rawValue: text) else { throw error("unknown value \"\(text)\"") }
        return result
    }

    func elements() throws -> [JSONReader] {
        guard case .array(let elements) = value else { throw error("expected an array, found \(value.typeName)") }
        return elements.enumerated().map { JSONReader($1, path: "\(path)[\($0)]") }
    }

    /// `2026-11-29T21:30:00Z` (what ``ReportText/timestamp(_:)`` writes) or any ISO 8601 time.
    func date() throws -> Date { try Self.date(try string(), at: self) }

    static func date(_ text: String, at place: JSONReader) throws -> Date {
        let bytes = Array(text.utf8)
        func digits(_ range: Range<Int>) -> Int64? {
            var value: Int64 = 0
            for index in range {
                guard index < bytes.count, (48...57).contains(bytes[index]) else { return nil }
                value = value * 10 + Int64(bytes[index] - 48)
            }
            return value
        }
        if bytes.count == 20, bytes[4] == 45, bytes[7] == 45, bytes[10] == 84, bytes[13] == 58, bytes[16] == 58,
            bytes[19] == 90, let year = digits(0..<4), let month = digits(5..<7), let day = digits(8..<10),
            let hour = digits(11..<13), let minute = digits(14..<16), let second = digits(17..<19),
            (1...12).contains(month), (1...CivilDate.daysIn(month: month, year: year)).contains(day), hour < 24,
            minute < 60, second < 61
        {
            let days = CivilDate.days(year: year, month: month, day: day)
            return Date(timeIntervalSince1970: Double(days * 86_400 + hour * 3600 + minute * 60 + second))
        }
        if let date = ISO8601Parsing.date(text) { return date }
        throw place.error("\"\(text)\" is not a UTC time like 2026-11-29T21:30:00Z")
    }

    // MARK: - Members

    /// The member `key`; absent is an error.
    func member(_ key: String) throws -> JSONReader {
        guard case .object(let members) = value else { throw error("expected an object, found \(value.typeName)") }
        guard let member = members.first(where: { $0.key == key }) else { throw error("missing \"\(key)\"") }
        return JSONReader(member.value, path: "\(path).\(key)")
    }

    /// The member `key`, or nil when it is absent or null.
    func optionalMember(_ key: String) throws -> JSONReader? {
        guard case .object(let members) = value else { throw error("expected an object, found \(value.typeName)") }
        guard let member = members.first(where: { $0.key == key }) else { return nil }
        if case .null = member.value { return nil }
        return JSONReader(member.value, path: "\(path).\(key)")
    }

    func string(_ key: String) throws -> String { try member(key).string() }
    func optionalString(_ key: String) throws -> String? { try optionalMember(key)?.string() }
    func number(_ key: String) throws -> Double { try member(key).number() }
    func optionalNumber(_ key: String) throws -> Double? { try optionalMember(key)?.number() }
    func int(_ key: String) throws -> Int { try member(key).intValue() }
    func optionalInt(_ key: String) throws -> Int? { try optionalMember(key)?.intValue() }
    func bool(_ key: String) throws -> Bool { try member(key).bool() }
    func optionalBool(_ key: String) throws -> Bool? { try optionalMember(key)?.bool() }
    func date(_ key: String) throws -> Date { try member(key).date() }
    func array(_ key: String) throws -> [JSONReader] { try member(key).elements() }
    func optionalArray(_ key: String) throws -> [JSONReader]? { try optionalMember(key)?.elements() }

    func enumeration<Value: RawRepresentable>(_ key: String) throws -> Value where Value.RawValue == String {
        try member(key).enumeration()
    }

    func optionalEnumeration<Value: RawRepresentable>(_ key: String) throws -> Value?
    where Value.RawValue == String {
        try optionalMember(key)?.enumeration()
    }

    func object(_ key: String) throws -> JSONReader {
        let member = try member(key)
        guard case .object = member.value else { throw member.error("expected an object") }
        return member
    }

    func optionalObject(_ key: String) throws -> JSONReader? {
        guard let member = try optionalMember(key) else { return nil }
        guard case .object = member.value else { throw member.error("expected an object") }
        return member
    }

    /// The members of the object `key`, in order.
    func members(_ key: String) throws -> [(String, JSONReader)] {
        let object = try self.object(key)
        guard case .object(let members) = object.value else { return [] }
        return members.map { ($0.key, JSONReader($0.value, path: "\(object.path).\($0.key)")) }
    }
}
