import Testing
import ToolbarModel
import ToolbarStorage

/// An audit's `layout_digests` column is written straight from its pairs; it must stay the JSON
/// the writer gives for the same object, which is what audits stored before hold and what
/// reports and `json_each` read back.
@Suite struct LayoutDigestsColumnTests {
    static let cases: [[(scenario: String, digest: String)]] = [
        [],
        [("iPhone 17 portrait", "0123456789abcdef0123456789abcdef")],
        // Out of name order, names that need escaping, a non-ASCII name, a prefix of another name.
        [
            ("iPad split \"1/3\"", "ffff"), ("Élan\tbar", "00"), ("iPad", "a1"), ("iPad split", "b2"),
            ("back\\slash", "c3"), ("emoji 📱", "d4"), ("control \u{1}", "e5")
        ]
    ]

    @Test(arguments: cases.indices)
    func columnIsTheWritersCompactObject(_ index: Int) {
        let pairs = Self.cases[index]
        let expected = JSONWriter.string(
            .object(pairs.map { JSONMember($0.scenario, .string($0.digest)) }), style: .compact)
        #expect(RegistryStore.layoutDigestsColumn(pairs) == expected)
    }
}
