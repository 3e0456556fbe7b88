import Foundation
import ToolbarChecklist

/// Findings grouped the way the store keeps an audit item's findings (docs/audits.md): the ones
/// that share item, severity, command and message are one group with one occurrence each, and a
/// message that names its scenario becomes a template with `{scenario}` in its place, so
/// "Undo overflows in iphone-17-portrait" seen in twenty scenarios is written once.
struct FindingGroup {
    /// Stands for the occurrence's scenario name in a template.
    static let placeholder = "{scenario}"

    var itemID: String
    var severity: Severity
    var commandKey: String?
    /// The message, or the template when `isTemplate`.
    var message: String
    var isTemplate: Bool
    /// The findings, in the order given.
    var findings: [Finding]

    /// Groups `findings`, keeping their order (groups in order of their first finding).
    static func groups(_ findings: [Finding]) -> [FindingGroup] {
        struct Key: Hashable {
            var itemID: String
            var severity: Severity
            var commandKey: String?
            var message: String
            var isTemplate: Bool
        }
        var groups: [FindingGroup] = []
        var index: [Key: Int] = [:]
        for finding in findings {
            let templated = finding.scenario.flatMap { Self.template(finding.message, scenario: $0) }
            let key = Key(itemID: finding.itemID, severity: finding.severity, commandKey: finding.commandKey,
                          message: templated ?? finding.message, isTemplate: templated != nil)
            if let position = index[key] {
                groups[position].findings.append(finding)
            } else {
                index[key] = groups.count
                groups.append(FindingGroup(
                    itemID: key.itemID, severity: key.severity, commandKey: key.commandKey, message: key.message,
                    isTemplate: key.isTemplate, findings: [finding]))
            }
        }
        return groups
    }

    /// The message with the scenario's name replaced by the placeholder, when it names it and the
    /// template gives the message back exactly; else nil.
    static func template(_ message: String, scenario: String) -> String? {
        guard !scenario.isEmpty, message.contains(scenario), !message.contains(placeholder) else { return nil }
        let template = message.replacingOccurrences(of: scenario, with: placeholder)
        return filled(template, scenario: scenario) == message ? template : nil
    }

    /// The message of a template's occurrence in `scenario`.
    static func filled(_ template: String, scenario: String) -> String {
        template.replacingOccurrences(of: placeholder, with: scenario)
    }
}
