import Foundation
import Testing
import ToolbarChecklist
import ToolbarModel
import ToolbarRegistry
import ToolbarTestSupport

/// What a full audit stores for every screen, read back through the registry: every item's
/// verdict, reason and findings (messages, widths, measures, fingerprints), byte for byte, on the
/// seeded registry and on screens shaped like the benchmark's (twenty commands of every kind, in
/// groups, with priorities). Work that only makes auditing faster must leave this file unchanged;
/// a deliberate change to what the checklist says regenerates it
/// (`TOOLBAR_REGISTRY_REGENERATE_GOLDEN=1`).
@Suite struct AuditGoldenTests {
    static let golden = GoldenFile("Tests/ToolbarRegistryTests/Golden")

    @Test func aFullAuditStoresTheRecordedResults() throws {
        let seeded = try SeededRegistry()
        _ = try seeded.registry.importDocument(RegistryDocument(apps: [Self.benchmarkShapedApp()]))
        let summary = try seeded.registry.audit()
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        var text = "checklist \(Checklist.version)\n"
        let screens = summary.screens.map { (app: $0.app, screen: $0.screen) }.sorted {
            ($0.app, $0.screen) < ($1.app, $1.screen)
        }
        for (app, screen) in screens {
            let path = RecordPath(app: app, screen: screen)
            text += "== \(app)/\(screen)\n"
            for item in try seeded.registry.auditResult(path).1 {
                text += String(decoding: try encoder.encode(item), as: UTF8.self) + "\n"
            }
        }
        #expect(screens.count == 12)
        let expected = try Self.golden.expected("full-audit-results.txt", actual: text)
        #expect(
            text == expected,
            "the stored results changed (regenerate only for a deliberate change) at \(GoldenFile.firstDifference(text, expected))"
        )
    }

    /// Three screens of twenty commands like the benchmark registry's: every placement and
    /// classification, groups, priorities, destructive roles, size-class conditions and notes.
    static func benchmarkShapedApp() -> RegistryDocument.AppEntry {
        let placements: [Placement] = [.topBarLeading, .topBarTrailing, .bottomBar, .overflowMenu, .secondaryAction]
        let classifications: [Classification] = [.primary, .secondary, .overflow, .destructive]
        let screens = (0..<3).map { screenIndex -> RegistryDocument.ScreenEntry in
            let commands = (1...20).map { order -> Command in
                let placement = placements[(order + screenIndex) % placements.count]
                let group: String? =
                    switch placement {
                    case .topBarLeading: "leading-tools"
                    case .bottomBar: "bottom-tools"
                    default: nil
                    }
                return Command(
                    key: "command-\(order)", title: "Command \(order) of \(screenIndex)", symbol: "star.\(order)",
                    classification: classifications[order % classifications.count], placement: placement,
                    group: group, order: order, priority: order % 7 == 0 ? .lowerThan(.high) : nil,
                    role: order % 11 == 0 ? .destructive : .none, needsConfirmation: order % 11 == 0,
                    sizeClassCondition: order % 5 == 0 ? .regularWidth : .always,
                    usage: order % 3 == 0 ? .occasional : .frequent,
                    notes: order % 4 == 0 ? "Command \(order) of screen \(screenIndex)." : nil)
            }
            return RegistryDocument.ScreenEntry(
                screen: Screen(
                    name: "Screen \(screenIndex)", title: "Screen \(screenIndex)", scrollPrimary: screenIndex % 2 == 0),
                groups: [
                    ToolbarGroup(name: "leading-tools", placement: .topBarLeading, priority: .high),
                    ToolbarGroup(name: "bottom-tools", placement: .bottomBar)
                ],
                commands: commands)
        }
        return RegistryDocument.AppEntry(
            app: App(name: "Benchmark", bundleID: "com.example.benchmark", owner: "Team"), screens: screens)
    }
}
