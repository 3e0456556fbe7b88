import Testing
import ToolbarModel

@testable import ToolbarSolver

/// A layout lists what is missing in declaration order: by the position of the first command
/// with the item's key. Records may repeat a key (two commands with one key share the first's
/// position), so the order is pinned here for screens that do, as the solver gave it when it
/// still looked every key up.
@Suite struct MissingOrderTests {
    /// The generated screens with keys repeated: every third command takes the key of the
    /// command two before it (commands stay in their order: `order` sorts before `key`).
    static let repeatedKeys: [(ScreenInventory, Scenario)] = Generated.cases.map { inventory, scenario in
        var copy = inventory
        for index in copy.commands.indices where index % 3 == 2 {
            copy.commands[index].key = copy.commands[index - 2].key
        }
        return (copy, scenario)
    }

    /// Every missing list as text, and a digest of it (FNV-1a, 64 bits) to pin.
    static func digest(_ layouts: [Layout]) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for layout in layouts {
            let text = layout.missing.map { "\($0.key)/\($0.region)/\($0.reason)" }.joined(separator: ",") + ";"
            for byte in text.utf8 {
                hash ^= UInt64(byte)
                hash = hash &* 0x100_0000_01b3
            }
        }
        return hash
    }

    /// The scenarios each screen is solved in: its own, and the outer foldable's two poses with
    /// the keyboard up (a vertical column, keyboard items missing, horizontal-only items hidden
    /// when the screen keeps no horizontal bar).
    static func scenarios(_ own: Scenario) -> [Scenario] {
        var portrait = Scenarios.outerPortrait
        portrait.keyboardUp = true
        var landscape = Scenarios.outerLandscape
        landscape.keyboardUp = true
        return [own, portrait, landscape]
    }

    /// Every case solved in its own scenario and both outer poses with the keyboard up, at 320 pt
    /// and at the scenario's width: without shared facts (keys looked up) and with them (the
    /// solver orders by index where keys are distinct).
    static func solvedBothWays(_ cases: [(ScreenInventory, Scenario)]) -> (own: [Layout], shared: [Layout]) {
        var own: [Layout] = []
        var shared: [Layout] = []
        for (inventory, scenario) in cases {
            let metrics = ToolbarSolver.metrics(for: inventory)
            let facts = SharedFacts(inventory, metrics: metrics)
            for scenario in Self.scenarios(scenario) {
                for width in [320.0, scenario.width] {
                    var resized = scenario
                    resized.width = width
                    own.append(ToolbarSolver.solve(inventory, in: resized))
                    shared.append(ToolbarSolver.solve(inventory, in: resized, metrics: metrics, facts: facts))
                }
            }
        }
        return (own, shared)
    }

    @Test func repeatedKeysKeepTheirOrder() {
        let (layouts, shared) = Self.solvedBothWays(Self.repeatedKeys)
        #expect(layouts == shared)
        #expect(layouts.contains { layout in layout.missing.count > 2 })
        #expect(Self.digest(layouts) == 17_342_056_452_707_209_469)
    }

    /// Distinct keys: the same layouts with facts shared (where the solver orders by index) and
    /// without, and the same digest as pinned.
    @Test func distinctKeysKeepTheirOrder() {
        let (layouts, shared) = Self.solvedBothWays(Generated.cases)
        #expect(layouts == shared)
        #expect(Self.digest(layouts) == 15_071_704_012_191_473_627)
    }

    /// A screen whose repeated key puts a later command's absence before an earlier one's: the
    /// hidden horizontal-only item (command 0) and the keyboard item (command 2) share key "a",
    /// so both sort at position 0, ahead of "b", in the order they were found.
    @Test func aRepeatedKeySortsAtItsFirstPosition() {
        let commands = [
            Command(
                key: "a", title: "Wide", content: .text, placement: .topBarTrailing, order: 1, axis: .horizontalOnly),
            Command(key: "b", title: "B", content: .symbol, placement: .keyboard, order: 2),
            Command(key: "a", title: "A", content: .symbol, placement: .keyboard, order: 3)
        ]
        let inventory = ScreenInventory(
            app: App(name: "A", linkedSDK: OSVersion(27, 1)), screen: Screen(name: "S"), commands: commands)
        let layout = ToolbarSolver.solve(inventory, in: Scenarios.outerPortrait)
        #expect(
            layout.missing == [
                MissingItem(key: "a", region: .absent, reason: .keyboardHidden),
                MissingItem(key: "a", region: .hidden, reason: .horizontalOnlyWithoutHorizontalBar),
                MissingItem(key: "b", region: .absent, reason: .keyboardHidden)
            ])
    }
}
