import Testing
import ToolbarModel

@Suite struct NameTests {
    @Test(arguments: [("Straße", "STRASSE"), ("Éditor", "E\u{301}DITOR"), ("σίσυφος", "ΣΊΣΥΦΟΣ"), ("Editor", "editor")])
    func foldedKeysMatchBeyondASCII(lhs: String, rhs: String) {
        #expect(RecordName.foldedKey(lhs) == RecordName.foldedKey(rhs))
    }

    /// Beyond ASCII too: a `/` among other scripts, and white space other than a space at an edge.
    @Test(arguments: [
        "", "a/b", "tab\there", "nul\u{0}", " lead", "trail ", String(repeating: "x", count: 101), "Éditor/Ü",
        "📸/Editor", "\u{3000}Editor", "Éditor\u{2003}"
    ])
    func invalidNamesAreRefused(name: String) {
        #expect(throws: ModelError.self) { try RecordName.validate(name, kind: "app") }
    }

    @Test(arguments: ["Photo \"Editor\"", "a;DROP TABLE apps;--", "📸 Editor", "محرر الصور"])
    func unusualButValidNamesAreAccepted(name: String) throws {
        try RecordName.validate(name, kind: "app")
    }

    @Test func slugsAreKebabCase() {
        #expect(RecordName.slug("Replace Photo") == "replace-photo")
        #expect(RecordName.slug("Clear Edits…") == "clear-edits")
        #expect(RecordName.slug("…") == "command")
    }

    @Test func visibilityPrioritiesOrderAcrossTiers() throws {
        let values = try [
            "lowerThan:low", "low", "higherThan:low", "lowerThan:automatic", "automatic",
            "higherThan:automatic", "lowerThan:high", "high", "higherThan:high"
        ]
        .map(VisibilityPriority.init(parsing:))
        #expect(values == values.sorted())
        #expect(Set(values.map(\.rank)).count == values.count)
        #expect(throws: ModelError.self) { try VisibilityPriority(parsing: "urgent") }
    }

    @Test func visibilityPrioritiesReadBackWhatTheyWriteAndRefuseNearMisses() throws {
        for tier in VisibilityPriority.Tier.allCases {
            for value in [VisibilityPriority.tier(tier), .higherThan(tier), .lowerThan(tier)] {
                #expect(try VisibilityPriority(parsing: value.description) == value)
            }
        }
        for text in ["higherThan:", ":high", "higherThan:high:low", "sideways:high", "HigherThan:high", "high "] {
            #expect(throws: ModelError.self) { try VisibilityPriority(parsing: text) }
        }
    }

    /// `parse` compares names by length first: it must agree with `init(rawValue:)` on every name,
    /// and on texts of the same length, prefixes and other cases, which it refuses.
    @Test func enumsParseExactlyTheirRawValues() {
        func check<E: RegistryEnum>(_ type: E.Type) {
            for value in E.allCases {
                #expect(E.value(named: value.rawValue) == value)
                let name = value.rawValue
                for text in [name.uppercased(), String(name.dropLast()), name + "s", String(name.reversed()), ""]
                where E(rawValue: text) == nil {
                    #expect(E.value(named: text) == nil)
                    #expect(throws: ModelError.self) { try E.parse(text) }
                }
            }
        }
        check(ContentKind.self)
        check(Classification.self)
        check(Placement.self)
        check(AxisBehavior.self)
        check(CommandRole.self)
        check(SizeClassCondition.self)
        check(UsageFrequency.self)
        check(ScenarioTarget.self)
        check(DynamicTypeSize.self)
        check(Severity.self)
    }

    @Test func unknownEnumValuesListTheAllowedOnes() {
        #expect(
            throws: ModelError.unknownValue(
                field: "axis behavior", value: "diagonal",
                allowed: ["automatic", "horizontalOnly", "verticalPreferred"])
        ) {
            try AxisBehavior.parse("diagonal")
        }
    }
}
