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

    /// Issue 15: an app that deploys to iOS 27 needs no availability checks. Findings stored while
    /// it deployed to an earlier release leave its audits once the app says so, and a re-scan
    /// does not find them again.
    @Test func availabilityFindingsLeaveTheAuditOnceTheAppDeploysToIOS27() throws {
        let findings = try ScanSources(["Findings"])
        let registry = try findings.registry()
        _ = try findings.scan(registry)
        let gating = try #require(
            try registry.sourceFindings(app: "App").first { $0.id == "missing-availability-gating" })
        let screen = try path("App/\(try #require(gating.screen))")
        let itemID = Registry.sourceFindingItemPrefix + "missing-availability-gating"
        let before = try #require(try registry.audit(scope: screen).screens.first).result
        #expect(before.items.contains { $0.itemID == itemID })

        try registry.updateApp("App") { $0.deploymentTarget = .iOS27 }
        let after = try #require(try registry.audit(scope: screen).screens.first).result
        #expect(!after.items.contains { $0.itemID == itemID }, "stored, but moot for an iOS 27 app")
        _ = try findings.scan(registry, prune: true)
        #expect(
            !(try registry.sourceFindings(app: "App").contains { $0.id == "missing-availability-gating" }),
            "a re-scan passes the deployment target to the scanner")
    }

    @Test func screensNeverScannedGetNoSourceItems() throws {
        try registry.addScreen(app: "App", Screen(name: "Typed In"))
        let summary = try registry.audit(scope: path("App/Typed In"))
        let result = try #require(summary.screens.first).result
        #expect(!result.items.contains { $0.itemID.hasPrefix(Registry.sourceFindingItemPrefix) })
    }
}
