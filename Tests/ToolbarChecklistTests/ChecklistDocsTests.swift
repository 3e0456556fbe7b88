import Foundation
import Testing

@testable import ToolbarChecklist

/// docs/checklist/ is generated from the catalogue. A normal run only compares; set
/// `TOOLBAR_REGISTRY_REGENERATE_DOCS=1` to rewrite the pages.
@Suite struct ChecklistDocsTests {
    static let directory = Repository.url("docs/checklist")

    static var regenerate: Bool { ProcessInfo.processInfo.environment["TOOLBAR_REGISTRY_REGENERATE_DOCS"] == "1" }

    @Test func docsAreUpToDate() throws {
        let pages = ChecklistDocs.pages(labelledSet: LabelledSet.summary())
        if Self.regenerate {
            try FileManager.default.createDirectory(at: Self.directory, withIntermediateDirectories: true)
            let existing = (try? FileManager.default.contentsOfDirectory(atPath: Self.directory.path)) ?? []
            for name in existing where name.hasSuffix(".md") && !pages.contains(where: { $0.name == name }) {
                try FileManager.default.removeItem(at: Self.directory.appendingPathComponent(name))
            }
            for page in pages {
                try Data(page.contents.utf8).write(to: Self.directory.appendingPathComponent(page.name))
            }
        }
        let hint =
            "docs/checklist is stale: run "
            + "TOOLBAR_REGISTRY_REGENERATE_DOCS=1 swift test --filter ChecklistDocsTests"
        let onDisk = Set(
            ((try? FileManager.default.contentsOfDirectory(atPath: Self.directory.path)) ?? [])
                .filter { $0.hasSuffix(".md") })
        #expect(onDisk == Set(pages.map(\.name)), "\(hint)")
        for page in pages {
            let url = Self.directory.appendingPathComponent(page.name)
            let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
            #expect(text == page.contents, "\(page.name): \(hint)")
        }
    }

    @Test func aPageShowsEverythingAboutItsItem() throws {
        let item = try #require(Checklist.item("accidental-overflow"))
        let page = ChecklistDocs.page(for: item)
        #expect(page.hasPrefix("# \(item.description.title)\n"))
        #expect(page.contains("- Id: `accidental-overflow`"))
        #expect(page.contains("- Severity: error"))
        #expect(page.contains("- Kind: automatic"))
        #expect(page.contains("## Triggering examples"))
        #expect(page.contains("## Non-triggering examples"))
        #expect(page.contains("Result: **fail**"))
        #expect(page.contains("in `iphone-portrait` at 402 pt"))
    }

    @Test func theIndexLinksEveryItem() {
        let index = ChecklistDocs.index()
        for item in Checklist.catalogue {
            #expect(index.contains("[`\(item.id)`](\(item.id).md)"))
        }
    }
}
