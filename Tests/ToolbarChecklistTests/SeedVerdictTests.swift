import Foundation
import Testing
import ToolbarModel
import ToolbarSolver

@testable import ToolbarChecklist

@Suite struct SeedVerdictTests {
    static let now = Date(timeIntervalSince1970: 1_800_000_000)

    static let crowded = Checklist.evaluate(
        Checklist.Input(
            inventory: SeedFixtures.crowded, scenarios: SeedFixtures.crowdedScenarios, now: now))
    static let refactored = Checklist.evaluate(
        Checklist.Input(
            inventory: SeedFixtures.refactored, scenarios: SeedFixtures.refactoredScenarios, now: now))

    static let seedItems = ["flat-hierarchy", "accidental-overflow", "destructive-in-bar"]

    @Test(arguments: seedItems)
    func theCrowdedEditorFails(_ id: String) throws {
        let result = try #require(Self.crowded.result(for: id))
        #expect(result.verdict == .fail)
        #expect(result.findings.allSatisfy { $0.severity == .error })
    }

    @Test(arguments: ["flat-hierarchy", "destructive-in-bar"])
    func theRefactoredEditorPasses(_ id: String) throws {
        let result = try #require(Self.refactored.result(for: id))
        #expect(result.verdict == .pass || result.verdict == .notApplicable, "\(result.findings)")
    }

    @Test func accidentalOverflowSaysWhichScenarioAndFromWhichWidth() throws {
        let findings = try #require(Self.crowded.result(for: "accidental-overflow")).findings
        let share = try #require(findings.first { $0.commandKey == "share" })
        #expect(share.scenario == "iphone-17-portrait")
        let sweep = try #require(SeedFixtures.crowdedScenarios.first?.sweep)
        let returns = try #require(sweep.breakpoints.first { $0.key == "share" && $0.below == .overflowMenu })
        #expect(share.widthRange == WidthRange(320, returns.width))
        #expect(returns.width > SeedFixtures.portrait.width)
        #expect(share.message.contains("below \(Breakpoint.format(returns.width)) pt"))
        #expect(findings.filter { $0.commandKey == "undo" }.isEmpty)
        #expect(findings.allSatisfy { $0.scenario == "iphone-17-portrait" })
    }

    @Test func theCrowdedEditorShowsClearBesideShare() throws {
        let findings = try #require(Self.crowded.result(for: "destructive-in-bar")).findings
        // One finding for the command, naming the scenario and the primary beside it.
        #expect(findings.map(\.commandKey) == ["clear"])
        #expect(findings.map(\.scenario) == [nil])
        #expect(
            findings.first?.message
                == "destructive Clear is visible in the bar in iphone-on-ipad-wide, next to primary Share")
    }

    @Test func theRefactoredEditorsOnlyErrorsAreItsLostUndoAndRedo() {
        let errors = Self.refactored.findings(atOrAbove: .error)
        #expect(errors.allSatisfy { $0.itemID == "accidental-overflow" }, "\(errors)")
        #expect(Set(errors.compactMap(\.commandKey)) == ["undo", "redo"], "\(errors)")
        #expect(Self.refactored.fails(at: .error))
    }

    @Test func theRefactoredEditingToolsGetThePlacementWarning() throws {
        let result = try #require(Self.refactored.result(for: "editing-tools-placement"))
        #expect(result.verdict == .fail)
        #expect(result.severity == .warning)
        #expect(result.findings.compactMap(\.commandKey) == ["adjust", "crop", "filters"])
    }

    @Test func everyItemHasAResultForBothScreens() {
        for result in [Self.crowded, Self.refactored] {
            #expect(result.items.count == Checklist.catalogue.count)
            #expect(result.items.allSatisfy { $0.verdict != .notApplicable || !($0.reason ?? "").isEmpty })
        }
    }
}
