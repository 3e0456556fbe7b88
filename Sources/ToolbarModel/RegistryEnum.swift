/// A closed set of string values used in records, the JSON format and the command line.
///
/// Parsing an unknown value throws ``ModelError/unknownValue(field:value:allowed:)`` listing the
/// allowed values, which is what the CLI and the importer print.
public protocol RegistryEnum: CaseIterable, Hashable, Sendable, RawRepresentable where RawValue == String {
    /// The field name used in messages, e.g. `placement`.
    static var fieldName: String { get }
}

extension RegistryEnum {
    /// Every allowed value, in declaration order.
    public static var allowedValues: [String] { allCases.map { $0.rawValue } }

    /// Parses `text`, throwing a message that lists the allowed values.
    ///
    /// The same answer as `init(rawValue:)`, found faster: each case's name is compared only when
    /// its length is the text's, and the function is inlined into its callers so it is specialized
    /// for the enum. `init(rawValue:)` compares the text with every case's name in turn, and a
    /// call through the protocol cost 1,000–2,000 instructions; reading a screen's commands back
    /// parses eight of these per command (an audit of 10,000 screens reads 200,000 commands).
    @inlinable
    public static func parse(_ text: String, field: String? = nil) throws -> Self {
        if let value = value(named: text) { return value }
        throw ModelError.unknownValue(field: field ?? fieldName, value: text, allowed: allowedValues)
    }

    /// The case whose raw value is `text`, if any: ``parse(_:field:)`` without the error, for a
    /// caller that tries several readings of a text.
    @inlinable
    public static func value(named text: String) -> Self? {
        let length = text.utf8.count
        for value in allCases {
            let name = value.rawValue
            if name.utf8.count == length, name == text { return value }
        }
        return nil
    }
}
