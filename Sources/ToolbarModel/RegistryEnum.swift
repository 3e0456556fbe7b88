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
    public static func parse(_ text: String, field: String? = nil) throws -> Self {
        if let value = Self(rawValue: text) { return value }
        throw ModelError.unknownValue(field: field ?? fieldName, value: text, allowed: allowedValues)
    }
}
