import Foundation
import ToolbarModel

/// The seed registries in Seeds/, read from the repository.
enum SeedData {
    static let folder: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Seeds")

    static func document(_ name: String) -> RegistryDocument {
        let data = (try? Data(contentsOf: folder.appendingPathComponent(name))) ?? Data()
        return (try? RegistryDocument.decode(data)) ?? RegistryDocument()
    }

    /// Every scenario preset.
    static let scenarios: [Scenario] = document("scenarios.json").scenarios

    /// Every seed screen as an inventory, by screen name.
    static let inventories: [ScreenInventory] = ["photo-editor.json", "foldable-showcase.json"].flatMap { file in
        document(file).apps.flatMap { entry in entry.screens.map { $0.inventory(app: entry.app) } }
    }

    static func inventory(_ screen: String) -> ScreenInventory? {
        inventories.first { $0.screen.name == screen }
    }
}

/// A small deterministic generator (SplitMix64) for generated inventories.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
