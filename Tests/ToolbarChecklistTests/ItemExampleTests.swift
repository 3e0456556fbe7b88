import Foundation
import Testing
import ToolbarModel

@testable import ToolbarChecklist

/// One example of one item, named so a failure says which.
struct ExampleCase: CustomTestStringConvertible, Sendable {
    let item: ChecklistItem
    let example: ItemExample
    let triggering: Bool

    var testDescription: String {
        let verb = triggering ? "triggers" : "does not trigger"
        return "\(item.id) \(verb): \(example.summary) (\(example.file):\(example.line))"
    }

    /// Every example of every catalogue item.
    static let all: [ExampleCase] = Checklist.catalogue.flatMap { item in
        item.description.triggering.map { ExampleCase(item: item, example: $0, triggering: true) }
            + item.description.nonTriggering.map { ExampleCase(item: item, example: $0, triggering: false) }
    }
}

@Suite struct ItemExampleTests {
    @Test("Every example of every item gives its expected verdict", arguments: ExampleCase.all)
    func example(_ testCase: ExampleCase) throws {
        for command in testCase.example.inventory.commands {
            try command.validate()
        }
        let input = Checklist.Input(
            inventory: testCase.example.inventory, scenarios: testCase.example.scenarios,
            appContext: testCase.example.appContext, now: Date(timeIntervalSince1970: 0))
        let result = try #require(Checklist.evaluate(input, items: [testCase.item]).items.first)
        switch (testCase.triggering, testCase.item.description.kind) {
        case (true, .automatic):
            #expect(result.verdict == .fail)
            #expect(!result.findings.isEmpty)
            #expect(result.findings.allSatisfy { $0.itemID == testCase.item.id && !$0.message.isEmpty })
        case (true, .manual):
            #expect(result.verdict == .needsReview)
        case (false, _):
            #expect(result.verdict == .pass || result.verdict == .notApplicable, "\(result.findings)")
            #expect(result.findings.isEmpty)
            if result.verdict == .notApplicable {
                #expect(!(result.reason ?? "").isEmpty)
            }
        }
    }
}

@Suite struct CatalogueTests {
    @Test func idsAreUniqueAndKebabCase() {
        let ids = Checklist.catalogue.map(\.id)
        #expect(Set(ids).count == ids.count)
        for id in ids {
            let kebab = id.unicodeScalars.allSatisfy {
                ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-"
            }
            #expect(kebab && !id.hasPrefix("-") && !id.hasSuffix("-") && !id.contains("--"), "\(id)")
        }
    }

    @Test(arguments: Checklist.catalogue.map(\.id))
    func everyItemIsDocumentedAndHasExamples(_ id: String) throws {
        let description = try #require(Checklist.item(id)).description
        #expect(!description.title.isEmpty)
        #expect(!description.rationale.isEmpty, "PublicSourcesTests checks what it cites")
        #expect(!description.triggering.isEmpty)
        if description.kind == .automatic {
            #expect(!description.nonTriggering.isEmpty)
        }
    }

    @Test func theIssueListsEveryManualCheck() {
        let manual = Set(Checklist.catalogue.filter { $0.description.kind == .manual }.map(\.id))
        let expected: Set = [
            "manual-resize-pass", "manual-device-run", "manual-voiceover", "manual-hardware-keyboard",
            "manual-dynamic-type", "manual-search", "foldable-outer-display-first", "foldable-inner-landscape",
            "foldable-inner-portrait-horizontal", "foldable-labels-readable", "foldable-custom-views-unclipped",
            "foldable-essential-visible"
        ]
        #expect(manual == expected)
    }

    @Test func evaluateGivesOneResultPerItemInCatalogueOrder() {
        let input = Checklist.Input(inventory: Kit.anyScreen, now: Date(timeIntervalSince1970: 0))
        let result = Checklist.evaluate(input)
        #expect(result.items.map(\.itemID) == Checklist.catalogue.map(\.id))
        #expect(result.checklistVersion == Checklist.version)
        #expect(result.app == "Photos" && result.screen == "Editor")
    }

    @Test func entriesApplyTheConfiguredSeverity() throws {
        let configuration = ChecklistConfiguration(severity: ["title-length": .error])
        let entries = Checklist.entries(configuration: configuration)
        #expect(entries.map(\.id) == Checklist.catalogue.map(\.id))
        let title = try #require(entries.first { $0.id == "title-length" })
        #expect(title.severity == .error)
        #expect(title.exampleCount == 2)
        #expect(Checklist.entries().first { $0.id == "title-length" }?.severity == .warning)
    }
}
