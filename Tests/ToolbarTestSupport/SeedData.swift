import Foundation
import ToolbarModel

/// The seed registries in Seeds/, read from the repository.
package enum SeedData {
    /// The seed file names.
    package static let names = ["foldable-showcase.json", "photo-editor.json", "scenarios.json"]

    /// The bytes of `Seeds/NAME`.
    package static func bytes(_ name: String) throws -> [UInt8] { try Repository.bytes("Seeds/" + name) }

    /// `Seeds/NAME` decoded (an empty document when it cannot be read, so that the tests using
    /// it fail on their expectations rather than crash).
    package static func document(_ name: String) -> RegistryDocument {
        (try? RegistryDocument.decode(bytes(name))) ?? RegistryDocument()
    }

    /// Every scenario preset of Seeds/scenarios.json, in the file's order.
    package static let scenarios: [Scenario] = document("scenarios.json").scenarios

    /// Every seed screen as an inventory.
    package static let inventories: [ScreenInventory] = ["photo-editor.json", "foldable-showcase.json"].flatMap {
        document($0).apps.flatMap { entry in entry.screens.map { $0.inventory(app: entry.app) } }
    }

    /// The seed screen named `screen`.
    package static func inventory(_ screen: String) -> ScreenInventory? {
        inventories.first { $0.screen.name == screen }
    }
}
