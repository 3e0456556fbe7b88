import Testing
import ToolbarModel
import ToolbarTestSupport

@testable import ToolbarSolver

/// Every shortfall and remedy the explainer gives, pinned by digest over hundreds of generated
/// screens at several widths: the remedies are worked out with shortcuts (facts shared with the
/// explained preparation, owners by index where keys are distinct), and each must give what the
/// explanation gave before it, to the last remedy's order and displaced key.
@Suite struct ExplanationPinTests {
    /// The widths each case is explained at, besides its own.
    static let widths: [Double] = [320, 375, 430, 700]

    /// `inventory` with some commands sharing a key (the second and third take the first's), so
    /// the remedies find each command's owner by key.
    static func sharingKeys(_ inventory: ScreenInventory) -> ScreenInventory {
        var changed = inventory
        guard changed.commands.count > 3 else { return changed }
        changed.commands[1].key = changed.commands[0].key
        changed.commands[3].key = changed.commands[2].key
        return changed
    }

    /// Every case (and its key-sharing twin) in its scenario at its own width and `widths`.
    static var inputs: [(ScreenInventory, Scenario)] {
        var inputs: [(ScreenInventory, Scenario)] = []
        let realistic = GeneratedInventories.make(count: 120, seed: 0x5EED_0018).enumerated().map { index, inventory in
            (inventory, Generated.cases[index % Generated.cases.count].1)
        }
        for (inventory, base) in Generated.cases + realistic {
            for records in [inventory, sharingKeys(inventory)] {
                for width in [base.width] + widths {
                    var scenario = base
                    scenario.width = width
                    inputs.append((records, scenario))
                }
            }
        }
        return inputs
    }

    /// Each input's shortfalls as text, explained with the explainer's own facts or through
    /// ``EstimateEnds`` (as the checklist asks): the same either way.
    static func described(_ inventory: ScreenInventory, _ scenario: Scenario) -> String {
        let alone = LayoutExplainer(inventory, in: scenario).explanation
        let ends = EstimateEnds(inventory, in: scenario)
        let shared = LayoutExplainer(inventory, in: scenario, ends: ends).explanation
        #expect(alone == shared, "\(inventory.screen.name) at \(scenario.width)")
        return "\(inventory.screen.name) \(scenario.name) \(scenario.width): \(alone.shortfalls)\n"
    }

    @Test func shortfallsAndRemediesAreWhatTheyWere() {
        let inputs = Self.inputs
        let texts = Parallel.map(count: inputs.count) { index in Self.described(inputs[index].0, inputs[index].1) }
        var hash = SHA256()
        var remedies = 0
        for text in texts {
            hash.update(text)
            remedies += text.components(separatedBy: "Remedy(").count - 1
        }
        #expect(remedies > 2000, "\(remedies) remedies")
        #expect(hash.finalizeHex() == "c7482e82b043f708f7daf6a0af2826d8715d94023fcc95e9a7d4e3fc7da80833")
    }
}
