import Foundation
import Testing
import ToolbarModel

@testable import ToolbarChecklist

/// The labelled set (LabelledSet/): every screen gets the verdicts an iOS engineer expects, and
/// the error-level findings are scored with precision and recall (recorded in
/// docs/checklist/README.md).
@Suite struct LabelledSetTests {
    @Test func theSetHasSixtyOrMoreScreensWithValidRecords() throws {
        #expect(LabelledSet.screens.count >= 60)
        #expect(Set(LabelledSet.screens.map(\.name)).count == LabelledSet.screens.count)
        #expect(LabelledSet.presets.count > 20, "Seeds/scenarios.json was not read")
        for screen in LabelledSet.screens {
            for command in screen.inventory.commands { try command.validate() }
            for id in screen.failures.keys { #expect(Checklist.item(id) != nil, "\(screen.name): \(id)") }
        }
    }

    @Test func precisionAndRecallOfErrorFindingsAreBothFull() {
        let errors = LabelledSet.score(atOrAbove: .error)
        let all = LabelledSet.score(atOrAbove: .info)
        print("Labelled set: \(LabelledSet.screens.count) screens")
        print(
            "Errors: \(errors.labelled.count) labelled, \(errors.reported.count) reported, precision "
                + "\(LabelledSet.percent(errors.precision)), recall \(LabelledSet.percent(errors.recall))")
        print(
            "Every severity: \(all.labelled.count) labelled, \(all.reported.count) reported, precision "
                + "\(LabelledSet.percent(all.precision)), recall \(LabelledSet.percent(all.recall))")
        #expect(errors.falsePositives.isEmpty, "reported but not labelled: \(errors.falsePositives)")
        #expect(errors.falseNegatives.isEmpty, "labelled but not reported: \(errors.falseNegatives)")
        #expect(errors.precision == 1 && errors.recall == 1)
    }

    @Test("Every screen gets the verdicts it is labelled with", arguments: LabelledSet.screens)
    func everyVerdictMatches(_ screen: LabelledScreen) {
        let result = screen.evaluate()
        let reported = LabelledScreen.reported(result, screen: screen.name, atOrAbove: .info)
        let labelled = screen.labelled(atOrAbove: .info)
        let pending = screen.pending
        let extra = reported.subtracting(labelled).subtracting(pending).sorted()
        if !pending.isEmpty {
            let state = pending.isSubset(of: reported) ? "still reported" : "fixed: remove solverPending"
            print("\(screen.name): tolerated until a solver fix lands (\(state)): \(pending.sorted())")
            #expect(pending.allSatisfy { Checklist.item($0.item)?.description.severity != .error })
        }
        let missing = labelled.subtracting(reported).sorted()
        let messages = result.findings(atOrAbove: .info).filter { finding in
            extra.contains { $0.item == finding.itemID && $0.command == (finding.commandKey ?? "") }
        }.map { "\($0.itemID) \($0.commandKey ?? "-") @\($0.scenario ?? "-"): \($0.message)" }
        #expect(extra.isEmpty, "reported but not labelled: \(extra)\n\(messages.joined(separator: "\n"))")
        #expect(missing.isEmpty, "labelled but not reported: \(missing)")
    }
}
