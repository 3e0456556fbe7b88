import Testing
import ToolbarModel
import ToolbarSolver
import ToolbarTestSupport

@testable import ToolbarChecklist

/// `ChecklistItem.neighbourIndices(ofItemAt:in:)` finds a destructive command's neighbours in one
/// pass, by index in place; these compare them with what sorting the region
/// (`ScenarioInput.items(in:)`) and stepping one place either side gives, on generated layouts with
/// shared orders, repeated keys and several regions.
@Suite struct DestructiveNeighbourTests {
    /// The neighbours as the item found them before: the region sorted, the first item with the key.
    static func sortedNeighbours(of item: PlacedItem, in input: ScenarioInput) -> (String?, String?) {
        let region = input.items(in: item.region)
        let index = region.firstIndex { $0.key == item.key } ?? 0
        func key(_ position: Int) -> String? { region.indices.contains(position) ? region[position].key : nil }
        return (key(index - 1), key(index + 1))
    }

    @Test func oneLinearPassFindsWhatSortingTheRegionFinds() {
        var generator = SplitMix64(seed: 20_261_202)
        let regions: [Region] = [.leading, .trailing, .bottomBar]
        let keys = ["a", "b", "c", "delete", "e", "Z", "é", "e\u{301}"]
        var compared = 0
        for _ in 0..<600 {
            let count = Int(generator.next() % 9)
            let items = (0..<count).map { _ in
                PlacedItem(
                    key: keys[Int(generator.next() % UInt64(keys.count))],
                    region: regions[Int(generator.next() % UInt64(regions.count))], bar: .navigationBar,
                    order: Int(generator.next() % 4))
            }
            let input = ScenarioInput(
                scenario: Kit.portrait,
                layout: Layout(
                    scenario: Kit.portrait.name, screen: "Editor", bars: [.navigationBar], items: items, overflow: [],
                    missing: [], title: TitleFate(state: .shown, width: 0, neededWidth: 0), space: [], clipped: [],
                    rules: []))
            for (position, item) in items.enumerated() {
                let expected = Self.sortedNeighbours(of: item, in: input)
                let byIndex = items.withUnsafeBufferPointer {
                    ChecklistItem.neighbourIndices(ofItemAt: position, in: $0)
                }
                let before = byIndex.before.map { items[$0].key }
                let after = byIndex.after.map { items[$0].key }
                #expect(before == expected.0, "before #\(position) in \(items.map { ($0.key, $0.order) })")
                #expect(after == expected.1, "after #\(position) in \(items.map { ($0.key, $0.order) })")
                compared += 1
            }
        }
        #expect(compared > 1_000)
    }
}
