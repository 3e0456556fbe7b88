import Testing
import ToolbarModel

/// `ScreenInventory` keeps its fields in one shared box so a copy is one retain: it must still be
/// a value. A change through any setter reaches only the copy changed, and equality and hashing
/// compare the fields, not the box.
@Suite struct ScreenInventoryValueTests {
    static func inventory() -> ScreenInventory {
        ScreenInventory(
            app: App(name: "Mail", linkedSDK: OSVersion(27, 1)),
            screen: Screen(name: "Inbox", title: "Inbox"),
            groups: [ToolbarGroup(name: "edit", placement: .topBarTrailing)],
            commands: [
                Command(key: "compose", title: "Compose", symbol: "square.and.pencil", order: 2),
                Command(key: "filter", title: "Filter", symbol: "line.3.horizontal.decrease", order: 1)
            ])
    }

    @Test func initSortsCommandsByOrder() {
        #expect(Self.inventory().commands.map(\.key) == ["filter", "compose"])
    }

    @Test func changingACopyLeavesTheOriginal() {
        let original = Self.inventory()
        var copy = original
        copy.app.owner = "mail-team"
        copy.screen.title = "All Mail"
        copy.groups.append(ToolbarGroup(name: "share", placement: .bottomBar))
        copy.commands[0].title = "Filter Mail"
        copy.commands.append(Command(key: "archive", title: "Archive", symbol: "archivebox", order: 3))

        #expect(original == Self.inventory())
        #expect(original.app.owner == nil)
        #expect(original.screen.title == "Inbox")
        #expect(original.groups.count == 1)
        #expect(original.commands.map(\.title) == ["Filter", "Compose"])

        #expect(copy.app.owner == "mail-team")
        #expect(copy.effectiveOwner == "mail-team")
        #expect(copy.screen.title == "All Mail")
        #expect(copy.groups.map(\.name) == ["edit", "share"])
        #expect(copy.commands.map(\.title) == ["Filter Mail", "Compose", "Archive"])
        #expect(copy != original)
    }

    @Test func wholeFieldSettersReplaceTheField() {
        var inventory = Self.inventory()
        let kept = inventory
        inventory.app = App(name: "Notes", linkedSDK: OSVersion(26, 0))
        inventory.screen = Screen(name: "List")
        inventory.groups = []
        inventory.commands = []
        #expect(inventory.app.name == "Notes")
        #expect(inventory.screen.name == "List")
        #expect(inventory.groups.isEmpty && inventory.commands.isEmpty)
        #expect(kept == Self.inventory())
    }

    @Test func equalFieldsAreEqualAndHashAlike() {
        let one = Self.inventory()
        let other = Self.inventory()  // equal fields, a box of its own
        #expect(one == other)
        #expect(one.hashValue == other.hashValue)
        #expect(Set([one, other]).count == 1)

        var changed = other
        changed.commands[1].order = 5
        #expect(changed != one)
        #expect(Set([one, changed]).count == 2)
        // Changed back, it is equal again, though its box is not the original's.
        changed.commands[1].order = 2
        #expect(changed == one)
        #expect(changed.hashValue == one.hashValue)
    }
}
