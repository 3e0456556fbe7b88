import ToolbarChecklist
import ToolbarModel

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
#if canImport(Glibc)
    import Glibc
#endif

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
            let key = Key(
                itemID: finding.itemID, severity: finding.severity, commandKey: finding.commandKey,
                message: templated ?? finding.message, isTemplate: templated != nil)
            if let position = index[key] {
                groups[position].findings.append(finding)
            } else {
                index[key] = groups.count
                groups.append(
                    FindingGroup(
                        itemID: key.itemID, severity: key.severity, commandKey: key.commandKey, message: key.message,
                        isTemplate: key.isTemplate, findings: [finding]))
            }
        }
        return groups
    }

    /// The message with the scenario's name replaced by the placeholder, when it names it and the
    /// template gives the message back exactly; else nil.
    static func template(_ message: String, scenario: String) -> String? {
        guard !scenario.isEmpty, !contains(message, placeholder),
            let template = replacing(scenario, with: placeholder, in: message)
        else { return nil }
        return filled(template, scenario: scenario) == message ? template : nil
    }

    /// The message of a template's occurrence in `scenario`.
    static func filled(_ template: String, scenario: String) -> String {
        replacing(placeholder, with: scenario, in: template) ?? template
    }

    // MARK: - Text, by UTF-8 code units (a report has tens of thousands of findings)

    /// `text` with every occurrence of `target` (left to right, not overlapping) replaced by
    /// `replacement`; nil when there is none. Compared code unit by code unit, as names are stored.
    static func replacing(_ target: String, with replacement: String, in text: String) -> String? {
        var text = text
        var target = target
        return text.withUTF8 { haystack -> String? in
            target.withUTF8 { needle -> String? in
                guard !needle.isEmpty, haystack.count >= needle.count else { return nil }
                var out: [UInt8] = []
                var copied = 0
                var index = 0
                while index <= haystack.count - needle.count {
                    if haystack[index] == needle[0],
                        memcmp(haystack.baseAddress! + index, needle.baseAddress!, needle.count) == 0
                    {
                        if out.isEmpty { out.reserveCapacity(haystack.count + 16) }
                        out.append(contentsOf: UnsafeBufferPointer(rebasing: haystack[copied..<index]))
                        out.append(contentsOf: replacement.utf8)
                        index += needle.count
                        copied = index
                    } else {
                        index += 1
                    }
                }
                guard copied > 0 else { return nil }
                out.append(contentsOf: UnsafeBufferPointer(rebasing: haystack[copied...]))
                return String(decoding: out, as: UTF8.self)
            }
        }
    }

    /// Whether `text` holds `target`, code unit by code unit.
    static func contains(_ text: String, _ target: String) -> Bool {
        text.utf8.count >= target.utf8.count && replacing(target, with: "", in: text) != nil
    }
}
