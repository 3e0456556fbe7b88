import Testing
import ToolbarModel
import ToolbarTestSupport

@testable import ToolbarChecklist

/// `ItemFinding.uniqueMeaningOrder(_:)` drops repeats by comparing the findings field by field in
/// place rather than with `==` on copies: on generated findings with many near-repeats (case
/// variants, `nil` next to empty text, equal messages) it must keep exactly one of each distinct
/// finding, however often and in whatever order it came.
@Suite struct UniqueMeaningOrderTests {
    /// Its field-by-field comparison stands for `ItemFinding`'s `==`: a field added to the type and
    /// not to that comparison would make findings differing only there count as repeats.
    @Test func theComparisonCoversEveryFieldOfAFinding() {
        let fields = Mirror(reflecting: ItemFinding(commandKey: "undo", "message")).children.compactMap(\.label)
        #expect(fields.sorted() == ["commandKey", "group", "measured", "message", "scenario", "widthRange"])
    }

    @Test func keepsOneOfEachDistinctFindingWhateverTheInputOrder() {
        var generator = SplitMix64(seed: 20_261_203)
        let keys: [String?] = [nil, "undo", "Undo", "clear", "é", "e\u{301}"]
        let texts: [String?] = [nil, "", "iphone-portrait", "ipad"]
        // The meaning order sorts a finding without a scenario with one whose scenario is empty
        // text, so two such findings that differ in nothing else may come in either order, and a
        // repeat of one need not follow it: scenarios are never empty here.
        let scenarios: [String?] = [nil, "iphone-portrait", "ipad"]
        let messages = ["Undo overflows", "Clear is in the bar", ""]
        let widths: [WidthRange?] = [nil, WidthRange(320, 402), WidthRange(at: 375)]
        func pick<Value>(_ values: [Value]) -> Value { values[Int(generator.next() % UInt64(values.count))] }
        var checked = 0
        for _ in 0..<400 {
            let count = Int(generator.next() % 12)
            let findings = (0..<count).map { _ in
                ItemFinding(
                    commandKey: pick(keys), group: pick(texts), scenario: pick(scenarios), widthRange: pick(widths),
                    measured: pick(texts), pick(messages))
            }
            let unique = ItemFinding.uniqueMeaningOrder(findings).map { findings[$0] }
            #expect(unique.count == Set(findings).count)
            #expect(Set(unique) == Set(findings))
            // Every finding given twice: the repeats go, the same findings stay.
            let doubled = findings + findings.reversed()
            let uniqueOfDoubled = ItemFinding.uniqueMeaningOrder(doubled).map { doubled[$0] }
            #expect(uniqueOfDoubled.count == unique.count)
            #expect(Set(uniqueOfDoubled) == Set(unique))
            checked += unique.count
        }
        #expect(checked > 1_000)
    }
}
