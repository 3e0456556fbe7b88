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
    static func roundTrip(_ inventory: ScreenInventory) throws -> ScreenInventory? {
        let source = SwiftUIGenerator.generate(inventory)
        let diagnostics = SyntaxCheck.diagnostics(in: source)
        #expect(diagnostics.isEmpty, "\(inventory.screen.name): \(diagnostics.prefix(3))\n\(source)")
        let long = source.split(separator: "\n").filter { $0.count > 120 }
        #expect(long.isEmpty, "\(inventory.screen.name): \(long.prefix(2))")
        let screens = try RoundTrip.scan(source)
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
        try Self.roundTrip(inventory)
    }

    @Test(arguments: SeedData.inventories.map(\.screen.name))
    func plannedSeedScreenRoundTrips(_ name: String) throws {
        let inventory = try #require(SeedData.inventory(name))
        try Self.roundTrip(Planner.plan(inventory).after)
    }

    @Test func generatedInventoriesRoundTrip() throws {
        for inventory in Self.generated {
            try Self.roundTrip(inventory)
        }
    }

    @Test func plannedGeneratedInventoriesRoundTrip() throws {
        for inventory in Self.generated {
            try Self.roundTrip(Planner.plan(inventory).after)
        }
    }

    @Test func generationIsDeterministic() throws {
        let inventory = try #require(SeedData.inventory("Refactored Editor"))
        #expect(SwiftUIGenerator.generate(inventory) == SwiftUIGenerator.generate(inventory))
    }
}
