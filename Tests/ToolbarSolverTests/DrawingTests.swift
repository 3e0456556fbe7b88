import Testing
import ToolbarModel
import ToolbarSolver

@Suite struct DrawingTests {
    @Test func refactoredEditorDrawingShowsBarsAndTheMenuWithReasons() {
        let inventory = PhotoEditor.refactored()
        let text = LayoutDrawing.draw(ToolbarSolver.solve(inventory, in: Scenarios.iPhoneSE), inventory: inventory)
        #expect(text.contains("┌"))
        let bar = text.split(separator: "\n").first { $0.contains("[Undo]") }.map(String.init) ?? ""
        let order = ["[Undo]", "[Redo]", "[⋯]", "[Share]"].map { bar.range(of: $0)?.lowerBound }
        #expect(order.allSatisfy { $0 != nil })
        #expect(order.compactMap { $0 } == order.compactMap { $0 }.sorted(), "drawn in the order of their x positions")
        #expect(text.contains("Replace Photo"))
        #expect(text.contains("deliberate (ToolbarOverflowMenu)"))
        #expect(text.contains("Crop: absent, size-class condition"))
        let lines = text.split(separator: "\n")
        let boxes = lines.filter { $0.hasPrefix("│") || $0.hasPrefix("┌") || $0.hasPrefix("└") }
        #expect(Set(boxes.map { TextWidth.columns(String($0)) }).count == 1, "box lines line up")
    }

    @Test func verticalColumnIsDrawnAsAColumn() {
        let inventory = Foldable.compose()
        let text = LayoutDrawing.draw(ToolbarSolver.solve(inventory, in: Scenarios.outerPortrait), inventory: inventory)
        #expect(text.contains("Vertical column"))
        #expect(text.contains("│ Close  │"))
        #expect(text.contains("Horizontal bar"))
    }

    @Test func sideBySideAlignsWideTitles() {
        let left = "日本語\nab"
        let joined = LayoutDrawing.sideBySide(left, "x\ny", gap: 2)
        #expect(joined == "日本語  x\nab      y")
    }

    @Test func sweepTableAndWhereAnswerNameBreakpoints() {
        let inventory = PhotoEditor.crowded
        let sweep = ToolbarSolver.sweep(inventory, base: Scenarios.iPhone17, widths: 320...1400)
        let table = LayoutDrawing.drawSweep(sweep, inventory: inventory)
        #expect(table.contains("Share moves to overflow below"))
        let places = ToolbarSolver.locate("share", in: inventory, scenarios: [Scenarios.iPhoneSE, Scenarios.iPad])
        #expect(places.map(\.scenario) == ["iphone-se-portrait", "ipad-pro-13-portrait"])
        #expect(places[0].region == .overflowMenu)
        #expect(places[0].overflowReason == .lackOfRoom)
        #expect(places[1].region == .trailing)
        let answer = LayoutDrawing.drawPlaces(places, key: "share", inventory: inventory)
        #expect(answer.contains("overflowMenu (lack of room); overflow below 488 pt"))
        #expect(ToolbarSolver.locate("nope", in: inventory, scenarios: [Scenarios.iPad]).isEmpty)
    }

    @Test func demoCrowdedVersusRefactoredPrints() {
        let crowded = LayoutDrawing.draw(
            ToolbarSolver.solve(PhotoEditor.crowded, in: Scenarios.iPhoneSE),
            inventory: PhotoEditor.crowded, columns: 44)
        let refactored = LayoutDrawing.draw(
            ToolbarSolver.solve(PhotoEditor.refactored(), in: Scenarios.iPhoneSE),
            inventory: PhotoEditor.refactored(), columns: 44)
        let both = LayoutDrawing.sideBySide(crowded, refactored)
        print(both)
        #expect(both.contains("PhotoEditorCrowded"))
        #expect(both.contains("lack of room"))
    }
}
