/// A problem the scanner found in source, pointing at file:line:column: what a scan reports and
/// what the registry stores for the app (one type from the scanner to storage and back).
public struct SourceFinding: Hashable, Sendable {
    /// Stable kebab-case id of the rule, e.g. `device-idiom-check`.
    public var id: String
    /// How serious it is.
    public var severity: Severity
    /// What is wrong and what to do.
    public var message: String
    /// Where.
    public var location: SourceLocation
    /// The screen (type name) it belongs to, if any.
    public var screen: String?
    /// The command key it is about, if any.
    public var command: String?

    /// Makes a finding.
    public init(
        id: String, severity: Severity, message: String, location: SourceLocation,
        screen: String? = nil, command: String? = nil
    ) {
        self.id = id
        self.severity = severity
        self.message = message
        self.location = location
        self.screen = screen
        self.command = command
    }
}
