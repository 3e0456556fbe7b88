import Foundation
import Testing
import ToolbarModel
import ToolbarSolver

@testable import ToolbarChecklist

/// `destructive-in-bar` reports one finding per destructive command, naming the scenarios where
/// it is in a bar and the primary command beside it: the fix is the same in every scenario, and a
/// finding per scenario made one problem the longest part of an audit.
@Suite struct DestructiveInBarTests {
    static let inventory = Kit.inventory([
        Kit.command("undo", .primary, order: 1),
        Kit.command("share", .primary, order: 2),
        Kit.command("clear", .destructive, order: 3) { $0.role = .destructive }
    ])

    static func scenario(_ name: String, width: Double) -> Scenario {
        Scenario(name: name, width: width, height: 874)
    }

    /// The item's findings with `clear` beside `neighbour` (or in the menu when `nil`) in each scenario.
    static func findings(_ spots: [(scenario: String, neighbour: String?)]) -> [Finding] {
        let inputs = spots.enumerated().map { index, spot in
            Kit.layout(
                scenario(spot.scenario, width: 320 + Double(index) * 40),
                spot.neighbour.map { [.shown($0, .trailing), .shown("clear", .trailing)] }
                    ?? [.shown("undo", .trailing), .overflow("clear", .deliberate)])
        }
        return Checklist.evaluate(
            Checklist.Input(inventory: inventory, scenarios: inputs, now: Date(timeIntervalSince1970: 1_800_000_000))
        )
        .result(for: "destructive-in-bar")?.findings ?? []
    }

    @Test(
        arguments: [
            // Visible in one scenario: it is named.
            (
                [("a", "undo"), ("b", nil), ("c", nil)],
                "destructive Clear is visible in the bar in a, next to primary Undo"
            ),
            // Visible in fewer than half: those are named.
            (
                [("a", "undo"), ("b", "undo"), ("c", nil), ("d", nil), ("e", nil)],
                "destructive Clear is visible in the bar in 2 of 5 scenarios (a, b), next to primary Undo"
            ),
            // Visible in most: the others are named.
            (
                [("a", "undo"), ("b", "undo"), ("c", "undo"), ("d", nil)],
                "destructive Clear is visible in the bar in 3 of 4 scenarios (all but d), next to primary Undo"
            ),
            // Everywhere, beside two different primaries.
            (
                [("a", "undo"), ("b", "share"), ("c", "undo")],
                "destructive Clear is visible in the bar in all 3 scenarios, next to primary Undo in 2 and Share in 1 of them"
            )
        ] as [([(String, String?)], String)])
    func oneFindingPerCommandNamesItsScenarios(spots: [(String, String?)], message: String) throws {
        let findings = Self.findings(spots.map { (scenario: $0.0, neighbour: $0.1) })
        #expect(findings.count == 1)
        let finding = try #require(findings.first)
        #expect(finding.commandKey == "clear")
        #expect(finding.scenario == nil)
        #expect(finding.widthRange == nil)
        #expect(finding.message == message)
    }

    @Test func aCommandOnlyInTheMenuHasNoFinding() {
        #expect(Self.findings([("a", nil), ("b", nil)]).isEmpty)
    }

    /// The finding's identity no longer depends on where it is seen: the same command visible in
    /// more scenarios is the same finding, not a new one for a baseline.
    @Test func theFingerprintStaysWhenMoreScenariosShowIt() {
        func fingerprint(_ spots: [(scenario: String, neighbour: String?)]) -> String? {
            Self.findings(spots).first?.fingerprint
        }
        let few = fingerprint([("a", "undo"), ("b", nil)])
        #expect(few != nil)
        #expect(few == fingerprint([("a", "undo"), ("b", "share"), ("c", "undo")]))
    }
}
