import Testing

@testable import ToolbarStorage

/// A group's message template holds U+E000 where the scenario name goes. Templates are made and
/// matched on UTF-8 bytes; these check them against the same rules written on Unicode scalars.
@Suite struct FindingTemplateTests {
    static let marker: Unicode.Scalar = "\u{E000}"

    /// `template` with every marker replaced by `scenario`, scalar by scalar.
    static func filledByScalars(_ template: String, _ scenario: String) -> String {
        var out = String.UnicodeScalarView()
        for scalar in template.unicodeScalars {
            if scalar == marker { out.append(contentsOf: scenario.unicodeScalars) } else { out.append(scalar) }
        }
        return String(out)
    }

    /// Templates with markers at the start, the end, side by side and none, and scalars whose
    /// UTF-8 shares the marker's first bytes (U+E001, U+E040, U+EFFF).
    static let templates = [
        "\u{E000}", "\u{E000} overflows", "Undo overflows in \u{E000}", "\u{E000}\u{E000}", "a \u{E000} b \u{E000} c",
        "no marker", "", "\u{E001} in \u{E000}", "\u{E040}\u{E000}\u{EFFF}", "Löschen in \u{E000} ✓", "\u{E00}"
    ]
    static let scenarios = ["ipad", "iphone-17-portrait", "\u{E001}", "é", ""]

    @Test func aTemplateFillsExactlyTheMessageItsScenarioGives() {
        for template in Self.templates {
            for scenario in Self.scenarios {
                let message = Self.filledByScalars(template, scenario)
                #expect(AuditFindingsColumn.filled(template, scenario: scenario) == message, "\(template) \(scenario)")
                let fills = AuditFindingsColumn.fills(template, with: scenario, giving: message)
                #expect(fills == !scenario.isEmpty, "\(template) \(scenario)")
                for other in Self.scenarios where Self.filledByScalars(template, other) != message {
                    #expect(!AuditFindingsColumn.fills(template, with: other, giving: message), "\(template) \(other)")
                }
                #expect(!AuditFindingsColumn.fills(template, with: scenario, giving: message + "x"))
                if !message.isEmpty {
                    #expect(!AuditFindingsColumn.fills(template, with: scenario, giving: String(message.dropLast())))
                }
            }
        }
    }

    /// A message becomes a template when it names its scenario and holds no marker of its own.
    @Test func aMessageHoldingTheMarkerOrNotNamingItsScenarioIsNoTemplate() {
        #expect(AuditFindingsColumn.template("Undo in ipad, ipad", scenario: "ipad") == "Undo in \u{E000}, \u{E000}")
        #expect(AuditFindingsColumn.template("\u{E001} ipad", scenario: "ipad") == "\u{E001} \u{E000}")
        #expect(AuditFindingsColumn.template("\u{E000} ipad", scenario: "ipad") == nil)
        #expect(AuditFindingsColumn.template("ipad \u{E000}", scenario: "ipad") == nil)
        #expect(AuditFindingsColumn.template("no scenario", scenario: "ipad") == nil)
        #expect(AuditFindingsColumn.template("ipad", scenario: "") == nil)
        for template in Self.templates where !template.unicodeScalars.contains(Self.marker) {
            #expect(AuditFindingsColumn.template(template, scenario: "zzz") == nil)
        }
    }
}
