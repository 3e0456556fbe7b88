import Foundation
import Testing
import ToolbarModel

@testable import ToolbarChecklist

/// What users read — checklist pages, SARIF rule help (the rationale), finding messages and the
/// reasons an item does not apply — cites public sources by name and never the project's own
/// file names or tags.
@Suite struct PublicSourcesTests {
    /// Words only the project's own files use.
    static let internalNames = [
        "Seed 0", "seed 0", "Seed 1", "toolbar-evidence", "toolbar-facts", "§", "pitfall", "[E]", "[I]", "[T]",
        "[D]", "[NF]", "issue 1", "issue 2", "issue 3", "issue 4", "issue 5", "issue 6", "issue 7", "issue 8",
        "issue 9", "Loop#", "RNS#", "cmux#"
    ]

    /// Names of public sources; every rationale cites at least one.
    static let publicSources = [
        "the article \"Make SwiftUI Toolbars Work In Resizable iPhone Apps\"",
        "The article \"Make SwiftUI Toolbars Work In Resizable iPhone Apps\"",
        "article \"Make SwiftUI Toolbars Work In Resizable iPhone Apps\"",
        "guide \"Prepare your toolbars for vertical layout\"", "WWDC", "SwiftUI documentation",
        "Human Interface Guidelines", "LoopKit/Loop#", "manaflow-ai/cmux#", "kiwix/kiwix-apple#",
        "wikimedia/wikipedia-ios#", "OneBusAway/onebusaway-ios#"
    ]

    static func internalName(in text: String) -> String? {
        // "LoopKit/Loop#2524" is a public name; "Loop#2524" alone is the project's shorthand.
        let cleaned = text.replacingOccurrences(of: "LoopKit/Loop#", with: "")
            .replacingOccurrences(of: "manaflow-ai/cmux#", with: "")
        return internalNames.first { cleaned.contains($0) }
    }

    @Test(arguments: Checklist.catalogue.map(\.id))
    func theRationaleCitesPublicSourcesOnly(_ id: String) throws {
        let description = try #require(Checklist.item(id)).description
        #expect(Self.internalName(in: description.rationale) == nil, "\(description.rationale)")
        #expect(Self.internalName(in: description.title) == nil)
        #expect(Self.publicSources.contains { description.rationale.contains($0) }, "\(description.rationale)")
    }

    @Test(arguments: ExampleCase.all)
    func findingsAndReasonsUseNoInternalNames(_ testCase: ExampleCase) {
        switch testCase.item.check(testCase.example.context) {
        case .fail(let issues):
            for issue in issues {
                #expect(Self.internalName(in: issue.message) == nil, "\(issue.message)")
            }
        case .notApplicable(let why):
            #expect(Self.internalName(in: why) == nil, "\(why)")
        case .pass, .needsSignOff:
            break
        }
    }

    @Test func theChecklistPagesUseNoInternalNames() {
        for page in ChecklistDocs.pages() {
            #expect(
                Self.internalName(in: page.contents) == nil,
                "\(page.name): \(Self.internalName(in: page.contents) ?? "")")
        }
    }
}
