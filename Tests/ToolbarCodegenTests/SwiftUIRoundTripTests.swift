import Testing
import ToolbarCodegen
import ToolbarModel
import ToolbarScanner
import ToolbarSyntax

/// Generate SwiftUI → parse → scan → the same commands.
@Suite struct SwiftUIRoundTripTests {
    static let generated = GeneratedInventories.make(count: 200, seed: 2027)

    /// Generates, checks the syntax, scans and compares; returns the scanned inventory.
    @discardableResult
    static func roundTrip(_ inventory: ScreenInventory) -> ScreenInventory? {
        let source = SwiftUIGenerator.generate(inventory)
        let read = RoundTrip.read(source, file: "GeneratedView.swift")
        let diagnostics = read.diagnostics
        #expect(diagnostics.isEmpty, "\(inventory.screen.name): \(diagnostics.prefix(3))\n\(source)")
        let long = source.split(separator: "\n").filter { $0.count > 120 }
        #expect(long.isEmpty, "\(inventory.screen.name): \(long.prefix(2))")
        let screens = read.screens
        #expect(screens.count == 1, "\(inventory.screen.name): \(screens.count) screens")
        guard let scanned = screens.first else { return nil }
        let back = RoundTrip.inventory(scanned, app: inventory.app)
        let expected = RoundTrip.facts(inventory)
        let found = RoundTrip.facts(back)
        let differences = zip(expected, found).filter { $0 != $1 }.map { "\($0.0)  ≠  \($0.1)" }
        #expect(
            found == expected,
            "\(inventory.screen.name): \(differences.prefix(4)) \(expected.count) vs \(found.count)")
        return back
    }

    @Test(arguments: SeedData.inventories.map(\.screen.name))
    func seedScreenRoundTrips(_ name: String) throws {
        let inventory = try #require(SeedData.inventory(name))
        Self.roundTrip(inventory)
    }

    @Test(arguments: SeedData.inventories.map(\.screen.name))
    func plannedSeedScreenRoundTrips(_ name: String) throws {
        let inventory = try #require(SeedData.inventory(name))
        Self.roundTrip(Planner.plan(inventory).after)
    }

    @Test func generatedInventoriesRoundTrip() {
        for inventory in Self.generated {
            Self.roundTrip(inventory)
        }
    }

    @Test func plannedGeneratedInventoriesRoundTrip() {
        for inventory in Self.generated {
            Self.roundTrip(Planner.plan(inventory).after)
        }
    }

    @Test func generationIsDeterministic() throws {
        let inventory = try #require(SeedData.inventory("Refactored Editor"))
        #expect(SwiftUIGenerator.generate(inventory) == SwiftUIGenerator.generate(inventory))
    }
}
