import Foundation
import Testing
import ToolbarChecklist
import ToolbarModel
import ToolbarSolver

/// One screen's scenarios that differ only in name and size share their preparations at the
/// estimates' ends, and at the same width (and, without a vertical column, any height) their
/// explanation of why a command left: each scenario's findings say what they say when it is
/// judged alone.
@Suite struct LackOfRoomNoteSharingTests {
    /// The iPhone SE's portrait window: the shape of `SeedFixtures.portrait`, at the width a
    /// swept portrait range below 336 pt or so is explained at.
    static let phone = Scenario(name: "iphone-se-portrait", width: 320, height: 568)

    /// The messages of the findings in `scenario` when the screen is judged in `scenarios`.
    static func messages(_ scenarios: [ScenarioInput], in scenario: String) -> [String] {
        let input = Checklist.Input(
            inventory: SeedFixtures.crowded, scenarios: scenarios, now: Date(timeIntervalSince1970: 0))
        return Checklist.evaluate(input).findings.filter { $0.scenario == scenario }.map(\.message)
    }

    @Test func scenariosOfOneShapeWriteTheNotesEachWritesAlone() {
        let swept = ScenarioInput(solving: SeedFixtures.crowded, in: SeedFixtures.portrait, sweepWidths: 320...1000)
        let phone = ScenarioInput(solving: SeedFixtures.crowded, in: Self.phone)
        let together = Self.messages([swept, phone], in: Self.phone.name)
        #expect(together == Self.messages([phone], in: Self.phone.name))
        #expect(
            Self.messages([swept, phone], in: SeedFixtures.portrait.name)
                == Self.messages([swept], in: SeedFixtures.portrait.name))
        // The phone has lack-of-room notes to share (or the test would prove nothing).
        #expect(together.contains { $0.contains(" pt more in a 320 pt wide window") })
    }
}
