import Testing
import ToolbarChecklist
import ToolbarModel

@testable import ToolbarStorage

/// An audit's outcome is counted in one pass and its column written straight as bytes: both must
/// give exactly what counting item by item and writing the JSON tree gave (audits are compared
/// byte for byte, and screens are judged from the stored outcome).
@Suite struct AuditOutcomeTests {
    static func item(_ id: String, _ verdict: Verdict, _ severity: Severity = .error, open: Severity? = nil)
        -> ItemResult
    {
        let findings =
            open.map {
                [
                    Finding(
                        app: "A", screen: "S", itemID: id, severity: $0, commandKey: nil, scenario: nil,
                        widthRange: nil, message: "m")
                ]
            } ?? []
        return ItemResult(itemID: id, kind: .automatic, severity: severity, verdict: verdict, findings: findings)
    }

    static let cases: [[ItemResult]] = [
        [],
        [item("b", .pass), item("a", .pass)],
        [
            item("zeta", .fail, open: .warning), item("alpha \"quoted\"", .fail, open: .error), item("m", .pass),
            item("review-2", .needsReview, .warning), item("review-1", .needsReview, .info),
            item("n/a", .notApplicable), item("ünï", .fail, open: .info), item("tab\there", .needsReview)
        ],
        [item("only-review", .needsReview), item("na", .notApplicable)]
    ]

    @Test(arguments: cases.indices)
    func countsAndColumnAreWhatTheTreeGave(index: Int) throws {
        let items = Self.cases[index]
        let outcome = AuditOutcome(items: items)
        let verdicts = items.reduce(into: [Verdict: Int]()) { counts, item in counts[item.verdict, default: 0] += 1 }
        #expect(outcome.verdicts == verdicts)
        let failing: [String] = items.filter { $0.verdict == .fail }.map(\.itemID).sorted()
        #expect(outcome.failingItems == failing)
        let review: [(itemID: String, severity: Severity)] = items.filter { $0.verdict == .needsReview }
            .map { (itemID: $0.itemID, severity: $0.severity) }.sorted { $0.itemID < $1.itemID }
        #expect(outcome.needsReview.elementsEqual(review) { $0 == $1 })
        #expect(outcome.highestOpenSeverity == AuditOutcome.highestSeverity(in: items))
        #expect(outcome.column == JSONWriter.string(Self.tree(outcome), style: .compact))
        #expect(AuditOutcome(column: outcome.column) == outcome)
    }

    @Test func theColumnIsPinned() {
        #expect(
            AuditOutcome(items: Self.cases[2]).column
                == #"[[1,3,3,1],"error",["alpha \"quoted\"","zeta","ünï"],[["review-1","info"],["review-2","warning"],["tab\there","error"]]]"#
        )
        #expect(AuditOutcome(items: []).column == "[[0,0,0,0],null,[],[]]")
    }

    /// The column as the JSON tree it was written from before it was written as bytes.
    static func tree(_ outcome: AuditOutcome) -> JSONValue {
        let counts = Verdict.allCases.map { JSONValue.number(Double(outcome.verdicts[$0] ?? 0)) }
        return .array([
            .array(counts), outcome.highestOpenSeverity.map { .string($0.rawValue) } ?? .null,
            .array(outcome.failingItems.map(JSONValue.string)),
            .array(outcome.needsReview.map { .array([.string($0.itemID), .string($0.severity.rawValue)]) })
        ])
    }
}
