import Foundation
import Testing
import ToolbarCodegen
import ToolbarModel
import ToolbarRegistry

/// `Registry.applyPlan` writes exactly the planned toolbar.
@Suite struct RegistryApplyTests {
    /// A registry in a fresh folder holding `inventories` (one app per inventory) and the scenarios.
    static func registry(_ inventories: [ScreenInventory]) throws -> (Registry, String) {
        let folder = NSTemporaryDirectory() + "codegen-apply-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let registry = try Registry.open(path: folder + "/r.sqlite", author: "planner")
        var apps: [String: RegistryDocument.AppEntry] = [:]
        for inventory in inventories {
            apps[inventory.app.name, default: RegistryDocument.AppEntry(app: inventory.app)].screens.append(
                RegistryDocument.ScreenEntry(
                    screen: inventory.screen, groups: inventory.groups,
                    commands: inventory.commands))
        }
        let document = RegistryDocument(
            apps: apps.keys.sorted().compactMap { apps[$0] },
            scenarios: SeedData.scenarios)
        _ = try registry.importDocument(document)
        return (registry, folder)
    }

    /// Normalised so stored and planned values compare: sorted groups, commands by order.
    static func normalised(_ inventory: ScreenInventory) -> ScreenInventory {
        var copy = inventory
        copy.groups.sort { RecordName.foldedKey($0.name) < RecordName.foldedKey($1.name) }
        copy.screen.source = nil
        // Records the plan adds have no stable id until stored; the registry gives them the
        // one derived from their name.
        for index in copy.groups.indices { copy.groups[index].stableID = copy.groups[index].effectiveStableID }
        for index in copy.commands.indices { copy.commands[index].stableID = copy.commands[index].effectiveStableID }
        return copy
    }

    static func check(_ inventories: [ScreenInventory]) throws {
        let (registry, folder) = try registry(inventories)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for inventory in inventories {
            let path = RecordPath(app: inventory.app.name, screen: inventory.screen.name)
            let result = try registry.applyPlan(path)
            let stored = try registry.inventory(path)
            #expect(normalised(stored) == normalised(result.plan.after), "\(path)")
            #expect(result.judgement.worsened.isEmpty, "\(path)")
            // Planning again starts from the applied toolbar: decisions withdrawn the first time may
            // now go through, but nothing gets worse.
            #expect(try registry.plan(path).judgement.worsened.isEmpty, "\(path)")
        }
    }

    @Test func seedScreensApplyExactly() throws {
        try Self.check(SeedData.inventories)
    }

    static let generated = GeneratedInventories.make(count: 60, seed: 5)

    /// The generated screens in slices of 10, each in its own registry: the slices run in parallel.
    @Test(arguments: stride(from: 0, to: 60, by: 10).map { $0..<$0 + 10 })
    func generatedScreensApplyExactly(_ slice: Range<Int>) throws {
        try Self.check(Array(Self.generated[slice]))
    }

    @Test func aFailedApplyLeavesTheScreenAsItWas() throws {
        let crowded = try #require(SeedData.inventory("Crowded Editor"))
        let (registry, folder) = try Self.registry([crowded])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = RecordPath(app: crowded.app.name, screen: "No Such Screen")
        #expect(throws: (any Error).self) { try registry.applyPlan(path) }
        let stored = try registry.inventory(RecordPath(app: crowded.app.name, screen: crowded.screen.name))
        #expect(stored.commands.map(\.placement) == crowded.commands.map(\.placement))
    }
}
