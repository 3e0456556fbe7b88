import Testing
import ToolbarChecklist
import ToolbarModel
import ToolbarRegistry

/// The audit of a scanned screen carries its source findings, pointing at file:line:column.
@Suite struct ScanAuditTests {
    let sources: ScanSources
    let registry: Registry

    init() throws {
        sources = try ScanSources(["Seed000"])
        registry = try sources.registry()
        _ = try sources.scan(registry)
    }

    @Test func auditOfAScannedScreenIncludesItsSourceFindings() throws {
        let stored = try registry.sourceFindings(app: "App", screen: "IdiomCheckingEditorView")
        let idiom = try #require(stored.first { $0.id == "device-idiom-check" })
        let summary = try registry.audit(scope: path("App/IdiomCheckingEditorView"))
        let result = try #require(summary.screens.first).result
        let item = try #require(result.items.first { $0.itemID == "source-device-idiom-check" })
        #expect(item.verdict == .fail)
        #expect(item.findings.contains { $0.message.hasPrefix(idiom.message) })
        #expect(!item.findings.contains { $0.message.hasPrefix("\(idiom.location): ") }, "a location is never repeated")
        #expect(result.findings.count(where: { $0.itemID.hasPrefix(Registry.sourceFindingItemPrefix) }) == stored.count)
        let history = try registry.history(path("App/IdiomCheckingEditorView"))
        let latest = try #require(history.last)
        let (_, items) = try registry.auditResult(path("App/IdiomCheckingEditorView"), id: latest.id)
        #expect(items.contains { $0.itemID == "source-device-idiom-check" && !$0.findings.isEmpty }, "stored")
    }

    @Test func screensNeverScannedGetNoSourceItems() throws {
        try registry.addScreen(app: "App", Screen(name: "Typed In"))
        let summary = try registry.audit(scope: path("App/Typed In"))
        let result = try #require(summary.screens.first).result
        #expect(!result.items.contains { $0.itemID.hasPrefix(Registry.sourceFindingItemPrefix) })
    }
}
