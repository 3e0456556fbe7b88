import Foundation
import Testing
import ToolbarModel
import ToolbarScanner

/// Every source finding kind, at the place the fixture has it.
@Suite struct FindingTests {
    static let result = Fixtures.all

    @Test(arguments: [
        ("device-idiom-check", "Seed000/IdiomCheckingEditorView.swift", 16),
        ("missing-availability-gating", "Findings/FindingsGalleryView.swift", 37),
        ("missing-availability-gating", "Seed000/PhotoEditorView+Toolbar.swift", 70),
        ("undocumented-api-name", "Seed000/ScrollingPhotoEditorView.swift", 25),
        ("destructive-without-confirmation", "Findings/FindingsGalleryView.swift", 34),
        ("custom-content-ignores-appears-active", "Findings/FindingsGalleryView.swift", 27),
        ("several-buttons-in-one-item", "Findings/FindingsGalleryView.swift", 14),
        ("icon-only-without-accessibility-label", "Findings/FindingsGalleryView.swift", 21),
        ("custom-item-without-large-content-viewer", "Findings/FindingsGalleryView.swift", 27),
        ("item-toggled-with-if", "Findings/FindingsGalleryView.swift", 32),
        ("navigation-bar-items", "Findings/FindingsGalleryView.swift", 41),
        ("toolbar-outside-navigation-container", "Findings/FindingsGalleryView.swift", 13),
        ("nested-navigation-containers", "Findings/FindingsGalleryView.swift", 9),
        ("unresolved-toolbar-content", "Seed000/ScrollingPhotoEditorView.swift", 20),
        ("left-items-supplement-back-button", "UIKit/LegacyInboxViewController.swift", 13)
    ])
    func findingIsReportedAtItsLine(id: String, file: String, line: Int) {
        let matches = Self.result.findings.filter {
            $0.id == id && $0.location.file == file && $0.location.line == line
        }
        #expect(matches.count == 1, "\(id) at \(file):\(line)")
        #expect(matches.first?.location.column != nil)
    }

    @Test func gatedAndSizeClassCodeRaisesNoFalseAlarms() {
        let cleanScreens = ["InboxView", "VerticalBarSheetView", "VerticalBarViewController"]
        let gated = Self.result.findings.filter { cleanScreens.contains($0.screen ?? "") }
        #expect(gated.isEmpty, "\(gated.map(\.id))")
        let sizeClassToggles = Self.result.findings.filter {
            $0.id == "item-toggled-with-if" && $0.screen == "PhotoEditorView"
        }
        #expect(sizeClassToggles.isEmpty, "a size-class condition is a layout decision, not a toggle")
    }

    @Test func findingsAreSortedByFileAndLine() {
        let keys = Self.result.findings.map { "\($0.location.file):\(String(format: "%05d", $0.location.line))" }
        #expect(keys == keys.sorted())
    }
}
