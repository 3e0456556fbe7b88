import Testing
import ToolbarCodegen
import ToolbarModel
import ToolbarScanner
import ToolbarSyntax

/// Generate UIKit → parse → scan → the same commands (what UIKit can say of them).
@Suite struct UIKitRoundTripTests {
    static let generated = GeneratedInventories.make(count: 200, seed: 2028)

    /// What a UIKit round trip keeps of one command: key, title, the slot its placement maps to,
    /// group, effective priority, size-class condition and classification. UIKit has fewer
    /// places than SwiftUI placements (`topBarTrailing`, `primaryAction` and `automatic` are
    /// all trailing items) and bar button items have no role (only overflow actions are
    /// destructive), so those compare as UIKit sees them.
    struct Facts: Equatable, CustomStringConvertible {
        var key: String
        var title: String
        var slot: String
        var group: String?
        var priority: VisibilityPriority
        var destructive: Bool
        var condition: SizeClassCondition
        var classification: Classification?

        init(
            _ command: Command, in inventory: ScreenInventory, groupSizes: [String: Int], firstPinned: String?,
            firstTitle: String?
        ) {
            key = command.key
            title = command.content.isCommand ? command.title : ""
            slot = Self.slot(command)
            // One pinned trailing group and one title view: the others join the trailing items.
            let unit = command.group.map(RecordName.foldedKey) ?? command.key
            if slot == "pinned", unit != firstPinned { slot = "trailing" }
            if slot == "title", command.key != firstTitle { slot = "trailing" }
            let slot = self.slot
            // A single item is its own group in UIKit: only groups of two or more come back.
            // A bottom toolbar has no item groups in UIKit.
            let size = command.group.map { groupSizes[RecordName.foldedKey($0)] ?? 0 } ?? 0
            let grouped = size > 1 && command.content.isCommand && !["bottom", "title"].contains(slot)
            group = grouped ? command.group.map(RecordName.foldedKey) : nil
            priority =
                command.placement == .overflowMenu || !command.content.isCommand
                ? .automatic : inventory.effectivePriority(of: command)
            destructive = command.placement == .overflowMenu && command.role == .destructive
            // `additionalOverflowItems` are one menu: `generate --uikit` writes no size-class test there.
            condition = command.placement == .overflowMenu ? .always : command.sizeClassCondition
            classification = command.classification
        }

        static func slot(_ command: Command) -> String {
            switch command.placement {
            case .topBarLeading, .navigation, .cancellationAction: return "leading"
            case .secondaryAction: return "center"
            case .topBarPinnedTrailing: return "pinned"
            case .bottomBar, .status: return "bottom"
            case .overflowMenu: return "overflow"
            case .principal where command.content == .custom: return "title"
            default: return "trailing"
            }
        }

        var description: String {
            "\(key) '\(title)' \(slot) \(group ?? "-") \(priority) \(destructive ? "destructive" : "-") "
                + "\(condition.rawValue) \(classification?.rawValue ?? "unclassified")"
        }
    }

    static func facts(_ inventory: ScreenInventory) -> [Facts] {
        var sizes: [String: Int] = [:]
        for command in inventory.commands where command.content.isCommand {
            if let group = command.group { sizes[RecordName.foldedKey(group), default: 0] += 1 }
        }
        let pinned = inventory.commands.first { Facts.slot($0) == "pinned" }
        let titled = inventory.commands.first { Facts.slot($0) == "title" }
        // Dividers outside the overflow menu and spacers are layout: UIKit writes them as fixed spaces.
        return inventory.commands.filter(\.content.isCommand).map {
            Facts(
                $0, in: inventory, groupSizes: sizes,
                firstPinned: pinned.map { $0.group.map(RecordName.foldedKey) ?? $0.key }, firstTitle: titled?.key)
        }.sorted { $0.key < $1.key }
    }

    /// Generates, checks the syntax, scans and compares.
    static func roundTrip(_ inventory: ScreenInventory) {
        let source = UIKitGenerator.generate(inventory)
        let read = RoundTrip.read(source, file: "GeneratedViewController.swift")
        let diagnostics = read.diagnostics
        #expect(diagnostics.isEmpty, "\(inventory.screen.name): \(diagnostics.prefix(3))")
        let screens = read.screens
        #expect(screens.count == 1, "\(inventory.screen.name): \(screens.count) screens")
        guard let scanned = screens.first else { return }
        let back = RoundTrip.inventory(scanned, app: inventory.app)
        let expected = facts(inventory)
        let found = facts(back)
        let missing = Set(expected.map(\.key)).subtracting(found.map(\.key)).sorted()
        let differences = zip(expected, found).filter { $0 != $1 }.map { "\($0.0)  ≠  \($0.1)" }
        #expect(missing.isEmpty, "\(inventory.screen.name): missing \(missing)")
        #expect(
            found == expected,
            "\(inventory.screen.name): \(differences.prefix(4)) \(expected.count) vs \(found.count)\n\(source)")
    }

    @Test(arguments: SeedData.inventories.map(\.screen.name))
    func seedScreenRoundTrips(_ name: String) throws {
        Self.roundTrip(try #require(SeedData.inventory(name)))
    }

    @Test(arguments: SeedData.inventories.map(\.screen.name))
    func plannedSeedScreenRoundTrips(_ name: String) throws {
        Self.roundTrip(Planner.plan(try #require(SeedData.inventory(name))).after)
    }

    @Test func generatedInventoriesRoundTrip() {
        for inventory in Self.generated {
            Self.roundTrip(inventory)
        }
    }
}
