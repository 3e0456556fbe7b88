import Testing
import ToolbarCodegen
import ToolbarModel
import ToolbarSyntax

/// What the UIKit generator writes.
@Suite struct UIKitGeneratorTests {
    @Test func refactoredEditorUsesNavigationItemGroups() throws {
        let inventory = try #require(SeedData.inventory("Refactored Editor"))
        let source = UIKitGenerator.generate(inventory)
        #expect(SyntaxCheck.diagnostics(in: source).isEmpty, "\(SyntaxCheck.diagnostics(in: source).prefix(3))")
        #expect(source.contains("navigationItem.leadingItemGroups = ["))
        #expect(source.contains("barButtonItems: [undoItem, redoItem],"))
        #expect(source.contains("), // toolbar-registry: group=undo-redo"), "the group's name, for a scan")
        #expect(source.contains("navigationItem.pinnedTrailingGroup = UIBarButtonItemGroup(\n"))
        #expect(source.contains("barButtonItems: [shareItem], representativeItem: nil"))
        #expect(
            source.contains(
                "UIMenu(options: .displayInline, children: [ // toolbar-registry: key=overflow-divider"))
        #expect(source.contains("navigationItem.additionalOverflowItems = UIDeferredMenuElement.uncached"))
        #expect(source.contains("attributes: .destructive"))
        #expect(source.contains("if #available(iOS 27.0, *) {"))
        #expect(source.contains("undoItem.visibilityPriority = .high"))
        #expect(source.contains("var onUndo: () -> Void = {}"))
        for command in inventory.commands {
            #expect(source.contains("toolbar-registry: key=\(command.key)"), "\(command.key)")
        }
    }

    @Test(arguments: SeedData.inventories.map(\.screen.name))
    func seedScreensParse(_ name: String) throws {
        let inventory = try #require(SeedData.inventory(name))
        for candidate in [inventory, Planner.plan(inventory).after] {
            let source = UIKitGenerator.generate(candidate)
            let diagnostics = SyntaxCheck.diagnostics(in: source)
            #expect(diagnostics.isEmpty, "\(name): \(diagnostics.prefix(3))")
        }
    }

    @Test func generatedScreensParse() {
        for inventory in GeneratedInventories.make(count: 200, seed: 99) {
            let source = UIKitGenerator.generate(Planner.plan(inventory).after)
            let diagnostics = SyntaxCheck.diagnostics(in: source)
            #expect(diagnostics.isEmpty, "\(inventory.screen.name): \(diagnostics.prefix(3))\n\(source)")
            #expect(source.split(separator: "\n").allSatisfy { $0.count <= 120 })
        }
    }

    @Test func axisBehaviorIsGatedBehind27Point1() throws {
        var inventory = try #require(SeedData.inventory("Refactored Editor"))
        inventory.commands[1].axis = .horizontalOnly
        let source = UIKitGenerator.generate(inventory)
        #expect(source.contains("if #available(iOS 27.1, *) {"))
        #expect(source.contains("undoItem.axisBehavior = .horizontalOnly"))
    }
}
