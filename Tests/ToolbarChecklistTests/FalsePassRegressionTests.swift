import Foundation
import Testing
import ToolbarModel
import ToolbarSolver

@testable import ToolbarChecklist

/// Issue #14, "False passes": errors that must be reported, on the seeded screens solved by the
/// real solver and on hand-written layouts that pin the exact rule.
@Suite struct FalsePassRegressionTests {
    static let now = Date(timeIntervalSince1970: 1_800_000_000)

    static func evaluate(_ inventory: ScreenInventory, _ scenarios: [ScenarioInput]) -> ScreenChecklistResult {
        Checklist.evaluate(Checklist.Input(inventory: inventory, scenarios: scenarios, now: now))
    }

    /// The commands the portrait sweep puts in overflow at some iPhone portrait width.
    static func lostAtPhoneWidths(_ input: ScenarioInput) -> Set<String> {
        guard let sweep = input.sweep else { return [] }
        let widths = [sweep.from] + sweep.breakpoints.map(\.width)
        var keys: Set<String> = []
        for point in sweep.initial {
            let lost = widths.contains { width in
                WidthsPeopleUse.iPhonePortrait.contains(width)
                    && sweep.region(of: point.key, at: width) == .overflowMenu
                    && input.lackOfRoomWidths(of: point.key) != nil
            }
            if lost { keys.insert(point.key) }
        }
        return keys
    }

    // MARK: - 1. A lost primary is reported whatever hierarchy the screen expresses

    @Test func item1_theRefactoredEditorsLostUndoAndRedoAreErrorsWithTheirWidths() throws {
        let result = Self.evaluate(SeedFixtures.refactored, SeedFixtures.refactoredScenarios)
        let item = try #require(result.result(for: "accidental-overflow"))
        let portrait = try #require(SeedFixtures.refactoredScenarios.first)
        let sweep = try #require(portrait.sweep)
        let lost = Self.lostAtPhoneWidths(portrait)
        #expect(lost.isSuperset(of: ["undo", "redo"]), "the solver no longer loses Undo and Redo: \(sweep)")
        for key in lost.sorted() {
            let finding = try #require(
                item.findings.first { $0.commandKey == key && $0.scenario == portrait.scenario.name })
            let returns = try #require(sweep.breakpoints.first { $0.key == key && $0.below == .overflowMenu })
            #expect(finding.severity == .error)
            #expect(finding.widthRange == WidthRange(320, returns.width))
            #expect(finding.message.contains("below \(Breakpoint.format(returns.width)) pt"), "\(finding.message)")
            #expect(finding.message.contains("320"), "\(finding.message)")
        }
        // Redo is lost at 375 pt, the most common iPhone width, and the message says so.
        let redo = try #require(
            item.findings.first { $0.commandKey == "redo" && $0.scenario == portrait.scenario.name })
        if let upper = redo.widthRange?.upper, upper > 375 {
            #expect(redo.message.contains("375"))
        }
        // Secondary and overflow commands adapting stays silent.
        #expect(item.findings.allSatisfy { ["undo", "redo", "share"].contains($0.commandKey ?? "") })
    }

    @Test func item1_aLostCommandSaysWhyWhatBringsItBackAndHowSureThatIs() throws {
        let result = Self.evaluate(SeedFixtures.refactored, SeedFixtures.refactoredScenarios)
        let item = try #require(result.result(for: "accidental-overflow"))
        let portrait = try #require(SeedFixtures.refactoredScenarios.first)
        let redo = try #require(
            item.findings.first { $0.commandKey == "redo" && $0.scenario == portrait.scenario.name })
        let explanation = ToolbarSolver.explain(
            SeedFixtures.refactored,
            in: {
                var scenario = portrait.scenario
                scenario.width = 375
                return scenario
            }())
        let shortfall = try #require(explanation.shortfall(of: "redo"))
        #expect(
            redo.message.contains("Redo needs \(Breakpoint.format(shortfall.needs)) pt more in a 375 pt wide window"))
        #expect(redo.message.contains("contentMarginsRemoved()"), "\(redo.message)")
        // Trading Undo for Redo is no remedy: both are primary.
        #expect(!redo.message.contains("priority of Undo"), "\(redo.message)")
        let ranges = ToolbarSolver.breakpointRanges(
            SeedFixtures.refactored, base: portrait.scenario, widths: 320...1000)
        let range = try #require(ranges.first { $0.key == "redo" })
        if range.isExact {
            #expect(redo.message.contains("holds across every estimate"))
        } else {
            #expect(redo.message.contains("The breakpoint moves within \(range.widths) across the estimates"))
            #expect(redo.message.contains("depends on"))
        }
        for finding in item.findings {
            let sure =
                finding.message.contains("holds across") || finding.message.contains("depends on the estimates")
                || finding.message.contains("the finding holds across them")
                || finding.message.contains("stays in the bar at every width people use")
            #expect(sure, "\(finding.message)")
        }
    }

    @Test func item1_aHandWrittenLayoutTheSolverDisagreesWithGetsNoExplanation() throws {
        let inventory = Kit.inventory([Kit.command("share", .primary, order: 1)])
        let layout = Kit.layout(Kit.portrait, [.overflow("share", .lackOfRoom)])
        let item = try #require(Self.evaluate(inventory, [layout]).result(for: "accidental-overflow"))
        #expect(item.findings.first?.message.hasSuffix("(16 Pro, 17).") == true, "\(item.findings)")
    }

    @Test func item1_oneDeliberateOverflowEntryNoLongerSilencesTheCrowdedEditor() throws {
        var inventory = SeedFixtures.crowded
        inventory.commands.append(
            Command(
                key: "print", title: "Print", symbol: "printer", classification: .overflow, placement: .overflowMenu,
                order: 9))
        let scenarios = [ScenarioInput(solving: inventory, in: SeedFixtures.portrait, sweepWidths: 320...1000)]
        let result = Self.evaluate(inventory, scenarios)
        let accidental = try #require(result.result(for: "accidental-overflow"))
        #expect(accidental.verdict == .fail)
        let lost = Self.lostAtPhoneWidths(scenarios[0])
        #expect(lost.contains("share"))
        let important = Set(inventory.commands.filter { $0.classification == .primary }.map(\.key))
        #expect(Set(accidental.findings.compactMap(\.commandKey)) == lost.intersection(important))
        let flat = try #require(result.result(for: "flat-hierarchy"))
        #expect(flat.verdict == .fail, "eight commands still compete for the bar at one priority")
    }

    @Test func item1_theRuleHoldsOnAScreenThatExpressesHierarchy() throws {
        let inventory = Kit.inventory([
            Kit.command("undo", .primary, order: 1) { $0.priority = .high },
            Kit.command("share", .primary, .topBarPinnedTrailing, order: 2),
            Kit.command("save", .secondary, order: 3) { $0.essential = true },
            Kit.command("crop", .secondary, order: 4),
            Kit.command("export", .overflow, order: 5)
        ])
        let layout = Kit.layout(
            Kit.portrait,
            [
                .shown("share", .pinnedTrailing), .overflow("undo", .lackOfRoom), .overflow("save", .lackOfRoom),
                .overflow("crop", .lackOfRoom), .overflow("export", .lackOfRoom)
            ])
        let item = try #require(Self.evaluate(inventory, [layout]).result(for: "accidental-overflow"))
        #expect(item.findings.map(\.commandKey) == ["save", "undo"])
        #expect(item.findings.allSatisfy { $0.widthRange == WidthRange(at: 402) })
        #expect(item.findings.first?.message.hasPrefix("essential Save leaves the bar") == true)
    }

    @Test func item1_widthsPeopleUseAreThePresetsAndThePhonesPortraitWidths() {
        #expect(WidthsPeopleUse.phones.first?.width == 320 && WidthsPeopleUse.phones.last?.width == 440)
        let phone = Kit.portrait
        #expect(WidthsPeopleUse.reaches(WidthRange(320, 384), in: phone))
        #expect(!WidthsPeopleUse.reaches(WidthRange(280, 300), in: phone))
        let onIPad = Scenario(name: "iphone-on-ipad", target: .iPhoneOnIPad, width: 1032, height: 1376)
        #expect(WidthsPeopleUse.reaches(WidthRange(900, 1000), in: onIPad))
        #expect(!WidthsPeopleUse.includes(Kit.foldable))
        #expect(WidthsPeopleUse.phonePhrase(WidthRange(320, 384)).contains("320, 360 and 375 pt"))
    }

    // MARK: - 2. Primary hidden before secondary compares one bar, without the status chip

    @Test func item2_aSecondaryInAnotherBarOrThePrincipalChipDoesNotCount() throws {
        let inventory = Kit.inventory([
            Command(
                key: "status", title: "Edited", content: .custom,
                customView: CustomViewInfo(width: 72, reactsToActiveState: true),
                classification: .secondary, placement: .principal, order: 1),
            Kit.command("redo", .primary, .topBarLeading, order: 2),
            Kit.command("filter", .secondary, .bottomBar, order: 3)
        ])
        let layout = Kit.layout(
            Kit.portrait,
            [
                .shown("status", .principal), .shown("filter", .bottomBar), .overflow("redo", .lackOfRoom)
            ])
        let item = try #require(Self.evaluate(inventory, [layout]).result(for: "primary-hidden-before-secondary"))
        #expect(item.verdict == .pass, "\(item.findings)")
    }

    @Test func item2_theRefactoredEditorsChipIsNotAVisibleSecondary() throws {
        let result = Self.evaluate(SeedFixtures.refactored, SeedFixtures.refactoredScenarios)
        let item = try #require(result.result(for: "primary-hidden-before-secondary"))
        #expect(item.findings.isEmpty, "\(item.findings)")
    }

    @Test func item2_aSecondaryInTheSameBarStillCounts() throws {
        let inventory = Kit.inventory([
            Kit.command("redo", .primary, .topBarLeading, order: 1),
            Kit.command("crop", .secondary, .topBarTrailing, order: 2)
        ])
        let layout = Kit.layout(Kit.portrait, [.shown("crop", .trailing), .overflow("redo", .lackOfRoom)])
        let item = try #require(Self.evaluate(inventory, [layout]).result(for: "primary-hidden-before-secondary"))
        #expect(item.findings.map(\.commandKey) == ["redo"])
        #expect(item.findings.first?.message.contains("while secondary Crop stays in it") == true)
    }
}
