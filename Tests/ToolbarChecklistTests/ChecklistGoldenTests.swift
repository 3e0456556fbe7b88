import Foundation
import Testing
import ToolbarModel
import ToolbarSolver
import ToolbarTestSupport

@testable import ToolbarChecklist

/// Every item result of every labelled screen, byte for byte: verdicts, reasons and every
/// finding's message, widths, measure and fingerprint. Work that only makes judging faster must
/// leave this file unchanged; a deliberate change to what the checklist says regenerates it
/// (`TOOLBAR_REGISTRY_REGENERATE_GOLDEN=1`) and bumps ``Checklist/version``.
@Suite struct ChecklistGoldenTests {
    static let golden = GoldenFile("Tests/ToolbarChecklistTests/Golden")

    @Test func everyLabelledScreensResultsAreAsRecorded() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        var text = "checklist \(Checklist.version)\n"
        for screen in LabelledSet.screens {
            text += "== \(screen.name)\n"
            for item in screen.evaluate().items {
                text += String(decoding: try encoder.encode(item), as: UTF8.self) + "\n"
            }
        }
        let expected = try Self.golden.expected("labelled-set-results.txt", actual: text)
        #expect(
            text == expected,
            "the checklist's results changed (regenerate only for a deliberate change) at \(GoldenFile.firstDifference(text, expected))"
        )
    }
}
