import Foundation
import Testing

/// `plan` and `generate` as a user runs them.
@Suite struct PlanEndToEndTests {
    static let crowded = "PhotoEditor/Crowded Editor"

    @Test func planShowsDecisionsChecklistAndWidthsWithoutWriting() throws {
        let cli = try BinaryRunner()
        defer { cli.cleanUp() }
        try cli.start(from: RegistryTemplates.seeded)
        let before = try cli.run(["command", "show", "\(Self.crowded)/share", "--format", "json"]).stdout
        let result = try cli.run(["plan", Self.crowded])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("share             topBarPinnedTrailing"))
        #expect(result.stdout.contains("Share: visible down to 320 pt, was 488 pt"))
        #expect(result.stdout.contains("0 made worse"))
        #expect(result.stdout.contains("accidental-overflow"))
        #expect(try cli.run(["command", "show", "\(Self.crowded)/share", "--format", "json"]).stdout == before)
    }

    @Test func applyWritesThePlanInOneActionWithTheAuthor() throws {
        let cli = try BinaryRunner()
        defer { cli.cleanUp() }
        try cli.start(from: RegistryTemplates.seeded)
        let applied = try cli.json(["--author", "ana", "plan", Self.crowded, "--apply", "--format", "json"])
        let plan = try #require(applied["plan"] as? [String: Any])
        #expect(plan["applied"] as? Bool == true)
        #expect((plan["worsened"] as? [Any])?.isEmpty == true)
        let share = try cli.json(["command", "show", "\(Self.crowded)/share", "--format", "json"])
        #expect((share["command"] as? [String: Any])?["placement"] as? String == "topBarPinnedTrailing")
        let groups = try cli.json(["group", "list", Self.crowded, "--format", "json"])
        let names = (groups["groups"] as? [[String: Any]])?.compactMap { $0["name"] as? String }
        #expect(names == ["editing-tools", "undo-redo"])
        let log = try cli.json(["log", Self.crowded, "--by", "ana", "--format", "json"])
        let entries = try #require(log["entries"] as? [[String: Any]])
        #expect(entries.count > 10)
        #expect(Set(entries.compactMap { $0["at"] as? String }).count == 1, "one action, one timestamp")
        // Planning again finds nothing left to change.
        let again = try cli.json(["plan", Self.crowded, "--format", "json"])
        let decisions = try #require((again["plan"] as? [String: Any])?["decisions"] as? [[String: Any]])
        #expect(decisions.allSatisfy { $0["kept"] as? Bool == true })
    }

    @Test func generateWritesSwiftUIAndUIKitAndMarksTheScreenGated() throws {
        let cli = try BinaryRunner()
        defer { cli.cleanUp() }
        try cli.start(from: RegistryTemplates.seeded)
        #expect(try cli.run(["plan", Self.crowded, "--apply"]).status == 0)
        let output = cli.path("Toolbar.swift")
        let written = try cli.run(["generate", Self.crowded, "--swiftui", "--output", output])
        #expect(written.status == 0, "\(written.stderr)")
        let swiftUI = try String(contentsOfFile: output, encoding: .utf8)
        #expect(swiftUI.contains("var undoRedoItems: some ToolbarContent"))
        #expect(swiftUI.contains("ToolbarOverflowMenu {"))
        #expect(swiftUI.contains("// toolbar-registry: key=share classification=primary"))
        let uiKit = try cli.run(["generate", Self.crowded, "--uikit", "--type-name", "EditorViewController"])
        #expect(uiKit.status == 0)
        #expect(uiKit.stdout.contains("final class EditorViewController: UIViewController"))
        #expect(uiKit.stdout.contains("navigationItem.pinnedTrailingGroup"))
        let screen = try cli.json(["screen", "show", Self.crowded, "--format", "json"])
        #expect((screen["screen"] as? [String: Any])?["availabilityGated"] as? Bool == true)
    }

    @Test(arguments: [
        ["generate", "PhotoEditor/Crowded Editor"],
        ["generate", "PhotoEditor/Crowded Editor", "--swiftui", "--uikit"],
        ["generate", "PhotoEditor/Crowded Editor", "--uikit", "--xcuitest"],
        ["generate", "PhotoEditor/Crowded Editor", "--swiftui", "--type-name", "1Bad"]
    ])
    func generateRefusesBadOptions(_ arguments: [String]) throws {
        let cli = try BinaryRunner()
        defer { cli.cleanUp() }
        try cli.start(from: RegistryTemplates.seeded)
        let result = try cli.run(arguments)
        #expect(result.status == 64)
        #expect(result.stdout.isEmpty)
    }

    @Test func planOfAMissingScreenSuggestsTheClosestName() throws {
        let cli = try BinaryRunner()
        defer { cli.cleanUp() }
        try cli.start(from: RegistryTemplates.seeded)
        let result = try cli.run(["plan", "PhotoEditor/Crowded Editr"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("Crowded Editor"))
    }
}
