import Testing
import ToolbarModel
import ToolbarSolver
import ToolbarTestSupport

/// `Layout`'s lookups read its lists in place, by index: they answer what the plain searches of the
/// lists answer, for every key of generated screens solved in every seed scenario (and for a key
/// no screen has).
@Suite struct LayoutLookupTests {
    /// Generated screens and the seed screens, each solved in every seed scenario.
    static let layouts: [(keys: [String], layout: Layout)] = {
        let inventories = GeneratedInventories.make(count: 40, seed: 18) + SeedData.inventories
        return inventories.flatMap { inventory in
            let keys = inventory.commands.map(\.key) + ["no-such-key"]
            return SeedData.scenarios.map { (keys: keys, layout: ToolbarSolver.solve(inventory, in: $0)) }
        }
    }()

    @Test func regionIsTheFirstListEntryWithTheKey() {
        for (keys, layout) in Self.layouts {
            for key in keys {
                let expected =
                    layout.items.first { $0.key == key }?.region
                    ?? (layout.overflow.contains { $0.key == key }
                        ? .overflowMenu : layout.missing.first { $0.key == key }?.region)
                #expect(layout.region(of: key) == expected, "\(layout.scenario) \(key)")
                #expect(layout.itemIndex(of: key) == layout.items.firstIndex { $0.key == key })
            }
        }
    }

    @Test func overflowEntryAndReasonAreTheFirstEntryWithTheKey() {
        for (keys, layout) in Self.layouts {
            for key in keys {
                let expected = layout.overflow.first { $0.key == key }
                #expect(layout.overflowEntry(for: key) == expected, "\(layout.scenario) \(key)")
                #expect(layout.overflowReason(for: key) == expected?.reason, "\(layout.scenario) \(key)")
            }
        }
    }

    @Test func overflowsForLackOfRoomWhenSomeKeysReasonIsLackOfRoom() {
        var seen: Set<Bool> = []
        for (keys, layout) in Self.layouts {
            let expected = layout.overflow.contains { $0.reason == .lackOfRoom }
            #expect(layout.overflowsForLackOfRoom == expected, "\(layout.scenario)")
            if !layout.overflowsForLackOfRoom {
                #expect(keys.allSatisfy { layout.overflowReason(for: $0) != .lackOfRoom })
            }
            seen.insert(expected)
        }
        // Both answers occur, so the test says something about each.
        #expect(seen == [true, false])
    }
}
