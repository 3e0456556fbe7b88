import Testing
import ToolbarModel

/// The one locale rule `solve --locale`, `scenario add` and library users share.
@Suite struct ScenarioLocaleTests {
    @Test(arguments: [
        ("ar", true), ("he-IL", true), ("fa_IR", true), ("ur", true), ("AR-EG", true),
        ("en", false), ("arn", false), ("en-XA", false), ("fr-CA", false)
    ])
    func rightToLeftFollowsThePrimaryLanguage(locale: String, rightToLeft: Bool) {
        #expect(Scenario.readsRightToLeft(locale) == rightToLeft)
    }

    @Test func aPseudoLocaleLengthensTitlesAndOtherLocalesKeepTheExpansionSet() {
        var scenario = Scenario(name: "s", width: 402, height: 874, textExpansion: 1.2)
        scenario.setLocale("en-XA")
        #expect(scenario.textExpansion == Scenario.pseudoLocaleTextExpansion)
        #expect(!scenario.rightToLeft)
        scenario.setLocale("ar")
        #expect(scenario.rightToLeft)
        #expect(scenario.locale == "ar")
        #expect(scenario.textExpansion == Scenario.pseudoLocaleTextExpansion)
        scenario.setLocale("en")
        #expect(!scenario.rightToLeft)
    }
}
