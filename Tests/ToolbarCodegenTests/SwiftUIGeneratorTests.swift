import Testing
import ToolbarCodegen
import ToolbarModel
import ToolbarSyntax

/// What the SwiftUI generator writes for the seed screens.
@Suite struct SwiftUIGeneratorTests {
    @Test func crowdedEditorPlannedAndGeneratedScansAsTheSeedRefactor() throws {
        let crowded = try #require(SeedData.inventory("Crowded Editor"))
        var refactored = try #require(SeedData.inventory("Refactored Editor"))
        refactored.commands.removeAll { $0.key == "adjust" || $0.key == "status" }
        let plan = Planner.plan(crowded, judgedIn: SeedData.scenarios)
        let source = SwiftUIGenerator.generate(plan.after)
        let scanned = try #require(RoundTrip.scan(source).first)
        let back = RoundTrip.inventory(scanned, app: crowded.app)
        let planned = CrowdedEditorPlanTests.Shape(back)
        let expected = CrowdedEditorPlanTests.Shape(refactored)
        #expect(
            planned.groups.map { $0.replacingOccurrences(of: "\"", with: "") }
                == expected.groups.map { $0.replacingOccurrences(of: "\"", with: "") })
        #expect(planned.pinned == expected.pinned)
        #expect(planned.overflow == expected.overflow)
        #expect(back.commands.first { $0.key == "clear" }?.needsConfirmation == true)
        for name in ["undoRedoItems", "editingToolsItems", "shareItem", "overflowItems"] {
            #expect(source.contains("var \(name): some ToolbarContent"), "\(name)")
        }
        #expect(source.contains(".confirmationDialog(\"Clear?\""))
        #expect(source.contains(".toolbarRole(.editor)"))
    }

    @Test func olderDeploymentTargetsGateIOS27APIsAndScanAsGated() throws {
        let refactored = try #require(SeedData.inventory("Refactored Editor"))
        #expect(refactored.app.deploymentTarget < .iOS27)
        let source = SwiftUIGenerator.generate(refactored)
        #expect(source.contains("@available(iOS 27.0, *)"))
        #expect(source.contains("if #available(iOS 27.0, *) {"))
        #expect(source.contains(".toolbarMinimizationBehavior(.onScrollDown, for: .navigationBar)"))
        #expect(RoundTrip.scan(source).first?.screen.availabilityGated == true)

        var current = refactored
        current.app.deploymentTarget = .iOS27_1
        let ungated = SwiftUIGenerator.generate(current)
        #expect(!ungated.contains("#available"))
        #expect(!ungated.contains("@available"))
        #expect(SyntaxCheck.diagnostics(in: ungated).isEmpty)
    }

    @Test func verticalOptOutCarriesItsReason() throws {
        var inventory = try #require(SeedData.inventory("Refactored Editor"))
        inventory.screen.verticalBehavior = .disabled
        inventory.screen.verticalOptOutReason = "The canvas needs the full width."
        let source = SwiftUIGenerator.generate(inventory)
        #expect(source.contains("// Opts out of vertical bars: The canvas needs the full width."))
        #expect(source.contains(".toolbarVerticalBehavior(.disabled)"))
        #expect(source.contains("if #available(iOS 27.1, *) {"))
        #expect(SyntaxCheck.diagnostics(in: source).isEmpty)
    }

    @Test func actionsAreNamedClosuresAndEveryCommandHasItsComment() throws {
        let inventory = try #require(SeedData.inventory("Refactored Editor"))
        let source = SwiftUIGenerator.generate(inventory)
        #expect(source.contains("var onReplacePhoto: () -> Void = {}"))
        for command in inventory.commands {
            let comment =
                "// toolbar-registry: key=\(command.key)"
                + (command.classification.map { " classification=\($0.rawValue)" } ?? "")
            #expect(source.contains(comment), "\(command.key)")
        }
        #expect(source.split(separator: "\n").allSatisfy { $0.count <= 120 })
    }

    @Test func hostileTitlesStayInsideTheirLiterals() throws {
        var inventory = try #require(SeedData.inventory("Refactored Editor"))
        inventory.commands[1].title = "Say \"hi\" \\ now"
        inventory.screen.title = "A \"quoted\" title"
        let source = SwiftUIGenerator.generate(inventory)
        #expect(SyntaxCheck.diagnostics(in: source).isEmpty)
        #expect(source.contains(#""Say \"hi\" \\ now""#))
    }
}
